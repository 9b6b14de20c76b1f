/**
 * /gm: the GM's adjudication on the channel's battle — rulings the rules cannot make (hits,
 * placement, posture, items), an order for an absent player's figure, a re-roll, and handing
 * the GM role on. Only the battle's GM or a Manage Server user may use it. Every ruling is
 * logged with the GM's name and reason and can be taken back with /battle undo.
 */
import { SlashCommandBuilder, type SlashCommandStringOption } from "@discordjs/builders";
import { InteractionContextType } from "discord-api-types/v10";
import { MAX_INITIATIVE_BONUS, MAX_LEVEL } from "../src/engine/index.ts";
import {
  facingOption,
  figureOption,
  NAME_MAX_LENGTH,
  orderOptions,
  plain,
} from "./battle/option-builders.ts";
import { giveOrder } from "./battle/orders.ts";
import type { Command } from "./command.ts";
import { GM_OF_ANY, GM_OF_STARTED, REASON_MAX_LENGTH } from "./gm/access.ts";
import { answerProposal, PROPOSAL_PREFIX } from "./gm/agreement.ts";
import { autocompleteGm } from "./gm/autocomplete.ts";
import { setComputer } from "./gm/computer.ts";
import { setConditions } from "./gm/conditions.ts";
import { handOver } from "./gm/handover.ts";
import { reroll } from "./gm/reroll.ts";
import { giveRuling } from "./gm/rulings.ts";
import { ruleSurprise } from "./gm/surprise.ts";
import { COMPUTER_LEVEL_CHOICES } from "./shared/computer-level.ts";
import { bySubcommand, deferredPublicly, type Subcommand } from "./subcommands.ts";

const battleFigure = (o: SlashCommandStringOption) => figureOption(o, "A figure in this battle");

const reasonOption = (o: SlashCommandStringOption) =>
  o.setName("reason").setDescription("Why, for the log").setMaxLength(REASON_MAX_LENGTH);

const itemOption = (o: SlashCommandStringOption, description: string) =>
  o
    .setName("item")
    .setDescription(description)
    .setRequired(true)
    .setMaxLength(40)
    .setAutocomplete(true);

