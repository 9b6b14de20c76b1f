/**
 * AM §6 FIRE AS A WEAPON in local play, through the same handlers as on Discord: Ann, a torch at
 * her belt, throws a molotail at Wulf with a typed order; it breaks on him and his hex burns. She
 * may aim it first, waiting on him, or jab him with a torch on a pole.
 */
import { expect, it } from "vitest";
import { servicesPerTest } from "../commands/test-services.ts";
import { outputDirPerTest, playScript } from "./play-script.ts";

const t = servicesPerTest();
const out = outputDirPerTest("fire-play-");

/** alice's Ann (ST 11, DX 13, `weapons`) against bob's archer Wulf in a started AM battle. */
function annAgainstWulf(weapons: string, ready: string): string[] {
  return [
    `/as alice /figure create name:Ann race:human st:11 dx:13 weapons:${weapons} ready:${ready} ruleset:advanced-melee`,
    "/as bob /figure create name:Wulf race:human st:14 dx:10 weapons:longbow, dagger ready:longbow",
    "/battle new type:death ruleset:advanced-melee thread:false",
    "/as alice /battle join figure:Ann side:a",
    "/as bob /battle join figure:Wulf side:b",
    "/battle start",
  ];
}

it("throws a molotail with a typed order: it breaks on Wulf, who stands in the flames", async () => {
  // Side A wins both initiatives; the throw rolls 3, Wulf's 4 dice against the oil 4.
  t.force(5, 2, 5, 2, 1, 1, 1, 1, 1, 1, 1);
  const printed = await playScript(
    t.services,
    [
      ...annAgainstWulf("molotail, torch", "molotail"),
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Ann option:a to:E11",
      "/as bob /battle order figure:Wulf option:pass",
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Ann option:b target:Wulf attack:thrown",
      "/as bob /battle order figure:Wulf option:pass",
    ],
    out.path,
  );
  expect(printed).not.toContain("The command failed");
  expect(printed).toMatch(/Ann's molotail breaks in E\d+/);
  expect(printed).toMatch(/Wulf is splashed with burning oil in E\d+: 4 hits, Wulf takes 4/);
  expect(printed).toMatch(/Wulf stands in the flames of E\d+: 4 hits, Wulf takes 4/);
});

it("aims a molotail for a turn with a typed wait-for, then throws it at +1 (AM §6)", async () => {
  // Side A wins three initiatives; the throw rolls 3, Wulf's 4 dice against the oil 4.
  t.force(5, 2, 5, 2, 5, 2, 1, 1, 1, 1, 1, 1, 1);
  const printed = await playScript(
    t.services,
    [
      ...annAgainstWulf("molotail, torch", "molotail"),
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Ann option:a to:E11",
      "/as bob /battle order figure:Wulf option:pass",
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Ann option:pass wait-for:Wulf",
      "/as bob /battle order figure:Wulf option:pass",
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Ann option:b target:Wulf attack:thrown",
      "/as bob /battle order figure:Wulf option:pass",
    ],
    out.path,
  );
  expect(printed).not.toContain("The command failed");
  expect(printed).toContain("Ann waits for an opening on Wulf");
  expect(printed).toContain("+ 1 waited 1 turn for an opening − 2 thrown 2 megahexes");
  expect(printed).toMatch(/Ann's molotail breaks in E\d+/);
});

it("Ann jabs Wulf two hexes off with a torch on a pole, typed as a weapon's name (AM §6)", async () => {
  // Side A wins both initiatives; the jab rolls 9 and its die 6 does 6 − 2.
  t.force(5, 2, 5, 2, 3, 3, 3, 6);
  const printed = await playScript(
    t.services,
    [
      ...annAgainstWulf("torch on a pole", "torch on a pole"),
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Ann option:a to:E8",
      "/as bob /battle order figure:Wulf option:a to:E10",
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Ann option:b target:Wulf attack:jab",
      "/as bob /battle order figure:Wulf option:pass",
    ],
    out.path,
  );
  expect(printed).not.toContain("The command failed");
  expect(printed).toContain("| Weapons: Torch on a pole 1-2 (ready)");
  expect(printed).toContain("Ann, Torch on a pole (jab) → Wulf: 3d6 = 9 (3+3+3) ≤ adjDX 13, hit");
  expect(printed).toContain("1d6−2 = 4, Wulf takes 4 (ST 10/14)");
});
