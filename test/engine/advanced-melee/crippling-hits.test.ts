/**
 * AM §6 CRIPPLING HITS, an optional rule, with forced dice: a hit rolled as 3–6 is followed, after
 * its damage, by the attacker's 2 dice for a limb.
 */
import { describe, expect, it } from "vitest";
import { attackDx } from "../../../src/engine/battle/dx.ts";
import type { FigureSetup } from "../../../src/engine/battle/setup.ts";
import {
  at,
  beast,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

/** A (E5, broadsword) strikes T (E6, red) under AM, crippling hits chosen unless `rules` says. */
function strike(faces: number[], rules = ["crippling-hits"], target?: FigureSetup) {
  const b = new TestBattle(
    [fighter("a", human("A"), "E5", S), target ?? fighter("t", human("T"), "E6", N, "red")],
    { ruleset: "advanced-melee", optionalRules: rules },
  );
  const events = b.turn(
    [
      { figure: "t", option: "pass" },
      { figure: "a", option: "h", target: "t" },
    ],
    faces,
  );
  return { b, events, crippling: eventsOf(events, "crippling-hit") };
}

describe("AM crippling hits (optional)", () => {
  it("a 5 to hit, 6 damage, then 8 on 2 dice: T loses the use of its right leg and kneels", () => {
    const { b, events, crippling } = strike([1, 2, 2, 3, 3, 4, 4]);
    expect(damages(events)[0]).toMatchObject({ total: 6 });
    expect(crippling).toEqual([
      {
        type: "crippling-hit",
        attacker: "a",
        target: "t",
        faces: [4, 4],
        limb: "right-leg",
        permanent: false,
      },
    ]);
    expect(b.fig("t")).toMatchObject({ posture: "kneeling", crippled: ["right-leg"] });
  });

  it("8 or more damage on a limb loses it for good", () => {
    const { crippling } = strike([1, 2, 2, 4, 4, 4, 5]);
    expect(crippling[0]).toMatchObject({ limb: "left-leg", permanent: true });
  });

  it("10: the weapon arm, and the broadsword falls in T's hex", () => {
    const { b } = strike([1, 2, 2, 3, 3, 5, 5]);
    expect(b.fig("t").readyWeapon).toBeNull();
    expect(b.state.dropped).toEqual([{ item: "broadsword", position: at("E6") }]);
  });

  it("12: a head hit leaves T at ST 1, unconscious", () => {
    const { b } = strike([1, 2, 2, 3, 3, 6, 6]);
    expect(b.fig("t")).toMatchObject({ condition: "unconscious", hits: 11 });
  });

  it("7 on the 2 dice: no crippling hit", () => {
    const { b, crippling } = strike([1, 2, 2, 3, 3, 3, 4]);
    expect(crippling[0]).toMatchObject({ limb: null });
    expect(b.fig("t").crippled).toBeUndefined();
  });

  it("a hit rolled as 7 calls for no crippling roll", () => {
    expect(strike([2, 2, 3, 3, 3]).crippling).toEqual([]);
  });

  it("without the optional rule a 5 calls for none either", () => {
    expect(strike([1, 2, 2, 3, 3], []).crippling).toEqual([]);
  });

  it("a crippled leg fights at −2 except with missiles, and is struck at +2", () => {
    const { b } = strike([1, 2, 2, 3, 3, 4, 4]);
    const weapon = { kind: "weapon", withRange: true, poleAgainstCharge: false } as const;
    expect(attackDx(b.state, b.fig("t"), b.fig("a"), weapon).modifiers).toContainEqual({
      label: "crippled leg",
      value: -2,
    });
    expect(attackDx(b.state, b.fig("a"), b.fig("t"), weapon).modifiers).toContainEqual({
      label: "target's leg crippled",
      value: 2,
    });
  });

  it("a wolf has no arms: 11 is a leg, which costs it 4 MA, not its footing", () => {
    const { b, crippling } = strike([1, 2, 2, 1, 1, 5, 6], undefined, beast("t", "wolf", "E6", N));
    expect(crippling[0]).toMatchObject({ limb: "left-leg" });
    expect(b.fig("t")).toMatchObject({ ma: 8, posture: "standing" });
  });
});
