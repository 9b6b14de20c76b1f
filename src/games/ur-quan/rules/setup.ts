/**
 * Setting up (the seed, Setting Up the Game): fleets within the Maximum Point Value; both players
 * roll a die of the same size and the higher chooses the turn order (ties re-rolled); asteroids
 * placed alternately; then each places a ship within 5 hexes of their own map edge. The VUX may
 * instead warp in by ambush (the seed's Ambush! sidebar and the designer's draft: on an odd roll,
 * within two hexes of another ship and facing it).
 */
import type { Dice } from "../../../dice/dice.ts";
import { occupant, onMap, rowsBetween } from "./board.ts";
import type { DieSize } from "./die-size.ts";
import { UrQuanError } from "./error.ts";
import { distance, type Facing, type Hex, inCone } from "./hex.ts";
import { readoutOf } from "./roster.ts";
import type { Player, UrQuanEvent, UrQuanSetup, UrQuanState } from "./state.ts";
import { endTurn, resume, startTurn } from "./turn.ts";

export const DEFAULT_WIDTH = 16;
export const DEFAULT_HEIGHT = 12;
export const DEFAULT_ASTEROIDS = 6;
/** The die both players roll for the turn order (any size will do; ours is the d12). */
export const ORDER_DIE: DieSize = 12;
/** How far from their own edge a player places a ship. */
export const EDGE_ROWS = 5;
/** The die a VUX owner rolls for the ambush, and how near the ambushed ship it may appear. */
export const AMBUSH_DIE: DieSize = 6;
export const AMBUSH_HEXES = 2;

export function fleetPoints(fleet: readonly string[]): number {
  return fleet.reduce((sum, id) => sum + readoutOf(id).points, 0);
}

/** A fleet's checks: known ships, at least one, within the Maximum Point Value. */
export function checkFleet(whose: string, fleet: readonly string[], points: number): void {
  if (fleet.length === 0) throw new UrQuanError(`${whose} fleet has no ships.`);
  const cost = fleetPoints(fleet);
  if (cost > points)
    throw new UrQuanError(`${whose} fleet costs ${cost} points; the maximum is ${points}.`);
}

export function checkSetup(setup: UrQuanSetup): void {
  if (setup.players.length !== 2) throw new UrQuanError("A duel has two players.");
  const [a, b] = setup.players;
  if (a?.id === b?.id) throw new UrQuanError("The two players need different ids.");
  const given = setup.players.filter((p) => p.fleet !== undefined);
  if (given.length === 1)
    throw new UrQuanError("Give both fleets in the set-up, or neither (then each buys in secret).");
  for (const p of given) checkFleet(`${p.name}'s`, p.fleet ?? [], setup.points);
  if ((setup.asteroids ?? DEFAULT_ASTEROIDS) < 0)
    throw new UrQuanError("Asteroids cannot be negative.");
}

/**
 * Both players roll the order die, ties re-rolled; the higher roller chooses the turn order (the
 * seed, Setting Up the Game).
 */
export function rollForOrder(state: UrQuanState, dice: Dice, events: UrQuanEvent[]): void {
  let chooser: string | null = null;
  while (chooser === null) {
    const faces = state.players.map((p) => ({ player: p.id, face: dice.roll(ORDER_DIE) }));
    events.push({ type: "order-roll", die: ORDER_DIE, faces });
    const [x, y] = faces as [{ player: string; face: number }, { player: string; face: number }];
    if (x.face !== y.face) chooser = x.face > y.face ? x.player : y.player;
  }
  state.phase = { kind: "choose-order", chooser };
}

/** The opening state: with fleets given, the order roll; without, each player buys in secret. */
export function startState(
  setup: UrQuanSetup,
  ruleset: string,
  dice: Dice,
  events: UrQuanEvent[],
): UrQuanState {
  checkSetup(setup);
  const players: Player[] = setup.players.map((p, i) => ({
    id: p.id,
    name: p.name,
    fleet: [...(p.fleet ?? [])],
    edge: i === 0 ? "top" : "bottom",
  }));
  const state: UrQuanState = {
    ruleset,
    width: setup.width ?? DEFAULT_WIDTH,
    height: setup.height ?? DEFAULT_HEIGHT,
    points: setup.points,
    players,
    order: [],
    asteroids: [],
    ships: [],
    active: null,
    turn: 0,
    phase: { kind: "fleets", chosen: {} },
    ambush: {},
    classes: {},
    placed: 0,
    asteroidsToPlace: setup.asteroids ?? DEFAULT_ASTEROIDS,
  };
  if (setup.players.every((p) => p.fleet !== undefined)) rollForOrder(state, dice, events);
  return state;
}

export function chooseOrder(state: UrQuanState, first: string, events: UrQuanEvent[]): void {
  const firstPlayer = state.players.find((p) => p.id === first);
  if (firstPlayer === undefined) throw new UrQuanError(`"${first}" is not a player in this game.`);
  state.order = [first, ...state.players.filter((p) => p.id !== first).map((p) => p.id)];
  events.push({
    type: "order-chosen",
    chooser: state.phase.kind === "choose-order" ? state.phase.chooser : first,
    order: state.order,
  });
  state.phase =
    state.asteroidsToPlace > 0
      ? { kind: "asteroids", next: first, left: state.asteroidsToPlace }
      : { kind: "placing", players: [...state.order] };
}

