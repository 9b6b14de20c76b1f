/**
 * /figure: build, equip, advance and keep fighters between battles
 * (MELEE: CREATING A FIGURE, EXPERIENCE). The definition lives here; each subcommand's handler
 * is a small file under figure/.
 */
import {
  SlashCommandBuilder,
  type SlashCommandStringOption,
  type SlashCommandSubcommandBuilder,
} from "@discordjs/builders";
import { InteractionContextType } from "discord-api-types/v10";
import {
  AM_ARMOR_IDS,
  AM_SHIELD_IDS,
  ARMOR_IDS,
  ARMORS,
  MIN_IQ,
  PACK_DX,
  PACK_LOADS,
  RACE_IDS,
  RACES,
  RULESET_IDS,
  RULESETS,
  SHIELD_IDS,
  SHIELDS,
} from "../src/engine/index.ts";
import type { Command } from "./command.ts";
import { advance } from "./figure/advance.ts";
import { autocompleteFigure } from "./figure/autocomplete.ts";
import { createFigure } from "./figure/create.ts";
import { answerDelete, askToDelete, DELETE_PREFIX } from "./figure/delete.ts";
import { equipFigure } from "./figure/equip.ts";
import { exportFigure } from "./figure/export.ts";
import { importFigure } from "./figure/import.ts";
import { showLeaderboard } from "./figure/leaderboard.ts";
import { listFigures } from "./figure/list.ts";
import { restoreFigure } from "./figure/restore.ts";
import { showFigure } from "./figure/show.ts";
import { setUnverifiedImports } from "./figure/unverified-imports.ts";
import { bySubcommand, direct, type Subcommand } from "./subcommands.ts";

/** Matches the longest name the figure rules accept. */
const NAME_MAX_LENGTH = 32;

const nameOption = (option: SlashCommandStringOption, description: string) =>
  option
    .setName("name")
    .setDescription(description)
    .setRequired(true)
    .setMinLength(1)
    .setMaxLength(NAME_MAX_LENGTH);

/** A figure of the user's, completed from their roster. */
const ownFigure = (sub: SlashCommandSubcommandBuilder) =>
  sub.addStringOption((o) => nameOption(o, "One of your figures").setAutocomplete(true));

/** ADVANCED MELEE's own items say so in their choice's name (AM §5). */
const amChoice = (name: string, value: string) => ({ name: `${name} (ADVANCED MELEE)`, value });

/** armor, shield, weapons, ready, shield-ready and ruleset, shared by create and equip. */
const gearOptions = (sub: SlashCommandSubcommandBuilder) =>
  sub
    .addStringOption((o) =>
      o
        .setName("armor")
        .setDescription("Armor worn")
        .addChoices(
          ...ARMOR_IDS.map((id) => ({ name: ARMORS[id].name, value: id })),
          ...AM_ARMOR_IDS.map((id) => amChoice(ARMORS[id].name, id)),
        ),
    )
    .addStringOption((o) =>
      o
        .setName("shield")
        .setDescription("Shield carried")
        .addChoices(
          { name: "No shield", value: "none" },
          ...SHIELD_IDS.map((id) => ({ name: SHIELDS[id].name, value: id })),
          ...AM_SHIELD_IDS.map((id) => amChoice(SHIELDS[id].name, id)),
        ),
    )
    .addStringOption((o) =>
      o
        .setName("weapons")
        .setDescription("Weapons carried, comma-separated: spear, dagger, mace (packed)")
        .setMaxLength(200)
        .setAutocomplete(true),
    )
    .addStringOption((o) =>
      o
        .setName("ready")
        .setDescription("The weapon in hand when combat starts (none for empty hands)")
        .setMaxLength(40)
        .setAutocomplete(true),
    )
    .addBooleanOption((o) =>
      o.setName("shield-ready").setDescription("Start with the shield on the arm, not slung"),
    )
    .addStringOption((o) =>
      o
        .setName("talents")
        .setDescription("ADVANCED MELEE talents, comma-separated (nunchuks), or none")
        .setMaxLength(200),
    )
    .addStringOption((o) =>
      o
        .setName("pack")
        .setDescription("A pack on the back (ADVANCED MELEE): stops 1 hit from behind")
        .addChoices(
          { name: "No pack", value: "none" },
          ...PACK_LOADS.map((id) => ({ name: `Pack, ${id} (DX −${PACK_DX[id]})`, value: id })),
        ),
    )
    .addStringOption((o) =>
      o
        .setName("ruleset")
        .setDescription("Whose tables the gear comes from (default MELEE, or the figure's gear)")
        .addChoices(...RULESET_IDS.map((id) => ({ name: RULESETS[id].name, value: id }))),
    );

