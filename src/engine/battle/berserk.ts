/**
 * ADVANCED MELEE §6 BERSERKING, given by the GM (the book leaves it to a fighter's wish and the
 * GM's say): going berserk takes a 3-die roll against IQ; while berserk a figure gets +1 DX on
 * every roll and none of the DX lost to wounds or weakness, +2 MA, fights on at ST 1 until ST 0
 * kills it, and never dodges, defends or disengages. Coming out takes the IQ roll again (a miss
 * leaves it berserk: the book's turning on friends is the GM's to play) and costs 2 ST. A figure
 * with no IQ given goes in and out at the GM's word, as the book's mushroom does. Readings in
 * docs/rulings.md, "Berserking".
 */
import type { Ctx } from "./context.ts";
import { refuse } from "./errors.ts";
import { isOut } from "./figures.ts";
import { rollAgainst } from "./footing.ts";
import type { OptionCode } from "./options.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** AM §6: "+1 DX on all rolls". */
export const BERSERK_DX = 1;
/** AM §6: "+2 MA". */
export const BERSERK_MA = 2;
/** AM §6: the frenzy's end costs 2 ST, as hits taken. */
export const BERSERK_COST = 2;

/** The options a berserker never takes: it does not dodge, defend or disengage. */
const NOT_BERSERK: ReadonlySet<OptionCode> = new Set(["c", "i", "l", "r"]);

/** Why a berserk figure may not take this option, or null. */
export function berserkOptionProblem(f: BattleFigure, code: OptionCode): string | null {
  return f.berserk && NOT_BERSERK.has(code)
    ? `${f.name} is berserk: it never dodges, defends or disengages (AM §6).`
    : null;
}

/** The 3-die IQ roll to go in or come out; made when the figure has no IQ to roll against. */
function iqRoll(ctx: Ctx, f: BattleFigure, purpose: string): boolean {
  return f.iq === undefined || rollAgainst(ctx, f, purpose, 3, f.iq);
}

/** The GM's ruling that `f` tries to go berserk (`berserk`) or to come out; its words for the log. */
export function berserkRuling(
  ctx: Ctx,
  state: BattleState,
  f: BattleFigure,
  berserk: boolean,
): string {
  if (state.ruleset !== "advanced-melee") refuse("Berserking is an ADVANCED MELEE rule (AM §6).");
  if (isOut(f)) refuse(`${f.name} is out of the fight.`);
  if (berserk) {
    if (f.berserk) refuse(`${f.name} is berserk already.`);
    if (!iqRoll(ctx, f, "go berserk")) return "tries to go berserk, and fails";
    f.berserk = true;
    return "goes berserk";
  }
  if (!f.berserk) refuse(`${f.name} is not berserk.`);
  if (!iqRoll(ctx, f, "come out of the frenzy")) return "stays berserk, and turns on its own side";
  delete f.berserk;
  f.hits += BERSERK_COST;
  return `comes out of the frenzy, spent: ${BERSERK_COST} ST lost`;
}
