/**
 * AM §5 PECULIAR WEAPONS, the cestus, with forced dice: "treated exactly like a main-gauche", so
 * held in the off hand beside a one-handed weapon, it parries a front blow (1 hit, −1 DX under AM)
 * or strikes as a second weapon at −4 each; in HTH it does the ST table's damage +3 (AM §6).
 */
import { describe, expect, it } from "vitest";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import { shortModifier } from "../../../src/render/log/words.ts";
import {
  attackRolls,
  damages,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

/** A (ST 10, DX 14, rapier ready, cestus strapped on the off hand) in E5 facing T (ST 14) in E6. */
function cestusFighter() {
  const a = human("A", { st: 10, dx: 14, weapons: ["rapier", "cestus"], readyWeapon: "rapier" });
  const b = new TestBattle(
    [
      fighter("a", a, "E5", S),
      fighter("t", human("T", { st: 14, weapons: ["broadsword"] }), "E6", N, "red"),
    ],
    { ruleset: "advanced-melee" },
  );
  return b;
}

describe("AM §5: the cestus, always ready", () => {
  const startsWith = (spec: Partial<FigureSpec>) => {
    const a = human("A", spec);
    const b = new TestBattle([fighter("a", a, "E5", S), fighter("t", human("T"), "E9", N, "red")], {
      ruleset: "advanced-melee",
    });
    const f = b.state.figures.find((x) => x.id === "a");
    return { ready: f?.readyWeapon, offhand: f?.offhand, carried: f?.carried };
  };

  it("is strapped on the off hand beside a one-handed weapon, in the weapon hand with none", () => {
    expect(startsWith({ weapons: ["rapier", "cestus"], readyWeapon: "rapier" })).toEqual({
      ready: "rapier",
      offhand: "cestus",
      carried: [],
    });
    expect(startsWith({ weapons: ["cestus"], readyWeapon: null })).toEqual({
      ready: "cestus",
      offhand: null,
      carried: [],
    });
  });

  it("stays carried beside a two-handed weapon or a ready shield", () => {
    expect(startsWith({ weapons: ["great-sword", "cestus"], readyWeapon: "great-sword" })).toEqual({
      ready: "great-sword",
      offhand: null,
      carried: ["cestus"],
    });
    expect(
      startsWith({
        weapons: ["rapier", "cestus"],
        readyWeapon: "rapier",
        shield: "small-shield",
        shieldReady: true,
      }),
    ).toEqual({ ready: "rapier", offhand: null, carried: ["cestus"] });
  });
});

describe("AM §5: the cestus as a main-gauche", () => {
  it("strikes as a second weapon: both blows at adjDX 10, the cestus doing 1-1", () => {
    const events = cestusFighter().turn(
      [
        { figure: "a", option: "h", target: "t", attack: "two-weapons" },
        { figure: "t", option: "pass" },
      ],
      [1, 2, 3, 4, 2, 2, 2, 5],
    );
    const modifiers = [{ label: "cestus as 2nd weapon", value: -4 }];
    expect(attackRolls(events).map((e) => ({ adjDx: e.adjDx, modifiers: e.modifiers }))).toEqual([
      { adjDx: 10, modifiers },
      { adjDx: 10, modifiers },
    ]);
    expect(damages(events).map((e) => e.taken)).toEqual([4, 4]);
  });

  it("parries: −1 DX to A's own blow (first, on DX 14), and stops 1 of T's 6 hits", () => {
    const b = cestusFighter();
    const events = b.turn(
      [
        { figure: "t", option: "h", target: "a" },
        { figure: "a", option: "h", target: "t" },
      ],
      [5, 5, 5, 1, 2, 3, 3, 3],
    );
    expect(damages(events)[0]).toMatchObject({ stopped: 1, taken: 5, stoppedBy: ["cestus"] });
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 13,
      modifiers: [{ label: "cestus as shield", value: -1 }],
    });
    expect(shortModifier("cestus as shield")).toBe("cestus");
  });

  it("in HTH does the ST table's damage +3 (ST 10: 1 die), and is no MELEE weapon", () => {
    const blow = (ruleset: "advanced-melee" | "melee") => {
      const a = human("A", { st: 10, dx: 14, weapons: ["cestus"], readyWeapon: "cestus" });
      const b = new TestBattle(
        [fighter("a", a, "E6", N), fighter("d", human("D"), "E7", N, "red")],
        {
          ruleset,
        },
      );
      b.pile("E6", ["a", "d"]);
      b.edit("a", { readyWeapon: "cestus", carried: [] });
      const events = b.turn(
        [
          { figure: "a", option: "p", target: "d" },
          { figure: "d", option: "pass" },
        ],
        [3, 3, 3, 6],
      );
      return damages(events)[0]?.taken;
    };
    expect(blow("advanced-melee")).toBe(6);
    expect(() => blow("melee")).toThrow('"cestus" is not a weapon');
  });

  it("goes only with a one-handed weapon in the other hand", () => {
    const a = human("A", { weapons: ["great-sword", "cestus"], readyWeapon: "great-sword" });
    const b = new TestBattle([fighter("a", a, "E5", S), fighter("t", human("T"), "E9", N, "red")], {
      ruleset: "advanced-melee",
    });
    expect(() =>
      b.turn([
        { figure: "a", option: "e", ready: { offhand: "cestus" } },
        { figure: "t", option: "pass" },
      ]),
    ).toThrow("A cestus goes with a one-handed weapon in the other hand.");
  });

  it("cannot be dropped on purpose: not to ready another weapon, nor with (k)", () => {
    const a = human("A", { weapons: ["cestus", "dagger"], readyWeapon: null });
    const far = new TestBattle(
      [fighter("a", a, "E5", S), fighter("t", human("T"), "E9", N, "red")],
      {
        ruleset: "advanced-melee",
      },
    );
    const refusal = "A's cestus is strapped on: it cannot be dropped (AM §5).";
    expect(() =>
      far.turn([
        { figure: "a", option: "e", ready: { weapon: "dagger", drop: true } },
        { figure: "t", option: "pass" },
      ]),
    ).toThrow(refusal);
    const near = new TestBattle(
      [fighter("a", a, "E5", S), fighter("t", human("T"), "E6", N, "red")],
      {
        ruleset: "advanced-melee",
      },
    );
    expect(() =>
      near.turn([
        { figure: "a", option: "k", ready: { weapon: "dagger" } },
        { figure: "t", option: "pass" },
      ]),
    ).toThrow(refusal);
  });
});

