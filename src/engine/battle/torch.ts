/**
 * AM §6 FIRE AS A WEAPON: the torch. Swung, it does double damage to a figure fire harms most (the
 * troll). Held ready, it lights its holder's hex and the six round it, for AM §6 DARKNESS: "a single
 * nearby torch is enough for normal combat" (docs/rulings.md, "Torches").
 */
import { isWeaponId, weaponOf } from "../figure/equipment.ts";
import { type Hex, hexDistance } from "../hex/coordinates.ts";
import type { BattleFigure, BattleState, ItemId } from "./types.ts";

/** How far from its holder a ready torch lights the dark: its megahex. */
const TORCH_LIGHTS_WITHIN = 1;

function isFlame(item: ItemId | null): boolean {
  return item !== null && isWeaponId(item) && weaponOf(item).flame === true;
}

/** 2 for a flame striking a figure fire harms most, else 1. */
export function flameMultiplier(weapon: ItemId | null, target: BattleFigure): number {
  return target.traits.fireVulnerable && isFlame(weapon) ? 2 : 1;
}

/** Whether a figure on the map holds a lit torch ready near enough to light `h`. */
export function isTorchLit(state: BattleState, h: Hex): boolean {
  return state.figures.some(
    (f) =>
      !f.escaped && isFlame(f.readyWeapon) && hexDistance(f.position, h) <= TORCH_LIGHTS_WITHIN,
  );
}
