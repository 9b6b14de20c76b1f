/**
 * /battle new: opens a battle, forming, in a new thread off this channel (or, thread:false, in
 * this channel). The creator is its GM. With scenario:, the scenario's ruleset, optional rules,
 * arena, conditions, sides and figures (held by the GM until players take them) open it.
 */
import {
  type CombatType,
  checkOptionalRules,
  IllegalOrderError,
  nameKey,
  normaliseName,
  RULESET_IDS,
  type Ruleset,
  type Side,
} from "../../src/engine/index.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction, Place, Thread } from "../interaction.ts";
import { battleLimitProblem } from "../limits.ts";
import type { Services } from "../services.ts";
import { written } from "../shared/channel-battle.ts";
import { errorReply } from "../shared/replies.ts";
import { readArena } from "./arena-option.ts";
import { aBattle, formingMessage } from "./forming-message.ts";
import { chosenScenario } from "./scenario-option.ts";
import { battleThreadProblem, NO_BATTLE_THREADS } from "./thread-permissions.ts";

const COMBAT_TYPES: readonly CombatType[] = ["death", "arena", "practice"];
export const DEFAULT_DEADLINE_HOURS = 24;
/** A week: /battle new's deadline-hours option allows 1 to this. */
const MAX_DEADLINE_HOURS = 168;
/** Discord's limit on a thread's name. */
const THREAD_NAME_MAX = 100;

export async function newBattle(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const store = services;
  const { options } = interaction;
  const type = options.getString("type") ?? "death";
  const combatType = COMBAT_TYPES.find((t) => t === type);
  if (combatType === undefined) {
    await interaction.reply(errorReply(`Combat type must be one of ${COMBAT_TYPES.join(", ")}.`));
    return;
  }
  const fromScenario = chosenScenario(interaction, services);
  if (fromScenario !== undefined && "problem" in fromScenario) {
    await interaction.reply(errorReply(fromScenario.problem));
    return;
  }
  const scenario = fromScenario?.scenario.setup;
  const most = services.limits.figuresPerBattle;
  if (scenario !== undefined && scenario.figures.length > most) {
    await interaction.reply(
      errorReply(
        `This scenario has ${scenario.figures.length} figures; a battle here may have ${most}.`,
      ),
    );
    return;
  }
  const rulesetName = scenario?.ruleset ?? options.getString("ruleset") ?? "melee";
  const ruleset = RULESET_IDS.find((r) => r === rulesetName);
  if (ruleset === undefined) {
    await interaction.reply(errorReply(`Ruleset must be one of ${RULESET_IDS.join(", ")}.`));
    return;
  }
  const optionalRules =
    scenario === undefined
      ? readOptionalRules(ruleset, options.getString("rules"))
      : { names: [...(scenario.optionalRules ?? [])] };
  if ("problem" in optionalRules) {
    await interaction.reply(errorReply(optionalRules.problem));
    return;
  }
  const arena = scenario === undefined ? readArena(options) : scenario.arena;
  if (arena !== undefined && "problem" in arena) {
    await interaction.reply(errorReply(arena.problem));
    return;
  }
  const hours = options.getInteger("deadline-hours") ?? DEFAULT_DEADLINE_HOURS;
  // Discord enforces the option's bounds; a client that does not must not reach the store.
  if (!Number.isInteger(hours) || hours < 1 || hours > MAX_DEADLINE_HOURS) {
    await interaction.reply(
      errorReply(`deadline-hours must be a whole number from 1 to ${MAX_DEADLINE_HOURS}.`),
    );
    return;
  }
  const sides: readonly Side[] = scenario?.sides ?? [
    { id: "a", name: normaliseName(options.getString("side-a") ?? "") || "Side A", entrance: 0 },
    { id: "b", name: normaliseName(options.getString("side-b") ?? "") || "Side B", entrance: 1 },
  ];
  // Names that differ only in case, width or invisible characters would read as one side.
  if (scenario === undefined && nameKey(sides[0]?.name ?? "") === nameKey(sides[1]?.name ?? "")) {
    await interaction.reply(
      errorReply(
        "The two sides need names that read differently (case, spacing and look-alike characters aside).",
      ),
    );
    return;
  }
  const full = await battleLimitProblem(services, interaction.place.guildId);
  if (full !== undefined) {
    await interaction.reply(errorReply(full));
    return;
  }
  const place = await battlePlace(interaction, sides);
  if (place === null) return;
  const created = await written(
    interaction,
    await store.battles.create({
      guildId: place.guildId,
      channelId: place.channelId,
      gmId: interaction.actor.id,
      combatType,
      ruleset,
      ...(optionalRules.names.length === 0 ? {} : { optionalRules: optionalRules.names }),
      sides,
      ...(arena === undefined ? {} : { arena }),
      deadlineSeconds: hours * 3600,
      limit: services.limits.activeBattlesPerGuild,
      interactionId: interaction.interactionId,
      ...(fromScenario === undefined
        ? {}
        : {
            scenario: {
              name: fromScenario.scenario.name,
              figures: fromScenario.scenario.setup.figures,
              ...(scenario?.conditions === undefined ? {} : { conditions: scenario.conditions }),
            },
          }),
    }),
  );
  if (created === null) return;
  const forming = formingMessage(created.value, interaction.actor.displayName);
  if (place.thread === null) {
    await interaction.reply(forming);
    return;
  }
  await place.thread.post(forming);
  await interaction.reply({
    content: `${aBattle(combatType)} is forming in <#${place.channelId}>; join it there.`,
  });
}

/** The rules option ("delayed-actions, waiting-for-an-opening"), checked against the ruleset's. */
function readOptionalRules(
  ruleset: Ruleset,
  given: string | undefined,
): { names: string[] } | { problem: string } {
  // Names are echoed in a refusal: escaped, so a name cannot restyle it (valid names are unchanged).
  const asked = (given ?? "")
    .split(/[\s,]+/)
    .filter((name) => name !== "")
    .map(safeText);
  try {
    return { names: checkOptionalRules(ruleset, asked) };
  } catch (error) {
    if (error instanceof IllegalOrderError) return { problem: error.message };
    throw error;
  }
}

/**
 * Where the battle goes: a new thread named for the sides (by default, so its messages stay out
 * of the channel), or this channel with thread:false. Without thread:true, a place where threads
 * cannot be made (a thread itself, or no permission) keeps the battle here; with it, the answer
 * is an ephemeral refusal saying why, and null.
 */
async function battlePlace(
  interaction: CommandInteraction,
  sides: readonly Side[],
): Promise<(Place & { thread: Thread | null }) | null> {
  const asked = interaction.options.getBoolean("thread");
  const here = { ...interaction.place, thread: null };
  if (asked === false) return here;
  const problem = await battleThreadProblem(interaction);
  if (problem !== undefined || interaction.createThread === undefined) {
    if (asked === undefined) return here;
    await interaction.reply(errorReply(problem ?? NO_BATTLE_THREADS));
    return null;
  }
  const name = `Battle: ${sides.map((s) => s.name).join(" vs ")}`.slice(0, THREAD_NAME_MAX);
  const thread = await interaction.createThread(name);
  return { guildId: thread.guildId, channelId: thread.channelId, thread };
}
