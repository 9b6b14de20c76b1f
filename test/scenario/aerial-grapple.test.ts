/**
 * A scenario's fliers engaging and grappling in the air (ADVANCED MELEE §10 AERIAL COMBAT;
 * docs/rulings.md, "Fliers engaging fliers" and "Fliers grappling"): the move orders' `flight`
 * and `height` fields and option (m) are all it needs; the falls are read from the dice.
 */
import { expect, it } from "vitest";
import { describeEvents } from "../../src/render/log-text.ts";
import { formatIssue, parseScenario } from "../../src/scenario/parse.ts";
import { runScenario } from "../../src/scenario/run.ts";

const gargoyle = (id: string, side: string, position: string, facing: string, name: string) => ({
  id,
  side,
  position,
  facing,
  monster: { type: "gargoyle", name },
});

const scenario = {
  ruleset: "advanced-melee",
  combatType: "death",
  sides: [
    { id: "blue", name: "Blue", entrance: 0 },
    { id: "red", name: "Red", entrance: 1 },
  ],
  figures: [gargoyle("g1", "blue", "E10", "N", "Ash"), gargoyle("g2", "red", "E5", "S", "Brim")],
  // Turn 1's initiative; turn 2's; Brim's defence die 2 grapples; Ash falls 6 m (4), Brim 8 m
  // (5); Ash's blow in the brawl, 16, misses; turn 3's initiative.
  dice: [6, 1, 6, 1, 2, 4, 5, 6, 5, 5, 3, 4],
  turns: [
    [
      { type: "initiative", side: "blue", moveFirst: true },
      {
        type: "move",
        figure: "g1",
        option: "a",
        flight: "take-off",
        path: ["E9", "E8"],
        facing: "N",
        height: 6,
      },
      {
        type: "move",
        figure: "g2",
        option: "a",
        flight: "take-off",
        path: ["E6", "E7"],
        facing: "S",
        height: 8,
      },
    ],
    [
      { type: "initiative", side: "blue", moveFirst: true },
      { type: "move", figure: "g1", option: "m", target: "g2" },
      { type: "move", figure: "g2", option: "pass" },
    ],
  ],
};

it("a scenario's gargoyles meet at 6 and 8 m, grapple, and fall together", () => {
  const parsed = parseScenario(scenario);
  if (!parsed.ok) throw new Error(parsed.issues.map(formatIssue).join("\n"));
  const run = runScenario(parsed.scenario);
  if (!run.ok) throw new Error(run.failure.reason);
  expect(run.summary.figures.g1).toMatchObject({
    position: "E7",
    flying: false,
    posture: "fallen",
  });
  expect(run.summary.figures.g2).toMatchObject({
    position: "E7",
    flying: false,
    posture: "fallen",
  });
  const log = describeEvents(run.state, run.events);
  expect(log).toEqual(
    expect.arrayContaining([
      "Ash tries to grapple Brim: Brim rolls 1d6 = 2, they grapple",
      "Ash falls 6 m and crashes: 1d6 = 4 hits, armor no help",
      "Brim falls 8 m and crashes: 1d6 = 5 hits, armor no help",
      "Ash, gargoyle's attack (hand-to-hand) → Brim: 3d6 = 16 (6+5+5) > adjDX 15 = DX 11 + 4 HTH, miss",
    ]),
  );
});
