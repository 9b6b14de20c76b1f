/**
 * AM §6 BERSERKING by the GM's ruling, with forced dice: in and out on 3 dice against IQ; +1 DX
 * and no DX lost to wounds or weakness, +2 MA, fighting on at ST 1, never dodging, defending or
 * disengaging; coming out costs 2 ST.
 */
import { describe, expect, it } from "vitest";
import { currentMa } from "../../../src/engine/battle/movement.ts";
import type { GmRuling } from "../../../src/engine/battle/orders.ts";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import {
  attackRolls,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

/** Ann (ST 12, DX 12, IQ 10, broadsword) on E5 facing S, Bo (ST 14, DX 10) next to her on E6. */
function battle(ruleset: Ruleset = "advanced-melee"): TestBattle {
  return new TestBattle(
    [
      fighter("a", human("Ann", { iq: 10 }), "E5", S),
      fighter("b", human("Bo", { st: 14, dx: 10 }), "E6", N, "red"),
    ],
    { ruleset },
  );
}

function rule(b: TestBattle, ruling: GmRuling, faces: number[] = []) {
  return b.order({ type: "gm", gm: "Gamemaster", ruling }, faces);
}

const GO = { kind: "berserk", figure: "a", berserk: true } as const;
const OUT = { kind: "berserk", figure: "a", berserk: false } as const;

/** Ann berserk: her roll of 3, 3, 3 against IQ 10 is made. */
function berserk(): TestBattle {
  const b = battle();
  rule(b, GO, [3, 3, 3]);
  return b;
}

describe("AM §6: berserking", () => {
  it("goes berserk on 3 dice against IQ, and not on a miss", () => {
    const b = battle();
    const missed = rule(b, GO, [6, 5, 2]);
    expect(eventsOf(missed, "saving-roll")).toMatchObject([
      { figure: "a", purpose: "go berserk", target: 10, success: false },
    ]);
    expect(eventsOf(missed, "gm-ruling")).toMatchObject([
      { ruling: "tries to go berserk, and fails" },
    ]);
    expect(b.fig("a").berserk).toBeUndefined();
    const made = rule(b, GO, [3, 3, 3]);
    expect(eventsOf(made, "gm-ruling")).toMatchObject([{ ruling: "goes berserk" }]);
    expect(b.fig("a").berserk).toBe(true);
  });

  it("strikes at +1 DX, with nothing lost at ST 3 or less: adjDX 13", () => {
    const b = berserk();
    b.edit("a", { hits: 9 });
    const events = b.turn(
      [
        { figure: "b", option: "pass" },
        { figure: "a", option: "h", target: "b" },
      ],
      [6, 5, 5],
    );
    expect(attackRolls(events)).toMatchObject([
      { attacker: "a", adjDx: 13, modifiers: [{ label: "berserk", value: 1 }] },
    ]);
  });

  it("moves with +2 MA", () => {
    const b = berserk();
    expect(currentMa(b.fig("a"))).toBe(12);
  });

  it("fights on at ST 1 and dies at 0 (ruling 48); a figure not berserk passes out at 1", () => {
    const b = berserk();
    rule(b, { kind: "set-hits", figure: "a", hits: 11 });
    expect(b.fig("a").condition).toBe("ok");
    rule(b, { kind: "set-hits", figure: "a", hits: 12 });
    expect(b.fig("a").condition).toBe("dead");
    const calm = battle();
    rule(calm, { kind: "set-hits", figure: "a", hits: 11 });
    expect(calm.fig("a").condition).toBe("unconscious");
  });

  it("never defends or disengages", () => {
    for (const option of ["i", "l"] as const) {
      expect(() =>
        berserk().turn([
          { figure: "b", option: "pass" },
          { figure: "a", option },
        ]),
      ).toThrow(/Ann is berserk: it never dodges, defends or disengages/);
    }
  });

  it("comes out on the IQ roll, 2 ST the poorer; a miss leaves it berserk", () => {
    const b = berserk();
    rule(b, OUT, [6, 6, 1]);
    expect(b.fig("a").berserk).toBe(true);
    const out = rule(b, OUT, [2, 2, 2]);
    expect(eventsOf(out, "gm-ruling")).toMatchObject([
      { ruling: "comes out of the frenzy, spent: 2 ST lost" },
    ]);
    expect(b.fig("a")).toMatchObject({ hits: 2 });
    expect(b.fig("a").berserk).toBeUndefined();
  });

  it("is an ADVANCED MELEE rule", () => {
    expect(() => rule(battle("melee"), GO, [3, 3, 3])).toThrow(/ADVANCED MELEE rule/);
  });
});
