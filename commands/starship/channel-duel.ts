/** The channel's starship duel, as every /starship handler but `new` starts from. */
import type { LoadedGameBattle } from "../../src/battles/game-battles.ts";
import type { GameOutcome } from "../../src/battles/outcome.ts";
import type { Place, Reply } from "../interaction.ts";
import type { Services } from "../services.ts";
import { errorReply } from "../shared/replies.ts";
import { starshipRefusalText } from "./refusal-text.ts";

export const UR_QUAN = "ur-quan";

/** The open duel in this channel, or the private answer saying there is none. */
export async function channelDuel(
  services: Services,
  place: Place,
): Promise<LoadedGameBattle | Reply> {
  const loaded = await services.games.battleIn(place.guildId, place.channelId);
  if (loaded === null || loaded.battle.game !== UR_QUAN)
    return errorReply("There is no starship duel in this channel; /starship new opens one.");
  return loaded;
}

export function isReply(value: LoadedGameBattle | Reply): value is Reply {
  return !("battle" in value);
}

/** The write's value, or null after answering its refusal privately. */
export async function written<T>(
  outcome: GameOutcome<T>,
  reply: (reply: Reply) => Promise<void>,
): Promise<T | null> {
  if (outcome.kind === "refused") {
    await reply(errorReply(starshipRefusalText(outcome.refusal)));
    return null;
  }
  return outcome.value;
}
