/**
 * docs/scenario-format.md's examples are real scenarios: the complete example and the one under
 * ADVANCED MELEE parse, run, use all their dice and end as the text says.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { formatIssue, parseScenarioText } from "../../src/scenario/parse.ts";
import { runScenario } from "../../src/scenario/run.ts";
import { REPO_ROOT } from "./run-cli.ts";

const DOC = readFileSync(path.join(REPO_ROOT, "docs/scenario-format.md"), "utf8");

/** Runs the first JSON block after `heading` in the doc. */
function runBlockAfter(heading: string) {
  const block = /```json\n([\s\S]*?)\n```/.exec(DOC.slice(DOC.indexOf(heading)))?.[1];
  expect(block).toBeDefined();
  const parsed = parseScenarioText(block ?? "");
  if (!parsed.ok) throw new Error(parsed.issues.map(formatIssue).join("\n"));
  const run = runScenario(parsed.scenario);
  expect(run.ok).toBe(true);
  return run.summary;
}

it("runs the complete example in docs/scenario-format.md", () => {
  const summary = runBlockAfter("## A complete example");
  expect(summary).toMatchObject({
    turn: 3,
    ended: false,
    winner: null,
    ep: null,
    next: 'Germania ("germania") to choose who moves first',
    diceRolled: 14,
  });
  expect(summary?.figures.flavius).toMatchObject({ position: "F6", hitsTaken: 2 });
});

it("runs the example under ADVANCED MELEE, with crippling hits", () => {
  const summary = runBlockAfter("An example under ADVANCED MELEE");
  expect(summary).toMatchObject({
    turn: 1,
    ended: false,
    next: 'a retreat decision: "ann" may force "bruno" back',
    diceRolled: 9,
  });
  expect(summary?.figures.bruno).toMatchObject({ hitsTaken: 2, posture: "kneeling" });
});
