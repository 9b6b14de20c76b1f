import { formatHex, type Hex, parseHex } from "../../../src/engine/hex/coordinates.ts";

/** The hex a player label names; throws on a bad label so tests fail loudly. */
export function at(label: string): Hex {
  const h = parseHex(label);
  if (h === undefined) throw new Error(`bad hex label in test: ${label}`);
  return h;
}

/** Player labels for a list of hexes, for readable expectations. */
export function labels(hexes: readonly Hex[]): string[] {
  return hexes.map(formatHex);
}
