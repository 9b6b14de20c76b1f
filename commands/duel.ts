/**
 * /duel challenge: one player challenges another to a one-on-one battle. The challenge is a
 * message with Accept and Decline buttons that only the challenged player may use; accepting
 * (with their only figure, or one picked from a menu) opens a new thread with the battle
 * formed and ready for the challenger, its GM, to start.
 */
import { SlashCommandBuilder } from "@discordjs/builders";
import { InteractionContextType } from "discord-api-types/v10";
import type { CombatType } from "../src/engine/index.ts";
import type { BattleSummary } from "../src/store/battle-types.ts";
import type { StoredFigure } from "../src/store/figure-store.ts";
import type { Command } from "./command.ts";
import {
  type Challenge,
  CUSTOM_ID_MAX,
  challengeId,
  DUEL_PREFIX,
  parseChallengeId,
  pickId,
} from "./duel/ids.ts";
import { acceptanceClaim, fightingProblem, openDuel } from "./duel/open.ts";
import { duelProblem } from "./duel/permissions.ts";
import { ownFigureChoices } from "./figure/autocomplete.ts";
import { safeText } from "./format/safe-text.ts";
import type { CommandInteraction, ComponentInteraction, Reply } from "./interaction.ts";
import { battleLimitProblem } from "./limits.ts";
import type { Services } from "./services.ts";
import { errorReply } from "./shared/replies.ts";
import { bySubcommand, direct } from "./subcommands.ts";

export const NOT_CHALLENGED = "Only the challenged player can accept or decline this challenge.";
const COMBAT_TYPES: readonly CombatType[] = ["death", "arena", "practice"];
const DEFAULT_TYPE: CombatType = "arena";
/** Discord's limit on a select menu's options. */
const MENU_MAX = 25;

const definition = new SlashCommandBuilder()
  .setName("duel")
  .setDescription("Challenge another player to a one-on-one battle in a new thread")
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((sub) =>
    sub
      .setName("challenge")
      .setDescription("Challenge a player to a duel")
      .addUserOption((o) =>
        o.setName("opponent").setDescription("Who you challenge").setRequired(true),
      )
      .addStringOption((o) =>
        o
          .setName("figure")
          .setDescription("Your fighter (needed if you have more than one)")
          .setMaxLength(32)
          .setAutocomplete(true),
      )
      .addStringOption((o) =>
        o
          .setName("type")
          .setDescription(`Combat type (default ${DEFAULT_TYPE})`)
          .addChoices(
            { name: "To the death", value: "death" },
            { name: "Arena", value: "arena" },
            { name: "Practice", value: "practice" },
          ),
      ),
  )
  .toJSON();

/** The user's figure by name, or their only one; else why not. */
async function chosenFigure(
  services: Services,
  guildId: string,
  userId: string,
  typed: string | undefined,
  who: "You" | "They",
): Promise<StoredFigure | string> {
  if (typed !== undefined && typed.trim() !== "") {
    const found = await services.figures.findOwn(guildId, userId, typed);
    return found ?? `You have no figure named "${safeText(typed.trim())}".`;
  }
  const all = await services.figures.list(guildId, userId);
  const [only, ...more] = all;
  if (only === undefined) return `${who} have no figures yet; make one with /figure create.`;
  if (more.length > 0) return `You have ${all.length} figures; name one with figure:.`;
  return only;
}

async function challenge(interaction: CommandInteraction, services: Services): Promise<void> {
  const { options, actor, place } = interaction;
  const opponent = options.getUser("opponent");
  if (opponent === undefined) {
    await interaction.reply(errorReply("Name who you challenge, e.g. opponent:@bob."));
    return;
  }
  if (opponent === actor.id) {
    await interaction.reply(errorReply("You cannot challenge yourself."));
    return;
  }
  const type = options.getString("type") ?? DEFAULT_TYPE;
  const combatType = COMBAT_TYPES.find((t) => t === type);
  if (combatType === undefined) {
    await interaction.reply(errorReply(`Combat type must be one of ${COMBAT_TYPES.join(", ")}.`));
    return;
  }
  const figure = await chosenFigure(
    services,
    place.guildId,
    actor.id,
    options.getString("figure"),
    "You",
  );
  if (typeof figure === "string") {
    await interaction.reply(errorReply(figure));
    return;
  }
  const problem = await duelProblem(interaction);
  if (problem !== undefined) {
    await interaction.reply(errorReply(problem));
    return;
  }
  const data: Challenge = {
    challengerId: actor.id,
    challengedId: opponent,
    figureId: figure.id,
    combatType,
  };
  const accept = challengeId("accept", data);
  if (accept.length > CUSTOM_ID_MAX) {
    await interaction.reply(errorReply("These ids are too long to fit in a challenge button."));
    return;
  }
  await interaction.reply({
    content: `<@${opponent}>, ${safeText(actor.displayName)} challenges you to a duel (${combatType} combat) with ${safeText(figure.spec.name)}. Accept or decline?`,
    mentionUserIds: [opponent],
    components: [
      {
        kind: "buttons",
        buttons: [
          { customId: accept, label: "Accept", style: "success" },
          { customId: challengeId("decline", data), label: "Decline", style: "danger" },
        ],
      },
    ],
  });
}

