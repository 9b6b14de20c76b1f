/**
 * Orders by clicks: the private flow a "Give orders" button opens. figure (if several) → option →
 * a flier's flight (order-flight.ts) → destination → target with its odds, or facing for a move without one → a
 * summary with Confirm (and, under AM's aimed shots, a menu of aims; for a rider, a menu of where he
 * leans, order-lean-menu.ts). Each menu pages past 25 choices (paged-menu.ts). A step with a single
 * legal choice is taken without asking; nothing is
 * stored until Confirm, which submits like /battle order.
 */
import {
  attackKindFor,
  type BattleState,
  figuresFleeingFirst,
  formatDirection,
  formatHex,
  friendsInLineOfFire,
  legalDestinations,
  type MoveOrder,
  optionRule,
  parseHex,
  pendingDecision,
} from "../../src/engine/index.ts";
import type { PlannedOrder } from "../../src/render/map/preview.ts";
import { renderMapInWorker } from "../../src/render/map-worker/render-in-worker.ts";
import type { LoadedBattle } from "../../src/store/battle-types.ts";
import { safeText } from "../format/safe-text.ts";
import type { Actor, Button, ComponentRow, FileAttachment, Reply } from "../interaction.ts";
import { mayOrder, nameOf } from "../shared/channel-battle.ts";
import { aimIntent } from "./draft-aim.ts";
import { buttonId } from "./flow.ts";
import { aimName, aimRows, isAimOpen } from "./order-aim.ts";
import {
  attackFacings,
  type Choice,
  draftDestinations,
  extraDetails,
  facingFor,
  facingLabel,
  oddsText,
  optionChoices,
  pinNote,
  targetChoices,
} from "./order-choices.ts";
import { draftId, type FlowStep, isSwitchedOn, type OrderDraft } from "./order-draft.ts";
import { flightChoices, flightDetails, flightWords } from "./order-flight.ts";
import { isLeanOpen, leanDetails, leanRows, leanWords } from "./order-lean-menu.ts";
import { isPikeSwitchOpen, pikeDetails, pikeToggle, pikeWords } from "./order-pike.ts";
import { delayedLabel, delayToggle, isDelayOpen, timingDetails } from "./order-timing.ts";
import { pagedMenu } from "./paged-menu.ts";

export const NO_TARGET = "-";
export const GIVE_ORDERS = "give";

export function giveOrdersButton(battleId: string, version: number): Button {
  return {
    customId: buttonId(battleId, version, GIVE_ORDERS),
    label: "Give orders",
    style: "primary",
  };
}

/** The awaited figures this actor may order (their own; any for the GM). */
export function myAwaitedFigures(actor: Actor, loaded: LoadedBattle): string[] {
  const state = loaded.state;
  if (state === null) return [];
  return orderableFigures(state).filter((f) => mayOrder(actor, loaded.battle, f));
}

/**
 * The figures that may be given an option now: the moving side's still waiting, or, while the
 * initiative is chosen, those fleeing ahead of it (AM §3, the engine's fleeing.ts).
 */
export function orderableFigures(state: BattleState): readonly string[] {
  const decision = pendingDecision(state);
  if (decision.kind === "orders") return decision.figures;
  return decision.kind === "initiative" ? figuresFleeingFirst(state) : [];
}

export const CHOICE_NOT_OPEN = "That choice is not open now; click Give orders again.";

/**
 * Whether every field the draft names is one the flow would offer now: a custom id can be
 * forged or outlive its turn, and each menu is built from the draft's earlier fields.
 */
export function isDraftOpen(
  state: BattleState,
  figures: readonly string[],
  draft: OrderDraft,
): boolean {
  const { figure, option, fly, to, target } = draft;
  if (figure === undefined) return true;
  if (!figures.includes(figure)) return false;
  if (isSwitchedOn(draft, "d") && !isDelayOpen(state, draft)) return false;
  if (!isPikeSwitchOpen(state, draft)) return false;
  if (option === undefined) return true;
  const code = menuValue(draft);
  if (!optionChoices(state, figure).some((c) => c.value === code)) return false;
  const flights = flightChoices(state, figure, option, draft.extra);
  if (fly !== undefined && !flights.some((c) => c.value === fly)) return false;
  if (to === undefined) return true;
  if (fly === undefined && flights.length > 0) return false;
  if (!draftDestinations(state, draft).some((c) => c.value === to)) return false;
  if (!isLeanOpen(state, draft)) return false;
  if (target === undefined) return true;
  const targets = targetChoices(state, draft);
  if (target === NO_TARGET) return targets.length === 0 && draft.aim === undefined;
  return targets.some((c) => c.value === target) && isAimOpen(state, draft);
}

