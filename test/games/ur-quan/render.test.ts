import { describe, expect, it } from "vitest";
import { ForcedDice } from "../../../src/dice/dice.ts";
import { urQuanRules } from "../../../src/games/ur-quan/index.ts";
import { shipStatusLines, starMapAltText } from "../../../src/games/ur-quan/render/describe.ts";
import { halvesText, logLines } from "../../../src/games/ur-quan/render/log-text.ts";
import {
  LABEL_PX,
  renderStarMap,
  STAR_MAP_COLOURS,
} from "../../../src/games/ur-quan/render/star-map.ts";
import { contrastRatio } from "../../../src/render/map/palette.ts";
import { MIN_PREVIEW_CAP_PX } from "../../../src/render/map/readability.ts";
import { compareWithGolden, MAX_DIFFERING_FRACTION } from "../../render/map/golden.ts";
import { capHeightAtPreview } from "../../render/map/readability.ts";
import { applyAll, facingOff, scoutAndDreadnought } from "./duel.ts";

const fireDart = { type: "fire", by: "a", slot: "main", target: "s2" } as const;

describe("the Ur-Quan log text", () => {
  it("writes the seed's example as one line with every roll", () => {
    const step = urQuanRules.apply(scoutAndDreadnought(), fireDart, new ForcedDice([8, 4]));
    expect(logLines(step.state, step.events)).toEqual([
      "Scout · Dart d10 = 8 vs Dreadnought Pilot d8 = 4 → hit, ½ crew",
    ]);
  });

  it("writes a Reflex, its effect and the loss of a ship", () => {
    const state = facingOff("ur-quan", "shofixti");
    const fired = urQuanRules.apply(
      state,
      { type: "fire", by: "a", slot: "main", target: "s2" },
      new ForcedDice([7]),
    );
    expect(logLines(fired.state, fired.events)).toEqual(["Dreadnought · Fusion Blast d12 = 7"]);
    const step = urQuanRules.apply(
      fired.state,
      { type: "defend", by: "b", choice: "reflex" },
      new ForcedDice([9]),
    );
    expect(logLines(step.state, step.events)).toEqual([
      "Scout Reflex (Glory Device) d12 = 9 → nullified",
      "Scout explodes in a blaze of glory!",
      "Dreadnought loses 9 crew (12 left).",
      "The Scout is destroyed.",
      "Tanaka wins the battle.",
    ]);
  });

  it("writes half boxes as players do", () => {
    expect([0, 1, 2, 3, 42].map(halvesText)).toEqual(["0", "½", "1", "1½", "21"]);
  });
});

describe("the Star Map in words", () => {
  it("gives each ship's crew and battery, and alt text of places and facings", () => {
    const state = scoutAndDreadnought([{ col: 8, row: 6 }]);
    expect(shipStatusLines(state)).toEqual([
      "Tanaka · Shofixti Scout: crew 3/3, battery 2/2",
      "Ur-Quan · Ur-Quan Dreadnought: crew 21/21, battery 21/21",
    ]);
    expect(starMapAltText(state)).toBe(
      "Star Map 16×12 hexes. Scout at (5,4) facing down; Dreadnought at (5,7) facing up. Asteroids: (8,6).",
    );
  });
});

describe("Star Map golden images", () => {
  async function expectGolden(name: string, png: Buffer): Promise<void> {
    const comparison = await compareWithGolden(name, png);
    expect(comparison.fraction, `${name}: ${comparison.written ?? ""}`).toBeLessThanOrEqual(
      MAX_DIFFERING_FRACTION,
    );
  }

  it("draws the seed's example with the Dart's arc and range previewed", async () => {
    const state = scoutAndDreadnought([
      { col: 3, row: 6 },
      { col: 9, row: 5 },
    ]);
    await expectGolden(
      "ur-quan-dart-preview",
      await renderStarMap(state, { ship: "s1", slot: "main" }),
    );
  });

  it("draws a duel after some manoeuvres", async () => {
    const state = applyAll(scoutAndDreadnought([{ col: 7, row: 6 }]), [
      { type: "turn", by: "a", side: "left" },
      { type: "forward", by: "a", hexes: 2 },
      { type: "end", by: "a" },
      { type: "turn", by: "b", side: "right" },
    ]);
    await expectGolden("ur-quan-duel", await renderStarMap(state));
  });
});

describe("the Star Map reads at Discord's preview width", () => {
  /** The width of a PNG, from its header. */
  const widthOf = (png: Buffer) => png.readUInt32BE(16);

  it("draws edge numbers and ship names with capitals at least 10 px tall at 400 px wide", async () => {
    for (const state of [scoutAndDreadnought(), facingOff("ur-quan", "shofixti")]) {
      const png = await renderStarMap(state, { ship: "s1", slot: "main" });
      expect(capHeightAtPreview(LABEL_PX, widthOf(png))).toBeGreaterThanOrEqual(MIN_PREVIEW_CAP_PX);
    }
  });

  it("gives its text at least 4.5:1 contrast with space, which also edges every ship name", () => {
    const { space, edgeLabel, shipLabel } = STAR_MAP_COLOURS;
    expect(contrastRatio(edgeLabel, space)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shipLabel, space)).toBeGreaterThanOrEqual(4.5);
  });
});
