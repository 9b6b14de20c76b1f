/**
 * AM §5 WEAPONS TABLE: the bastard sword (2+1 in one hand, 3-2 in two) and AM's spear (1 die in one
 * hand, 1+1 in two). The grip follows the other hand: a ready shield or a main-gauche leaves one.
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import type { WeaponId } from "../../../src/engine/figure/equipment.ts";
import { gearRuleset } from "../../../src/engine/figure/ruleset-equipment.ts";
import { validateFigure } from "../../../src/engine/figure/validate.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import {
  at,
  attackRolls,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

/** Ulf (ST 13, DX 16) facing the target, adjacent or, to ready freely, three hexes off. */
function wielder(
  weapon: WeaponId,
  shieldReady: boolean,
  ruleset: Ruleset,
  targetAt = "E6",
): TestBattle {
  const spec = human("Ulf", {
    st: 13,
    dx: 16,
    weapons: [weapon],
    readyWeapon: weapon,
    shield: "small-shield",
    shieldReady: false,
  });
  const b = new TestBattle(
    [
      fighter("a", spec, "E5", S),
      fighter("t", human("Target", { st: 14, dx: 10 }), targetAt, N, "red"),
    ],
    { ruleset },
  );
  b.edit("a", { shieldReady });
  return b;
}

/** A hit rolled 3, 3, 3 with each of the blow's `dice` damage dice showing 4. */
function blow(b: TestBattle, dice: number) {
  const events = b.turn(
    [
      { figure: "t", option: "pass" },
      { figure: "a", option: "h", target: "t" },
    ],
    [3, 3, 3, ...Array<number>(dice).fill(4)],
  );
  return { roll: attackRolls(events)[0], damage: damages(events)[0], state: b.state };
}

describe("the bastard sword's two grips", () => {
  it("does 3-2 in both hands, the shield slung", () => {
    const { roll, damage, state } = blow(wielder("bastard-sword", false, "advanced-melee"), 3);
    expect(damage).toMatchObject({ damage: { dice: 3, add: -2 }, total: 10 });
    expect(describeEvent(state, roll as never)).toContain("Bastard sword (two hands) → Target");
  });

  it("does 2+1 in one hand beside a ready shield", () => {
    const { roll, damage, state } = blow(wielder("bastard-sword", true, "advanced-melee"), 2);
    expect(damage).toMatchObject({ damage: { dice: 2, add: 1 }, total: 9 });
    expect(describeEvent(state, roll as never)).toContain("Bastard sword (one hand) → Target");
  });

  it("changes grip when the shield is readied by option (e)", () => {
    const b = wielder("bastard-sword", false, "advanced-melee", "E9");
    const events = b.turn(
      [
        { figure: "t", option: "pass" },
        { figure: "a", option: "e", ready: { shieldReady: true } },
      ],
      [],
    );
    expect(eventsOf(events, "item-readied")[0]).toMatchObject({ shieldReady: true });
    b.edit("t", { position: at("E6") });
    expect(blow(b, 2).damage).toMatchObject({ damage: { dice: 2, add: 1 } });
  });
});

describe("the spear's two grips under AM", () => {
  it("does 1 die in one hand beside a ready shield, 1+1 in two", () => {
    expect(blow(wielder("spear", true, "advanced-melee"), 1).damage).toMatchObject({
      damage: { dice: 1, add: 0 },
      total: 4,
    });
    expect(blow(wielder("spear", false, "advanced-melee"), 1).damage).toMatchObject({
      damage: { dice: 1, add: 1 },
      total: 5,
    });
  });

  it("keeps MELEE's two-handed spear: the shield cannot be readied with it", () => {
    const b = wielder("spear", false, "melee", "E9");
    expect(() =>
      b.turn(
        [
          { figure: "t", option: "pass" },
          { figure: "a", option: "e", ready: { shieldReady: true } },
        ],
        [],
      ),
    ).toThrow("Spear needs both hands: the shield must be slung.");
    const { roll, damage, state } = blow(wielder("spear", false, "melee"), 1);
    expect(damage).toMatchObject({ damage: { dice: 1, add: 1 } });
    expect(describeEvent(state, roll as never)).toContain("Spear → Target");
  });

  it("lets an AM figure start with the spear and a ready shield, not a MELEE one", () => {
    const spec = human("Ulf", {
      weapons: ["spear"],
      readyWeapon: "spear",
      shield: "small-shield",
      shieldReady: true,
    });
    expect(validateFigure(spec, "advanced-melee")).toEqual([]);
    expect(validateFigure(spec, "melee")).toEqual([
      "A spear needs both hands: sling the shield or ready another weapon",
    ]);
    expect(gearRuleset(spec)).toBe("advanced-melee");
    expect(gearRuleset({ ...spec, shieldReady: false })).toBe("melee");
  });
});
