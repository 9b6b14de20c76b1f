/**
 * The sentences players read for the store's refusals (src/store/refusals.ts). The store gives
 * a code and its data; the wording is the handlers' to choose.
 */
import type { BattleRefusal } from "../../src/store/refusals.ts";
import { safeText } from "../format/safe-text.ts";
import { battleLimitMessage } from "../limits.ts";

/** An order (or a click) made for a moment of the battle that has passed. */
export const MOVED_ON = "This turn has moved on.";

function notRunning(status: string): string {
  switch (status) {
    case "forming":
      return "The battle has not started yet.";
    case "paused":
      return "The battle is paused.";
    case "ended":
      return "The battle is over.";
    default:
      return "The battle is not running.";
  }
}

export function refusalText(refusal: BattleRefusal): string {
  switch (refusal.code) {
    case "channel-busy":
      return "This channel already has a battle. Finish or abandon it before starting another.";
    case "battle-limit":
      return battleLimitMessage(refusal.limit);
    case "conflict":
      return MOVED_ON;
    case "too-few-sides":
      return "A battle needs at least two sides.";
    case "side-ids-repeat":
      return "Two sides share an id.";
    case "bad-deadline":
      return "A turn deadline is a whole number of seconds, at least 1.";
    case "bad-figure-key":
      return "A figure key is 1 to 32 letters, digits, - or _.";
    case "unknown-monster":
      return `There is no monster "${refusal.monster}".`;
    case "figure-key-taken":
      return `There is already a figure "${refusal.figureKey}" in this battle.`;
    case "start-hex-taken":
      return "Another figure already starts in that hex.";
    case "figure-of-another-server":
      return "That figure belongs to another server.";
    case "figure-gone":
      return "That figure no longer exists.";
    case "figure-already-entered":
      return `${refusal.name} is already in this battle.`;
    case "figure-in-another-battle":
      return `${refusal.name} is already fighting in another battle.`;
    case "figure-dead":
      return `${refusal.name} was slain and cannot fight again (/figure show name:${refusal.name} says how). A server manager may bring it back with /figure restore.`;
    case "unknown-figure-key":
      return `There is no figure "${refusal.figureKey}" in this battle.`;
    case "figure-not-takeable":
      return refusal.ownerId === null
        ? `${safeText(refusal.name)} is not a scenario's figure; only the figures of a battle opened with /battle new scenario: can be taken.`
        : `${safeText(refusal.name)} is already taken: another player orders it.`;
    case "unknown-side":
      return `There is no side "${refusal.sideId}" in this battle.`;
    case "has-channel":
      return "This battle already has its channel.";
    case "not-forming":
      return refusal.status === "ended" ? "The battle is over." : "The battle has already started.";
    case "not-running":
      return notRunning(refusal.status);
    case "not-paused":
      return "The battle is not paused.";
    case "moved-on":
      return "The battle has moved on.";
    case "rules":
      return refusal.reason;
    case "bad-undo-steps":
      return "Undo takes a whole number of steps, at least 1.";
    case "nothing-to-undo":
      return "There is nothing to undo.";
    case "too-few-steps":
      return `Only ${refusal.available} step${refusal.available === 1 ? "" : "s"} can be undone.`;
    case "ended-cannot-undo":
      return "The battle is over; its steps can no longer be undone.";
    case "moved-on-since-chosen":
      return `The battle has moved on since you chose; nothing was ${refusal.action}. Look at the steps again.`;
    case "nothing-to-redo":
      return "There is nothing to redo.";
    case "moved-on-since-undo":
      return "The battle has moved on since that undo; it cannot be redone.";
    case "nothing-to-reroll":
      return "There is no step to re-roll yet.";
    case "no-dice-to-reroll":
      return "The last step rolled no dice; there is nothing to re-roll.";
    case "already-gm":
      return "They are the GM already.";
    case "concede-among-many":
      return "More than one other side is still fighting, so a concession would leave no winner; fight on, or ask the GM to end the battle.";
    case "side-already-out":
      return "Your side has no figure still fighting; there is nothing left to concede.";
  }
}
