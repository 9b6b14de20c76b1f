import { describe, expect, it } from "vitest";
import { ALICE, BOB, GUILD, onlyReply } from "./fake-interaction.ts";
import { FLAVIUS, RAGNAR, runFigure, WULF } from "./figure-helpers.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

async function ragnarWithEp(ep: number) {
  await runFigure(t.services, "create", RAGNAR);
  const ragnar = await t.services.figures.findByName(GUILD, ALICE.id, "Ragnar");
  if (ragnar === null) throw new Error("Ragnar was not stored");
  await t.services.figures.addEp(ragnar.id, ep, "Combat to the death");
}

describe("/figure show", () => {
  it("shows Ragnar's card with his 50 EP, by any case of his name", async () => {
    await ragnarWithEp(50);
    const reply = onlyReply(await runFigure(t.services, "show", { name: "ragnar" }));
    expect(reply.ephemeral).toBeUndefined();
    expect(reply.embeds?.[0]?.description).toBe("Human\nST 11\nDX 13 (11)(10)\nMA 8");
    expect(reply.embeds?.[0]?.fields?.[2]).toEqual({
      name: "Experience",
      value: "50 EP (50 more for an advance)",
    });
  });

  it("counts the advances available", async () => {
    await ragnarWithEp(230);
    const reply = onlyReply(await runFigure(t.services, "show", { name: "Ragnar" }));
    expect(reply.embeds?.[0]?.fields?.[2]?.value).toBe(
      "230 EP (2 advances available: /figure advance)",
    );
  });

  it("names the user's figures when the name is unknown", async () => {
    await runFigure(t.services, "create", RAGNAR);
    await runFigure(t.services, "create", WULF);
    const reply = onlyReply(await runFigure(t.services, "show", { name: "Bjorn" }));
    expect(reply).toEqual({
      ephemeral: true,
      content: 'You have no figure named "Bjorn". Your figures: Ragnar, Wulf.',
    });
  });

  it("does not show another user's figure", async () => {
    await runFigure(t.services, "create", RAGNAR, { actor: BOB });
    const reply = onlyReply(await runFigure(t.services, "show", { name: "Ragnar" }));
    expect(reply).toEqual({
      ephemeral: true,
      content:
        'You have no figure named "Ragnar". You have no figures here yet; make one with /figure create.',
    });
  });
});

describe("/figure list", () => {
  it("lists the user's figures in this server, one line each", async () => {
    await runFigure(t.services, "create", WULF);
    await runFigure(t.services, "create", FLAVIUS);
    await runFigure(t.services, "create", RAGNAR, { guildId: "other-guild" });
    await runFigure(t.services, "create", RAGNAR, { actor: BOB });
    const reply = onlyReply(await runFigure(t.services, "list"));
    expect(reply).toEqual({
      content: [
        "alice's figures:",
        "• Flavius: Human, ST 12, DX 12, 0 EP",
        "• Wulf: Human, ST 14, DX 10, 0 EP",
      ].join("\n"),
    });
  });

  it("says how to begin when there are none", async () => {
    const reply = onlyReply(await runFigure(t.services, "list"));
    expect(reply).toEqual({
      ephemeral: true,
      content: "You have no figures in this server yet. Make one with /figure create.",
    });
  });
});
