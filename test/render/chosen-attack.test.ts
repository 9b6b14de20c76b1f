/** The "option chosen" line names a jab (AM §5 JABBING), which the option's letter does not. */
import { expect, it } from "vitest";
import { describeEvents } from "../../src/render/log-text.ts";
import { fighter, human, N, S, TestBattle } from "../engine/battle/attack-builders.ts";

it("logs A's (b) as a jab at T two hexes off", () => {
  const spearman = human("Ann", { weapons: ["spear"], readyWeapon: "spear" });
  const b = new TestBattle(
    [fighter("a", spearman, "E5", S), fighter("t", human("Tor"), "E7", N, "red")],
    { ruleset: "advanced-melee" },
  );
  const events = b.turn(
    [
      { figure: "a", option: "b", target: "t", attack: "jab" },
      { figure: "t", option: "pass" },
    ],
    [5, 5, 5],
  );
  const lines = describeEvents(b.state, events);
  expect(lines.filter((line) => line.startsWith("Ann: (b)"))).toEqual([
    expect.stringMatching(/^Ann: \(b\) .* → Tor, jabbing$/),
  ]);
});
