/**
 * AM §2 option IV(b): "A prone figure must make a 3/DX roll to ready a weapon" (digest List 1,
 * 10); MELEE lets a figure lying down only reload a crossbow (PRONE AND KNEELING FIRE). Reading
 * in docs/rulings.md, "Readying while prone or kneeling".
 */
import { describe, expect, it } from "vitest";
import { availableOptions } from "../../../src/engine/battle/availability.ts";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { eventsOf, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

/** A (adjDX 12 standing), lying prone on E5 with a broadsword ready and a dagger carried. */
function lying(ruleset: Ruleset, posture: "prone" | "fallen" = "prone") {
  const a = human("A", { weapons: ["broadsword", "dagger"], readyWeapon: "broadsword" });
  const b = new TestBattle([fighter("a", a, "E5", S), fighter("t", human("T"), "E12", N, "red")], {
    ruleset,
  });
  b.edit("a", { posture });
  b.place("mace", "E5");
  return b;
}

const readyDagger = [
  { figure: "a", option: "e", ready: { weapon: "dagger" } },
  { figure: "t", option: "pass" },
] as const;

describe("AM: a prone figure readies a weapon on a 3/DX roll", () => {
  it("(e) is open to A prone or fallen under AM, not under MELEE", () => {
    for (const posture of ["prone", "fallen"] as const) {
      const am = lying("advanced-melee", posture);
      expect(availableOptions(am.state, am.fig("a"))).toContain("e");
      const melee = lying("melee", posture);
      expect(availableOptions(melee.state, melee.fig("a"))).not.toContain("e");
    }
  });

  it("a roll of 8 readies the dagger; A stays prone", () => {
    const b = lying("advanced-melee");
    const events = b.turn(readyDagger, [2, 3, 3]);
    const [roll] = eventsOf(events, "saving-roll");
    expect(eventsOf(events, "item-readied")).toHaveLength(1);
    expect(roll).toMatchObject({
      figure: "a",
      purpose: "ready a weapon lying down",
      faces: [2, 3, 3],
      target: 12,
      success: true,
    });
    expect(b.fig("a")).toMatchObject({
      posture: "prone",
      readyWeapon: "dagger",
      carried: ["broadsword"],
    });
  });

  it("a roll of 17 readies nothing: the broadsword stays in hand", () => {
    const b = lying("advanced-melee");
    const events = b.turn(readyDagger, [6, 6, 5]);
    expect(eventsOf(events, "saving-roll").map((e) => e.success)).toEqual([false]);
    expect(eventsOf(events, "item-readied")).toEqual([]);
    expect(b.fig("a")).toMatchObject({ readyWeapon: "broadsword", carried: ["dagger"] });
  });

  it("picking up the mace beside it is refused before any roll", () => {
    const b = lying("advanced-melee");
    expect(() =>
      b.turn([
        { figure: "a", option: "e", ready: { pickUp: "mace" } },
        { figure: "t", option: "pass" },
      ]),
    ).toThrow("A is prone; it may ready what it carries, not pick up.");
  });
});
