/**
 * The buttons the turn flow posts: `battle:<id>:<version>:init:first|second:<turn>` and
 * `battle:<id>:<version>:stay:<victor>:<enemy>` ("Don't push back"); the order flow's, the
 * numbered retreat hexes' (retreat-clicks.ts), the board's "Full map" (turn-map.ts) and a private
 * view's "Share" (view.ts). A click on an older version than the battle's is answered "This turn
 * has moved on." and never applied, except Full map and Share, which show the battle as it stands,
 * and the initiative's buttons while their turn's choice is still awaited: the GM's rulings in
 * between (placing the figures after the start) leave the question as it was.
 */
import { type BattleState, pendingDecision } from "../../src/engine/index.ts";
import { safeText } from "../format/safe-text.ts";
import type { ComponentInteraction, Reply } from "../interaction.ts";
import type { Services } from "../services.ts";
import { isGm, mayOrder, NOT_YOUR_FIGURE, nameOf, sideNameOf } from "../shared/channel-battle.ts";
import { errorReply } from "../shared/replies.ts";
import { answeredPrompt, withNextPrompt } from "./answered-prompt.ts";
import { decisionPrompt, turnEvents } from "./flow.ts";
import { loadGuildBattle } from "./guild-battle.ts";
import { continueOrderFlow, openOrderFlow, TAKE_BACK, TOO_LATE, takeBack } from "./order-clicks.ts";
import { ORDER_FLOW } from "./order-draft.ts";
import { GIVE_ORDERS } from "./order-flow.ts";
import { initiativeOrder, Refusal, retreatOrder } from "./orders.ts";
import { PUSH_BACK, pushBack } from "./retreat-clicks.ts";
import { MOVED_ON, submitStep } from "./submit.ts";
import { FULL_MAP, fullMapReply } from "./turn-map.ts";
import { SHARE, sharedView } from "./view.ts";

export async function handleBattleButton(
  interaction: ComponentInteraction,
  services: Services,
): Promise<void> {
  const [, battleId = "", versionText = "", action = "", ...args] = interaction.customId.split(":");
  const store = services;
  const loaded = await loadGuildBattle(interaction, store, battleId);
  if (loaded === null) return;
  const version = Number(versionText);
  if (action === FULL_MAP && loaded.state !== null) {
    const entries = await store.battles.turnEntries(battleId, loaded.state.turn - 1);
    const events = turnEvents(entries, loaded.state.turn - 1);
    await interaction.reply(await fullMapReply(loaded.state, events));
    return;
  }
  // Sharing a view shows the battle as it is now, however old the private view was.
  if (action === SHARE) {
    const view = sharedView(loaded, args[0] === "board" ? "board" : "status");
    if (view === null)
      return await interaction.reply(errorReply("The battle has not started yet."));
    return await interaction.reply({ ...view, ephemeral: false });
  }
  const running = loaded.battle.status === "active" && loaded.state !== null;
  // "Give orders" on an older prompt still opens the flow at the battle as it is now.
  const current =
    version === loaded.version ||
    (action === GIVE_ORDERS && running) ||
    (action === "init" && initiativeStillAsked(loaded.state, args[1]));
  if (!current || !running || loaded.state === null) {
    const late = action === TAKE_BACK && running;
    await interaction.reply(errorReply(late ? TOO_LATE : MOVED_ON));
    return;
  }
  const { battle, state } = loaded;
  // Once the step is taken, the clicked prompt keeps its text, loses its buttons and says
  // what was chosen; the next prompt joins it when it is for the clicker alone and asks for
  // orders (whose button opens a private flow, so no later click rewrites this message).
  const answering = (choice: string) => async (reply: Reply, _: number, after: BattleState) => {
    const prompt = decisionPrompt(battle, state, version);
    const answered = answeredPrompt(prompt, interaction.actor, choice);
    // An older message (the start's, above the GM's placements) is answered, not extended.
    const folded =
      pendingDecision(after).kind === "orders" && version === loaded.version
        ? withNextPrompt(answered, reply, interaction.actor)
        : undefined;
    await interaction.update(folded ?? answered);
    if (folded === undefined) await interaction.followUp(reply);
  };
  try {
    if (action === GIVE_ORDERS) return await openOrderFlow(interaction, loaded);
    if (action === ORDER_FLOW) return await continueOrderFlow(interaction, services, loaded, args);
    if (action === TAKE_BACK) return await takeBack(interaction, services, loaded, args[0] ?? "");
    if (action === PUSH_BACK) return await pushBack(interaction, services, loaded, args);
    if (action === "init") {
      const order = initiativeOrder(interaction.actor, loaded, args[0] ?? "");
      const side = safeText(sideNameOf(battle, order.side));
      const first = answering(`${side} moves ${order.moveFirst ? "first" : "second"}`);
      const expectedVersion = loaded.version;
      await submitStep(interaction, store, loaded, order, { expectedVersion, first });
      return;
    }
    if (action === "stay") {
      const [victor = "", enemy = ""] = args;
      const decision = pendingDecision(state);
      if (decision.kind !== "retreat") throw new Refusal(MOVED_ON);
      if (!mayOrder(interaction.actor, battle, victor) && !isGm(interaction.actor, battle)) {
        throw new Refusal(NOT_YOUR_FIGURE);
      }
      const order = retreatOrder(victor, enemy, null, false);
      const first = answering(
        `${safeText(nameOf(state, victor))} doesn't push ${safeText(nameOf(state, enemy))} back`,
      );
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

/** Whether the battle still awaits the initiative choice of the button's turn. */
function initiativeStillAsked(state: BattleState | null, turn: string | undefined): boolean {
  return (
    state !== null && pendingDecision(state).kind === "initiative" && String(state.turn) === turn
  );
}
