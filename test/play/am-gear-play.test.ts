/**
 * ADVANCED MELEE gear in local play, as on Discord: a figure built from AM's tables with
 * `ruleset:advanced-melee` (AM §5), refused a MELEE battle and seated in an AM one.
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
  outputDir = await mkdtemp(path.join(tmpdir(), "melee-play-"));
});
afterEach(async () => {
  await rm(outputDir, { recursive: true, force: true });
});

it("builds a figure in half-plate with a military pick and fights it under ADVANCED MELEE", async () => {
  t.force(6, 1);
  const printed = await playScript(
    t.services,
    [
      "/as alice /figure create name:Bruno race:human st:12 dx:12 armor:half-plate weapons:military pick ready:military pick",
      "/as alice /figure create name:Bruno race:human st:12 dx:12 armor:half-plate weapons:military pick ready:military pick ruleset:advanced-melee",
      "/as bob /figure create name:Wulf race:human st:12 dx:12 weapons:broadsword ready:broadsword",
      "/battle new type:death thread:false",
      "/as alice /battle join figure:Bruno side:a",
      "/battle end",
      "/battle new type:death ruleset:advanced-melee thread:false",
      "/as alice /battle join figure:Bruno side:a",
      "/as bob /battle join figure:Wulf side:b",
      "/battle start",
    ],
    outputDir,
  );
  expect(printed).toContain(
    "Half-plate is ADVANCED MELEE gear; add ruleset: advanced-melee to carry it",
  );
  expect(printed).toContain("Bruno joins the roster.");
  expect(printed).toContain(
    "Bruno can't join a MELEE battle: it carries ADVANCED MELEE gear (Half-plate, Military pick).",
  );
  expect(printed).toContain("Bruno (alice) joins Side A.");
  expect(printed).not.toContain("The command failed");
});
