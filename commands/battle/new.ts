/**
 * /battle new: opens a battle in this channel, forming. The creator is its GM.
 */
import { type Arena, type CombatType, customArena, type Side } from "../../src/engine/index.ts";
import { ChannelBusyError } from "../../src/store/errors.ts";
import { errorReply } from "../figure/replies.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";

const COMBAT_TYPES: readonly CombatType[] = ["death", "arena", "practice"];
export const DEFAULT_DEADLINE_HOURS = 24;

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
  const sides: Side[] = [
    { id: "a", name: (options.getString("side-a") ?? "").trim() || "Side A", entrance: 0 },
    { id: "b", name: (options.getString("side-b") ?? "").trim() || "Side B", entrance: 1 },
  ];
  if (sides[0]?.name.toLowerCase() === sides[1]?.name.toLowerCase()) {
    await interaction.reply(errorReply("The two sides need different names."));
    return;
  }
  try {
    const created = await store.battles.create({
      guildId: interaction.place.guildId,
      channelId: interaction.place.channelId,
      gmId: interaction.actor.id,
      combatType,
      sides,
      ...(arena === undefined ? {} : { arena }),
      deadlineSeconds: hours * 3600,
      interactionId: interaction.interactionId,
    });
    const battle = created.value;
    const size = arena === undefined ? "12 × 16" : `${arena.width} × ${arena.height}`;
    await interaction.reply({
      content: [
        `A ${combatType} battle is forming here, ${size} arena, ${hours} h per decision. GM: ${safeText(interaction.actor.displayName)}.`,
        `Sides: ${battle.sides.map((s) => `${safeText(s.name)} (${s.id})`).join(" and ")}.`,
        "Players: /battle join figure:<your figure> side:<a or b>. The GM adds monsters with /battle add and starts with /battle start.",
      ].join("\n"),
    });
  } catch (error) {
    if (!(error instanceof ChannelBusyError)) throw error;
    await interaction.reply(errorReply(error.message));
  }
}
