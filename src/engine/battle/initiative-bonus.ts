/**
 * ADVANCED MELEE §3 INITIATIVE: a side's bonus to every initiative roll — its leader's Tactics (+1)
 * or Strategy (+2) talent, given with the figure; and a GM's tool, from the next roll on: +2
 * against extremely stupid foes, or what the GM awards for superior organisation (or against a terrified, sleepy or confused side).
 * Which side earns it is the referee's judgement, so it is a ruling, not a switch. A bonus of 0
 * takes it away. Readings in docs/rulings.md, "Organised sides".
 */
import { hasTalent } from "../figure/talents.ts";
import { type Ctx, emit } from "./context.ts";
import { refuse } from "./errors.ts";
import { isOut } from "./figures.ts";
import type { BattleState } from "./types.ts";

const TACTICS_BONUS = 1;
const STRATEGY_BONUS = 2;

export const INITIATIVE_BONUS_NOT_UNDER_MELEE =
  "An initiative bonus is ADVANCED MELEE's rule (§3); this battle is fought under MELEE.";

/** The largest bonus: a Strategist (+2) leading against extremely stupid foes (+2). */
export const MAX_INITIATIVE_BONUS = 4;

/** The bonus a GM rules for a side's initiative rolls. */
export interface InitiativeBonus {
  readonly side: string;
  readonly bonus: number;
}

/** "+2 to blue's initiative", for the log of orders and proposals. */
export function initiativeBonusWords(ruling: InitiativeBonus): string {
  return `initiative +${ruling.bonus} for ${ruling.side}`;
}

/**
 * The side's bonus to its initiative roll: its leader's talent and what a GM gave it. AM §3: "the
 * party leader's Tactics talent gives +1 ... Strategy gives +2": the leader is read as the side's
 * best tactician still fighting (docs/rulings.md, "Tactics and Strategy").
 */
export function initiativeBonusOf(state: BattleState, side: string): number {
  return leaderTalentBonus(state, side) + (state.initiativeBonuses?.[side] ?? 0);
}

function leaderTalentBonus(state: BattleState, side: string): number {
  let best = 0;
  for (const f of state.figures) {
    if (f.side !== side || f.talents === undefined || isOut(f)) continue;
    if (hasTalent(f.talents, "strategy")) return STRATEGY_BONUS;
    if (hasTalent(f.talents, "tactics")) best = TACTICS_BONUS;
  }
  return best;
}

export function applyInitiativeBonusRuling(
  ctx: Ctx,
  gm: string,
  ruling: InitiativeBonus,
  reason: string | null,
): void {
  const { state } = ctx;
  if (state.ruleset !== "advanced-melee") refuse(INITIATIVE_BONUS_NOT_UNDER_MELEE);
  if (!state.sides.some((s) => s.id === ruling.side)) refuse(`"${ruling.side}" is not a side.`);
  if (!Number.isInteger(ruling.bonus) || ruling.bonus < 0 || ruling.bonus > MAX_INITIATIVE_BONUS)
    refuse(`An initiative bonus is a whole number from 0 to ${MAX_INITIATIVE_BONUS}.`);
  const bonuses = { ...state.initiativeBonuses };
  if (ruling.bonus === 0) delete bonuses[ruling.side];
  else bonuses[ruling.side] = ruling.bonus;
  state.initiativeBonuses = bonuses;
  emit(ctx, { type: "initiative-bonus", gm, side: ruling.side, bonus: ruling.bonus, reason });
}
