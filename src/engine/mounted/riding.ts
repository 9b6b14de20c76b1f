/**
 * ADVANCED MELEE §9 MOUNTED COMBAT: the numbers that follow from who rides what — the riding
 * animal's MA under a load, the mounted DX changes, barding, and which options an engaged animal
 * keeps. Pure rules over plain numbers; the battle state does not carry riders yet.
 */

import type { ArmorId } from "../figure/equipment.ts";
import { armorOf } from "../figure/equipment.ts";

/** How well a figure rides (the Horseman and Expert Horseman talents of ITL). */
export const HORSEMANSHIPS = ["none", "horseman", "expert"] as const;
export type Horsemanship = (typeof HORSEMANSHIPS)[number];

/** The hexes a rider must move beyond to be "at speed" (AM §9 ATTACKS, ENGAGED AND DISENGAGED). */
export const SPEED_HEXES = 8;

/** Whether the unit moved fast enough for the speed bonus and the charging horse's momentum. */
export function isAtSpeed(hexesMoved: number): boolean {
  return hexesMoved > SPEED_HEXES;
}

/** Heaviest load, in multiples of the animal's ST, an animal carries in regular travel. */
export const MAX_LOAD_PER_ST = 5;

/**
 * AM §9 MOVEMENT AND WEIGHT CARRIED: −2 MA for every started multiple of the animal's ST in kg,
 * up to 5 × ST (−10); an unladen animal keeps its MA. Null above 5 × ST: beyond a short burst the
 * book leaves that to the GM.
 */
export function loadMaModifier(loadKg: number, animalSt: number): number | null {
  if (loadKg <= 0) return 0;
  const multiples = Math.ceil(loadKg / animalSt);
  return multiples > MAX_LOAD_PER_ST ? null : -2 * multiples;
}

/** The animal's MA carrying `loadKg`, never below 0; null when the load is beyond 5 × ST. */
export function ladenMa(animalMa: number, loadKg: number, animalSt: number): number | null {
  const modifier = loadMaModifier(loadKg, animalSt);
  return modifier === null ? null : Math.max(0, animalMa + modifier);
}

/** AM §9 DX MODIFICATIONS: a rider engaged in combat, by how well he rides. */
export function engagedRiderDx(horsemanship: Horsemanship): number {
  if (horsemanship === "expert") return 0;
  return horsemanship === "horseman" ? -1 : -3;
}

/**
 * AM §9 DX MODIFICATIONS: a one-hex figure on foot striking at a rider or a mount takes −2, which
 * does not add to the −4 for striking at a flier (the flier's −4 stands alone). Zero for anyone
 * else (a rider, or a figure of more than one hex).
 */
export function footmanAgainstMountedDx(
  attacker: { readonly hexes: number; readonly mounted: boolean },
  targetFlies: boolean,
): number {
  if (attacker.mounted || attacker.hexes !== 1 || targetFlies) return 0;
  return -2;
}

/** AM §9 ARMOR FOR RIDING BEASTS: barding stops what the man's armor stops at 1 DX less cost. */
export function barding(armor: ArmorId): { readonly stops: number; readonly dxPenalty: number } {
  const { stops, dxPenalty } = armorOf(armor);
  return { stops, dxPenalty: Math.max(0, dxPenalty - 1) };
}

/** AM §9 OPTIONS: a riding animal's options; (a) and (b) are barred to an engaged one. */
export type RidingAnimalOption = "full-move" | "half-move-attack" | "stand-still" | "shift-attack";

export function ridingAnimalOptions(engaged: boolean): readonly RidingAnimalOption[] {
  return engaged
    ? ["stand-still", "shift-attack"]
    : ["full-move", "half-move-attack", "stand-still", "shift-attack"];
}

/** AM §9 ATTACKS: the animal attacks only if it moved at most half its MA; its rider always may. */
export function animalMayAttack(hexesMoved: number, animalMa: number): boolean {
  return 2 * hexesMoved <= animalMa;
}
