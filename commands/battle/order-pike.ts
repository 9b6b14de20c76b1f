/**
 * AM §9 THE PIKE in the click-by-click order: a footman with his pike ready grounds it, and it
 * strikes the first foe moving into reach unless his order says it holds its blow. The summary's
 * switch `h` (order-draft.ts) says so, as the typed `attack:hold` (or `attack:jab, hold`) does.
 */
import { type BattleState, holdsPike, type MoveOrder } from "../../src/engine/index.ts";
import type { Button } from "../interaction.ts";
import { isSwitchedOn, type OrderDraft, switched } from "./order-draft.ts";

const HELD = "h";

/** Whether the draft's figure has a pike to ground (a footman's ready pike, under AM). */
function groundsPike(state: BattleState, draft: OrderDraft): boolean {
  const f = state.figures.find((g) => g.id === draft.figure);
  return f !== undefined && holdsPike(state, f);
}

/** Whether the draft holds the pike's blow, and may. */
export function isPikeHeld(state: BattleState, draft: OrderDraft): boolean {
  return isSwitchedOn(draft, HELD) && groundsPike(state, draft);
}

/** Whether the draft's switch, if on, is one its figure may use. */
export function isPikeSwitchOpen(state: BattleState, draft: OrderDraft): boolean {
  return !isSwitchedOn(draft, HELD) || groundsPike(state, draft);
}

export function pikeDetails(state: BattleState, draft: OrderDraft): Pick<MoveOrder, "holdPike"> {
  return isPikeHeld(state, draft) ? { holdPike: true } : {};
}

/** ", holding the pike's blow" in the summary's words. */
export function pikeWords(state: BattleState, draft: OrderDraft): string {
  return isPikeHeld(state, draft) ? ", holding the pike's blow" : "";
}

/** The summary's button that holds the grounded pike's blow, or lets it strike again. */
export function pikeToggle(
  state: BattleState,
  draft: OrderDraft,
  idOf: (draft: OrderDraft) => string,
): Button | undefined {
  if (!groundsPike(state, draft)) return undefined;
  return {
    customId: idOf(switched(draft, HELD)),
    label: isSwitchedOn(draft, HELD) ? "Pike strikes as foes come" : "Hold the pike's blow",
    style: "secondary",
  };
}
