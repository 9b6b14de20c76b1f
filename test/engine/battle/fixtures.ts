import type { BattleSetup } from "../../../src/engine/battle/setup.ts";
import type { Side } from "../../../src/engine/battle/types.ts";
import { FLAVIUS, WULF } from "../../../src/engine/figure/book-figures.ts";
import { customArena } from "../../../src/engine/hex/arena.ts";
import { type Hex, parseHex } from "../../../src/engine/hex/coordinates.ts";

/** A hex by its label, failing loudly on a typo. */
export function at(label: string): Hex {
  const h = parseHex(label);
  if (!h) throw new Error(`bad hex label ${label}`);
  return h;
}

export { FLAVIUS, WULF };

/** The combat example's sides: Rome enters at the bottom (door 1), Germania at the top (door 0). */
export const ROME_AND_GERMANIA: readonly Side[] = [
  { id: "rome", name: "Rome", entrance: 1 },
  { id: "germania", name: "Germania", entrance: 0 },
];

/**
 * MELEE's combat example at its start: Flavius (Rome) at C14 facing north, Wulf (Germania) at E1
 * facing south, to the death on an 8 × 14 arena.
 */
export const COMBAT_EXAMPLE_SETUP: BattleSetup = {
  combatType: "death",
  arena: customArena(8, 14),
  sides: ROME_AND_GERMANIA,
  figures: [
    { kind: "fighter", id: "flavius", side: "rome", spec: FLAVIUS, position: at("C14"), facing: 0 },
    { kind: "fighter", id: "wulf", side: "germania", spec: WULF, position: at("E1"), facing: 3 },
  ],
};
