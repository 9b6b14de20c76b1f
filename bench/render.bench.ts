/**
 * The map renderer's speed and output size (src/render/map):
 *
 * - render.duel_median_ms / render.duel_p95_ms: renderMap for the book's combat example after
 *   turn 3 (8 × 14 arena, two figures, last turn's overlay), PNG encoding included.
 * - render.melee20_median_ms / render.melee20_p95_ms: the same for the 20-figure melee on the
 *   default arena (four sides, hand-to-hand, bodies, weapons on the ground).
 * - render.duel_png_kb / render.melee20_png_kb: the PNGs' sizes (Discord's limit is far above).
 *
 * Targets: median under 30 ms (duel) and 60 ms (melee), images under 1 MB. The static arena layer
 * is cached per arena, view and size, as in a running bot; the warm-up renders fill that cache.
 */
import { renderMap } from "../src/render/map/render-map.ts";
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
  let png = await renderMap(scenario.state, options);
  for (let i = 1; i < WARM_UP; i++) png = await renderMap(scenario.state, options);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    png = await renderMap(scenario.state, options);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  report(`render.${name}_median_ms`, quantile(times, 0.5), "ms");
  report(`render.${name}_p95_ms`, quantile(times, 0.95), "ms");
  report(`render.${name}_png_kb`, png.length / 1024, "KB");
}

export async function run(report: Report): Promise<void> {
  await measure(report, "duel", combatExample(3));
  await measure(report, "melee20", melee20());
}
