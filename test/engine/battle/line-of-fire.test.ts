/**
 * friendsInLineOfFire (MELEE: HITTING YOUR FRIENDS): the friends a shot must be rolled to miss
 * before its target, as the order flow warns of them before Confirm.
 */
import { describe, expect, it } from "vitest";
import { friendsInLineOfFire } from "../../../src/engine/index.ts";
import { at, fighter, human, N, S, TestBattle } from "./attack-builders.ts";

const archer = human("Archer", { weapons: ["longbow"], readyWeapon: "longbow" });

describe("friendsInLineOfFire", () => {
  it("names a standing friend between the archer and the target, not one beside the line", () => {
    const { state } = new TestBattle([
      fighter("a", archer, "E10", N),
      fighter("f", human("Friend"), "E8", S),
      fighter("g", human("Aside"), "B8", S),
      fighter("t", human("T"), "E6", S, "red"),
    ]);
    expect(friendsInLineOfFire(state, "a", at("E10"), "t").map((f) => f.id)).toEqual(["f"]);
    // From a hex whose line misses the friend, nobody is in the way.
    expect(friendsInLineOfFire(state, "a", at("D7"), "t")).toEqual([]);
  });

  it("ignores enemies in the way (they are not rolled to miss) and friends lying down", () => {
    const { state } = new TestBattle([
      fighter("a", archer, "E10", N),
      fighter("e", human("Foe"), "E8", S, "red"),
      fighter("f", human("Friend", {}), "E9", S),
      fighter("t", human("T"), "E6", S, "red"),
    ]);
    const friend = state.figures.find((f) => f.id === "f");
    if (friend === undefined) throw new Error("no friend");
    friend.posture = "prone";
    expect(friendsInLineOfFire(state, "a", at("E10"), "t")).toEqual([]);
  });
});