/** The option menu's value the draft's option and extra stand for. */
function menuValue(draft: OrderDraft): string {
  const { option, extra } = draft;
  return extra === undefined ? `${option}` : `${option}.${extra}`;
}

/** A step of the flow: what is asked, and the draft with every single-choice step taken. */
interface Screen {
  readonly draft: OrderDraft;
  readonly ask: string;
  readonly rows: ComponentRow[];
  /** The order to draw on a preview map (the summary's). */
  readonly preview?: PlannedOrder;
}

/** The next question for the draft, taking every step that has one legal choice. */
function nextScreen(
  loaded: LoadedBattle,
  state: BattleState,
  figures: readonly string[],
  start: OrderDraft,
  page: number,
): Screen {
  const id = (step: FlowStep, d: OrderDraft) => draftId(loaded.battle.id, loaded.version, step, d);
  // Each screen shows one menu: the page is that menu's.
  const menu = (step: FlowStep, d: OrderDraft, placeholder: string, choices: readonly Choice[]) =>
    pagedMenu(id(step, d), placeholder, choices, page, (n) => id(`p${n}`, d));
  let draft = start;
  if (draft.figure === undefined) {
    if (figures.length !== 1) {
      const choices = figures.map((f) => ({ value: f, label: nameOf(state, f) }));
      return {
        draft,
        ask: "Which figure?",
        rows: menu("ff", draft, "Choose a figure", choices),
      };
    }
    draft = { figure: figures[0] as string };
  }
  const figure = draft.figure as string;
  const name = safeText(nameOf(state, figure));
  if (draft.option === undefined) {
    const choices = optionChoices(state, figure);
    const pinned = pinNote(state, figure);
    const [only] = choices;
    if (choices.length !== 1 || only === undefined) {
      return {
        draft,
        ask: `What should ${name} do?${pinned === "" ? "" : ` ${safeText(pinned)}`}`,
        rows: menu("fo", draft, "Choose an action", choices),
      };
    }
    const [code, extra] = only.value.split(".");
    draft = {
      figure,
      option: code as OrderDraft["option"] & string,
      ...(extra === undefined ? {} : { extra }),
    } as OrderDraft;
  }
  const option = draft.option as NonNullable<OrderDraft["option"]>;
  if (draft.fly === undefined) {
    const choices = flightChoices(state, figure, option, draft.extra);
    if (choices.length > 0) {
      return {
        draft,
        ask: `${name} in the air?`,
        rows: menu("fy", draft, "Choose a flight", choices),
      };
    }
  }
  if (draft.to === undefined) {
    const choices = draftDestinations(state, draft);
    const [only] = choices;
    if (choices.length !== 1 || only === undefined) {
      const rows = menu("ft", draft, "Where to?", choices);
      return { draft, ask: `Where should ${name} go?`, rows };
    }
    draft = { ...draft, to: only.value };
  }
  const attacks = optionRule(option).attacks;
  if (attacks && draft.target === undefined) {
    const choices = targetChoices(state, draft);
    const [only] = choices;
    if (choices.length > 1) {
      return {
        draft,
        ask: `Whom should ${name} attack?`,
        rows: menu("fg", draft, "Choose a target", choices),
      };
    }
    draft = { ...draft, target: only?.value ?? NO_TARGET };
  }
  const target =
    draft.target === undefined || draft.target === NO_TARGET ? undefined : draft.target;
  if (draft.facing === undefined) {
    const facings = attackFacings(state, draft, target);
    const preferred = target === undefined ? undefined : facingFor(state, draft, target);
    if (preferred !== undefined || facings.length === 1) {
      draft = { ...draft, facing: preferred ?? facings[0] };
    } else if (facings.length > 1) {
      return {
        draft,
        ask: `Which way should ${name} face at ${draft.to}?`,
        rows: facingRows(state, draft, facings, (facing) => id("s", { ...draft, facing })),
      };
    }
  }
  return summary(loaded, state, draft, target);
}

