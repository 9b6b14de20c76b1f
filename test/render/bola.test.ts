/** A bola's hit in the log (AM §5 PECULIAR WEAPONS): the part it wraps and what that costs. */
import { expect, it } from "vitest";
import { describeEvents } from "../../src/render/log-text.ts";
import { adept, fighter, human, N, S, TestBattle } from "../engine/battle/attack-builders.ts";

it("logs the bola wrapping the legs", () => {
  const gaucho = adept("Gaucho", "bola", "bola");
  const b = new TestBattle(
    [fighter("a", gaucho, "E10", N), fighter("t", human("Tor"), "E7", S, "red")],
    { ruleset: "advanced-melee" },
  );
  const events = b.turn(
    [
      { figure: "a", option: "b", target: "t" },
      { figure: "t", option: "pass" },
    ],
    [3, 3, 3],
  );
  expect(describeEvents(b.state, events)).toEqual(
    expect.arrayContaining([
      "Gaucho, Bola (thrown) → Tor: 3d6 = 9 (3+3+3) ≤ adjDX 11 = DX 14 − 3 range, hit",
      "Gaucho's bola wraps Tor's legs: down, and it may not stand next turn",
      "Tor is down (legs wrapped by a bola)",
      "Bola thrown by Gaucho lands in E7",
    ]),
  );
});
