/**
 * Orders by clicks in local play: the same private flow as on Discord, driven with /click and
 * /select from the printed buttons and menus, ADVANCED MELEE's optional rules among them.
 */
import { describe, expect, it } from "vitest";
import { servicesPerTest } from "../commands/test-services.ts";
import { livePlay, outputDirPerTest } from "./play-script.ts";

const t = servicesPerTest();
const out = outputDirPerTest("melee-clicks-");

/**
 * Ragnar (alice, with `weapons`, the first ready) against the GM's wolf Grey in a battle made with
 * `battleOptions`; Ragnar's side moves first and the flow is opened. Returns the action menu's id.
 */
async function huntByClicks(weapons: string, battleOptions: string, talents = "") {
  t.force(6, 1);
  const play = livePlay(t.services, out.path);
  play.write([
    `/as alice /figure create name:Ragnar race:human st:11 dx:13 armor:leather weapons:${weapons} ready:${weapons.split(",")[0]}${talents}`,
    `/battle new side-a:Hunters side-b:Beasts ${battleOptions}`,
    "/as alice /battle join figure:Ragnar side:hunters",
    "/battle add monster:wolf side:b name:Grey",
  ]);
  const [, moveFirst] = await play.send("/battle start", /\[Move first\] → \/click (\S+)/);
  const [, give] = await play.send(
    `/as alice /click ${moveFirst}`,
    /\[Give orders\] → \/click (\S+)/,
  );
  return { ...play, give };
}

describe("orders by clicks in local play", () => {
  it("gives Ragnar's move from Give orders: action, hex, facing, Confirm", async () => {
    const { send, end, give } = await huntByClicks("spear", "type:practice");
    const [, action] = await send(
      `/as alice /click ${give}`,
      /What should Ragnar do\?[\s\S]*\/select (\S+) <value>/,
    );
    const [, where] = await send(
      `/as alice /select ${action} a`,
      /Where should Ragnar go\?[\s\S]*\/select (\S+) <value>/,
    );
    const [, face] = await send(`/as alice /select ${where} E5`, /\[Face S\] → \/click (\S+)/);
    const [, confirm] = await send(
      `/as alice /click ${face}`,
      /Ragnar: Move — to E5, facing S[\s\S]*\[Confirm\] → \/click (\S+)/,
    );
    await send(`/as alice /click ${confirm}`, /Ragnar moves E1 → E5 \(4 hexes\), facing S/);
    expect(await end()).toContain("✔ Order given. Ragnar: Move — to E5, facing S");
  });

  it("waits for an opening on the wolf under ADVANCED MELEE's optional rule", async () => {
    const { send, end, give } = await huntByClicks(
      "spear",
      "type:practice ruleset:advanced-melee rules:waiting-for-an-opening",
    );
    const [, action] = await send(
      `/as alice /click ${give}`,
      /\/select (\S+) <value>[\s\S]*pass\.w0: Wait for an opening on Grey/,
    );
    const [, face] = await send(
      `/as alice /select ${action} pass.w0`,
      /\[Face S\] → \/click (\S+)/,
    );
    const [, confirm] = await send(
      `/as alice /click ${face}`,
      /Ragnar: Wait for an opening on Grey — stays in E1, facing S[\s\S]*\[Confirm\] → \/click (\S+)/,
    );
    await send(`/as alice /click ${confirm}`, /Ragnar waits for an opening on Grey/);
    expect(await end()).toContain("✔ Order given. Ragnar: Wait for an opening on Grey");
  });
});

describe("the left hand by clicks in local play", () => {
  it("readies Ragnar's main-gauche in his left hand beside the rapier (AM §5)", async () => {
    const { send, end, give } = await huntByClicks(
      "rapier,main-gauche",
      "type:practice ruleset:advanced-melee",
    );
    const [, action] = await send(
      `/as alice /click ${give}`,
      /\/select (\S+) <value>[\s\S]*e\.left-main-gauche: Ready main-gauche in the left hand/,
    );
    const [, where] = await send(
      `/as alice /select ${action} e.left-main-gauche`,
      /Where should Ragnar go\?[\s\S]*\/select (\S+) <value>/,
    );
    const [, face] = await send(`/as alice /select ${where} E1`, /\[Face S\] → \/click (\S+)/);
    const [, confirm] = await send(
      `/as alice /click ${face}`,
      /Ragnar: Ready main-gauche in the left hand — stays in E1, facing S[\s\S]*\[Confirm\] → \/click (\S+)/,
    );
    await send(`/as alice /click ${confirm}`, /Ragnar readies/);
    expect(await end()).toContain("✔ Order given. Ragnar: Ready main-gauche in the left hand");
  });
});

describe("a second sword in the left hand by clicks in local play", () => {
  it("readies Ragnar's cutlass in his left hand beside the shortsword (AM §5, Two Weapons)", async () => {
    const { send, end, give } = await huntByClicks(
      "shortsword,cutlass",
      "type:practice ruleset:advanced-melee",
      " talents:two-weapons ruleset:advanced-melee",
    );
    const [, action] = await send(
      `/as alice /click ${give}`,
      /\/select (\S+) <value>[\s\S]*e\.left-cutlass: Ready cutlass in the left hand/,
    );
    const [, where] = await send(
      `/as alice /select ${action} e.left-cutlass`,
      /Where should Ragnar go\?[\s\S]*\/select (\S+) <value>/,
    );
    const [, face] = await send(`/as alice /select ${where} E1`, /\[Face S\] → \/click (\S+)/);
    const [, confirm] = await send(
      `/as alice /click ${face}`,
      /Ragnar: Ready cutlass in the left hand — stays in E1, facing S[\s\S]*\[Confirm\] → \/click (\S+)/,
    );
    await send(`/as alice /click ${confirm}`, /Ragnar readies/);
    expect(await end()).toContain("✔ Order given. Ragnar: Ready cutlass in the left hand");
  });
});

