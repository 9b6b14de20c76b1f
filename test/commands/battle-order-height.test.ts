/**
 * A flier's height typed in /battle order and /gm act-for (AM §10): `height` above 0 from the
 * ground takes off to it, 0 in the air lands, anything else climbs or dives; the engine refuses,
 * privately and with its reason, a height past what the flier may reach this turn. A flier given a
 * boulder by /gm give drops it with attack:drop, staying at the height typed.
 */
import { describe, expect, it } from "vitest";
import { draftDestinations } from "../../commands/battle/order-choices.ts";
import { gmCommand } from "../../commands/gm.ts";
import { statusWords } from "../../src/render/map/describe.ts";
import { createFlaviusAndWulf, refusal, runBattle } from "./battle-helpers.ts";
import { ALICE, actor, fakeCommand, GUILD } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const GM = actor("gm");
const t = servicesPerTest();

async function gm(subcommand: string, options: Record<string, string | number>) {
  const interaction = { ...fakeCommand(subcommand, options, { actor: GM }), commandName: "gm" };
  await gmCommand.execute(interaction, t.services);
  return interaction;
}

/** An AM battle: Alice's Flavius at C8 facing N, the GM's gargoyle Grim at C3 facing S. */
async function flaviusAndGrim() {
  const s = t.services;
  await createFlaviusAndWulf(s);
  await runBattle(s, GM, "new", { type: "death", ruleset: "advanced-melee", thread: false });
  await runBattle(s, GM, "add", { monster: "gargoyle", side: "b", name: "Grim" });
  await runBattle(s, ALICE, "join", { figure: "Flavius", side: "a" });
  t.force(6, 1);
  await runBattle(s, GM, "start");
  await gm("place", { figure: "Flavius", hex: "C8", facing: "N" });
  await gm("place", { figure: "Grim", hex: "C3", facing: "S" });
  await runBattle(s, ALICE, "initiative", { choice: "first" });
  await runBattle(s, ALICE, "order", { figure: "Flavius", option: "pass" });
}

/** Grim 3 m over C6, given `item` by the GM if named, at his turn to act after Flavius passes. */
async function grimAloft(item?: string) {
  await flaviusAndGrim();
  t.force(6, 1);
  await gm("act-for", { figure: "Grim", option: "a", to: "C6", height: 3 });
  if (item !== undefined) await gm("give", { figure: "Grim", item });
  await runBattle(t.services, ALICE, "initiative", { choice: "first" });
  await runBattle(t.services, ALICE, "order", { figure: "Flavius", option: "pass" });
}

/** The boulder's 6 on Flavius, less the 5 his chainmail and large shield stop. */
const HITS_THROUGH_ARMOR = 1;

async function grim() {
  const summary = await t.battles.activeInChannel(GUILD, "channel-1");
  const { state } = await t.battles.load(summary?.id ?? "");
  return state?.figures.find((f) => f.name === "Grim");
}

describe("a flier's height typed", () => {
  it("takes the GM's gargoyle off to 8 m with height:8", async () => {
    await flaviusAndGrim();
    t.force(6, 1); // the next turn's initiative
    const ordered = await gm("act-for", { figure: "Grim", option: "a", to: "C5", height: 8 });
    expect(ordered.replies[0]?.ephemeral).toBeUndefined();
    expect(await grim()).toMatchObject({ flying: true, height: 8 });
  });

  it("refuses a take-off past the climb limit privately, with the engine's reason, changing nothing", async () => {
    await flaviusAndGrim();
    const before = await grim();
    const refused = await gm("act-for", { figure: "Grim", option: "a", to: "C5", height: 40 });
    expect(refusal(refused)).toBe("Grim climbs or dives at most 8 m this turn (from 0 m).");
    expect(await grim()).toEqual(before);
  });

  it("drops a boulder the GM gave it on Flavius with attack:drop, staying aloft", async () => {
    await flaviusAndGrim();
    t.force(6, 1);
    await gm("act-for", { figure: "Grim", option: "a", to: "C6", height: 3 });
    const given = await gm("give", { figure: "Grim", item: "Boulder (50 kg)" });
    expect(given.replies[0]?.ephemeral).toBeUndefined();
    expect(await grim()).toMatchObject({ boulders: 1 });
    await runBattle(t.services, ALICE, "initiative", { choice: "first" });
    await runBattle(t.services, ALICE, "order", { figure: "Flavius", option: "pass" });
    // DX 11 − 4 dropped − 1 for 3 m: 6; 2+2+2 hits for 6; the next turn's initiative.
    t.force(2, 2, 2, 6, 6, 1);
    const dropped = await gm("act-for", {
      figure: "Grim",
      option: "b",
      to: "C7",
      facing: "S",
      target: "Flavius",
      attack: "drop",
    });
    expect(dropped.replies[0]?.ephemeral).toBeUndefined();
    expect(await grim()).toMatchObject({ flying: true, height: 3 });
    expect((await grim())?.boulders).toBeUndefined();
    const summary = await t.battles.activeInChannel(GUILD, "channel-1");
    const { state } = await t.battles.load(summary?.id ?? "");
    expect(state?.figures.find((f) => f.name === "Flavius")?.hits).toBe(HITS_THROUGH_ARMOR);
  });

  it("refuses attack:drop from a flier carrying nothing, privately", async () => {
    await grimAloft();
    const refused = await gm("act-for", {
      figure: "Grim",
      option: "b",
      to: "C7",
      target: "Flavius",
      attack: "drop",
    });
    expect(refusal(refused)).toBe("Grim carries nothing to drop.");
  });
});

