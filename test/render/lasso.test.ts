/**
 * A lasso on a figure (AM §5 PECULIAR WEAPONS) in the pictures and words: the token's badge, the
 * figure's status, and the log of the cast and of working loose.
 */
import { describe, expect, it } from "vitest";
import { describeEvents } from "../../src/render/log-text.ts";
import { statusWords } from "../../src/render/map/describe.ts";
import { postureBadge } from "../../src/render/map/tokens.ts";
import { adept, fighter, human, N, S, TestBattle } from "../engine/battle/attack-builders.ts";

describe("a figure a lasso holds", () => {
  const b = new TestBattle(
    [
      fighter("a", adept("Cowhand", "lasso", "lasso"), "E10", N),
      fighter("t", human("Tor"), "E7", S, "red"),
    ],
    { ruleset: "advanced-melee" },
  );
  const cast = b.turn(
    [
      { figure: "a", option: "b", target: "t", aim: "weapon-arm" },
      { figure: "t", option: "pass" },
    ],
    [3, 3, 3],
  );

  it("shows 'lasso' beside its token and who holds it in its status", () => {
    expect(postureBadge(b.state, b.fig("t"), false)).toBe("lasso");
    expect(statusWords(b.state, b.fig("t"))).toContain("held by Cowhand's lasso");
  });

  it("logs the cast that catches it and the turn it works loose", () => {
    expect(describeEvents(b.state, cast)).toEqual(
      expect.arrayContaining([
        "Cowhand, Lasso → Tor: 3d6 = 9 (3+3+3) ≤ adjDX 14, hit",
        "Cowhand's lasso catches Tor by the weapon arm: that hand lets go; the rope holds it",
      ]),
    );
    const loose = b.turn(
      [
        { figure: "t", option: "pass" },
        { figure: "a", option: "pass" },
      ],
      [2, 2, 2],
    );
    expect(describeEvents(b.state, loose)).toEqual(
      expect.arrayContaining([
        "Tor rolls to work loose of the lasso: 3d6 = 6 (2+2+2) ≤ adjDX 12, succeeds",
        "Tor works loose of Cowhand's lasso",
      ]),
    );
    expect(postureBadge(b.state, b.fig("t"), false)).toBe("");
  });
});
