/**
 * The tutorial in local play: one user, no figure yet, from /battle tutorial to the dummy
 * dropping out, typing the commands the guidance gives.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { servicesPerTest } from "../commands/test-services.ts";
import { playScript } from "./play-script.ts";

const t = servicesPerTest();
let outputDir: string;
beforeEach(async () => {
  outputDir = await mkdtemp(path.join(tmpdir(), "melee-tutorial-"));
});
afterEach(async () => {
  await rm(outputDir, { recursive: true, force: true });
});

it("plays the tutorial to its end alone", async () => {
  // Initiative: Trainee 5, Dummy 2; then Ragnar's charge: 9 to hit, 1d6+1 = 7.
  t.force(5, 2, 3, 3, 3, 6);
  const printed = await playScript(
    t.services,
    [
      "/battle tutorial",
      "/battle initiative choice:first",
      "/battle order figure:Ragnar option:b to:C3 target:Training Dummy",
      "/battle order figure:Training Dummy option:pass",
      "/figure show name:Ragnar",
    ],
    outputDir,
  );
  expect(printed).toContain(
    "You had no figure yet, so Ragnar, the rulebook's sample fighter, was made for you",
  );
  expect(printed).toContain("Tutorial: Ragnar against the Training Dummy");
  expect(printed).toContain("[Move first] → /click battle:");
  expect(printed).toContain("Ragnar charges C1 → C3");
  expect(printed).toContain("Training Dummy drops out of the practice bout (ST 3 or less)");
  expect(printed).toContain("• Ragnar: standing, 10 EP (now 10 EP)");
  expect(printed).not.toContain("The command failed");
  expect(t.forcedLeft).toBe(0);
});
