/**
 * /battle concede: a player gives up for their side. A private Confirm button asks first; on
 * Confirm the store ends the battle by the side's concession (src/store/battle-concede.ts): the
 * conceding side loses, the side still fighting wins and earns the EP its combat type gives,
 * and the log keeps the concession. Only a player of the battle may concede, for their own side.
 */
import { concededState, concessionRefusal } from "../../src/battles/melee-battles.ts";
import type { BattleSummary } from "../../src/store/battle-types.ts";
import { safeText } from "../format/safe-text.ts";
import type { Actor, CommandInteraction, ComponentInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { type OpenedBattle, written } from "../shared/channel-battle.ts";
import { refusalText } from "../shared/refusal-text.ts";
import { errorReply } from "../shared/replies.ts";
import { endSummary } from "./flow.ts";
import { loadGuildBattle } from "./guild-battle.ts";
import { withRecap } from "./recap.ts";

export const CONCEDE_PREFIX = "concede";
export const NO_SIDE_TO_CONCEDE = "You have no figures in this battle to concede with.";

/** The side the actor plays in the battle, or undefined. */
function sideOf(actor: Actor, battle: BattleSummary): string | undefined {
  return (
    battle.participants.find((p) => p.userId === actor.id)?.sideId ??
    battle.figures.find((f) => f.ownerId === actor.id)?.sideId
  );
}

/** Asks privately for confirmation, with the battle's version so a stale button is refused. */
export async function askToConcede(
  interaction: CommandInteraction,
  _services: Services,
  opened: OpenedBattle,
): Promise<void> {
  const { battle, state, version } = opened.loaded;
  const side = sideOf(interaction.actor, battle);
  if (side === undefined || state === null) {
    await interaction.reply(errorReply(NO_SIDE_TO_CONCEDE));
    return;
  }
  const refusal = concessionRefusal(state, side);
  if (refusal !== null) {
    await interaction.reply(errorReply(refusalText(refusal)));
    return;
  }
  const sideName = battle.sides.find((s) => s.id === side)?.name ?? side;
  await interaction.reply({
    content: `Concede for ${safeText(sideName)}? The battle ends at once: your side loses and earns no EP, and the others earn theirs as in ${battle.combatType} combat.`,
    ephemeral: true,
    components: [
      {
        kind: "buttons",
        buttons: [
          {
            customId: `${CONCEDE_PREFIX}:${battle.id}:${version}`,
            label: "Concede",
            style: "danger",
          },
        ],
      },
    ],
  });
}

/** `concede:<battleId>:<version>`: the confirmation. */
export async function confirmConcession(
  interaction: ComponentInteraction,
  services: Services,
): Promise<void> {
  const [, battleId = "", versionText = ""] = interaction.customId.split(":");
  const loaded = await loadGuildBattle(interaction, services, battleId);
  if (loaded === null) return;
  const { battle, state } = loaded;
  const side = sideOf(interaction.actor, battle);
  if (side === undefined || state === null) {
    await interaction.reply(errorReply(NO_SIDE_TO_CONCEDE));
    return;
  }
  if (String(loaded.version) !== versionText) {
    await interaction.reply(
      errorReply("The battle has moved on since you asked; use /battle concede again."),
    );
    return;
  }
  const ended = await written(
    interaction,
    await services.battles.concede({
      battleId: battle.id,
      sideId: side,
      userId: interaction.actor.id,
      interactionId: interaction.interactionId,
    }),
  );
  if (ended === null) return;
  await interaction.update({ content: "You conceded.", components: [] });
  if (ended.kind === "duplicate") return;
  const sideName = battle.sides.find((s) => s.id === side)?.name ?? side;
  await interaction.followUp({
    content: `${safeText(interaction.actor.displayName)} concedes for ${safeText(sideName)}.`,
  });
  const final = concededState(state, side);
  for (const message of await withRecap(
    services,
    battle.id,
    final,
    endSummary(battle, final, ended.value),
  ))
    await interaction.followUp(message);
}
