/**
 * AM §9 MOVEMENT AND WEIGHT CARRIED, "Flying creatures. A flier's MA is also reduced by its load,
 * as above": a flier in the air loses 2 MA for every started multiple of its ST in kg that it
 * carries, to −10 at 5 × ST, as a riding animal does (mounted/riding.ts). From rules edition 5.
 *
 * Ruling (docs/rulings.md, "A flier's load"): the load is what the bot weighs on the flier, its
 * boulders of 50 kg and its weapons and shield, against the ST it began with; its flying MA,
 * laden, never falls below 0. No flier is ever too laden to fly: the boulders it may carry stop at
 * 3 × ST (drops.ts), under the book's 5 × ST for regular travel.
 */
import { ladenMa } from "../mounted/riding.ts";
import { bouldersOf, loadKg } from "./drops.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** The MA `ma` of `f`, slowed by its load when it is a flier in the air. */
export function flierLadenMa(state: BattleState, f: BattleFigure, ma: number): number {
  // A flying mount's laden MA is already its unit's (mounted/unit.ts `ladenFlight`).
  if (!f.flying || f.mount !== undefined || !rulesOf(state).fliersSlowedByLoad) return ma;
  return ladenMa(ma, loadKg(f, bouldersOf(f)), f.st) ?? 0;
}