describe("a flier's load where players see it (AM §9)", () => {
  it("a gargoyle laden with a boulder is refused a flight of 12 hexes, naming the load, and the clicks do not offer it", async () => {
    await flaviusAndGrim();
    t.force(6, 1);
    await gm("act-for", { figure: "Grim", option: "a", to: "C6", height: 3 });
    await gm("give", { figure: "Grim", item: "Boulder (50 kg)" });
    await runBattle(t.services, ALICE, "initiative", { choice: "first" });
    await runBattle(t.services, ALICE, "order", { figure: "Flavius", option: "pass" });
    const before = await grim();
    const refused = await runBattle(t.services, GM, "order", {
      figure: "Grim",
      option: "a",
      to: "C18",
    });
    expect(refusal(refused)).toBe(
      "Grim cannot reach C18 with option (a) (at most 10 hexes, stopping at enemies' front hexes); laden, it flies 10 (16 − 6 for 50 kg, AM §9).",
    );
    expect(await grim()).toEqual(before);
    const summary = await t.battles.activeInChannel(GUILD, "channel-1");
    const { state } = await t.battles.load(summary?.id ?? "");
    if (!state || !before) throw new Error("no battle");
    const offered = draftDestinations(state, { figure: before.id, option: "a", fly: "k" });
    expect(offered.map((c) => c.value)).toContain("C16");
    expect(offered.map((c) => c.value)).not.toContain("C17");
    expect(statusWords(state, before)).toContain("flies 10 (16 − 6 for 50 kg)");
  });
});

describe("a flier dropping a weapon typed (AM §10)", () => {
  it("drops the spear the GM gave it on Flavius with attack:drop spear, for its damage +2", async () => {
    await grimAloft("Spear");
    // DX 11 − 4 dropped − 1 for 3 m: 6; the spear's 1+1 and +2: 6 + 3 = 9, 5 stopped; initiative.
    t.force(2, 2, 2, 6, 6, 1);
    const dropped = await gm("act-for", {
      figure: "Grim",
      option: "b",
      to: "C7",
      facing: "S",
      target: "Flavius",
      attack: "drop spear",
    });
    expect(dropped.replies[0]?.ephemeral).toBeUndefined();
    expect((await grim())?.carried).toEqual([]);
    const summary = await t.battles.activeInChannel(GUILD, "channel-1");
    const { state } = await t.battles.load(summary?.id ?? "");
    expect(state?.figures.find((f) => f.name === "Flavius")?.hits).toBe(4);
    expect(state?.dropped.map((d) => d.item)).toContain("spear");
  });

  it("refuses, privately, a drop of what is no weapon or of a weapon it does not hold", async () => {
    await grimAloft();
    const order = { figure: "Grim", option: "b", to: "C7", target: "Flavius" };
    expect(refusal(await gm("act-for", { ...order, attack: "drop banana" }))).toBe(
      '"banana" is not a weapon to drop: name a spear, axe, grenade or molotail.',
    );
    expect(refusal(await gm("act-for", { ...order, attack: "drop grenade" }))).toBe(
      "Grim holds no grenade to drop.",
    );
  });
});
