/**
 * Whether a weapon can reach a target (the seed, Attack Phase): inside the Arc, a cone opening
 * from one of the arc's hexsides; within Range counted by the shortest path; no object in between
 * (unless the shot homes); and Battery enough for the Cost. Also the Attack Die after range.
 */
import { occupant, readout } from "./board.ts";
import { type DieSize, rangeSteps, smaller } from "./die-size.ts";
import { distance, type Hex, inCone, linesBetween, turned } from "./hex.ts";
import type { Weapon } from "./readout.ts";
import type { Ship, UrQuanState, WeaponSlot } from "./state.ts";

export function weaponOf(ship: Ship, slot: WeaponSlot): Weapon {
  const r = readout(ship);
  return slot === "main" ? r.main : r.special;
}

export function inArc(ship: Ship, weapon: Weapon, to: Hex): boolean {
  return weapon.arc.some((side) => inCone(ship.hex, turned(ship.facing, side), to));
}

/**
 * Line of fire: blocked when every most-direct line between the hexes passes an object (the seed:
 * "if you are forced to count through a hex occupied by another object").
 */
export function lineOfFire(state: UrQuanState, from: Hex, to: Hex): boolean {
  return linesBetween(from, to).some((line) => line.every((h) => occupant(state, h) === null));
}

/** Why the ship cannot attack the target with the weapon, or null if it can. */
export function whyNot(
  state: UrQuanState,
  ship: Ship,
  weapon: Weapon,
  target: Ship,
): string | null {
  if (target.owner === ship.owner) return "Attack an enemy ship.";
  const range = distance(ship.hex, target.hex);
  if (range > weapon.range)
    return `${weapon.name} reaches ${weapon.range} hexes; the target is ${range} away.`;
  if (!inArc(ship, weapon, target.hex)) return `The target is outside the ${weapon.name}'s arc.`;
  if (!weapon.attributes.includes("homing") && !lineOfFire(state, ship.hex, target.hex)) {
    return "An object in between blocks the line of fire.";
  }
  return null;
}

/**
 * The Attack Die at this range: one size smaller per five hexes, never below a d4, unless a laser;
 * one size smaller again against a cloaked ship (our design).
 */
export function attackDie(weapon: Weapon, range: number, target: Ship): DieSize {
  const steps =
    (weapon.attributes.includes("laser") ? 0 : rangeSteps(range)) + (target.cloaked ? 1 : 0);
  return smaller(weapon.die, steps);
}
