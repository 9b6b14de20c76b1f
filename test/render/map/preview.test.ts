import { describe, expect, it } from "vitest";
import { formatHex, legalDestinations } from "../../../src/engine/index.ts";
import { drawOrderPreview, previewMarks } from "../../../src/render/map/preview.ts";
import { turnCropLayout } from "../../../src/render/map/turn-crop.ts";
import { combatExample } from "./scenarios.ts";

describe("the order preview", () => {
  it("marks Flavius's reach, the hexes Wulf's front covers, and the planned path", () => {
    // Turn 3, Rome to move: Flavius at F6 (MA 10 with option (a)), Wulf at E1 facing S.
    const { state } = combatExample(3, 2);
    const path = legalDestinations(state, "flavius", "a").find(
      (d) => formatHex(d.hex) === "E2",
    )?.path;
    const marks = previewMarks(state, {
      kind: "order",
      figure: "flavius",
      option: "a",
      path,
      facing: 0,
    });
    expect(marks.reach.map(formatHex)).toEqual(
      legalDestinations(state, "flavius", "a").map((d) => formatHex(d.hex)),
    );
    expect(marks.engaged.map(formatHex).sort()).toEqual(["D1", "E2", "F1"]);
    expect(marks.path.map(formatHex)).toEqual(["F6", ...(path ?? []).map(formatHex)]);
    expect(marks.retreat).toEqual([]);
    const canvas = drawOrderPreview(state, { kind: "order", figure: "flavius", option: "a" });
    expect(canvas.width).toBeGreaterThan(0);
  });

  it("numbers the legal retreat hexes of the pending forced retreat, in the engine's order", () => {
    // Turn 8: Flavius hit Wulf and may push him back.
    const { state } = combatExample(8, 1);
    expect(state.phase.kind).toBe("retreat");
    const marks = previewMarks(state, { kind: "retreat" });
    expect(marks.figure).toBe("wulf");
    expect(marks.retreat.map(formatHex)).toEqual(["F1", "D1"]);
    const canvas = drawOrderPreview(state, { kind: "retreat" });
    expect(canvas.width).toBeGreaterThan(canvas.height);
  });

  it("refuses to preview a retreat when none is pending", () => {
    const { state } = combatExample(3, 2);
    expect(() => previewMarks(state, { kind: "retreat" })).toThrow(/no forced retreat/);
    expect(turnCropLayout(state).hexLabels).toBe(false);
  });
});
