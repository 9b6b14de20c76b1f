/**
 * Damage with bare hands and daggers in hand-to-hand combat, as each ruleset gives it. MELEE
 * (HAND-TO-HAND COMBAT, MULTIPLE HTH COMBAT) compares the fighters' ST; AM §6 COMBAT WITH BARE
 * HANDS, DAGGERS, CESTUS, OR CLUB reads one table by the fighter's own ST alone.
 */
import type { Damage } from "../figure/equipment.ts";
import type { BattleFigure } from "./types.ts";
import { unarmedDamageBonus } from "./unarmed-combat.ts";

/**
 * MELEE's bare hands: 1-2 against weaker foes, 1-3 against equal, 1-4 against stronger; a lone
 * fighter compares its ST with all its foes together; two or more on a side all get 1-3.
 */
export function bareHands(
  f: BattleFigure,
  foes: readonly BattleFigure[],
  friendsInPile = 1,
): Damage {
  if (friendsInPile >= 2) return { dice: 1, add: -3 };
  const foeSt = foes.reduce((sum, o) => sum + o.st, 0);
  if (f.st > foeSt) return { dice: 1, add: -2 };
  if (f.st === foeSt) return { dice: 1, add: -3 };
  return { dice: 1, add: -4 };
}

/** AM's table to ST 30, one row per band: the band's highest ST and its damage's add (1 die). */
const ONE_DIE_BANDS: readonly (readonly [number, number])[] = [
  [8, -4],
  [10, -3],
  [12, -2],
  [14, -1],
  [16, 0],
  [20, 1],
  [24, 2],
  [30, 3],
];

/**
 * Unarmed regular-combat damage for a fighter of this ST (AM §6, the table). Its printed bands
 * overlap at 30, 40 and 50; each of those goes to the lower band (docs/rulings.md). Above 30 the
 * book gives 2+1, 3+1, 4+1 for each further 10 ST "and so on", read as one more die per 10 ST.
 */
export function strengthDamage(st: number): Damage {
  for (const [top, add] of ONE_DIE_BANDS) if (st <= top) return { dice: 1, add };
  return { dice: 1 + Math.ceil((st - 30) / 10), add: 1 };
}

/**
 * AM: bare hands in HTH do the table's damage +1 (a ST 9 fighter 1-2), and Unarmed Combat adds
 * its bonus (unarmed-combat.ts).
 */
export function amBareHandsInHth(f: BattleFigure): Damage {
  const { dice, add } = strengthDamage(f.st);
  return { dice, add: add + 1 + unarmedDamageBonus(f) };
}

/** AM: a dagger, main-gauche or cestus in HTH does the table's damage +3 (ST 9: 1 die). */
export function amDaggerInHth(f: BattleFigure): Damage {
  const { dice, add } = strengthDamage(f.st);
  return { dice, add: add + 3 };
}
