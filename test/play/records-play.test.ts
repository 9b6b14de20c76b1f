/**
 * Records that last in local play, as on Discord: the recap at a battle's end, /battle history,
 * a slain figure's refusal from the next battle, and /battle mine (with the terminal's channel
 * and message for a link; /battle reminders says that DMs are Discord's).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { servicesPerTest } from "../commands/test-services.ts";
import { playScript } from "./play-script.ts";

const t = servicesPerTest();

/** alice's Ragnar (Hunters) against bob's Wulf (Raiders) in a death battle, started. */
const HUNTERS_AGAINST_RAIDERS = [
  "/as alice /figure create name:Ragnar race:human st:11 dx:13 armor:leather weapons:spear ready:spear",
  "/as bob /figure create name:Wulf race:human st:12 dx:12 weapons:broadsword ready:broadsword",
  "/battle new type:death side-a:Hunters side-b:Raiders thread:false",
  "/as alice /battle join figure:Ragnar side:a",
  "/as bob /battle join figure:Wulf side:b",
  "/battle start",
];
let outputDir: string;
beforeEach(async () => {
  outputDir = await mkdtemp(path.join(tmpdir(), "melee-play-"));
});
afterEach(async () => {
  await rm(outputDir, { recursive: true, force: true });
});

it("recaps the battle, lists it in the history and refuses the slain a new battle", async () => {
  t.force(6, 1);
  const printed = await playScript(
    t.services,
    [
      ...HUNTERS_AGAINST_RAIDERS,
      "/gm hits figure:Wulf value:12 reason:lightning",
      "/battle history",
      "/battle new type:arena thread:false",
      "/as bob /battle join figure:Wulf side:b",
    ],
    outputDir,
  );
  expect(printed).toContain("Recap");
  expect(printed).toContain("Hunters won, after 1 turn.");
  expect(printed).toContain("Hunters vs Raiders, Hunters won");
  expect(printed).toContain("Wulf was slain and cannot fight again");
  expect(printed).not.toContain("The command failed");
});

it("lists what awaits you and says reminders by DM are for Discord", async () => {
  t.force(6, 1);
  const printed = await playScript(
    t.services,
    [
      ...HUNTERS_AGAINST_RAIDERS,
      "/as alice /battle mine",
      "/as bob /battle mine",
      "/battle reminders dm:on",
    ],
    outputDir,
  );
  expect(printed).toContain("1 decision waiting for you:");
  expect(printed).toMatch(/Hunters vs Raiders.*turn 1: Hunters won the initiative/);
  expect(printed).toMatch(/Jump to the board: #\S+, message \d+/);
  expect(printed).toContain("Nothing is waiting for you");
  expect(printed).toContain("Reminders by direct message are for Discord");
  expect(printed).not.toContain("The command failed");
});
