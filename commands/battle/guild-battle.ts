/**
 * A battle named by id (in a button's or menu's custom id, or a command's option) belongs to one
 * server. Custom ids can be forged, so every handler that loads a battle by id goes through here:
 * a battle of another server is answered exactly like one that does not exist, and nothing changes.
 */
import type { LoadedBattle } from "../../src/store/battle-types.ts";
import { BattleNotFoundError } from "../../src/store/errors.ts";
import type { Answerable, BattleServices } from "../shared/channel-battle.ts";
import { errorReply } from "../shared/replies.ts";

export const BATTLE_NOT_FOUND = "That battle isn't found on this server.";

/** The battle with this id if it is the interaction's server's; else null after a private answer. */
export async function loadGuildBattle(
  interaction: Pick<Answerable, "place" | "reply">,
  store: BattleServices,
  battleId: string,
): Promise<LoadedBattle | null> {
  try {
    const loaded = await store.battles.load(battleId);
    if (loaded.battle.guildId === interaction.place.guildId) return loaded;
  } catch (error) {
    if (!(error instanceof BattleNotFoundError)) throw error;
  }
  await interaction.reply(errorReply(BATTLE_NOT_FOUND));
  return null;
}
