/** The battle service's refusals of a /quick write, in players' words. */
import type { GameRefusal } from "../../src/battles/outcome.ts";
import { type DuelWording, duelRefusalText } from "../games/duel-refusal-text.ts";

const QUICK_WORDING: DuelWording = {
  command: "/quick",
  duel: "Quick Combat duel",
  opener: "player",
  piece: "fighter",
  channelBusy: () => "This channel already has a battle; finish it first or use another channel.",
  seatsEmpty: "The duel needs both seats filled.",
  notAwaited: "The duel is not waiting for you now; /quick status says whom it waits for.",
};

export function quickRefusalText(refusal: GameRefusal): string {
  return duelRefusalText(QUICK_WORDING, refusal);
}
