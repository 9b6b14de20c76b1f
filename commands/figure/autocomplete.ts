/**
 * Suggestions while the user types: their own figures' names, weapons their ST and ruleset allow,
 * and the weapon to hold ready from those they listed.
 */
import {
  equipmentOf,
  gearRuleset,
  RULESET_IDS,
  type Ruleset,
  usableUnderStrength,
  WEAPONS,
  type WeaponId,
} from "../../src/engine/index.ts";
import type { AutocompleteChoice, AutocompleteInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { findWeapon, parseGearWeaponList, splitList, weaponKey } from "../shared/weapon-names.ts";

/** Discord shows at most 25 choices, each name and value at most 100 characters. */
const MAX_CHOICES = 25;
const MAX_CHOICE_LENGTH = 100;

export async function autocompleteFigure(
  interaction: AutocompleteInteraction,
  services: Services,
): Promise<void> {
  const { name, value } = interaction.focused;
  if (name === "name") {
    await interaction.respond(await ownFigureChoices(interaction, services, value));
  } else if (name === "weapons") {
    const stored = await storedFigure(interaction, services);
    const st = interaction.options.getInteger("st") ?? stored?.st;
    const typedRuleset = interaction.options.getString("ruleset");
    // As the handlers read it: the option, else the stored figure's gear, else MELEE.
    const ruleset: Ruleset =
      RULESET_IDS.find((id) => id === typedRuleset) ??
      (stored === undefined ? "melee" : gearRuleset(stored));
    await interaction.respond(weaponChoices(value, st, ruleset));
  } else if (name === "ready") {
    const listed = interaction.options.getString("weapons");
    const weapons =
      listed !== undefined
        ? parseGearWeaponList(listed).weapons
        : ((await storedFigure(interaction, services))?.weapons ?? []);
    await interaction.respond(readyChoices(value, weapons));
  } else {
    await interaction.respond([]);
  }
}

/**
 * The user's figures matching what is typed: labelled by name, valued by id, so a figure is
 * found even where names look alike (every autocomplete offering the user's figures uses this).
 */
export async function ownFigureChoices(
  interaction: AutocompleteInteraction,
  services: Services,
  typed: string,
): Promise<AutocompleteChoice[]> {
  // /figure show and restore may name another player's figure (their `owner` option).
  const figures = await services.figures.searchNames(
    interaction.place.guildId,
    interaction.options.getUser("owner") ?? interaction.actor.id,
    typed.trim(),
    MAX_CHOICES,
  );
  return figures.map(({ id, name }) => ({ name, value: id }));
}

/** The figure /figure equip is changing, when its name is already typed. */
async function storedFigure(interaction: AutocompleteInteraction, services: Services) {
  const name = interaction.options.getString("name");
  if (name === undefined || interaction.subcommand === "create") return undefined;
  const figure = await services.figures.findOwn(
    interaction.place.guildId,
    interaction.actor.id,
    name,
  );
  return figure?.spec;
}

/**
 * Completes the last item of a comma-separated list: "spear, da" offers "Spear, Dagger".
 * Items already listed are not offered again; only the ruleset's are, and with a known ST only
 * those it allows (AM §5 WEAPONS: under AM any but a crossbow, at a penalty).
 */
function weaponChoices(
  typed: string,
  st: number | undefined,
  ruleset: Ruleset,
): AutocompleteChoice[] {
  const items = typed.split(",");
  const partial = items.pop() ?? "";
  const earlier = splitList(items.join(",")).map((item) => {
    const id = findWeapon(item);
    return id === undefined ? item : WEAPONS[id].name;
  });
  const chosen = new Set(earlier.map(findWeapon));
  const strongEnough = (id: WeaponId) =>
    st === undefined ||
    WEAPONS[id].st <= st ||
    (ruleset === "advanced-melee" && usableUnderStrength(WEAPONS[id]));
  const allowed = equipmentOf(ruleset).weapons.filter((id) => !chosen.has(id) && strongEnough(id));
  return matching(partial, allowed).flatMap((id) => {
    const text = [...earlier, WEAPONS[id].name].join(", ");
    return text.length <= MAX_CHOICE_LENGTH ? [{ name: text, value: text }] : [];
  });
}

/** The listed weapons matching what is typed, then "None" for empty hands. */
function readyChoices(typed: string, weapons: readonly WeaponId[]): AutocompleteChoice[] {
  const choices = matching(typed, [...new Set(weapons)]).map((id) => ({
    name: WEAPONS[id].name,
    value: WEAPONS[id].name,
  }));
  if (weaponKey("none").startsWith(weaponKey(typed))) {
    choices.push({ name: "None (empty hands)", value: "none" });
  }
  return choices.slice(0, MAX_CHOICES);
}

/** Weapons whose name starts with what was typed, then those that merely contain it. */
function matching(typed: string, candidates: readonly WeaponId[]): WeaponId[] {
  const key = weaponKey(typed);
  const keyOf = (id: WeaponId) => weaponKey(WEAPONS[id].name);
  const starts = candidates.filter(
    (id) => keyOf(id).startsWith(key) || weaponKey(id).startsWith(key),
  );
  const contains = candidates.filter((id) => !starts.includes(id) && keyOf(id).includes(key));
  return [...starts, ...contains].slice(0, MAX_CHOICES);
}
