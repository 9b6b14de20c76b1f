/**
 * A fleeing figure (AM §3 INITIATIVE) in the pictures and words: the token's "flee" badge, its
 * status, and the log's line for its flight, from the turn it runs until it stops running.
 */
import { expect, it } from "vitest";
import { describeEvents } from "../../src/render/log-text.ts";
import { statusWords } from "../../src/render/map/describe.ts";
import { postureBadge } from "../../src/render/map/tokens.ts";
import { at, fighter, human, N, S, TestBattle } from "../engine/battle/attack-builders.ts";

it("marks a figure on the run 'flee' and 'fleeing', and logs its flight", () => {
  const b = new TestBattle(
    [fighter("a", human("Ann"), "E5", S), fighter("b", human("Bo"), "E8", N, "red")],
    { ruleset: "advanced-melee" },
  );
  expect(postureBadge(b.state, b.fig("b"), false)).toBe("");
  const turn = b.turn([
    { figure: "a", option: "pass" },
    { figure: "b", option: "flee", destination: at("E12"), facing: S },
  ]);
  expect(describeEvents(b.state, turn).filter((l) => l.includes("Bo"))).toEqual([
    "Bo flees: a move, no attack; if it keeps running it goes first next turn",
    "Bo flees E8 → E12 (4 hexes), facing S",
  ]);
  expect(postureBadge(b.state, b.fig("b"), false)).toBe("flee");
  expect(statusWords(b.state, b.fig("b"))).toEqual(["fleeing"]);
  // It stops: by the turn after, it is no longer on the run.
  b.turn([
    { figure: "a", option: "pass" },
    { figure: "b", option: "pass" },
  ]);
  expect(postureBadge(b.state, b.fig("b"), false)).toBe("");
  expect(statusWords(b.state, b.fig("b"))).toEqual([]);
});
