/**
 * Packs set down in battle (AM §5 ARMOR AND SHIELDS, pack-off.ts): each lies where its owner took
 * it off, holding the weapons still packed in it (unpacking.ts), until the battle ends. The map
 * draws and lists them as it does dropped items; only the owner gets weapons out of its own
 * (docs/rulings.md, "The set-down pack").
 */
import type { WeaponId } from "../figure/equipment.ts";
import type { Hex } from "../hex/coordinates.ts";
import type { BattleState } from "./types.ts";

export interface SetDownPack {
  /** The figure that took it off. */
  readonly owner: string;
  readonly position: Hex;
  /** What is still in it, in the order it was packed; empty once all are out. */
  readonly weapons: readonly WeaponId[];
}

export function setDownPacks(state: BattleState): SetDownPack[] {
  return state.figures.flatMap((f) =>
    f.packAt ? [{ owner: f.id, position: f.packAt, weapons: f.packed ?? [] }] : [],
  );
}
