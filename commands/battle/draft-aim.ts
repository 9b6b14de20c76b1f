/**
 * What an order may aim at, clicked or typed: a part of the target (AM §6 AIMED SHOTS), or the
 * target's mount rather than its rider (AM §9 MOUNTED COMBAT), typed as the aim `mount`.
 */
import { AIMED_PARTS, type AimedPart, type OptionIntent } from "../../src/engine/index.ts";

/** The aim that strikes at the target's mount rather than at its rider. */
export const MOUNT_AIM = "mount";

export type DraftAim = AimedPart | typeof MOUNT_AIM;
export const DRAFT_AIMS: readonly DraftAim[] = [...AIMED_PARTS, MOUNT_AIM];

/** What the order says of an aim: the part aimed at, or that it strikes at the mount. */
export function aimIntent(aim: DraftAim | undefined): Pick<OptionIntent, "aim" | "atMount"> {
  if (aim === undefined) return {};
  return aim === MOUNT_AIM ? { atMount: true } : { aim };
}
