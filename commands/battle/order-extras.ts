/** What Confirm orders from the click-by-click draft's option and its extra choice. */
import {
  type BattleState,
  isRidingOption,
  type MoveOrder,
  type ReadyChoice,
  unpackable,
} from "../../src/engine/index.ts";
import { draftAttack } from "./attack-offers.ts";
import { airDropDetail } from "./order-air-drops.ts";
import type { OrderDraft } from "./order-draft.ts";
import { figure, weaponsUnder } from "./order-figures.ts";
import { offhandDetails } from "./order-offhand.ts";
import { ridingDetails } from "./order-riding.ts";
import { starsDetail } from "./order-stars.ts";
import { weaponDetails } from "./order-weapons.ts";

/**
 * What the option's extra choice means for the order: its posture, the weapon it readies, or the
 * animal a rider mounts.
 */
export function extraDetails(
  state: BattleState,
  draft: OrderDraft,
): Pick<MoveOrder, "posture" | "ready" | "attack" | "target" | "stars" | "airDrop" | "scoop"> {
  const f = draft.figure === undefined ? undefined : figure(state, draft.figure);
  const { option, extra } = draft;
  if (f === undefined || extra === undefined || option === undefined) return {};
  if (isRidingOption(option)) return ridingDetails(state, f.id, option, extra);
  if (option === "d") return { posture: extra === "k" ? "kneeling" : "prone" };
  const attack = draftAttack(draft);
  if (attack !== undefined) return { attack, ...starsDetail(draft), ...airDropDetail(draft) };
  if (option === "p") return {};
  if (option === "e" && extra === "pack") return { ready: { packOff: true } };
  const unpack = option === "e" ? unpackable(f).find((w) => extra === `unpack-${w}`) : undefined;
  if (unpack !== undefined) return { ready: { unpack } };
  const handled = weaponDetails(f, draft) ?? offhandDetails(draft);
  if (handled !== undefined) return handled;
  const index = Number(extra);
  if (option === "e" || option === "k") {
    const weapon = f.carried[index];
    return weapon === undefined ? {} : { ready: { weapon } satisfies ReadyChoice };
  }
  if (option === "o") {
    const weapon = weaponsUnder(state, f)[index];
    return weapon === undefined ? {} : { ready: { pickUp: weapon } };
  }
  return {};
}
