/**
 * The scenario file format's public face (docs/scenario-format.md): a client of the rules, which it
 * reaches only through src/engine/index.ts. Code outside src/scenario imports it from here.
 */

export type {
  GameDiceSpec,
  GameScenario,
  GameScenarioFailure,
  GameScenarioRun,
} from "./games/run-game.ts";
export { runGameScenario } from "./games/run-game.ts";
export {
  parseUrQuanScenario,
  runUrQuanScenario,
  summarizeUrQuan,
  type UrQuanParseResult,
  type UrQuanScenario,
  type UrQuanSummary,
} from "./games/ur-quan.ts";
export { UR_QUAN_SCENARIO, urQuanScenarioJsonSchema } from "./games/ur-quan-schema.ts";
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
export { type PlayableResult, parsePlayableScenario } from "./playable.ts";
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
