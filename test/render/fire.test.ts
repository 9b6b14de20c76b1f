/**
 * A figure soaked in burning oil (AM §6 FIRE AS A WEAPON) in the pictures and words: the token's
 * badge and the figure's status.
 */
import { expect, it } from "vitest";
import { statusWords } from "../../src/render/map/describe.ts";
import { postureBadge } from "../../src/render/map/tokens.ts";
import { fighter, human, N, S, TestBattle } from "../engine/battle/attack-builders.ts";

it("shows 'fire' beside a standing soaked figure's token and 'on fire' in its status", () => {
  const b = new TestBattle(
    [fighter("a", human("A"), "E5", S), fighter("t", human("T"), "E8", N, "red")],
    { ruleset: "advanced-melee" },
  );
  b.edit("t", { aflame: { turnsLeft: 7, armorSpent: true } });
  expect(postureBadge(b.state, b.fig("t"), false)).toBe("fire");
  expect(statusWords(b.state, b.fig("t"))).toContain("on fire (7 turns)");
  b.edit("t", { posture: "fallen" });
  expect(postureBadge(b.state, b.fig("t"), false)).toBe("F");
});
