/**
 * IQ, ADVANCED MELEE's third attribute. AM gives no rules for building a figure (they are In the
 * Labyrinth's), so the bot reads them off MELEE's (docs/rulings.md, "IQ under ADVANCED MELEE"):
 * IQ starts at 8 like a human's ST and DX, and a figure with IQ spends its race's MELEE total plus
 * those 8 over ST, DX and IQ. AM §7's Kov, "the only beginning character", is human with
 * 11 + 12 + 9 = 32 = 24 + 8.
 */
import type { Ruleset } from "../battle/ruleset.ts";
import type { FigureSpec } from "./figure-spec.ts";

/** The least IQ a figure may have: where every race's IQ starts. */
export const MIN_IQ = 8;

/** The IQ a figure brings into a battle of this ruleset: its own under AM, none under MELEE. */
export function iqUnder(spec: FigureSpec, ruleset: Ruleset): number | undefined {
  return ruleset === "advanced-melee" ? spec.iq : undefined;
}

/** The points over ST, DX (and IQ, when it counts) a race's total is compared with. */
export function attributePoints(st: number, dx: number, iq: number | undefined): number {
  return iq === undefined ? st + dx : st + dx + iq;
}

/** The race's total for a figure with or without IQ. */
export function raceTotalWith(total: number, iq: number | undefined): number {
  return iq === undefined ? total : total + MIN_IQ;
}
