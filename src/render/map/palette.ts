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

/** Black or white, whichever has the higher contrast ratio against `fill`. */
export function inkFor(fill: string): string {
  const l = luminance(fill);
  const againstWhite = 1.05 / (l + 0.05);
  const againstBlack = (l + 0.05) / 0.05;
  return againstWhite >= againstBlack ? "#ffffff" : "#000000";
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

/** Every side's style, keyed by side id. */
export function sideStyles(state: BattleState): Map<string, SideStyle> {
  return new Map(state.sides.map((side, i) => [side.id, sideStyleAt(i)]));
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
