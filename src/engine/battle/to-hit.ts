/**
 * Reading a roll to hit or to miss (MELEE: ROLLING FOR A HIT, THROWN WEAPONS,
 * DEFENDING AND DODGING; AM §5 ROLLING TO HIT, DEFENDING AND DODGING).
 */
import type { HitResult } from "./events.ts";

/** Three dice to hit, with the book's automatic results. */
export function readToHit(sum: number, adjDx: number): HitResult {
  if (sum === 3) return "triple";
  if (sum === 4) return "double";
  if (sum === 5) return "hit";
  if (sum === 16) return "auto-miss";
  if (sum === 17) return "drop";
  if (sum === 18) return "break";
  return sum <= adjDx ? "hit" : "miss";
}

/** Four dice against a dodging or defending figure: no automatic hits, 20 or more misses. */
export function readFourDice(sum: number, adjDx: number): HitResult {
  return sum <= adjDx && sum < 20 ? "hit" : "miss";
}

/**
 * AM's four dice against a dodging or defending figure: 4 and 5 hit whatever the adjDX (with no
 * extra damage: AM gives none), 20 misses, 21 and 22 drop the weapon, 23 and 24 break it.
 */
export function readAmFourDice(sum: number, adjDx: number): HitResult {
  if (sum <= 5) return "hit";
  if (sum >= 23) return "break";
  if (sum >= 21) return "drop";
  return sum <= adjDx && sum < 20 ? "hit" : "miss";
}

/**
 * Three dice to MISS a figure in the way: making the roll means the weapon flies past.
 * The automatic results run the other way: 14 hits, 15 doubles, 16 triples.
 */
export function readToMiss(sum: number, adjDx: number): HitResult {
  if (sum === 14) return "hit";
  if (sum === 15) return "double";
  if (sum === 16) return "triple";
  if (sum === 17) return "drop";
  if (sum === 18) return "break";
  return sum <= adjDx ? "miss" : "hit";
}

/**
 * AM §5 THROWN WEAPONS: rolling to miss an enemy in the way, a roll above adjDX up to 13 only drops
 * the weapon in its hex; 14 and up read as for a friend.
 */
export function readToMissEnemy(sum: number, adjDx: number): HitResult {
  if (sum >= 14 || sum <= adjDx) return readToMiss(sum, adjDx);
  return "falls";
}

export function isHit(result: HitResult): boolean {
  return result === "hit" || result === "double" || result === "triple";
}

export function damageMultiplier(result: HitResult): number {
  if (result === "triple") return 3;
  if (result === "double") return 2;
  return 1;
}
