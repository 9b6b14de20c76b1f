/**
 * AM §5 PACKED in local play, as on Discord: a weapon in the pack comes out with the pack off and
 * (e) twice more, typed `ready:rapier (packed)`.
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

it("gets Melio's packed rapier out and ready over four turns of (e)", async () => {
  t.force(6, 1, 6, 1, 6, 1, 6, 1); // Initiative, four times: the party 6, the wolf 1
  const turn = (ready: string) => [
    "/battle initiative choice:first",
    `/battle order figure:Melio option:e ready:${ready}`,
    "/battle order figure:Grey option:pass",
  ];
  const printed = await playScript(
    t.services,
    [
      "/figure create name:Melio race:human st:9 dx:12 iq:11 armor:leather weapons:javelin,rapier (packed) ready:javelin pack:loaded ruleset:advanced-melee",
      "/battle new type:death ruleset:advanced-melee side-a:Party side-b:Wolves thread:false",
      "/battle join figure:Melio side:a",
      "/battle add monster:wolf side:b name:Grey",
      "/battle start",
      ...turn("pack"),
      ...turn("pack"),
      ...turn("rapier (packed)"),
      ...turn("rapier (packed)"),
    ],
    outputDir,
  );
  expect(printed).toContain("Melio takes the pack off and sets it down");
  expect(printed).toContain("Melio gets the rapier out of the pack: ready next turn");
  expect(printed).toContain("Melio readies the rapier");
  expect(printed).not.toContain("The command failed");
});
