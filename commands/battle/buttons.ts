/**
 * The buttons the turn flow posts: `battle:<id>:<version>:init:first|second` and
 * `battle:<id>:<version>:stay:<victor>:<enemy>` ("Don't push back"). A click on an older version
 * than the battle's is answered "This turn has moved on." and never applied.
 */
import { pendingDecision } from "../../src/engine/index.ts";
import { errorReply } from "../figure/replies.ts";
import type { ComponentInteraction, Reply } from "../interaction.ts";
import type { Services } from "../services.ts";
import { isGm, mayOrder, NOT_YOUR_FIGURE } from "./context.ts";
import { loadGuildBattle } from "./guild-battle.ts";
import { initiativeOrder, Refusal, retreatOrder } from "./orders.ts";
import { MOVED_ON, submitStep } from "./submit.ts";

export async function handleBattleButton(
  interaction: ComponentInteraction,
  services: Services,
): Promise<void> {
  const [, battleId = "", versionText = "", action = "", ...args] = interaction.customId.split(":");
  const store = services;
  const loaded = await loadGuildBattle(interaction, store, battleId);
  if (loaded === null) return;
  const version = Number(versionText);
  if (version !== loaded.version || loaded.battle.status !== "active" || loaded.state === null) {
    await interaction.reply(errorReply(MOVED_ON));
    return;
  }
  // The clicked message loses its buttons once the step is taken.
  const first = async (reply: Reply) => {
    await interaction.update({ components: [] });
    await interaction.followUp(reply);
  };
  try {
    if (action === "init") {
      const order = initiativeOrder(interaction.actor, loaded, args[0] ?? "");
      await submitStep(interaction, store, loaded, order, { expectedVersion: version, first });
      return;
    }
    if (action === "stay") {
      const [victor = "", enemy = ""] = args;
      const decision = pendingDecision(loaded.state);
      if (decision.kind !== "retreat") throw new Refusal(MOVED_ON);
      if (
        !mayOrder(interaction.actor, loaded.battle, victor) &&
        !isGm(interaction.actor, loaded.battle)
      ) {
        throw new Refusal(NOT_YOUR_FIGURE);
      }
      const order = retreatOrder(victor, enemy, null, false);
      await submitStep(interaction, store, loaded, order, { expectedVersion: version, first });
      return;
    }
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    await interaction.reply(errorReply(error.message));
    return;
  }
  await interaction.reply(errorReply("That button is not one this bot knows."));
}
