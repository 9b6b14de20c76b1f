/**
 * The edition of ADVANCED MELEE's rules a battle is played under. AM is being completed rule by
 * rule, and some new rules change what an order already in a log does; a battle keeps the
 * edition it began under, so its log folds as it was played however much the engine has learnt
 * since. MELEE's rules are complete and have one edition.
 *
 * - Edition 1: AM as played before 2026-11-26's second batch of rules.
 * - Edition 2: with (m) grappling during movement, two daggers in HTH, picking up next door,
 *   multi-hex push-back and footing by size, oversized targets, the maul, and fliers' falls and
 *   charges in the air.
 * - Edition 3: with fliers engaging each other in the air, a big figure engaged on its way
 *   pushing on by one more hex, and rolling to miss an enemy in the way.
 * - Edition 4: with a rider's options those of his riding animal (AM §9 OPTIONS), drowning in
 *   deep water, animals afraid of a torch, aiming a molotail, a two-hex mount after more than 8
 *   hexes not engaged by a single footman, and a rider thrown from his mount by 8 hits in one turn.
 * - Edition 5: with a rider attacking after his mount's full move, a flier slowed by its load,
 *   two cesti boxing at −3, a cestus kept on through a 17, a pouch of sha-ken taking its stars
 *   with it, holding one's breath under water, animals refusing to step into flame, and a lit
 *   molotail breaking when dropped or going off when its holder is knocked down, and a single
 *   dagger or star thrown within 3 hexes at the head or a hand by AM's dagger marksmanship.
 * Each edition's new rules are switches listed under it in ruleset-rules.ts
 * (`SWITCHES_ADDED_IN_EDITION`); a battle of an older edition plays with them off.
 */
import { IllegalOrderError } from "./errors.ts";

export const FIRST_RULES_EDITION = 1;
export const LATEST_RULES_EDITION = 5;

/** The edition a set-up names, checked; the latest when it names none. */
export function checkedEdition(edition: number | undefined): number {
  if (edition === undefined) return LATEST_RULES_EDITION;
  if (!Number.isInteger(edition) || edition < FIRST_RULES_EDITION || edition > LATEST_RULES_EDITION)
    throw new IllegalOrderError(
      `The rules edition must be a whole number from ${FIRST_RULES_EDITION} to ${LATEST_RULES_EDITION}.`,
    );
  return edition;
}
