/**
 * AM §5 PECULIAR WEAPONS, the lasso: cast 3 to 15 hexes at the missile weapons' DX by megahexes; the
 * neck 1+2, an arm lets go, the body (no aim) knocked down; the rope holds the figure until it works
 * loose (3 dice against adjDX, a turn doing nothing else, hands or ST over 20); a miss takes 6 turns
 * to re-coil. A whip may be cast as a lasso over its own 3 to 5 hexes.
 */
import { describe, expect, it } from "vitest";
import type { AimedPart } from "../../../src/engine/battle/aimed-shots.ts";
import { legalAims } from "../../../src/engine/battle/decisions.ts";
import { holderOf } from "../../../src/engine/battle/lasso.ts";
import { WEAPONS } from "../../../src/engine/figure/equipment.ts";
import type { AttackKind, FigureSpec } from "../../../src/engine/index.ts";
import {
  adept,
  attackRolls,
  beast,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

const COWHAND = adept("Cowhand", "lasso", "lasso");

/** The cowhand on E10 facing north, T (red) at `hex` facing it. */
function lassoBattle(hex = "E7", t: Partial<FigureSpec> = {}, a = COWHAND): TestBattle {
  return new TestBattle([fighter("a", a, "E10", N), fighter("t", human("T", t), hex, S, "red")], {
    ruleset: "advanced-melee",
  });
}

function cast(b: TestBattle, faces: readonly number[], aim?: AimedPart, attack?: AttackKind) {
  return b.turn(
    [
      {
        figure: "a",
        option: "b",
        target: "t",
        ...(aim ? { aim } : {}),
        ...(attack ? { attack } : {}),
      },
      { figure: "t", option: "pass" },
    ],
    faces,
  );
}

/** A turn where T takes `option` and the cowhand waits. */
function next(b: TestBattle, option: "a" | "pass", faces: readonly number[] = [], more = {}) {
  return b.turn(
    [
      { figure: "t", option, ...more },
      { figure: "a", option: "pass" },
    ],
    faces,
  );
}

describe("the lasso", () => {
  it("is ST 8 with its own talent, cast 3 to 15 hexes by megahexes; the whip casts over 3 to 5", () => {
    const { st, talent, lasso } = WEAPONS.lasso;
    expect([st, talent, lasso]).toEqual([8, "lasso", { min: 3, max: 15, byMegahex: true }]);
    expect(WEAPONS.whip.lasso).toEqual({ min: 3, max: 5, byMegahex: false });
  });

  it("with no aim catches the body: T is down, unhurt, and held where it lies", () => {
    const b = lassoBattle();
    const events = cast(b, [3, 3, 3]);
    expect(attackRolls(events)[0]).toMatchObject({ kind: "lasso", adjDx: 14, result: "hit" });
    expect(damages(events)).toEqual([]);
    expect(eventsOf(events, "lasso-hit")[0]).toMatchObject({ target: "t", part: "body" });
    expect(b.fig("t").posture).toBe("fallen");
    expect(b.fig("a").readyWeapon).toBe("lasso");
    expect(holderOf(b.state, b.fig("t"))?.id).toBe("a");
    expect(() =>
      b.turn([
        { figure: "a", option: "b", target: "t" },
        { figure: "t", option: "pass" },
      ]),
    ).toThrow("Cowhand's rope already holds T.");
  });

  it("at the neck does 1+2 at no DX for the aim; at an arm that hand lets go, no damage", () => {
    const b = lassoBattle();
    expect(legalAims(b.state, "a", { option: "b" }, "t")).toEqual([
      "head",
      "weapon-arm",
      "shield-arm",
    ]);
    const neck = cast(b, [3, 3, 3, 4], "head");
    expect(attackRolls(neck)[0]).toMatchObject({ adjDx: 14, modifiers: [], result: "hit" });
    expect(damages(neck)[0]).toMatchObject({ damage: { dice: 1, add: 2 }, taken: 6 });
    expect(eventsOf(neck, "lasso-hit")[0]).toMatchObject({ part: "neck" });

    const arm = lassoBattle();
    const events = cast(arm, [3, 3, 3], "weapon-arm");
    expect(damages(events)).toEqual([]);
    expect(arm.fig("t").readyWeapon).toBeNull();
    expect(arm.state.dropped).toContainEqual({
      item: "broadsword",
      position: arm.fig("t").position,
    });
  });

  it("takes the missile weapons' DX by megahexes, and reaches no nearer than 3 hexes", () => {
    const far = lassoBattle("E1");
    const events = cast(far, [3, 3, 3]);
    expect(attackRolls(events)[0]?.modifiers).toEqual([
      { label: "lasso at 3 megahexes", value: -1 },
    ]);
    const near = lassoBattle("E8");
    expect(() => cast(near, [3, 3, 3])).toThrow(
      "T is 2 hexes from Cowhand; a lasso strikes only 3 to 15 hexes away.",
    );
  });

  it("held, T may not move off; a turn doing nothing after the cast's works it loose on 3 dice against adjDX", () => {
    const b = lassoBattle("E7", {}, adept("Cowhand", "lasso", "lasso", { dx: 16 }));
    const caught = cast(b, [3, 3, 3]);
    expect(eventsOf(caught, "lasso-slipped")).toEqual([]);
    expect(() => next(b, "a", [], { path: ["E6"] })).toThrow(
      "T is held by Cowhand's lasso: it may not move off until it works loose",
    );
    const loose = b.order({ type: "move", figure: "t", option: "pass" }, [1, 2, 3]);
    b.order({ type: "move", figure: "a", option: "pass" });
    expect(eventsOf(loose, "lasso-slipped")[0]).toMatchObject({ figure: "t", holder: "a" });
    expect(holderOf(b.state, b.fig("t"))).toBeUndefined();
    expect(() => cast(b, [3, 3, 3])).toThrow(
      "Cowhand is hauling in and re-coiling its lasso: it may cast again from turn 8.",
    );
  });

  it("a creature without hands and no stronger than ST 20 cannot work loose", () => {
    const b = new TestBattle([fighter("a", COWHAND, "E10", N), beast("t", "wolf", "E7", S)], {
      ruleset: "advanced-melee",
    });
    cast(b, [3, 3, 3]);
    expect(eventsOf(next(b, "pass"), "lasso-slipped")).toEqual([]);
    expect(holderOf(b.state, b.fig("t"))?.id).toBe("a");
  });

  it("missing, it must be hauled in and re-coiled for 6 turns", () => {
    const b = lassoBattle();
    expect(attackRolls(cast(b, [5, 5, 5]))[0]?.result).toBe("miss");
    expect(b.fig("a").readyWeapon).toBe("lasso");
    for (let turn = 2; turn < 6; turn++) next(b, "pass");
    expect(() => cast(b, [3, 3, 3])).toThrow("it may cast again from turn 7");
  });

  it("the whip cast as a lasso (attack:lasso) catches at 3 to 5 hexes, with no DX for range", () => {
    const whip = adept("Drover", "whip", "whip");
    const b = lassoBattle("E5", {}, whip);
    const events = cast(b, [3, 3, 3], undefined, "lasso");
    expect(attackRolls(events)[0]).toMatchObject({ kind: "lasso", modifiers: [], result: "hit" });
    expect(eventsOf(events, "lasso-hit")[0]).toMatchObject({ part: "body" });
    expect(holderOf(b.state, b.fig("t"))?.id).toBe("a");
    const broadsword = lassoBattle("E7", {}, human("Swordsman"));
    expect(() => cast(broadsword, [3, 3, 3], undefined, "lasso")).toThrow(
      "Swordsman has no lasso ready (nor a whip to cast as one).",
    );
  });
});
