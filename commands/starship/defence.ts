/**
 * The defender's choice as a private prompt: the public ping's Defend button (only the defending
 * seat's player may press it) opens buttons for the Pilot Die or a Reflex, or after a failed
 * Pilot roll a Dire Reflex or taking the hit; the deadline's default is the Pilot Die.
 */
import type { UrQuanState } from "../../src/games/ur-quan/play.ts";
import type { Button, ComponentInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { errorReply } from "../shared/replies.ts";
import { postStep, submitFor } from "./give-order.ts";
import { defenceOrder } from "./orders.ts";
import { seatOf } from "./seats.ts";

const CHOICES = ["pilot", "reflex", "take"] as const;

function choiceButtons(state: UrQuanState, battleId: string): Button[] {
  const phase = state.phase;
  if (phase.kind !== "defence") return [];
  const dire = phase.pending.stage === "dire";
  const buttons: Button[] = dire
    ? [
        {
          customId: `starship:answer:${battleId}:reflex`,
          label: "Dire Reflex (d6)",
          style: "primary",
        },
        { customId: `starship:answer:${battleId}:take`, label: "Take the hit", style: "secondary" },
      ]
    : [
        { customId: `starship:answer:${battleId}:pilot`, label: "Pilot Die", style: "primary" },
        {
          customId: `starship:answer:${battleId}:reflex`,
          label: "Reflex (d12)",
          style: "secondary",
        },
      ];
  return buttons;
}

async function defenderDuel(
  interaction: ComponentInteraction,
  services: Services,
  battleId: string,
) {
  const loaded = await services.games.load(battleId).catch(() => null);
  if (
    loaded === null ||
    loaded.battle.guildId !== interaction.place.guildId ||
    loaded.state === null
  ) {
    await interaction.reply(errorReply("That duel is not running any more."));
    return null;
  }
  const seat = seatOf(loaded, interaction.actor.id);
  const state = loaded.state as UrQuanState;
  const phase = state.phase;
  const target =
    phase.kind === "defence" ? state.ships.find((s) => s.id === phase.pending.target) : undefined;
  if (target === undefined) {
    await interaction.reply(errorReply("No attack waits for an answer now."));
    return null;
  }
  if (seat !== target.owner) {
    await interaction.reply(errorReply("Only the captain of the ship under attack answers it."));
    return null;
  }
  return { loaded, seat, state };
}

/** The Defend button: the choices, privately, with the attack roll to beat. */
export async function defencePrompt(
  interaction: ComponentInteraction,
  services: Services,
): Promise<void> {
  const battleId = interaction.customId.split(":")[2] ?? "";
  const found = await defenderDuel(interaction, services, battleId);
  if (found === null) return;
  const { loaded, state } = found;
  const phase = state.phase;
  if (phase.kind !== "defence") return;
  const at = loaded.battle.turnDeadlineAt;
  const deadline =
    at === null
      ? ""
      : ` Deadline <t:${Math.floor(at.getTime() / 1000)}:R>; then ${phase.pending.stage === "dire" ? "you take the hit" : "your Pilot Die rolls"}.`;
  await interaction.reply({
    content:
      phase.pending.stage === "dire"
        ? `Your Pilot roll failed against d${phase.pending.die} = ${phase.pending.face}. A Dire Reflex (d6) nullifies it on ${phase.pending.face} or more.${deadline}`
        : `An attack rolled d${phase.pending.die} = ${phase.pending.face} on your ship. Pilot Die: it hits only if it beats your roll. Reflex: a d12 that nullifies it on ${phase.pending.face} or more, paying the reflex's Battery.${deadline}`,
    components: [{ kind: "buttons", buttons: choiceButtons(state, battleId) }],
    ephemeral: true,
  });
}

/** A choice pressed: submitted as the defender's order, the step posted for everyone. */
export async function answerDefence(
  interaction: ComponentInteraction,
  services: Services,
): Promise<void> {
  const [, , battleId = "", choice = ""] = interaction.customId.split(":");
  if (!(CHOICES as readonly string[]).includes(choice))
    return interaction.reply(errorReply("That button is no longer in use."));
  const found = await defenderDuel(interaction, services, battleId);
  if (found === null) return;
  const order = defenceOrder(found.state, found.seat, choice);
  if (!order.ok) return interaction.reply(errorReply(order.problem));
  const write = await submitFor(interaction, services, battleId, order.value);
  if (write === null) return;
  await interaction.update({
    content: `You chose: ${choice === "take" ? "take the hit" : choice}.`,
    components: [],
  });
  await postStep(
    { reply: (r) => interaction.followUp(r) },
    interaction.channelMessages?.(),
    services,
    write,
  );
}
