import { describe, expect, it } from "vitest";
import {
  customArena,
  defaultArena,
  formatHex,
  fromOffset,
  parseHex,
} from "../../../src/engine/index.ts";
import {
  cropAround,
  fullViewport,
  hexSizeFor,
  makeLayout,
} from "../../../src/render/map/layout.ts";

const hexes = (...labels: string[]) =>
  labels.map((l) => {
    const h = parseHex(l);
    if (!h) throw new Error(l);
    return h;
  });

describe("map layout", () => {
  it("fits the default arena at a readable hex size", () => {
    const layout = makeLayout(defaultArena(), fullViewport(defaultArena()));
    expect(layout.size).toBe(34);
    expect(layout.cropped).toBe(false);
    expect(layout.width).toBeLessThan(800);
  });

  it("crops around the action with a margin, at least 8 by 8, inside the arena", () => {
    const arena = customArena(30, 30);
    const view = cropAround(arena, hexes("M12", "N14"));
    expect(view).not.toBeNull();
    if (!view) return;
    expect(formatHex(fromOffset(view.colMin, view.rowMin))).toBe("J10");
    expect(formatHex(fromOffset(view.colMax, view.rowMax))).toBe("Q17");
    expect(hexSizeFor(view)).toBeGreaterThan(hexSizeFor(fullViewport(arena)));
    const corner = cropAround(arena, hexes("A1"));
    expect(corner && [corner.colMin, corner.rowMin, corner.colMax, corner.rowMax]).toEqual([
      0, 0, 7, 7,
    ]);
  });

  it("shows the whole arena when the action covers most of it", () => {
    expect(cropAround(defaultArena(), hexes("A1", "L16"))).toBeNull();
    expect(cropAround(defaultArena(), [])).toBeNull();
  });
});
