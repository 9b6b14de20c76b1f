/**
 * A simple built-in player: answers whatever the battle is waiting for, for any side. Used to
 * simulate duels (odds, benchmarks) and, through `safestOrder`, by the bot when a deadline passes.
 *
 * For the figure whose turn it is: in HTH, attack a foe (p); down, stand up; engaged, strike an
 * engaging enemy (h), turning to face it if needed (a bow takes its last shot (j), or is swapped
 * for a hand weapon (k)); otherwise shoot a loaded missile weapon at the nearest enemy (f), or
 * charge (b) to a hex next to it if that is within ½ MA, or move (a) as near as it can. Initiative:
 * move second. Act: the first legal target, or forfeit. Retreat: decline.
 *
 * It is deterministic: the same state always gives the same order (no Math.random; nothing here
 * rolls dice). It is also the inner loop of the simulator: it asks the engine only about the
 * options it would take, and for movement tries a straight walk (checked with the engine's
 * planPath) before asking for every legal destination.
 */

import type { Dice } from "../dice/dice.ts";
import {
  type ActOrder,
  allowance,
  arcOf,
  attackKindFor,
  type BattleFigure,
  type BattleState,
  blocksMovement,
  chosenOption,
  climbLimit,
  covers,
  type Decision,
  DIRECTION_STEPS,
  type Direction,
  declineRetreat,
  directionTo,
  engagingEnemies,
  type Hex,
  hasHeights,
  hasInFront,
  hasMeleeStriker,
  hasReadyMissile,
  hasReadyThrowable,
  heightOf,
  hexDistance,
  isEngaged,
  isInArena,
  isInFrontOf,
  isInHth,
  isOut,
  isOutOfHandReach,
  lastOf,
  legalAttackTargets,
  legalDestinations,
  legalOptions,
  legalTargets,
  type MoveOrder,
  mayEnterForHth,
  movementSearch,
  type OptionCode,
  type Order,
  optionProblemIn,
  pendingDecision,
  reachablePathTo,
  reloadsBetweenShots,
  type Situation,
  sameHex,
  targetKindOf,
  wallInTheWay,
  weaponOf,
} from "../engine/index.ts";
import { acceptsOrder, acceptsPath, outgrowsThePolicy } from "./engine-check.ts";
import { facingToStrike } from "./face-foe.ts";
import { isFoeInTheFight } from "./foes.ts";
import { bestCarriedHandWeapon } from "./hand-weapons.ts";
import { hoverDiveHeight, hoversTooHigh } from "./hover-dive.ts";
import { unpackingChoice } from "./unpacking-turn.ts";

export { isFoeInTheFight };

/** The order the policy gives for the decision the battle is waiting for. */
export function chooseOrder(state: BattleState, _dice?: Dice): Order {
  return answer(state, pendingDecision(state));
}

/** The policy's answer to a given decision (pendingDecision(state), computed by the caller). */
export function answer(state: BattleState, decision: Decision): Order {
  switch (decision.kind) {
    case "initiative":
      // Moving second lets us see where the enemy went before committing.
      return { type: "initiative", side: decision.side, moveFirst: false };
    case "orders": {
      const id = decision.figures[0];
      if (id === undefined) throw new Error("the battle awaits orders from a side with no figures");
      return figureOrder(state, id);
    }
    case "act":
      return actOrder(state, decision.figure);
    case "retreat": {
      const right = decision.rights[0];
      if (!right) throw new Error("the battle awaits a retreat decision with no rights");
      return declineRetreat(right);
    }
    case "ended":
      throw new Error("the battle is over; there is nothing to decide");
  }
}

/** A move order being built (the engine never sees it changed). */
type DraftMoveOrder = { -readonly [K in keyof MoveOrder]: MoveOrder[K] };

/**
 * A move order with every field present, in one order, so that all the policy's orders share one
 * layout: the engine reads many fields of each order, and V8 reads objects of one layout much
 * faster than a mix of shapes. Rarer fields are set on the result.
 */
function moveOrder(
  figure: string,
  option: OptionCode,
  target?: string,
  facing?: Direction,
  path?: readonly Hex[],
): DraftMoveOrder {
  return {
    type: "move",
    figure,
    option,
    path,
    destination: undefined,
    facing,
    target,
    secondTarget: undefined,
    attack: undefined,
    posture: undefined,
    ready: undefined,
    stepTo: undefined,
    stepFacing: undefined,
    leave: undefined,
    flight: undefined,
  };
}

