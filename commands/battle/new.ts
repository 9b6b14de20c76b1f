/**
 * /battle new: opens a battle, forming, in this channel or in a new thread off it. The creator
 * is its GM.
 */
import {
  type Arena,
  type CombatType,
  customArena,
  nameKey,
  normaliseName,
  RULESET_IDS,
  RULESETS,
  type Ruleset,
  type Side,
} from "../../src/engine/index.ts";
import { BattleLimitError, ChannelBusyError } from "../../src/store/errors.ts";
import { errorReply } from "../figure/replies.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction, Place, Thread } from "../interaction.ts";
import { battleLimitMessage, battleLimitProblem } from "../limits.ts";
import type { Services } from "../services.ts";
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
  const rulesetName = options.getString("ruleset") ?? "melee";
  const ruleset = RULESET_IDS.find((r) => r === rulesetName);
  if (ruleset === undefined) {
    await interaction.reply(errorReply(`Ruleset must be one of ${RULESET_IDS.join(", ")}.`));
    return;
  }
  const width = options.getInteger("width");
  const height = options.getInteger("height");
  let arena: Arena | undefined;
  if (width !== undefined || height !== undefined) {
    try {
      arena = customArena(width ?? 12, height ?? 16);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      await interaction.reply(errorReply(error.message));
      return;
    }
  }
  const hours = options.getInteger("deadline-hours") ?? DEFAULT_DEADLINE_HOURS;
  // Discord enforces the option's bounds; a client that does not must not reach the store.
  if (!Number.isInteger(hours) || hours < 1 || hours > MAX_DEADLINE_HOURS) {
    await interaction.reply(
      errorReply(`deadline-hours must be a whole number from 1 to ${MAX_DEADLINE_HOURS}.`),
    );
    return;
  }
  const sides: Side[] = [
    { id: "a", name: normaliseName(options.getString("side-a") ?? "") || "Side A", entrance: 0 },
    { id: "b", name: normaliseName(options.getString("side-b") ?? "") || "Side B", entrance: 1 },
  ];
  // Names that differ only in case, width or invisible characters would read as one side.
  if (nameKey(sides[0]?.name ?? "") === nameKey(sides[1]?.name ?? "")) {
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
  try {
    const created = await store.battles.create({
      guildId: place.guildId,
      channelId: place.channelId,
      gmId: interaction.actor.id,
      combatType,
      ruleset,
      sides,
      ...(arena === undefined ? {} : { arena }),
      deadlineSeconds: hours * 3600,
      limit: services.limits.activeBattlesPerGuild,
      interactionId: interaction.interactionId,
    });
    const battle = created.value;
    const size = arena === undefined ? "12 × 16" : `${arena.width} × ${arena.height}`;
    const forming = {
      content: [
        `${aBattle(combatType)}${underRules(ruleset)} is forming here, ${size} arena, ${hours} h per decision. GM: ${safeText(interaction.actor.displayName)}.`,
        `Sides: ${battle.sides.map((s) => `${safeText(s.name)} (${s.id})`).join(" and ")}.`,
        "Players: /battle join figure:<your figure> side:<a or b>. The GM adds monsters with /battle add and starts with /battle start.",
      ].join("\n"),
    };
    if (place.thread === null) {
      await interaction.reply(forming);
      return;
    }
    await place.thread.post(forming);
    await interaction.reply({
      content: `${aBattle(combatType)} is forming in <#${place.channelId}>; join it there.`,
    });
  } catch (error) {
    if (error instanceof BattleLimitError) {
      await interaction.reply(errorReply(battleLimitMessage(error.limit)));
      return;
    }
    if (!(error instanceof ChannelBusyError)) throw error;
    await interaction.reply(errorReply(error.message));
  }
}

/** "A death battle", "An arena battle". */
function aBattle(combatType: CombatType): string {
  return `${combatType === "arena" ? "An" : "A"} ${combatType} battle`;
}

/** " under ADVANCED MELEE"; nothing for MELEE, the default. */
function underRules(ruleset: Ruleset): string {
  return ruleset === "melee" ? "" : ` under ${RULESETS[ruleset].name}`;
}

/**
 * Where the battle goes: this channel, or (option thread) a new thread named for the sides;
 * null after an ephemeral answer saying why a thread cannot be made here.
 */
async function battlePlace(
  interaction: CommandInteraction,
  sides: readonly Side[],
): Promise<(Place & { thread: Thread | null }) | null> {
  if (interaction.options.getBoolean("thread") !== true) {
    return { ...interaction.place, thread: null };
  }
  const problem = await battleThreadProblem(interaction);
  if (problem !== undefined || interaction.createThread === undefined) {
    await interaction.reply(errorReply(problem ?? NO_BATTLE_THREADS));
    return null;
  }
  const name = `Battle: ${sides.map((s) => s.name).join(" vs ")}`.slice(0, THREAD_NAME_MAX);
  const thread = await interaction.createThread(name);
  return { guildId: thread.guildId, channelId: thread.channelId, thread };
}
