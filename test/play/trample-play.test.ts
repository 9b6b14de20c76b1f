/**
 * ADVANCED MELEE's trampling (§6) and pulling a rider down (§9) in local play, through the same
 * handlers as on Discord: typed orders with `attack:pull-down` and `attack:trample`.
 */
import { expect, it } from "vitest";
import { servicesPerTest } from "../commands/test-services.ts";
import { outputDirPerTest, playScript, rolandRidesUpToWulf } from "./play-script.ts";

const t = servicesPerTest();
const outputDir = outputDirPerTest("trample-play-");

async function play(dice: readonly number[], lines: readonly string[]): Promise<string> {
  t.force(...dice);
  const printed = await playScript(t.services, lines, outputDir.path);
  expect(t.forcedLeft).toBe(0);
  expect(printed).not.toContain("The command failed");
  return printed;
}

it("Wulf pulls Roland, no Horseman, off his horse (attack:pull-down); the horse tramples him (attack:trample)", async () => {
  // Initiative 6-1; Roland's roll to mount 6; initiative 6-1 twice; Wulf's pull 6 dice of 1;
  // initiative 6-1; Bayard's stomp 3+3+3 and its 1+1 of 4.
  const printed = await play(
    [6, 1, 2, 2, 2, 6, 1, 6, 1, 1, 1, 1, 1, 1, 1, 6, 1, 3, 3, 3, 4],
    [
      ...rolandRidesUpToWulf(),
      "/as bob /battle order figure:Wulf option:h target:Roland attack:pull-down",
      "/gm posture figure:Wulf posture:fallen reason:tripped",
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Roland option:pass",
      "/battle order figure:Bayard option:b to:G3 attack:trample target:Wulf",
      "/as bob /battle order figure:Wulf option:pass",
    ],
  );
  expect(printed).toContain(
    "Wulf pulls at Roland: 6d6 = 6 (1+1+1+1+1+1) ≤ ST + DX 24, made; 1 pull of 1 this turn",
  );
  expect(printed).toContain("Roland is pulled from Bayard");
  expect(printed).toContain("Bayard tramples Wulf: 3d6 = 9 (3+3+3) ≤ DX 11, hits");
  expect(printed).toContain("Wulf takes 5");
});

it("Bayard, under Roland, moves (a) over Wulf lying in G3, and tramples him the next turn", async () => {
  // Initiative 6-1; Roland's roll to mount 2+2+2; initiative 6-1 four times; Bayard's stomp
  // 3+3+3 and its 1+1 of 4.
  const printed = await play(
    [6, 1, 2, 2, 2, 6, 1, 6, 1, 6, 1, 6, 1, 3, 3, 3, 4],
    [
      ...rolandRidesUpToWulf(),
      "/as bob /battle order figure:Wulf option:pass",
      "/gm posture figure:Wulf posture:fallen reason:tripped",
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Roland option:a to:G3 facing:S",
      "/as bob /battle order figure:Wulf option:pass",
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Roland option:b attack:trample target:Wulf",
      "/as bob /battle order figure:Wulf option:pass",
    ],
  );
  expect(printed).toContain("Roland at G3–G2 facing S");
  expect(printed).toContain("Roland tramples Wulf: 3d6 = 9 (3+3+3) ≤ DX 11, hits");
  expect(printed).toContain("Wulf takes 5");
});
