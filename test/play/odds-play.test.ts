/** /odds in local play: the same command, typed, with its autocomplete. */
import { expect, it } from "vitest";
import { servicesPerTest } from "../commands/test-services.ts";
import { outputDirPerTest, playScript } from "./play-script.ts";

const t = servicesPerTest();
const out = outputDirPerTest("melee-play-");

it("gives the odds of a figure against a monster, offered by autocomplete", async () => {
  const printed = await playScript(
    t.services,
    [
      "/as alice /figure create name:Ragnar race:human st:11 dx:13 armor:leather weapons:spear ready:spear",
      "/complete /odds figure:Ragnar against:wo",
      "/as alice /odds figure:Ragnar against:monster:wolf type:practice",
    ],
    out.path,
  );
  expect(printed).toContain("Wolf (monster)");
  expect(printed).toContain("Odds: Ragnar against Wolf, a practice combat, 12 × 16 arena.");
  expect(printed).toMatch(/Ragnar wins \d+\.\d % \(95 %: /);
  expect(printed).toContain("From 200 duels");
});
