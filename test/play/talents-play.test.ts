/**
 * AM's weapon-class talents in local play (the optional rule weapon-talents, chosen by the GM with
 * /select): Ann shoots her longbow without the Bow talent, at −4 named in the log; Wulf, given the
 * talent with /figure create talents:, shoots at his full DX, and his Tactics add 1 to side b's
 * initiative roll (AM §3).
 */
import { expect, it } from "vitest";
import { servicesPerTest } from "../commands/test-services.ts";
import { livePlay, outputDirPerTest, playScript } from "./play-script.ts";

const t = servicesPerTest();
const out = outputDirPerTest("talents-play-");

it("plays a longbow without its talent at −4 and with it at full DX", async () => {
  const { write, send, end } = livePlay(t.services, out.path);
  write([
    "/as alice /figure create name:Ann race:human st:12 dx:12 weapons:longbow ready:longbow ruleset:advanced-melee",
    "/as bob /figure create name:Wulf race:human st:12 dx:12 weapons:longbow ready:longbow talents:bow, tactics ruleset:advanced-melee",
  ]);
  const [, menu] = await send(
    "/battle new type:death ruleset:advanced-melee thread:false",
    /\[Optional rules \(GM\)\] → \/select (\S+) <values…>[\s\S]*?weapon-talents: Weapon talents/,
  );
  await send(`/select ${menu} weapon-talents`, /Optional rules: Weapon talents\./);
  write([
    "/as alice /battle join figure:Ann side:a",
    "/as bob /battle join figure:Wulf side:b",
    "/battle start",
  ]);
  // Side a wins the initiative, 6 to b's 1+1; each shoots: 3 dice to hit, a miss.
  t.force(6, 1, 6, 6, 6, 6, 6, 6);
  write([
    "/as alice /battle initiative choice:first",
    "/as alice /battle order figure:Ann option:f target:Wulf",
  ]);
  await send("/as bob /battle order figure:Wulf option:f target:Ann", /Wulf, Longbow → Ann/);
  const printed = await end();
  expect(printed).not.toContain("The command failed");
  expect(printed).toContain("Initiative: Side A 6, Side B 1+1 — won by Side A");
  expect(printed).toMatch(
    /Ann, Longbow → Wulf: 3d6 = 18 \(6\+6\+6\) > adjDX \d+ = DX 12 − 4 no Bow talent/,
  );
  expect(printed).not.toMatch(/Wulf, Longbow → Ann: [^\n]*no Bow talent/);
});

it("an alert figure spots the ambush a GM rules with /gm surprise, and the initiative roll stands", async () => {
  // Initiative: Hunters 6, Raiders 1; Ragnar's 3 dice against IQ 8 (none given): 6, spotted.
  t.force(6, 1, 2, 2, 2);
  const printed = await playScript(
    t.services,
    [
      "/as alice /figure create name:Ragnar race:human st:11 dx:13 weapons:spear ready:spear talents:alertness ruleset:advanced-melee",
      "/as bob /figure create name:Wulf race:human st:12 dx:12 weapons:broadsword ready:broadsword",
      "/battle new type:death ruleset:advanced-melee side-a:Hunters side-b:Raiders thread:false",
      "/as alice /battle join figure:Ragnar side:a",
      "/as bob /battle join figure:Wulf side:b",
      "/battle start",
      "/gm surprise side:Raiders reason:from the reeds",
      "/as alice /battle initiative choice:first",
    ],
    out.path,
  );
  expect(printed).not.toContain("The command failed");
  expect(printed).toContain("Ragnar rolls to spot the ambush: 3d6 = 6 (2+2+2) ≤ IQ 8, succeeds");
  expect(printed).toContain(
    "(GM) rules: Raiders lay in ambush, but its foes spotted it: no surprise, the initiative roll stands — from the reeds",
  );
  expect(printed).toContain("Movement order: Hunters, then Raiders (chosen by Hunters)");
});
