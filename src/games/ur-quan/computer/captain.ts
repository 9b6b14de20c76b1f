/**
 * A computer captain for The Ur-Quan Legacy: Melee!: a plain, seeded player good enough to finish a
 * duel. It fires whenever a weapon bears, answers an attack with a Reflex when the roll is high,
 * uses its Special on itself when that helps, and otherwise steers to bring its Main to bear.
 * Every choice is a legal order; chance comes only from the Dice it is given.
 */
import type { Dice } from "../../../dice/dice.ts";
import {
  emptyHexes,
  occupant,
  onMap,
  otherPlayer,
  readout,
  rowsBetween,
  shipOf,
} from "../rules/board.ts";
import { usableReflex } from "../rules/defence.ts";
import { DIRE_REFLEX_DIE } from "../rules/die-size.ts";
import { distance, type Facing, facingToward, type Hex, neighbour, turned } from "../rules/hex.ts";
import { TARGETED } from "../rules/readout.ts";
import { ROSTER } from "../rules/roster.ts";
import { EDGE_ROWS, enteringFacing, homeRows } from "../rules/setup.ts";
import type { Player, Ship, UrQuanOrder, UrQuanState, WeaponSlot } from "../rules/state.ts";
import { lineOfFire, weaponOf, whyNot } from "../rules/targeting.ts";

/** An attack roll this high or higher is worth a Reflex (a d12 meets it less than half the time). */
const REFLEX_AT = 7;
/** What an object in the line of fire adds to a position's badness. */
const BLOCKED = 2;

function randomEmpty(state: UrQuanState, rows: readonly number[], dice: Dice): Hex {
  const free = emptyHexes(state, rows);
  const pick = free[dice.roll(free.length > 1 ? free.length : 2) - 1] ?? free[0];
  if (pick === undefined) throw new Error("no free hex for the computer to use");
  return pick;
}

/** Ships drawn at random from the roster until the next would not fit the budget. */
export function randomFleet(points: number, dice: Dice): string[] {
  const fleet: string[] = [];
  let left = points;
  for (;;) {
    const pick = ROSTER[dice.roll(ROSTER.length) - 1];
    if (pick === undefined || pick.points > left) break;
    fleet.push(pick.id);
    left -= pick.points;
  }
  if (fleet.length > 0) return fleet;
  const cheapest = [...ROSTER].sort((x, y) => x.points - y.points)[0];
  return cheapest === undefined ? [] : [cheapest.id];
}

function placement(state: UrQuanState, player: Player, dice: Dice): UrQuanOrder {
  return {
    type: "place",
    by: player.id,
    ship: player.fleet[0] as string,
    hex: randomEmpty(state, homeRows(state, player), dice),
    facing: enteringFacing(player),
  };
}

/** A self-use Special worth its Battery now, if any. */
function selfHelp(ship: Ship): boolean {
  const r = readout(ship);
  const effect = r.special.effect;
  if (ship.usedSpecial || ship.battery < r.special.cost) return false;
  switch (effect.kind) {
    case "recharge":
    case "furnace":
      return ship.battery < r.main.cost && (effect.kind !== "furnace" || ship.crewHalves > 2);
    case "regenerate":
      return ship.crewHalves < r.crewHalves / 2;
    case "boost":
    case "cloak":
      return true;
    default:
      return false;
  }
}

function canFire(state: UrQuanState, ship: Ship, enemy: Ship, slot: WeaponSlot): boolean {
  const weapon = weaponOf(ship, slot);
  if (slot === "main" ? ship.usedMain : ship.usedSpecial) return false;
  if (ship.battery < weapon.cost || !TARGETED.has(weapon.effect.kind)) return false;
  if (weapon.effect.kind === "boarding" && ship.crewHalves <= 2) return false;
  return whyNot(state, ship, weapon, enemy) === null;
}

/** Hexsides between two facings, the short way round. */
function hexsidesApart(a: Facing, b: Facing): number {
  const d = Math.abs(a - b);
  return Math.min(d, 6 - d);
}

/**
 * How far the ship is from a shot with its Main: three per hex beyond range, plus the hexsides it
 * must still turn to bring the nearest side of the arc onto the enemy, plus some for an object in
 * the way.
 */
