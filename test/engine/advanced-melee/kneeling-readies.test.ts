/**
 * AM §2 LIST OF OPTIONS: "A kneeling figure may ready any weapon" (digest List 1, 10); MELEE lets
 * a kneeling figure only reload a crossbow (PRONE AND KNEELING FIRE).
 */
import { describe, expect, it } from "vitest";
import { availableOptions } from "../../../src/engine/battle/availability.ts";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { at, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

/** A, kneeling on E5 with a broadsword ready and a dagger carried; T stands far off. */
function kneeling(ruleset: Ruleset) {
  const a = human("A", { weapons: ["broadsword", "dagger"], readyWeapon: "broadsword" });
  const b = new TestBattle([fighter("a", a, "E5", S), fighter("t", human("T"), "E12", N, "red")], {
    ruleset,
  });
  b.edit("a", { posture: "kneeling" });
  b.place("mace", "E5");
  return b;
}

describe("AM: a kneeling figure readies any weapon it carries", () => {
  it("(e) is open to A under AM, not under MELEE", () => {
    const am = kneeling("advanced-melee");
    expect(availableOptions(am.state, am.fig("a"))).toContain("e");
    const melee = kneeling("melee");
    expect(availableOptions(melee.state, melee.fig("a"))).not.toContain("e");
  });

  it("A readies its dagger and stays kneeling", () => {
    const b = kneeling("advanced-melee");
    b.turn([
      { figure: "a", option: "e", ready: { weapon: "dagger" } },
      { figure: "t", option: "pass" },
    ]);
    expect(b.fig("a")).toMatchObject({
      posture: "kneeling",
      readyWeapon: "dagger",
      carried: ["broadsword"],
      position: at("E5"),
    });
  });

  it("picking up the mace under it is refused: it stands up for that", () => {
    const b = kneeling("advanced-melee");
    expect(() =>
      b.turn([
        { figure: "a", option: "e", ready: { pickUp: "mace" } },
        { figure: "t", option: "pass" },
      ]),
    ).toThrow("A is kneeling; it may ready what it carries, not pick up.");
  });
});
