import { describe, expect, it } from "vitest";
import { ForcedDice } from "../../../src/dice/dice.ts";
import { ROSTER, readoutOf, urQuanRules } from "../../../src/games/ur-quan/index.ts";
import { turned } from "../../../src/games/ur-quan/rules/hex.ts";
import { REFLEX_ONLY, TARGETED } from "../../../src/games/ur-quan/rules/readout.ts";
import { applyAll, duel, facingOff, ship } from "./duel.ts";

describe("the ship readouts (our derivation)", () => {
  it("reproduces the seed's data points", () => {
    const scout = readoutOf("shofixti");
    expect(scout.thrust).toBe(4);
    expect(scout.main).toMatchObject({ name: "Dart", die: 10, cost: 1, damage: 1 });
    expect(scout.crewHalves).toBe(6);
    const dreadnought = readoutOf("ur-quan");
    expect(dreadnought.pilot).toBe(8);
    expect(dreadnought.crewHalves).toBe(42);
    expect(dreadnought.main).toMatchObject({
      name: "Fusion Blast",
      die: 12,
      cost: 3,
      damage: 6,
      range: 10,
    });
  });

  it("holds all 25 Super Melee ships, each with a Reflex the seed's way at most once", () => {
    expect(ROSTER).toHaveLength(25);
    expect(new Set(ROSTER.map((s) => s.id)).size).toBe(25);
    expect(ROSTER.find((s) => s.ambush)?.id).toBe("vux");
    expect(
      ROSTER.filter((s) => s.special.attributes.includes("reflex"))
        .map((s) => s.id)
        .sort(),
    ).toEqual(["earthling", "shofixti", "utwig", "yehat"]);
  });

  it("derives by the documented conversions", () => {
    expect(readoutOf("pkunk")).toMatchObject({
      thrust: 6,
      turn: 6,
      pilot: 12,
      battery: 6,
      recharge: 0,
      points: 20,
    });
    expect(readoutOf("ilwrath")).toMatchObject({
      thrust: 3,
      turn: 3,
      pilot: 8,
      battery: 8,
      recharge: 2,
      crewHalves: 22,
    });
    expect(readoutOf("syreen")).toMatchObject({ crewHalves: 12, maxCrewHalves: 42 });
  });
});

/** Ship `id` (a) with the Dreadnought (b) adjacent across the weapon's first arc hexside. */
function facingTarget(id: string, slot: "main" | "special") {
  const weapon = slot === "main" ? readoutOf(id).main : readoutOf(id).special;
  const state = duel(
    { a: [id], b: ["ur-quan"] },
    { ship: id, hex: { col: 5, row: 4 }, facing: turned(3, -(weapon.arc[0] ?? 0)) },
    { ship: "ur-quan", hex: { col: 5, row: 7 }, facing: 0 },
    [{ col: 6, row: 4 }],
  );
  ship(state, "s2").hex = { col: 5, row: 5 };
  return { state, weapon };
}

describe("every Main and Special works", () => {
  for (const r of ROSTER) {
    for (const slot of ["main", "special"] as const) {
      it(`${r.name}: ${slot}`, () => {
        const { state, weapon } = facingTarget(r.id, slot);
        const order = {
          type: "fire",
          by: "a",
          slot,
          target: "s2",
          hex: { col: 2, row: 2 },
        } as const;
        if (REFLEX_ONLY.has(weapon.effect.kind)) {
          expect(() => urQuanRules.apply(state, order, new ForcedDice([]))).toThrow(
            /only as a Reflex/,
          );
          return;
        }
        const step = urQuanRules.apply(state, order, new ForcedDice([8, 1, 1]));
        expect(step.events[0]).toMatchObject({ type: "fired", weapon: weapon.name });
        if (TARGETED.has(weapon.effect.kind)) {
          expect(step.events).toContainEqual(
            expect.objectContaining({ type: "hit-taken", ship: "s2" }),
          );
        }
      });
    }
  }
});

describe("effects (our glossary)", () => {
  it("Siren Song moves the crew it takes to the Syreen", () => {
    const { state } = facingTarget("syreen", "special");
    const after = applyAll(
      state,
      [{ type: "fire", by: "a", slot: "special", target: "s2" }],
      [9, 1],
    );
    expect(ship(after, "s2").crewHalves).toBe(38);
    expect(ship(after, "s1").crewHalves).toBe(16);
  });

  it("limpets take a Thrust and a Turn, never below 1", () => {
    const { state } = facingTarget("vux", "special");
    const after = applyAll(
      state,
      [
        { type: "fire", by: "a", slot: "special", target: "s2" },
        { type: "end", by: "a" },
      ],
      [7, 1],
    );
    expect(ship(after, "s2")).toMatchObject({
      slowed: 1,
      thrustLeft: 2,
      turnLeft: 1,
      crewHalves: 42,
    });
  });

  it("the cloak shrinks the attacker's die until the cloaked ship's next turn", () => {
    const { state } = facingTarget("ilwrath", "special");
    const cloaked = applyAll(state, [
      { type: "fire", by: "a", slot: "special" },
      { type: "end", by: "a" },
    ]);
    const step = urQuanRules.apply(
      cloaked,
      { type: "fire", by: "b", slot: "main", target: "s1" },
      new ForcedDice([9, 8]),
    );
    expect(step.events).toContainEqual(expect.objectContaining({ type: "attack-rolled", die: 10 }));
    const next = applyAll(step.state, [{ type: "end", by: "b" }]);
    expect(ship(next, "s1").cloaked).toBe(false);
  });

  it("the Utwig's absorption shield turns the attack's Cost into Battery", () => {
    const state = facingOff("ur-quan", "utwig");
    ship(state, "s2").battery = 5;
    const after = applyAll(
      state,
      [
        { type: "fire", by: "a", slot: "main", target: "s2" },
        { type: "defend", by: "b", choice: "reflex" },
      ],
      [6, 6],
    );
    expect(ship(after, "s2")).toMatchObject({ crewHalves: 20, battery: 5 - 1 + 3 });
  });
});
