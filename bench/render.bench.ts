/**
 * The map renderer's speed and output size (src/render/map):
 *
 * - render.duel_median_ms / render.duel_p95_ms: renderMap for the book's combat example after
 *   turn 3 (8 × 14 arena, two figures, last turn's overlay), PNG encoding included.
 * - render.melee20_median_ms / render.melee20_p95_ms: the same for the 20-figure melee on the
 *   default arena (four sides, hand-to-hand, bodies, weapons on the ground).
 * - render.duel_png_kb / render.melee20_png_kb: the PNGs' sizes (Discord's limit is far above).
 *
 * - render.encode_floor_ms: the PNG floor of the turn crop's size (combat example, turn 8): a
 *   blank canvas of that size made, painted one colour, read and encoded, each round afresh, by
 *   the synchronous encoder the crop's own pieces use (encodePngSync);
 *   render.encode_rows_ms: the deflate alone of a blank's rows already read (the encoder's part
 *   of the floor). render.crop_median_ms and render.preview_median_ms: the crop and the retreat
 *   preview drawn and encoded, each to stay under twice the floor (render.crop_floor_ratio,
 *   render.preview_floor_ratio). All are timed in interleaved rounds.
 *
 * Targets: median under 30 ms (duel) and 60 ms (melee), images under 1 MB. The static arena layer
 * is cached per arena, view and size, as in a running bot, with its rows compressed for the crop
 * and the preview to reuse (png-reuse.ts); the warm-up renders fill that cache.
 */
import { createCanvas } from "@napi-rs/canvas";
import { encodePngSync } from "../src/render/map/png.ts";
import { renderOrderPreview } from "../src/render/map/preview.ts";
import { renderMap } from "../src/render/map/render-map.ts";
import { drawTurnCrop, renderTurnCrop } from "../src/render/map/turn-crop.ts";
import { combatExample, melee20, type Scenario } from "../test/render/map/scenarios.ts";
import type { Report } from "./report.ts";

const WARM_UP = 5;
const RUNS = 40;

function quantile(sorted: readonly number[], q: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

async function measure(report: Report, name: string, scenario: Scenario): Promise<void> {
  const options = { events: scenario.events, previous: scenario.previous };
  const times = await timings(() => renderMap(scenario.state, options));
  const png = await renderMap(scenario.state, options);
  report(`render.${name}_median_ms`, quantile(times, 0.5), "ms");
  report(`render.${name}_p95_ms`, quantile(times, 0.95), "ms");
  report(`render.${name}_png_kb`, png.length / 1024, "KB");
}

/** `RUNS` timed calls, sorted, after `WARM_UP` untimed ones (which fill the arena cache). */
async function timings(work: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/**
 * Median times of several pieces of work, timed in rounds that run each piece once in turn, so a
 * busy machine slows every piece alike and their ratios hold (`WARM_UP` untimed rounds first).
 */
async function interleavedMedians(works: readonly (() => Promise<unknown>)[]): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) for (const work of works) await work();
  const times = works.map((): number[] => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [k, work] of works.entries()) {
      const started = performance.now();
      await work();
      times[k]?.push(performance.now() - started);
    }
  }
  return times.map((t) =>
    quantile(
      t.sort((a, b) => a - b),
      0.5,
    ),
  );
}

/**
 * The turn crop and the order preview against the PNG floor: a blank canvas of the crop's size,
 * made, painted, read and encoded afresh each round by the same encoder at the same level with
 * nothing to reuse (the cost no picture of that size can avoid). Both should stay under twice the
 * floor. The rows of one blank read once, deflated alone, show the encoder's part of that floor.
 */
async function measureCrop(report: Report): Promise<void> {
  const turn = combatExample(8);
  const options = { events: turn.events, previous: turn.previous };
  const { width, height } = drawTurnCrop(turn.state, options);
  const blankRows = blankCanvas(width, height).data();
  const retreat = combatExample(8, 1).state;
  const [floor = Number.NaN, rows = Number.NaN, crop = Number.NaN, preview = Number.NaN] =
    await interleavedMedians([
      async () => encodePngSync(blankCanvas(width, height).data(), width, height),
      async () => encodePngSync(blankRows, width, height),
      () => renderTurnCrop(turn.state, options),
      () => renderOrderPreview(retreat, { kind: "retreat" }),
    ]);
  report("render.encode_floor_ms", floor, "ms");
  report("render.encode_rows_ms", rows, "ms");
  report("render.crop_median_ms", crop, "ms");
  report("render.crop_floor_ratio", crop / floor, "x");
  report("render.preview_median_ms", preview, "ms");
  report("render.preview_floor_ratio", preview / floor, "x");
}

/** A canvas of one colour, the map's parchment, as a picture with nothing drawn on it. */
function blankCanvas(width: number, height: number) {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#d8cfb8";
  context.fillRect(0, 0, width, height);
  return canvas;
}

export async function run(report: Report): Promise<void> {
  await measure(report, "duel", combatExample(3));
  await measure(report, "melee20", melee20());
  await measureCrop(report);
}
