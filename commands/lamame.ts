/**
 * /lamame: La Mame's MELEE (docs/la-mame.md) in a channel, on the battle service. `new` opens a
 * game for 2 to 4 players, `join` takes a seat, `start` (the opener's) gives empty seats to the
 * computer and starts, `order` gives your seat's order in the words of `/lamame help`, answered
 * privately (a sealed choice stays yours until the game reveals it), `back` takes back your last
 * order, `status` shows the board with its map to everyone, `resume` (the opener's) takes orders
 * again after a pause for a channel the bot lost (commands/games/channel-lost.ts). The game keeps one board message,
 * edited in place after each step (lamame/board.ts).
 */
import { SlashCommandBuilder } from "@discordjs/builders";
import { InteractionContextType } from "discord-api-types/v10";
import { LA_MAME_PLAY } from "../src/games/la-mame/play.ts";
import type { Command } from "./command.ts";
import { type GameCommandWords, playLoadedGame } from "./games/common-steps.ts";
import { joinSeat, openGame, refusalAnswerer } from "./games/forming.ts";
import type { CommandInteraction } from "./interaction.ts";
import { boardReply } from "./lamame/board.ts";
import { LA_MAME_PREFIX } from "./lamame/choose.ts";
import { laMameClick } from "./lamame/clicks.ts";
import { CommandError, LA_MAME_HELP, parseLaMameOrder } from "./lamame/order-words.ts";
import { gameRefusalText } from "./lamame/refusal-text.ts";
import type { Services } from "./services.ts";
import { errorReply } from "./shared/replies.ts";

const GAME = LA_MAME_PLAY.rules.id;

const definition = new SlashCommandBuilder()
  .setName("lamame")
  .setDescription("La Mame's MELEE: areas, knights and secret gold bids, for 2 to 4 players")
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((s) =>
    s
      .setName("new")
      .setDescription("Open a game in this channel")
      .addIntegerOption((o) =>
        o.setName("players").setDescription("How many players (2-4)").setMinValue(2).setMaxValue(4),
      )
      .addStringOption((o) =>
        o
          .setName("ruleset")
          .setDescription("Introductory (default) or full, with ability cards")
          .addChoices(...LA_MAME_PLAY.rules.rulesets.map((r) => ({ name: r, value: r }))),
      ),
  )
  .addSubcommand((s) => s.setName("join").setDescription("Take a seat in this channel's game"))
  .addSubcommand((s) =>
    s.setName("start").setDescription("Start the game; empty seats go to the computer"),
  )
  .addSubcommand((s) =>
    s
      .setName("order")
      .setDescription("Your seat's order, privately (e.g. bid 3, pick tax, guess 1 2)")
      .addStringOption((o) =>
        o
          .setName("text")
          .setDescription("The order, as /lamame help lists")
          .setRequired(true)
          .setMaxLength(200),
      ),
  )
  .addSubcommand((s) => s.setName("back").setDescription("Take back your last order"))
  .addSubcommand((s) =>
    s
      .setName("resume")
      .setDescription("Resume the game paused when the bot lost this channel (its opener)"),
  )
  .addSubcommand((s) => s.setName("status").setDescription("The board, gold and whose turn"))
  .addSubcommand((s) => s.setName("help").setDescription("The orders you can type"))
  .toJSON();

async function lamame(interaction: CommandInteraction, services: Services): Promise<void> {
  const games = services.games;
  const { guildId, channelId } = interaction.place;
  const actor = interaction.actor.id;
  const interactionId = interaction.interactionId;
  const sub = interaction.subcommand;
  if (sub === "help") {
    await interaction.reply({ content: LA_MAME_HELP.join("\n"), ephemeral: true });
    return;
  }
  const answer = refusalAnswerer(interaction, gameRefusalText);
  if (sub === "new") {
    const players = interaction.options.getInteger("players") ?? 3;
    const battleId = await openGame(
      games,
      {
        game: GAME,
        ruleset: interaction.options.getString("ruleset"),
        seats: players,
        guildId,
        channelId,
        gmId: actor,
        interactionId,
        // Every game's battles count toward the server's limit, inside the open's transaction.
        limit: services.limits.activeBattlesPerGuild,
      },
      answer,
    );
    if (battleId === null) return;
    await interaction.reply({
      content: `A game of La Mame's MELEE for ${players} is forming: /lamame join to take a seat; its opener starts it with /lamame start, and the computer plays any empty seat.`,
    });
    return;
  }
  const loaded = await games.battleIn(guildId, channelId);
  if (loaded === null) {
    await interaction.reply(errorReply(gameRefusalText({ code: "no-battle" })));
    return;
  }
  const battleId = loaded.battle.id;
  if (sub === "join") {
    const seat = await joinSeat(games, { battleId, playerId: actor, interactionId }, answer);
    if (seat === null) return;
    await interaction.reply({
      content: `<@${actor}> takes the ${seat} seat.`,
      mentionUserIds: [],
    });
    return;
  }
  return playLoadedGame(interaction, games, loaded, answer, LA_MAME_WORDS);
}

/** A typed order, or the reason the words give none. */
function laMameOrderOrReason(text: string, seat: string): object | string {
  try {
    return parseLaMameOrder(text, seat);
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    return error.message;
  }
}

const LA_MAME_WORDS: GameCommandWords = {
  command: "lamame",
  noSeat: "You hold no seat in this game; /lamame join before it starts.",
  parseOrder: laMameOrderOrReason,
  board: boardReply,
};

export const lamameCommand: Command = {
  definition,
  execute: lamame,
  componentPrefixes: [LA_MAME_PREFIX],
  handleComponent: laMameClick,
  defersComponents: true,
};
