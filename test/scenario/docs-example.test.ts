/**
 * docs/scenario-format.md's complete example is a real scenario: it parses, runs, uses all its
 * dice and ends as the text says.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { formatIssue, parseScenarioText } from "../../src/scenario/parse.ts";
import { runScenario } from "../../src/scenario/run.ts";
import { REPO_ROOT } from "./run-cli.ts";

it("runs the complete example in docs/scenario-format.md", () => {
  const doc = readFileSync(path.join(REPO_ROOT, "docs/scenario-format.md"), "utf8");
  const section = doc.slice(doc.indexOf("## A complete example"));
  const block = /```json\n([\s\S]*?)\n```/.exec(section)?.[1];
  expect(block).toBeDefined();
  const parsed = parseScenarioText(block ?? "");
  if (!parsed.ok) throw new Error(parsed.issues.map(formatIssue).join("\n"));
  const run = runScenario(parsed.scenario);
  expect(run.ok).toBe(true);
  expect(run.summary).toMatchObject({
    turn: 3,
    ended: false,
    winner: null,
    ep: null,
    next: 'Germania ("germania") to choose who moves first',
    diceRolled: 14,
  });
  expect(run.summary?.figures.flavius).toMatchObject({ position: "F6", hitsTaken: 2 });
});
