/**
 * The shape of a figure of each size: which hexes it covers around its anchor (`position`) for a
 * facing d, and which hex it looks at. Offsets are written as turns of the facing: `[3]` is the hex
 * beyond side d + 3 of the anchor (straight behind), `[3, 2]` one step further beyond side d + 2.
 *
 * MELEE names only the giant (3 hexes). ADVANCED MELEE §3 (MOVEMENT OF MULTI-HEX FIGURES) and §4
 * (FACING) add horses and other riding beasts (2 hexes, §9), "4-hex or larger" creatures, a
 * "5-hex-long lizard" (§5 Oversized Targets) and "7 hexes or bigger" dragons, whose counters'
 * diagrams are lost. Ruling (docs/rulings.md, "Multi-hex figures' shapes"):
 *   - 1 hex: a man;
 *   - 2 hexes: head (the anchor) and hindquarters straight behind it;
 *   - 3 hexes: MELEE's giant triangle, anchor front-left, unchanged;
 *   - 4 hexes: a beast two hexes long and three wide: head, hindquarters behind it, and a flank on
 *     each side touching both;
 *   - 5 hexes: the lizard, a line of five from the head back;
 *   - 7 hexes: the dragon, a line of five (head, neck, body, tail, tail tip) with a wing on each
 *     side of the neck, touching the neck and the body.
 * Every shape but the giant's looks straight ahead from its head, along its length; the giant looks
 * at the hex both its front hexes touch.
 */
import { DIRECTION_STEPS, type Direction, type Hex } from "../hex/coordinates.ts";

export interface FootprintShape {
  /** Each part's offset from the anchor, as turns of the facing; the anchor (`[]`) first. */
  readonly parts: readonly (readonly number[])[];
  /** The hex the figure looks at, as turns of the facing from the anchor. */
  readonly ahead: readonly number[];
  /** How many of the first parts are its front (where a body underfoot costs a jump). */
  readonly frontParts: number;
}

/** The sizes a figure may have, in hexes, and their shapes. */
export const FOOTPRINT_SHAPES: Readonly<Record<number, FootprintShape>> = {
  1: { parts: [[]], ahead: [0], frontParts: 1 },
  2: { parts: [[], [3]], ahead: [0], frontParts: 1 },
  3: { parts: [[], [1], [2]], ahead: [0], frontParts: 2 },
  4: { parts: [[], [3], [2], [4]], ahead: [0], frontParts: 1 },
  5: {
    parts: [[], [3], [3, 3], [3, 3, 3], [3, 3, 3, 3]],
    ahead: [0],
    frontParts: 1,
  },
  7: {
    parts: [[], [3], [3, 2], [3, 4], [3, 3], [3, 3, 3], [3, 3, 3, 3]],
    ahead: [0],
    frontParts: 1,
  },
};

/** The sizes the table knows, smallest first. */
export const FIGURE_SIZES: readonly number[] = Object.keys(FOOTPRINT_SHAPES).map(Number);

/** The shape of a figure of `hexes` hexes; a size the table lacks is a one-hex figure's. */
export function shapeOf(hexes: number): FootprintShape {
  return FOOTPRINT_SHAPES[hexes] ?? (FOOTPRINT_SHAPES[1] as FootprintShape);
}

/** The axial offset of `turns` from a figure facing `facing`. */
export function offsetOf(turns: readonly number[], facing: Direction): Hex {
  let q = 0;
  let r = 0;
  for (const t of turns) {
    const step = DIRECTION_STEPS[(facing + t) % 6] as Hex;
    q += step.q;
    r += step.r;
  }
  return { q, r };
}