function facingRows(
  state: BattleState,
  draft: OrderDraft,
  facings: readonly number[],
  idOf: (facing: NonNullable<OrderDraft["facing"]>) => string,
): ComponentRow[] {
  const buttons = facings.map((f) => ({
    customId: idOf(f as NonNullable<OrderDraft["facing"]>),
    label: facingLabel(state, draft, f as NonNullable<OrderDraft["facing"]>),
    style: "secondary" as const,
  }));
  return [buttons.slice(0, 3), buttons.slice(3)]
    .filter((b) => b.length > 0)
    .map((b) => ({ kind: "buttons", buttons: b }));
}

/** The whole order in words, with the buttons to change its facing, confirm, go back or cancel. */
function summary(
  loaded: LoadedBattle,
  state: BattleState,
  draft: OrderDraft,
  target: string | undefined,
): Screen {
  const id = (step: FlowStep, d: OrderDraft) => draftId(loaded.battle.id, loaded.version, step, d);
  const rows: ComponentRow[] = [];
  if (target !== undefined) {
    const facings = attackFacings(state, draft, target).filter((f) => f !== draft.facing);
    if (facings.length > 0)
      rows.push(...facingRows(state, draft, facings, (facing) => id("s", { ...draft, facing })));
    rows.push(...aimRows(state, draft, id("fa", draft)));
  }
  rows.push(...leanRows(state, draft, id("fl", draft)));
  const delay = delayToggle(state, draft, (d) => id("s", d));
  const pike = pikeToggle(state, draft, (d) => id("s", d));
  rows.push({
    kind: "buttons",
    buttons: [
      { customId: id("ok", draft), label: "Confirm", style: "success" },
      ...(delay === undefined ? [] : [delay]),
      ...(pike === undefined ? [] : [pike]),
      { customId: id("s", back(state, draft)), label: "Back", style: "secondary" },
      { customId: id("x", draft), label: "Cancel", style: "danger" },
    ],
  });
  const ask = [describeDraft(state, draft), ...friendlyFireWarning(state, draft)].join("\n");
  return { draft, ask, rows, preview: plannedOrder(state, draft) };
}

/**
 * A shot whose line of fire crosses a friend must first be rolled to miss each (MELEE: HITTING
 * YOUR FRIENDS): said before Confirm, so the player can choose another hex or target.
 */
function friendlyFireWarning(state: BattleState, draft: OrderDraft): string[] {
  const { figure, option, target } = draft;
  if (figure === undefined || option === undefined || target === undefined) return [];
  const kind = attackKindFor({ option, attack: null });
  if (kind !== "missile" && kind !== "thrown") return [];
  const from =
    (draft.to === undefined ? undefined : parseHex(draft.to)) ??
    state.figures.find((f) => f.id === figure)?.position;
  if (from === undefined) return [];
  const friends = friendsInLineOfFire(state, figure, from, target).map((f) => safeText(f.name));
  if (friends.length === 0) return [];
  return [
    `⚠ The line of fire crosses ${friends.join(" and ")}: the shot must miss them before it can reach ${safeText(nameOf(state, target))}.`,
  ];
}

/** The draft as the preview map draws it: the cheapest path to its hex, and its facing. */
function plannedOrder(state: BattleState, draft: OrderDraft): PlannedOrder | undefined {
  const { figure, option, to } = draft;
  if (figure === undefined || option === undefined || to === undefined) return undefined;
  const path = legalDestinations(state, figure, option, flightDetails(draft).flight).find(
    (d) => formatHex(d.hex) === to,
  )?.path;
  return {
    kind: "order",
    figure,
    option,
    ...(path === undefined ? {} : { path }),
    ...(draft.facing === undefined ? {} : { facing: draft.facing }),
  };
}

