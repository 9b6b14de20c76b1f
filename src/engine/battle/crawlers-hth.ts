/**
 * AM §3 CRAWLING, KNEELING AND LYING PRONE: a crawling figure "may not attack. Exception: a
 * hand-to-hand attack on another prone/crawling figure … is permitted." Under AM a figure lying
 * prone or fallen (and free to act: not knocked down last turn) may take (m), engaged or not, at a
 * foe lying prone or fallen next to it; it goes onto the foe's hex as any AM (m) does
 * (hth-in-movement.ts). A trampling foe is not played yet (no trampling). MELEE has no crawling.
 */
import { isDown } from "./figures.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** Lying prone or fallen: a figure that crawls rather than walks (kneeling is not). */
function liesDown(f: BattleFigure): boolean {
  return f.posture === "prone" || f.posture === "fallen";
}

/** Whether the figure grapples as a crawler: it lies down, under AM. */
export function grapplesAsCrawler(state: BattleState, f: BattleFigure): boolean {
  return rulesOf(state).crawls && liesDown(f) && !f.knockedDownLastTurn;
}

/** Why a figure lying down may not grapple `target`, or null (any foe when it stands). */
export function crawlerTargetProblem(
  state: BattleState,
  attacker: BattleFigure,
  target: BattleFigure,
): string | null {
  if (!isDown(attacker) || !rulesOf(state).crawls) return null;
  if (!grapplesAsCrawler(state, attacker))
    return `${attacker.name} is ${attacker.posture} and must stand up first.`;
  return liesDown(target)
    ? null
    : `${attacker.name}, crawling, may grapple only a foe lying on the ground (AM §3); ${target.name} is ${target.posture}.`;
}
