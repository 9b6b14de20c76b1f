/**
 * Slash-command option builders shared by /battle and /gm, including the whole set of options an
 * order takes (so /gm act-for and /battle order cannot drift apart).
 */
import type { SlashCommandStringOption, SlashCommandSubcommandBuilder } from "@discordjs/builders";
import { DIRECTIONS } from "../../src/engine/index.ts";

export const NAME_MAX_LENGTH = 32;

export const plain = (sub: SlashCommandSubcommandBuilder, name: string, description: string) =>
  sub.setName(name).setDescription(description);

export const figureOption = (o: SlashCommandStringOption, description: string) =>
  o
    .setName("figure")
    .setDescription(description)
    .setRequired(true)
    .setMaxLength(NAME_MAX_LENGTH)
    .setAutocomplete(true);

export const hexOption = (o: SlashCommandStringOption, name: string, description: string) =>
  o.setName(name).setDescription(description).setMaxLength(8).setAutocomplete(true);

export const facingOption = (o: SlashCommandStringOption, description: string) =>
  o
    .setName("facing")
    .setDescription(description)
    .addChoices(...DIRECTIONS.map((d) => ({ name: d, value: d })));

/** The options of an order (MELEE: IV. OPTIONS): figure, option, movement, facing, target… */
export function orderOptions(
  sub: SlashCommandSubcommandBuilder,
  figureDescription: string,
): SlashCommandSubcommandBuilder {
  return sub
    .addStringOption((o) => figureOption(o, figureDescription))
    .addStringOption((o) =>
      o
        .setName("option")
        .setDescription("The option's letter, a to r, or pass")
        .setRequired(true)
        .setMaxLength(4)
        .setAutocomplete(true),
    )
    .addStringOption((o) => hexOption(o, "to", "Where to end the movement, e.g. E7"))
    .addStringOption((o) => facingOption(o, "Facing at the end of movement"))
    .addStringOption((o) =>
      o
        .setName("target")
        .setDescription("The figure to attack")
        .setMaxLength(NAME_MAX_LENGTH)
        .setAutocomplete(true),
    )
    .addStringOption((o) =>
      o
        .setName("attack")
        .setDescription("How to attack (default: the ready weapon)")
        .addChoices(
          { name: "Ready weapon", value: "weapon" },
          { name: "Two weapons", value: "two-weapons" },
          { name: "Shield rush", value: "shield-rush" },
          { name: "Thrown", value: "thrown" },
        ),
    )
    .addStringOption((o) =>
      o
        .setName("ready")
        .setDescription("Weapon to ready, or none")
        .setMaxLength(40)
        .setAutocomplete(true),
    )
    .addStringOption((o) =>
      o
        .setName("posture")
        .setDescription("Option (d): how to get down")
        .addChoices({ name: "Prone", value: "prone" }, { name: "Kneeling", value: "kneeling" }),
    )
    .addStringOption((o) => hexOption(o, "step", "Options (l) and (r): the hex to step into"));
}
