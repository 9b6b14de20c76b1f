/**
 * Who /odds pits against whom: a figure of the server's (the user's own, or another player's:
 * its card is public) or one of the book's monsters, found from what autocomplete offered or
 * what was typed.
 */
import { isMeleeMonsterId, MELEE_MONSTER_IDS, MONSTERS, nameKey } from "../../src/engine/index.ts";
import type { Contestant } from "../../src/odds/matchup.ts";
import { safeText } from "../format/safe-text.ts";
import type { AutocompleteChoice, AutocompleteInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";

/** Autocomplete's value for a monster; a figure's is its id. */
const MONSTER_VALUE = "monster:";
const MAX_CHOICES = 25;

/** The user's figures, then other players', then the book's monsters, matching what is typed. */
export async function contestantChoices(
  interaction: AutocompleteInteraction,
  services: Services,
  typed: string,
): Promise<AutocompleteChoice[]> {
  const found = await services.figures.searchNames(
    interaction.place.guildId,
    null,
    typed.trim(),
    MAX_CHOICES,
  );
  const own = found.filter((f) => f.ownerId === interaction.actor.id);
  const others = found.filter((f) => f.ownerId !== interaction.actor.id);
  const key = nameKey(typed);
  const monsters = MELEE_MONSTER_IDS.filter((id) => nameKey(MONSTERS[id].name).includes(key));
  return [
    ...own.map(({ id, name }) => ({ name, value: id })),
    ...others.map(({ id, name }) => ({ name: `${name} (another player's)`, value: id })),
    ...monsters.map((id) => ({
      name: `${MONSTERS[id].name} (monster)`,
      value: `${MONSTER_VALUE}${id}`,
    })),
  ].slice(0, MAX_CHOICES);
}

/** The contestant an option names, or the reason there is none (for the user). */
export async function findContestant(
  typed: string,
  guildId: string,
  actorId: string,
  services: Services,
): Promise<Contestant | { problem: string }> {
  const text = typed.trim();
  const monster = monsterNamed(text);
  if (monster !== undefined) {
    return { kind: "monster", monster, name: MONSTERS[monster].name };
  }
  const byId = await services.figures.getById(text);
  if (byId !== null && byId.guildId === guildId) return { kind: "fighter", spec: byId.spec };
  const own = await services.figures.findOwn(guildId, actorId, text);
  if (own !== null) return { kind: "fighter", spec: own.spec };
  const key = nameKey(text);
  const named = (await services.figures.searchNames(guildId, null, text, MAX_CHOICES)).filter(
    (f) => nameKey(f.name) === key,
  );
  if (named.length === 1 && named[0] !== undefined) {
    const figure = await services.figures.getById(named[0].id);
    if (figure !== null) return { kind: "fighter", spec: figure.spec };
  }
  if (named.length > 1) {
    return {
      problem: `Several players have a figure named "${safeText(text)}": pick one from the list as you type.`,
    };
  }
  return {
    problem: `There is no figure or monster "${safeText(text)}" here. Pick a figure from the list as you type, or a monster: ${MELEE_MONSTER_IDS.join(", ")}.`,
  };
}

/** A monster by autocomplete's value, its id or its name ("Giant snake"). */
function monsterNamed(text: string) {
  const bare = text.startsWith(MONSTER_VALUE) ? text.slice(MONSTER_VALUE.length) : text;
  if (isMeleeMonsterId(bare)) return bare;
  const key = nameKey(bare);
  return MELEE_MONSTER_IDS.find((id) => nameKey(MONSTERS[id].name) === key);
}
