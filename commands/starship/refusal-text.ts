/** The battle service's refusals of a /starship write, in players' words. */
import type { GameRefusal } from "../../src/battles/outcome.ts";
import { type DuelWording, duelRefusalText } from "../games/duel-refusal-text.ts";

const STARSHIP_WORDING: DuelWording = {
  command: "/starship",
  duel: "starship duel",
  opener: "captain",
  piece: "ship",
  channelBusy: (game) =>
    game === "ur-quan"
      ? "This channel already has a starship duel; /starship status shows it."
      : "This channel already has a battle of another game; finish it first or use another channel.",
  seatsEmpty: "The duel needs a second captain: someone runs /starship join.",
  notAwaited: "It is not your move now; /starship status says whom the duel waits for.",
};

export function starshipRefusalText(refusal: GameRefusal): string {
  return duelRefusalText(STARSHIP_WORDING, refusal);
}
