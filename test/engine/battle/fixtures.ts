import { type Hex, parseHex } from "../../../src/engine/hex/coordinates.ts";

/** A hex by its label, failing loudly on a typo. */
export function at(label: string): Hex {
  const h = parseHex(label);
  if (!h) throw new Error(`bad hex label ${label}`);
  return h;
}

export { FLAVIUS, WULF } from "../../../src/engine/figure/book-figures.ts";
