/**
 * AM §9 and §10 in local play, as on Discord: Flavius mounts the GM's griffin, flies it up with
 * his rider's typed height and lands it, while the GM's 7-hex dragon takes off and lands.
 */
import { expect, it } from "vitest";
import { servicesPerTest } from "../commands/test-services.ts";
import { outputDirPerTest, playScript } from "./play-script.ts";

const t = servicesPerTest();

const out = outputDirPerTest("flying-mount-play-");

it("Flavius rides the GM's griffin up to 6 m and down again; the dragon flies too", async () => {
  // Rome wins every initiative; Flavius mounts on 1+2+2 in the first turn.
  t.force(6, 1, 1, 2, 2, 6, 1, 6, 1, 6, 1);
  const printed = await playScript(
    t.services,
    [
      "/as alice /figure create name:Flavius race:human st:12 dx:12 armor:leather weapons:broadsword ready:broadsword",
      "/battle new type:death ruleset:advanced-melee side-a:Rome side-b:Monsters thread:false",
      "/as alice /battle join figure:Flavius side:a",
      "/battle add monster:griffin side:a name:Skyclaw",
      "/battle add monster:dragon side:b name:Wyrm",
      "/battle start",
      "/gm place figure:Flavius hex:C8 facing:N",
      "/gm place figure:Skyclaw hex:C5 facing:N",
      "/gm place figure:Wyrm hex:I7 facing:S",
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Flavius option:mount to:C7 target:Skyclaw",
      "/gm act-for figure:Wyrm option:a to:I7 height:10",
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Flavius option:a to:C4 height:6",
      "/gm act-for figure:Wyrm option:a to:I7 height:2",
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Flavius option:a to:C3 height:0",
      "/gm act-for figure:Wyrm option:a to:I7 height:0",
    ],
    out.path,
  );
  expect(printed).toContain("Skyclaw (Griffin) joins Rome.");
  expect(printed).toContain("Wyrm (Dragon) joins Monsters.");
  expect(printed).toContain("Flavius mounts Skyclaw in C5");
  expect(printed).toContain("Flavius takes to the air");
  expect(printed).toContain("Flavius climbs to 6 m");
  expect(printed).toContain("Flavius lands");
  expect(printed).toContain("Wyrm climbs to 10 m");
  expect(printed).toContain("Wyrm lands");
  expect(printed).not.toContain("The command failed");
});
