/**
 * Every slash command the bot registers, in the order /help lists them.
 */
import type { Command } from "./command.ts";
import { figureCommand } from "./figure.ts";
import { helpCommand } from "./help.ts";

const GAME_COMMANDS: readonly Command[] = [figureCommand];

export const COMMANDS: readonly Command[] = [...GAME_COMMANDS, helpCommand(GAME_COMMANDS)];
