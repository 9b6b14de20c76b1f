/**
 * A flier's height under ADVANCED MELEE (AM §3 FLIGHT, §10 AERIAL COMBAT): metres above the
 * ground, set by the move order that takes off, climbs, dives or lands. MELEE's gargoyle is only
 * "in the air" or not, so its battles carry no height and refuse one.
 */
import { landsToCharge } from "./aerial-reach.ts";
import { type Ctx, emit } from "./context.ts";
import { refuse } from "./errors.ts";
import type { MoveOrder } from "./orders.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** Where a flier taking off goes when its order names no height: just over a man's head. */
export const TAKE_OFF_HEIGHT = 3;

/** Metres above the ground: 0 for a figure on it. */
export function heightOf(f: BattleFigure): number {
  return f.height ?? 0;
}

/** Whether the battle's fliers have heights (ADVANCED MELEE only). */
export function hasHeights(state: BattleState): boolean {
  return state.ruleset === "advanced-melee";
}

/**
 * The most a flier's height may change in one move: its flying MA in metres, half that on the turn
 * it takes off (AM §3 FLIGHT: "on its first turn in the air, it has only half of its flying MA").
 * The book gives no rate of climb (docs/rulings.md, "A flier's rate of climb").
 */
export function climbLimit(f: BattleFigure, takingOff: boolean): number {
  const ma = f.traits.flyingMa ?? 0;
  return takingOff ? Math.floor(ma / 2) : ma;
}

/** The height the move ends at: 0 when it lands (asked, or to charge a foe on the ground). */
function heightAfter(
  state: BattleState,
  f: BattleFigure,
  order: MoveOrder,
  takingOff: boolean,
): number {
  if (order.flight === "land" || landsToCharge(state, order)) return 0;
  if (order.height !== undefined) return order.height;
  return takingOff ? Math.min(TAKE_OFF_HEIGHT, climbLimit(f, true)) : heightOf(f);
}

/**
 * What the move makes of a flier's height as it ends (`f` aloft if it takes off): its new height,
 * or on the ground after a landing; nothing for a figure on the ground. For the odds shown before
 * the order (decisions.ts), as settleHeight sets it.
 */
export function heightAtEnd(
  state: BattleState,
  f: BattleFigure,
  order: MoveOrder,
  takingOff: boolean,
): Pick<BattleFigure, "flying" | "height"> | Record<string, never> {
  if (!hasHeights(state) || !f.flying) return {};
  const to = heightAfter(state, f, order, takingOff);
  return to > 0 ? { flying: true, height: to } : { flying: false, height: 0 };
}

/**
 * Why this move's height cannot be flown, or null. `f` is as the move starts, aloft if it takes
 * off; `landing` says whether the move comes down at its end.
 */
export function heightProblem(
  state: BattleState,
  f: BattleFigure,
  order: MoveOrder,
  takingOff: boolean,
): string | null {
  const named = order.height;
  if (!hasHeights(state)) {
    return named === undefined
      ? null
      : "Fliers have no height under MELEE: heights are ADVANCED MELEE's (§10).";
  }
  if (!f.flying) return named === undefined ? null : `${f.name} is not flying.`;
  const landing = order.flight === "land" || landsToCharge(state, order);
  if (named !== undefined && landing) return "A landing flier ends on the ground: name no height.";
  if (named !== undefined && (!Number.isInteger(named) || named < 1))
    return "A height is a whole number of metres, at least 1 (to come down, land).";
  const from = takingOff ? 0 : heightOf(f);
  const to = heightAfter(state, f, order, takingOff);
  const limit = climbLimit(f, takingOff);
  if (Math.abs(to - from) <= limit) return null;
  return landing
    ? `${f.name} is ${from} m up and dives at most ${limit} m a turn: it cannot land yet.`
    : `${f.name} climbs or dives at most ${limit} m this turn (from ${from} m).`;
}

/** Refuses a height this move cannot reach (checked before any die is rolled). */
export function checkHeight(
  state: BattleState,
  f: BattleFigure,
  order: MoveOrder,
  takingOff: boolean,
): void {
  const problem = heightProblem(state, f, order, takingOff);
  if (problem) refuse(problem);
}

/** Sets the height the checked move ends at, telling a climb or dive (a landing clears it). */
export function settleHeight(
  ctx: Ctx,
  f: BattleFigure,
  order: MoveOrder,
  takingOff: boolean,
): void {
  if (!hasHeights(ctx.state) || !f.flying) return;
  const from = heightOf(f);
  const to = heightAfter(ctx.state, f, order, takingOff);
  setHeight(f, to);
  // A landing is told by its own "flight" event.
  if (to !== from && to > 0) emit(ctx, { type: "height", figure: f.id, from, to });
}

/** The figure's height, kept only while it is above the ground so grounded figures keep their shape. */
export function setHeight(f: BattleFigure, to: number): void {
  if (to > 0) f.height = to;
  else delete f.height;
}
