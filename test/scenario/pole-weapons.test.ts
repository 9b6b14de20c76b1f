/**
 * ADVANCED MELEE's further blows in a scenario file: the order's `attack` names a jab (AM §5
 * JABBING WITH A POLE WEAPON) or a sweep (AM §6 SWEEPING BLOWS), read and played like any other.
 */
import { describe, expect, it } from "vitest";
import { formatIssue, parseScenario, runScenario } from "../../src/scenario/index.ts";
import { loadScenario } from "./run-cli.ts";

type Json = Record<string, unknown>;

/**
 * Sigurd (spear, F14 facing N) and the bear of bear-and-hunters.json, brought to F9, under AM with
 * these turns and dice.
 */
function hunt(turns: Json[][], dice: number[][], sigurd: Json = {}) {
  const file = loadScenario("bear-and-hunters.json");
  const figures = (file.figures as Json[])
    .filter((f) => f.id !== "ingrid")
    .map((f) => (f.id === "bear" ? { ...f, position: "F9" } : f))
    .map((f) => (f.id === "sigurd" ? { ...f, fighter: { ...(f.fighter as Json), ...sigurd } } : f));
  const parsed = parseScenario({ ...file, ruleset: "advanced-melee", figures, turns, dice });
  if (!parsed.ok) throw new Error(parsed.issues.map(formatIssue).join("\n"));
  return runScenario(parsed.scenario);
}

describe("scenario files: pole weapons", () => {
  it("Sigurd jabs the bear two hexes off with `attack: jab`, for the spear's normal 1+1", () => {
    const run = hunt(
      [
        [
          { type: "initiative", side: "hunters", moveFirst: false },
          { type: "move", figure: "bear", option: "a", destination: "F12", facing: "S" },
          { type: "move", figure: "sigurd", option: "b", target: "bear", attack: "jab" },
        ],
      ],
      [[6], [1], [3, 3, 3], [4]],
    );
    expect(run.ok ? "ok" : run.failure).toBe("ok");
    const rolls = run.events.filter((e) => e.type === "attack-roll");
    expect(rolls).toMatchObject([{ attacker: "sigurd", target: "bear", kind: "jab" }]);
    expect(run.events.filter((e) => e.type === "damage")).toMatchObject([
      { target: "bear", multiplier: 1, total: 5 },
    ]);
  });

  it("Sigurd sweeps his two-handed sword at the bear with `attack: sweep`, at −4", () => {
    const sword = {
      st: 14,
      dx: 10,
      weapons: ["two-handed-sword"],
      readyWeapon: "two-handed-sword",
    };
    const run = hunt(
      [
        [
          { type: "initiative", side: "hunters", moveFirst: false },
          { type: "move", figure: "bear", option: "a", destination: "F13", facing: "S" },
          { type: "move", figure: "sigurd", option: "h", target: "bear", attack: "sweep" },
        ],
      ],
      [[6], [1], [1, 1, 2], [6, 6, 6]],
      sword,
    );
    expect(run.ok ? "ok" : run.failure).toBe("ok");
    const rolls = run.events.filter((e) => e.type === "attack-roll");
    expect(rolls).toMatchObject([{ attacker: "sigurd", target: "bear", kind: "sweep", adjDx: 4 }]);
  });
});
