/**
 * Records that last in local play, as on Discord: the recap at a battle's end, /battle history,
 * a slain figure's refusal from the next battle, and /battle mine (with the terminal's channel
 * and message for a link; /battle reminders says that DMs are Discord's).
 */
import { expect, it } from "vitest";
import { servicesPerTest } from "../commands/test-services.ts";
import { huntersAgainstRaiders, outputDirPerTest, playScript } from "./play-script.ts";

const t = servicesPerTest();

const HUNTERS_AGAINST_RAIDERS = huntersAgainstRaiders();
const out = outputDirPerTest("melee-play-");

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
    out.path,
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
    out.path,
  );
  expect(printed).toContain("1 decision waiting for you:");
  expect(printed).toMatch(/Hunters vs Raiders.*turn 1: Hunters won the initiative/);
  expect(printed).toMatch(/Jump to the board: #\S+, message \d+/);
  expect(printed).toContain("Nothing is waiting for you");
  expect(printed).toContain("Reminders by direct message are for Discord");
  expect(printed).not.toContain("The command failed");
});
