/**
 * AM §6 AIMED SHOTS (an optional rule) in the click-by-click order: the summary of an order that
 * strikes a target offers a menu of the parts the engine would let it aim at, each with its
 * penalty and the chance to hit so aimed. The draft's `aim` carries the part, by a short code.
 * The same menu offers a rider's mount (AM §9 MOUNTED COMBAT: the attacker strikes at the horse
 * or its rider), and typed orders name it as the aim `mount`.
 */
import {
  type AimedPart,
  type AttackKind,
  aimDx,
  aimsAsMarksman,
  type BattleFigure,
  type BattleState,
  legalAims,
  mayStrikeMount,
  plannedAttackKind,
  type Thrown,
  throwsBola,
} from "../../src/engine/index.ts";
import type { ComponentRow } from "../interaction.ts";
import { DRAFT_AIMS, type DraftAim, MOUNT_AIM } from "./draft-aim.ts";
import { oddsText, plannedOrder } from "./order-choices.ts";
import type { OrderDraft } from "./order-draft.ts";

/** Each aim's code in a custom id (kept short: ids are limited to 100 characters). */
const CODES: Record<DraftAim, string> = {
  head: "hd",
  "weapon-arm": "wa",
  "shield-arm": "sa",
  leg: "lg",
  wing: "wg",
  mount: "mt",
};

/** The menu's value for no aim. */
const NO_AIM = "-";

/** The aim a custom id's code stands for. */
export function aimOfCode(code: string): DraftAim | undefined {
  return DRAFT_AIMS.find((aim) => CODES[aim] === code);
}

export function aimCode(aim: DraftAim | undefined): string {
  return aim === undefined ? "" : CODES[aim];
}

/** "the weapon arm" */
export function aimName(aim: DraftAim): string {
  return `the ${aim.replace("-", " ")}`;
}

/**
 * What the draft's attack on its target may be aimed at: the parts (none without the rule), and
 * the mount when the target rides.
 */
export function draftAims(state: BattleState, draft: OrderDraft): DraftAim[] {
  const move = plannedOrder({ ...draft, aim: undefined }, draft.facing);
  const { figure, target } = draft;
  if (figure === undefined || target === undefined || move === undefined) return [];
  const parts: DraftAim[] = legalAims(state, figure, move, target);
  return mayStrikeMount(state, figure, move, target) ? [...parts, MOUNT_AIM] : parts;
}

/** Whether the draft's aim, if it has one, is one the engine would take. */
export function isAimOpen(state: BattleState, draft: OrderDraft): boolean {
  return draft.aim === undefined || draftAims(state, draft).includes(draft.aim);
}

/**
 * The summary's menu of aims: "No aim · hit on 12 or less · 74 %", "Aim at the head −6 · hit
 * on 6 or less · 9 %", …; none when nothing may be aimed at.
 */
export function aimRows(state: BattleState, draft: OrderDraft, menuId: string): ComponentRow[] {
  const aims = draftAims(state, draft);
  const { target } = draft;
  const foe = state.figures.find((f) => f.id === target);
  const figure = state.figures.find((f) => f.id === draft.figure);
  if (aims.length === 0 || target === undefined || foe === undefined || figure === undefined)
    return [];
  const move = plannedOrder({ ...draft, aim: undefined }, draft.facing);
  const attack = move ? plannedAttackKind(state, figure.id, move) : null;
  const thrown = { stars: move?.stars };
  const odds = (aim: DraftAim | undefined) =>
    oddsText(state, { ...draft, aim }, target, draft.facing);
  const entry = (aim: DraftAim) =>
    aim === MOUNT_AIM
      ? {
          label: `Strike at ${foe.mount?.name ?? "the mount"}, not ${foe.name}`,
          description: "AM §9: the mount takes the blow, stopped by its barding only",
        }
      : {
          label: `Aim at ${aimName(aim)}${signed(aimDx(state, figure, attack, aim, foe, thrown))}`,
          description: aimWords(state, figure, attack, aim, foe, thrown),
        };
  const options = [
    {
      value: NO_AIM,
      label: `${foe.mount ? `Strike at ${foe.name}` : "No aim"} · ${odds(undefined)}`,
    },
    ...aims.map((aim) => {
      const { label, description } = entry(aim);
      return { value: CODES[aim], label: `${label} · ${odds(aim)}`.slice(0, 100), description };
    }),
  ];
  const placeholder = draft.aim === undefined ? "Aim: none" : `Aim: ${aimName(draft.aim)}`;
  return [{ kind: "select", menu: { customId: menuId, placeholder, options } }];
}

/** " −6": the aim's DX penalty, with a true minus sign as the log writes it; nothing for none. */
function signed(penalty: number): string {
  return penalty === 0 ? "" : ` −${Math.abs(penalty)}`;
}

/**
 * Whose rules the aim follows: a whip's or a thrown dagger's (AM §6 DAGGER MARKSMANSHIP), a
 * bola's, a lasso's, or AIMED SHOTS'.
 */
function aimWords(
  state: BattleState,
  figure: BattleFigure,
  attack: AttackKind | null,
  aim: AimedPart,
  foe: BattleFigure,
  thrown: Thrown,
): string {
  if (aimsAsMarksman(state, figure, attack, aim, foe, thrown))
    return "AM §6 dagger marksmanship: the head doubled past armor, a hand lets go";
  if (attack === "lasso") return "AM §5 lasso: the neck 1+2, an arm lets go; no aim pulls it down";
  return throwsBola(figure.readyWeapon, attack)
    ? "AM §5 bola: legs trip, arms drop, wings ground, the head 1+2"
    : "AM §6 aimed shot: its own effects by the hits it does";
}

/** The draft with the aim the menu chose. */
export function aimed(draft: OrderDraft, value: string): OrderDraft {
  const { aim: _, ...rest } = draft;
  const aim = aimOfCode(value);
  return aim === undefined ? rest : { ...rest, aim };
}
