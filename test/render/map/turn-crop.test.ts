import { describe, expect, it } from "vitest";
import { customArena, footprint, formatHex, isOut, parseHex } from "../../../src/engine/index.ts";
import {
  actionHexes,
  actionViewport,
  CROP_HEIGHT,
  CROP_WIDTH,
  MIN_PREVIEW_CAP_PX,
} from "../../../src/render/map/crop.ts";
import { analyseLastTurn } from "../../../src/render/map/last-turn.ts";
import { centreOf, inView } from "../../../src/render/map/layout.ts";
import { COLOURS, contrastRatio, darken } from "../../../src/render/map/palette.ts";
import { drawTurnCrop, turnCropLayout } from "../../../src/render/map/turn-crop.ts";
import { capHeightAtPreview } from "./readability.ts";
import { combatExample, giantAndGargoyle, melee20, type Scenario } from "./scenarios.ts";

const hex = (label: string) => {
  const h = parseHex(label);
  if (!h) throw new Error(label);
  return h;
};

const SCENARIOS: readonly [string, () => Scenario][] = [
  ["combat example, turn 3", () => combatExample(3)],
  ["combat example, turn 8", () => combatExample(8)],
  ["20-figure melee", () => melee20()],
  ["giant and gargoyle", () => giantAndGargoyle()],
];

describe("the turn crop's frame", () => {
  it("frames the action with two hexes of margin and widens it into a landscape", () => {
    const arena = customArena(20, 16);
    const view = actionViewport(arena, [hex("H8"), hex("I9")]);
    // Rows: 8 and 9 with two either side; columns widened from H–I ± 2 until landscape.
    expect([view.rowMin + 1, view.rowMax + 1]).toEqual([6, 11]);
    expect(view.colMin).toBeLessThanOrEqual(5);
    expect(view.colMax).toBeGreaterThanOrEqual(10);
    const layout = turnCropLayout({ ...combatExample(1).state, arena, figures: [] });
    expect(layout.width).toBeGreaterThan(layout.height);
  });

  for (const [name, scenario] of SCENARIOS) {
    it(`${name}: shows every living figure, item on the ground and line of last turn`, () => {
      const s = scenario();
      const options = { events: s.events, previous: s.previous };
      const layout = turnCropLayout(s.state, options);
      const last = analyseLastTurn(s.state, s.events, s.previous);
      for (const h of actionHexes(s.state, last))
        expect(inView(layout, h), formatHex(h)).toBe(true);
      for (const f of s.state.figures.filter((x) => !isOut(x))) {
        for (const h of footprint(f)) expect(inView(layout, h)).toBe(true);
      }
      expect(layout.hexLabels).toBe(false);
      expect(layout.width).toBeLessThanOrEqual(CROP_WIDTH);
      // Landscape at about 800 × 450, unless the action itself is taller than wide.
      const v = layout.view;
      const actionPortrait =
        1.5 * (v.colMax - v.colMin + 1) < Math.sqrt(3) * (v.rowMax - v.rowMin + 1);
      if (!actionPortrait) expect(layout.height).toBeLessThanOrEqual(layout.width);
      if (layout.height > CROP_HEIGHT) expect(v.colMax - v.colMin + 1).toBe(s.state.arena.width);
    });
  }

  it("the combat example at turn 8 is a landscape crop of the top of its 8 × 14 arena", () => {
    const s = combatExample(8);
    const canvas = drawTurnCrop(s.state, { events: s.events, previous: s.previous });
    expect(canvas.width).toBeGreaterThan(canvas.height);
    expect(canvas.width).toBeLessThanOrEqual(CROP_WIDTH);
    const layout = turnCropLayout(s.state, { events: s.events, previous: s.previous });
    expect([layout.view.rowMin + 1, layout.view.rowMax + 1]).toEqual([1, 4]);
  });
});

describe("the turn crop reads at Discord's preview width", () => {
  for (const [name, scenario] of SCENARIOS) {
    it(`${name}: edge labels' capitals are at least 10 px tall at 400 px wide`, () => {
      const s = scenario();
      const layout = turnCropLayout(s.state, { events: s.events, previous: s.previous });
      expect(capHeightAtPreview(layout.edgeFontPx, layout.width)).toBeGreaterThanOrEqual(
        MIN_PREVIEW_CAP_PX,
      );
    });
  }

  it("edge labels contrast at least 4.5:1 with the band and with the hex floor", () => {
    expect(contrastRatio(COLOURS.edgeLabel, COLOURS.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(COLOURS.edgeLabel, COLOURS.floor)).toBeGreaterThanOrEqual(4.5);
  });

  it("contrast ratios are WCAG's: black on white 21, the old hex labels 2.56", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio(COLOURS.coordinate, COLOURS.floor)).toBeCloseTo(2.56, 2);
  });

  it("a missed blow between neighbours shows beside the tokens, clear of the facing notches", () => {
    // Turn 8: Wulf, at E1, misses Flavius at E2 (then is pushed back to F1).
    const s = combatExample(8);
    const canvas = drawTurnCrop(s.state, { events: s.events, previous: s.previous });
    const layout = turnCropLayout(s.state, { events: s.events, previous: s.previous });
    const from = centreOf(layout, hex("E1"));
    const to = centreOf(layout, hex("E2"));
    // The bow's apex: halfway along, 0.475 hex sizes to the right of travel (downward = west).
    const angle = Math.atan2(to.y - from.y, to.x - from.x);
    const apex = {
      x: (from.x + to.x) / 2 - Math.sin(angle) * layout.size * 0.475,
      y: (from.y + to.y) / 2 + Math.cos(angle) * layout.size * 0.475,
    };
    const r = Math.round(layout.size * 0.2);
    const data = canvas
      .getContext("2d")
      .getImageData(Math.round(apex.x) - r, Math.round(apex.y) - r, 2 * r, 2 * r).data;
    const line = darken("#E69F00", 0.2);
    const [lr, lg, lb] = [1, 3, 5].map((i) => Number.parseInt(line.slice(i, i + 2), 16));
    let close = 0;
    for (let i = 0; i < data.length; i += 4) {
      const d = Math.max(
        Math.abs((data[i] ?? 0) - (lr ?? 0)),
        Math.abs((data[i + 1] ?? 0) - (lg ?? 0)),
        Math.abs((data[i + 2] ?? 0) - (lb ?? 0)),
      );
      if (d < 20) close++;
    }
    expect(close).toBeGreaterThan(10);
  });
});
