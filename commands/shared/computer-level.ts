/**
 * The `level:` option of /gm computer and /battle practice: how well the computer player plays.
 */
import { COMPUTER_LEVELS, type ComputerLevel, isComputerLevel } from "../../src/computer/index.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";

const LEVEL_NAMES: Record<ComputerLevel, string> = {
  basic: "basic: plays it safe",
  strong: "strong: looks ahead",
};

/** The choices of a `level:` option. */
export const COMPUTER_LEVEL_CHOICES = COMPUTER_LEVELS.map((level) => ({
  name: LEVEL_NAMES[level],
  value: level,
}));

/**
 * The level chosen (basic when none was), or the refusal of one that is not a level: Discord
 * offers only the choices, but local play types the option freely.
 */
export function computerLevelOption(
  interaction: CommandInteraction,
): { readonly level: ComputerLevel } | { readonly problem: string } {
  const typed = interaction.options.getString("level")?.trim() ?? "";
  if (typed === "") return { level: "basic" };
  if (isComputerLevel(typed)) return { level: typed };
  return {
    problem: `There is no computer level "${safeText(typed)}". Levels: ${COMPUTER_LEVELS.join(", ")}.`,
  };
}
