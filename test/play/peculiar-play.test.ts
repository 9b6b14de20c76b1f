/**
 * AM §5's peculiar weapons in local play, through the same handlers as on Discord: a drover with
 * the Whip talent closes on Wulf and lashes at his head with a typed order.
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
  outputDir = await mkdtemp(path.join(tmpdir(), "peculiar-play-"));
});
afterEach(async () => {
  await rm(outputDir, { recursive: true, force: true });
});

it("lashes with a whip at the head, 5 hexes off", async () => {
  // Side A wins both initiatives; the lash rolls 6 against DX 13 − 6, and 1-1 of a 4 doubled.
  t.force(5, 2, 5, 2, 1, 2, 3, 4);
  const printed = await playScript(
    t.services,
    [
      "/as alice /figure create name:Kano race:human st:11 dx:13 weapons:whip ready:whip talents:whip ruleset:advanced-melee",
      "/as bob /figure create name:Wulf race:human st:14 dx:10 weapons:longbow, dagger ready:longbow",
      "/battle new type:death ruleset:advanced-melee thread:false",
      "/as alice /battle join figure:Kano side:a",
      "/as bob /battle join figure:Wulf side:b",
      "/battle start",
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Kano option:a to:E11",
      "/as bob /battle order figure:Wulf option:pass",
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Kano option:b target:Wulf aim:head",
      "/as bob /battle order figure:Wulf option:pass",
    ],
    outputDir,
  );
  expect(printed).toContain(
    "Kano, Whip → Wulf: 3d6 = 6 (1+2+3) ≤ adjDX 7 = DX 13 − 6 aimed at the head, hit",
  );
  expect(printed).toContain("Aimed at the head (armor no help, damage doubled): 6 hits");
});
