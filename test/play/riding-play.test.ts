/**
 * A rider in local play (ADVANCED MELEE §9 OPTIONS FOR RIDERS AND MOUNTS): the GM adds a horse to
 * a side, and a Horseman of that side mounts it by the typed order; the log and the status say so.
 * Mounted, his horse attacks beside him (AM §9 ATTACKS) by the typed `attack:mount-attack`.
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
  outputDir = await mkdtemp(path.join(tmpdir(), "riding-play-"));
});
afterEach(async () => {
  await rm(outputDir, { recursive: true, force: true });
});

it("a Horseman mounts the GM's horse by the typed order", async () => {
  t.force(6, 1, 6, 1); // Initiative, twice: Riders 6, Wolves 1
  const printed = await playScript(
    t.services,
    [
      "/figure create name:Roland race:human st:12 dx:12 armor:none weapons:broadsword ready:broadsword talents:horseman ruleset:advanced-melee",
      "/battle new type:death ruleset:advanced-melee side-a:Riders side-b:Wolves thread:false",
      "/battle join figure:Roland side:a",
      "/battle add monster:horse side:a name:Bayard",
      "/battle add monster:wolf side:b name:Grey",
      "/battle start",
      "/battle initiative choice:first",
      // Roland enters at E1, Bayard at G2–G1: F1 is beside both.
      "/battle order figure:Roland option:mount to:F1 target:Bayard",
      "/battle order figure:Grey option:pass",
    ],
    outputDir,
  );
  expect(printed).toContain("Bayard (Horse) joins Riders.");
  expect(printed).toContain("Roland mounts Bayard in G2");
  expect(printed).toContain("riding Bayard (horse, ST 30/30)");
  expect(printed).not.toContain("The command failed");
});

it("a rider's horse kicks beside him by the typed order attack:mount-attack", async () => {
  // Initiative thrice, Riders first; Roland misses with 15, Bayard's kick hits with 6 for 1d6+2.
  t.force(6, 1, 6, 1, 6, 1, 5, 5, 5, 2, 2, 2, 4);
  const printed = await playScript(
    t.services,
    [
      "/figure create name:Roland race:human st:12 dx:12 armor:none weapons:broadsword ready:broadsword talents:horseman ruleset:advanced-melee",
      "/battle new type:death ruleset:advanced-melee side-a:Riders side-b:Wolves thread:false",
      "/battle join figure:Roland side:a",
      "/battle add monster:horse side:a name:Bayard",
      "/battle add monster:wolf side:b name:Grey",
      "/battle start",
      "/battle initiative choice:first",
      "/battle order figure:Roland option:mount to:F1 target:Bayard",
      "/battle order figure:Grey option:pass",
      "/battle initiative choice:first",
      "/battle order figure:Roland option:pass",
      "/battle order figure:Grey option:a to:G5 facing:N",
      "/battle initiative choice:first",
      "/battle order figure:Roland option:b to:G4 target:Grey attack:mount-attack",
      "/battle order figure:Grey option:pass",
    ],
    outputDir,
  );
  expect(printed).toContain("Roland: (b) Charge attack → Grey, the mount attacking too");
  expect(printed).toContain(
    "Bayard, under Roland, attacks Grey too (moved 2 hexes, half its MA of 22 or less)",
  );
  expect(printed).toContain("Roland, Bayard's kick → Grey: 3d6 = 6 (2+2+2) ≤ adjDX 11, hit");
  expect(printed).toContain("1d6+2 = 6, hide stops 1, Grey takes 5 (ST 5/10)");
  expect(printed).not.toContain("The command failed");
});
