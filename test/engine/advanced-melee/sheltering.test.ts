/**
 * AM §3 CRAWLING, KNEELING AND LYING PRONE, "Sheltering Directly Behind Fallen Bodies": a figure
 * lying prone or kneeling in the same hex as a body shelters behind it (−4 to missile and thrown
 * attacks on it, and a miss rolled again to miss a body that lives); MELEE shelters it in the hex
 * right behind the body. Reading in docs/rulings.md, "Sheltering behind a body".
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import {
  at,
  attackRolls,
  damages,
  fighter,
  human,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

/** Wulf (longbow, adjDX 13) in E5 shoots at Tark, kneeling in E8; U lies unconscious in `body`. */
function shotAtTark(ruleset: Ruleset, body: "E7" | "E8"): TestBattle {
  const b = new TestBattle(
    [
      fighter(
        "w",
        human("Wulf", { st: 11, dx: 13, weapons: ["longbow"], readyWeapon: "longbow" }),
        "E5",
        S,
      ),
      // U starts in E7 (two figures may not start in one hex), then lies in `body`.
      fighter("u", human("Body"), "E7", S, "red"),
      fighter("t", human("Tark"), "E8", S, "red"),
    ],
    { ruleset },
  );
  b.edit("u", { condition: "unconscious", posture: "fallen", hits: 11, position: at(body) });
  b.edit("t", { posture: "kneeling" });
  return b;
}

const shoot = [
  { figure: "w", option: "f", target: "t" },
  { figure: "t", option: "pass" },
] as const;

describe("AM §3 sheltering in a body's hex", () => {
  it("kneeling on U's hex, Tark is at −4; 14 misses him, and 14 to miss U hits U for 5", () => {
    const b = shotAtTark("advanced-melee", "E8");
    const events = b.turn(shoot, [5, 5, 4, 6, 5, 3, 3]);
    const [atTark, atBody] = attackRolls(events);
    expect(atTark).toMatchObject({ target: "t", adjDx: 9, result: "miss", toMiss: false });
    expect(atTark?.modifiers).toContainEqual({
      label: "target sheltering behind a body",
      value: -4,
    });
    expect(atBody).toMatchObject({ target: "u", toMiss: true, faces: [6, 5, 3], result: "hit" });
    expect(damages(events)[0]).toMatchObject({ target: "u", total: 5, taken: 5 });
  });

  it("under AM a body in the hex before, E7, shelters nobody: 13 hits Tark at adjDX 13", () => {
    const b = shotAtTark("advanced-melee", "E7");
    const events = b.turn(shoot, [5, 4, 4, 3]);
    expect(attackRolls(events)).toMatchObject([{ target: "t", adjDx: 13, result: "hit" }]);
  });

  it("under MELEE a body in Tark's own hex shelters him not: 13 hits at adjDX 13", () => {
    const b = shotAtTark("melee", "E8");
    const events = b.turn(shoot, [5, 4, 4, 3]);
    expect(attackRolls(events)).toMatchObject([{ target: "t", adjDx: 13, result: "hit" }]);
  });
});
