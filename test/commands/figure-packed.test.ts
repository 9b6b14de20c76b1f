/**
 * AM §5's PACKED weapons in /figure create and equip (`weapons:` items marked "(packed)"): kept in
 * the pack apart from the ready and slung ones, on the card and its Load line, refused without a
 * pack or as the ready weapon.
 */
import { expect, it } from "vitest";
import { ALICE, BOB, GUILD, onlyReply } from "./fake-interaction.ts";
import { RAGNAR, runFigure } from "./figure-helpers.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

async function stored(name: string) {
  return (await t.services.figures.findByName(GUILD, ALICE.id, name))?.spec;
}

const PACKED_RAGNAR = {
  ...RAGNAR,
  weapons: "spear, dagger, mace (packed), Small ax (Packed)",
  pack: "loaded",
  ruleset: "advanced-melee",
} as const;

it("keeps weapons marked (packed) in the pack, lists them last on the card and weighs them apart", async () => {
  const created = onlyReply(await runFigure(t.services, "create", PACKED_RAGNAR));
  expect(created.content).toBe("Ragnar joins the roster.");
  const fields = created.embeds?.[0]?.fields ?? [];
  expect(fields.find((f) => f.name === "Weapons")?.value).toBe(
    "Spear 1+1 (ready)\nDagger 1-1\nMace 2-1 (packed)\nSmall ax 1+2 (packed)",
  );
  // Spear 3 + dagger 0.1 + large shield 10 outside; mace 3 + small ax 2.5 in the pack.
  expect(fields).toContainEqual({ name: "Load", value: "13.1 of 33 kg (3 × ST); 5.5 kg packed" });
  const spec = await stored("Ragnar");
  expect(spec?.weapons).toEqual(["spear", "dagger"]);
  expect(spec?.packed).toEqual(["mace", "small-ax"]);
});

it("replaces the packed weapons with a new weapons list, and says so", async () => {
  await runFigure(t.services, "create", PACKED_RAGNAR);
  const reply = onlyReply(
    await runFigure(t.services, "equip", { name: "Ragnar", weapons: "spear, dagger (packed)" }),
  );
  expect(reply.content).toBe(
    "Ragnar's equipment changed:\n• Weapons: Spear, Dagger → Spear\n• Packed: Mace, Small ax → Dagger",
  );
  expect((await stored("Ragnar"))?.packed).toEqual(["dagger"]);
  const emptied = onlyReply(
    await runFigure(t.services, "equip", { name: "Ragnar", weapons: "spear" }),
  );
  expect(emptied.content).toBe("Ragnar's equipment changed:\n• Packed: Dagger → none");
  expect(await stored("Ragnar")).not.toHaveProperty("packed");
});

it("refuses packed weapons without a pack, and a packed weapon as the ready one", async () => {
  const noPack = onlyReply(
    await runFigure(t.services, "create", { ...PACKED_RAGNAR, pack: "none" }),
  );
  expect(noPack).toEqual({
    ephemeral: true,
    content:
      "Ragnar can't be created: A packed weapon rides in a pack on the back; Ragnar wears no pack.",
  });
  const packedReady = onlyReply(
    await runFigure(t.services, "create", { ...PACKED_RAGNAR, ready: "mace" }),
  );
  expect(packedReady).toEqual({
    ephemeral: true,
    content: "Ragnar can't be created: Mace is in Ragnar's pack, so it cannot start ready.",
  });
  expect(await stored("Ragnar")).toBeUndefined();
});

it("names an unknown packed weapon as it names any other", async () => {
  const reply = onlyReply(
    await runFigure(t.services, "create", { ...PACKED_RAGNAR, weapons: "spear, macee (packed)" }),
  );
  expect(reply.ephemeral).toBe(true);
  expect(reply.content).toContain('"macee" is not a weapon.');
  expect(await stored("Ragnar")).toBeUndefined();
});

it("keeps the packed weapons through /figure export and import", async () => {
  await runFigure(t.services, "create", PACKED_RAGNAR);
  const exported = onlyReply(await runFigure(t.services, "export", { name: "Ragnar" }));
  const json = new TextDecoder().decode(exported.files?.[0]?.data);
  expect(JSON.parse(json).figure.packed).toEqual(["mace", "small-ax"]);
  const imported = onlyReply(await runFigure(t.services, "import", { json }, { actor: BOB }));
  expect(imported.content).toBe("Ragnar is imported with 0 EP.");
  const copy = await t.services.figures.findByName(GUILD, BOB.id, "Ragnar");
  expect(copy?.spec.packed).toEqual(["mace", "small-ax"]);
});
