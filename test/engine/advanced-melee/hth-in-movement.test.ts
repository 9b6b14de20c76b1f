/**
 * AM §5 HAND-TO-HAND COMBAT: an engaged figure's (m) shifts onto its foe in the movement phase, and
 * the defender's die is rolled then; the blow comes at the attacker's turn to act. MELEE's (m)
 * rolls both when the attacker acts. Reading in docs/rulings.md, "Starting HTH while engaged".
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { legalDestinations, legalOptions } from "../../../src/engine/index.ts";
import {
  at,
  attackRolls,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

const AM: Ruleset = "advanced-melee";

/** A (E2, facing N) and D (E1, red, back to the arena's wall) engage each other; blue moves first. */
function engaged(ruleset: Ruleset) {
  const b = new TestBattle(
    [fighter("a", human("A"), "E2", N), fighter("d", human("D"), "E1", S, "red")],
    { ruleset },
  );
  b.order({ type: "initiative", side: "blue", moveFirst: true });
  return b;
}

const grapple = { type: "move", figure: "a", option: "m", target: "d" } as const;
const dPasses = { type: "move", figure: "d", option: "pass" } as const;

describe("AM §5: HTH begun during movement", () => {
  it("D's die is rolled in A's move: on a 2 both lie in E1 before D's side moves", () => {
    const b = engaged(AM);
    const moved = b.order(grapple, [2]);
    expect(eventsOf(moved, "hth-defense")[0]).toMatchObject({ faces: [2], outcome: "grappled" });
    expect(b.fig("a")).toMatchObject({ position: at("E1"), posture: "fallen" });
    expect(b.fig("d")).toMatchObject({ posture: "fallen", readyWeapon: null });
    // D must now choose among the options of a figure in HTH (it has no dagger to draw): no sword.
    expect(legalOptions(b.state, "d")).toEqual(["p", "r", "pass"]);
  });

  it("A's blow comes at its turn to act: 9 hits at adjDX 16, a 6 does 5 bare-handed at ST 12", () => {
    const b = engaged(AM);
    b.order(grapple, [2]);
    const acted = b.order(dPasses, [3, 3, 3, 6]);
    expect(attackRolls(acted)).toHaveLength(1);
    expect(damages(acted)[0]).toMatchObject({ attacker: "a", target: "d", total: 5 });
  });

  it("thrown back on a 5, A stands in E2 again and has made its attack", () => {
    const b = engaged(AM);
    const moved = b.order(grapple, [5]);
    expect(eventsOf(moved, "hth-defense")[0]).toMatchObject({ outcome: "backed-off" });
    expect(b.fig("a").position).toEqual(at("E2"));
    expect(attackRolls(b.order(dPasses))).toEqual([]);
  });

  it("(m) moves no other hex under AM, and names its foe", () => {
    const b = engaged(AM);
    expect(legalDestinations(b.state, "a", "m").map((d) => d.hex)).toEqual([at("E2")]);
    expect(() => b.order({ ...grapple, path: [at("D2")] })).toThrow(
      "Under ADVANCED MELEE A's shift with (m) is onto its foe's hex: name the foe and no other hex.",
    );
    expect(() => b.order({ type: "move", figure: "a", option: "m" })).toThrow(
      "Under ADVANCED MELEE A goes onto its foe's hex as it moves with (m): name the foe to grapple.",
    );
  });

  it("MELEE: A's move rolls nothing; D's die and A's blow both come when A acts", () => {
    const b = engaged("melee");
    // No faces are forced: the move reads no die.
    b.order(grapple);
    expect(b.fig("a").position).toEqual(at("E2"));
    const acted = b.order(dPasses, [2, 3, 3, 3, 6]);
    expect(eventsOf(acted, "hth-defense")[0]).toMatchObject({ faces: [2], outcome: "grappled" });
    expect(damages(acted)).toHaveLength(1);
  });
});
