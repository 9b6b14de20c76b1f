/**
 * What a seat is taken to have chosen when its deadline passes (ours; the issue asks for stated
 * defaults): bid 0 for start player, Tax (Tax then Build in Winter), the fewest guesses counting
 * up from 1, pass or end the action, keep the start player card, call off an attack.
 */
import { guessesDue } from "./combat.ts";
import { LaMameError } from "./error.ts";
import { awaitingSeats } from "./rules.ts";
import type { LaMameOrder, LaMameState } from "./state.ts";

export function defaultOrder(state: LaMameState, by: string): LaMameOrder {
  const awaited = awaitingSeats(state).find((a) => a.seat === by);
  if (awaited === undefined) throw new LaMameError(`The game does not wait for ${by}.`);
  switch (awaited.decision) {
    case "start bid":
      return { type: "start-bid", by, gold: 0 };
    case "start player":
      return { type: "choose-start", by, start: by };
    case "action cards":
      return { type: "pick-actions", by, cards: state.season === 3 ? ["tax", "build"] : ["tax"] };
    case "attack gold":
      return { type: "withdraw", by };
    case "defence guess": {
      const attack = state.phase.kind === "actions" ? state.phase.attack : null;
      const due = attack === null ? 1 : guessesDue(state, attack);
      return { type: "guess", by, guesses: Array.from({ length: due }, (_, i) => i + 1) };
    }
    case "build":
    case "move or attack":
      return { type: "end-action", by };
    default:
      return { type: "pass", by };
  }
}
