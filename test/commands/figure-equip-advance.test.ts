import { beforeEach, describe, expect, it } from "vitest";
import { ALICE, GUILD, onlyReply } from "./fake-interaction.ts";
import { RAGNAR, runFigure } from "./figure-helpers.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();
beforeEach(async () => {
  await runFigure(t.services, "create", RAGNAR);
});

async function ragnar() {
  const figure = await t.services.figures.findByName(GUILD, ALICE.id, "Ragnar");
  if (figure === null) throw new Error("Ragnar is gone");
  return figure;
}

describe("/figure equip", () => {
  it("says exactly what changed and stores it", async () => {
    const reply = onlyReply(
      await runFigure(t.services, "equip", {
        name: "Ragnar",
        armor: "chainmail",
        weapons: "shortsword, dagger",
      }),
    );
    expect(reply.content).toBe(
      [
        "Ragnar's equipment changed:",
        "• Armor: Leather armor → Chainmail",
        "• Weapons: Spear, Dagger → Shortsword, Dagger",
        "• Ready: Spear → Shortsword",
        "• Shield carried: slung on the back → ready on the arm",
      ].join("\n"),
    );
    expect(reply.embeds?.[0]?.description).toBe("Human\nST 11\nDX 13 (10)(9)\nMA 6");
    const figure = await ragnar();
    expect(figure.spec).toMatchObject({
      armor: "chainmail",
      weapons: ["shortsword", "dagger"],
      readyWeapon: "shortsword",
      shieldReady: true,
    });
    const history = await t.services.figures.history(figure.id);
    expect(history.at(-1)).toMatchObject({
      kind: "equipped",
      detail:
        "Equipment: Armor: Leather armor → Chainmail; Weapons: Spear, Dagger → Shortsword, Dagger; Ready: Spear → Shortsword; Shield carried: slung on the back → ready on the arm",
    });
  });

  it("takes the shield off and empties the hands with none", async () => {
    const reply = onlyReply(
      await runFigure(t.services, "equip", { name: "Ragnar", shield: "none", ready: "none" }),
    );
    expect(reply.content).toBe(
      [
        "Ragnar's equipment changed:",
        "• Shield: Large shield → none",
        "• Ready: Spear → empty hands",
      ].join("\n"),
    );
  });

  it("refuses an illegal result and changes nothing", async () => {
    const reply = onlyReply(
      await runFigure(t.services, "equip", {
        name: "Ragnar",
        weapons: "spear, broadsword, dagger",
      }),
    );
    expect(reply).toEqual({
      ephemeral: true,
      content: [
        "Ragnar can't be equipped that way:",
        "• Broadsword needs ST 12 and Ragnar has ST 11: only ADVANCED MELEE allows it, at −1 DX; add ruleset: advanced-melee to carry it",
        "• Ragnar carries more than MELEE's two weapons and a dagger (a shield counting as one); add ruleset: advanced-melee to sling two besides what is ready",
      ].join("\n"),
    });
    expect((await ragnar()).spec.weapons).toEqual(["spear", "dagger"]);
  });

  it("asks for something to change", async () => {
    const reply = onlyReply(await runFigure(t.services, "equip", { name: "Ragnar" }));
    expect(reply).toEqual({
      ephemeral: true,
      content: "Give at least one of armor, shield, weapons, ready or shield-ready to change.",
    });
  });

  it("says when nothing changed", async () => {
    const reply = onlyReply(
      await runFigure(t.services, "equip", { name: "Ragnar", armor: "leather" }),
    );
    expect(reply).toEqual({
      ephemeral: true,
      content: "Nothing changed: Ragnar already has that equipment.",
    });
  });

  it("lets an advanced figure keep its extra points and use stronger weapons", async () => {
    await t.services.figures.addEp((await ragnar()).id, 100, "Combat to the death");
    await runFigure(t.services, "advance", { name: "Ragnar", attribute: "st" });
    const reply = onlyReply(
      await runFigure(t.services, "equip", { name: "Ragnar", weapons: "broadsword, dagger" }),
    );
    expect(reply.embeds?.[0]?.fields?.[0]?.value).toBe("Broadsword 2 (ready)\nDagger 1-1");
  });
});

