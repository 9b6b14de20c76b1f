/**
 * AM §3 ACTIONS DURING MOVEMENT: scooping up a dropped weapon on the run, for 3 MA or on a 3-die
 * roll against DX. Reading in docs/rulings.md, "Scooping up a weapon on the run".
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { at, eventsOf, fighter, human, N, TestBattle } from "../battle/attack-builders.ts";

/** A (MA 10, DX 12, broadsword) in E12 runs north; a mace lies in E10. T, red, far off. */
function maceOnTheWay(ruleset: Ruleset) {
  const b = new TestBattle(
    [fighter("a", human("A"), "E12", N), fighter("t", human("T"), "E1", N, "red")],
    { ruleset },
  );
  b.place("mace", "E10");
  return b;
}

const run = (hexes: string[], scoop: { item: "mace"; onTheRun?: boolean }) =>
  ({ figure: "a", option: "a", path: hexes.map(at), scoop }) as const;
const pass = { figure: "t", option: "pass" } as const;
const SEVEN = ["E11", "E10", "E9", "E8", "E7", "E6", "E5"];

describe("AM §3: scooping up a weapon on the run", () => {
  it("for 3 MA: 7 hexes and the mace from E10, no roll; the broadsword is slung", () => {
    const b = maceOnTheWay("advanced-melee");
    const events = b.turn([run(SEVEN, { item: "mace" }), pass]);
    expect(eventsOf(events, "item-picked-up")).toEqual([
      { type: "item-picked-up", figure: "a", item: "mace", at: at("E10") },
    ]);
    expect(b.fig("a")).toMatchObject({
      position: at("E5"),
      readyWeapon: "mace",
      carried: ["broadsword"],
    });
    expect(b.state.dropped).toEqual([]);
    expect(b.state.turnState.bendingOver).toEqual([]);
  });

  it("8 hexes and 3 MA is more than A's 10", () => {
    const b = maceOnTheWay("advanced-melee");
    expect(() => b.turn([run([...SEVEN, "E4"], { item: "mace" })])).toThrow(
      "A would spend 11 MA moving and scooping (3 MA); it has 10.",
    );
  });

  it("on the run, a roll of 12 against DX 12 grabs it for no MA", () => {
    const b = maceOnTheWay("advanced-melee");
    const events = b.turn(
      [run([...SEVEN, "E4"], { item: "mace", onTheRun: true }), pass],
      [4, 4, 4],
    );
    expect(eventsOf(events, "saving-roll")[0]).toMatchObject({ target: 12, success: true });
    expect(b.fig("a").readyWeapon).toBe("mace");
  });

  it("on the run, a roll of 13 misses it: the mace stays in E10 and A runs on", () => {
    const b = maceOnTheWay("advanced-melee");
    b.turn([run(SEVEN, { item: "mace", onTheRun: true }), pass], [4, 4, 5]);
    expect(b.fig("a")).toMatchObject({ position: at("E5"), readyWeapon: "broadsword" });
    expect(b.state.dropped).toEqual([{ item: "mace", position: at("E10") }]);
  });

  it("refuses a mace not on the path, a scoop with another option, and MELEE", () => {
    const am = maceOnTheWay("advanced-melee");
    expect(() => am.turn([run(["E11"], { item: "mace" })])).toThrow(
      "There is no mace on the ground where A runs.",
    );
    expect(() =>
      am.order({
        type: "move",
        figure: "a",
        option: "c",
        path: [at("E11")],
        scoop: { item: "mace" },
      }),
    ).toThrow("A weapon is scooped up on the run with option (a).");
    expect(() => maceOnTheWay("melee").turn([run(SEVEN, { item: "mace" })])).toThrow(
      "MELEE has no scooping up on the run: pick it up with (o).",
    );
  });
});
