/**
 * /quick: ADVANCED MELEE's Quick Combat System (AM §8) in a channel, on the battle service. `new`
 * opens a duel of two of the book's fighters (or, with `figure`, the opener's own figure in seat A,
 * the opener seated), `join` takes a seat (with `figure`, fighting with the player's own figure), `start` (the opener's) gives
 * an empty seat to the computer and starts, `order` gives your fighter's move or action in
 * words (actions stay private until both are in), `status` shows the board, `help` the orders,
 * `resume` (the opener's) takes orders again after a pause for a channel the bot lost.
 * The board's Give orders button offers the same orders by clicks (quick/clicks.ts).
 */
import { SlashCommandBuilder } from "@discordjs/builders";
import { InteractionContextType } from "discord-api-types/v10";
import {
  ORDER_HELP,
  parseOrderWords,
  QUICK_COMBAT_PLAY,
  QUICK_FIGHTERS,
  type QuickSeat,
} from "../src/games/quick-combat/play.ts";
import { NAME_MAX_LENGTH } from "./battle/option-builders.ts";
import type { Command } from "./command.ts";
import { type GameCommandWords, playLoadedGame } from "./games/common-steps.ts";
import { joinSeat, openGame, refusalAnswerer } from "./games/forming.ts";
import type { CommandInteraction } from "./interaction.ts";
import { battleLimitProblem } from "./limits.ts";
import { QUICK_PREFIX, quickBoard } from "./quick/board.ts";
import { quickClick } from "./quick/clicks.ts";
import { autocompleteQuick, ownFighter } from "./quick/own-figure.ts";
import { quickRefusalText } from "./quick/refusal-text.ts";
import type { Services } from "./services.ts";
import { errorReply } from "./shared/replies.ts";

const GAME = QUICK_COMBAT_PLAY.rules.id;
const FIGHTER_CHOICES = Object.entries(QUICK_FIGHTERS).map(([value, spec]) => ({
  name: spec.name,
  value,
}));

