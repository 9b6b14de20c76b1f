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
  // Initiative: Trainee 5, Dummy 2 (the bot chooses; the dummy charges); Ragnar: 9 to hit, 7.
  t.force(5, 2, 3, 3, 3, 6);
  const printed = await playScript(
    t.services,
    [
      "/battle tutorial",
      "/battle order figure:Ragnar option:h target:Training Dummy",
      "/figure show name:Ragnar",
    ],
    outputDir,
  );
  expect(printed).toContain(
    "You had no figure yet, so Ragnar, the rulebook's sample fighter, was made for you",
  );
  expect(printed).toContain("Tutorial: Ragnar against the Training Dummy");
  expect(printed).not.toContain("[Move first]");
  expect(printed).toContain("Training Dummy charges C4 → C2");
  expect(printed).toContain("Training Dummy drops out of the practice bout (ST 3 or less)");
  expect(printed).toContain("• Ragnar: standing, 10 EP (now 10 EP)");
  expect(printed).not.toContain("The command failed");
  expect(t.forcedLeft).toBe(0);
});
