/**
 * The odds of one attack, read with the same tables as the roll itself (MELEE: ROLLING FOR A HIT,
 * DEFENDING AND DODGING): every sum of three dice, or four against a figure dodging or defending,
 * read by readToHit or the ruleset's four-dice table against the adjusted DX.
 */
import type { HitResult } from "./events.ts";
import { isHit, readFourDice, readToHit } from "./to-hit.ts";

export interface HitChance {
  /** The attacker's adjusted DX against this target. */
  readonly adjDx: number;
  /** 3, or 4 when the target is dodging or defending; a pin's by the Unarmed Combat levels. */
  readonly dice: number;
  /** The highest sum that hits (0 when none does): "hit on 9 or less". */
  readonly hitsOnOrLess: number;
  /** The chance to hit, 0 to 1. */
  readonly chance: number;
}

/** Ways to roll each sum with `count` dice: WAYS[count][sum]. */
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

const WAYS = { 3: ways(3), 4: ways(4) } as const;

export function hitChance(
  adjDx: number,
  dice: 3 | 4,
  fourDice: (sum: number, adjDx: number) => HitResult = readFourDice,
): HitChance {
  const read = dice === 3 ? readToHit : fourDice;
  let hits = 0;
  let hitsOnOrLess = 0;
  WAYS[dice].forEach((n, sum) => {
    if (n === 0 || !isHit(read(sum, adjDx))) return;
    hits += n;
    hitsOnOrLess = Math.max(hitsOnOrLess, sum);
  });
  return { adjDx, dice, hitsOnOrLess, chance: hits / 6 ** dice };
}

/**
 * The odds of a plain roll of `dice` dice (3 unless said) at or under `onOrLess`, with no
 * automatic hit or miss: what a roll that is no blow, such as a pin, needs. `adjDx` is the
 * roller's, for the record.
 */
export function rollChance(adjDx: number, onOrLess: number, dice = 3): HitChance {
  let count = 0;
  let highest = 0;
  (dice === 3 ? WAYS[3] : ways(dice)).forEach((n, sum) => {
    if (n === 0 || sum > onOrLess) return;
    count += n;
    highest = sum;
  });
  return { adjDx, dice, hitsOnOrLess: highest, chance: count / 6 ** dice };
}
