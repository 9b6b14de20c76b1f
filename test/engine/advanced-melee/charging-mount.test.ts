/**
 * AM §9 ENGAGED AND DISENGAGED in battle: a two-hex mount that moved more than 8 hexes this turn
 * counts as a 3-hex figure, so one footman in front of it does not engage it (two do); from rules
 * edition 4 (`chargingMountsUnengaged`). Reading in docs/rulings.md, "A charging mount".
 */
import { describe, expect, it } from "vitest";
import { engagingEnemies } from "../../../src/engine/battle/engagement.ts";
import { at, fighter, human, N, rider, S, TestBattle } from "../battle/attack-builders.ts";

/**
 * R rides a horse, its head in E14 facing N; F (red) in E3 and, with `second`, G in D4, both
 * facing S. Blue wins the initiative and moves first.
 */
function charge(rulesEdition?: number, second = false): TestBattle {
  const b = new TestBattle(
    [
      rider("r", human("R"), "E14", N),
      fighter("f", human("F"), "E3", S, "red"),
      ...(second ? [fighter("g", human("G"), "D3", S, "red")] : []),
    ],
    { ruleset: "advanced-melee", ...(rulesEdition === undefined ? {} : { rulesEdition }) },
  );
  const phase = b.state.phase;
  if (phase.kind !== "initiative") throw new Error("not at the initiative");
  b.order({ type: "initiative", side: phase.winner, moveFirst: phase.winner === "blue" });
  return b;
}

/** R's (a) from E14 to E4, 10 hexes, ending in F's front hex. */
const tenHexes = {
  type: "move",
  figure: "r",
  option: "a",
  destination: at("E4"),
  facing: N,
} as const;

describe("AM §9: a horse after more than 8 hexes and a single footman", () => {
  it("after 10 hexes to E4, F alone in front does not engage R's horse", () => {
    const b = charge();
    b.order(tenHexes);
    expect(b.fig("r").position).toEqual(at("E4"));
    expect(engagingEnemies(b.state, b.fig("r"))).toEqual([]);
  });

  it("two footmen engage it", () => {
    const b = charge(undefined, true);
    b.order(tenHexes);
    expect(
      engagingEnemies(b.state, b.fig("r"))
        .map((e) => e.id)
        .sort(),
    ).toEqual(["f", "g"]);
  });

  it("under rules edition 3 F alone engages it, as before", () => {
    const b = charge(3);
    b.order(tenHexes);
    expect(engagingEnemies(b.state, b.fig("r")).map((e) => e.id)).toEqual(["f"]);
  });
});
