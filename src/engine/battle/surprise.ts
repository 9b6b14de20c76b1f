/**
 * ADVANCED MELEE §3 SURPRISE, a GM's tool: the side that surprised the other gets the turn's
 * initiative outright ("lesser" surprise, against watchful guards), or a free turn in which it
 * moves and strikes "before the other side can react at all" (full surprise): the other sides get
 * no option that turn, so they neither move, act, defend nor dodge. Given while the initiative is
 * being chosen, it replaces that turn's roll. Readings in docs/rulings.md, "Surprise".
 *
 * AM §3 INITIATIVE's fleeing figures ride on the same ruling: a side that ran away last turn wins
 * the initiative outright "if, and only if" it keeps escaping, so that turn its figures may take
 * no attacking option. Whether it ran and means to keep running is the GM's call ("Fleeing").
 */
import { MIN_IQ } from "../figure/iq.ts";
import { hasTalent } from "../figure/talents.ts";
import { type Ctx, emit } from "./context.ts";
import { refuse } from "./errors.ts";
import { isOut } from "./figures.ts";
import { rollAgainst } from "./footing.ts";
import type { BattleFigure, BattleState } from "./types.ts";

export const SURPRISE_NOT_UNDER_MELEE =
  "Surprise is ADVANCED MELEE's rule (§3); this battle is fought under MELEE.";

/** The surprise a GM rules: the side that achieved it, and whether it is a full free turn. */
export interface Surprise {
  readonly side: string;
  readonly full: boolean;
  /** AM §3 INITIATIVE: the side is fleeing, not surprising; it wins the initiative to keep running. */
  readonly fleeing?: boolean;
}

/** "blue takes the others by surprise (a free turn)", for the log of orders and proposals. */
export function surpriseWords(surprise: Surprise): string {
  if (surprise.fleeing) return `${surprise.side} fleeing (the initiative, no attacks)`;
  return `surprise by ${surprise.side} (${surprise.full ? "a free turn" : "the initiative"})`;
}

function checkSurprise(state: BattleState, surprise: Surprise): void {
  if (state.ruleset !== "advanced-melee") refuse(SURPRISE_NOT_UNDER_MELEE);
  if (state.phase.kind !== "initiative")
    refuse("Surprise is ruled while the turn's initiative is being chosen, before anyone moves.");
  if (!state.phase.rolls.some((r) => r.side === surprise.side))
    refuse(`"${surprise.side}" is not a side with figures fighting.`);
  if (surprise.fleeing && surprise.full)
    refuse("A fleeing side wins only the initiative, not a free turn.");
}

/** The side wins this turn's initiative; under full surprise the other sides sit the turn out. */
export function applySurpriseRuling(
  ctx: Ctx,
  gm: string,
  surprise: Surprise,
  reason: string | null,
): void {
  const { state } = ctx;
  checkSurprise(state, surprise);
  const phase = state.phase;
  if (phase.kind !== "initiative") return;
  const spotter = surprise.fleeing ? undefined : spotsTheAmbush(ctx, surprise.side);
  if (spotter) {
    const { side, full } = surprise;
    emit(ctx, { type: "surprise", gm, side, full, spottedBy: spotter.id, reason });
    return;
  }
  const surprised = surprise.full
    ? phase.rolls.map((r) => r.side).filter((s) => s !== surprise.side)
    : [];
  state.phase = { ...phase, winner: surprise.side, ...(surprise.full ? { surprised } : {}) };
  if (surprise.fleeing) state.turnState = { ...state.turnState, fleeing: [surprise.side] };
  const fleeing = surprise.fleeing ? { fleeing: true as const } : {};
  emit(ctx, { type: "surprise", gm, side: surprise.side, full: surprise.full, ...fleeing, reason });
}

/**
 * AM §6 AMBUSH: a figure with the Alertness talent among the ambushed rolls 3 dice against its IQ
 * to see the ambush coming; the first who does spots it for all, and a detected ambush gives no
 * advantage. A figure with no IQ rolls against the least IQ a figure has (docs/rulings.md,
 * "Alertness and ambush").
 */
function spotsTheAmbush(ctx: Ctx, ambushers: string): BattleFigure | undefined {
  for (const f of ctx.state.figures) {
    if (f.side === ambushers || isOut(f) || !hasTalent(f.talents, "alertness")) continue;
    if (rollAgainst(ctx, f, "spot the ambush", 3, f.iq ?? MIN_IQ, "IQ")) return f;
  }
  return undefined;
}

/** The movement sequence without the sides surprised this turn. */
export function withoutSurprised(
  sequence: readonly string[],
  surprised: readonly string[] | undefined,
): string[] {
  return surprised ? sequence.filter((s) => !surprised.includes(s)) : [...sequence];
}