/**
 * The safest legal option for a figure that gave no orders in time: stay where it is and defend
 * (i) if engaged and able, else do nothing.
 */
export function safestOrder(state: BattleState, figureId: string): MoveOrder {
  const f = figure(state, figureId);
  const options = legalOptions(state, figureId);
  if (options.includes("i") && isEngaged(state, f)) {
    return moveOrder(figureId, "i");
  }
  if (!options.includes("pass")) {
    throw new Error(`${f.name} cannot be given an option now (out of the fight or already moved).`);
  }
  return moveOrder(figureId, "pass");
}

/**
 * The policy's option and movement for one figure of the side whose turn it is to move: its
 * preferred order if the engine accepts it (engine-check.ts: asked where big bodies, fliers or
 * riders may make the policy guess wrong), else the safest one.
 */
export function figureOrder(state: BattleState, figureId: string): MoveOrder {
  const f = figure(state, figureId);
  const order = preferredOrder(state, f);
  return !outgrowsThePolicy(state) || acceptsOrder(state, order)
    ? order
    : safestOrder(state, figureId);
}

function preferredOrder(state: BattleState, f: BattleFigure): MoveOrder {
  const pass = moveOrder(f.id, "pass");

  if (isInHth(state, f)) {
    const foe = legalTargets(state, f, "hth")[0];
    return foe && optionAllowed(state, f, "p", "hth") ? moveOrder(f.id, "p", foe.id) : pass;
  }
  const engaging = engagingEnemies(state, f);
  const situation = engaging.length > 0 ? "engaged" : "disengaged";
  if (f.posture !== "standing") {
    const option = optionAllowed(state, f, "g", situation)
      ? "g"
      : optionAllowed(state, f, "n", situation)
        ? "n"
        : null;
    if (option) return standUp(state, f, option) ?? pass;
  }
  if (situation === "engaged") return engagedOrder(state, f, engaging) ?? pass;
  return disengagedOrder(state, f) ?? pass;
}

function engagedOrder(
  state: BattleState,
  f: BattleFigure,
  engaging: readonly BattleFigure[],
): MoveOrder | null {
  // Prefer a foe already in front; otherwise turn to face the first one (it is adjacent).
  let inFront: BattleFigure | undefined;
  for (const e of engaging) {
    if (hasInFront(f, e)) {
      inFront = e;
      break;
    }
  }
  const foe = inFront ?? (engaging[0] as BattleFigure);
  const facing = inFront ? undefined : facingToStrike(f, foe);
  const handWeapon = hasMeleeStriker(f);
  if (handWeapon && optionAllowed(state, f, "h", "engaged"))
    return moveOrder(f.id, "h", foe.id, facing);
  if (!handWeapon && hasReadyMissile(f) && optionAllowed(state, f, "j", "engaged")) {
    return moveOrder(f.id, "j", foe.id, facing);
  }
  const weapon = handWeapon ? null : bestCarriedHandWeapon(f);
  if (weapon && optionAllowed(state, f, "k", "engaged")) {
    const order = moveOrder(f.id, "k");
    order.ready = { weapon };
    return order;
  }
  if (!handWeapon && optionAllowed(state, f, "h", "engaged")) {
    // Nothing to strike with but a shield or a throwable: use what there is.
    const rush = f.shield !== null && f.shieldReady && !hasReadyThrowable(f);
    const strike = moveOrder(f.id, "h", foe.id, facing);
    if (rush) strike.attack = "shield-rush";
    return strike;
  }
  if (optionAllowed(state, f, "m", "engaged")) {
    const target = legalAttackTargets(state, f.id, "hth")[0];
    if (target) return moveOrder(f.id, "m", target);
  }
  if (optionAllowed(state, f, "i", "engaged")) return moveOrder(f.id, "i");
  return null;
}

