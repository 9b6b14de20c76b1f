/**
 * AM §5 SHA-KEN by clicks: (b) and (h) offer throws of several stars at once, the most of each DX
 * band the figure's stock allows ("Throw 3 sha-ken": 2–3 cost the same −2, so 3), as the draft's
 * extra `stars-3`. One star is the option's own throw.
 */
import {
  type BattleFigure,
  isShaKen,
  MOST_STARS_AT_ONCE,
  type MoveOrder,
} from "../../src/engine/index.ts";
import type { OrderDraft } from "./order-draft.ts";

/** The book's bands of stars thrown at once, each at its own DX. */
const BANDS: readonly (readonly [number, number])[] = [
  [2, 3],
  [4, 6],
  [7, 9],
  [10, MOST_STARS_AT_ONCE],
];

/** The counts of stars the menu offers a figure with sha-ken ready: the most of each band it can. */
export function volleyCounts(f: BattleFigure): number[] {
  if (!isShaKen(f.readyWeapon)) return [];
  const left = f.shaKen ?? 0;
  return BANDS.filter(([least]) => left >= least).map(([, most]) => Math.min(most, left));
}

export function volleyExtra(stars: number): string {
  return `stars-${stars}`;
}

/** The stars a draft's extra throws at once, or undefined when it names no volley. */
export function draftStars(draft: Pick<OrderDraft, "extra">): number | undefined {
  const match = draft.extra === undefined ? null : /^stars-(\d+)$/.exec(draft.extra);
  return match ? Number(match[1]) : undefined;
}

/** The draft's count of sha-ken thrown at once, as an order's field. */
export function starsDetail(draft: OrderDraft): Pick<MoveOrder, "stars"> {
  const stars = draftStars(draft);
  return stars === undefined ? {} : { stars };
}
