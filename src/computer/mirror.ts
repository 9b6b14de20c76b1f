/**
 * Mirror matches: the strong player against the safe one with the same fighter on both sides, to
 * measure how much looking ahead is worth. The strong player takes side "a" in even duels and
 * side "b" in odd ones, and the sides swap ends every other pair, so neither the side nor the end
 * favours either player.
 */

import { type Dice, SeededDice } from "../dice/dice.ts";
import {
  applyOrderInPlace,
  type BattleState,
  type Decision,
  type FigureSpec,
  type Order,
  pendingDecision,
  prepareBattle,
  startBattle,
} from "../engine/index.ts";
import { DEFAULT_MAX_TURNS, type DuelOptions, duelSeed, duelSetup } from "./duel.ts";
import { answer } from "./policy.ts";
import { strongAnswer } from "./strong.ts";

export interface MirrorTally {
  readonly strongWins: number;
  readonly basicWins: number;
  readonly draws: number;
}

/** The strong player's seat in a mirror duel (the bench wraps it to time its orders). */
export type StrongPlayer = (state: BattleState, decision: Decision, dice: Dice) => Order;

/** Plays one duel of `spec` against itself, the strong player on `strongSide`. */
export function mirrorDuel(
  spec: FigureSpec,
  strongSide: "a" | "b",
  seed: number,
  options: DuelOptions = {},
  strong: StrongPlayer = strongAnswer,
): "strong" | "basic" | null {
  const dice = new SeededDice(seed);
  const { state } = startBattle(prepareBattle(duelSetup(spec, spec, options)), dice);
  const maxTurns = options.maxTurns ?? DEFAULT_MAX_TURNS;
  for (;;) {
    const decision = pendingDecision(state);
    if (decision.kind === "ended") {
      if (decision.winner === null) return null;
      return decision.winner === strongSide ? "strong" : "basic";
    }
    if (state.turn > maxTurns) return null;
    const order =
      decidingSide(state, decision) === strongSide
        ? strong(state, decision, dice)
        : answer(state, decision);
    applyOrderInPlace(state, order, dice);
  }
}

/** `duels` mirror duels, four of each fighter in turn; duel i rolls the dice of duelSeed(seed, i). */
export function mirrorMatch(
  specs: readonly FigureSpec[],
  duels: number,
  seed: number,
  options: Omit<DuelOptions, "aEnd"> = {},
): MirrorTally {
  let strongWins = 0;
  let basicWins = 0;
  let draws = 0;
  for (let i = 0; i < duels; i++) {
    // Four duels per fighter: each side and each end for the strong player.
    const spec = specs[Math.floor(i / 4) % specs.length] as FigureSpec;
    const strongSide = i % 2 === 0 ? "a" : "b";
    const aEnd = Math.floor(i / 2) % 2 === 0 ? 0 : 1;
    const result = mirrorDuel(spec, strongSide, duelSeed(seed, i), { ...options, aEnd });
    if (result === "strong") strongWins++;
    else if (result === "basic") basicWins++;
    else draws++;
  }
  return { strongWins, basicWins, draws };
}

/** The side that owes the decision: the initiative winner, the side moving, the actor's side. */
function decidingSide(state: BattleState, decision: Decision): string | null {
  switch (decision.kind) {
    case "initiative":
    case "orders":
      return decision.side;
    case "act":
      return state.figures.find((f) => f.id === decision.figure)?.side ?? null;
    case "retreat": {
      const victor = decision.rights[0]?.victor;
      return state.figures.find((f) => f.id === victor)?.side ?? null;
    }
    case "ended":
      return decision.winner;
  }
}