describe("/figure advance", () => {
  it("refuses when EP are short, saying how many are missing", async () => {
    await t.services.figures.addEp((await ragnar()).id, 50, "Combat to the death");
    const reply = onlyReply(
      await runFigure(t.services, "advance", { name: "Ragnar", attribute: "dx" }),
    );
    expect(reply).toEqual({
      ephemeral: true,
      content: "Ragnar has 50 EP; an advance costs 100 EP (50 more needed).",
    });
    expect((await ragnar()).spec.dx).toBe(13);
  });

  it("trades 100 EP for +1 DX", async () => {
    await t.services.figures.addEp((await ragnar()).id, 130, "Combat to the death");
    const reply = onlyReply(
      await runFigure(t.services, "advance", { name: "Ragnar", attribute: "dx" }),
    );
    expect(reply.content).toBe("Ragnar trades 100 EP for +1 DX: DX 13 → 14. 30 EP left.");
    expect(reply.embeds?.[0]?.description).toBe("Human\nST 11\nDX 14 (12)(11)\nMA 8");
    const figure = await ragnar();
    expect(figure.ep).toBe(30);
    expect(figure.spec.dx).toBe(14);
    expect((await t.services.figures.history(figure.id)).at(-1)).toMatchObject({
      kind: "advanced",
      detail: "+1 DX (13 → 14) for 100 EP",
    });
  });

  it("refuses ST or DX past 99, naming the limit", async () => {
    const figure = await ragnar();
    await t.services.figures.updateSpec(
      figure,
      { ...figure.spec, st: 99 },
      "test: a strong Ragnar",
    );
    await t.services.figures.addEp(figure.id, 100, "Combat to the death");
    const reply = onlyReply(
      await runFigure(t.services, "advance", { name: "Ragnar", attribute: "st" }),
    );
    expect(reply).toEqual({
      ephemeral: true,
      content: "Ragnar has ST 99, the most a figure may have; advance another attribute.",
    });
    expect((await ragnar()).ep).toBe(100);
  });
});

describe("/figure advance iq (ADVANCED MELEE)", () => {
  it("trades 100 EP for +1 IQ for a figure with IQ, stored in the spec and shown on the card", async () => {
    await runFigure(t.services, "create", {
      name: "Kov",
      race: "human",
      st: 11,
      dx: 12,
      iq: 9,
      weapons: "quarterstaff",
      ruleset: "advanced-melee",
    });
    const kov = await t.services.figures.findByName(GUILD, ALICE.id, "Kov");
    await t.services.figures.addEp(kov?.id ?? "", 100, "The troll");
    const reply = onlyReply(
      await runFigure(t.services, "advance", { name: "Kov", attribute: "iq" }),
    );
    expect(reply.content).toBe("Kov trades 100 EP for +1 IQ: IQ 9 → 10. 0 EP left.");
    expect(reply.embeds?.[0]?.description).toBe("Human\nST 11\nDX 12\nIQ 10\nMA 10");
    expect((await t.services.figures.findByName(GUILD, ALICE.id, "Kov"))?.spec.iq).toBe(10);
  });

  it("refuses IQ to a MELEE figure, privately, keeping its EP", async () => {
    await t.services.figures.addEp((await ragnar()).id, 100, "Combat to the death");
    const reply = onlyReply(
      await runFigure(t.services, "advance", { name: "Ragnar", attribute: "iq" }),
    );
    expect(reply).toEqual({
      ephemeral: true,
      content:
        "Ragnar has no IQ: a MELEE figure advances ST or DX. IQ is ADVANCED MELEE's, given with /figure create iq:.",
    });
    expect((await ragnar()).ep).toBe(100);
    expect((await ragnar()).spec.iq).toBeUndefined();
  });
});

const CHANGED =
  "Ragnar changed meanwhile (a battle's end or another command); nothing was changed. Try again.";

describe("/figure equip and advance at the same moment", () => {
  it("confirms only what was stored: of two simultaneous advances one lands, one is refused", async () => {
    await t.services.figures.addEp((await ragnar()).id, 200, "Combat to the death");
    const [st, dx] = await Promise.all([
      runFigure(t.services, "advance", { name: "Ragnar", attribute: "st" }),
      runFigure(t.services, "advance", { name: "Ragnar", attribute: "dx" }),
    ]);
    const answers = [onlyReply(st).content, onlyReply(dx).content];
    expect(answers.filter((a) => a === CHANGED)).toHaveLength(1);
    const figure = await ragnar();
    expect(figure.ep).toBe(100);
    expect(figure.spec.st + figure.spec.dx).toBe(25);
  });

  it("keeps an equip and an advance apart: the one confirmed is the one stored", async () => {
    await t.services.figures.addEp((await ragnar()).id, 100, "Combat to the death");
    const [equip, advance] = await Promise.all([
      runFigure(t.services, "equip", { name: "Ragnar", armor: "chainmail" }),
      runFigure(t.services, "advance", { name: "Ragnar", attribute: "st" }),
    ]);
    const figure = await ragnar();
    const refused = [onlyReply(equip), onlyReply(advance)].filter((r) => r.content === CHANGED);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.ephemeral).toBe(true);
    if (onlyReply(equip).content === CHANGED) {
      expect(figure).toMatchObject({ ep: 0, spec: { st: 12, armor: "leather" } });
    } else {
      expect(figure).toMatchObject({ ep: 100, spec: { st: 11, armor: "chainmail" } });
    }
  });
});
