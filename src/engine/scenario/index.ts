/**
 * The scenario file format's public face (docs/scenario-format.md): a client of the rules that
 * lives beside them, not part of src/engine/index.ts. Code outside src/engine imports it from here.
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
