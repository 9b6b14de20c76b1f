/**
 * MELEE's hex coordinates: the shared grid (src/hex: axial q, r; flat-topped, odd columns half a
 * hex down) with the labels players type and see, "column letter + row number" (A1 is the top-left
 * hex), and the directions' names.
 */
export {
  DIRECTION_STEPS,
  type Direction,
  directionTo,
  fromOffset,
  type Hex,
  hex,
  hexDistance,
  hexKey,
  hexNumber,
  neighbor,
  neighbors,
  rotate,
  sameHex,
  toOffset,
} from "../../hex/grid.ts";

import { type Direction, fromOffset, type Hex, toOffset } from "../../hex/grid.ts";

/** The six directions' names, clockwise from north; a Direction is its index here. */
export const DIRECTIONS = ["N", "NE", "SE", "S", "SW", "NW"] as const;
export type DirectionName = (typeof DIRECTIONS)[number];

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
