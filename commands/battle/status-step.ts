/**
 * One pause and resume path, shared by the GM's /battle pause and resume (control.ts) and one
 * another side agreed to (commands/gm/agreement.ts): refusals answered privately; once done,
 * `announce` says so, a resumed battle's waiting decision follows, and the board is redrawn.
 */
import { type Answerable, type BattleServices, written } from "../shared/channel-battle.ts";
import { refreshBoard } from "./board.ts";
import { decisionPrompt } from "./flow.ts";

export async function setStatusAndPost(
  interaction: Answerable,
  store: BattleServices,
  battleId: string,
  action: "pause" | "resume",
  announce: (content: string) => Promise<void>,
): Promise<void> {
  const input = { battleId, gmId: interaction.actor.id, interactionId: interaction.interactionId };
  const set = await written(
    interaction,
    action === "pause" ? await store.battles.pause(input) : await store.battles.resume(input),
  );
  if (set === null) return;
  const fresh = await store.battles.load(battleId);
  if (action === "pause") {
    await announce(
      "The battle is paused. No orders are taken until it is resumed (/battle resume).",
    );
  } else {
    await announce("The battle resumes.");
    if (fresh.state !== null) {
      await interaction.followUp(decisionPrompt(fresh.battle, fresh.state, fresh.version));
    }
  }
  if (fresh.state !== null) {
    await refreshBoard(interaction.channelMessages?.(), store, fresh.battle, fresh.state);
  }
}
