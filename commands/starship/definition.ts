/** /starship's registration: the subcommands a player of The Ur-Quan Legacy: Melee! would guess. */
import {
  SlashCommandBuilder,
  type SlashCommandIntegerOption,
  type SlashCommandStringOption,
} from "@discordjs/builders";
import { InteractionContextType } from "discord-api-types/v10";
import { FACING_CHOICES, MOST_SHIPS } from "./words.ts";

const hexOption = (description: string) => (o: SlashCommandStringOption) =>
  o.setName("hex").setDescription(description).setMaxLength(12);

const countOption =
  (name: string, description: string, most: number) => (o: SlashCommandIntegerOption) =>
    o.setName(name).setDescription(description).setMinValue(1).setMaxValue(most);

const weaponChoices = [
  { name: "main", value: "main" },
  { name: "special", value: "special" },
];

export const STARSHIP_DEFINITION = new SlashCommandBuilder()
  .setName("starship")
  .setDescription("The Ur-Quan Legacy: Melee! — starship duels on a hex star map")
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((s) =>
    s
      .setName("new")
      .setDescription("Open a starship duel in this channel; you take the blue seat")
      .addIntegerOption((o) =>
        o
          .setName("points")
          .setDescription("Each fleet's point budget (default 60)")
          .setMinValue(5)
          .setMaxValue(300),
      )
      .addIntegerOption((o) =>
        o
          .setName("asteroids")
          .setDescription("Asteroids to place (default 6)")
          .setMinValue(0)
          .setMaxValue(12),
      )
      .addIntegerOption((o) =>
        o
          .setName("deadline")
          .setDescription("Minutes to answer before the default order is given (none by default)")
          .setMinValue(1)
          .setMaxValue(10080),
      )
      .addBooleanOption((o) =>
        o.setName("computer").setDescription("Play against the computer captain (starts at once)"),
      ),
  )
  .addSubcommand((s) =>
    s.setName("join").setDescription("Take the free seat in this channel's duel"),
  )
  .addSubcommand((s) =>
    s.setName("start").setDescription("Start the duel once both seats are taken (its opener)"),
  )
  .addSubcommand((s) =>
    s
      .setName("resume")
      .setDescription("Resume the duel paused when the bot lost this channel (its opener)"),
  )
  .addSubcommand((s) =>
    s.setName("ships").setDescription("The 25 ships with their points, to buy a fleet"),
  )
  .addSubcommand((s) =>
    s
      .setName("fleet")
      .setDescription("Buy your fleet in secret: ships separated by commas")
      .addStringOption((o) =>
        o
          .setName("ships")
          .setDescription(`Up to ${MOST_SHIPS} ships, e.g. Scout, Dreadnought, Scout`)
          .setRequired(true)
          .setMaxLength(400),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName("first")
      .setDescription("You won the roll: choose who goes first")
      .addStringOption((o) =>
        o
          .setName("who")
          .setDescription("Who takes the first turn")
          .setRequired(true)
          .addChoices({ name: "me", value: "me" }, { name: "my opponent", value: "opponent" }),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName("asteroid")
      .setDescription("Place an asteroid")
      .addStringOption((o) =>
        hexOption("Its hex as the map numbers it, e.g. 7,6")(o).setRequired(true),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName("place")
      .setDescription("Bring your next ship onto the map near your edge")
      .addStringOption((o) =>
        o.setName("ship").setDescription("A ship of your fleet").setRequired(true).setMaxLength(40),
      )
      .addStringOption((o) => hexOption("Its hex, e.g. 8,2")(o).setRequired(true))
      .addIntegerOption((o) =>
        o
          .setName("facing")
          .setDescription("Where it points")
          .setRequired(true)
          .addChoices(...FACING_CHOICES),
      ),
  )
  .addSubcommand((s) =>
    s.setName("ambush").setDescription("VUX only: roll to warp in beside the enemy"),
  )
  .addSubcommand((s) =>
    s
      .setName("move")
      .setDescription("Move forward")
      .addIntegerOption(countOption("hexes", "Hexes forward (default 1)", 12)),
  )
  .addSubcommand((s) =>
    s
      .setName("turn")
      .setDescription("Turn your ship one hexside at a time")
      .addStringOption((o) =>
        o
          .setName("side")
          .setDescription("Which way")
          .setRequired(true)
          .addChoices({ name: "left", value: "left" }, { name: "right", value: "right" }),
      )
      .addIntegerOption(countOption("times", "Hexsides (default 1)", 6)),
  )
  .addSubcommand((s) =>
    s
      .setName("fire")
      .setDescription("Use your Main or Special weapon on the enemy ship")
      .addStringOption((o) =>
        o
          .setName("weapon")
          .setDescription("Which weapon")
          .setRequired(true)
          .addChoices(...weaponChoices),
      )
      .addStringOption(hexOption("For a teleport: the hex to jump to")),
  )
  .addSubcommand((s) => s.setName("end").setDescription("End your turn"))
  .addSubcommand((s) =>
    s
      .setName("defend")
      .setDescription("Answer an attack on your ship")
      .addStringOption((o) =>
        o
          .setName("with")
          .setDescription("Pilot Die, Reflex (or Dire Reflex), or take the hit")
          .setRequired(true)
          .addChoices(
            { name: "pilot", value: "pilot" },
            { name: "reflex", value: "reflex" },
            { name: "take the hit", value: "take" },
          ),
      ),
  )
  .addSubcommand((s) =>
    s.setName("status").setDescription("The duel: turn, crews and batteries, your fleet"),
  )
  .addSubcommand((s) =>
    s
      .setName("map")
      .setDescription("The Star Map; with a weapon, its arc and range from your ship (privately)")
      .addStringOption((o) =>
        o
          .setName("weapon")
          .setDescription("Preview this weapon's arc")
          .addChoices(...weaponChoices),
      ),
  )
  .toJSON();
