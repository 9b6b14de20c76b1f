/**
 * AM §10 AERIAL COMBAT, dropping weapons, by clicks and typed: (b) and (h) offer "Drop spear on
 * Flavius" for each spear, axe, grenade or molotail a flier may drop (the draft's extra
 * `drop-spear`), and `attack:drop spear` names one; a bare "drop" is a boulder (order-choices.ts).
 */
import {
  airDropProblem,
  type BattleFigure,
  type BattleState,
  droppableItems,
  WEAPONS,
  type WeaponId,
} from "../../src/engine/index.ts";
import { findWeapon } from "../shared/weapon-names.ts";
import type { OrderDraft } from "./order-draft.ts";

const EXTRA = /^drop-(.+)$/;
const TYPED = /^\s*drop\s+(.+?)\s*$/i;

export function airDropExtra(item: WeaponId): string {
  return `drop-${item}`;
}

/** The weapon a draft's extra drops, or undefined when it names none. */
export function draftAirDrop(draft: Pick<OrderDraft, "extra">): WeaponId | undefined {
  const match = draft.extra === undefined ? null : EXTRA.exec(draft.extra);
  return match?.[1] === undefined ? undefined : findWeapon(match[1]);
}

/** The weapon the draft drops from the air, as an order's field. */
export function airDropDetail(draft: Pick<OrderDraft, "extra">): { airDrop?: WeaponId } {
  const airDrop = draftAirDrop(draft);
  return airDrop === undefined ? {} : { airDrop };
}

/** Whether a draft's extra drops something from the air: a boulder or a weapon. */
export function dropsFromTheAir(extra: string | undefined): boolean {
  return extra === "drop" || draftAirDrop({ extra }) !== undefined;
}

/**
 * The weapons `f` may drop now, each as the menu offers it ("Drop grenade at Flavius", `at` the
 * attack table's " at Flavius" or "") with the draft's extra that names it.
 */
export function airDropOffers(
  state: BattleState,
  f: BattleFigure,
  at: string,
): { label: string; extra: string }[] {
  return droppableItems(f)
    .filter((item) => airDropProblem(state, f, item) === null)
    .map((item) => ({
      label: `Drop ${WEAPONS[item].name.toLowerCase()}${at}`,
      extra: airDropExtra(item),
    }));
}

/**
 * What an `attack:` value drops ("drop spear"): the words after "drop" and the weapon they name, if
 * any; undefined for any other value.
 */
export function typedAirDrop(
  value: string | undefined,
): { readonly named: string; readonly item: WeaponId | undefined } | undefined {
  const named = value === undefined ? undefined : TYPED.exec(value)?.[1];
  return named === undefined ? undefined : { named, item: findWeapon(named) };
}

/** The autocomplete's "drop spear" values for what `f` holds to drop. */
export function typedAirDropChoices(f: BattleFigure): { name: string; value: string }[] {
  return droppableItems(f).map((item) => ({
    name: `Drop the ${WEAPONS[item].name.toLowerCase()} from the air on a foe below (AM)`,
    value: `drop ${item}`,
  }));
}
