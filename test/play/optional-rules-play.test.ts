/**
 * ADVANCED MELEE's optional rules in local play: the forming message's menu printed with its
 * values, the GM picking two with /select (several values at once), another user refused, and
 * the started battle fighting with exactly them.
 */
import { expect, it } from "vitest";
import { servicesPerTest } from "../commands/test-services.ts";
import { livePlay, outputDirPerTest } from "./play-script.ts";

const t = servicesPerTest();
const out = outputDirPerTest("optional-rules-play-");

it("lets the GM choose optional rules with /select, which the started battle fights with", async () => {
  const { write, send, end } = livePlay(t.services, out.path);
  write([
    "/as alice /figure create name:Ragnar race:human st:12 dx:12 weapons:broadsword ready:broadsword",
    "/as bob /figure create name:Wulf race:human st:12 dx:12 weapons:broadsword ready:broadsword",
  ]);
  const [, menu] = await send(
    "/battle new type:death ruleset:advanced-melee thread:false",
    /Optional rules: none\.[\s\S]*?\[Optional rules \(GM\)\] → \/select (\S+) <values…>[\s\S]*?crippling-hits: Crippling hits \(a big hit may cripple a limb \(AM §6\)\)/,
  );
  await send(
    `/as alice /select ${menu} aimed-shots`,
    /Only the GM \(or a Manage Server user\) can do that\./,
  );
  await send(
    `/select ${menu} crippling-hits aimed-shots`,
    /Optional rules: Aimed shots, Crippling hits\.[\s\S]*?aimed-shots: Aimed shots \([^\n]*\) \(chosen\)/,
  );
  write(["/as alice /battle join figure:Ragnar side:a", "/as bob /battle join figure:Wulf side:b"]);
  await send("/battle start", /Initiative/);
  await send("/battle status", /Optional rules: Aimed shots, Crippling hits\./);
  const printed = await end();
  expect(printed).not.toContain("The command failed");
  const battle = await t.battles.activeInChannel("local", "terminal");
  if (battle === null) throw new Error("no battle");
  expect((await t.battles.load(battle.id)).state?.optionalRules).toEqual([
    "aimed-shots",
    "crippling-hits",
  ]);
});
