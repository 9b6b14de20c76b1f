/** The channel's starship duel, as every /starship handler but `new` starts from. */
import type { LoadedGameBattle } from "../../src/battles/game-battles.ts";
import { type Refused, refusalAnswerer } from "../games/forming.ts";
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

/** Answers a /starship write's refusal privately, in the duel's words. */
export function starshipRefused(answer: { reply(reply: Reply): Promise<void> }): Refused {
  return refusalAnswerer(answer, starshipRefusalText);
}
