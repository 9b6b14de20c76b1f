/**
 * AM §3 CRAWLING, KNEELING AND LYING PRONE: a crawling figure may not attack, except in HTH at
 * another figure lying on the ground. Under AM a figure lying prone or fallen takes (m) at a foe
 * lying beside it, and goes onto its hex as AM's (m) does. Reading in docs/rulings.md.
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import type { BattleFigure } from "../../../src/engine/battle/types.ts";
import { legalOptions } from "../../../src/engine/index.ts";
import {
  at,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

/** A lies prone in E5; D (red) lies in E6 in `posture`; blue moves first. */
function lying(ruleset: Ruleset, posture: BattleFigure["posture"]) {
  const b = new TestBattle(
    [fighter("a", human("A"), "E5", S), fighter("d", human("D"), "E6", N, "red")],
    { ruleset },
  );
  b.edit("a", { posture: "prone" });
  b.edit("d", { posture });
  b.order({ type: "initiative", side: "blue", moveFirst: true });
  return b;
}

const grapple = { type: "move", figure: "a", option: "m", target: "d" } as const;

describe("AM §3: crawlers' HTH", () => {
  it("A, prone, grapples D lying prone beside it: D's 2, then A's 9 hits and a 6 does 5", () => {
    const b = lying("advanced-melee", "prone");
    expect(legalOptions(b.state, "a")).toContain("m");
    const moved = b.order(grapple, [2]);
    expect(eventsOf(moved, "hth-defense")[0]).toMatchObject({ outcome: "grappled" });
    expect(b.fig("a").position).toEqual(at("E6"));
    const acted = b.order({ type: "move", figure: "d", option: "pass" }, [3, 3, 3, 6]);
    expect(damages(acted)[0]).toMatchObject({ attacker: "a", target: "d", total: 5 });
  });

  it("not at a foe standing, nor kneeling", () => {
    for (const posture of ["standing", "kneeling"] as const) {
      const b = lying("advanced-melee", posture);
      expect(legalOptions(b.state, "a")).not.toContain("m");
      expect(() => b.order(grapple)).toThrow(
        `A, crawling, may grapple only a foe lying on the ground (AM §3); D is ${posture}.`,
      );
    }
  });

  it("not the turn after a knockdown, and never under MELEE", () => {
    const knocked = lying("advanced-melee", "prone");
    knocked.edit("a", { knockedDownLastTurn: true });
    expect(legalOptions(knocked.state, "a")).not.toContain("m");
    expect(legalOptions(lying("melee", "prone").state, "a")).not.toContain("m");
  });
});
