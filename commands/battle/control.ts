/**
 * The GM's controls — /battle end, pause, resume, undo. (A player's /battle concede is in
 * concede.ts.)
 */
import type { BattleSummary } from "../../src/store/battle-types.ts";
import { safeText } from "../format/safe-text.ts";
import { needsAgreement, propose } from "../gm/agreement.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { GM_ONLY, type OpenedBattle, written } from "../shared/channel-battle.ts";
import { refusalText } from "../shared/refusal-text.ts";
import { errorReply } from "../shared/replies.ts";
import { checkPreconditions } from "../subcommands.ts";
import { findEndableBattle } from "./server-battles.ts";
import { setStatusAndPost } from "./status-step.ts";
import { parseChosenSteps } from "./undo-choices.ts";
import { undoAndPost } from "./undo-step.ts";

export const STEPS_NOT_A_NUMBER =
  "Steps is how many steps back, like 2, or a step autocomplete lists.";

export async function battleEnd(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const battle = await battleToEnd(interaction, services);
  if (battle === null) return;
  const reason = interaction.options.getString("reason") ?? "ended by the GM";
  const ended = await written(
    interaction,
    await services.battles.abandon({
      battleId: battle.id,
      gmId: interaction.actor.id,
      reason,
      interactionId: interaction.interactionId,
    }),
  );
  if (ended === null) return;
  const over = `is over without a result (${safeText(reason)}). No EP is awarded.`;
  if (battle.channelId === interaction.place.channelId) {
    await interaction.reply({ content: `The battle ${over}` });
    return;
  }
  const sides = battle.sides.map((s) => safeText(s.name)).join(" vs ");
  await interaction.reply({
    content: `The battle ${sides} in <#${battle.channelId}> ${over} Its figures are free to fight again.`,
    ephemeral: true,
  });
}

/** The battle named by `battle:` (from anywhere), else this channel's; null once refused. */
async function battleToEnd(
  interaction: CommandInteraction,
  services: Services,
): Promise<BattleSummary | null> {
  const named = interaction.options.getString("battle");
  if (named !== undefined) return findEndableBattle(interaction, services, named);
  const opened = await checkPreconditions(interaction, services, {
    battle: "any",
    gmOnly: GM_ONLY,
  });
  return opened?.loaded.battle ?? null;
}

export async function pauseBattle(
  interaction: CommandInteraction,
  services: Services,
  opened: OpenedBattle,
): Promise<void> {
  await control(interaction, services, opened, "pause");
}

export async function resumeBattle(
  interaction: CommandInteraction,
  services: Services,
  opened: OpenedBattle,
): Promise<void> {
  await control(interaction, services, opened, "resume");
}

async function control(
  interaction: CommandInteraction,
  services: Services,
  opened: OpenedBattle,
  action: "pause" | "resume",
): Promise<void> {
  const { store, loaded } = opened;
  const problem = controlProblem(loaded.battle, action);
  if (problem !== null) {
    await interaction.reply(errorReply(problem));
    return;
  }
  if (needsAgreement(interaction.actor, loaded.battle)) {
    await propose(interaction, services, opened, { kind: action }, loaded.version);
    return;
  }
  await setStatusAndPost(interaction, store, loaded.battle.id, action, (content) =>
    interaction.reply({ content }),
  );
}

/**
 * Why the battle cannot be paused or resumed now, in the store's words; asked before a proposal
 * too, so that the other side is never asked to agree to what the store would refuse.
 */
function controlProblem(battle: BattleSummary, action: "pause" | "resume"): string | null {
  if (action === "resume") {
    return battle.status === "paused" ? null : refusalText({ code: "not-paused" });
  }
  return battle.status === "active"
    ? null
    : refusalText({ code: "not-running", status: battle.status });
}

export async function undo(
  interaction: CommandInteraction,
  services: Services,
  opened: OpenedBattle,
): Promise<void> {
  const { store, loaded } = opened;
  const chosen = parseChosenSteps(interaction.options.getString("steps") ?? "1");
  if (chosen === undefined) {
    await interaction.reply(errorReply(STEPS_NOT_A_NUMBER));
    return;
  }
  const { steps } = chosen;
  const reason = interaction.options.getString("reason") ?? "undone by the GM";
  // Typed by hand, the steps count back from the battle as this command found it.
  const atVersion = chosen.version ?? loaded.version;
  if (needsAgreement(interaction.actor, loaded.battle)) {
    await propose(interaction, services, opened, { kind: "undo", steps, reason }, atVersion);
    return;
  }
  await undoAndPost(
    interaction,
    store,
    { battleId: loaded.battle.id, steps, gmId: interaction.actor.id, reason, atVersion },
    (content) => interaction.reply({ content }),
  );
}
