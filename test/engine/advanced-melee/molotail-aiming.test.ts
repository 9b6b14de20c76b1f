/**
 * AM §6 FIRE AS A WEAPON: aiming a molotail, +1 adjDX for each turn spent aiming, up to 3, lost if
 * the thrower is hit meanwhile; played as waiting for an opening on the target, in any AM battle
 * of rules edition 4 (docs/rulings.md, "Molotails").
 */
import { describe, expect, it } from "vitest";
import { waitTargets } from "../../../src/engine/index.ts";
import { attackRolls, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

const BOWMAN = { weapons: ["small-bow" as const], readyWeapon: "small-bow" as const };

/** A (DX 12, a molotail ready and a torch) in E5 facing south at T in E8, 2 megahexes off. */
function thrower(options: { rulesEdition?: number; archer?: boolean } = {}) {
  const a = human("A", { weapons: ["molotail", "torch"], readyWeapon: "molotail" });
  return new TestBattle(
    [
      fighter("a", a, "E5", S),
      fighter("t", human("T"), "E8", N, "red"),
      fighter("b", human("B", BOWMAN), options.archer ? "H5" : "K8", N, "red"),
    ],
    {
      ruleset: "advanced-melee",
      ...(options.rulesEdition === undefined ? {} : { rulesEdition: options.rulesEdition }),
    },
  );
}

/** A aims at T this turn; B shoots A when `bStrikes` (its faces first), else stands. */
function aim(b: TestBattle, faces: readonly number[] = [], bStrikes = false) {
  b.turn(
    [
      { figure: "t", option: "pass" },
      bStrikes ? { figure: "b", option: "f", target: "a" } : { figure: "b", option: "pass" },
      { figure: "a", option: "pass", waitFor: "t" },
    ],
    faces,
  );
}

function throwAtT(b: TestBattle) {
  const events = b.turn(
    [
      { figure: "t", option: "pass" },
      { figure: "b", option: "pass" },
      { figure: "a", option: "b", target: "t", attack: "thrown" },
    ],
    [3, 3, 3, 1, 1, 1, 1],
  );
  return attackRolls(events)[0];
}

describe("AM §6 aiming a molotail", () => {
  it("three turns aiming make A's throw 12 − 2 + 3 = 13; no fourth turn", () => {
    const b = thrower();
    expect(waitTargets(b.state, "a")).toEqual(["t", "b"]);
    aim(b);
    aim(b);
    aim(b);
    expect(b.fig("a").waiting).toEqual({ target: "t", turns: 3 });
    expect(waitTargets(b.state, "a")).toEqual(["b"]);
    expect(throwAtT(b)).toMatchObject({
      adjDx: 13,
      modifiers: [
        { label: "waited 3 turns for an opening", value: 3 },
        { label: "thrown 2 megahexes", value: -2 },
      ],
    });
  });

  it("hit while aiming, A loses the aim: B's arrow (9 to hit, 3 − 1 = 2 hits) spoils it", () => {
    const b = thrower({ archer: true });
    aim(b);
    aim(b, [3, 3, 3, 3], true);
    expect(b.fig("a").hits).toBe(2);
    expect(b.fig("a").waiting).toBeUndefined();
    expect(throwAtT(b)).toMatchObject({ adjDx: 10 });
  });

  it("a battle begun under edition 3 without waiting-for-an-opening has no aiming", () => {
    const b = thrower({ rulesEdition: 3 });
    expect(waitTargets(b.state, "a")).toEqual([]);
    expect(() => aim(b)).toThrow("Waiting for an opening is ADVANCED MELEE's optional rule");
  });

  it("readying (e) is the turn of grabbing and lighting it from the torch; it flies the next", () => {
    const a = human("A", { weapons: ["torch", "molotail"], readyWeapon: "torch" });
    const b = new TestBattle([fighter("a", a, "E5", S), fighter("t", human("T"), "E8", N, "red")], {
      ruleset: "advanced-melee",
    });
    b.turn([
      { figure: "t", option: "pass" },
      { figure: "a", option: "e", ready: { weapon: "molotail" } },
    ]);
    expect(b.fig("a")).toMatchObject({ readyWeapon: "molotail", carried: ["torch"] });
    const events = b.turn(
      [
        { figure: "t", option: "pass" },
        { figure: "a", option: "b", target: "t", attack: "thrown" },
      ],
      [3, 3, 3, 1, 1, 1, 1],
    );
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 10, result: "hit" });
  });
});
