/**
 * A rider's options in the click-by-click order and the typed one (ADVANCED MELEE §9 OPTIONS FOR
 * RIDERS AND MOUNTS): "Mount Bayard" once per riding animal in reach, getting off standing,
 * kneeling or prone, and jumping off. The draft's `extra` carries the animal's place among those
 * in reach (`mount.0`) or the posture (`dismount.k`, `dismount.p`).
 */
import {
  type BattleState,
  type Destination,
  footprint,
  hexDistance,
  type MoveOrder,
  mountableBeasts,
  type OptionCode,
} from "../../src/engine/index.ts";
import type { Choice } from "./order-choices.ts";
import type { OrderDraft } from "./order-draft.ts";

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

/** The horse the draft mounts, when its option is `mount` and its menu entry named one. */
export function beastMounted(state: BattleState, draft: OrderDraft): string | undefined {
  const { figure, option, extra } = draft;
  if (figure === undefined || option !== "mount" || extra === undefined) return undefined;
  return ridingDetails(state, figure, option, extra).target;
}

/** The destinations beside the horse `mountOn`; all of them when it is not given. */
export function besideBeast(
  state: BattleState,
  destinations: readonly Destination[],
  mountOn: string | undefined,
): readonly Destination[] {
  const beast = state.figures.find((f) => f.id === mountOn);
  if (beast === undefined) return destinations;
  const body = footprint(beast);
  return destinations.filter((d) => body.some((h) => hexDistance(h, d.hex) === 1));
}
