/**
 * ADVANCED MELEE §9 LEANING in local play, through the same handlers as on Discord: a rider's
 * `step:` and `step-facing:` on an option that takes no step name where he leans.
 */
import { expect, it } from "vitest";
import { servicesPerTest } from "../commands/test-services.ts";
import { livePlay, outputDirPerTest, playScript, rolandRidesUpToWulf } from "./play-script.ts";

const t = servicesPerTest();
const outputDir = outputDirPerTest("lean-play-");

it("Roland leans back into G1 and cannot reach Wulf in G3; leaning in G2 facing SE he strikes him", async () => {
  // Initiative 6-1; Roland's roll to mount 2+2+2; initiative 6-1 three times; Roland's blow
  // 3+3+3 against DX 12 − 3 (engaged, no Horseman); the broadsword's 3 and 4.
  t.force(6, 1, 2, 2, 2, 6, 1, 6, 1, 6, 1, 3, 3, 3, 3, 4);
  const printed = await playScript(
    t.services,
    [
      ...rolandRidesUpToWulf(),
      "/as bob /battle order figure:Wulf option:pass",
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Roland option:h target:Wulf step:G1 step-facing:S",
      "/as alice /battle order figure:Roland option:h target:Wulf step:G2 step-facing:SE",
      "/as bob /battle order figure:Wulf option:pass",
    ],
    outputDir.path,
  );
  expect(t.forcedLeft).toBe(0);
  expect(printed).not.toContain("The command failed");
  expect(printed).toContain("Wulf is not in one of Roland's front hexes.");
  expect(printed).toContain("Wulf takes 7");
  expect(printed).toContain("riding Bayard (horse, ST 30/30), leaning into G2 facing SE");
});

it("Roland leans into G2 facing SE by the summary's menu and strikes Wulf", async () => {
  // As above, without the refused order: Roland's blow 3+3+3 and the broadsword's 3 and 4.
  t.force(6, 1, 2, 2, 2, 6, 1, 6, 1, 6, 1, 3, 3, 3, 3, 4);
  const play = livePlay(t.services, outputDir.path);
  play.write([...rolandRidesUpToWulf(), "/as bob /battle order figure:Wulf option:pass"]);
  const [, give] = await play.send(
    "/as alice /battle initiative choice:first",
    /\[Give orders\] → \/click (\S+)/,
  );
  const [, action] = await play.send(
    `/as alice /click ${give}`,
    /What should Roland do\?[\s\S]*\/select (\S+) <value>/,
  );
  const [, where] = await play.send(
    `/as alice /select ${action} h`,
    /Where should Roland go\?[\s\S]*\/select (\S+) <value>/,
  );
  const [, seat] = await play.send(
    `/as alice /select ${where} G2`,
    /\/select (\S+:o:fl:\S*) <value>[\s\S]*G2\.2: Lean into G2 facing SE/,
  );
  const [, confirm] = await play.send(
    `/as alice /select ${seat} G2.2`,
    /Roland: .*, leaning into G2 facing SE — [\s\S]*\[Confirm\] → \/click (\S+)/,
  );
  await play.send(`/as alice /click ${confirm}`, /✔ Order given/);
  await play.send("/as bob /battle order figure:Wulf option:pass", /Wulf takes 7/);
  expect(t.forcedLeft).toBe(0);
  expect(await play.end()).toContain("riding Bayard (horse, ST 30/30), leaning into G2 facing SE");
});
