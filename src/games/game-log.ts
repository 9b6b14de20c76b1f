/**
 * A battle's log, for any game: starting and applying with the faces each step rolled recorded,
 * and folding a stored log back into its state. The log is the truth; the state is its fold.
 */
import { type Dice, ForcedDice, RecordingDice } from "../dice/dice.ts";
import type { GameLog, GameRules, Step } from "./game.ts";

/** A step with the faces it rolled, to store beside the order that caused it. */
export interface RecordedStep<State, Event> extends Step<State, Event> {
  readonly faces: readonly number[];
}

/** Thrown when a stored log does not fold under the rules: its faces and orders disagree. */
export class LogMismatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LogMismatchError";
  }
}

/** Takes one step with dice that record the faces it rolls. */
function recorded<State, Event>(
  dice: Dice,
  step: (recording: Dice) => Step<State, Event>,
): RecordedStep<State, Event> {
  const recording = new RecordingDice(dice);
  return { ...step(recording), faces: recording.faces };
}

/** Starts a game, recording the faces its opening rolled. */
export function startRecorded<Setup, State, Order, Event>(
  rules: GameRules<Setup, State, Order, Event>,
  setup: Setup,
  ruleset: string,
  dice: Dice,
): RecordedStep<State, Event> {
  return recorded(dice, (recording) => rules.start(setup, ruleset, recording));
}

/** Applies one order, recording the faces it rolled. */
export function applyRecorded<Setup, State, Order, Event>(
  rules: GameRules<Setup, State, Order, Event>,
  state: State,
  order: Order,
  dice: Dice,
): RecordedStep<State, Event> {
  return recorded(dice, (recording) => rules.apply(state, order, recording));
}

/** Replays a step from its stored faces; every face must be used, or the log is not these rules'. */
function replayStep<State, Event>(
  faces: readonly number[],
  where: string,
  step: (dice: Dice) => Step<State, Event>,
): Step<State, Event> {
  const dice = new ForcedDice(faces);
  const result = step(dice);
  if (dice.remaining !== 0) {
    throw new LogMismatchError(
      `${where} left ${dice.remaining} logged faces unused; the log does not match these rules`,
    );
  }
  return result;
}

/** Folds a stored log from its set-up: the state it describes and each step's events. */
export function foldGameLog<Setup, State, Order, Event>(
  rules: GameRules<Setup, State, Order, Event>,
  log: GameLog<Setup, Order>,
): { state: State; events: (readonly Event[])[] } {
  const opening = replayStep(log.openingFaces, "the opening", (dice) =>
    rules.start(rules.storedSetup?.(log.setup) ?? log.setup, log.ruleset, dice),
  );
  let state = opening.state;
  const events: (readonly Event[])[] = [opening.events];
  log.orders.forEach((entry, index) => {
    const step = replayStep(entry.faces, `order ${index + 1}`, (dice) =>
      rules.apply(state, entry.order, dice),
    );
    state = step.state;
    events.push(step.events);
  });
  return { state, events };
}