describe("aimed shots by clicks in local play", () => {
  it("aims Ragnar's arrow at the wolf's head from the summary's menu", async () => {
    const { send, end, give } = await huntByClicks(
      "longbow",
      "type:death ruleset:advanced-melee rules:aimed-shots",
    );
    const [, action] = await send(
      `/as alice /click ${give}`,
      /What should Ragnar do\?[\s\S]*\/select (\S+) <value>/,
    );
    const [, where] = await send(
      `/as alice /select ${action} f`,
      /Where should Ragnar go\?[\s\S]*\/select (\S+) <value>/,
    );
    const [, aim] = await send(
      `/as alice /select ${where} E1`,
      /\[Aim: none\] → \/select (\S+) <value>[\s\S]*hd: Aim at the head −6 · /,
    );
    const [, confirm] = await send(
      `/as alice /select ${aim} hd`,
      /Ragnar: Shoot Grey, aimed at the head — stays in E1[\s\S]*\[Confirm\] → \/click (\S+)/,
    );
    await send(`/as alice /click ${confirm}`, /Ragnar: \(f\) Missile weapon attack → Grey/);
    expect(await end()).toContain(
      "✔ Order given. Ragnar: Shoot Grey, aimed at the head — stays in E1, facing S; Grey · hit on 5 or less · 5 %",
    );
  });
});

describe("the thrown net by clicks in local play", () => {
  it("offers Throw net at Grey with its chance to hit, and throws it", async () => {
    const { send, end, give } = await huntByClicks(
      "net",
      "type:death ruleset:advanced-melee",
      " talents:net-and-trident ruleset:advanced-melee",
    );
    const [, action] = await send(
      `/as alice /click ${give}`,
      /\/select (\S+) <value>[\s\S]*b\.thrown: Throw net at Grey/,
    );
    const [, where] = await send(
      `/as alice /select ${action} b.thrown`,
      /Where should Ragnar go\?[\s\S]*\/select (\S+) <value>/,
    );
    // 15 hexes off the throw hits only on AM's automatic 3 to 5.
    const [, confirm] = await send(
      `/as alice /select ${where} E1`,
      /Ragnar: Throw net at Grey — stays in E1, facing S; Grey · hit on 5 or less · 5 %[\s\S]*\[Confirm\] → \/click (\S+)/,
    );
    await send(`/as alice /click ${confirm}`, /Ragnar: \(b\) Charge attack → Grey/);
    // A 3 hits for triple damage; the wolf falls into the net.
    t.force(1, 1, 1, 4);
    await send("/battle order figure:Grey option:pass", /caught in Ragnar's net/);
    expect(await end()).toContain("Ragnar, Net (thrown) → Grey: 3d6 = 3 (1+1+1)");
  });
});

describe("ADVANCED MELEE's weapons and the pike by clicks in local play", () => {
  it("Ragnar drops his pike for his dagger from the menu", async () => {
    const { send, end, give } = await huntByClicks(
      "pike, dagger",
      "type:death ruleset:advanced-melee",
      " ruleset:advanced-melee",
    );
    const [, action] = await send(
      `/as alice /click ${give}`,
      /\/select (\S+) <value>[\s\S]*e\.d0: Drop pike, ready dagger/,
    );
    const [, where] = await send(
      `/as alice /select ${action} e.d0`,
      /Where should Ragnar go\?[\s\S]*\/select (\S+) <value>/,
    );
    const [, face] = await send(`/as alice /select ${where} E1`, /\[Face S\] → \/click (\S+)/);
    const [, confirm] = await send(
      `/as alice /click ${face}`,
      /Ragnar: Drop pike, ready dagger — stays in E1, facing S[\s\S]*\[Confirm\] → \/click (\S+)/,
    );
    await send(`/as alice /click ${confirm}`, /Ragnar drops the pike in E1/);
    expect(await end()).toContain("✔ Order given. Ragnar: Drop pike, ready dagger");
  });

  it("Ragnar holds his grounded pike's blow by the summary's button", async () => {
    const { send, end, give } = await huntByClicks(
      "pike",
      "type:death ruleset:advanced-melee",
      " ruleset:advanced-melee",
    );
    const [, action] = await send(`/as alice /click ${give}`, /\/select (\S+) <value>/);
    const [, face] = await send(`/as alice /select ${action} pass`, /\[Face S\] → \/click (\S+)/);
    const [, hold] = await send(
      `/as alice /click ${face}`,
      /\[Hold the pike's blow\] → \/click (\S+)/,
    );
    const [, confirm] = await send(
      `/as alice /click ${hold}`,
      /Ragnar: Do nothing, holding the pike's blow — stays in E1[\s\S]*\[Confirm\] → \/click (\S+)/,
    );
    await send(`/as alice /click ${confirm}`, /Ragnar does nothing this turn/);
    expect(await end()).toContain("✔ Order given. Ragnar: Do nothing, holding the pike's blow");
  });
});
