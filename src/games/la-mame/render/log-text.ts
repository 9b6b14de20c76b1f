/** La Mame's MELEE's log in words, from events alone: a sealed choice is told only as "sealed". */

import { abilityOf } from "../rules/abilities.ts";
import { areaOf } from "../rules/board.ts";
import { type ActionCard, type LaMameEvent, type LaMameState, SEASONS } from "../rules/state.ts";

const CARD_NAMES: Record<ActionCard, string> = { tax: "Tax", build: "Build", move: "Move/Attack" };

const SEALED_WORDS = {
  "start bid": "a start bid",
  actions: "their action cards",
  "attack gold": "the attack gold",
} as const;

function gold(n: number): string {
  return `${n} gold`;
}

/** One line per event; the state gives area names. */
export function logLine(state: LaMameState, event: LaMameEvent): string {
  const area = (id: string) => areaOf(state.board, id).name;
  switch (event.type) {
    case "started":
      return event.offered.length > 0
        ? `${event.startPlayer} starts. Ability cards on offer (ours): ${event.offered.map((c) => abilityOf(c).name).join(", ")}.`
        : `${event.startPlayer} starts.`;
    case "built":
      return `${event.player} builds a ${event.unit} in ${area(event.area)} for ${gold(event.cost)}.`;
    case "ability-bid":
      return `${event.player} bids ${gold(event.gold)} on ${abilityOf(event.card).name}${event.refunded === null ? "" : ` (${event.refunded} gets their bid back)`}.`;
    case "passed":
      return `${event.player} passes.`;
    case "ability-won":
      return `${event.player} wins ${abilityOf(event.card).name} for ${gold(event.gold)}.`;
    case "ability-discarded":
      return `${abilityOf(event.card).name} had no bid and is discarded.`;
    case "season":
      return `— ${SEASONS[event.season]} —`;
    case "sealed":
      return `${event.player} seals ${SEALED_WORDS[event.what]}.`;
    case "start-bids-revealed":
      return `Start bids: ${Object.entries(event.bids)
        .map(([who, bid]) => `${who} ${bid}`)
        .join(", ")}. ${event.winner} pays ${gold(event.paid)} and chooses who starts.`;
    case "start-chosen":
      return `${event.chooser} gives the start player card to ${event.start}.`;
    case "actions-revealed":
      return `${event.player} reveals ${event.cards.map((c) => CARD_NAMES[c]).join(" then ")}.`;
    case "taxed":
      return `${event.player} taxes: +${gold(event.gold)}.`;
    case "turn-skipped":
      return `${event.player} cannot win and skips the last Winter turn.`;
    case "moved":
      return `${event.player}'s ${event.unit} moves ${event.path.map(area).join(" → ")}.`;
    case "attack-declared":
      return `${event.attacker}'s ${event.unit} attacks ${area(event.to)} from ${area(event.from)}; ${event.defender} guesses ${event.guesses === 1 ? "once" : `${event.guesses} times`}.`;
    case "attack-resolved":
      return `${event.attacker} held ${gold(event.gold)}; guessed ${event.guesses.join(" and ")} → ${event.hit ? "right: the attacker falls" : "wrong: the attack succeeds"}.`;
    case "destroyed":
      return `${event.owner}'s ${event.unit} in ${area(event.area)} is destroyed.`;
    case "captured":
      return `${event.by} captures ${event.from}'s ${event.unit} in ${area(event.area)}${event.swapped ? "" : ` (no ${event.unit} left to swap in: destroyed)`}.`;
    case "castle-taken":
      return `${event.by} takes ${area(event.area)}! ${event.by} is crowned; ${event.from} goes to the stocks.`;
    case "area-taken":
      return `${event.by} takes ${area(event.area)}.`;
    case "withdrew":
      return `${event.attacker} calls off the attack on ${area(event.to)}.`;
    case "fired":
      return `${event.player}'s catapult in ${area(event.from)} fires on ${area(event.target)} and is used up.`;
    case "gold":
      return `${event.player} gains ${gold(event.gold)} (${event.why}).`;
    case "income":
      return `Income: ${Object.entries(event.gains)
        .map(([who, n]) => `${who} +${n}`)
        .join(", ")}.`;
    case "game-over":
      return `After Winter, areas held: ${Object.entries(event.areas)
        .map(([who, n]) => `${who} ${n}`)
        .join(", ")}. ${event.winners.join(", ")} is crowned.`;
  }
}

export function logLines(state: LaMameState, events: readonly LaMameEvent[]): string[] {
  return events.map((event) => logLine(state, event));
}
