/**
 * A pack on the back (AM §5 ARMOR AND SHIELDS table: stops 1 hit, from the rear only, DX −1 or
 * −2). AM §7's Melio carries one "containing a load of more than 3 times his ST" at −1, so the bot
 * reads −1 as a loaded pack's and −2 as a very heavy one's, the heavier being the GM's or the
 * player's call (docs/rulings.md, "A pack on the back"). MELEE has no packs.
 */
import { memberOf } from "../lists.ts";

export const PACK_LOADS = ["loaded", "heavy"] as const;
export type PackLoad = (typeof PACK_LOADS)[number];

export const isPackLoad = memberOf(PACK_LOADS);

/** What the pack costs its wearer's DX. */
export const PACK_DX: Readonly<Record<PackLoad, number>> = { loaded: 1, heavy: 2 };

/** Hits a pack stops, and only from behind. */
export const PACK_STOPS = 1;

/** "a loaded pack", "a heavy pack": for the card and the refusals. */
export function packName(load: PackLoad): string {
  return `${load} pack`;
}
