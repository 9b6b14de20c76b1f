/**
 * A game battle's steps in words for its channel: each step's events in the game's own wording,
 * with who acted when it was not the seat's player (the deadline, the computer, a take-back), and
 * an abandoned or paused game's reason.
 * Sealed orders never reach here: the service's public steps leave them out.
 */
import type { LoadedGameBattle } from "../../src/battles/game-battles.ts";
import type { PublicStep } from "../../src/battles/game-log-entries.ts";
import { DEADLINE_ACTOR } from "../../src/store/log-actors.ts";

export function gameStepLines(loaded: LoadedGameBattle, steps: readonly PublicStep[]): string[] {
  return steps.flatMap((step) => {
    const lines = loaded.play.logLines(loaded.state, step.events);
    if (step.kind === "take-back") return [`${step.seat ?? "A seat"} took back their last order.`];
    if (step.kind === "abandon") return [`The game is abandoned, with no winner: ${step.reason}.`];
    if (step.kind === "pause") return [`The game is paused: ${step.reason}.`];
    if (step.kind === "resume") return ["The game resumes."];
    if (step.actorId === DEADLINE_ACTOR)
      return [`${step.seat} did not answer in time; the default was taken.`, ...lines];
    return lines;
  });
}
