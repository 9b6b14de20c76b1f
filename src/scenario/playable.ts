/**
 * A scenario to be played rather than replayed (docs/scenario-format.md, "Playing a scenario"):
 * the same reader as a replay, with no scripted orders and no dice, since players give the
 * orders and the battle rolls its own. Pure: no I/O.
 */
import { type ParseResult, parseScenario, type Scenario } from "./parse.ts";
import type { ScenarioIssue } from "./reader.ts";

export type PlayableResult =
  | { readonly ok: true; readonly setup: Scenario["setup"] }
  | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

/** Reads a scenario to play: its set-up, or every problem with its JSON path. */
export function parsePlayableScenario(json: unknown): PlayableResult {
  const parsed: ParseResult = parseScenario(json);
  if (!parsed.ok) return parsed;
  const issues: ScenarioIssue[] = [];
  const file = json as { readonly dice?: unknown };
  if (parsed.scenario.turns.some((orders) => orders.length > 0)) {
    issues.push({
      path: "turns",
      message: `a scenario to be played carries no orders: its players give them (found ${parsed.scenario.turns.length} turns); make it "turns": []`,
    });
  }
  if (file.dice !== undefined) {
    issues.push({
      path: "dice",
      message: "a scenario to be played carries no dice: the battle rolls its own; leave it out",
    });
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, setup: parsed.scenario.setup };
}