function disengagedOrder(state: BattleState, f: BattleFigure): MoveOrder | null {
  const enemy = nearestEnemy(state, f);
  if (!enemy) return null;
  const distance = hexDistance(f.position, enemy.position);

  if (distance > 0 && hasReadyMissile(f) && optionAllowed(state, f, "f", "disengaged")) {
    const facing = facingToward(f.position, enemy.position);
    if (isInFrontOf(f.position, facing, enemy.position) && !wallInTheWay(state, f, enemy)) {
      return moveOrder(f.id, "f", enemy.id, facing);
    }
  }
  const ready = f.readyWeapon === null ? null : weaponOf(f.readyWeapon);
  // A crossbow or gun spent on a last shot (j) is dropped, not reloaded.
  if (
    ready &&
    reloadsBetweenShots(ready) &&
    f.reloadTurnsLeft > 0 &&
    !f.mustDropMissile &&
    optionAllowed(state, f, "e", "disengaged")
  )
    return moveOrder(f.id, "e");
  const unpack = optionAllowed(state, f, "e", "disengaged") ? unpackingChoice(state, f) : null;
  if (unpack) {
    const order = moveOrder(f.id, "e");
    order.ready = unpack;
    return order;
  }
  if (!hasMeleeStriker(f)) {
    const weapon = bestCarriedHandWeapon(f);
    if (weapon && optionAllowed(state, f, "e", "disengaged")) {
      const order = moveOrder(f.id, "e");
      order.ready = { weapon };
      return order;
    }
  }

  // Hand weapons and grapples reach no flier in the air: charge, and close on, a foe within reach.
  const foe = isOutOfHandReach(enemy) ? nearestEnemy(state, f, true) : enemy;
  if (
    foe &&
    hexDistance(f.position, foe.position) - 1 <= allowance(f, "b") &&
    !tooHighToLand(state, f) &&
    !hoversTooHigh(state, f, foe) &&
    optionAllowed(state, f, "b", "disengaged")
  ) {
    // Armed, strike from next to the enemy; bare-handed, go onto it for HTH if the rules allow.
    const charge = hasMeleeStriker(f) ? chargeTo(state, f, foe) : grappleCharge(state, f, foe);
    if (charge) {
      const { path, facing } = charge;
      return moveOrder(f.id, "b", foe.id, facing, path);
    }
  }
  if (optionAllowed(state, f, "a", "disengaged")) {
    const move = approach(state, f, foe ?? enemy);
    if (!move) return null;
    const order = moveOrder(f.id, "a", undefined, move.facing, move.path);
    // Too high to come down onto a foe this turn: dive as far as it may, to charge the next.
    if (tooHighToLand(state, f)) order.height = heightOf(f) - climbLimit(f, false);
    const dive = hoverDiveHeight(state, f, foe ?? enemy);
    if (dive !== undefined) order.height = dive;
    return order;
  }
  return null;
}

/**
 * Whether a flier is too high to land in one move, so cannot charge (b) this turn (AM §10: a
 * charging flier comes down onto its foe, diving at most its flying MA in metres).
 */
function tooHighToLand(state: BattleState, f: BattleFigure): boolean {
  return hasHeights(state) && f.flying && heightOf(f) > climbLimit(f, false);
}

/**
 * Stand up (g or n). Where another figure already stands in the hex (a brawl that ended), rise
 * into the first empty adjacent hex; with none, stay down.
 */
function standUp(state: BattleState, f: BattleFigure, option: "g" | "n"): MoveOrder | null {
  const order = moveOrder(f.id, option);
  if (!state.figures.some((o) => o !== f && blocksMovement(o) && sameHex(o.position, f.position))) {
    return order;
  }
  for (const step of DIRECTION_STEPS) {
    const h = { q: f.position.q + step.q, r: f.position.r + step.r };
    if (isInArena(state.arena, h) && !occupiedByAny(state, f, h)) {
      order.stepTo = h;
      return order;
    }
  }
  return null;
}

interface Move {
  readonly path: readonly Hex[];
  readonly facing: Direction;
}

/**
 * A charge (b) to the cheapest hex next to the enemy, facing it; among equally cheap ones its rear,
 * then a side. Tries a straight walk first and checks it with the engine's own planPath (one path
 * instead of every destination: this is the simulator's hot loop); falls back to legalDestinations
 * when the straight walk will not do.
 */
