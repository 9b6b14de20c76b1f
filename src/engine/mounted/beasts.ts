/**
 * ADVANCED MELEE §9: the riding beasts a figure may ride into battle. The book gives a good riding
 * horse only its listed MA of 30 (§9 MOVEMENT AND WEIGHT CARRIED) and sends the reader to ITL for
 * the rest; the ST and DX here are suggestions a scenario may change (docs/rulings.md, "Mounted
 * combat"). The book rides flying creatures (§9 LEANING, §10 AERIAL COMBAT) but gives none numbers:
 * the griffin is ours (docs/rulings.md, "Flying mounts").
 */
import type { ArmorId, Damage } from "../figure/equipment.ts";
import { memberOf } from "../lists.ts";
import type { Horsemanship } from "./riding.ts";

export const RIDING_BEAST_IDS = ["horse", "griffin"] as const;
export type RidingBeastId = (typeof RIDING_BEAST_IDS)[number];
export const isRidingBeastId = memberOf(RIDING_BEAST_IDS);

export interface RidingBeast {
  readonly id: RidingBeastId;
  readonly name: string;
  readonly st: number;
  readonly dx: number;
  /** Its listed MA, before the load it carries. */
  readonly ma: number;
  /** Its MA in the air before its load, for a flying mount; null for one that cannot fly. */
  readonly flyingMa: number | null;
  /** Hexes it covers; its rider sits in one of them (saddle.ts). */
  readonly hexes: number;
  /** Its IQ, against which a fright is rolled (AM §9 PANIC). */
  readonly iq: number;
  /** Its own attack (AM §9 ATTACKS), ours where the book sends the reader to ITL. */
  readonly attack: { readonly name: string; readonly damage: Damage };
}

export const RIDING_BEASTS: Readonly<Record<RidingBeastId, RidingBeast>> = {
  horse: {
    id: "horse",
    name: "Horse",
    st: 30,
    dx: 11,
    ma: 30,
    flyingMa: null,
    hexes: 2,
    iq: 6,
    attack: { name: "kick", damage: { dice: 1, add: 2 } },
  },
  // Ours: a two-hex flier that leans and saddles as a horse does ("any other 2-hex riding
  // animal", §9), strong enough to fly with a man at a useful speed.
  griffin: {
    id: "griffin",
    name: "Griffin",
    st: 40,
    dx: 13,
    ma: 10,
    flyingMa: 24,
    hexes: 2,
    iq: 6,
    attack: { name: "claws", damage: { dice: 2, add: 0 } },
  },
};

/** A rider's weight with his gear, in kg, when the set-up names none (docs/rulings.md). */
export const RIDER_LOAD_KG = 100;

/** How a figure rides into battle: the beast, and what the set-up says of it and its rider. */
export interface MountSetup {
  readonly beast: RidingBeastId;
  /** The beast's own name; the book's name of the beast when not given. */
  readonly name?: string;
  readonly st?: number;
  readonly dx?: number;
  readonly horsemanship?: Horsemanship;
  /** What the beast carries, rider and gear, in kg (RIDER_LOAD_KG when not given). */
  readonly loadKg?: number;
  /** The barding it wears (AM §9 ARMOR FOR RIDING BEASTS), named as the man's armor is. */
  readonly barding?: ArmorId;
}

/** A rider's mount in battle: its own ST track beside the rider's. */
export interface Mount {
  readonly beast: RidingBeastId;
  readonly name: string;
  readonly st: number;
  readonly dx: number;
  /** Its MA under its load (AM §9 MOVEMENT AND WEIGHT CARRIED). */
  readonly ma: number;
  hits: number;
  /** How well its rider rides (the Horseman talents). */
  readonly horsemanship: Horsemanship;
  /** The beast's own figure id, when a rider mounted it in battle: it gets it back on foot. */
  readonly figure?: string;
  /** The rider's own MA on foot, for when he gets off. */
  readonly riderMa?: number;
  /** Its barding (AM §9 ARMOR FOR RIDING BEASTS); absent when it wears none. */
  readonly barding?: ArmorId;
  /**
   * Where its rider leans this turn (AM §9 LEANING; battle/leaning.ts): the mount's hex by its
   * place in the footprint (0 the head) and his facing as turns from the mount's; absent upright.
   */
  lean?: { readonly part: number; readonly turn: number };
  /** A flying mount's MA in the air under its load (AM §9: "A flier's MA is also reduced by its
   * load"); absent for a beast that cannot fly. */
  readonly flyingMa?: number;
}
