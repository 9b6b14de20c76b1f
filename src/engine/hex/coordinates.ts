/**
 * Hex coordinates. Internally axial (q, r) on a flat-topped grid, as in Red Blob Games' guide:
 * columns run left to right (q), and each column's hexes run top to bottom.
 * Players see "column letter + row number" (A1 is the top-left hex), with odd columns
 * pushed half a hex down ("odd-q" offset layout).
 */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

/** The six directions a flat-topped hex has sides toward, clockwise from north. */
export const DIRECTIONS = ["N", "NE", "SE", "S", "SW", "NW"] as const;
export type DirectionName = (typeof DIRECTIONS)[number];
/** A direction as its index in DIRECTIONS (0 = N … 5 = NW). Facing uses the same numbers. */
export type Direction = 0 | 1 | 2 | 3 | 4 | 5;

const STEPS: readonly Hex[] = [
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
];

/** The axial step toward each direction, indexed by Direction: for hot loops that avoid allocating. */
export const DIRECTION_STEPS: readonly Hex[] = STEPS;

/** The direction of each step (q, r) in −1…1, at (q + 1) · 3 + r + 1; undefined for the rest. */
const DIRECTION_BY_STEP: readonly (Direction | undefined)[] = Array.from({ length: 9 }, (_, i) => {
  const index = STEPS.findIndex((s) => (s.q + 1) * 3 + s.r + 1 === i);
  return index < 0 ? undefined : (index as Direction);
});

export function hex(q: number, r: number): Hex {
  return { q, r };
}

export function sameHex(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/** A compact string key for maps and sets. */
export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`;
}

/**
 * A numeric key for hot loops (no string per lookup): distinct for every hex with |q| and |r| below
 * 32768, far beyond any arena.
 */
export function hexNumber(q: number, r: number): number {
  return (q + 0x8000) * 0x10000 + (r + 0x8000);
}

export function neighbor(h: Hex, direction: Direction): Hex {
  const step = STEPS[direction] as Hex;
  return { q: h.q + step.q, r: h.r + step.r };
}

export function neighbors(h: Hex): Hex[] {
  return STEPS.map((step) => ({ q: h.q + step.q, r: h.r + step.r }));
}

export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The direction from a to b when they are adjacent, or undefined when they are not. */
export function directionTo(a: Hex, b: Hex): Direction | undefined {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  if (dq < -1 || dq > 1 || dr < -1 || dr > 1) return undefined;
  return DIRECTION_BY_STEP[(dq + 1) * 3 + dr + 1];
}

export function rotate(direction: Direction, steps: number): Direction {
  return ((((direction + steps) % 6) + 6) % 6) as Direction;
}

/** Column (0-based) and row (0-based) of the odd-q offset layout players see. */
export function toOffset(h: Hex): { col: number; row: number } {
  return { col: h.q, row: h.r + (h.q - (h.q & 1)) / 2 };
}

export function fromOffset(col: number, row: number): Hex {
  return { q: col, r: row - (col - (col & 1)) / 2 };
}

function columnLetters(col: number): string {
  let letters = "";
  let n = col + 1;
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** The label a player types and sees: "A1", "H12", "AB3". */
export function formatHex(h: Hex): string {
  const { col, row } = toOffset(h);
  if (col < 0 || row < 0) return `(${h.q},${h.r})`;
  return `${columnLetters(col)}${row + 1}`;
}

/** A hex label as players write it: one or two column letters and a row number ("E2"). */
export const HEX_LABEL = /^\s*([A-Za-z]{1,2})\s*(\d{1,3})\s*$/;

/** Parses "H7" (any case, spaces around ignored). Returns undefined for anything else. */
export function parseHex(text: string): Hex | undefined {
  const match = HEX_LABEL.exec(text);
  if (!match) return undefined;
  const letters = (match[1] as string).toUpperCase();
  let col = 0;
  for (const ch of letters) col = col * 26 + (ch.charCodeAt(0) - 64);
  const row = Number(match[2]);
  if (row < 1) return undefined;
  return fromOffset(col - 1, row - 1);
}

export function formatDirection(direction: Direction): DirectionName {
  return DIRECTIONS[direction];
}

/** Whether a number is one of the six directions (orders from files and the API are checked). */
export function isDirection(value: number): value is Direction {
  return Number.isInteger(value) && value >= 0 && value <= 5;
}

/** Parses a facing name ("N", "ne", "South-West" is not accepted: use the six short names). */
export function parseDirection(text: string): Direction | undefined {
  const index = DIRECTIONS.indexOf(text.trim().toUpperCase() as DirectionName);
  return index < 0 ? undefined : (index as Direction);
}
