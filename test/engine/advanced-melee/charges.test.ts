/**
 * AM §5 POLE WEAPONS' definition of a charge, with forced dice: the charger moves from a hex not
 * adjacent to its target to one adjacent to it ("one hex away and back" still counts); MELEE's
 * charge (b) is any attack after moving (digest List 1, 5).
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import {
  at,
  attackRolls,
  damages,
  fighter,
  human,
  N,
  NW,
  SW,
  TestBattle,
} from "../battle/attack-builders.ts";

const AM: Ruleset = "advanced-melee";
/** A spearman (adjDX 10, spear 1+1) beside a swordsman (adjDX 12) on E6 facing N, in its side hex F6. */
const SPEARMAN = human("Spear", { st: 14, dx: 10, weapons: ["spear"], readyWeapon: "spear" });

/**
 * The spearman moves along `path` to F5, in the swordsman's front, and strikes; the swordsman
 * strikes back. The swordsman misses (16), the spearman hits (9) and rolls 1 on its die; `first`
 * says who rolls first.
 */
function spearmanMoves(ruleset: Ruleset, path: readonly string[], first: "w" | "p" = "w") {
  const miss = [6, 5, 5];
  const hit = [3, 3, 3, 1];
  const b = new TestBattle(
    [fighter("p", SPEARMAN, "F6", NW), fighter("w", human("Sword"), "E6", N, "red")],
    { ruleset },
  );
  const events = b.turn(
    [
      { figure: "p", option: "b", target: "w", path: path.map(at), facing: SW },
      { figure: "w", option: "h", target: "p" },
    ],
    first === "w" ? [...miss, ...hit] : [...hit, ...miss],
  );
  return {
    order: attackRolls(events).map((e) => e.attacker),
    damage: damages(events)[0],
  };
}

describe("AM: a charge comes from a hex not adjacent to the target", () => {
  it("1 hex from F6 to F5, both beside E6: MELEE doubles the spear (4), AM does not (2)", () => {
    expect(spearmanMoves("melee", ["F5"])).toMatchObject({
      order: ["w", "p"],
      damage: { faces: [1], multiplier: 2, taken: 4 },
    });
    expect(spearmanMoves(AM, ["F5"])).toMatchObject({
      order: ["w", "p"],
      damage: { faces: [1], multiplier: 1, taken: 2 },
    });
  });

  it("one hex away (G6) and back (F5) is a charge under AM: the spear goes first and doubles", () => {
    expect(spearmanMoves(AM, ["G6", "F5"], "p")).toMatchObject({
      order: ["p", "w"],
      damage: { faces: [1], multiplier: 2, taken: 4 },
    });
  });
});