const definition = new SlashCommandBuilder()
  .setName("figure")
  .setDescription("Your MELEE fighters: create, equip, advance and keep them between battles")
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((sub) =>
    gearOptions(
      sub
        .setName("create")
        .setDescription("Create a new figure (MELEE: CREATING A FIGURE)")
        .addStringOption((o) => nameOption(o, "The figure's name"))
        .addStringOption((o) =>
          o
            .setName("race")
            .setDescription("Its race")
            .setRequired(true)
            .addChoices(...RACE_IDS.map((id) => ({ name: RACES[id].name, value: id }))),
        )
        .addIntegerOption((o) =>
          o
            .setName("st")
            .setDescription("Strength")
            .setRequired(true)
            .setMinValue(1)
            .setMaxValue(99),
        )
        .addIntegerOption((o) =>
          o
            .setName("dx")
            .setDescription("Dexterity")
            .setRequired(true)
            .setMinValue(1)
            .setMaxValue(99),
        )
        .addIntegerOption((o) =>
          o
            .setName("iq")
            .setDescription("IQ (ADVANCED MELEE): ST + DX + IQ is the race's total + 8")
            .setMinValue(MIN_IQ)
            .setMaxValue(99),
        ),
    ),
  )
  .addSubcommand((sub) =>
    ownFigure(sub.setName("show").setDescription("Show a figure's record card")).addUserOption(
      (o) => o.setName("owner").setDescription("Another player, to see their figure's public card"),
    ),
  )
  .addSubcommand((sub) =>
    ownFigure(
      sub.setName("restore").setDescription("Manage Server: bring a slain figure back to life"),
    ).addUserOption((o) => o.setName("owner").setDescription("Whose figure (default: yours)")),
  )
  .addSubcommand((sub) =>
    sub
      .setName("leaderboard")
      .setDescription("The server's figures by battles won or by EP earned")
      .addStringOption((o) =>
        o
          .setName("by")
          .setDescription("Battles won (default) or EP earned in battle")
          .addChoices({ name: "Wins", value: "wins" }, { name: "EP earned", value: "ep" }),
      ),
  )
  .addSubcommand((sub) => sub.setName("list").setDescription("List your figures in this server"))
  .addSubcommand((sub) =>
    gearOptions(ownFigure(sub.setName("equip").setDescription("Change a figure's equipment"))),
  )
  .addSubcommand((sub) =>
    ownFigure(
      sub.setName("advance").setDescription("Trade 100 EP for +1 ST, DX or IQ"),
    ).addStringOption((o) =>
      o
        .setName("attribute")
        .setDescription("The attribute to raise")
        .setRequired(true)
        .addChoices(
          { name: "ST", value: "st" },
          { name: "DX", value: "dx" },
          { name: "IQ (ADVANCED MELEE)", value: "iq" },
        ),
    ),
  )
  .addSubcommand((sub) => ownFigure(sub.setName("delete").setDescription("Delete a figure")))
  .addSubcommand((sub) =>
    ownFigure(sub.setName("export").setDescription("Download a figure as JSON")),
  )
  .addSubcommand((sub) =>
    sub
      .setName("import")
      .setDescription("Add a figure from a /figure export file")
      .addAttachmentOption((o) => o.setName("file").setDescription("The exported .json file"))
      .addStringOption((o) =>
        o.setName("json").setDescription("Or the exported file's text").setMaxLength(6000),
      )
      .addStringOption((o) =>
        o
          .setName("rename")
          .setDescription("Import under this name instead")
          .setMinLength(1)
          .setMaxLength(NAME_MAX_LENGTH),
      ),
  )
  .addSubcommand((sub) =>
    sub
      .setName("unverified-imports")
      .setDescription("Manage Server: allow imports this bot did not sign, as new figures")
      .addBooleanOption((o) =>
        o.setName("allow").setDescription("Allow them (checked as new figures, 0 EP, marked)"),
      ),
  )
  .toJSON();

const SUBCOMMANDS: Readonly<Record<string, Subcommand>> = {
  create: direct(createFigure),
  show: direct(showFigure),
  list: direct(listFigures),
  equip: direct(equipFigure),
  advance: direct(advance),
  delete: direct(askToDelete),
  export: direct(exportFigure),
  import: direct(importFigure),
  "unverified-imports": direct(setUnverifiedImports),
  restore: direct(restoreFigure),
  leaderboard: direct(showLeaderboard),
};

export const figureCommand: Command = {
  definition,
  ...bySubcommand("figure", SUBCOMMANDS),
  autocomplete: autocompleteFigure,
  componentPrefixes: [DELETE_PREFIX],
  handleComponent: answerDelete,
};
