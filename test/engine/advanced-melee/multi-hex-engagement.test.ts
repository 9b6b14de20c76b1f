/**
 * AM §4 ENGAGED AND DISENGAGED: a smaller figure or group engages a multi-hex figure only when it
 * covers more than a third as many hexes; AM §3 MOVEMENT OF MULTI-HEX FIGURES: so a big figure
 * does not stop in a lone man's front hex. MELEE's giant is engaged by any enemy facing it.
 */
import { describe, expect, it } from "vitest";
import { legalDestinations } from "../../../src/engine/battle/decisions.ts";
import { engagingEnemies, isEngaged } from "../../../src/engine/battle/engagement.ts";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import type { FigureSetup } from "../../../src/engine/battle/setup.ts";
import { formatHex } from "../../../src/engine/hex/coordinates.ts";
import { at, beast, fighter, human, N, S, SE, SW, TestBattle } from "../battle/attack-builders.ts";

/** The giant "g" (E6, F5, F6 facing N) with `foes` about it; blue to move. */
function giantAmong(foes: FigureSetup[], ruleset: Ruleset = "advanced-melee"): TestBattle {
  const b = new TestBattle([beast("g", "giant", "E6", N, "blue"), ...foes], { ruleset });
  b.order({ type: "initiative", side: "blue", moveFirst: true });
  return b;
}

/** "g" made `hexes` big, its head in J8 facing N, with `foes` about it; blue to move. */
function bigAmong(hexes: number, foes: FigureSetup[]): TestBattle {
  const b = new TestBattle([beast("g", "giant", "B2", N, "blue"), ...foes], {
    ruleset: "advanced-melee",
  });
  b.edit("g", { traits: { ...b.fig("g").traits, hexes }, position: at("J8"), facing: N });
  b.order({ type: "initiative", side: "blue", moveFirst: true });
  return b;
}

// X in E5 facing S has the giant's E6 in front; Y in G5 facing SW its F5.
const X = fighter("x", human("X"), "E5", S, "red");
const Y = fighter("y", human("Y"), "G5", SW, "red");
// Around a dragon's head in J8 facing N: each has J8 in a front hex.
const MEN = [
  fighter("p", human("P"), "J7", S, "red"),
  fighter("q", human("Q"), "I8", SE, "red"),
  fighter("r", human("R"), "K8", SW, "red"),
];

describe("AM §4: engaging a multi-hex figure takes more than a third of its hexes", () => {
  it("one man does not engage a giant, though the giant engages him", () => {
    const b = giantAmong([X]);
    expect(isEngaged(b.state, b.fig("g"))).toBe(false);
    expect(isEngaged(b.state, b.fig("x"))).toBe(true);
  });

  it("two men do", () => {
    const b = giantAmong([X, Y]);
    expect(engagingEnemies(b.state, b.fig("g")).map((e) => e.id)).toEqual(["x", "y"]);
  });

  it("under MELEE one man engages the giant", () => {
    const b = giantAmong([X], "melee");
    expect(isEngaged(b.state, b.fig("g"))).toBe(true);
  });

  it("two men do not engage a 7-hex dragon; three do", () => {
    const two = bigAmong(7, MEN.slice(0, 2));
    expect(isEngaged(two.state, two.fig("g"))).toBe(false);
    const b = bigAmong(7, MEN);
    expect(engagingEnemies(b.state, b.fig("g")).map((e) => e.id)).toEqual(["p", "q", "r"]);
  });

  it("one giant engages a 7-hex dragon (3 hexes of 7)", () => {
    const b = bigAmong(7, [beast("h", "giant", "J7", S, "red")]);
    expect(engagingEnemies(b.state, b.fig("g")).map((e) => e.id)).toEqual(["h"]);
  });

  it("one man engages a horse (1 hex of 2)", () => {
    const b = bigAmong(2, MEN.slice(0, 1));
    expect(isEngaged(b.state, b.fig("g"))).toBe(true);
  });
});

describe("AM §3: a multi-hex figure does not stop in one man's front hex", () => {
  it("the giant walks on past X's front to F3 in 7; under MELEE it goes round, in 8", () => {
    const reach = (ruleset: Ruleset) => {
      const b = new TestBattle([beast("g", "giant", "E10", N, "blue"), X], { ruleset });
      b.order({ type: "initiative", side: "blue", moveFirst: true });
      return legalDestinations(b.state, "g", "a").find((d) => formatHex(d.hex) === "F3");
    };
    expect(reach("advanced-melee")?.path.map(formatHex)).toEqual([
      "E9",
      "E8",
      "E7",
      "E6",
      "F5",
      "F4",
      "F3",
    ]);
    expect(reach("melee")?.path).toHaveLength(8);
  });
});
