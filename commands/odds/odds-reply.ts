/** /odds's answer: who wins how often (with the 95 % interval), how long it takes, the EP. */
import type { BattleState } from "../../src/engine/index.ts";
import type { OddsSummary, Rate } from "../../src/odds/summary.ts";
import { safeText } from "../format/safe-text.ts";

/** The named sides and figures the summary's ids stand for. */
export interface OddsCast {
  readonly sides: readonly { readonly id: string; readonly name: string }[];
  readonly figures: readonly { readonly id: string; readonly name: string }[];
}

export function castOf(state: BattleState): OddsCast {
  return {
    sides: state.sides.map(({ id, name }) => ({ id, name })),
    figures: state.figures.map(({ id, name }) => ({ id, name })),
  };
}

const percent = (x: number) => `${(x * 100).toFixed(1)} %`;

function rateText(rate: Rate | undefined): string {
  if (rate === undefined) return "0.0 %";
  return `${percent(rate.rate)} (95 %: ${percent(rate.low)} to ${percent(rate.high)})`;
}

/** The lines of the answer under a heading that says what was simulated. */
export function oddsLines(heading: string, summary: OddsSummary, cast: OddsCast): string[] {
  const ep = cast.figures
    .map((f) => `${safeText(f.name)} ${Math.round(summary.meanEp[f.id] ?? 0)}`)
    .join(", ");
  return [
    heading,
    ...cast.sides.map((s) => `${safeText(s.name)} wins ${rateText(summary.wins[s.id])}`),
    ...(summary.draws.rate > 0
      ? [`No result (still going after 100 turns): ${rateText(summary.draws)}`]
      : []),
    `Mean length: ${summary.meanTurns.toFixed(1)} turns.`,
    `Likely EP (the mean over the duels): ${ep}.`,
    `From ${summary.duels.toLocaleString("en-US")} duels played by the computer player on both sides.`,
  ];
}