function checkEmpty(state: UrQuanState, hex: Hex): void {
  if (!onMap(state, hex))
    throw new UrQuanError(
      `(${hex.col},${hex.row}) is off the ${state.width}×${state.height} Star Map.`,
    );
  if (occupant(state, hex) !== null)
    throw new UrQuanError(`(${hex.col},${hex.row}) is already occupied; one object per hex.`);
}

export function placeAsteroid(
  state: UrQuanState,
  by: string,
  hex: Hex,
  events: UrQuanEvent[],
): void {
  if (state.phase.kind !== "asteroids") throw new Error("not placing asteroids");
  checkEmpty(state, hex);
  state.asteroids.push(hex);
  events.push({ type: "asteroid-placed", by, hex });
  const left = state.phase.left - 1;
  const next = state.order.find((p) => p !== by) ?? by;
  state.phase =
    left > 0 ? { kind: "asteroids", next, left } : { kind: "placing", players: [...state.order] };
}

function hasAmbusher(player: Player): boolean {
  return player.fleet.some((id) => readoutOf(id).ambush);
}

export function rollAmbush(
  state: UrQuanState,
  player: Player,
  dice: Dice,
  events: UrQuanEvent[],
): void {
  if (!hasAmbusher(player)) throw new UrQuanError("Only a VUX Intruder may ambush.");
  if (player.id in state.ambush)
    throw new UrQuanError("The ambush die is already rolled for this placement.");
  if (!state.ships.some((s) => s.owner !== player.id))
    throw new UrQuanError("An ambush needs an enemy ship on the map.");
  const face = dice.roll(AMBUSH_DIE);
  const allowed = face % 2 === 1;
  state.ambush[player.id] = allowed;
  events.push({ type: "ambush-roll", by: player.id, die: AMBUSH_DIE, face, allowed });
}

/** The rows within EDGE_ROWS of a player's own edge, where their ships enter. */
export function homeRows(state: UrQuanState, player: Player): number[] {
  return player.edge === "top"
    ? rowsBetween(0, EDGE_ROWS)
    : rowsBetween(state.height - EDGE_ROWS, state.height);
}

/** The facing toward the other edge, as a ship enters. */
export function enteringFacing(player: Player): Facing {
  return player.edge === "top" ? 3 : 0;
}

function inHomeRows(state: UrQuanState, player: Player, hex: Hex): boolean {
  return homeRows(state, player).includes(hex.row);
}

function ambushes(state: UrQuanState, player: Player, hex: Hex, facing: Facing): boolean {
  return state.ships.some(
    (s) =>
      s.owner !== player.id && distance(s.hex, hex) <= AMBUSH_HEXES && inCone(hex, facing, s.hex),
  );
}

export function placeShip(
  state: UrQuanState,
  player: Player,
  classId: string,
  hex: Hex,
  facing: Facing,
  events: UrQuanEvent[],
): void {
  if (state.phase.kind !== "placing") throw new Error("not placing ships");
  const at = player.fleet.indexOf(classId);
  if (at < 0) throw new UrQuanError(`There is no ${classId} left in your fleet.`);
  if (!Number.isInteger(facing) || facing < 0 || facing > 5)
    throw new UrQuanError("A facing is a hexside from 0 to 5.");
  checkEmpty(state, hex);
  const ambush =
    readoutOf(classId).ambush &&
    state.ambush[player.id] === true &&
    ambushes(state, player, hex, facing);
  if (!ambush && !inHomeRows(state, player, hex)) {
    throw new UrQuanError(
      `Place your ship within ${EDGE_ROWS} hexes of your own (${player.edge}) edge.`,
    );
  }
  player.fleet.splice(at, 1);
  delete state.ambush[player.id];
  state.placed += 1;
  const id = `s${state.placed}`;
  const r = readoutOf(classId);
  state.classes[id] = classId;
  state.ships.push({
    id,
    owner: player.id,
    classId,
    hex,
    facing,
    crewHalves: r.crewHalves,
    battery: r.battery,
    thrustLeft: 0,
    turnLeft: 0,
    usedMain: true,
    usedSpecial: true,
    moves: [],
    lastMoves: [],
    hadTurn: false,
    cloaked: false,
    confused: false,
    slowed: 0,
  });
  events.push({ type: "ship-placed", ship: id, classId, by: player.id, hex, facing, ambush });
  const queue = state.phase.players;
  const waiting = queue.filter((_, i) => i !== queue.indexOf(player.id));
  if (waiting.length > 0) {
    state.phase = { kind: "placing", players: waiting };
    return;
  }
  state.phase = { kind: "turn" };
  if (state.active === null) startTurn(state, state.order[0] as string, events);
  else if (player.id === state.active) endTurn(state, events);
  else resume(state, events);
}
