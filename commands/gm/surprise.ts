/**
 * /gm surprise: ADVANCED MELEE's surprise (AM §3) as an engine GM ruling (src/engine/battle/
 * surprise.ts), given while a turn's initiative is being chosen: the side named wins it, and under
 * full surprise the other sides get no option that turn. Logged and undone like any order; a
 * duellist's or a playing GM's ruling is proposed for another side's agreement. With `bonus`, it
 * rules instead the side's lasting bonus to its initiative rolls (AM §3 INITIATIVE: a leader's
 * Tactics or Strategy, superior organisation; src/engine/battle/initiative-bonus.ts), at any time.
 * With `figure` and kind fleeing, it rules that one figure of the side has been running away, so
 * it may flee on before anyone moves (AM §3 INITIATIVE; src/engine/battle/fleeing.ts).
 */
import { SURPRISE_NOT_UNDER_MELEE } from "../../src/engine/index.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { lookUpBattleFigure, type OpenedBattle } from "../shared/channel-battle.ts";
import { errorReply } from "../shared/replies.ts";
import { giveBattleRuling } from "./battle-ruling.ts";

/** /gm surprise side [kind | bonus] [reason]: a surprise, or (with bonus) an organised side's edge. */
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
  const kind = interaction.options.getString("kind");
  const bonus = interaction.options.getInteger("bonus");
  const typedFigure = interaction.options.getString("figure");
  if (typedFigure !== undefined) {
    const { figure, problem } = lookUpBattleFigure(loaded.battle, typedFigure);
    const wrong =
      problem ??
      (kind !== "fleeing" || bonus !== undefined
        ? "A figure is named only with kind:fleeing: surprise and initiative bonuses are a side's."
        : figure?.sideId !== side.id
          ? `${safeText(figure?.name ?? typedFigure)} is not on ${safeText(side.name)}.`
          : undefined);
    if (wrong !== undefined || figure === undefined) {
      await interaction.reply(errorReply(wrong ?? problem ?? ""));
      return;
    }
    await giveBattleRuling(interaction, services, opened, {
      kind: "fleeing",
      figure: figure.figureKey,
    });
    return;
  }
  if (bonus !== undefined && kind !== undefined) {
    await interaction.reply(
      errorReply("Give a surprise's kind or an initiative bonus, not both: they are two rulings."),
    );
    return;
  }
  await giveBattleRuling(
    interaction,
    services,
    opened,
    bonus === undefined
      ? kind === "fleeing"
        ? { kind: "surprise", side: side.id, full: false, fleeing: true }
        : { kind: "surprise", side: side.id, full: kind !== "lesser" }
      : { kind: "initiative-bonus", side: side.id, bonus },
  );
}
