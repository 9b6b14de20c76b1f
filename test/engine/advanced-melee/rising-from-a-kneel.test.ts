/**
 * AM §2 option IV(a): a figure standing up from a KNEELING position may move up to ½ its MA in the
 * same turn (the engine's stand-up (g), disengaged). MELEE's stand-up moves nowhere, and a figure
 * lying prone or fallen still takes its turn to rise. Reading in docs/rulings.md.
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { legalDestinations } from "../../../src/engine/index.ts";
import { at, eventsOf, groundedA, type TestBattle } from "../battle/attack-builders.ts";

/** A kneels (unless told) in E5, T far off. */
function down(ruleset: Ruleset, posture: "kneeling" | "prone" = "kneeling") {
  return groundedA(ruleset, posture);
}

const pass = { figure: "t", option: "pass" } as const;

describe("AM §2 IV(a): standing up from a kneel and moving", () => {
  it("A rises and moves 5 hexes, ½ its MA of 10, ending on its feet in E10", () => {
    const b = down("advanced-melee");
    const events = b.turn([{ figure: "a", option: "g", destination: at("E10") }, pass]);
    expect(b.fig("a")).toMatchObject({ posture: "standing", position: at("E10") });
    expect(eventsOf(events, "posture")).toEqual([
      { type: "posture", figure: "a", posture: "standing", reason: "stood up" },
    ]);
  });

  it("6 hexes is more than ½ its MA", () => {
    const b = down("advanced-melee");
    expect(() => b.turn([{ figure: "a", option: "g", destination: at("E11") }, pass])).toThrow(
      "A cannot reach E11 with option (g) (at most 5 hexes, stopping at enemies' front hexes).",
    );
    expect(b.fig("a")).toMatchObject({ posture: "kneeling", position: at("E5") });
  });

  it("the click flow's hexes for (g) reach 5 hexes kneeling under AM, none under MELEE or prone", () => {
    const farthest = (b: TestBattle) => {
      b.order({ type: "initiative", side: "blue", moveFirst: true });
      return Math.max(...legalDestinations(b.state, "a", "g").map((d) => d.cost));
    };
    expect(farthest(down("advanced-melee"))).toBe(5);
    expect(farthest(down("melee"))).toBe(0);
    expect(farthest(down("advanced-melee", "prone"))).toBe(0);
  });

  it("under MELEE, and from prone under AM, standing up moves nowhere", () => {
    const cases = [
      [down("melee"), "kneeling"],
      [down("advanced-melee", "prone"), "prone"],
    ] as const;
    for (const [b, posture] of cases) {
      expect(() => b.turn([{ figure: "a", option: "g", destination: at("E7") }, pass])).toThrow(
        `A is ${posture} and must stand up before moving.`,
      );
    }
  });
});
