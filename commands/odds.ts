/**
 * /odds: the chance that one figure beats another (the user's, another player's, or one of the
 * book's monsters) in any combat type and arena size, or, with neither named in a battle's
 * channel, each side's chance from the battle as it stands. Thousands of duels played by the
 * computer player on worker threads; the answer is private.
 */

import { SlashCommandBuilder, type SlashCommandStringOption } from "@discordjs/builders";
import { InteractionContextType } from "discord-api-types/v10";
import {
  type BattleState,
  type CombatType,
  createBattle,
  SeededDice,
} from "../src/engine/index.ts";
import { contestantName, matchupSetup } from "../src/odds/matchup.ts";
import { runOdds } from "../src/odds/run-odds.ts";
import { summarise } from "../src/odds/summary.ts";
import type { OddsJob } from "../src/odds/tally.ts";
import {
  arenaHeightOption,
  arenaWidthOption,
  combatTypeOption,
  readArena,
} from "./battle/arena-option.ts";
import { NAME_MAX_LENGTH } from "./battle/option-builders.ts";
import type { Command } from "./command.ts";
import { safeText } from "./format/safe-text.ts";
import type { CommandInteraction } from "./interaction.ts";
import { contestantChoices, findContestant } from "./odds/contestants.ts";
import { castOf, oddsLines } from "./odds/odds-reply.ts";
import type { Services } from "./services.ts";
import { openBattle } from "./shared/channel-battle.ts";
import { errorReply } from "./shared/replies.ts";

const COMBAT_TYPES: Readonly<Record<CombatType, string>> = {
  death: "to the death",
  arena: "an arena combat",
  practice: "a practice combat",
};

const contestantOption = (name: string, description: string) => (o: SlashCommandStringOption) =>
  o.setName(name).setDescription(description).setMaxLength(NAME_MAX_LENGTH).setAutocomplete(true);

const definition = new SlashCommandBuilder()
  .setName("odds")
  .setDescription("Who would win: two figures or monsters, or this channel's battle as it stands")
  .setContexts(InteractionContextType.Guild)
  .addStringOption(contestantOption("figure", "Your figure, another player's, or a monster"))
  .addStringOption(contestantOption("against", "The figure or monster it fights"))
  .addStringOption((o) => combatTypeOption(o, "Combat type (default: to the death)"))
  .addIntegerOption(arenaWidthOption)
  .addIntegerOption(arenaHeightOption)
  .toJSON();

async function odds(interaction: CommandInteraction, services: Services): Promise<void> {
  const { options } = interaction;
  const figure = options.getString("figure");
  const against = options.getString("against");
  if (figure === undefined && against === undefined) {
    await battleOdds(interaction, services);
    return;
  }
  if (figure === undefined || against === undefined) {
    await interaction.reply(
      errorReply("Name both figure: and against:, or neither in a battle's channel for its odds."),
    );
    return;
  }
  const type = options.getString("type") ?? "death";
  if (!Object.hasOwn(COMBAT_TYPES, type)) {
    await interaction.reply(
      errorReply(`Combat type must be one of ${Object.keys(COMBAT_TYPES).join(", ")}.`),
    );
    return;
  }
  const combatType = type as CombatType;
  const arena = readArena(options);
  if (arena !== undefined && "problem" in arena) {
    await interaction.reply(errorReply(arena.problem));
    return;
  }
  const { guildId } = interaction.place;
  const a = await findContestant(figure, guildId, interaction.actor.id, services);
  const b =
    "problem" in a ? a : await findContestant(against, guildId, interaction.actor.id, services);
  if ("problem" in a || "problem" in b) {
    await interaction.reply(
      errorReply("problem" in a ? a.problem : (b as { problem: string }).problem),
    );
    return;
  }
  const matchup = { combatType, arena };
  const setups = [matchupSetup(a, b, matchup, 0), matchupSetup(a, b, matchup, 1)] as const;
  let opening: BattleState;
  try {
    // Checked here, where a figure the rules refuse gets its reason, not in the workers.
    opening = createBattle(setups[0], new SeededDice(1)).state;
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    await interaction.reply(errorReply(`These two can't fight here: ${error.message}`));
    return;
  }
  const job: OddsJob = { kind: "matchup", setups };
  const size = arena === undefined ? "12 × 16" : `${arena.width} × ${arena.height}`;
  const heading = `Odds: ${safeText(contestantName(a))} against ${safeText(contestantName(b))}, ${COMBAT_TYPES[combatType]}, ${size} arena.`;
  await answerOdds(interaction, services, job, heading, opening);
}

/** Each side's chance from the channel's battle as it stands. */
async function battleOdds(interaction: CommandInteraction, services: Services): Promise<void> {
  const opened = await openBattle(interaction, services, "started");
  if (opened === null) return;
  const state = opened.loaded.state as BattleState;
  if (state.phase.kind === "ended") {
    await interaction.reply(errorReply("The battle here is over: there are no odds left to give."));
    return;
  }
  const heading = `Odds for the battle here, from turn ${state.turn} as it stands.`;
  await answerOdds(interaction, services, { kind: "battle", state }, heading, state);
}

async function answerOdds(
  interaction: CommandInteraction,
  services: Services,
  job: OddsJob,
  heading: string,
  opening: BattleState,
): Promise<void> {
  const run = services.runOdds ?? ((j: OddsJob) => runOdds(j));
  const tally = await run(job);
  const cast = castOf(opening);
  const summary = summarise(
    tally,
    cast.sides.map((s) => s.id),
    cast.figures.map((f) => f.id),
  );
  await interaction.reply({
    content: oddsLines(heading, summary, cast).join("\n"),
    ephemeral: true,
  });
}

export const oddsCommand: Command = {
  definition,
  execute: odds,
  // Thousands of duels take a moment: acknowledged at once, answered privately.
  deferralOf: () => "private",
  async autocomplete(interaction, services) {
    const { name, value } = interaction.focused;
    const choices =
      name === "figure" || name === "against"
        ? await contestantChoices(interaction, services, value)
        : [];
    await interaction.respond(choices);
  },
};