const definition = new SlashCommandBuilder()
  .setName("quick")
  .setDescription("ADVANCED MELEE's Quick Combat: a fast duel without a hex map")
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((s) =>
    s
      .setName("new")
      .setDescription("Open a duel in this channel")
      .addStringOption((o) =>
        o
          .setName("a")
          .setDescription("Seat A's fighter (Flavius)")
          .addChoices(...FIGHTER_CHOICES),
      )
      .addStringOption((o) =>
        o
          .setName("b")
          .setDescription("Seat B's fighter (Wulf)")
          .addChoices(...FIGHTER_CHOICES),
      )
      .addStringOption((o) =>
        o
          .setName("figure")
          .setDescription("Fight with your own figure: you take seat A with it")
          .setMaxLength(NAME_MAX_LENGTH)
          .setAutocomplete(true),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName("join")
      .setDescription("Take a seat in this channel's duel")
      .addStringOption((o) =>
        o
          .setName("figure")
          .setDescription("Fight with your own figure instead of the seat's")
          .setMaxLength(NAME_MAX_LENGTH)
          .setAutocomplete(true),
      ),
  )
  .addSubcommand((s) =>
    s.setName("start").setDescription("Start the duel; an empty seat goes to the computer"),
  )
  .addSubcommand((s) =>
    s
      .setName("order")
      .setDescription("Your fighter's move or action (e.g. move 5, strike, ready dagger)")
      .addStringOption((o) =>
        o
          .setName("text")
          .setDescription("The order, as /quick help lists")
          .setRequired(true)
          .setMaxLength(100),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName("resume")
      .setDescription("Resume the duel paused when the bot lost this channel (its opener)"),
  )
  .addSubcommand((s) => s.setName("status").setDescription("The board and whose turn"))
  .addSubcommand((s) => s.setName("help").setDescription("The orders you can type"))
  .toJSON();

const HELP = [
  "Quick Combat (ADVANCED MELEE §8): two fighters on a track of 16 hexes, no facing or engagement.",
  "Each turn: initiative (1 die each; the winner may move first or second), both moves, then one action each, all at once.",
  "Moved more than half your MA: no action. Moved more than 1 hex: no firing, standing up or picking up.",
  `Orders: ${ORDER_HELP}.`,
];

async function quick(interaction: CommandInteraction, services: Services): Promise<void> {
  const games = services.games;
  const { guildId, channelId } = interaction.place;
  const actor = interaction.actor.id;
  const interactionId = interaction.interactionId;
  const sub = interaction.subcommand;
  if (sub === "help") {
    await interaction.reply({ content: HELP.join("\n"), ephemeral: true });
    return;
  }
  if (sub === "new") {
    const full = await battleLimitProblem(services, guildId);
    if (full !== undefined) {
      await interaction.reply(errorReply(full));
      return;
    }
    const a = interaction.options.getString("a") ?? "flavius";
    const b = interaction.options.getString("b") ?? "wulf";
    if (!Object.hasOwn(QUICK_FIGHTERS, a) || !Object.hasOwn(QUICK_FIGHTERS, b)) {
      const names = FIGHTER_CHOICES.map((c) => c.name).join(", ");
      await interaction.reply(errorReply(`Choose each fighter from the list: ${names}.`));
      return;
    }
    const own = await ownFighter(interaction, services);
    if (typeof own === "string") {
      await interaction.reply(errorReply(own));
      return;
    }
    if (own !== undefined && interaction.options.getString("a") !== undefined) {
      await interaction.reply(
        errorReply("Seat A fights with a book fighter (a) or your own figure (figure), not both."),
      );
      return;
    }
    const battleId = await openGame(
      games,
      { game: GAME, seats: 2, options: { a, b }, guildId, channelId, gmId: actor, interactionId },
      refusalAnswerer(interaction, quickRefusalText),
      own === undefined ? undefined : { seat: "a", seatOptions: own.seatOptions },
    );
    if (battleId === null) return;
    const first = own === undefined ? QUICK_FIGHTERS[a]?.name : `${own.name}, <@${actor}>'s`;
    await interaction.reply({
      content: `A Quick Combat duel is forming, ${first} (A) against ${QUICK_FIGHTERS[b]?.name} (B): /quick join to take a seat (with your own figure if you like); its opener starts it with /quick start, and the computer plays an empty seat.`,
      mentionUserIds: [],
    });
    return;
  }
  const loaded = await games.battleIn(guildId, channelId);
  if (loaded === null || loaded.battle.game !== GAME) {
    await interaction.reply(errorReply(quickRefusalText({ code: "no-battle" })));
    return;
  }
  const battleId = loaded.battle.id;
  const answer = refusalAnswerer(interaction, quickRefusalText);
  if (sub === "join") {
    const own = await ownFighter(interaction, services);
    if (typeof own === "string") {
      await interaction.reply(errorReply(own));
      return;
    }
    const seat = await joinSeat(
      games,
      {
        battleId,
        playerId: actor,
        interactionId,
        ...(own === undefined ? {} : { seatOptions: own.seatOptions }),
      },
      answer,
    );
    if (seat === null) return;
    await interaction.reply({
      content: `<@${actor}> takes seat ${seat.toUpperCase()}${own === undefined ? "" : ` with ${own.name}`}.`,
      mentionUserIds: [],
    });
    return;
  }
  return playLoadedGame(interaction, games, loaded, answer, QUICK_WORDS);
}

const QUICK_WORDS: GameCommandWords = {
  command: "quick",
  noSeat: "You hold no seat in this duel; /quick join before it starts.",
  parseOrder: (text, seat) => parseOrderWords(text, seat as QuickSeat),
  board: quickBoard,
};

export const quickCommand: Command = {
  definition,
  execute: quick,
  componentPrefixes: [QUICK_PREFIX],
  handleComponent: quickClick,
  autocomplete: autocompleteQuick,
  defersComponents: true,
};
