/**
 * The attacks an option's click menu offers besides its own, and the attack a draft's extra names,
 * both read from the commands' attack table (attack-table.ts).
 */
import type { AttackKind, BattleFigure, BattleState, OptionCode } from "../../src/engine/index.ts";
import { ATTACK_ENTRIES, ATTACK_TABLE } from "./attack-table.ts";
import { draftAirDrop } from "./order-air-drops.ts";
import type { OrderDraft } from "./order-draft.ts";
import { draftStars } from "./order-stars.ts";

interface Offered {
  readonly label: string;
  readonly value: string;
}

/** Under (b) and (h), the ready weapon's other blows first, then throws, then the rest. */
const GROUPS = ["blow", "throw", undefined] as const;

/** The options whose menus offer other attacks: (b) and (h) share theirs. */
function menuOf(option: OptionCode | undefined): "b/h" | "p" | undefined {
  if (option === "p") return "p";
  return option === "b" || option === "h" ? "b/h" : undefined;
}

/** The table's attacks offered under the option's menu, in the menu's order. */
function clickedUnder(menu: "b/h" | "p") {
  const under = ATTACK_ENTRIES.filter((e) => e.click?.under === menu);
  return GROUPS.flatMap((group) => under.filter((e) => e.click?.group === group));
}

/**
 * The other attacks (b), (h) or (p) may make now, each as its label and the draft's value
 * (`h.jab`); `foe` is the one foe's name, when there is only one.
 */
export function otherAttacks(
  state: BattleState,
  f: BattleFigure,
  code: "b" | "h" | "p",
  foe: string | undefined,
): Offered[] {
  const at = foe === undefined ? "" : ` at ${foe}`;
  return clickedUnder(menuOf(code) as "b/h" | "p").flatMap(({ click }) =>
    (click?.offers(state, f, at) ?? []).map((o) => ({
      label: o.label,
      value: `${code}.${o.extra ?? click?.extra}`,
    })),
  );
}

/**
 * The attack the draft's extra names: under (p) a pin or two daggers (AM §5), under (b) or (h) a
 * jab, a sweeping blow, a throw (of several sha-ken too), a lasso cast and the others of the table.
 */
export function draftAttack(draft: Pick<OrderDraft, "option" | "extra">): AttackKind | undefined {
  const menu = menuOf(draft.option);
  if (menu === undefined) return undefined;
  // AM §5 SHA-KEN: several stars at once are a throw.
  if (menu === "b/h" && draftStars(draft) !== undefined) return "thrown";
  // AM §10: a weapon dropped from the air is a drop.
  if (menu === "b/h" && draftAirDrop(draft) !== undefined) return "drop";
  return ATTACK_ENTRIES.find((e) => e.click?.under === menu && e.click.extra === draft.extra)?.kind;
}

/** What the draft's odds say its roll does: "hit", "pin" (AM §5: a pin is no blow), or "pull". */
export function oddsVerb(draft: Pick<OrderDraft, "option" | "extra">): string {
  return oddsVerbOf(draftAttack(draft));
}

/** What an attack's odds say its roll does, from the attack table. */
export function oddsVerbOf(kind: AttackKind | undefined): string {
  return (kind === undefined ? undefined : ATTACK_TABLE[kind].oddsVerb) ?? "hit";
}
