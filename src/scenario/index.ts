/**
 * The scenario file format's public face (docs/scenario-format.md): a client of the rules, which it
 * reaches only through src/engine/index.ts. Code outside src/scenario imports it from here.
 */

export {
  DEFAULT_SEED,
  type DiceSpec,
  formatIssue,
  type ParseResult,
  parseScenario,
  parseScenarioText,
  type Scenario,
  type ScenarioIssue,
  type ScenarioOrder,
} from "./parse.ts";
export {
  describeDecision,
  describeOrder,
  type FailureKind,
  type FigureSummary,
  runScenario,
  type ScenarioFailure,
  type ScenarioRun,
  type ScenarioSummary,
  summarize,
} from "./run.ts";
export { SCENARIO, scenarioJsonSchema } from "./schema.ts";
