/**
 * A battle whose channel or thread is gone. Discord never brings a deleted channel back (nor
 * reuses its id), so a battle there is abandoned: no winner, no EP, its figures free to fight
 * elsewhere and its place in the server's battle limit given back. A channel the bot can no
 * longer reach (Missing Access: removed from a private thread, permissions taken away) may be
 * given back, so its battle is only paused — its deadlines stop — and the GM resumes it there,
 * or a server manager ends it from anywhere (/battle end battle:<id>).
 */
import type { MeleeBattles } from "../../src/battles/melee-battles.ts";

/** The actor the log records for these steps: nobody in the battle took them. */
export const CHANNEL_LOST_ACTOR = "channel-lost";

export type ChannelLoss = "deleted" | "no-access";

export const CHANNEL_LOST_REASONS: Readonly<Record<ChannelLoss, string>> = {
  deleted: "its channel or thread was deleted",
  "no-access": "the bot can no longer reach its channel or thread",
};

/** Thrown by a front end's poster when Discord says the channel is gone or out of reach. */
export class ChannelLostError extends Error {
  constructor(
    readonly loss: ChannelLoss,
    options?: ErrorOptions,
  ) {
    super(`the battle's channel is lost: ${CHANNEL_LOST_REASONS[loss]}`, options);
    this.name = "ChannelLostError";
  }
}

export interface ChannelLostOutcome {
  readonly battleId: string;
  readonly action: "abandon" | "pause";
  readonly reason: string;
}

/**
 * The interaction id of a lost channel's step on a battle (MELEE's or another game's): one
 * abandon ever; a pause once per version of the battle (it may be resumed and lost again).
 */
export function channelLostInteractionId(
  action: ChannelLostOutcome["action"],
  battle: { readonly id: string; readonly version: number },
): string {
  return `${CHANNEL_LOST_ACTOR}:${action}:${battle.id}${action === "pause" ? `:${battle.version}` : ""}`;
}

/**
 * Abandons (deleted) or pauses (no access) the open battle of the channel, once however often
 * it is told; null when there was nothing to do.
 */
export async function battleChannelLost(
  battles: MeleeBattles,
  place: { readonly guildId: string; readonly channelId: string },
  loss: ChannelLoss,
): Promise<ChannelLostOutcome | null> {
  const battle = await battles.activeInChannel(place.guildId, place.channelId);
  if (battle === null) return null;
  const reason = CHANNEL_LOST_REASONS[loss];
  const action = loss === "deleted" ? "abandon" : "pause";
  // Only a running battle has deadlines to stop; a forming or paused one waits as it is.
  if (action === "pause" && battle.status !== "active") return null;
  const input = {
    battleId: battle.id,
    gmId: CHANNEL_LOST_ACTOR,
    reason,
    interactionId: channelLostInteractionId(action, battle),
  };
  const outcome = action === "abandon" ? await battles.abandon(input) : await battles.pause(input);
  // Refused: ended or paused meanwhile by someone else, so nothing is left to do.
  return outcome.kind === "applied" ? { battleId: battle.id, action, reason } : null;
}
