import { beforeEach, describe, expect, it } from "vitest";
import { figureCommand } from "../../commands/figure.ts";
import type { OptionValue } from "../../commands/interaction.ts";
import { ALICE, BOB, fakeAutocomplete, GUILD } from "./fake-interaction.ts";
import { FLAVIUS, RAGNAR, runFigure, WULF } from "./figure-helpers.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();
beforeEach(async () => {
  await runFigure(t.services, "create", RAGNAR);
  await runFigure(t.services, "create", WULF);
  await runFigure(t.services, "create", FLAVIUS, { actor: BOB });
});

async function complete(
  subcommand: string,
  name: string,
  value: string,
  options: Record<string, OptionValue> = {},
) {
  const interaction = fakeAutocomplete(subcommand, { name, value }, options);
  await figureCommand.autocomplete?.(interaction, t.services);
  expect(interaction.responses).toHaveLength(1);
  return (interaction.responses[0] ?? []).map((choice) => choice.value);
}

/** What /figure autocomplete shows for a name: its figures' labels, each valued by its id. */
async function completeNames(subcommand: string, value: string) {
  const interaction = fakeAutocomplete(subcommand, { name: "name", value });
  await figureCommand.autocomplete?.(interaction, t.services);
  return interaction.responses[0] ?? [];
}

describe("/figure autocomplete", () => {
  it("offers the user's own figures, labelled by name and valued by id", async () => {
    const own = await t.services.figures.list(GUILD, ALICE.id);
    const idOf = (name: string) => own.find((f) => f.spec.name === name)?.id;
    expect(await completeNames("show", "")).toEqual([
      { name: "Ragnar", value: idOf("Ragnar") },
      { name: "Wulf", value: idOf("Wulf") },
    ]);
    expect(await completeNames("show", "wu")).toEqual([{ name: "Wulf", value: idOf("Wulf") }]);
    expect(await completeNames("delete", "Flav")).toEqual([]);
  });

  it("finds the figure by the id it sent, and still by a typed name", async () => {
    const wulf = await t.services.figures.findByName(GUILD, ALICE.id, "Wulf");
    const byId = await runFigure(t.services, "show", { name: wulf?.id ?? "" });
    expect(byId.replies[0]?.embeds?.[0]?.title).toContain("Wulf");
    const byName = await runFigure(t.services, "show", { name: "wulf" });
    expect(byName.replies[0]?.embeds?.[0]?.title).toContain("Wulf");
    // Bob's figure id is not Alice's figure.
    const flavius = await t.services.figures.findByName(GUILD, BOB.id, "Flavius");
    const theirs = await runFigure(t.services, "show", { name: flavius?.id ?? "" });
    expect(theirs.replies[0]?.ephemeral).toBe(true);
  });

  it("completes the last weapon with those the given ST allows", async () => {
    expect(await complete("create", "weapons", "spear, ", { st: 9 })).toEqual([
      "Spear, Dagger",
      "Spear, Main-gauche",
      "Spear, Rapier",
      "Spear, Club",
      "Spear, Javelin",
      "Spear, Thrown rock",
      "Spear, Sling",
      "Spear, Small bow",
    ]);
    expect(await complete("create", "weapons", "Dagger, sh", { st: 11 })).toEqual([
      "Dagger, Shortsword",
    ]);
    expect(await complete("create", "weapons", "sword", { st: 14 })).toEqual([
      "Shortsword",
      "Broadsword",
      "2-handed sword",
    ]);
  });

  it("uses the stored figure's ST when equipping", async () => {
    expect(await complete("equip", "weapons", "broad", { name: "Ragnar" })).toEqual([]);
    expect(await complete("equip", "weapons", "2-h", { name: "Wulf" })).toEqual(["2-handed sword"]);
  });

  it("offers the ready weapon from those listed, or the stored ones", async () => {
    expect(await complete("create", "ready", "", { weapons: "spear, dagger" })).toEqual([
      "Spear",
      "Dagger",
      "none",
    ]);
    expect(await complete("equip", "ready", "2", { name: "Wulf" })).toEqual(["2-handed sword"]);
  });

  it("offers no packed weapon as the ready one (AM §5 PACKED)", async () => {
    const weapons = "spear, mace (packed), dagger";
    expect(await complete("create", "ready", "", { weapons })).toEqual(["Spear", "Dagger", "none"]);
  });
});
