/**
 * Every slash command the bot registers, in the order /help lists them.
 */
import { battleCommand } from "./battle.ts";
import type { Command } from "./command.ts";
import { figureCommand } from "./figure.ts";
import { helpCommand } from "./help.ts";

const GAME_COMMANDS: readonly Command[] = [figureCommand, battleCommand];

export const COMMANDS: readonly Command[] = [...GAME_COMMANDS, helpCommand(GAME_COMMANDS)];
