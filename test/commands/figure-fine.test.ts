/**
 * AM §6 FINE WEAPONS in /figure create and equip: a `weapons:` item written "broadsword (fine +1
 * DX, +2)" is stored as the figure's fine work, named on the card, and checked.
 */
import { expect, it } from "vitest";
import { ALICE, GUILD, onlyReply } from "./fake-interaction.ts";
import { RAGNAR, runFigure } from "./figure-helpers.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

const FINE_RAGNAR = {
  ...RAGNAR,
  st: 12,
  dx: 12,
  weapons: "broadsword (fine +1 DX, +2), dagger",
  ready: "broadsword",
  ruleset: "advanced-melee",
} as const;

it("stores a weapon marked (fine …) as fine work and names it on the card", async () => {
  const created = onlyReply(await runFigure(t.services, "create", FINE_RAGNAR));
  expect(created.content).toBe("Ragnar joins the roster.");
  const fields = created.embeds?.[0]?.fields ?? [];
  expect(fields.find((f) => f.name === "Weapons")?.value).toBe(
    "Broadsword (fine +1 DX, +2) 2 (ready)\nDagger 1-1",
  );
  const spec = (await t.services.figures.findByName(GUILD, ALICE.id, "Ragnar"))?.spec;
  expect(spec?.weapons).toEqual(["broadsword", "dagger"]);
  expect(spec?.fine).toEqual([{ weapon: "broadsword", dx: 1, damage: 2 }]);
});

it("refuses fine work the book does not allow, privately, and stores nothing", async () => {
  const blunt = onlyReply(
    await runFigure(t.services, "create", {
      ...FINE_RAGNAR,
      weapons: "mace (fine +2), dagger",
      ready: "mace",
    }),
  );
  expect(blunt).toEqual({
    ephemeral: true,
    content:
      "Ragnar can't be created: Mace does not cut: only a cutting weapon's metal adds damage (AM §6).",
  });
  const garbled = onlyReply(
    await runFigure(t.services, "create", { ...FINE_RAGNAR, weapons: "broadsword (fine +3)" }),
  );
  expect(garbled.ephemeral).toBe(true);
  expect(garbled.content).toContain('"+3" is not fine work');
  expect(await t.services.figures.findByName(GUILD, ALICE.id, "Ragnar")).toBeNull();
});
