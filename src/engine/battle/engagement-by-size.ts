/**
 * ADVANCED MELEE §4 ENGAGED AND DISENGAGED: "A multi-hex figure, being bigger, is harder to engage.
 * … In general, a smaller figure (or group) must occupy more than 1/3 as many hexes as does the
 * larger figure, in order to engage it": two men engage a giant, three a 7-hex dragon, one man a
 * horse. Each big figure is counted alone, so one man may help engage two giants.
 */
import type { BattleFigure } from "./types.ts";

type Sized = Pick<BattleFigure, "traits">;

/** Whether `enemies`, each with `f` in a front hex, together are big enough to engage it. */
export function bigEnoughToEngage(enemies: readonly Sized[], f: Sized): boolean {
  let hexes = 0;
  for (const e of enemies) hexes += e.traits.hexes;
  return 3 * hexes > f.traits.hexes;
}
