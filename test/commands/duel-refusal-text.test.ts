/**
 * /quick and /starship word their refusals from one duel table (commands/games/duel-refusal-text.ts),
 * each with its own words where they differ.
 */
import { expect, it } from "vitest";
import { quickRefusalText } from "../../commands/quick/refusal-text.ts";
import { starshipRefusalText } from "../../commands/starship/refusal-text.ts";

it("words the refusals each game words its own way", () => {
  expect(quickRefusalText({ code: "no-battle" })).toBe(
    "There is no Quick Combat duel in this channel; /quick new opens one.",
  );
  expect(starshipRefusalText({ code: "no-battle" })).toBe(
    "There is no starship duel in this channel; /starship new opens one.",
  );
  expect(quickRefusalText({ code: "gm-only" })).toBe(
    "Only the player who opened the duel can do that.",
  );
  expect(starshipRefusalText({ code: "gm-only" })).toBe(
    "Only the captain who opened the duel can do that.",
  );
  expect(quickRefusalText({ code: "not-your-seat", seat: "b" })).toBe(
    "You have no fighter in this duel.",
  );
  expect(starshipRefusalText({ code: "unknown-seat", seat: "x" })).toBe(
    "You have no ship in this duel.",
  );
  expect(quickRefusalText({ code: "channel-busy", game: "ur-quan" })).toBe(
    "This channel already has a battle; finish it first or use another channel.",
  );
  expect(starshipRefusalText({ code: "channel-busy", game: "ur-quan" })).toBe(
    "This channel already has a starship duel; /starship status shows it.",
  );
  expect(starshipRefusalText({ code: "channel-busy", game: "la-mame" })).toBe(
    "This channel already has a battle of another game; finish it first or use another channel.",
  );
  expect(quickRefusalText({ code: "not-awaited", seat: "a", awaited: ["b"] })).toBe(
    "The duel is not waiting for you now; /quick status says whom it waits for.",
  );
  expect(quickRefusalText({ code: "paused" })).toBe(
    "The duel is paused; the player who opened it resumes it with /quick resume.",
  );
  expect(starshipRefusalText({ code: "paused" })).toBe(
    "The duel is paused; the captain who opened it resumes it with /starship resume.",
  );
  expect(starshipRefusalText({ code: "seats-empty", seats: ["orange"] })).toBe(
    "The duel needs a second captain: someone runs /starship join.",
  );
});

it("words the rest alike", () => {
  for (const text of [quickRefusalText, starshipRefusalText]) {
    expect(text({ code: "no-free-seat" })).toBe("Both seats are taken.");
    expect(text({ code: "rules", reason: "Out of range." })).toBe("Out of range.");
    expect(text({ code: "moved-on" })).toBe("The duel has moved on; that is already done.");
  }
});
