/**
 * The computer player and simulated duels' public face: a client of the rules, which it reaches
 * only through src/engine/index.ts. Code outside src/computer imports it from here.
 */

export {
  DEFAULT_MAX_TURNS,
  type DuelOptions,
  type DuelResult,
  duelBattle,
  duelSeed,
  duelSetup,
  FACING_FROM_END,
  simulateDuel,
} from "./duel.ts";
export {
  answerAt,
  COMPUTER_LEVELS,
  type ComputerLevel,
  figureOrderAt,
  isComputerLevel,
} from "./levels.ts";
export { type MirrorTally, mirrorDuel, mirrorMatch } from "./mirror.ts";
export { answer, chooseOrder, facingToward, figureOrder, safestOrder } from "./policy.ts";
export { strongAnswer, strongChooseOrder, strongFigureOrder } from "./strong.ts";