function chargeTo(state: BattleState, f: BattleFigure, enemy: BattleFigure): Move | null {
  const limit = allowance(f, "b");
  const near = hexDistance(f.position, enemy.position) - 1;
  // Adjacent hexes the triangle inequality says are cheapest, best arc first.
  const goals = DIRECTION_STEPS.map((step) => ({
    q: enemy.position.q + step.q,
    r: enemy.position.r + step.r,
  }))
    .filter((h) => hexDistance(f.position, h) === near && isInArena(state.arena, h))
    .sort((x, y) => arcRank(enemy, x) - arcRank(enemy, y));
  for (const goal of goals) {
    const path = straightWalk(state, f, goal, near);
    const end = (path && lastOf(path)) ?? f.position;
    if (path && sameHex(end, goal) && acceptsPath(state, f, "b", path)) {
      return { path, facing: directionTo(goal, enemy.position) as Direction };
    }
  }
  let best: { path: readonly Hex[]; cost: number; rank: number; hex: Hex } | null = null;
  for (const d of legalDestinations(state, f.id, "b")) {
    if (hexDistance(d.hex, enemy.position) !== 1 || occupiedByOther(state, f, d.hex)) continue;
    const rank = arcRank(enemy, d.hex);
    if (!best || d.cost < best.cost || (d.cost === best.cost && rank < best.rank)) {
      best = { path: d.path, cost: d.cost, rank, hex: d.hex };
    }
  }
  if (!best || best.cost > limit) return null;
  return { path: best.path, facing: directionTo(best.hex, enemy.position) as Direction };
}

/**
 * A charge (b) onto the enemy's hex for HTH, when it is in reach and may be grappled: the cheapest
 * path there, as legalDestinations would give it, but searched once and checked once (not
 * planPath for every reachable hex).
 */
function grappleCharge(state: BattleState, f: BattleFigure, enemy: BattleFigure): Move | null {
  if (!grapplableFromSomeSide(state, f, enemy.position)) return null;
  const found = reachablePathTo(f.position, enemy.position, movementSearch(state, f, "b"));
  if (!found || found.path.length === 0 || !acceptsPath(state, f, "b", found.path)) return null;
  const from = found.path.length >= 2 ? (found.path[found.path.length - 2] as Hex) : f.position;
  return { path: found.path, facing: directionTo(from, enemy.position) as Direction };
}

/**
 * Whether a foe in hex `h` could be grappled coming from some hex next to it. A charge may end in
 * a foe's hex only to grapple (mayEnterForHth), so without this no path ends there: no need to
 * search.
 */
function grapplableFromSomeSide(state: BattleState, f: BattleFigure, h: Hex): boolean {
  for (const o of state.figures) {
    if (o.side === f.side || isOut(o) || !covers(o, h)) continue;
    for (const step of DIRECTION_STEPS) {
      if (mayEnterForHth(state, f, o, { q: h.q + step.q, r: h.r + step.r })) return true;
    }
  }
  return false;
}

/** A full move (a) to the reachable hex nearest the enemy (never into it), cheapest first, facing it. */
function approach(state: BattleState, f: BattleFigure, enemy: BattleFigure): Move | null {
  const limit = allowance(f, "a");
  const distance = hexDistance(f.position, enemy.position);
  if (distance <= 1) return null;
  // Nothing can end nearer than this: a straight walk that gets there is as good as any.
  const nearest = Math.max(1, distance - limit);
  const path = straightWalk(state, f, enemy.position, distance - nearest);
  const end = (path && lastOf(path)) ?? f.position;
  if (path && hexDistance(end, enemy.position) === nearest && acceptsPath(state, f, "a", path)) {
    return { path, facing: facingToward(end, enemy.position) };
  }
  let best: { path: readonly Hex[]; cost: number; distance: number; hex: Hex } | null = null;
  for (const d of legalDestinations(state, f.id, "a")) {
    if (d.cost > 0 && occupiedByOther(state, f, d.hex)) continue;
    const dist = hexDistance(d.hex, enemy.position);
    if (!best || dist < best.distance || (dist === best.distance && d.cost < best.cost)) {
      best = { path: d.path, cost: d.cost, distance: dist, hex: d.hex };
    }
  }
  if (!best || best.distance === 0 || best.cost === 0) return null;
  return { path: best.path, facing: facingToward(best.hex, enemy.position) };
}

/**
 * `steps` steps toward `goal`, each into the free hex nearest it (N…NW on ties), never through a
 * hex where an enemy would stop the move, or null when no such walk exists. A guess: the caller
 * checks it with the engine.
 */
