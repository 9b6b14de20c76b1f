/**
 * /battle start (GM): needs two sides with figures (they stand at their entrances since they
 * joined); rolls the first initiative and posts the roster, the map and the first prompt, and
 * the battle's board.
 */
import { rosterLines } from "../../src/render/log-text.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { type OpenedBattle, written } from "../shared/channel-battle.ts";
import { errorReply } from "../shared/replies.ts";
import { refreshBoard } from "./board.ts";
import { playComputerTurnsAfter } from "./computer-turns.ts";
import { decisionPrompt, logLines, mapFile, withPrompts } from "./flow.ts";
import { logMessages } from "./log-embeds.ts";

export async function battleStart(
  interaction: CommandInteraction,
  _services: Services,
  opened: OpenedBattle,
): Promise<void> {
  const { store, loaded } = opened;
  const { battle } = loaded;
  const empty = battle.sides.filter((s) => !battle.figures.some((f) => f.sideId === s.id));
  if (empty.length > 0) {
    await interaction.reply(
      errorReply(
        `Both sides need figures first; ${empty.map((s) => safeText(s.name)).join(" and ")} has none. Players join with /battle join; the GM adds monsters with /battle add.`,
      ),
    );
    return;
  }
  const started = await written(
    interaction,
    await store.battles.start({
      battleId: battle.id,
      actorId: interaction.actor.id,
      dice: store.newDice(),
      interactionId: interaction.interactionId,
    }),
  );
  if (started === null) return;
  const { state, events, version } = started.value;
  const [first, ...more] = logMessages("The battle begins", [
    ...rosterLines(state),
    ...logLines(state, events),
  ]);
  const fresh = (await store.battles.load(battle.id)).battle;
  const [opening, ...rest] = withPrompts(
    [{ ...first, files: [await mapFile(state, [])] }, ...more],
    [decisionPrompt(fresh, state, version)],
  );
  if (opening !== undefined) await interaction.reply(opening);
  for (const message of rest) await interaction.followUp(message);
  await refreshBoard(interaction.channelMessages?.(), store, fresh, state);
  await playComputerTurnsAfter(interaction, store, battle.id);
}
