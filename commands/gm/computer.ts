/**
 * /gm computer on: [figure:] [level:] — the GM puts a figure (without figure:, every monster)
 * under the computer player's control at a level (basic by default, or strong), or gives it back
 * with on:false. Logged as a GM control; when the
 * battle is waiting for the figure, the computer answers at once.
 */
import { playComputerTurnsAfter } from "../battle/computer-turns.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { lookUpBattleFigure, type OpenedBattle, written } from "../shared/channel-battle.ts";
import { computerLevelOption } from "../shared/computer-level.ts";
import { errorReply } from "../shared/replies.ts";

export async function setComputer(
  interaction: CommandInteraction,
  _services: Services,
  opened: OpenedBattle,
): Promise<void> {
  const { store, loaded } = opened;
  const { battle } = loaded;
  const on = interaction.options.getBoolean("on") ?? true;
  const chosen = computerLevelOption(interaction);
  if ("problem" in chosen) {
    await interaction.reply(errorReply(chosen.problem));
    return;
  }
  const { level } = chosen;
  const typed = interaction.options.getString("figure");
  let figures = battle.figures.filter((f) => f.kind === "monster");
  if (typed !== undefined && typed.trim() !== "") {
    const found = lookUpBattleFigure(battle, typed);
    if (found.figure === undefined) {
      await interaction.reply(errorReply(found.problem));
      return;
    }
    figures = [found.figure];
  } else if (figures.length === 0) {
    await interaction.reply(errorReply("This battle has no monsters; name a figure with figure:."));
    return;
  }
  // Turning control on changes a figure the computer plays at another level too.
  const changing = figures.filter((f) =>
    on ? !f.computer || f.computerLevel !== level : f.computer,
  );
  const names = figures.map((f) => safeText(f.name)).join(", ");
  if (changing.length === 0) {
    await interaction.reply(
      errorReply(
        on
          ? `${names}: the ${level} computer player controls them already.`
          : `${names}: already under their players' control.`,
      ),
    );
    return;
  }
  const set = await written(
    interaction,
    await store.battles.setComputerControl({
      battleId: battle.id,
      gmId: interaction.actor.id,
      figureKeys: changing.map((f) => f.figureKey),
      computer: on,
      level,
      interactionId: interaction.interactionId,
    }),
  );
  if (set === null) return;
  const changed = changing.map((f) => safeText(f.name)).join(", ");
  await interaction.reply({
    content: on
      ? `🤖 The ${level} computer player now gives the orders of ${changed}.`
      : `${changed} ${changing.length === 1 ? "is" : "are"} back under ${changing.length === 1 ? "its" : "their"} player's control.`,
  });
  if (on) {
    await playComputerTurnsAfter(interaction, store, battle.id);
  }
}
