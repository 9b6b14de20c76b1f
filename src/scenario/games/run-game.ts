/**
 * Runs a scenario of any game behind the games seam (src/games/game.ts): the set-up started and
 * each order applied with one dice source, as the battle service would, stopping at the first
 * order the rules refuse. Forced dice must all be used, as MELEE's scenarios ask.
 */
import { type Dice, DiceExhaustedError, ForcedDice, SeededDice } from "../../dice/dice.ts";
import type { GameRules } from "../../games/game.ts";

/** Forced faces, or a seed for SeededDice. */
export type GameDiceSpec =
  | { readonly kind: "forced"; readonly faces: readonly number[] }
  | { readonly kind: "seed"; readonly seed: number };

/** A scenario as the rules take it: each order keeps its place in the file, for messages. */
export interface GameScenario<Setup, Order> {
  readonly ruleset: string;
  readonly setup: Setup;
  readonly dice: GameDiceSpec;
  readonly orders: readonly { readonly path: string; readonly order: Order }[];
}

/** Where the run stopped: the place in the file and the rules' (or the dice's) reason. */
export interface GameScenarioFailure {
  readonly path: string;
  readonly message: string;
}

export type GameScenarioRun<State, Event> =
  | {
      readonly ok: true;
      readonly state: State;
      /** The events of each step, the opening's first. */
      readonly steps: readonly (readonly Event[])[];
      readonly diceRolled: number;
    }
  | {
      readonly ok: false;
      /** The state before the failing step, when the set-up started. */
      readonly state: State | null;
      readonly steps: readonly (readonly Event[])[];
      readonly failure: GameScenarioFailure;
    };

/** Counts the faces rolled, whatever the source. */
class CountingDice implements Dice {
  rolled = 0;
  constructor(private readonly inner: Dice) {}
  d6(): number {
    return this.roll(6);
  }
  roll(sides: number): number {
    const face = this.inner.roll(sides);
    this.rolled++;
    return face;
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function runGameScenario<Setup, State, Order, Event>(
  rules: GameRules<Setup, State, Order, Event>,
  scenario: GameScenario<Setup, Order>,
): GameScenarioRun<State, Event> {
  const source =
    scenario.dice.kind === "forced"
      ? new ForcedDice(scenario.dice.faces)
      : new SeededDice(scenario.dice.seed);
  const dice = new CountingDice(source);
  const steps: Event[][] = [];
  let state: State | null = null;
  const fail = (path: string, error: unknown): GameScenarioRun<State, Event> => {
    const reason =
      error instanceof DiceExhaustedError
        ? `${message(error)}; the file gives too few forced dice`
        : message(error);
    return { ok: false, state, steps, failure: { path, message: reason } };
  };
  try {
    const opening = rules.start(scenario.setup, scenario.ruleset, dice);
    state = opening.state;
    steps.push([...opening.events]);
  } catch (error) {
    return fail("", error);
  }
  for (const { path, order } of scenario.orders) {
    try {
      const step = rules.apply(state, order, dice);
      state = step.state;
      steps.push([...step.events]);
    } catch (error) {
      return fail(path, error);
    }
  }
  if (source instanceof ForcedDice && source.remaining > 0) {
    const left = source.remaining;
    return fail("dice", `${left} forced ${left === 1 ? "face was" : "faces were"} left over`);
  }
  return { ok: true, state, steps, diceRolled: dice.rolled };
}
