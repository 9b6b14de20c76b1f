/**
 * AM §9 MOVEMENT AND WEIGHT CARRIED, in words players see: the flying MA a flier's load leaves it,
 * on the roster and in the refusal of a flight too long for it (flier-load.ts).
 */
import { bouldersOf, loadKg } from "./drops.ts";
import { flierLadenMa } from "./flier-load.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** "flies 10 (16 − 6 for 50 kg)" when its load slows the flier `f` in the air; null otherwise. */
export function flierLoadWords(state: BattleState, f: BattleFigure): string | null {
  const full = f.traits.flyingMa ?? f.ma;
  const laden = flierLadenMa(state, f, full);
  if (laden === full) return null;
  return `flies ${laden} (${full} − ${full - laden} for ${loadKg(f, bouldersOf(f))} kg)`;
}

/** "; laden, it flies 10 (16 − 6 for 50 kg, AM §9)" for a refusal, or nothing. */
export function flierLoadNote(state: BattleState, f: BattleFigure): string {
  const words = flierLoadWords(state, f);
  return words === null ? "" : `; laden, it ${words.replace(/\)$/, ", AM §9)")}`;
}
