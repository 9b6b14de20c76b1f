/**
 * A figure that chose to attack but was itself grappled before its turn to act fights on in that
 * brawl (MELEE: HAND-TO-HAND COMBAT; MULTIPLE HTH COMBAT: figures on the ground "can ONLY attack
 * the enemies they are in HTH combat with").
 */
import { describe, expect, it } from "vitest";
import { at, attackRolls, fighter, human, N, S, TestBattle } from "./attack-builders.ts";

describe("a grapple overtaken by another", () => {
  it("strikes at the foe in its own brawl instead", () => {
    // Ann (blue) in E2 faces Bob, whose back is to the north wall in E1; Cid jumps Ann from E3.
    const b = new TestBattle([
      fighter("ann", human("Ann"), "E2", N),
      fighter("bob", human("Bob"), "E1", S, "red"),
      fighter("cid", human("Cid"), "E4", N, "red"),
    ]);
    // Ann rolls 1 against Cid's jump: both fall in E2. Cid (HTH, adjDX 16) misses with 16;
    // then Ann, grappling nobody now, strikes Cid in her brawl and misses with 16 too.
    const events = b.turn(
      [
        { figure: "ann", option: "m", target: "bob" },
        { figure: "bob", option: "pass" },
        { figure: "cid", option: "b", path: [at("E3"), at("E2")], target: "ann" },
      ],
      [1, 5, 5, 6, 5, 5, 6],
    );
    expect(attackRolls(events).map((e) => [e.attacker, e.target, e.kind])).toEqual([
      ["cid", "ann", "hth"],
      ["ann", "cid", "hth"],
    ]);
  });
});

describe("a blow (h) overtaken by a grapple", () => {
  /** A in E2 grapples D, whose back is to the north wall in E1; D chose to strike A with (h). */
  function grappled(gear: string[], faces: number[]) {
    const d = human("D", { st: 13, dx: 11, weapons: gear as never, readyWeapon: "broadsword" });
    const b = new TestBattle([fighter("a", human("A"), "E2", N), fighter("d", d, "E1", S, "red")]);
    const events = b.turn(
      [
        { figure: "a", option: "m", target: "d" },
        { figure: "d", option: "h", target: "a" },
      ],
      faces,
    );
    return attackRolls(events).filter((e) => e.attacker === "d");
  }

  it("on a 3 or 4 the defender readies his dagger and stabs with it this turn, at +4", () => {
    // D's die 3; A's blow 16 misses; D's dagger 9 against 11 + 4, then a 4: 6 hits.
    expect(grappled(["broadsword", "dagger"], [3, 6, 5, 5, 3, 3, 3, 4])).toEqual([
      expect.objectContaining({ target: "a", kind: "hth", weapon: "Dagger", adjDx: 15 }),
    ]);
  });

  it("on a 1 or 2 he fights bare-handed this turn", () => {
    expect(grappled(["broadsword"], [1, 6, 5, 5, 3, 3, 3, 4])).toEqual([
      expect.objectContaining({ target: "a", kind: "hth", weapon: "bare hands", adjDx: 15 }),
    ]);
  });
});
