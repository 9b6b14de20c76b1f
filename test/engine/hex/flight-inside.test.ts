/**
 * flightPastTargetInside traces a shot's line past its target only until it leaves the arena: it
 * must give exactly the hexes the full line (flightPastTarget) has before its first hex outside.
 */
import { describe, expect, it } from "vitest";
import { customArena, isInArena } from "../../../src/engine/hex/arena.ts";
import { fromOffset, type Hex, hexKey } from "../../../src/engine/hex/coordinates.ts";
import { flightPastTarget, flightPastTargetInside } from "../../../src/engine/hex/line.ts";

function insidePrefix(line: readonly Hex[], isInside: (h: Hex) => boolean): Hex[] {
  const prefix: Hex[] = [];
  for (const h of line) {
    if (!isInside(h)) break;
    prefix.push(h);
  }
  return prefix;
}

const ARENAS = [
  customArena(12, 16),
  customArena(9, 11, [fromOffset(4, 5), fromOffset(5, 5), fromOffset(2, 8), fromOffset(7, 3)]),
];

describe("flightPastTargetInside", () => {
  it("gives the full line's hexes up to the first one outside, for every pair of hexes", () => {
    const wrong: string[] = [];
    for (const arena of ARENAS) {
      const isInside = (h: Hex) => isInArena(arena, h);
      const hexes: Hex[] = [];
      for (let col = 0; col < arena.width; col += 2) {
        for (let row = 0; row < arena.height; row += 3) hexes.push(fromOffset(col, row));
      }
      for (const from of hexes) {
        for (const target of hexes) {
          for (const beyond of [0, 3, 10, arena.width + arena.height]) {
            const full = insidePrefix(flightPastTarget(from, target, beyond), isInside);
            const traced = flightPastTargetInside(from, target, beyond, isInside);
            if (JSON.stringify(traced) !== JSON.stringify(full))
              wrong.push(`${hexKey(from)} → ${hexKey(target)} beyond ${beyond}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
