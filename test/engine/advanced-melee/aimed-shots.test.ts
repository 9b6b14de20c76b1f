/**
 * AM §6 AIMED SHOTS, an optional rule, with forced dice: the aim's DX penalty and its effects by
 * the hits taken after armor. Readings in docs/rulings.md, "Aimed shots".
 */
import { describe, expect, it } from "vitest";
import type { AimedPart } from "../../../src/engine/battle/aimed-shots.ts";
import { attackDx } from "../../../src/engine/battle/dx.ts";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import {
  attackRolls,
  beast,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

/** A (E5, DX 12, broadsword) strikes T (E6, red, no armor) aimed at `aim`. */
function aimed(
  aim: AimedPart,
  faces: number[],
  opts: { rules?: string[]; ruleset?: Ruleset; shield?: boolean } = {},
) {
  const t = human("T", opts.shield ? { shield: "small-shield", shieldReady: true } : {});
  const b = new TestBattle([fighter("a", human("A"), "E5", S), fighter("t", t, "E6", N, "red")], {
    ruleset: opts.ruleset ?? "advanced-melee",
    optionalRules: opts.rules ?? ["aimed-shots"],
  });
  const events = b.turn(
    [
      { figure: "t", option: "pass" },
      { figure: "a", option: "h", target: "t", aim },
    ],
    faces,
  );
  return { b, events, hit: eventsOf(events, "aimed-hit")[0] };
}

describe("AM §6 AIMED SHOTS: the head, at −6", () => {
  it("6 on 3 dice against adjDX 12 − 6 hits; 4 hits daze T: −4 DX on its attacks next turn", () => {
    const { b, events, hit } = aimed("head", [2, 2, 2, 2, 2]);
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 6,
      modifiers: [{ label: "aimed at the head", value: -6 }],
      result: "hit",
    });
    expect(hit).toEqual({
      type: "aimed-hit",
      attacker: "a",
      target: "t",
      part: "head",
      taken: 4,
      effect: "dazed",
    });
    expect(describeEvent(b.state, hit as never)).toBe(
      "Aimed at the head: 4 hits, T is dazed: −4 DX next turn",
    );
    expect(b.state.turn).toBe(2);
    const dx = attackDx(b.state, b.fig("t"), b.fig("a"), {
      kind: "weapon",
      withRange: true,
      poleAgainstCharge: false,
    });
    expect(dx.modifiers).toContainEqual({ label: "head hit last turn", value: -4 });
  });

  it("7 misses at adjDX 6, and nothing follows", () => {
    const { hit, events } = aimed("head", [2, 2, 3]);
    expect(attackRolls(events)[0]?.result).toBe("miss");
    expect(hit).toBeUndefined();
  });

  it("6 hits stun T: it falls unconscious", () => {
    const { b, hit } = aimed("head", [2, 2, 2, 3, 3]);
    expect(hit).toMatchObject({ taken: 6, effect: "stunned" });
    expect(b.fig("t")).toMatchObject({ condition: "unconscious", posture: "fallen" });
  });

  it("2 hits do no more than the hits", () => {
    const { b, hit } = aimed("head", [2, 2, 2, 1, 1]);
    expect(hit).toMatchObject({ taken: 2, effect: null });
    expect(b.fig("t").dazedOnTurn).toBeUndefined();
  });
});

describe("AM §6 AIMED SHOTS: the arms and the leg", () => {
  it("weapon arm at −4: 3 hits drop T's broadsword", () => {
    const { b, events, hit } = aimed("weapon-arm", [2, 3, 3, 1, 2]);
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 8, result: "hit" });
    expect(hit).toMatchObject({ taken: 3, effect: "weapon-dropped" });
    expect(b.fig("t").readyWeapon).toBeNull();
    expect(b.fig("t").crippled).toBeUndefined();
  });

  it("weapon arm: 6 hits take the arm's use, 8 the arm for good", () => {
    expect(aimed("weapon-arm", [2, 3, 3, 3, 3]).hit).toMatchObject({ effect: "use-lost" });
    const { b, hit } = aimed("weapon-arm", [2, 3, 3, 4, 4]);
    expect(hit).toMatchObject({ taken: 8, effect: "limb-lost" });
    expect(b.fig("t").crippled).toEqual(["weapon-arm"]);
  });

  it("shield arm at −6: 3 hits after the shield's 1 knock the small shield away", () => {
    const { b, events, hit } = aimed("shield-arm", [2, 2, 2, 2, 2], { shield: true });
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 6, result: "hit" });
    expect(hit).toMatchObject({ taken: 3, effect: "shield-lost" });
    expect(b.fig("t")).toMatchObject({ shield: null, shieldReady: false });
  });

  it("leg at −4: 3 hits bring T to its knees, and it may not stand up next turn", () => {
    const { b, hit } = aimed("leg", [2, 3, 3, 1, 2]);
    expect(hit).toMatchObject({ taken: 3, effect: "knocked-to-knees" });
    expect(b.fig("t")).toMatchObject({ posture: "kneeling", legStruckOnTurn: 1 });
    expect(() => b.turn([{ figure: "t", option: "n" }])).toThrow(
      "T's leg was struck by an aimed shot: it fights from the ground until turn 4.",
    );
  });
});

describe("AM §6 AIMED SHOTS: a wing", () => {
  it("a gargoyle on the ground, at −4: 8 damage less its 3 is 5 hits, more than 4: its wing is useless", () => {
    const b = new TestBattle([fighter("a", human("A"), "E5", S), beast("g", "gargoyle", "E6", N)], {
      ruleset: "advanced-melee",
      optionalRules: ["aimed-shots"],
    });
    const events = b.turn(
      [
        { figure: "g", option: "pass" },
        { figure: "a", option: "h", target: "g", aim: "wing" },
      ],
      [2, 3, 3, 4, 4],
    );
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 8, result: "hit" });
    expect(eventsOf(events, "aimed-hit")[0]).toMatchObject({ taken: 5, effect: "grounded" });
    expect(b.fig("g").crippled).toEqual(["wing"]);
  });
});

describe("AM §6 AIMED SHOTS: when an aim is refused", () => {
  it("without the optional rule, and under MELEE", () => {
    expect(() => aimed("head", [], { rules: [] })).toThrow(/not in play in this battle/);
    expect(() => aimed("head", [], { ruleset: "melee", rules: [] })).toThrow(
      /optional rule of ADVANCED MELEE/,
    );
  });

  it("at a man's wing", () => {
    expect(() => aimed("wing", [])).toThrow("T has no wings.");
  });

  it("with an option that makes no blow", () => {
    const b = new TestBattle(
      [fighter("a", human("A"), "E5", S), fighter("t", human("T"), "E6", N, "red")],
      { ruleset: "advanced-melee", optionalRules: ["aimed-shots"] },
    );
    expect(() =>
      b.turn([
        { figure: "t", option: "pass" },
        { figure: "a", option: "i", aim: "head" },
      ]),
    ).toThrow(/makes no blow to aim/);
  });
});
