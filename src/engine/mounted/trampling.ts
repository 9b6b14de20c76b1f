/**
 * ADVANCED MELEE §6 TRAMPLING, which a riding animal's shift (§9 OPTIONS, d) may bring about: a
 * large figure's free stomp at an enemy lying under it.
 */
import type { Dice } from "../../dice/dice.ts";
import type { HitChance } from "../battle/hit-chance.ts";
import type { Damage } from "../figure/equipment.ts";
import { isAtSpeed } from "./riding.ts";
import { chanceAgainst, rollAgainst } from "./rolls.ts";

/** 1+1, or 2 dice when the trampler's ST is more than three times the victim's. */
export function trampleDamage(tramplerSt: number, victimSt: number): Damage {
  return tramplerSt > 3 * victimSt ? { dice: 2, add: 0 } : { dice: 1, add: 1 };
}

/**
 * The stomp: 3 dice against the trampler's DX with no modifier (none for the victim being down).
 * A 17 or 18 throws the trampler down instead.
 */
export function trampleRoll(
  dice: Dice,
  tramplerDx: number,
): { readonly faces: readonly number[]; readonly hit: boolean; readonly tramplerFalls: boolean } {
  const { faces, sum, success } = rollAgainst(dice, STOMP_DICE, tramplerDx);
  return { faces, hit: success, tramplerFalls: sum >= 17 };
}

const STOMP_DICE = 3;

/** The odds that trampleRoll hits. */
export function trampleChance(tramplerDx: number): HitChance {
  return chanceAgainst(STOMP_DICE, tramplerDx);
}

/**
 * AM §9 ENGAGED AND DISENGAGED: a two-hex mount that moved more than 8 hexes and meets a single
 * footman counts as three hexes: the footman is engaged by it, but it is not engaged by him. Two
 * or more footmen engage it as usual.
 */
export function footmanEngagesChargingMount(
  mountHexes: number,
  mountHexesMoved: number,
  adjacentFootmen: number,
): boolean {
  return !(mountHexes === 2 && isAtSpeed(mountHexesMoved) && adjacentFootmen === 1);
}
