/**
 * The odds of one attack, read with the same tables as the roll itself (MELEE: ROLLING FOR A HIT,
 * DEFENDING AND DODGING): every sum of three dice, or four against a figure dodging or defending,
 * read by readToHit or the ruleset's four-dice table against the adjusted DX.
 */
import type { HitResult } from "./events.ts";
import { isHit, readFourDice, readToHit } from "./to-hit.ts";

export interface HitChance {
  /** The attacker's adjusted DX against this target (or what else its roll is against). */
  readonly adjDx: number;
  /** 3, or 4 when the target is dodging or defending; 6 for a pull at a rider (AM §9); a pin's by the Unarmed Combat levels. */
  readonly dice: number;
  /** The highest sum that hits (0 when none does): "hit on 9 or less". */
  readonly hitsOnOrLess: number;
  /** The chance to hit, 0 to 1. */
  readonly chance: number;
}

/** Ways to roll each sum with `count` dice: ways(count)[sum]. */
function ways(count: number): number[] {
  let table = [1];
  for (let die = 0; die < count; die++) {
    const next = new Array<number>(table.length + 6).fill(0);
    table.forEach((n, sum) => {
      for (let face = 1; face <= 6; face++) next[sum + face] = (next[sum + face] ?? 0) + n;
    });
    table = next;
  }
  return table;
}

const WAYS = new Map<number, number[]>();

/**
 * The odds of a roll of `count` dice that succeeds on the sums `succeeds` takes, against
 * `adjDx` (kept for the record): every sum weighed by the ways to roll it.
 */
export function chanceOf(
  count: number,
  adjDx: number,
  succeeds: (sum: number) => boolean,
): HitChance {
  const table = WAYS.get(count) ?? ways(count);
  WAYS.set(count, table);
  let hits = 0;
  let hitsOnOrLess = 0;
  table.forEach((n, sum) => {
    if (n === 0 || !succeeds(sum)) return;
    hits += n;
    hitsOnOrLess = Math.max(hitsOnOrLess, sum);
  });
  return { adjDx, dice: count, hitsOnOrLess, chance: hits / 6 ** count };
}

export function hitChance(
  adjDx: number,
  dice: 3 | 4,
  fourDice: (sum: number, adjDx: number) => HitResult = readFourDice,
): HitChance {
  const read = dice === 3 ? readToHit : fourDice;
  return chanceOf(dice, adjDx, (sum) => isHit(read(sum, adjDx)));
}

/**
 * The odds of a plain roll of `dice` dice (3 unless said) at or under `onOrLess`, with no
 * automatic hit or miss: what a roll that is no blow, such as a pin, needs. `adjDx` is the
 * roller's, for the record.
 */
export function rollChance(adjDx: number, onOrLess: number, dice = 3): HitChance {
  return chanceOf(dice, adjDx, (sum) => sum <= onOrLess);
}
