/**
 * The step-by-step guidance posted with a tutorial battle: how one turn of MELEE goes in chat,
 * with the exact commands for the player's figure and for the Training Dummy.
 */
import type { Embed } from "../interaction.ts";

export const DUMMY_NAME = "Training Dummy";

export function tutorialGuide(figure: string, chargeTo: string): Embed {
  const order = `/battle order figure:${figure}`;
  return {
    title: `Tutorial: ${figure} against the ${DUMMY_NAME}`,
    description: [
      `A practice bout with no deadline. You are its GM and its only player: ${figure} is yours. The ${DUMMY_NAME} acts by itself (the computer player gives its orders) and bites back, weakly.`,
      "1. Initiative: each turn starts with a roll; the winning side chooses who moves first. In the tutorial the bot rolls and chooses for you, and says who moves first.",
      `2. Orders: each figure takes one option a turn. Charge the dummy: ${order} option:b to:${chargeTo} target:${DUMMY_NAME}. If it came to you first, attack where you stand: ${order} option:h target:${DUMMY_NAME}. Autocomplete offers only what is legal: your options, the hexes you can reach, the foes you can hit.`,
      `3. The dummy: the computer gives its orders as soon as it is its turn; you need do nothing for it.`,
      "4. Resolution: when both have moved, attacks resolve: 3 dice against your adjusted DX to hit, then damage less what armor stops. The bot posts the map and the turn's log.",
      `5. Again: next turns, engaged with it: ${order} option:h target:${DUMMY_NAME}, until one of you drops out at ST 3 or less. The summary gives ${figure} its EP (MELEE: EXPERIENCE).`,
      "/battle status says what is awaited, /battle board and /battle map show the field, /battle log the whole log, /battle end stops the tutorial.",
    ].join("\n"),
  };
}
