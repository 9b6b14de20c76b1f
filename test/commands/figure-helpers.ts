/**
 * Runs /figure subcommands against test services, and the rulebook's three figures as the
 * options a player would type.
 */
import { figureCommand } from "../../commands/figure.ts";
import type { OptionValue } from "../../commands/interaction.ts";
import type { Services } from "../../commands/services.ts";
import { type FakeCommand, fakeCommand } from "./fake-interaction.ts";

type Common = Parameters<typeof fakeCommand>[2];

export async function runFigure(
  services: Services,
  subcommand: string,
  options: Readonly<Record<string, OptionValue>> = {},
  common?: Common,
): Promise<FakeCommand> {
  const interaction = fakeCommand(subcommand, options, common);
  await figureCommand.execute(interaction, services);
  return interaction;
}

/** MELEE: CREATING A FIGURE — Ragnar's sample card. */
export const RAGNAR = {
  name: "Ragnar",
  race: "human",
  st: 11,
  dx: 13,
  armor: "leather",
  shield: "large-shield",
  weapons: "spear, dagger",
  ready: "spear",
} as const;

/** MELEE: COMBAT EXAMPLE — the legionary, shortsword and large shield ready, chainmail. */
export const FLAVIUS = {
  name: "Flavius",
  race: "human",
  st: 12,
  dx: 12,
  armor: "chainmail",
  shield: "large-shield",
  weapons: "shortsword, dagger",
  ready: "shortsword",
  "shield-ready": true,
} as const;

/** MELEE: COMBAT EXAMPLE — the tribesman with longbow and 2-handed sword, no armor. */
/** An ADVANCED MELEE retiarius with the Net and Trident talent, his net ready (AM §5). */
export const RETIARIUS = {
  name: "Kano",
  race: "human",
  st: 10,
  dx: 14,
  weapons: "net, trident",
  ready: "net",
  talents: "net-and-trident",
  ruleset: "advanced-melee",
} as const;

export const WULF = {
  name: "Wulf",
  race: "human",
  st: 14,
  dx: 10,
  armor: "none",
  shield: "none",
  weapons: "longbow, 2-handed sword, dagger",
  ready: "longbow",
} as const;

/** ADVANCED MELEE §5's gear on an AM figure: ST 12 for the military pick, half-plate and a tower shield. */
export const BRUNO = {
  name: "Bruno",
  race: "human",
  st: 12,
  dx: 12,
  armor: "half-plate",
  shield: "tower-shield",
  weapons: "military pick, dagger",
  ready: "military pick",
  ruleset: "advanced-melee",
} as const;
