/**
 * The largest numbers a figure may carry. MELEE sets no ceiling on ST, DX or EP (advancement is
 * "with no upper limit"), but a stored number needs one, well inside a 32-bit integer column.
 */

/** Least and most basic ST, DX or IQ for any figure, fighter or monster (the /battle add options). */
export const MIN_ATTRIBUTE = 1;
export const MAX_ATTRIBUTE = 99;

/**
 * Most EP a figure may hold: far more than buying every attribute up to MAX_ATTRIBUTE costs
 * (under 20,000 EP), and over a thousand death combats' worth (70 EP at most each).
 */
export const MAX_EP = 100_000;

/** A problem with an attribute's value, or undefined when it is a whole number in range. */
export function attributeProblem(
  label: "ST" | "DX" | "IQ",
  value: number,
  who: string,
): string | undefined {
  if (!Number.isInteger(value))
    return `${label} must be a whole number; ${who} has ${label} ${value}`;
  if (value < MIN_ATTRIBUTE || value > MAX_ATTRIBUTE) {
    return `${label} must be from ${MIN_ATTRIBUTE} to ${MAX_ATTRIBUTE}; ${who} has ${label} ${value}`;
  }
  return undefined;
}

/** A problem with an amount of EP held, or undefined when it is a whole number in range. */
export function epProblem(ep: number): string | undefined {
  if (Number.isInteger(ep) && ep >= 0 && ep <= MAX_EP) return undefined;
  return `EP must be a whole number from 0 to ${MAX_EP.toLocaleString("en-US")}; got ${ep}`;
}
