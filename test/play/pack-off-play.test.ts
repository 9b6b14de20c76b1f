/**
 * AM §5 and §7 in local play, as on Discord: a figure takes its pack off with (e) twice, typed,
 * and gets a packed weapon out with (e) twice more (`ready:rapier (packed)`).
 */
import { expect, it } from "vitest";
import { servicesPerTest } from "../commands/test-services.ts";
import { outputDirPerTest, playScript } from "./play-script.ts";

const t = servicesPerTest();

const out = outputDirPerTest("pack-off-play-");

it("takes Melio's loaded pack off over two turns of ready:pack", async () => {
  t.force(6, 1, 6, 1); // Initiative, twice: the party 6, the wolf 1
  const printed = await playScript(
    t.services,
    [
      "/figure create name:Melio race:human st:9 dx:12 iq:11 armor:leather weapons:javelin,rapier ready:javelin pack:loaded ruleset:advanced-melee",
      "/battle new type:death ruleset:advanced-melee side-a:Party side-b:Wolves thread:false",
      "/battle join figure:Melio side:a",
      "/battle add monster:wolf side:b name:Grey",
      "/battle start",
      "/battle initiative choice:first",
      "/battle order figure:Melio option:e ready:pack",
      "/battle order figure:Grey option:pass",
      "/battle initiative choice:first",
      "/battle order figure:Melio option:e ready:pack",
      "/battle order figure:Grey option:pass",
    ],
    out.path,
  );
  expect(printed).toContain("Melio works the pack half off: one more turn to get it off");
  expect(printed).toContain("Melio takes the pack off and sets it down");
  expect(printed).not.toContain("The command failed");
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
    out.path,
  );
  expect(printed).toContain("Melio takes the pack off and sets it down");
  expect(printed).toContain("Melio's pack (rapier)");
  expect(printed).toContain("Melio gets the rapier out of the pack: ready next turn");
  expect(printed).toContain("Melio's pack (empty)");
  expect(printed).toContain("Melio readies the rapier");
  expect(printed).not.toContain("The command failed");
});
