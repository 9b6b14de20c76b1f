/**
 * ADVANCED MELEE §9 LEANING by clicks: the summary's menu seats a rider upright in the saddle or
 * leaning into a hex of his mount with a facing, from the leans the engine allows where his unit
 * ends. The draft's `lean` carries the choice as `<hex>.<facing>` (`G2.2`); empty sits upright.
 * Choosing a lean asks for the target again, as the seat changes whom he may strike.
 */
import {
  type BattleState,
  type Direction,
  formatDirection,
  formatHex,
  isDirection,
  type Lean,
  legalLeans,
  type MoveOrder,
  parseHex,
} from "../../src/engine/index.ts";
import type { ComponentRow } from "../interaction.ts";
import type { Choice } from "./order-choices.ts";
import type { OrderDraft } from "./order-draft.ts";

/** Discord's limit on a select menu's options. */
const MENU_LIMIT = 25;
/** The menu's value for sitting upright in the saddle. */
export const UPRIGHT = "up";

/** Options whose rider leaves his mount: there is no seat to take. */
const LEAVES_SADDLE = new Set(["dismount", "jump-off"]);

function leanCode(lean: Lean): string {
  return `${formatHex(lean.hex)}.${lean.facing}`;
}

/** The lean the draft names, or undefined (upright, or not a lean's code). */
export function draftLean(draft: OrderDraft): Lean | undefined {
  const [hex = "", facing = ""] = (draft.lean ?? "").split(".");
  const at = parseHex(hex);
  const turn = Number(facing);
  if (at === undefined || facing === "" || !isDirection(turn)) return undefined;
  return { hex: at, facing: turn };
}

/** The leans open to the draft's rider where its move ends; none for a footman. */
function openLeans(state: BattleState, draft: OrderDraft): Lean[] {
  const f = state.figures.find((o) => o.id === draft.figure);
  const to = draft.to === undefined ? undefined : parseHex(draft.to);
  if (f === undefined || to === undefined || draft.facing === undefined) return [];
  if (draft.option === undefined || LEAVES_SADDLE.has(draft.option)) return [];
  return legalLeans(f, to, draft.facing as Direction);
}

/** Whether the draft's lean, if it names one, is open to its rider. */
export function isLeanOpen(state: BattleState, draft: OrderDraft): boolean {
  if (draft.lean === undefined) return true;
  return openLeans(state, draft).some((l) => leanCode(l) === draft.lean);
}

export function leanDetails(draft: OrderDraft): Pick<MoveOrder, "lean"> {
  const lean = draftLean(draft);
  return lean === undefined ? {} : { lean };
}

/** "into G2 facing SE" */
function seatWords(lean: Lean): string {
  return `into ${formatHex(lean.hex)} facing ${formatDirection(lean.facing)}`;
}

function leanLabel(lean: Lean): string {
  return `Lean ${seatWords(lean)}`;
}

/** ", leaning into G2 facing SE" in the summary's words. */
export function leanWords(draft: OrderDraft): string {
  const lean = draftLean(draft);
  return lean === undefined ? "" : `, leaning ${seatWords(lean)}`;
}

/** The summary's menu of seats for a rider, or nothing for a footman. */
export function leanRows(state: BattleState, draft: OrderDraft, id: string): ComponentRow[] {
  const leans = openLeans(state, draft);
  if (leans.length === 0) return [];
  const choices: Choice[] = [
    { value: UPRIGHT, label: "Sit upright in the saddle" },
    ...leans.map((l) => ({ value: leanCode(l), label: leanLabel(l) })),
  ].slice(0, MENU_LIMIT);
  const chosen = draftLean(draft);
  return [
    {
      kind: "select",
      menu: {
        customId: id,
        placeholder: chosen === undefined ? "Seat: upright" : `Seat: ${leanLabel(chosen)}`,
        options: choices.map((c) => ({ label: c.label, value: c.value })),
      },
    },
  ];
}
