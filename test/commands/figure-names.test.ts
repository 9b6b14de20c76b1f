/**
 * Look-alike names (issue 15, item 7): a name differing from another only by zero-width,
 * compatibility (full-width) or control characters is the same name wherever names enter.
 */
import { describe, expect, it } from "vitest";
import { INVISIBLE_NAME } from "../../commands/shared/figure-name.ts";
import { refusal, runBattle } from "./battle-helpers.ts";
import { ALICE, GM, GUILD, onlyReply } from "./fake-interaction.ts";
import { FLAVIUS, RAGNAR, runFigure } from "./figure-helpers.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

async function names() {
  return (await t.services.figures.list(GUILD, ALICE.id)).map((f) => f.spec.name);
}

describe("figure names where they enter", () => {
  it("refuses a create whose name is an existing one with a zero-width or full-width disguise", async () => {
    await runFigure(t.services, "create", FLAVIUS);
    for (const alike of ["Flavius\u200b", "ＦＬＡＶＩＵＳ", "Fla\u200dvius", "\u202eFlavius"]) {
      const reply = onlyReply(await runFigure(t.services, "create", { ...FLAVIUS, name: alike }));
      expect(reply.ephemeral).toBe(true);
      expect(reply.content).toMatch(/^You already have a figure named (Flavius|FLAVIUS); choose/);
    }
    expect(await names()).toEqual(["Flavius"]);
  });

  it("stores the normalised name", async () => {
    const made = onlyReply(
      await runFigure(t.services, "create", {
        ...RAGNAR,
        name: "  Ｒａｇｎａｒ \u200b  the\tRed ",
      }),
    );
    expect(made.content).toBe("Ragnar the Red joins the roster.");
    expect(await names()).toEqual(["Ragnar the Red"]);
  });

  it("refuses a name with nothing visible in it, and stores nothing", async () => {
    const reply = onlyReply(
      await runFigure(t.services, "create", { ...RAGNAR, name: "\u200b\u2060 \u200e" }),
    );
    expect(reply).toEqual({ content: INVISIBLE_NAME, ephemeral: true });
    expect(await names()).toEqual([]);
  });

  it("normalises an import's rename before checking it is free", async () => {
    await runFigure(t.services, "create", RAGNAR);
    const exported = onlyReply(await runFigure(t.services, "export", { name: "Ragnar" }));
    const json = new TextDecoder().decode(exported.files?.[0]?.data);
    const taken = onlyReply(
      await runFigure(t.services, "import", { json, rename: "Ragnar\u200b" }),
    );
    expect(taken.ephemeral).toBe(true);
    expect(taken.content).toContain("You already have a figure named Ragnar;");
    const empty = onlyReply(await runFigure(t.services, "import", { json, rename: "\u200b" }));
    expect(empty).toEqual({ content: INVISIBLE_NAME, ephemeral: true });
    const renamed = onlyReply(
      await runFigure(t.services, "import", { json, rename: "Ｈａｌｄｏｒ" }),
    );
    expect(renamed.content).toContain("Haldor is imported");
    expect(await names()).toEqual(["Haldor", "Ragnar"]);
  });

  it("refuses a monster named like a figure already in the battle", async () => {
    await runFigure(t.services, "create", RAGNAR);
    await runBattle(t.services, GM, "new", { type: "practice" });
    await runBattle(t.services, ALICE, "join", { figure: "Ragnar", side: "a" });
    const alike = await runBattle(t.services, GM, "add", {
      monster: "bear",
      side: "b",
      name: "RAGNAR\u200b",
    });
    expect(refusal(alike)).toBe(
      "There is already a figure named RAGNAR; give this one another name.",
    );
  });
});

describe("side names", () => {
  it("refuses two sides whose names differ only by case, spacing or look-alike characters", async () => {
    for (const [a, b] of <[string, string][]>[
      ["Rome", "rome"],
      ["Rome", " Ｒｏｍｅ\u200b"],
      ["New  Rome", "new rome"],
    ]) {
      const made = await runBattle(t.services, GM, "new", { "side-a": a, "side-b": b });
      expect(refusal(made)).toBe(
        "The two sides need names that read differently (case, spacing and look-alike characters aside).",
      );
    }
    expect(await t.battles.activeInChannel(GUILD, "channel-1")).toBeNull();
  });
});
