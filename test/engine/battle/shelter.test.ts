/**
 * MELEE: SHELTERING DIRECTLY BEHIND FALLEN BODIES — −4 to missile and thrown attacks on a figure
 * lying or kneeling right behind a body; a miss must then be rolled to miss a body that still lives.
 */
import { describe, expect, it } from "vitest";
import { attackRolls, damages, fighter, human, S, TestBattle } from "./attack-builders.ts";

function shelteredShot(bodyCondition: "unconscious" | "dead"): TestBattle {
  const b = new TestBattle([
    fighter(
      "w",
      human("Wulf", { st: 11, dx: 13, weapons: ["longbow"], readyWeapon: "longbow" }),
      "E5",
      S,
    ),
    fighter("u", human("Body"), "E7", S, "red"),
    fighter("t", human("Tark"), "E8", S, "red"),
  ]);
  b.edit("u", {
    condition: bodyCondition,
    posture: "fallen",
    hits: bodyCondition === "dead" ? 12 : 11,
  });
  b.edit("t", { posture: "kneeling" });
  return b;
}

describe("sheltering behind a body", () => {
  it("costs the archer 4 DX, and a miss may strike a body that still lives", () => {
    const b = shelteredShot("unconscious");
    // 14 misses Tark (adjDX 13 − 4 = 9); rolling to miss the body, 14 is an automatic hit: 1d6+2 = 5.
    const events = b.turn(
      [
        { figure: "w", option: "f", target: "t" },
        { figure: "t", option: "pass" },
      ],
      [5, 5, 4, 6, 5, 3, 3],
    );
    const [atTark, atBody] = attackRolls(events);
    expect(atTark).toMatchObject({ target: "t", adjDx: 9, result: "miss", toMiss: false });
    expect(atTark?.modifiers).toContainEqual({
      label: "target sheltering behind a body",
      value: -4,
    });
    expect(atBody).toMatchObject({ target: "u", toMiss: true, faces: [6, 5, 3], result: "hit" });
    expect(damages(events)[0]).toMatchObject({ target: "u", total: 5, taken: 5 });
    expect(b.fig("u").condition).toBe("dead");
  });

  it("needs no second roll when the body is dead", () => {
    const b = shelteredShot("dead");
    const events = b.turn(
      [
        { figure: "w", option: "f", target: "t" },
        { figure: "t", option: "pass" },
      ],
      [5, 5, 4],
    );
    expect(attackRolls(events).map((e) => e.target)).toEqual(["t"]);
  });

  it("does not apply to a standing target", () => {
    const b = shelteredShot("dead");
    b.edit("t", { posture: "standing" });
    const events = b.turn(
      [
        { figure: "w", option: "f", target: "t" },
        { figure: "t", option: "pass" },
      ],
      [3, 3, 3, 4],
    );
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 13, result: "hit" });
  });
});
