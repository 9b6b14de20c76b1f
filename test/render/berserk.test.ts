/**
 * A berserk figure (AM §6 BERSERKING) in the pictures and words: the token's badge, its status in
 * the roster and the map's alt text, and the badge gone once it comes out of the frenzy.
 */
import { expect, it } from "vitest";
import { describeMapForAltText } from "../../src/render/map/alt-text.ts";
import { statusWords } from "../../src/render/map/describe.ts";
import { rosterLines } from "../../src/render/map/roster-text.ts";
import { postureBadge } from "../../src/render/map/tokens.ts";
import { fighter, human, N, S, TestBattle } from "../engine/battle/attack-builders.ts";

function gm(b: TestBattle, berserk: boolean, faces: number[]): void {
  b.order(
    { type: "gm", gm: "Gamemaster", ruling: { kind: "berserk", figure: "a", berserk } },
    faces,
  );
}

it("marks a berserker's token 'berserk' and says so in its status, roster line and alt text", () => {
  const b = new TestBattle(
    [fighter("a", human("Ann", { iq: 10 }), "E5", S), fighter("b", human("Bo"), "E8", N, "red")],
    { ruleset: "advanced-melee" },
  );
  expect(postureBadge(b.state, b.fig("a"), false)).toBe("");
  gm(b, true, [3, 3, 3]);
  expect(postureBadge(b.state, b.fig("a"), false)).toBe("berserk");
  expect(statusWords(b.state, b.fig("a"))).toEqual(["berserk"]);
  expect(describeMapForAltText(b.state)).toContain("Ann at E5 facing S, ST 12/12, berserk.");
  expect(rosterLines(b.state).find((l) => l.includes("Ann"))).toMatch(/ · berserk$/);
  // Coming out on 3 dice against IQ 10 (3, 3, 3) ends the mark and costs 2 ST.
  gm(b, false, [3, 3, 3]);
  expect(postureBadge(b.state, b.fig("a"), false)).toBe("");
  expect(describeMapForAltText(b.state)).toContain("Ann at E5 facing S, ST 10/12.");
});

it("keeps 'berserk' in the status of a berserker in a HTH pile", () => {
  const b = new TestBattle(
    [fighter("a", human("Ann", { iq: 10 }), "E5", S), fighter("b", human("Bo"), "E6", N, "red")],
    { ruleset: "advanced-melee" },
  );
  gm(b, true, [3, 3, 3]);
  b.edit("b", { position: b.fig("a").position });
  expect(statusWords(b.state, b.fig("a"))).toEqual(["berserk", "HTH with Bo"]);
});