function badness(state: UrQuanState, ship: Ship, at: Hex, facing: Facing, enemy: Ship): number {
  const main = readout(ship).main;
  const homing = main.attributes.includes("homing");
  const blocked = !homing && !lineOfFire(state, at, enemy.hex) ? BLOCKED : 0;
  const beyond = Math.max(0, distance(at, enemy.hex) - main.range);
  const bearing = facingToward(at, enemy.hex);
  const turns = Math.min(...main.arc.map((side) => hexsidesApart(turned(facing, side), bearing)));
  return 3 * beyond + turns + blocked;
}

function manoeuvre(state: UrQuanState, ship: Ship, enemy: Ship, dice: Dice): UrQuanOrder | null {
  const now = badness(state, ship, ship.hex, ship.facing, enemy);
  const options: { order: UrQuanOrder; score: number }[] = [];
  if (ship.turnLeft > 0) {
    for (const side of ["left", "right"] as const) {
      const facing = turned(ship.facing, side === "right" ? 1 : -1);
      options.push({
        order: { type: "turn", by: ship.owner, side },
        score: badness(state, ship, ship.hex, facing, enemy),
      });
    }
  }
  const ahead = neighbour(ship.hex, ship.facing);
  const canMove = ship.thrustLeft > 0 && onMap(state, ahead) && occupant(state, ahead) === null;
  if (canMove) {
    options.push({
      order: { type: "forward", by: ship.owner },
      score: badness(state, ship, ahead, ship.facing, enemy),
    });
  }
  const best = options.sort((x, y) => x.score - y.score)[0];
  if (best !== undefined && best.score < now) return best.order;
  // Stuck short of a shot: wander at random, mostly forward, rather than sit still.
  if (now === 0 || options.length === 0) return null;
  if (canMove && dice.roll(3) > 1) return { type: "forward", by: ship.owner };
  return options[dice.roll(options.length + 1) - 1]?.order ?? null;
}

function turnOrder(state: UrQuanState, seat: string, dice: Dice): UrQuanOrder {
  const ship = shipOf(state, seat);
  const enemy = shipOf(state, otherPlayer(state, seat));
  if (ship === undefined || enemy === undefined) return { type: "end", by: seat };
  for (const slot of ["main", "special"] as const) {
    if (canFire(state, ship, enemy, slot))
      return { type: "fire", by: seat, slot, target: enemy.id };
  }
  if (selfHelp(ship)) return { type: "fire", by: seat, slot: "special" };
  return manoeuvre(state, ship, enemy, dice) ?? { type: "end", by: seat };
}

/** The computer's order for `seat`, which the game must be waiting for. */
export function computerOrder(state: UrQuanState, seat: string, dice: Dice): UrQuanOrder {
  const phase = state.phase;
  switch (phase.kind) {
    case "fleets":
      return { type: "fleet", by: seat, ships: randomFleet(state.points, dice) };
    case "choose-order":
      return { type: "choose-order", by: seat, first: seat };
    case "asteroids":
      return {
        type: "asteroid",
        by: seat,
        hex: randomEmpty(state, rowsBetween(EDGE_ROWS, state.height - EDGE_ROWS), dice),
      };
    case "placing": {
      const player = state.players.find((p) => p.id === seat);
      if (player === undefined) throw new Error(`no player ${seat}`);
      return placement(state, player, dice);
    }
    case "defence": {
      const target = shipOf(state, seat);
      const reflex =
        target !== undefined && usableReflex(target) !== null && phase.pending.face >= REFLEX_AT;
      if (phase.pending.stage === "dire") {
        // A Dire Reflex's d6 can meet only a low Attack Die.
        const dire =
          target !== undefined &&
          usableReflex(target) !== null &&
          phase.pending.face <= DIRE_REFLEX_DIE;
        return { type: "dire", by: seat, choice: dire ? "reflex" : "take" };
      }
      return { type: "defend", by: seat, choice: reflex ? "reflex" : "pilot" };
    }
    case "turn":
      return turnOrder(state, seat, dice);
    case "over":
      throw new Error("the battle is over");
  }
}