async function answer(interaction: ComponentInteraction, services: Services): Promise<void> {
  const parsed = parseChallengeId(interaction.customId);
  if (parsed === undefined) {
    await interaction.reply(errorReply("That challenge button is broken; challenge again."));
    return;
  }
  if (interaction.actor.id !== parsed.challenge.challengedId) {
    await interaction.reply(errorReply(NOT_CHALLENGED));
    return;
  }
  if (parsed.action === "decline") {
    await interaction.update({
      content: `${safeText(interaction.actor.displayName)} declines the duel with <@${parsed.challenge.challengerId}>.`,
      components: [],
    });
    return;
  }
  const challengeMessageId =
    parsed.action === "pick" ? parsed.challengeMessageId : interaction.messageId;
  const claim = acceptanceClaim(challengeMessageId);
  const accepted = await services.battles.recordedBattle(claim);
  if (accepted !== null) {
    await interaction.reply(errorReply(alreadyAccepted(accepted, interaction)));
    return;
  }
  const { guildId } = interaction.place;
  const mine = await services.figures.getById(parsed.challenge.figureId);
  // A menu's challenger is the figure's owner; a button names the challenger to check.
  const challengerId = parsed.action === "pick" ? mine?.ownerId : parsed.challenge.challengerId;
  if (mine === null || mine.ownerId !== challengerId || mine.guildId !== guildId) {
    await interaction.reply(errorReply("The challenger's figure is gone; the challenge lapses."));
    return;
  }
  const data: Challenge = { ...parsed.challenge, challengerId: mine.ownerId };
  let theirs: StoredFigure | null;
  if (parsed.action === "pick") {
    const picked = interaction.values[0] ?? "";
    theirs = await services.figures.getById(picked);
    if (theirs === null || theirs.ownerId !== interaction.actor.id || theirs.guildId !== guildId) {
      await interaction.reply(errorReply("That is not one of your figures."));
      return;
    }
  } else {
    const all = await services.figures.list(guildId, interaction.actor.id);
    if (all.length === 0) {
      await interaction.reply(
        errorReply("You have no figures yet; make one with /figure create, then accept."),
      );
      return;
    }
    if (all.length > 1) {
      await interaction.reply(pickMenu(data, challengeMessageId, all));
      return;
    }
    theirs = all[0] ?? null;
  }
  if (theirs === null) return;
  const problem =
    (await fightingProblem(services, mine, theirs)) ??
    (await duelProblem(interaction)) ??
    (await battleLimitProblem(services, guildId));
  if (problem !== undefined) {
    await interaction.reply(errorReply(problem));
    return;
  }
  const opening = await openDuel(interaction, services, data, claim, mine, theirs);
  if (opening.kind === "refused") {
    await interaction.reply(errorReply(opening.reason));
    return;
  }
  if (opening.kind === "accepted") {
    await interaction.reply(errorReply(alreadyAccepted(opening.battle, interaction)));
    return;
  }
  await interaction.update({
    content: `${safeText(interaction.actor.displayName)} accepts the duel: ${safeText(mine.spec.name)} against ${safeText(theirs.spec.name)} in <#${opening.thread.channelId}>. Either of you starts it there with /battle start.`,
    components: [],
    mentionUserIds: [data.challengerId],
  });
}

/** The answer to a click on a challenge another click accepted: where the duel is, once open. */
function alreadyAccepted(battle: BattleSummary, interaction: ComponentInteraction): string {
  // Until its thread is open, the battle is kept where the challenge was.
  if (battle.channelId === interaction.place.channelId) {
    return "This duel is already accepted; its thread is being opened.";
  }
  return `This duel is already accepted: it is in <#${battle.channelId}>.`;
}

function pickMenu(
  data: Challenge,
  challengeMessageId: string,
  figures: readonly StoredFigure[],
): Reply {
  return {
    content: "Which of your figures takes up the challenge?",
    ephemeral: true,
    components: [
      {
        kind: "select",
        menu: {
          customId: pickId(data, challengeMessageId),
          placeholder: "Your figure",
          options: figures.slice(0, MENU_MAX).map((f) => ({
            label: f.spec.name,
            value: f.id,
            description: `${f.spec.race}, ST ${f.spec.st}, DX ${f.spec.dx}`,
          })),
        },
      },
    ],
  };
}

export const duelCommand: Command = {
  definition,
  ...bySubcommand("duel", { challenge: direct(challenge) }),
  async autocomplete(interaction, services) {
    if (interaction.focused.name !== "figure") {
      await interaction.respond([]);
      return;
    }
    await interaction.respond(
      await ownFigureChoices(interaction, services, interaction.focused.value),
    );
  },
  componentPrefixes: [DUEL_PREFIX],
  handleComponent: answer,
  defersComponents: true,
};
