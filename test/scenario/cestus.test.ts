/**
 * ADVANCED MELEE's cestus in a scenario file (AM §5 PECULIAR WEAPONS): a fighter's `weapons` may
 * list it, and it is strapped on the off hand at the start, so `attack: "two-weapons"` strikes
 * with both.
 */
import { expect, it } from "vitest";
import { formatIssue, parseScenario, runScenario } from "../../src/scenario/index.ts";
import { loadScenario } from "./run-cli.ts";

type Json = Record<string, unknown>;

it("Sigurd, shortsword ready and a cestus listed, strikes the bear with both at −4", () => {
  const file = loadScenario("bear-and-hunters.json");
  const gear = { st: 12, dx: 12, weapons: ["shortsword", "cestus"], readyWeapon: "shortsword" };
  const figures = (file.figures as Json[])
    .filter((f) => f.id !== "ingrid")
    .map((f) => (f.id === "bear" ? { ...f, position: "F9" } : f))
    .map((f) => (f.id === "sigurd" ? { ...f, fighter: { ...(f.fighter as Json), ...gear } } : f));
  const turns = [
    [
      { type: "initiative", side: "hunters", moveFirst: false },
      { type: "move", figure: "bear", option: "a", destination: "F13", facing: "S" },
      { type: "move", figure: "sigurd", option: "h", target: "bear", attack: "two-weapons" },
    ],
  ];
  const dice = [[6], [1], [1, 1, 2], [1, 1], [1, 1, 2], [3]];
  const parsed = parseScenario({ ...file, ruleset: "advanced-melee", figures, turns, dice });
  if (!parsed.ok) throw new Error(parsed.issues.map(formatIssue).join("\n"));
  const run = runScenario(parsed.scenario);
  expect(run.ok ? "ok" : run.failure).toBe("ok");
  const rolls = run.events.filter((e) => e.type === "attack-roll");
  // DX 12, −2 for the file's armor, −4 for each of two weapons.
  expect(rolls.map((e) => [e.weapon, e.adjDx])).toEqual([
    ["Shortsword", 6],
    ["Cestus", 6],
  ]);
  expect(rolls[1]?.modifiers).toContainEqual({ label: "cestus as 2nd weapon", value: -4 });
});
