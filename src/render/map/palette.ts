/**
 * Colours and token shapes. Sides take the Okabe–Ito palette, which stays distinguishable under
 * the common kinds of colour blindness, and each side also gets its own token shape, so no one has
 * to tell sides apart by colour alone.
 */
import type { BattleState } from "../../engine/index.ts";

export type TokenShape =
  | "circle"
  | "square"
  | "diamond"
  | "hexagon"
  | "triangle"
  | "pentagon"
  | "octagon";

export interface SideStyle {
  /** Token fill. */
  readonly fill: string;
  /** Text drawn on the fill (black or white, whichever contrasts more). */
  readonly ink: string;
  /** A darker shade for lines drawn on the light arena floor. */
  readonly line: string;
  readonly shape: TokenShape;
}

/** Okabe–Ito, ordered so the first two sides (the usual duel) differ most: blue, then orange. */
const SIDE_COLOURS = [
  "#0072B2",
  "#E69F00",
  "#009E73",
  "#CC79A7",
  "#56B4E9",
  "#D55E00",
  "#F0E442",
] as const;

const SHAPES: readonly TokenShape[] = [
  "circle",
  "square",
  "diamond",
  "hexagon",
  "triangle",
  "pentagon",
  "octagon",
];

export const COLOURS = {
  background: "#d8cfb8",
  floor: "#f3eedf",
  grid: "#b9ae94",
  megahex: "#6d614a",
  border: "#3b3124",
  wall: "#5a5347",
  wallHatch: "#7d7566",
  coordinate: "#a0957c",
  edgeLabel: "#3b3124",
  ink: "#1b1b1b",
  halo: "#ffffff",
  outFill: "#c4c4c4",
  deadFill: "#8c8c8c",
  item: "#4a4a4a",
  legendBackground: "#fbf8f0",
  legendRule: "#d6ccb4",
  muted: "#5e574a",
  retreat: "#3a3a3a",
  grapple: "#7a1f1f",
  /** A ridden beast's coat and its mane and tail (horse.ts). */
  coat: "#a0703f",
  mane: "#4a3020",
} as const;

function channel(hex: string, index: number): number {
  return Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => {
    const c = channel(hex, i);
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21; AA asks 4.5 for text). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever has the higher contrast ratio against `fill`. */
export function inkFor(fill: string): string {
  return contrastRatio("#ffffff", fill) >= contrastRatio("#000000", fill) ? "#ffffff" : "#000000";
}

/** Mixes a #rrggbb colour toward black by `amount` (0…1). */
export function darken(hex: string, amount: number): string {
  const parts = [0, 1, 2].map((i) =>
    Math.round(channel(hex, i) * (1 - amount) * 255)
      .toString(16)
      .padStart(2, "0"),
  );
  return `#${parts.join("")}`;
}

/** The style of the i-th side (in the battle's side order). Past seven, shapes shift against colours. */
export function sideStyleAt(index: number): SideStyle {
  const colour = SIDE_COLOURS[index % SIDE_COLOURS.length] as string;
  const shape = SHAPES[(index + Math.floor(index / SIDE_COLOURS.length)) % SHAPES.length];
  return {
    fill: colour,
    ink: inkFor(colour),
    line: darken(colour, 0.2),
    shape: shape ?? "circle",
  };
}

/**
 * Colours for sides named after one ("Red", "the Blues", "Team green"): the Okabe–Ito colour
 * nearest the name where there is one, so the palette's contrast holds, and plain red, purple,
 * black and white otherwise (the token shapes still tell sides apart).
 */
const NAMED_COLOURS: Readonly<Record<string, string>> = {
  red: "#D62828",
  blue: "#0072B2",
  green: "#009E73",
  orange: "#E69F00",
  yellow: "#F0E442",
  pink: "#CC79A7",
  purple: "#7B3F9E",
  violet: "#7B3F9E",
  sky: "#56B4E9",
  cyan: "#56B4E9",
  black: "#2B2B2B",
  white: "#FAFAFA",
  grey: "#8C8C8C",
  gray: "#8C8C8C",
  gold: "#E69F00",
};

/** The colour a side's name names, if one word of it is a colour ("Red", "Blue team", "Reds"). */
export function namedColour(name: string): string | undefined {
  const words = name.toLocaleLowerCase("en").split(/[^\p{L}]+/u);
  for (const word of words) {
    const colour = NAMED_COLOURS[word] ?? NAMED_COLOURS[word.replace(/s$/, "")];
    if (colour) return colour;
  }
  return undefined;
}

function styleWithColour(style: SideStyle, colour: string): SideStyle {
  return { ...style, fill: colour, ink: inkFor(colour), line: darken(colour, 0.2) };
}

/**
 * Every side's style, keyed by side id. A side named after a colour is drawn in it; the others take
 * the palette's colours in order, skipping those the named sides took.
 */
export function sideStyles(state: BattleState): Map<string, SideStyle> {
  const named = state.sides.map((side) => namedColour(side.name));
  const taken = new Set(named.filter((c) => c !== undefined));
  const free = SIDE_COLOURS.filter((c) => !taken.has(c));
  let next = 0;
  return new Map(
    state.sides.map((side, i) => {
      const style = sideStyleAt(i);
      const colour = named[i] ?? (taken.size > 0 ? free[next++ % free.length] : undefined);
      return [side.id, colour ? styleWithColour(style, colour) : style];
    }),
  );
}

/** A style for a figure whose side is somehow unknown: grey circles. */
export const UNKNOWN_SIDE: SideStyle = {
  fill: "#999999",
  ink: "#000000",
  line: "#555555",
  shape: "circle",
};

/** Mixes a #rrggbb colour toward white by `amount` (0…1). */
export function tint(hex: string, amount: number): string {
  const parts = [0, 1, 2].map((i) =>
    Math.round((channel(hex, i) + (1 - channel(hex, i)) * amount) * 255)
      .toString(16)
      .padStart(2, "0"),
  );
  return `#${parts.join("")}`;
}
