/**
 * A rider's options in the click-by-click order and the typed one (ADVANCED MELEE §9 OPTIONS FOR
 * RIDERS AND MOUNTS): "Mount Bayard" once per riding animal in reach, getting off standing,
 * kneeling or prone, and jumping off. The draft's `extra` carries the animal's place among those
 * in reach (`mount.0`) or the posture (`dismount.k`, `dismount.p`).
 */
import {
  type BattleState,
  type MoveOrder,
  mountableBeasts,
  type OptionCode,
} from "../../src/engine/index.ts";
import type { Choice } from "./order-choices.ts";

type Described = (label: string, value?: string) => Choice;

/** The menu's entries for a riding option the figure may take. */
export function ridingChoices(
  state: BattleState,
  key: string,
  code: OptionCode,
  described: Described,
): Choice[] {
  const f = state.figures.find((o) => o.id === key);
  if (f === undefined) return [];
  if (code === "mount")
    return mountableBeasts(state, f).map((b, i) => described(`Mount ${b.name}`, `mount.${i}`));
  if (code === "dismount")
    return [
      described("Get off"),
      described("Get off and kneel", "dismount.k"),
      described("Get off and lie prone", "dismount.p"),
    ];
  return [described("Jump off as it runs")];
}

/** What a riding option's extra choice means for the order: the animal mounted, or a posture. */
export function ridingDetails(
  state: BattleState,
  key: string,
  option: OptionCode,
  extra: string,
): Pick<MoveOrder, "target" | "posture"> {
  if (option === "dismount") return extra === "k" ? { posture: "kneeling" } : { posture: "prone" };
  const f = state.figures.find((o) => o.id === key);
  const beast = f === undefined ? undefined : mountableBeasts(state, f)[Number(extra)];
  return option === "mount" && beast !== undefined ? { target: beast.id } : {};
}
