/**
 * A GM's ruling on the whole battle rather than one figure (the arena's conditions, a surprise):
 * logged with the GM's name and reason; a duellist's or a playing GM's ruling is proposed for
 * another side's agreement, since it touches every figure.
 */
import type { GmOrder } from "../../src/engine/index.ts";
import { submitStep } from "../battle/submit.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import type { OpenedBattle } from "../shared/channel-battle.ts";
import { reasonOf } from "./access.ts";
import { needsAgreement, propose } from "./agreement.ts";

export async function giveBattleRuling(
  interaction: CommandInteraction,
  services: Services,
  opened: OpenedBattle,
  ruling: GmOrder["ruling"],
): Promise<void> {
  const { loaded } = opened;
  const reason = reasonOf(interaction);
  const order: GmOrder = {
    type: "gm",
    gm: interaction.actor.displayName,
    ruling,
    ...(reason === undefined ? {} : { reason }),
  };
  if (needsAgreement(interaction.actor, loaded.battle)) {
    await propose(interaction, services, opened, { kind: "gm", order }, loaded.version);
    return;
  }
  await submitStep(interaction, opened.store, loaded, order);
}
