/**
 * The computer player unpacking in local play (AM §5 WEAPONS, "PACKED"; src/computer/
 * unpacking-turn.ts): given the knight by `/gm computer`, it takes his pack off while the wolf is
 * far, as on Discord.
 */
import { expect, it } from "vitest";
import { servicesPerTest } from "../commands/test-services.ts";
import { outputDirPerTest, playScript } from "./play-script.ts";

const t = servicesPerTest();
const out = outputDirPerTest("computer-unpacking-play-");

it("takes the knight's pack off for the broadsword in it while the wolf is far", async () => {
  t.force(6, 1, 6, 1); // Initiative, twice: the knight's side 6, the wolf 1
  const printed = await playScript(
    t.services,
    [
      "/figure create name:Knight race:human st:12 dx:12 iq:8 weapons:dagger,broadsword (packed) ready:dagger pack:loaded ruleset:advanced-melee",
      "/battle new type:death ruleset:advanced-melee side-a:Party side-b:Wolves thread:false",
      "/battle join figure:Knight side:a",
      "/battle add monster:wolf side:b name:Grey",
      "/gm computer figure:Knight",
      "/battle start",
      "/battle order figure:Grey option:pass",
      "/battle order figure:Grey option:pass",
    ],
    out.path,
  );
  expect(printed).toContain("Knight works the pack half off: one more turn to get it off");
  expect(printed).toContain("Knight takes the pack off and sets it down");
  expect(printed).toContain("Knight's pack (broadsword)");
  expect(printed).not.toContain("The command failed");
});
