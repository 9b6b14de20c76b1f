import { beforeEach, describe, expect, it } from "vitest";
import { figureCommand } from "../../commands/figure.ts";
import type { OptionValue } from "../../commands/interaction.ts";
import { BOB, fakeAutocomplete } from "./fake-interaction.ts";
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

describe("/figure autocomplete", () => {
  it("offers the user's own figure names", async () => {
    expect(await complete("show", "name", "")).toEqual(["Ragnar", "Wulf"]);
    expect(await complete("show", "name", "wu")).toEqual(["Wulf"]);
    expect(await complete("delete", "name", "Flav")).toEqual([]);
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
});
