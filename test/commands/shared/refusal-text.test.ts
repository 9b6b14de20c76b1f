/**
 * The store refuses with a code and its data; the handlers' sentences for them are the ones
 * players read before the store stopped writing sentences.
 */
import { describe, expect, it } from "vitest";
import { refusalText } from "../../../commands/shared/refusal-text.ts";
import type { BattleRefusal } from "../../../src/store/refusals.ts";

const SENTENCES: readonly (readonly [BattleRefusal, string])[] = [
  [{ code: "too-few-sides" }, "A battle needs at least two sides."],
  [{ code: "side-ids-repeat" }, "Two sides share an id."],
  [{ code: "bad-deadline" }, "A turn deadline is a whole number of seconds, at least 1."],
  [{ code: "bad-figure-key" }, "A figure key is 1 to 32 letters, digits, - or _."],
  [{ code: "unknown-monster", monster: "wyrm" }, 'There is no monster "wyrm".'],
  [{ code: "figure-key-taken", figureKey: "f1" }, 'There is already a figure "f1" in this battle.'],
  [{ code: "start-hex-taken" }, "Another figure already starts in that hex."],
  [{ code: "figure-of-another-server" }, "That figure belongs to another server."],
  [{ code: "figure-gone" }, "That figure no longer exists."],
  [{ code: "figure-already-entered", name: "Ragnar" }, "Ragnar is already in this battle."],
  [
    { code: "figure-in-another-battle", name: "Ragnar" },
    "Ragnar is already fighting in another battle.",
  ],
  [{ code: "unknown-figure-key", figureKey: "f9" }, 'There is no figure "f9" in this battle.'],
  [{ code: "unknown-side", sideId: "c" }, 'There is no side "c" in this battle.'],
  [{ code: "has-channel" }, "This battle already has its channel."],
  [{ code: "not-forming", status: "active" }, "The battle has already started."],
  [{ code: "not-forming", status: "ended" }, "The battle is over."],
  [{ code: "not-running", status: "forming" }, "The battle has not started yet."],
  [{ code: "not-running", status: "paused" }, "The battle is paused."],
  [{ code: "not-running", status: "ended" }, "The battle is over."],
  [{ code: "not-paused" }, "The battle is not paused."],
  [{ code: "moved-on" }, "The battle has moved on."],
  [{ code: "rules", reason: "Wulf is not in reach." }, "Wulf is not in reach."],
  [{ code: "bad-undo-steps" }, "Undo takes a whole number of steps, at least 1."],
  [{ code: "nothing-to-undo" }, "There is nothing to undo."],
  [{ code: "too-few-steps", available: 1 }, "Only 1 step can be undone."],
  [{ code: "too-few-steps", available: 7 }, "Only 7 steps can be undone."],
  [{ code: "ended-cannot-undo" }, "The battle is over; its steps can no longer be undone."],
  [
    { code: "moved-on-since-chosen", action: "re-rolled" },
    "The battle has moved on since you chose; nothing was re-rolled. Look at the steps again.",
  ],
  [{ code: "nothing-to-redo" }, "There is nothing to redo."],
  [
    { code: "moved-on-since-undo" },
    "The battle has moved on since that undo; it cannot be redone.",
  ],
  [{ code: "nothing-to-reroll" }, "There is no step to re-roll yet."],
  [{ code: "no-dice-to-reroll" }, "The last step rolled no dice; there is nothing to re-roll."],
  [{ code: "already-gm" }, "They are the GM already."],
];

describe("the sentences for the store's refusals", () => {
  it("words each refusal as players have read it", () => {
    for (const [refusal, sentence] of SENTENCES) expect(refusalText(refusal)).toBe(sentence);
  });
});
