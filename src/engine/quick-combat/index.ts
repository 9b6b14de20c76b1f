/** ADVANCED MELEE's Quick Combat System (AM §8): the engine's second way to fight a duel. */
export { applyQuickOrder, fighterOf, quickAwaiting } from "./apply.ts";
export {
  actionProblem,
  distanceBetween,
  foeOf,
  legalActions,
  legalMoves,
  moveProblem,
} from "./options.ts";
export { rangeAdjustment } from "./resolve.ts";
export { fixedAdjDx, startQuickCombat } from "./start.ts";
export * from "./types.ts";
