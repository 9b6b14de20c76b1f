/**
 * AM §3 ACTIONS DURING MOVEMENT: jumping over a figure on the ground costs 3 MA "and requires a
 * 3-die roll against adjDX"; MELEE asks no roll. A miss ends the move in a fall: on the body, or
 * short of a living figure lying there. Reading in docs/rulings.md, "Moving onto a fallen figure
 * and jumping".
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { at, eventsOf, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

/** A (blue, adjDX 12) in E3 faces S; C (blue) lies in E4, dead unless told; T (red) far off. */
function overC(ruleset: Ruleset, c: "dead" | "prone" = "dead"): TestBattle {
  const b = new TestBattle(
    [
      fighter("a", human("A"), "E3", S),
      fighter("c", human("C"), "E4", N),
      fighter("t", human("T"), "E14", N, "red"),
    ],
    { ruleset },
  );
  b.edit("c", c === "dead" ? { condition: "dead", posture: "fallen" } : { posture: "prone" });
  return b;
}

const pass = { figure: "t", option: "pass" } as const;
const jumpToE5 = { figure: "a", option: "a", path: [at("E4"), at("E5")] } as const;
const cStays = { figure: "c", option: "pass" } as const;

describe("AM §3 jumping over a body", () => {
  it("9 on 3 dice against adjDX 12 clears C's body: A ends in E5, standing", () => {
    const b = overC("advanced-melee");
    const events = b.turn([jumpToE5, pass], [3, 3, 3]);
    expect(eventsOf(events, "saving-roll")).toEqual([
      {
        type: "saving-roll",
        figure: "a",
        purpose: "jump over a figure on the ground",
        faces: [3, 3, 3],
        target: 12,
        success: true,
      },
    ]);
    expect(b.fig("a")).toMatchObject({ position: at("E5"), posture: "standing" });
  });

  it("15 misses: A falls on the body in E4 and is knocked down for the turn", () => {
    const b = overC("advanced-melee");
    const events = b.turn([jumpToE5, pass], [6, 5, 4]);
    expect(eventsOf(events, "saving-roll").map((e) => e.success)).toEqual([false]);
    expect(eventsOf(events, "moved")).toMatchObject([{ figure: "a", path: [at("E4")] }]);
    expect(eventsOf(events, "posture")).toMatchObject([
      { figure: "a", posture: "fallen", reason: "missed a jump" },
    ]);
    expect(b.fig("a")).toMatchObject({ position: at("E4"), posture: "fallen" });
  });

  it("missing the jump over prone C, who lives, A falls short in E3", () => {
    const b = overC("advanced-melee", "prone");
    const events = b.turn([jumpToE5, cStays, pass], [6, 5, 4]);
    expect(eventsOf(events, "moved")).toEqual([]);
    expect(b.fig("a")).toMatchObject({ position: at("E3"), posture: "fallen" });
  });

  it("a charge that misses its jump makes no attack", () => {
    const b = new TestBattle(
      [
        fighter("a", human("A"), "E3", S),
        fighter("c", human("C"), "E4", N),
        fighter("t", human("T"), "E6", N, "red"),
      ],
      { ruleset: "advanced-melee" },
    );
    b.edit("c", { condition: "dead", posture: "fallen" });
    const events = b.turn(
      [{ figure: "a", option: "b", path: [at("E4"), at("E5")], target: "t" }, pass],
      [6, 6, 6],
    );
    expect(eventsOf(events, "attack-roll")).toEqual([]);
    expect(b.fig("a").position).toEqual(at("E4"));
  });

  it("under MELEE the jump costs 3 MA and no roll", () => {
    const b = overC("melee");
    const events = b.turn([jumpToE5, pass]);
    expect(eventsOf(events, "saving-roll")).toEqual([]);
    expect(b.fig("a").position).toEqual(at("E5"));
  });
});
