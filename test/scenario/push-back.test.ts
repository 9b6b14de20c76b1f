/**
 * A scenario's multi-hex push-back (ADVANCED MELEE §3 MOVING ONTO OTHER FIGURES): the giant's move
 * order onto a man needs no field of its own; the man's saving roll is read from the dice.
 */
import { expect, it } from "vitest";
import { describeEvents } from "../../src/render/log-text.ts";
import { formatIssue, parseScenario } from "../../src/scenario/parse.ts";
import { runScenario } from "../../src/scenario/run.ts";

const scenario = {
  ruleset: "advanced-melee",
  combatType: "death",
  sides: [
    { id: "giants", name: "Giants", entrance: 0 },
    { id: "men", name: "Men", entrance: 1 },
  ],
  figures: [
    {
      id: "g",
      side: "giants",
      position: "J10",
      facing: "N",
      monster: { type: "giant", name: "Gog" },
    },
    {
      id: "x",
      side: "men",
      position: "J9",
      facing: "S",
      fighter: {
        name: "Xan",
        race: "human",
        st: 12,
        dx: 12,
        armor: "none",
        shield: null,
        weapons: ["broadsword"],
        readyWeapon: "broadsword",
        shieldReady: false,
      },
    },
  ],
  dice: [
    [6, 1],
    [6, 5, 4],
    [3, 4],
  ],
  turns: [
    [
      { type: "initiative", side: "giants", moveFirst: true },
      { type: "move", figure: "g", option: "a", path: ["J9"], facing: "N" },
      { type: "move", figure: "x", option: "pass" },
    ],
  ],
};

it("a scenario's giant pushes a man back, and he falls on 15", () => {
  const parsed = parseScenario(scenario);
  if (!parsed.ok) throw new Error(parsed.issues.map(formatIssue).join("\n"));
  const run = runScenario(parsed.scenario);
  if (!run.ok) throw new Error(run.failure.reason);
  expect(run.summary.figures.x).toMatchObject({ position: "I10", posture: "fallen" });
  expect(run.summary.figures.g).toMatchObject({ position: "J9", facing: "N" });
  const log = describeEvents(run.state, run.events);
  expect(log).toContain("Xan steps J9 → I10 (pushed back by Gog)");
});
