/**
 * Slash-command option builders shared by /battle and /gm, including the whole set of options an
 * order takes (so /gm act-for and /battle order cannot drift apart).
 */
import type { SlashCommandStringOption, SlashCommandSubcommandBuilder } from "@discordjs/builders";
import { DIRECTIONS } from "../../src/engine/index.ts";

export const NAME_MAX_LENGTH = 32;
/** The longest value an autocompleted choice list offers (an attack kind, an aimed part). */
const MAX_CHOICE_VALUE = 20;

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

export const facingOption = (o: SlashCommandStringOption, description: string, name = "facing") =>
  o
    .setName(name)
    .setDescription(description)
    .addChoices(...DIRECTIONS.map((d) => ({ name: d, value: d })));

const optionLetter = (o: SlashCommandStringOption) =>
  o
    .setName("option")
    .setDescription("Option letter a to r, or pass")
    .setRequired(true)
    // "jump-off", a rider's option (AM §9), is the longest.
    .setMaxLength(8)
    .setAutocomplete(true);

const targetOption = (o: SlashCommandStringOption) =>
  o
    .setName("target")
    .setDescription("The figure to attack")
    .setMaxLength(NAME_MAX_LENGTH)
    .setAutocomplete(true);

const attackOption = (o: SlashCommandStringOption) =>
  o
    .setName("attack")
    .setDescription("How to attack (default: ready weapon)")
    .setMaxLength(MAX_CHOICE_VALUE)
    .setAutocomplete(true);

const readyOption = (o: SlashCommandStringOption) =>
  o
    .setName("ready")
    .setDescription("Weapon to ready, or none")
    .setMaxLength(40)
    .setAutocomplete(true);

const postureOption = (o: SlashCommandStringOption) =>
  o
    .setName("posture")
    .setDescription("Option (d): how to get down")
    .addChoices({ name: "Prone", value: "prone" }, { name: "Kneeling", value: "kneeling" });

/** AM §6 AIMED SHOTS: the part to aim at, named as the engine names it ("weapon-arm"). */
const aimOption = (o: SlashCommandStringOption) =>
  o
    .setName("aim")
    .setDescription("AM: the part to aim at")
    .setMaxLength(MAX_CHOICE_VALUE)
    .setAutocomplete(true);

/**
 * The options of an order (MELEE: IV. OPTIONS): figure, option, movement, facing, target…, and
 * ADVANCED MELEE's aim, delay and waiting for an opening (AM §6), each refused by the engine
 * when the battle did not choose its optional rule, and a flier's height (AM §10).
 */
export function orderOptions(
  sub: SlashCommandSubcommandBuilder,
  figureDescription: string,
): SlashCommandSubcommandBuilder {
  return sub
    .addStringOption((o) => figureOption(o, figureDescription))
    .addStringOption(optionLetter)
    .addStringOption((o) => hexOption(o, "to", "Hex to move to, e.g. E7"))
    .addStringOption((o) => facingOption(o, "Facing after moving"))
    .addStringOption(targetOption)
    .addStringOption(attackOption)
    .addStringOption(readyOption)
    .addStringOption(postureOption)
    .addStringOption((o) => hexOption(o, "step", "(l), (r): the hex to step into"))
    .addStringOption((o) => facingOption(o, "(l), (r): the facing after that step", "step-facing"))
    .addStringOption(aimOption)
    .addBooleanOption((o) => o.setName("delay").setDescription("AM: act after the others"))
    .addStringOption((o) =>
      o
        .setName("wait-for")
        .setDescription("AM, with pass: the foe to wait on")
        .setMaxLength(NAME_MAX_LENGTH)
        .setAutocomplete(true),
    )
    .addIntegerOption((o) =>
      o.setName("height").setDescription("AM flier: end height in m, 0 lands").setMinValue(0),
    );
}

/**
 * The options of a change of option (MELEE: IV. OPTIONS): those of an order but the movement,
 * which is already made.
 */
export function changeOptions(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub
    .addStringOption((o) => figureOption(o, "Your figure that has not yet acted"))
    .addStringOption(optionLetter)
    .addStringOption(targetOption)
    .addStringOption(attackOption)
    .addStringOption(readyOption)
    .addStringOption(postureOption)
    .addStringOption((o) =>
      hexOption(o, "step", "(l), (r): the hex to step into; (g), (n): to stand up into"),
    )
    .addStringOption((o) => facingOption(o, "(l), (r): the facing after that step", "step-facing"));
}
