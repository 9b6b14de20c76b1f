/**
 * AM §6 DAGGER MARKSMANSHIP, with forced dice: a single thrown dagger or sha-ken aimed within 3
 * hexes at the head (−6, armor no help, damage doubled on any other doubling) or a hand (−6, no
 * shield nor armor lighter than chainmail, and the hand lets go), without the AIMED SHOTS rule;
 * rules edition 4 aimed a throw by AIMED SHOTS alone.
 */
import { describe, expect, it } from "vitest";
import type { AimedPart } from "../../../src/engine/battle/aimed-shots.ts";
import { legalAims } from "../../../src/engine/battle/decisions.ts";
import type { FigureSpec } from "../../../src/engine/index.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import {
  adept,
  attackRolls,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

const THROWER = human("A", { dx: 14, weapons: ["dagger"], readyWeapon: "dagger" });

/** A (DX 14, dagger) on E10 facing north; T (red) on `targetHex`, facing it. */
function throwBattle(
  targetHex: string,
  target: Partial<FigureSpec> = {},
  opts: { rulesEdition?: number; optionalRules?: string[]; thrower?: FigureSpec } = {},
): TestBattle {
  const { thrower = THROWER, ...rules } = opts;
  return new TestBattle(
    [fighter("a", thrower, "E10", N), fighter("t", human("T", target), targetHex, S, "red")],
    { ruleset: "advanced-melee", ...rules },
  );
}

/** A throws at T, aimed or not. */
function throwAt(b: TestBattle, faces: readonly number[], aim?: AimedPart, more: object = {}) {
  return b.turn(
    [
      { figure: "a", option: "b", target: "t", attack: "thrown", ...(aim ? { aim } : {}), ...more },
      { figure: "t", option: "pass" },
    ],
    faces,
  );
}

describe("AM §6 DAGGER MARKSMANSHIP: a thrown dagger", () => {
  it("aims at the head or a hand within 3 hexes without the aimed-shots rule, never at a leg", () => {
    const b = throwBattle("E7");
    const move = { option: "b" as const, attack: "thrown" as const };
    expect(legalAims(b.state, "a", move, "t")).toEqual(["head", "weapon-arm", "shield-arm"]);
    expect(() => throwAt(b, [], "leg")).toThrow(
      "A thrown dagger or single sha-ken aims only at the head or a hand (weapon-arm or shield-arm) without the aimed-shots rule (AM §6 DAGGER MARKSMANSHIP).",
    );
  });

  it("not from 4 hexes off, unless the aimed-shots rule aims it by its own table", () => {
    expect(() => throwAt(throwBattle("E6"), [], "head")).toThrow(
      "T is 4 hexes from A; a thrown dagger or star aims at the head or a hand only within 3 hexes (AM §6 DAGGER MARKSMANSHIP).",
    );
    const b = throwBattle("E6", {}, { optionalRules: ["aimed-shots"] });
    const events = throwAt(b, [1, 1, 2, 4], "head");
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 4, result: "double" });
    expect(eventsOf(events, "aimed-hit")[0]).toEqual({
      type: "aimed-hit",
      attacker: "a",
      target: "t",
      part: "head",
      taken: 6,
      effect: "stunned",
    });
  });

  it("at the head 2 hexes off: −6, plate no help, the damage doubled", () => {
    const b = throwBattle("E8", { armor: "plate" });
    const events = throwAt(b, [2, 2, 2, 4], "head");
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 6,
      modifiers: [
        { label: "aimed at the head", value: -6 },
        { label: "thrown 2 hexes", value: -2 },
      ],
      result: "hit",
    });
    expect(damages(events)[0]).toMatchObject({ multiplier: 2, total: 6, stopped: 0, taken: 6 });
    const hit = eventsOf(events, "aimed-hit")[0];
    expect(hit).toMatchObject({ part: "head", taken: 6, effect: null, marksman: true });
    expect(describeEvent(b.state, hit as never)).toBe(
      "Aimed at the head (armor no help, damage doubled): 6 hits, T no more than the hits",
    );
  });

  it("a 4 on the dice doubles the doubled head hit: four times the damage", () => {
    const b = throwBattle("E8", { armor: "plate", st: 20 });
    const events = throwAt(b, [1, 1, 2, 4], "head");
    expect(attackRolls(events)[0]).toMatchObject({ result: "double" });
    expect(damages(events)[0]).toMatchObject({ multiplier: 4, total: 12, stopped: 0, taken: 12 });
  });

  it("at the weapon hand: a shield and leather no help, and the sword falls", () => {
    const b = throwBattle("E7", { armor: "leather", shield: "small-shield", shieldReady: true });
    const events = throwAt(b, [2, 2, 1, 3], "weapon-arm");
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 5, result: "hit" });
    expect(damages(events)[0]).toMatchObject({ multiplier: 1, total: 2, stopped: 0, taken: 2 });
    expect(eventsOf(events, "aimed-hit")[0]).toMatchObject({ effect: "weapon-dropped" });
    expect(b.fig("t").readyWeapon).toBeNull();
  });

  it("at the shield hand in chainmail: the mail stops it all, and the shield still falls", () => {
    const b = throwBattle("E8", { armor: "chainmail", shield: "small-shield", shieldReady: true });
    const events = throwAt(b, [2, 2, 2, 3], "shield-arm");
    expect(damages(events)[0]).toMatchObject({ total: 2, stopped: 2, taken: 0 });
    expect(eventsOf(events, "aimed-hit")[0]).toMatchObject({ marksman: true });
    expect(b.fig("t").shieldReady).toBe(false);
  });

  it("rules edition 4 aimed the same throw by AIMED SHOTS: plate stops it, no doubling", () => {
    const refused = throwBattle("E8", { armor: "plate" }, { rulesEdition: 4 });
    expect(() => throwAt(refused, [], "head")).toThrow(
      "Aimed shots are an optional rule of ADVANCED MELEE (AM §6 AIMED SHOTS), not in play in this battle.",
    );
    const b = throwBattle(
      "E8",
      { armor: "plate" },
      { rulesEdition: 4, optionalRules: ["aimed-shots"] },
    );
    const events = throwAt(b, [2, 2, 2, 4], "head");
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 6, result: "hit" });
    expect(damages(events)[0]).toMatchObject({ multiplier: 1, total: 3, stopped: 3, taken: 0 });
    expect(eventsOf(events, "aimed-hit")[0]).not.toHaveProperty("marksman");
  });
});

describe("AM §6 DAGGER MARKSMANSHIP: sha-ken", () => {
  const ninja = adept("A", "sha-ken", "sha-ken");

  it("a single star aims at the head; two at once do not", () => {
    const b = throwBattle("E8", { armor: "plate" }, { thrower: ninja });
    const events = throwAt(b, [2, 2, 2, 4], "head");
    expect(damages(events)[0]).toMatchObject({ multiplier: 2, total: 4, stopped: 0 });
    expect(eventsOf(events, "aimed-hit")[0]).toMatchObject({ part: "head", marksman: true });
    const two = throwBattle("E8", {}, { thrower: ninja });
    expect(legalAims(two.state, "a", { option: "b", attack: "thrown", stars: 2 }, "t")).toEqual([]);
    expect(() => throwAt(two, [], "head", { stars: 2 })).toThrow(
      "Aimed shots are an optional rule of ADVANCED MELEE (AM §6 AIMED SHOTS), not in play in this battle.",
    );
  });
});
