/**
 * AM §6 GUNPOWDER WEAPONS in a scenario file: a fighter's `weapons` may name the arquebus and its
 * `talents` the Guns talent; the missile option fires it, the powder's die first.
 */
import { expect, it } from "vitest";
import { formatIssue, parseScenario, runScenario } from "../../src/scenario/index.ts";
import { loadScenario } from "./run-cli.ts";

type Json = Record<string, unknown>;

/** The file's figures without Ingrid, the bear in F9 and Sigurd fighting as `gunner` says. */
function sigurdAgainstTheBear(file: Json, gunner: Json): Json[] {
  return (file.figures as Json[])
    .filter((f) => f.id !== "ingrid")
    .map((f) => (f.id === "bear" ? { ...f, position: "F9" } : f))
    .map((f) => (f.id === "sigurd" ? { ...f, fighter: { ...(f.fighter as Json), ...gunner } } : f));
}

it("Sigurd, with the Guns talent, fires his arquebus at the bear: good powder, +4 DX, 3+3", () => {
  const file = loadScenario("bear-and-hunters.json");
  const gunner = { weapons: ["arquebus"], readyWeapon: "arquebus", talents: ["guns"] };
  const figures = sigurdAgainstTheBear(file, gunner);
  // The initiative (6, 1); the powder 2; 9 hits at DX 11 − 2 leather + 4; 3 dice + 3 = 12; and
  // the next turn's initiative.
  const turns = [
    [
      { type: "initiative", side: "hunters", moveFirst: false },
      { type: "move", figure: "bear", option: "pass" },
      { type: "move", figure: "sigurd", option: "f", target: "bear" },
    ],
  ];
  const parsed = parseScenario({
    ...file,
    ruleset: "advanced-melee",
    figures,
    turns,
    dice: [[6], [1], [2], [3, 3, 3], [3, 3, 3], [6], [1]],
  });
  if (!parsed.ok) throw new Error(parsed.issues.map(formatIssue).join("\n"));
  const run = runScenario(parsed.scenario);
  expect(run.ok ? "ok" : run.failure).toBe("ok");
  expect(run.events.filter((e) => e.type === "powder-roll")).toMatchObject([
    { figure: "sigurd", weapon: "arquebus", face: 2, good: true },
  ]);
  expect(run.events.filter((e) => e.type === "attack-roll")).toMatchObject([
    {
      attacker: "sigurd",
      target: "bear",
      modifiers: [
        { label: "Leather armor", value: -2 },
        { label: "Guns talent", value: 4 },
      ],
    },
  ]);
  expect(run.events.filter((e) => e.type === "damage")).toMatchObject([
    { target: "bear", total: 12 },
  ]);
});

it("a fighter's `cheapPowder` makes Sigurd's powder bad on a 4; MELEE refuses the field", () => {
  const file = loadScenario("bear-and-hunters.json");
  const gunner = {
    weapons: ["arquebus"],
    readyWeapon: "arquebus",
    talents: ["guns"],
    cheapPowder: true,
  };
  const figures = sigurdAgainstTheBear(file, gunner);
  const turns = [
    [
      { type: "initiative", side: "hunters", moveFirst: false },
      { type: "move", figure: "bear", option: "pass" },
      { type: "move", figure: "sigurd", option: "f", target: "bear" },
    ],
  ];
  // The initiative (6, 1); cheap powder's 4 is bad; the next turn's initiative.
  const scenario = { ...file, figures, turns, dice: [[6], [1], [4], [6], [1]] };
  const parsed = parseScenario({ ...scenario, ruleset: "advanced-melee" });
  if (!parsed.ok) throw new Error(parsed.issues.map(formatIssue).join("\n"));
  const run = runScenario(parsed.scenario);
  expect(run.ok ? "ok" : run.failure).toBe("ok");
  expect(run.events.filter((e) => e.type === "powder-roll")).toMatchObject([
    { figure: "sigurd", face: 4, good: false, cheap: true },
  ]);
  const melee = parseScenario(scenario);
  const issues = melee.ok ? [] : melee.issues.map(formatIssue);
  expect(issues.join("\n")).toContain("cheap powder is ADVANCED MELEE's");
});
