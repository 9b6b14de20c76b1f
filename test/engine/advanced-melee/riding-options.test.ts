/**
 * ADVANCED MELEE §9 OPTIONS in battle: a rider's options are a riding animal's — its full MA, half
 * its MA and/or an attack, standing still, a shift and/or an attack — with (a) and (b) barred when
 * engaged; a footman's dropping down and grappling are refused, and only an Expert Horseman picks
 * up a dropped weapon. Edition 3 of AM's rules let a rider take a footman's options.
 */
import { describe, expect, it } from "vitest";
import { legalOptions } from "../../../src/engine/battle/decisions.ts";
import type { MountSetup } from "../../../src/engine/mounted/beasts.ts";
import { fighter, human, N, rider, S, TestBattle } from "../battle/attack-builders.ts";

/** R rides a horse, head in E6 facing N; F on foot in `foeAt` facing S. */
function battle(foeAt: string, mount?: MountSetup, rulesEdition?: number): TestBattle {
  return new TestBattle(
    [rider("r", human("R"), "E6", N, mount), fighter("f", human("F"), foeAt, S, "red")],
    { ruleset: "advanced-melee", ...(rulesEdition === undefined ? {} : { rulesEdition }) },
  );
}

const none: MountSetup = { beast: "horse", horsemanship: "none" };

describe("AM §9: a rider's options are a riding animal's", () => {
  it("disengaged: (a), (b), (c), (e), doing nothing, getting off or jumping off; no (d)", () => {
    expect(legalOptions(battle("E1").state, "r")).toEqual([
      "a",
      "b",
      "c",
      "e",
      "pass",
      "dismount",
      "jump-off",
    ]);
  });

  it("engaged: the shifts (h), (i), (l), doing nothing or getting off; (o) for an Expert Horseman", () => {
    const b = battle("E5", none);
    b.place("dagger", "E6");
    expect(legalOptions(b.state, "r")).toEqual(["h", "i", "l", "pass", "dismount"]);
    const expert = battle("E5");
    expert.place("dagger", "E6");
    expect(legalOptions(expert.state, "r")).toEqual(["h", "i", "l", "o", "pass", "dismount"]);
  });

  it("refuses a footman's option and an engaged horse's full move, privately worded", () => {
    expect(() => battle("E1").turn([{ figure: "r", option: "d", posture: "prone" }])).toThrow(
      "R rides Horse: (d) is a footman's option, not a rider's (AM §9).",
    );
    expect(() =>
      battle("E5").turn([{ figure: "r", option: "a", destination: { q: 4, r: 9 } }]),
    ).toThrow(
      "Horse is engaged: a riding animal engaged may only stand still or shift one hex and/or attack, not move its full MA (AM §9).",
    );
    const b = battle("E5", none);
    b.place("dagger", "E6");
    expect(() => b.turn([{ figure: "r", option: "o", ready: { weapon: "dagger" } }])).toThrow(
      "Only an Expert Horseman picks up a dropped weapon from the saddle (AM §9).",
    );
  });

  it("under edition 3 a rider still had a footman's (d)", () => {
    expect(legalOptions(battle("E1", undefined, 3).state, "r")).toContain("d");
  });
});
