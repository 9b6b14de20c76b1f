/**
 * The benchmark interface. A bench module exports `run(report)` and calls `report` once per figure
 * it measures; bench/run.ts prints each as one line `bench <name> <value> <unit>` on stdout.
 */

/** Records one measured figure, e.g. report("engine.duels_per_second", 14200, "duels/s"). */
export type Report = (name: string, value: number, unit: string) => void;

/** What a bench module exports. */
export interface BenchModule {
  run(report: Report): Promise<void>;
}

/** The line printed for a figure: whole numbers from 100 up, three significant digits below. */
export function formatBenchLine(name: string, value: number, unit: string): string {
  if (/\s/.test(name) || name === "") throw new Error(`a bench name has no spaces: "${name}"`);
  if (/\s/.test(unit) || unit === "") throw new Error(`a bench unit has no spaces: "${unit}"`);
  if (!Number.isFinite(value)) throw new Error(`bench ${name}: ${value} is not a finite number`);
  const shown =
    Math.abs(value) >= 100 ? String(Math.round(value)) : String(Number(value.toPrecision(3)));
  return `bench ${name} ${shown} ${unit}`;
}