/** The preview map as a file, its alt text the order in words and the key to its marks. */
async function previewFile(
  state: BattleState,
  plan: PlannedOrder,
  said: string,
): Promise<FileAttachment> {
  const data = await renderMapInWorker(state, [], { kind: "preview", plan });
  const key =
    "Shaded: where it can go; red hatched: where a foe would engage it; dashed: its path, ending in its ghost with an arrow for its facing.";
  return {
    name: "order-preview.png",
    data,
    description: `Preview. ${said}. ${key}`.slice(0, 1024),
  };
}

/** The draft without its last choice that had an alternative (single choices are retaken). */
function back(state: BattleState, draft: OrderDraft): OrderDraft {
  const { figure, option, extra, fly, to } = draft;
  if (
    draft.target !== undefined &&
    draft.target !== NO_TARGET &&
    targetChoices(state, draft).length > 1
  )
    return { figure, option, extra, fly, to } as OrderDraft;
  if (to !== undefined && draftDestinations(state, draft).length > 1)
    return { figure, option, extra, fly } as OrderDraft;
  if (fly !== undefined) return { figure, option, extra } as OrderDraft;
  return figure === undefined ? {} : { figure };
}

/** "Flavius: Charge Wulf — to E8 (facing S); Wulf · hit on 12 or less · 74 %" */
export function describeDraft(state: BattleState, draft: OrderDraft): string {
  const figure = draft.figure ?? "";
  const value = menuValue(draft);
  const found = optionChoices(state, figure).find((c) => c.value === value)?.label;
  const label = found !== undefined && isDelayOpen(state, draft) ? delayedLabel(found) : found;
  const facing = draft.facing === undefined ? "" : `, facing ${formatDirection(draft.facing)}`;
  const aim = draft.aim === undefined ? "" : `, aimed at ${aimName(draft.aim)}`;
  const fly = `${flightWords(state, draft)}${pikeWords(state, draft)}${leanWords(draft)}`;
  const here = state.figures.find((f) => f.id === figure)?.position;
  const to = draft.to === undefined ? undefined : parseHex(draft.to);
  const where =
    to !== undefined && here !== undefined && to.q === here.q && to.r === here.r
      ? `stays in ${draft.to}`
      : `to ${draft.to}`;
  const target =
    draft.target === undefined || draft.target === NO_TARGET
      ? ""
      : `; ${nameOf(state, draft.target)} · ${oddsText(state, draft, draft.target, draft.facing)}`;
  return safeText(
    `${nameOf(state, figure)}: ${label ?? draft.option}${aim}${fly} — ${where}${facing}${target}`,
  );
}

/** The order the confirmed draft gives. */
export function draftOrder(state: BattleState, draft: OrderDraft): MoveOrder | undefined {
  const destination = draft.to === undefined ? undefined : parseHex(draft.to);
  if (draft.figure === undefined || draft.option === undefined || destination === undefined)
    return undefined;
  return {
    type: "move",
    figure: draft.figure,
    option: draft.option,
    destination,
    ...(draft.facing === undefined ? {} : { facing: draft.facing }),
    ...(draft.target === undefined || draft.target === NO_TARGET ? {} : { target: draft.target }),
    ...aimIntent(draft.aim),
    ...flightDetails(draft),
    ...extraDetails(state, draft),
    ...timingDetails(state, draft),
    ...pikeDetails(state, draft),
    ...leanDetails(draft),
  };
}

/** The flow's private message for this draft (the summary with its preview map). */
export async function orderScreen(
  loaded: LoadedBattle,
  figures: readonly string[],
  draft: OrderDraft,
  page = 0,
): Promise<Reply> {
  const state = loaded.state as BattleState;
  const screen = nextScreen(loaded, state, figures, draft, page);
  // The summary has its own Cancel; every other question gets one in a row of its own.
  const hasCancel = screen.rows.some(
    (r) => r.kind === "buttons" && r.buttons.some((b) => b.label === "Cancel"),
  );
  const cancel: Button = {
    customId: draftId(loaded.battle.id, loaded.version, "x", screen.draft),
    label: "Cancel",
    style: "danger",
  };
  return {
    content: screen.ask,
    components: hasCancel ? screen.rows : [...screen.rows, { kind: "buttons", buttons: [cancel] }],
    ...(screen.preview === undefined
      ? {}
      : { files: [await previewFile(state, screen.preview, screen.ask)] }),
    ephemeral: true,
  };
}
