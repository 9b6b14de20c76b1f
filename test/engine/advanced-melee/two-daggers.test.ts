/**
 * AM §5 LEFT-HAND WEAPONS: two daggers, or a dagger and a main-gauche, strike in HTH at −4 each;
 * the second comes to hand going into HTH with both ready, or drawn (V(b)) with a dagger in hand.
 * MELEE has no such blow. Reading in docs/rulings.md, "Two daggers in HTH".
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { legalOptions } from "../../../src/engine/index.ts";
import {
  attackRolls,
  damages,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

const AM: Ruleset = "advanced-melee";

/** A (ST 12, DX 12) and D grapple in E6; A holds a dagger and, in its off hand, `offhand`. */
function brawl(ruleset: Ruleset, offhand: "dagger" | "main-gauche" | null) {
  const b = new TestBattle(
    [fighter("a", human("A"), "E6", N), fighter("d", human("D"), "E7", N, "red")],
    { ruleset },
  );
  b.pile("E6", ["a", "d"]);
  b.edit("a", { readyWeapon: "dagger", offhand, carried: [] });
  return b;
}

const both = { figure: "a", option: "p", target: "d", attack: "two-daggers" } as const;
const dPasses = { figure: "d", option: "pass" } as const;

describe("AM §5: two daggers in HTH", () => {
  it("a dagger and a main-gauche: two blows at adjDX 12 (DX 12, +4 HTH, −4), 1+1 each", () => {
    const b = brawl(AM, "main-gauche");
    const events = b.turn([both, dPasses], [4, 4, 4, 3, 4, 4, 4, 5]);
    const rolls = attackRolls(events);
    expect(rolls.map((r) => [r.weapon, r.adjDx, r.result])).toEqual([
      ["Dagger", 12, "hit"],
      ["Main-gauche", 12, "hit"],
    ]);
    expect(rolls[1]?.modifiers).toContainEqual({ label: "main-gauche as 2nd weapon", value: -4 });
    // AM §6: ST 12's table 1-2, +3 with a dagger: 1+1; the dice show 3 and 5.
    expect(damages(events).map((d) => d.total)).toEqual([4, 6]);
  });

  it("a 13 misses at adjDX 12: the −4 counts on each blow", () => {
    const b = brawl(AM, "dagger");
    const events = b.turn([both, dPasses], [4, 4, 5, 4, 4, 4, 2]);
    expect(attackRolls(events).map((r) => r.result)).toEqual(["miss", "hit"]);
    expect(damages(events)).toHaveLength(1);
  });

  it("refused under MELEE, and with one dagger in hand", () => {
    expect(() => brawl("melee", "main-gauche").turn([both, dPasses])).toThrow(
      "Only under ADVANCED MELEE may a figure strike with two daggers in hand-to-hand.",
    );
    expect(() => brawl(AM, null).turn([both, dPasses])).toThrow(
      "A needs a dagger in each hand (or a dagger and a main-gauche) to strike with both.",
    );
  });

  it("with a dagger in hand, A draws a second into its off hand on 3 dice against DX 12", () => {
    const b = brawl(AM, null);
    b.edit("a", { carried: ["dagger"] });
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(legalOptions(b.state, "a")).toContain("q");
    b.order({ type: "move", figure: "a", option: "q" });
    b.order({ type: "move", ...dPasses }, [4, 4, 4]);
    expect(b.fig("a")).toMatchObject({ readyWeapon: "dagger", offhand: "dagger", carried: [] });
  });

  it("going into HTH with a dagger and a main-gauche ready keeps both under AM, not MELEE", () => {
    const grapple = (ruleset: Ruleset) => {
      const b = new TestBattle(
        [
          fighter(
            "a",
            human("A", { weapons: ["dagger", "main-gauche"], readyWeapon: "dagger" }),
            "E2",
            N,
          ),
          fighter("d", human("D"), "E1", S, "red"),
        ],
        { ruleset },
      );
      b.edit("a", { dx: 8, readyWeapon: "dagger", offhand: "main-gauche", carried: [] });
      // A grapples D, whose back is to the wall; D's 1 lets it in; A's blow misses on 14.
      b.turn(
        [
          { figure: "a", option: "m", target: "d" },
          { figure: "d", option: "pass" },
        ],
        [1, 5, 5, 4],
      );
      return b.fig("a");
    };
    expect(grapple(AM).offhand).toBe("main-gauche");
    expect(grapple("melee").offhand).toBeNull();
  });
});
