/** The polyhedral dice the game uses (the seed: "one each of a d4, d6, d8, d10, and d12"). */
export type DieSize = 4 | 6 | 8 | 10 | 12;

export const DIE_SIZES: readonly DieSize[] = [4, 6, 8, 10, 12];

/** The Reflex Die and the Dire Reflex die (the seed, Reflex Actions). */
export const REFLEX_DIE: DieSize = 12;
export const DIRE_REFLEX_DIE: DieSize = 6;

/** Hexes of range per step down of the Attack Die (the seed, Attack Phase). */
export const HEXES_PER_STEP = 5;

/** A die `steps` sizes smaller, never below a d4 (the designer's forum draft). */
export function smaller(die: DieSize, steps: number): DieSize {
  const at = DIE_SIZES.indexOf(die);
  return DIE_SIZES[Math.max(0, at - steps)] as DieSize;
}

/** Size steps lost to range: one per full five hexes. */
export function rangeSteps(range: number): number {
  return Math.floor(range / HEXES_PER_STEP);
}