function straightWalk(state: BattleState, f: BattleFigure, goal: Hex, steps: number): Hex[] | null {
  const path: Hex[] = [];
  let at = f.position;
  for (let i = 0; i < steps; i++) {
    const last = i === steps - 1;
    let next: Hex | null = null;
    let nextDistance = Number.POSITIVE_INFINITY;
    for (const step of DIRECTION_STEPS) {
      // hexDistance to the goal, worked out before any hex is made: it rules out most directions.
      const dq = at.q + step.q - goal.q;
      const dr = at.r + step.r - goal.r;
      const dist = (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
      if (dist >= nextDistance) continue;
      const h = { q: at.q + step.q, r: at.r + step.r };
      if (!isInArena(state.arena, h)) continue;
      if (occupiedByAny(state, f, h) || (!last && stopsMovement(state, f, h))) continue;
      next = h;
      nextDistance = dist;
    }
    if (!next) return null;
    path.push(next);
    at = next;
  }
  return path;
}

/** The act phase asks again when a target is gone: take the first legal one, or forfeit. */
function actOrder(state: BattleState, figureId: string): ActOrder {
  const f = figure(state, figureId);
  const chosen = chosenOption(state, figureId);
  const forfeit: ActOrder = { type: "act", figure: figureId, target: null };
  if (!chosen) return forfeit;
  switch (chosen.option) {
    case "l":
    case "r":
    case "q":
      return forfeit;
    case "m":
      return { ...forfeit, target: legalAttackTargets(state, figureId, "hth")[0] ?? null };
    default: {
      const kind = targetKindOf(attackKindFor(chosen));
      return { ...forfeit, target: legalTargets(state, f, kind)[0]?.id ?? null };
    }
  }
}

function figure(state: BattleState, id: string): BattleFigure {
  for (const f of state.figures) if (f.id === id) return f;
  throw new Error(`There is no figure "${id}" in this battle.`);
}

/** The nearest enemy still fighting; with `inHandReach`, the nearest a hand weapon could reach. */
function nearestEnemy(
  state: BattleState,
  f: BattleFigure,
  inHandReach = false,
): BattleFigure | undefined {
  let best: BattleFigure | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const o of state.figures) {
    if (o.side === f.side || isOut(o) || (inHandReach && isOutOfHandReach(o))) continue;
    const distance = hexDistance(f.position, o.position);
    if (distance < bestDistance) {
      best = o;
      bestDistance = distance;
    }
  }
  return best;
}

/** Whether any figure other than `f`, alive or not, is in the hex. */
function occupiedByAny(state: BattleState, f: BattleFigure, h: Hex): boolean {
  for (const o of state.figures) {
    if (o !== f && !o.escaped && o.position.q === h.q && o.position.r === h.r) return true;
  }
  return false;
}

/** Entering the hex ends movement: it is a front hex of an enemy that has a front. */
function stopsMovement(state: BattleState, f: BattleFigure, h: Hex): boolean {
  for (const e of state.figures) {
    if (!isFoeInTheFight(f, e) || e.posture !== "standing") continue;
    if (hexDistance(e.position, h) === 1 && isFrontOf(e, h)) return true;
  }
  return false;
}

/** 0 for the enemy's rear hex, 1 for a side hex, 2 for a front hex (attacks from behind are easier). */
function arcRank(enemy: BattleFigure, h: Hex): number {
  const arc = arcOf(enemy.position, enemy.facing, h);
  return arc === "rear" ? 0 : arc === "side" && !enemy.traits.sidesAreFront ? 1 : 2;
}

/** Whether a live figure other than `f` stands (or lies) in the hex. */
export function occupiedByOther(state: BattleState, f: BattleFigure, h: Hex): boolean {
  return state.figures.some(
    (o) => o !== f && !o.escaped && !isOut(o) && o.position.q === h.q && o.position.r === h.r,
  );
}

/**
 * Whether the figure may take the option, in the situation the caller has already worked out:
 * asking only about the options it would take, and working out engagement once, is much cheaper
 * than legalOptions (nineteen options, each working out engagement again).
 */
export function optionAllowed(
  state: BattleState,
  f: BattleFigure,
  code: OptionCode,
  situation: Situation,
): boolean {
  return optionProblemIn(state, f, code, situation) === null;
}

/** Whether the hex is in `f`'s front (its sides too, for a figure whose sides are front). */
export function isFrontOf(f: BattleFigure, h: Hex): boolean {
  const arc = arcOf(f.position, f.facing, h);
  return arc === "front" || (arc === "side" && f.traits.sidesAreFront);
}

/** The facing whose direction points most nearly at `to` (cube-coordinate dot product). */
export function facingToward(from: Hex, to: Hex): Direction {
  const adjacent = directionTo(from, to);
  if (adjacent !== undefined) return adjacent;
  const dq = to.q - from.q;
  const dr = to.r - from.r;
  let best: Direction = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let d = 0 as Direction; d < 6; d = (d + 1) as Direction) {
    const step = DIRECTION_STEPS[d] as Hex;
    const score = dq * step.q + dr * step.r + (dq + dr) * (step.q + step.r);
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}