/** A boxer (ST 10, DX 14, a cestus on each hand) in E5 facing T (ST 14) in E6, in `edition`. */
function boxer(rulesEdition?: number): TestBattle {
  const a = human("A", { st: 10, dx: 14, weapons: ["cestus", "cestus"], readyWeapon: null });
  return new TestBattle(
    [
      fighter("a", a, "E5", S),
      fighter("t", human("T", { st: 14, weapons: ["broadsword"] }), "E6", N, "red"),
    ],
    { ruleset: "advanced-melee", ...(rulesEdition === undefined ? {} : { rulesEdition }) },
  );
}

describe("AM §5: two cesti, boxing", () => {
  it("straps both on from the start; edition 4 straps on one and carries the other", () => {
    const hands = (b: TestBattle) => {
      const { readyWeapon, offhand, carried } = b.fig("a");
      return { readyWeapon, offhand, carried };
    };
    expect(hands(boxer())).toEqual({ readyWeapon: "cestus", offhand: "cestus", carried: [] });
    expect(hands(boxer(4))).toEqual({ readyWeapon: "cestus", offhand: null, carried: ["cestus"] });
  });

  it("strikes with both at −3 each; edition 4's cestus as a 2nd weapon is at −4", () => {
    const blows = (b: TestBattle) =>
      attackRolls(
        b.turn(
          [
            { figure: "a", option: "h", target: "t", attack: "two-weapons" },
            { figure: "t", option: "pass" },
          ],
          [1, 2, 3, 4, 2, 2, 2, 5],
        ),
      ).map((e) => [e.adjDx, e.modifiers]);
    const both = [{ label: "both cesti", value: -3 }];
    expect(blows(boxer())).toEqual([
      [11, both],
      [11, both],
    ]);
    const old = boxer(4);
    old.edit("a", { offhand: "cestus", carried: [] });
    const second = [{ label: "cestus as 2nd weapon", value: -4 }];
    expect(blows(old)).toEqual([
      [10, second],
      [10, second],
    ]);
  });

  it("keeps a cestus on through a 17; edition 4 drops it", () => {
    const fumbles = (b: TestBattle) => {
      b.turn(
        [
          { figure: "a", option: "h", target: "t" },
          { figure: "t", option: "pass" },
        ],
        [6, 6, 5],
      );
      return { ready: b.fig("a").readyWeapon, dropped: b.state.dropped.map((d) => d.item) };
    };
    expect(fumbles(boxer())).toEqual({ ready: "cestus", dropped: [] });
    expect(fumbles(boxer(4))).toEqual({ ready: null, dropped: ["cestus"] });
  });
});
