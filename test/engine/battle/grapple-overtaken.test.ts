/**
 * A figure that chose to grapple (m) but was itself grappled before its turn to act fights on in
 * that brawl (MELEE: HAND-TO-HAND COMBAT; found by the property tests).
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