const definition = new SlashCommandBuilder()
  .setName("gm")
  .setDescription("GM rulings on this channel's battle: hits, placement, items, re-rolls")
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((sub) =>
    plain(sub, "hits", "Set a figure's hits taken")
      .addStringOption((o) => battleFigure(o))
      .addIntegerOption((o) =>
        o
          .setName("value")
          .setDescription("Hits taken, from 0 to the figure's ST")
          .setRequired(true)
          .setMinValue(0)
          .setMaxValue(99),
      )
      .addStringOption(reasonOption),
  )
  .addSubcommand((sub) =>
    plain(sub, "place", "Move a figure to a hex")
      .addStringOption((o) => battleFigure(o))
      .addStringOption((o) =>
        o.setName("hex").setDescription("Where, e.g. E7").setRequired(true).setMaxLength(8),
      )
      .addStringOption((o) => facingOption(o, "Its facing (default: unchanged)"))
      .addStringOption(reasonOption),
  )
  .addSubcommand((sub) =>
    plain(sub, "posture", "Set a figure's posture")
      .addStringOption((o) => battleFigure(o))
      .addStringOption((o) =>
        o
          .setName("posture")
          .setDescription("Standing, kneeling, prone or fallen")
          .setRequired(true)
          .addChoices(
            { name: "Standing", value: "standing" },
            { name: "Kneeling", value: "kneeling" },
            { name: "Prone", value: "prone" },
            { name: "Fallen", value: "fallen" },
          ),
      )
      .addStringOption(reasonOption),
  )
  .addSubcommand((sub) =>
    plain(sub, "give", "Give a figure an item")
      .addStringOption((o) => battleFigure(o))
      .addStringOption((o) => itemOption(o, "A weapon or shield"))
      .addBooleanOption((o) => o.setName("ready").setDescription("In hand (or on the arm) at once"))
      .addStringOption(reasonOption),
  )
  .addSubcommand((sub) =>
    plain(sub, "take", "Take an item from a figure")
      .addStringOption((o) => battleFigure(o))
      .addStringOption((o) => itemOption(o, "What it has"))
      .addStringOption(reasonOption),
  )
  .addSubcommand((sub) =>
    plain(sub, "berserk", "ADVANCED MELEE: a figure tries to go berserk (3 dice vs IQ)")
      .addStringOption((o) => battleFigure(o))
      .addBooleanOption((o) => o.setName("out").setDescription("Tries to come out of it instead"))
      .addStringOption(reasonOption),
  )
  .addSubcommand((sub) =>
    plain(sub, "panic", "AM: roll for a rider's wounded or frightened mount")
      .addStringOption((o) => battleFigure(o))
      .addStringOption((o) =>
        o
          .setName("cause")
          .setDescription("What set it off")
          .setRequired(true)
          .addChoices(
            { name: "A wound", value: "wound" },
            { name: "Fire, dragon", value: "great" },
            { name: "A small menace", value: "small" },
          ),
      )
      .addStringOption(reasonOption),
  )
  .addSubcommand((sub) =>
    plain(sub, "surprise", "ADVANCED MELEE: a side surprised its foes (before this turn's moves)")
      .addStringOption((o) =>
        o.setName("side").setDescription("The side that surprised the others").setRequired(true),
      )
      .addStringOption((o) =>
        o
          .setName("kind")
          .setDescription("Full: a free turn (the default); lesser: only the initiative")
          .addChoices(
            { name: "Full (a free turn)", value: "full" },
            { name: "Lesser (initiative)", value: "lesser" },
            { name: "Fleeing (initiative, no attacks)", value: "fleeing" },
          ),
      )
      .addIntegerOption((o) =>
        o
          .setName("bonus")
          .setDescription("Instead: add this to the side's initiative rolls (organised; 0 ends it)")
          .setMinValue(0)
          .setMaxValue(MAX_INITIATIVE_BONUS),
      )
      .addStringOption(reasonOption)
      .addStringOption((o) =>
        o
          .setName("figure")
          .setDescription("Fleeing: only this figure")
          .setMaxLength(NAME_MAX_LENGTH)
          .setAutocomplete(true),
      ),
  )
  .addSubcommand((sub) =>
    plain(
      sub,
      "conditions",
      "ADVANCED MELEE: dark, footing, water, height, tunnels, cover, fire; hexes or everywhere",
    )
      .addStringOption((o) =>
        o
          .setName("light")
          .setDescription("Lit (starlight or a torch nearby is enough) or dark")
          .addChoices({ name: "Lit", value: "lit" }, { name: "Dark", value: "dark" }),
      )
      .addStringOption((o) =>
        o
          .setName("ground")
          .setDescription("The footing underfoot")
          .addChoices(
            { name: "Firm", value: "firm" },
            { name: "Broken ground (DX -2)", value: "broken" },
            { name: "Ankle-deep water (DX -2)", value: "ankle-water" },
            { name: "Knee-deep water (DX -2, MA halved)", value: "knee-water" },
            { name: "Water to the neck (DX -6, MA 2)", value: "deep-water" },
            { name: "Over the head (MA 2, drowning)", value: "over-head-water" },
          ),
      )
      .addStringOption((o) =>
        o
          .setName("hexes")
          .setDescription("Which hexes, e.g. E5 E6 (default: the whole arena)")
          .setMaxLength(200),
      )
      .addIntegerOption((o) =>
        o
          .setName("level")
          .setDescription("Height: steps above the floor, a table 1 (higher strikes down at +2)")
          .setMinValue(0)
          .setMaxValue(MAX_LEVEL),
      )
      .addBooleanOption((o) =>
        o.setName("tunnel").setDescription("A narrow tunnel: no figure of over one hex enters"),
      )
      .addStringOption((o) =>
        o
          .setName("cover")
          .setDescription("Concealment from missiles for a figure in the hexes")
          .addChoices(
            { name: "None", value: "none" },
            { name: "Half-hidden (shot at -4, shoots at -2)", value: "half" },
            { name: "Head and shoulders (shot at -6)", value: "head" },
          ),
      )
      .addBooleanOption((o) =>
        o.setName("fire").setDescription("Burning: 2 hits to pass through, 4 a turn to stand in"),
      )
      .addStringOption(reasonOption),
  )
  .addSubcommand((sub) =>
    orderOptions(
      plain(sub, "act-for", "Order an absent player's figure"),
      "A figure awaiting orders",
    ),
  )
  .addSubcommand((sub) =>
    plain(sub, "reroll", "Re-roll the last roll")
      .addStringOption((o) =>
        o
          .setName("step")
          .setDescription("The step to re-roll (autocomplete shows the last one)")
          .setMaxLength(20)
          .setAutocomplete(true),
      )
      .addStringOption(reasonOption),
  )
  .addSubcommand((sub) =>
    plain(sub, "computer", "Let the computer player give a figure's orders (or take them back)")
      .addBooleanOption((o) =>
        o
          .setName("on")
          .setDescription("On (default) or off: back to its player")
          .setRequired(false),
      )
      .addStringOption((o) =>
        o
          .setName("figure")
          .setDescription("A figure in this battle (default: every monster)")
          .setMaxLength(100)
          .setAutocomplete(true),
      )
      .addStringOption((o) =>
        o
          .setName("level")
          .setDescription("How well the computer plays (default: basic)")
          .addChoices(...COMPUTER_LEVEL_CHOICES),
      ),
  )
  .addSubcommand((sub) =>
    plain(sub, "handover", "Make someone else GM")
      .addUserOption((o) => o.setName("user").setDescription("The new GM").setRequired(true))
      .addStringOption(reasonOption),
  )
  .toJSON();

const SUBCOMMANDS: Readonly<Record<string, Subcommand>> = {
  hits: deferredPublicly(giveRuling, GM_OF_STARTED),
  place: deferredPublicly(giveRuling, GM_OF_STARTED),
  posture: deferredPublicly(giveRuling, GM_OF_STARTED),
  give: deferredPublicly(giveRuling, GM_OF_STARTED),
  take: deferredPublicly(giveRuling, GM_OF_STARTED),
  berserk: deferredPublicly(giveRuling, GM_OF_STARTED),
  panic: deferredPublicly(giveRuling, GM_OF_STARTED),
  conditions: deferredPublicly(setConditions, GM_OF_STARTED),
  surprise: deferredPublicly(ruleSurprise, GM_OF_STARTED),
  // An absent player's order is /battle order's, refused up front for anyone but the GM, even
  // the figure's owner.
  "act-for": deferredPublicly(giveOrder, GM_OF_STARTED),
  reroll: deferredPublicly(reroll, GM_OF_STARTED),
  // The GM role may be handed on while the battle forms, runs or is paused.
  handover: deferredPublicly(handOver, GM_OF_ANY),
  computer: deferredPublicly(setComputer, GM_OF_ANY),
};

export const gmCommand: Command = {
  definition,
  ...bySubcommand("gm", SUBCOMMANDS),
  autocomplete: autocompleteGm,
  componentPrefixes: [PROPOSAL_PREFIX],
  handleComponent: answerProposal,
  defersComponents: true,
};
