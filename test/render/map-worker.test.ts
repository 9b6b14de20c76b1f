/**
 * Maps drawn on a worker thread are the very bytes the renderer draws on the event loop, and a
 * map that cannot be drawn fails with the renderer's reason.
 */
import { describe, expect, it } from "vitest";
import type { BattleState } from "../../src/engine/index.ts";
import { renderOrderPreview } from "../../src/render/map/preview.ts";
import { renderMap } from "../../src/render/map/render-map.ts";
import { renderTurnCrop } from "../../src/render/map/turn-crop.ts";
import { renderMapInWorker } from "../../src/render/map-worker/render-in-worker.ts";
import { combatExample, melee20 } from "./map/scenarios.ts";

describe("renderMapInWorker", () => {
  it("draws the same PNG as renderMap, for several maps at once", async () => {
    const scenarios = [combatExample(3), melee20(), combatExample(1)];
    const drawn = await Promise.all(scenarios.map((s) => renderMapInWorker(s.state, s.events)));
    for (const [i, scenario] of scenarios.entries()) {
      const expected = await renderMap(scenario.state, { events: scenario.events, crop: "auto" });
      expect(Buffer.from(drawn[i] ?? [])).toEqual(expected);
    }
  });

  it("draws the picture asked for: the full map, the turn crop or an order's preview", async () => {
    const { state, events } = combatExample(3);
    const plan = { kind: "order", figure: "flavius", option: "a" } as const;
    const [full, crop, preview] = await Promise.all([
      renderMapInWorker(state, events, { kind: "map", crop: "full" }),
      renderMapInWorker(state, events, { kind: "turn-crop" }),
      renderMapInWorker(state, events, { kind: "preview", plan }),
    ]);
    expect(Buffer.from(full)).toEqual(await renderMap(state, { events, crop: "full" }));
    expect(Buffer.from(crop)).toEqual(await renderTurnCrop(state, { events }));
    expect(Buffer.from(preview)).toEqual(await renderOrderPreview(state, plan));
  });

  it("fails with the renderer's reason for a state it cannot draw, and keeps drawing after", async () => {
    const broken = { ...combatExample(3).state, arena: undefined } as unknown as BattleState;
    await expect(renderMapInWorker(broken, [])).rejects.toThrow(/^the map could not be drawn: /);
    const { state, events } = combatExample(3);
    expect((await renderMapInWorker(state, events)).byteLength).toBeGreaterThan(1000);
  });
});
