/**
 * AM §10 with forced dice: our 7-hex flying dragon (ST 60) takes off, strikes from the air, engages
 * fliers by size, falls when 25 hits knock it down, and lands. Reading in docs/rulings.md, "A
 * flying dragon".
 */
import { describe, expect, it } from "vitest";
import { ForcedDice } from "../../../src/dice/dice.ts";
import { newCtx } from "../../../src/engine/battle/context.ts";
import { engagingEnemies } from "../../../src/engine/battle/engagement.ts";
import { applyHits, reactToInjury } from "../../../src/engine/battle/injury.ts";
import { customArena } from "../../../src/engine/hex/arena.ts";
import {
  attackRolls,
  beast,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  rider,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

const AM = { ruleset: "advanced-melee", arena: customArena(9, 16) } as const;
const ANN = human("Ann", { weapons: ["broadsword"], readyWeapon: "broadsword" });
const annPasses = { figure: "ann", option: "pass" } as const;

/** The dragon, its head over E6 facing S (its body back to E2), and Ann below it in E7 facing N. */
function dragonOverAnn(height?: number): TestBattle {
  const b = new TestBattle(
    [beast("d", "dragon", "E6", S, "red"), fighter("ann", ANN, "E7", N, "blue")],
    AM,
  );
  if (height !== undefined) b.edit("d", { flying: true, height });
  return b;
}

const engaged = (b: TestBattle, id: string) => engagingEnemies(b.state, b.fig(id)).map((f) => f.id);

describe("AM §10: a 7-hex dragon in the air", () => {
  it("is 7 hexes of ST 60: 15 hits cost it DX, 25 knock it down", () => {
    const d = dragonOverAnn().fig("d");
    expect(d.traits).toMatchObject({
      hexes: 7,
      flyingMa: 20,
      dxLossAt: 15,
      knockdownAt: 25,
      hoversToStrike: true,
    });
  });

  it("takes off to half its flying MA, climbs, and lands", () => {
    const b = new TestBattle(
      [beast("d", "dragon", "E6", S, "red"), fighter("ann", ANN, "A16", N, "blue")],
      AM,
    );
    b.turn([{ figure: "d", option: "a", flight: "take-off", height: 10 }, annPasses], []);
    expect(b.fig("d")).toMatchObject({ flying: true, height: 10 });
    b.turn([{ figure: "d", option: "a", height: 2 }, annPasses], []);
    b.turn([{ figure: "d", option: "a", flight: "land" }, annPasses], []);
    expect(b.fig("d").flying).toBe(false);
  });

  it("3 m up it bites Ann at −4 for 4 dice and stays aloft", () => {
    const b = dragonOverAnn(3);
    const events = b.turn(
      [{ figure: "d", option: "b", target: "ann" }, annPasses],
      [2, 2, 2, 1, 1, 1, 1],
    );
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 8,
      result: "hit",
      modifiers: [{ label: "striking from the air", value: -4 }],
    });
    expect(damages(events)[0]).toMatchObject({ faces: [1, 1, 1, 1], total: 4 });
    expect(b.fig("d")).toMatchObject({ flying: true, height: 3 });
  });

  it("12 m up, 25 hits knock it out of the air: it crashes for 2 dice", () => {
    const b = dragonOverAnn(12);
    const ctx = newCtx(b.state, new ForcedDice([6, 6]));
    const d = b.fig("d");
    applyHits(ctx, d, 25);
    reactToInjury(ctx, d);
    expect(eventsOf(ctx.events, "aerial-fall")).toEqual([
      { type: "aerial-fall", figure: "d", from: 12, to: 0, faces: [6, 6], hits: 12 },
    ]);
    expect(b.fig("d")).toMatchObject({ flying: false, posture: "fallen", hits: 37 });
  });
});

describe("AM §10: engagement by size in the air", () => {
  /**
   * A flier of the blue side at 6 m facing the dragon's body: a gargoyle, or a rider on a griffin.
   * Facing it, the dragon's head is over E6 facing S and the flier over E7 facing N; turned away,
   * its head is over E10 facing S (its tail at E6) and the flier over E5 facing S.
   */
  function flierBeforeDragon(flier: "gargoyle" | "griffin-rider", dragonFaces = true): TestBattle {
    const [head, at, facing] = dragonFaces ? ["E6", "E7", N] : ["E10", "E5", S];
    const blue =
      flier === "gargoyle"
        ? beast("x", "gargoyle", at, facing, "blue")
        : rider("x", ANN, at, facing, { beast: "griffin", horsemanship: "expert" });
    const b = new TestBattle([beast("d", "dragon", head, S, "red"), blue], AM);
    b.edit("d", { flying: true, height: 6 });
    b.edit("x", { flying: true, height: 6 });
    return b;
  }

  it("a gargoyle facing it does not engage a dragon 7 times its size", () => {
    const b = flierBeforeDragon("gargoyle", false);
    expect(engaged(b, "x")).toEqual([]);
    expect(engaged(b, "d")).toEqual([]);
  });

  it("nor does a rider on a 2-hex griffin (7 > 3 × 2)", () => {
    const b = flierBeforeDragon("griffin-rider", false);
    expect(engaged(b, "x")).toEqual([]);
  });

  it("the dragon facing them engages either", () => {
    expect(engaged(flierBeforeDragon("gargoyle"), "x")).toEqual(["d"]);
    expect(engaged(flierBeforeDragon("griffin-rider"), "d")).toEqual(["x"]);
  });
});
