/**
 * ADVANCED MELEE §9 ATTACKS in local play, through the same handlers as on Discord: a rider's
 * charge (b) rides his horse's full MA and strikes; the horse's own attack after that is refused.
 */
import { expect, it } from "vitest";
import { servicesPerTest } from "../commands/test-services.ts";
import { outputDirPerTest, playScript, rolandRidesUpToWulf } from "./play-script.ts";

const t = servicesPerTest();
const outputDir = outputDirPerTest("rider-charge-play-");

it("Roland charges Bayard from G2 to E15, past half its MA, and strikes Wulf; Bayard may not kick too", async () => {
  // Initiative 6-1; Roland's roll to mount 2+2+2; initiative 6-1; Roland's blow 3+3+3 against
  // DX 12 − 3 (engaged, no Horseman); the broadsword's 3 and 4, +2 after more than 8 hexes.
  t.force(6, 1, 2, 2, 2, 6, 1, 3, 3, 3, 3, 4);
  const printed = await playScript(
    t.services,
    [
      // Everyone in, and Roland mounted on Bayard in G2–G1; Wulf waits in E16.
      ...rolandRidesUpToWulf().slice(0, 9),
      "/as bob /battle order figure:Wulf option:pass",
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Roland option:b to:E15 target:Wulf attack:mount-attack",
      "/as alice /battle order figure:Roland option:b to:E15 target:Wulf",
      "/as bob /battle order figure:Wulf option:pass",
    ],
    outputDir.path,
  );
  expect(t.forcedLeft).toBe(0);
  expect(printed).not.toContain("The command failed");
  expect(printed).toContain(
    "more than half its MA of 22: the animal attacks only if it moved half its MA or less, though Roland may (AM §9 ATTACKS).",
  );
  expect(printed).toContain("Wulf takes 9");
});
