/**
 * The deadline reminder by direct message, for the awaited players who asked for it (/battle
 * reminders dm:on): one DM per player per decision, claimed in the store before it is sent, so
 * neither a second scheduler nor a restart sends it twice. A DM that fails (DMs closed: Discord's
 * 50007) is logged and recorded, never retried.
 */
import { awaitedLine, discordJumpLink, JUMP_LABEL } from "../../commands/battle/mine.ts";
import {
  DirectMessagesClosedError,
  type SendDirectMessage,
} from "../../commands/shared/direct-message.ts";
import type { BattleState } from "../engine/index.ts";
import type { BattleSummary } from "../store/battle-types.ts";
import type { DeadlineOptions } from "./deadlines.ts";

/** DMs the opted-in players among `players` about the decision at `version`; returns how many went. */
export async function sendReminderDms(
  options: DeadlineOptions,
  send: SendDirectMessage,
  battle: BattleSummary,
  state: BattleState,
  version: number,
  players: readonly string[],
): Promise<number> {
  const { reminders } = options.services;
  const board = await options.services.battles.board(battle.id);
  const jump = discordJumpLink(battle, board?.messageId ?? null, JUMP_LABEL);
  const reply = {
    content: [
      "⏰ A decision of yours nears its deadline:",
      awaitedLine(battle, state, jump),
      "(/battle reminders dm:off stops these messages.)",
    ].join("\n"),
    mentionUserIds: [],
  };
  let sent = 0;
  for (const userId of await reminders.optedIn(players)) {
    if (!(await reminders.claimReminderDm(battle.id, version, userId))) continue;
    try {
      await send(userId, reply);
      await reminders.recordReminderDm(battle.id, version, userId, "sent");
      sent += 1;
    } catch (error) {
      const closed = error instanceof DirectMessagesClosedError;
      options.log?.error("reminder DM not delivered", {
        battleId: battle.id,
        userId,
        reason: closed ? "dms-closed" : "failed",
        ...(closed ? {} : { error }),
      });
      await reminders.recordReminderDm(
        battle.id,
        version,
        userId,
        closed ? "dms-closed" : "failed",
      );
    }
  }
  return sent;
}
