/**
 * /battle add monster:beast (ours): the GM's own creature with its ST, DX, MA and size. Under
 * ADVANCED MELEE it may cover 2, 4, 5 or 7 hexes (AM §3 MOVEMENT OF MULTI-HEX FIGURES), placed
 * whole inside the arena and clear of everyone; MELEE takes 1 or 3, and only a beast takes a size.
 */
import { describe, expect, it } from "vitest";
import { footprint } from "../../src/engine/index.ts";
import { refusal, runBattle } from "./battle-helpers.ts";
import { GM, GUILD } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

async function forming(ruleset: string) {
  await runBattle(t.services, GM, "new", { type: "death", ruleset, width: 8, height: 10 });
}

describe("/battle add monster:beast", () => {
  it("puts a 7-hex beast of the GM's numbers in an AM battle, whole and clear of a horse-sized one", async () => {
    const s = t.services;
    await forming("advanced-melee");
    const wyrm = await runBattle(s, GM, "add", {
      monster: "beast",
      side: "b",
      name: "Wyrm",
      st: 60,
      dx: 10,
      ma: 8,
      hexes: 7,
    });
    expect(wyrm.replies.map((r) => r.content)).toEqual(["Wyrm (Beast, 7 hexes) joins Side B."]);
    await runBattle(s, GM, "add", { monster: "beast", side: "b", name: "Mare", hexes: 2 });
    await runBattle(s, GM, "add", { monster: "wolf", side: "a", name: "Grey" });
    await runBattle(s, GM, "start");
    const battle = await t.battles.activeInChannel(GUILD, "channel-1");
    const state = (await t.battles.load(battle?.id ?? "")).state;
    const [wyrmFigure, mare] = state?.figures.filter((f) => f.traits.kind === "beast") ?? [];
    expect(wyrmFigure).toMatchObject({ name: "Wyrm", st: 60, dx: 10, ma: 8 });
    expect(wyrmFigure?.traits).toMatchObject({
      hexes: 7,
      naturalAttack: { damage: { dice: 6, add: 0 }, hth: { dice: 6, add: 0 } },
    });
    expect(mare).toMatchObject({ name: "Mare", st: 12, dx: 10, ma: 10 });
    expect(mare?.traits.hexes).toBe(2);
    // Both bodies inside the 8 × 10 arena, no hex shared.
    const hexes = [...footprint(wyrmFigure as never), ...footprint(mare as never)];
    expect(hexes).toHaveLength(9);
    expect(new Set(hexes.map((h) => `${h.q},${h.r}`)).size).toBe(9);
  });

  it("refuses a beast of 2 hexes under MELEE, a size the book lacks and a bear's MA, changing nothing", async () => {
    const s = t.services;
    await forming("melee");
    const cases: [Record<string, unknown>, string][] = [
      [
        { monster: "beast", name: "Mare", hexes: 2 },
        "Mare can't join: A beast of 2 hexes needs ADVANCED MELEE; MELEE knows 1 or 3.",
      ],
      [
        { monster: "beast", name: "Hydra", hexes: 6 },
        "Hydra can't join: A beast covers 1, 2, 3, 4, 5 or 7 hexes; got 6.",
      ],
      [
        { monster: "bear", name: "Bruin", ma: 12 },
        "Bruin can't join: Only a beast takes an MA and a size; the bear's are the book's.",
      ],
    ];
    for (const [options, message] of cases) {
      expect(refusal(await runBattle(s, GM, "add", { side: "b", ...options }))).toBe(message);
    }
    expect((await t.battles.activeInChannel(GUILD, "channel-1"))?.figures).toEqual([]);
  });

  it("takes a 3-hex beast under MELEE, shaped as the giant", async () => {
    const s = t.services;
    await forming("melee");
    const added = await runBattle(s, GM, "add", { monster: "beast", side: "b", hexes: 3 });
    expect(added.replies.map((r) => r.content)).toEqual(["Beast (Beast, 3 hexes) joins Side B."]);
  });
});
