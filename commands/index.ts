/**
 * Every slash command the bot registers, in the order /help lists them.
 */
import { battleCommand } from "./battle.ts";
import type { Command } from "./command.ts";
import { duelCommand } from "./duel.ts";
import { figureCommand } from "./figure.ts";
import { gmCommand } from "./gm.ts";
import { helpCommand } from "./help.ts";
import { lamameCommand } from "./lamame.ts";
import { oddsCommand } from "./odds.ts";
import { quickCommand } from "./quick.ts";
import { starshipCommand } from "./starship.ts";

const GAME_COMMANDS: readonly Command[] = [
  figureCommand,
  battleCommand,
  gmCommand,
  duelCommand,
  oddsCommand,
  lamameCommand,
  starshipCommand,
  quickCommand,
];

export const COMMANDS: readonly Command[] = [...GAME_COMMANDS, helpCommand(GAME_COMMANDS)];
