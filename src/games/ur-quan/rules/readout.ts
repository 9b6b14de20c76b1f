/**
 * Ship Data Readouts and how we derive them (our design: the seed names the readouts' fields but
 * prints none). Each ship's figures come from the open-source Super Melee's published statistics
 * (uqm-stats.ts) by the fixed conversions below, documented in docs/ur-quan.md. They reproduce the
 * seed's data points: the Shofixti Scout's Thrust 4 and its Dart (d10, Cost 1, half a crew box),
 * and the Ur-Quan Dreadnought's Pilot d8.
 */
import type { DieSize } from "./die-size.ts";
import type { Facing } from "./hex.ts";

/**
 * How an attack changes the game beyond its dice (our glossary, docs/ur-quan.md). Targeted effects
 * roll Attack against Pilot; self effects need no roll; reflex-only effects act on another's turn.
 */
export type Effect =
  | { readonly kind: "damage" }
  | { readonly kind: "steal-crew" }
  | { readonly kind: "limpets" }
  | { readonly kind: "drain"; readonly boxes: number }
  | { readonly kind: "pull"; readonly hexes: number }
  | { readonly kind: "confuse" }
  | { readonly kind: "boarding" }
  | { readonly kind: "teleport" }
  | { readonly kind: "regenerate"; readonly boxes: number }
  | { readonly kind: "boost"; readonly thrust: number }
  | { readonly kind: "cloak" }
  | { readonly kind: "furnace"; readonly boxes: number }
  | { readonly kind: "recharge"; readonly boxes: number }
  | { readonly kind: "retro"; readonly hexes: number }
  | { readonly kind: "harvest"; readonly boxes: number }
  | { readonly kind: "glory" }
  | { readonly kind: "nullify" }
  | { readonly kind: "absorb" };

export type EffectKind = Effect["kind"];

/** Effects that pick an enemy ship and roll Attack against its Pilot. */
export const TARGETED: ReadonlySet<EffectKind> = new Set([
  "damage",
  "steal-crew",
  "limpets",
  "drain",
  "pull",
  "confuse",
  "boarding",
]);

/** Effects that do something only as a Reflex action. */
export const REFLEX_ONLY: ReadonlySet<EffectKind> = new Set(["nullify", "absorb"]);

/**
 * The seed's attributes (Rapid Fire, Laser, Reflex) as we define them, plus Homing (ours):
 * - laser: a beam; its Attack Die never drops for range;
 * - rapid-fire: two Attack Dice are rolled and the higher counts;
 * - homing: the shot steers round objects, so nothing in between blocks it;
 * - reflex: the weapon may be used as a Reflex action.
 */
export type Attribute = "laser" | "rapid-fire" | "homing" | "reflex";

/** A Main or Special entry of a readout. Damage is in half crew boxes. */
export interface Weapon {
  readonly name: string;
  /** Hexsides the arc may open from, relative to the ship's front (0 front, 3 rear). */
  readonly arc: readonly Facing[];
  readonly range: number;
  readonly cost: number;
  readonly die: DieSize;
  readonly damage: number;
  readonly attributes: readonly Attribute[];
  readonly effect: Effect;
}

/** A ship's readout. Crew is counted in half boxes, as the seed's "½ a Crew box" needs. */
export interface ShipReadout {
  readonly id: string;
  readonly name: string;
  readonly points: number;
  readonly thrust: number;
  readonly turn: number;
  readonly crewHalves: number;
  /** The most crew the ship can hold, for ships that gain crew (the Syreen). */
  readonly maxCrewHalves: number;
  readonly battery: number;
  readonly recharge: number;
  readonly pilot: DieSize;
  readonly main: Weapon;
  readonly special: Weapon;
  /** The VUX's warp-in (the seed's Ambush! sidebar). */
  readonly ambush: boolean;
}

/** A weapon's published figures: energy cost, crew damage, reach in world units. */
export interface UqmWeapon {
  readonly name: string;
  readonly energy: number;
  readonly damage: number;
  readonly reach: number;
  readonly arc: readonly Facing[];
  readonly attributes?: readonly Attribute[];
  readonly effect?: Effect;
}

/** A ship's published figures, with its Main and Special as we read them. */
export interface UqmShip {
  readonly id: string;
  readonly name: string;
  readonly cost: number;
  readonly crew: number;
  readonly maxCrew?: number;
  readonly energy: number;
  readonly regen: number;
  readonly energyWait: number;
  readonly maxThrust: number;
  readonly turnWait: number;
  readonly mass: number;
  readonly main: UqmWeapon;
  readonly special: UqmWeapon;
  readonly ambush?: boolean;
}

/** World units per hex: 40 display pixels, the width of a small ship and its clearance. */
export const WORLD_UNITS_PER_HEX = 160;
/** The longest range on the map we use (16 × 12 hexes). */
export const MAX_RANGE = 12;

export function thrustFrom(maxThrust: number): number {
  if (maxThrust <= 24) return 2;
  if (maxThrust <= 30) return 3;
  if (maxThrust <= 40) return 4;
  if (maxThrust <= 60) return 5;
  return 6;
}

export function turnFrom(turnWait: number): number {
  if (turnWait === 0) return 6;
  if (turnWait === 1) return 4;
  if (turnWait === 2) return 3;
  if (turnWait <= 4) return 2;
  return 1;
}

export function pilotFrom(mass: number): DieSize {
  if (mass <= 1) return 12;
  if (mass <= 4) return 10;
  return 8;
}

/** Boxes of battery recharged at the start of each of the ship's turns. */
export function rechargeFrom(regen: number, energyWait: number): number {
  if (regen === 0 || energyWait >= 255) return 0;
  return regen >= 2 && energyWait <= 4 ? 2 : 1;
}

export function rangeFrom(reach: number): number {
  return Math.min(MAX_RANGE, Math.max(1, Math.round(reach / WORLD_UNITS_PER_HEX)));
}

/** The Attack Die: heavy hits roll big; a one-crew shot rolls d10 if it reaches far, else d8. */
export function attackDieFrom(damage: number, range: number): DieSize {
  if (damage >= 6) return 12;
  if (damage >= 2) return 10;
  if (damage === 1 && range >= 5) return 10;
  return 8;
}

/** Half boxes: crew of the open-source game count as half a box each, rounded up to whole boxes. */
export function boxesAsHalves(crew: number): number {
  return 2 * Math.ceil(crew / 2);
}

export function weaponFrom(w: UqmWeapon): Weapon {
  const range = rangeFrom(w.reach);
  return {
    name: w.name,
    arc: w.arc,
    range,
    cost: Math.ceil(w.energy / 2),
    die: attackDieFrom(w.damage, range),
    damage: w.damage,
    attributes: w.attributes ?? [],
    effect: w.effect ?? { kind: "damage" },
  };
}

export function readoutFrom(s: UqmShip): ShipReadout {
  return {
    id: s.id,
    name: s.name,
    points: s.cost,
    thrust: thrustFrom(s.maxThrust),
    turn: turnFrom(s.turnWait),
    crewHalves: boxesAsHalves(s.crew),
    maxCrewHalves: boxesAsHalves(s.maxCrew ?? s.crew),
    battery: Math.ceil(s.energy / 2),
    recharge: rechargeFrom(s.regen, s.energyWait),
    pilot: pilotFrom(s.mass),
    main: weaponFrom(s.main),
    special: weaponFrom(s.special),
    ambush: s.ambush ?? false,
  };
}
