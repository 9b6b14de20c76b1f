/**
 * /battle concede: a player gives up for their side. A private Confirm button asks first; on
 * Confirm the store ends the battle by the side's concession (src/store/battle-concede.ts): the
 * conceding side loses, the side still fighting wins and earns the EP its combat type gives,
 * and the log keeps the concession. Only a player of the battle may concede, for their own side.
 */
import { concededState } from "../../src/store/battle-concede.ts";
import type { BattleSummary } from "../../src/store/battle-types.ts";
import { BattleStateError } from "../../src/store/errors.ts";
import { safeText } from "../format/safe-text.ts";
import type { Actor, CommandInteraction, ComponentInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { type OpenedBattle, refuseStoreError } from "../shared/channel-battle.ts";
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
  try {
    concededState(state, side);
  } catch (error) {
    if (!(error instanceof BattleStateError)) throw error;
    await interaction.reply(errorReply(refusalText(error.refusal)));
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
  let ended: Awaited<ReturnType<typeof services.battles.concede>>;
  try {
    ended = await services.battles.concede({
      battleId: battle.id,
      sideId: side,
      userId: interaction.actor.id,
      interactionId: interaction.interactionId,
    });
  } catch (error) {
    await refuseStoreError(interaction, error);
    return;
  }
  await interaction.update({ content: "You conceded.", components: [] });
  if (ended.duplicate) return;
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
