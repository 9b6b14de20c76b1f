/**
 * /battle join: enters one of the user's figures on a side while the battle is forming. It is
 * placed at once at its side's entrance (or the nearest free hex). In a battle opened from a
 * scenario, naming one of its figures the GM holds takes that figure instead (take-figure.ts).
 */

import { type FigureSpec, validateAdvancedFigure } from "../../src/engine/index.ts";
import { gearOutsideRuleset } from "../figure/gear-options.ts";
import { safeText } from "../format/safe-text.ts";
import { enteringFigure } from "../limits.ts";
import { findSide, written } from "../shared/channel-battle.ts";
import { errorReply } from "../shared/replies.ts";
import type { BattleHandler } from "../subcommands.ts";
import { enterFighter } from "./enter-fighter.ts";
import { NO_ROOM } from "./placement.ts";
import { takeableFigure, takeScenarioFigure } from "./take-figure.ts";

/** Takes a scenario's figure by that name, or else enters the user's own (taking adds no figure). */
export const joinBattle: BattleHandler = async (interaction, services, opened) => {
  const typed = (interaction.options.getString("figure") ?? "").trim();
  const scenarioFigure = takeableFigure(opened.loaded.battle, typed);
  if (scenarioFigure === undefined) await joinWithOwnFigure(interaction, services, opened);
  else await takeScenarioFigure(interaction, opened, scenarioFigure);
};

const joinWithOwnFigure = enteringFigure(async (interaction, services, opened) => {
  const { store, loaded } = opened;
  const { battle } = loaded;
  const typedSide = interaction.options.getString("side") ?? "";
  const side = findSide(battle, typedSide);
  if (side === undefined) {
    const sides = battle.sides.map((s) => `${s.id} (${safeText(s.name)})`).join(", ");
    await interaction.reply(
      errorReply(`There is no side "${safeText(typedSide)}". Sides: ${sides}.`),
    );
    return;
  }
  const name = (interaction.options.getString("figure") ?? "").trim();
  const figure = await services.figures.findOwn(
    interaction.place.guildId,
    interaction.actor.id,
    name,
  );
  if (figure === null) {
    await interaction.reply(
      errorReply(`You have no figure named "${safeText(name)}". Make one with /figure create.`),
    );
    return;
  }
  // A MELEE figure fights under either book; ADVANCED MELEE gear only under AM (AM §5).
  if (battle.ruleset === "melee") {
    const refusal = meleeRefusal(figure.spec);
    if (refusal !== undefined) {
      await interaction.reply(errorReply(refusal));
      return;
    }
  }
  const entered = await enterFighter(store.battles, battle, {
    userId: interaction.actor.id,
    figureId: figure.id,
    ownerName: interaction.actor.displayName,
    side,
    interactionId: interaction.interactionId,
  });
  if (entered === null) {
    await interaction.reply(errorReply(NO_ROOM));
    return;
  }
  if ((await written(interaction, entered)) === null) return;
  await interaction.reply({
    content: `${safeText(figure.spec.name)} (${safeText(interaction.actor.displayName)}) joins ${safeText(side.name)}.`,
  });
});

/**
 * Why a figure may not fight under MELEE: AM-only gear, or (for a figure with IQ, which MELEE
 * does not count) ST and DX short of its race's MELEE total.
 */
function meleeRefusal(spec: FigureSpec): string | undefined {
  const who = safeText(spec.name);
  const amGear = gearOutsideRuleset(spec, "melee");
  if (amGear.length > 0) {
    return `${who} can't join a MELEE battle: it carries ADVANCED MELEE gear (${amGear.join(", ")}). Join a battle made with ruleset: advanced-melee, or change its gear with /figure equip.`;
  }
  const problems = validateAdvancedFigure(spec, "melee");
  if (problems.length === 0) return undefined;
  return `${who} can't join a MELEE battle: ${safeText(problems.join("; "))}. Join a battle made with ruleset: advanced-melee, whose total counts its IQ.`;
}
