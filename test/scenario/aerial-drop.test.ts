/**
 * A scenario's gargoyle carrying a boulder (`monster.boulders`, ADVANCED MELEE §10) takes off and
 * drops it on a wolf below with `attack: "drop"`; a flier's boulders past its ST are refused.
 */
import { expect, it } from "vitest";
import { describeEvents } from "../../src/render/log-text.ts";
import { formatIssue, parseScenario } from "../../src/scenario/parse.ts";
import { runScenario } from "../../src/scenario/run.ts";

const scenario = (boulders: number) => ({
  ruleset: "advanced-melee",
  combatType: "death",
  sides: [
    { id: "blue", name: "Blue", entrance: 0 },
    { id: "red", name: "Red", entrance: 1 },
  ],
  figures: [
    {
      id: "g",
      side: "blue",
      position: "E9",
      facing: "N",
      monster: { type: "gargoyle", name: "Ash", boulders },
    },
    { id: "w", side: "red", position: "E5", facing: "S", monster: { type: "wolf", name: "Fang" } },
  ],
  // Turn 1's initiative; turn 2's; the drop's 1+1+2 (a double-damage 4 under adjDX 6) and 3, doubled;
  // turn 3's initiative.
  dice: [6, 1, 6, 1, 1, 1, 2, 3, 6, 1],
  turns: [
    [
      { type: "initiative", side: "blue", moveFirst: true },
      {
        type: "move",
        figure: "g",
        option: "a",
        flight: "take-off",
        path: ["E8", "E7"],
        facing: "N",
        height: 3,
      },
      { type: "move", figure: "w", option: "pass" },
    ],
    [
      { type: "initiative", side: "blue", moveFirst: true },
      {
        type: "move",
        figure: "g",
        option: "b",
        path: ["E6"],
        facing: "N",
        target: "w",
        attack: "drop",
      },
      { type: "move", figure: "w", option: "pass" },
    ],
  ],
});

it("a scenario's gargoyle drops its boulder on a wolf from 3 m", () => {
  const parsed = parseScenario(scenario(1));
  if (!parsed.ok) throw new Error(parsed.issues.map(formatIssue).join("\n"));
  const run = runScenario(parsed.scenario);
  if (!run.ok) throw new Error(run.failure.reason);
  const log = describeEvents(run.state, run.events);
  expect(log).toEqual(
    expect.arrayContaining([
      "Ash drops a 50 kg boulder on Fang from 3 m",
      "Ash, Boulder (50 kg) → Fang: 3d6 = 4 (1+1+2) ≤ adjDX 6 = DX 11 − 4 dropped from the air − 1 height 3 m, hit, double damage",
    ]),
  );
  expect(run.state.figures.find((f) => f.id === "g")).toMatchObject({ flying: true, height: 3 });
  expect(run.state.figures.find((f) => f.id === "g")?.boulders).toBeUndefined();
  expect(run.state.figures.find((f) => f.id === "w")?.hits).toBe(5);
});

it("refuses a gargoyle two boulders, more than its ST carries", () => {
  const parsed = parseScenario(scenario(2));
  if (!parsed.ok) throw new Error(parsed.issues.map(formatIssue).join("\n"));
  const run = runScenario(parsed.scenario);
  expect(run.ok).toBe(false);
  if (!run.ok)
    expect(run.failure.reason).toContain(
      "Ash carries at most 60 kg (3 × ST): 2 boulders of 50 kg are too many.",
    );
});
