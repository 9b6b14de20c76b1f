/**
 * The combat type and arena size options of /battle new and /odds, and the arena they ask for
 * (MELEE's 12 × 16 by default).
 */
import type { SlashCommandIntegerOption, SlashCommandStringOption } from "@discordjs/builders";
import { type Arena, customArena } from "../../src/engine/index.ts";
import type { Options } from "../interaction.ts";

/** The arena asked for (undefined: the default one), or why it cannot be had. */
export function readArena(options: Options): Arena | undefined | { readonly problem: string } {
  const width = options.getInteger("width");
  const height = options.getInteger("height");
  if (width === undefined && height === undefined) return undefined;
  try {
    return customArena(width ?? 12, height ?? 16);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return { problem: error.message };
  }
}

/** The combat type's choices (MELEE: IX. EXPERIENCE) on a `type` option. */
export function combatTypeOption(o: SlashCommandStringOption, description: string) {
  return o
    .setName("type")
    .setDescription(description)
    .addChoices(
      { name: "To the death", value: "death" },
      { name: "Arena", value: "arena" },
      { name: "Practice", value: "practice" },
    );
}

export function arenaWidthOption(o: SlashCommandIntegerOption) {
  return o
    .setName("width")
    .setDescription("Arena width (default 12)")
    .setMinValue(6)
    .setMaxValue(40);
}

export function arenaHeightOption(o: SlashCommandIntegerOption) {
  return o
    .setName("height")
    .setDescription("Arena height (default 16)")
    .setMinValue(6)
    .setMaxValue(40);
}
