/**
 * AM §5's pack on the back in /figure create and equip (`pack:`): ADVANCED MELEE's alone, on the
 * card with its DX and its rear protection, put on, made heavy and taken off with equip.
 */
import { expect, it } from "vitest";
import { ALICE, GUILD, onlyReply } from "./fake-interaction.ts";
import { RAGNAR, runFigure } from "./figure-helpers.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

async function stored(name: string) {
  return (await t.services.figures.findByName(GUILD, ALICE.id, name))?.spec;
}

it("refuses a pack under MELEE, naming the option that allows it", async () => {
  const reply = onlyReply(await runFigure(t.services, "create", { ...RAGNAR, pack: "loaded" }));
  expect(reply).toEqual({
    ephemeral: true,
    content:
      "Ragnar can't be created: Pack on the back is ADVANCED MELEE gear; add ruleset: advanced-melee to carry it",
  });
  expect(await stored("Ragnar")).toBeUndefined();
});

it("puts a pack on an AM figure, shows it on the card, and changes or removes it with equip", async () => {
  const created = onlyReply(
    await runFigure(t.services, "create", {
      ...RAGNAR,
      pack: "loaded",
      ruleset: "advanced-melee",
    }),
  );
  expect(created.content).toBe("Ragnar joins the roster.");
  expect(created.embeds?.[0]?.fields).toContainEqual({
    name: "Pack",
    value: "Loaded pack (DX −1), stops 1 hit from behind",
  });
  expect((await stored("Ragnar"))?.pack).toBe("loaded");

  const heavier = onlyReply(
    await runFigure(t.services, "equip", { name: "Ragnar", pack: "heavy" }),
  );
  expect(heavier.content).toBe(
    "Ragnar's equipment changed:\n• Pack: loaded pack (DX −1) → heavy pack (DX −2)",
  );
  const off = onlyReply(await runFigure(t.services, "equip", { name: "Ragnar", pack: "none" }));
  expect(off.content).toBe("Ragnar's equipment changed:\n• Pack: heavy pack (DX −2) → none");
  expect(await stored("Ragnar")).not.toHaveProperty("pack");
});

it("refuses a load that is not one, saying which there are", async () => {
  const reply = onlyReply(
    await runFigure(t.services, "create", {
      ...RAGNAR,
      pack: "bulging",
      ruleset: "advanced-melee",
    }),
  );
  expect(reply).toEqual({
    ephemeral: true,
    content: 'Ragnar can\'t be created: Pack must be one of none, loaded, heavy; got "bulging".',
  });
});
