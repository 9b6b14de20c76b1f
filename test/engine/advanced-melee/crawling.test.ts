/**
 * AM §3 CRAWLING, KNEELING AND LYING PRONE: a figure lying prone (or fallen) may crawl with MA 2
 * without standing up (the engine's move (a), disengaged), even the turn after a fall; it stays on
 * the ground. MELEE has no crawling. Reading in docs/rulings.md.
 */
import { describe, expect, it } from "vitest";
import { availableOptions } from "../../../src/engine/battle/availability.ts";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { legalDestinations } from "../../../src/engine/index.ts";
import { at, groundedA } from "../battle/attack-builders.ts";

/** A lies on the ground in E5 (prone unless told), T far off. */
function lying(ruleset: Ruleset, posture: "prone" | "fallen" | "kneeling" = "prone") {
  return groundedA(ruleset, posture);
}

const pass = { figure: "t", option: "pass" } as const;

describe("AM §3 crawling", () => {
  it("A crawls 2 hexes to E7 and is still prone", () => {
    const b = lying("advanced-melee");
    b.turn([{ figure: "a", option: "a", destination: at("E7") }, pass]);
    expect(b.fig("a")).toMatchObject({ posture: "prone", position: at("E7") });
  });

  it("3 hexes is more than a crawl", () => {
    const b = lying("advanced-melee");
    expect(() => b.turn([{ figure: "a", option: "a", destination: at("E8") }, pass])).toThrow(
      "A cannot reach E8 with option (a) (at most 2 hexes, stopping at enemies' front hexes).",
    );
  });

  it("knocked down last turn, A may still crawl (or stand), not attack", () => {
    const b = lying("advanced-melee", "fallen");
    b.edit("a", { knockedDownLastTurn: true });
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(availableOptions(b.state, b.fig("a"))).toEqual(["a", "g", "pass"]);
  });

  it("no crawl under MELEE, nor kneeling", () => {
    for (const b of [lying("melee"), lying("advanced-melee", "kneeling")]) {
      b.order({ type: "initiative", side: "blue", moveFirst: true });
      expect(availableOptions(b.state, b.fig("a"))).not.toContain("a");
      expect(legalDestinations(b.state, "a", "a").map((d) => d.cost)).toEqual([0]);
    }
  });
});
