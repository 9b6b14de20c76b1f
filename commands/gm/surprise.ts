/**
 * /gm surprise: ADVANCED MELEE's surprise (AM §3) as an engine GM ruling (src/engine/battle/
 * surprise.ts), given while a turn's initiative is being chosen: the side named wins it, and under
 * full surprise the other sides get no option that turn. Logged and undone like any order; a
 * duellist's or a playing GM's ruling is proposed for another side's agreement.
 */
import { SURPRISE_NOT_UNDER_MELEE } from "../../src/engine/index.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import type { OpenedBattle } from "../shared/channel-battle.ts";
import { errorReply } from "../shared/replies.ts";
import { giveBattleRuling } from "./battle-ruling.ts";

/** /gm surprise side [kind] [reason] */
export async function ruleSurprise(
  interaction: CommandInteraction,
  services: Services,
  opened: OpenedBattle,
): Promise<void> {
  const { loaded } = opened;
  const state = loaded.state;
  if (state?.ruleset !== "advanced-melee") {
    await interaction.reply(errorReply(SURPRISE_NOT_UNDER_MELEE));
    return;
  }
  const typed = (interaction.options.getString("side") ?? "").trim().toLowerCase();
  const side = state.sides.find((s) => s.id === typed || s.name.toLowerCase() === typed);
  if (side === undefined) {
    const names = state.sides.map((s) => s.name).join(", ");
    await interaction.reply(
      errorReply(`"${safeText(typed)}" is not a side; name one of ${names}.`),
    );
    return;
  }
  await giveBattleRuling(interaction, services, opened, {
    kind: "surprise",
    side: side.id,
    full: interaction.options.getString("kind") !== "lesser",
  });
}
