/**
 * AM §5 ATTACKS (order of attacks), with forced dice: under ADVANCED MELEE a pole weapon in a
 * charge, charging or charged, strikes before every other attack whatever the adjDX; MELEE orders
 * it by adjDX, with +2 for standing fast against a charge (MELEE: POLE WEAPONS).
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import type { FigureSetup } from "../../../src/engine/battle/setup.ts";
import { at, attackRolls, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

const AM: Ruleset = "advanced-melee";
/** A clumsy spearman (adjDX 10) against a swordsman (adjDX 12). */
const SPEARMAN = human("Spear", { st: 14, dx: 10, weapons: ["spear"], readyWeapon: "spear" });
const SWORDSMAN = human("Sword");

/**
 * Who strikes, in order, when `charger` charges 2 hexes from E3 to E5 at `standing` on E6, which
 * strikes back; both miss.
 */
function strikeOrder(ruleset: Ruleset, charger: FigureSetup, standing: FigureSetup): string[] {
  const b = new TestBattle([charger, standing], { ruleset });
  const events = b.turn(
    [
      { figure: charger.id, option: "b", target: standing.id, path: [at("E4"), at("E5")] },
      { figure: standing.id, option: "h", target: charger.id },
    ],
    [6, 5, 5, 6, 5, 5],
  );
  return attackRolls(events).map((e) => `${e.attacker} at adjDX ${e.adjDx}`);
}

describe("AM: a pole weapon in a charge strikes first", () => {
  it("the charging spearman (adjDX 10) strikes before the swordsman (12) under AM only", () => {
    const order = (ruleset: Ruleset) =>
      strikeOrder(
        ruleset,
        fighter("p", SPEARMAN, "E3", S),
        fighter("w", SWORDSMAN, "E6", N, "red"),
      );
    expect(order("melee")).toEqual(["w at adjDX 12", "p at adjDX 10"]);
    expect(order(AM)).toEqual(["p at adjDX 10", "w at adjDX 12"]);
  });

  it("so does a spearman standing fast (adjDX 9 + 2) against a charging swordsman (12)", () => {
    const slow = human("Spear", { st: 15, dx: 9, weapons: ["spear"], readyWeapon: "spear" });
    const order = (ruleset: Ruleset) =>
      strikeOrder(ruleset, fighter("w", SWORDSMAN, "E3", S), fighter("p", slow, "E6", N, "red"));
    expect(order("melee")).toEqual(["w at adjDX 12", "p at adjDX 11"]);
    expect(order(AM)).toEqual(["p at adjDX 11", "w at adjDX 12"]);
  });
});

describe("AM §2 TURN SEQUENCE: the next figure is picked after every action", () => {
  it("a figure wounded before its turn drops in the order", () => {
    // Ann (adjDX 14) cuts Cy (13, ST 6 left) to ST 3 (−3 DX) before its turn: so Bo's arrow
    // (12, grazing for 0) goes before Cy's dagger.
    const b = new TestBattle(
      [
        fighter("ann", human("Ann", { dx: 14 }), "E5", S),
        fighter("bo", human("Bo", { weapons: ["small-bow"], readyWeapon: "small-bow" }), "E10", N),
        fighter(
          "cy",
          human("Cy", { st: 11, dx: 13, weapons: ["dagger"], readyWeapon: "dagger" }),
          "E6",
          N,
          "red",
        ),
      ],
      { ruleset: AM },
    );
    b.edit("cy", { hits: 5 });
    const events = b.turn(
      [
        { figure: "ann", option: "h", target: "cy" },
        { figure: "bo", option: "f", target: "cy" },
        { figure: "cy", option: "h", target: "ann" },
      ],
      [3, 3, 3, 1, 2, 2, 2, 2, 1, 6, 6, 4],
    );
    expect(attackRolls(events).map((e) => `${e.attacker} at ${e.adjDx}`)).toEqual([
      "ann at 14",
      "bo at 12",
      "cy at 10",
    ]);
  });
});
