/**
 * AM §5 LEFT-HAND WEAPONS, readied by clicks and by typing: (e) and (k) offer "Ready main-gauche in
 * the left hand" (a cestus too) for each one the figure carries, where the engine would take it
 * (offhandReadyProblem); the draft's extra `left-<weapon>` and the typed `ready:main-gauche, left
 * hand` both give the order `ready: { offhand: "main-gauche" }`.
 */
import {
  type BattleFigure,
  type BattleState,
  isWeaponId,
  offhandReadyProblem,
  type ReadyChoice,
  WEAPONS,
  type WeaponId,
} from "../../src/engine/index.ts";
import { findWeapon } from "../shared/weapon-names.ts";
import type { Choice } from "./order-choices.ts";
import type { OrderDraft } from "./order-draft.ts";

const LEFT = "left-";
/** The typed `ready:`'s ending that puts the weapon in the off hand. */
const LEFT_HAND = /,\s*left hand\s*$/i;

/** The weapons `f` carries that it may ready in its left hand now. */
function leftHandWeapons(state: BattleState, f: BattleFigure): WeaponId[] {
  return [...new Set(f.carried)].filter((w) => offhandReadyProblem(state, f, w) === null);
}

/** (e)'s and (k)'s choices of a weapon for the left hand, by the option's code. */
export function offhandChoices(
  state: BattleState,
  f: BattleFigure,
  code: "e" | "k",
  described: (label: string, value: string) => Choice,
): Choice[] {
  return leftHandWeapons(state, f).map((w) =>
    described(`Ready ${WEAPONS[w].name.toLowerCase()} in the left hand`, `${code}.${LEFT}${w}`),
  );
}

/** What a left-hand extra means for the order; undefined for any other extra. */
export function offhandDetails(draft: OrderDraft): { ready: ReadyChoice } | undefined {
  const { option, extra } = draft;
  if ((option !== "e" && option !== "k") || !extra?.startsWith(LEFT)) return undefined;
  const weapon = extra.slice(LEFT.length);
  return isWeaponId(weapon) ? { ready: { offhand: weapon } } : undefined;
}

/**
 * The typed `ready:main-gauche, left hand` as a ready choice; undefined when the text does not
 * end so, null when it names no weapon.
 */
export function typedOffhand(typed: string): ReadyChoice | null | undefined {
  const left = LEFT_HAND.exec(typed);
  if (left === null) return undefined;
  const weapon = findWeapon(typed.slice(0, left.index));
  return weapon === undefined ? null : { offhand: weapon };
}

/** The autocompleted `ready:` values for the left hand: "Main-gauche, left hand". */
export function offhandSuggestions(state: BattleState, f: BattleFigure): string[] {
  return leftHandWeapons(state, f).map((w) => `${WEAPONS[w].name}, left hand`);
}
