/**
 * AM §6 GUNPOWDER WEAPONS and BOMBS in local play, through the same handlers as on Discord: Ann,
 * with the Guns talent, fires her arquebus at Wulf with a typed order; Bo, a torch at his belt,
 * throws a grenade that bursts on him.
 */
import { expect, it } from "vitest";
import { servicesPerTest } from "../commands/test-services.ts";
import { outputDirPerTest, playScript } from "./play-script.ts";

const t = servicesPerTest();
const out = outputDirPerTest("gunpowder-play-");

/** alice's Ann (Guns, `annWeapons`) and Bo (a grenade, a torch) against bob's Wulf, started. */
function gunnersAgainstWulf(annWeapons: string): string[] {
  return [
    `/as alice /figure create name:Ann race:human st:12 dx:12 weapons:${annWeapons} ready:arquebus talents:guns ruleset:advanced-melee`,
    "/as alice /figure create name:Bo race:human st:13 dx:11 weapons:grenade, torch ready:grenade ruleset:advanced-melee",
    "/as bob /figure create name:Wulf race:human st:16 dx:8 weapons:longbow, dagger ready:longbow",
    "/battle new type:death ruleset:advanced-melee thread:false",
    "/as alice /battle join figure:Ann side:a",
    "/as alice /battle join figure:Bo side:a",
    "/as bob /battle join figure:Wulf side:b",
    "/battle start",
  ];
}

it("fires an arquebus and throws a grenade with typed orders", async () => {
  // Side A wins both initiatives. Ann: powder 1, to hit 6, 3 dice + 3 = 6. Bo: the throw rolls 6,
  // powder 2, the blast's 2 dice on Wulf 3 + 4 (13 hits this turn: he falls), and Bo stands the
  // concussion with 3 against his ST.
  t.force(5, 2, 5, 2, 1, 2, 2, 2, 1, 1, 1, 2, 2, 2, 2, 3, 4, 1, 1, 1);
  const printed = await playScript(
    t.services,
    [
      ...gunnersAgainstWulf("arquebus"),
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Ann option:pass",
      "/as alice /battle order figure:Bo option:a to:D8",
      "/as bob /battle order figure:Wulf option:pass",
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Ann option:f target:Wulf",
      "/as alice /battle order figure:Bo option:b target:Wulf attack:thrown",
      "/as bob /battle order figure:Wulf option:pass",
    ],
    out.path,
  );
  expect(printed).not.toContain("The command failed");
  expect(printed).toContain("Ann's arquebus: powder 1d6 = 1, good");
  expect(printed).toMatch(
    /Ann, Arquebus → Wulf: 3d6 = 6 \(2\+2\+2\) ≤ adjDX 14 = DX 12 \+ 4 guns talent − 2 range, hit/,
  );
  expect(printed).toMatch(/Bo's grenade lands in E\d+/);
  expect(printed).toContain("Bo's grenade: powder 1d6 = 2, good");
  expect(printed).toMatch(
    /The blast reaches Wulf in the blast's megahex: 2d6 = 7 \(3\+4\), Wulf takes 7/,
  );
});

it("a gun marked (cheap powder) misfires on a 5; the GM sells Bo cheap powder (AM §6)", async () => {
  // Side A wins the initiative; Ann's cheap powder rolls 5.
  t.force(5, 2, 5);
  const printed = await playScript(
    t.services,
    [
      ...gunnersAgainstWulf("arquebus (cheap powder)"),
      "/gm give figure:Bo item:cheap powder",
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Ann option:f target:Wulf",
      "/as alice /battle order figure:Bo option:pass",
      "/as bob /battle order figure:Wulf option:pass",
    ],
    out.path,
  );
  expect(printed).not.toContain("The command failed");
  expect(printed).toContain("Arquebus 3+3 (cheap powder) (ready)");
  expect(printed).toContain("Bo given cheap powder, bad on a 4, 5 or 6");
  expect(printed).toContain("Ann's arquebus: cheap powder 1d6 = 5, bad: it does not fire");
});
