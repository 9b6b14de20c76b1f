/**
 * The built-in policy against fliers: a flier in the air is out of reach of hand weapons (MELEE:
 * NONHUMAN FIGURES), so the policy never charges one; under ADVANCED MELEE a flier too high to land
 * in one move (§10: it dives at most its flying MA in metres a turn) dives instead of charging.
 */
import { describe, expect, it } from "vitest";
import { figureOrder } from "../../src/computer/policy.ts";
import type { Ruleset } from "../../src/engine/battle/ruleset.ts";
import { beast, fighter, human, N, S, TestBattle } from "../engine/battle/attack-builders.ts";

/** Ann (broadsword) at E10 facing the gargoyle, which flies over E7, three hexes off. */
function battle(ruleset: Ruleset, withWolf = false): TestBattle {
  const figures = [fighter("ann", human("Ann"), "E10", N), beast("garg", "gargoyle", "E7", S)];
  if (withWolf) figures.push(beast("wolf", "wolf", "C9", S));
  const b = new TestBattle(figures, { ruleset });
  b.edit("garg", { flying: true, ...(ruleset === "advanced-melee" ? { height: 3 } : {}) });
  return b;
}

describe("the built-in policy against a flier in the air", () => {
  it.each<Ruleset>(["melee", "advanced-melee"])(
    "does not charge it under %s but closes in, and the engine accepts the move",
    (ruleset) => {
      const b = battle(ruleset);
      const order = figureOrder(b.state, "ann");
      expect(order).toMatchObject({ option: "a", target: undefined });
      b.turn([
        { ...order, figure: "ann" },
        { figure: "garg", option: "pass" },
      ]);
      expect(b.fig("ann").position).not.toEqual(battle(ruleset).fig("ann").position);
    },
  );

  it("charges the nearest foe on the ground instead", () => {
    const b = battle("melee", true);
    const order = figureOrder(b.state, "ann");
    expect(order).toMatchObject({ option: "b", target: "wolf" });
    b.turn(
      [
        { ...order, figure: "ann" },
        { figure: "garg", option: "pass" },
        { figure: "wolf", option: "pass" },
      ],
      [6, 6, 6],
    );
  });

  it("a flier too high to land dives as far as it may instead of charging (AM §10)", () => {
    const b = battle("advanced-melee");
    b.edit("garg", { height: 20 });
    const order = figureOrder(b.state, "garg");
    expect(order).toMatchObject({ option: "a", height: 4, target: undefined });
    b.turn([
      { figure: "ann", option: "pass" },
      { ...order, figure: "garg" },
    ]);
    expect(b.fig("garg")).toMatchObject({ flying: true, height: 4 });
  });

  it("a flier low enough to land swoops down on its foe (b)", () => {
    const b = battle("advanced-melee");
    b.edit("garg", { height: 16 });
    expect(figureOrder(b.state, "garg")).toMatchObject({ option: "b", target: "ann" });
  });
});
