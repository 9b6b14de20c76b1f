/**
 * The whip's aimed lashes in the log (AM §5 PECULIAR WEAPONS, AM §6 DAGGER MARKSMANSHIP): the
 * −6, the doubled damage and what the struck hand lets go of.
 */
import { describe, expect, it } from "vitest";
import { describeEvents } from "../../src/render/log-text.ts";
import { adept, fighter, human, N, S, TestBattle } from "../engine/battle/attack-builders.ts";

function lashed(aim: "head" | "weapon-arm", faces: readonly number[]): string[] {
  const drover = adept("Drover", "whip", "whip", { st: 11, dx: 13 });
  const b = new TestBattle(
    [
      fighter("a", drover, "E10", N),
      fighter("t", human("Tor", { armor: "plate" }), "E7", S, "red"),
    ],
    { ruleset: "advanced-melee" },
  );
  const events = b.turn(
    [
      { figure: "a", option: "b", target: "t", aim },
      { figure: "t", option: "pass" },
    ],
    faces,
  );
  return describeEvents(b.state, events);
}

describe("a whip's aimed lash in the log", () => {
  it("at the head: the −6, the damage doubled past the plate", () => {
    expect(lashed("head", [2, 2, 3, 4])).toEqual(
      expect.arrayContaining([
        "Drover, Whip → Tor: 3d6 = 7 (2+2+3) ≤ adjDX 7 = DX 13 − 6 aimed at the head, hit",
        "Aimed at the head (armor no help, damage doubled): 6 hits, Tor no more than the hits",
      ]),
    );
  });

  it("at the weapon hand: the hand lets go", () => {
    expect(lashed("weapon-arm", [2, 2, 3, 6])).toEqual(
      expect.arrayContaining([
        "Aimed at the weapon hand: 0 hits, Tor lets go of what that hand held",
      ]),
    );
  });
});
