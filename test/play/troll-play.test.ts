/**
 * AM §7's troll in local play, as on Discord: the GM adds it to an ADVANCED MELEE battle with the
 * same /battle add, and a MELEE battle refuses it.
 */
import { expect, it } from "vitest";
import { servicesPerTest } from "../commands/test-services.ts";
import { outputDirPerTest, playScript } from "./play-script.ts";

const t = servicesPerTest();

const out = outputDirPerTest("troll-play-");

it("adds the troll to an ADVANCED MELEE battle and refuses it in a MELEE one", async () => {
  t.force(6, 1);
  const printed = await playScript(
    t.services,
    [
      "/as alice /figure create name:Ragnar race:human st:13 dx:11 weapons:broadsword ready:broadsword",
      "/battle new type:death side-a:Party side-b:Monsters thread:false",
      "/battle add monster:troll side:b",
      "/battle end",
      "/battle new type:death ruleset:advanced-melee side-a:Party side-b:Monsters thread:false",
      "/as alice /battle join figure:Ragnar side:a",
      "/battle add monster:troll side:b",
      "/battle start",
      "/battle status",
    ],
    out.path,
  );
  expect(printed).toContain("Troll can't join: A troll fights only under ADVANCED MELEE.");
  expect(printed).toMatch(/Troll \(Monsters, troll\) at \w+ facing \w+: ST 30, DX 11, MA 10/);
  expect(printed).not.toContain("The command failed");
});
