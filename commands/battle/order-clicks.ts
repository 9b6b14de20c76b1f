/**
 * The clicks of the private order flow (order-flow.ts): "Give orders" opens it, each step shows
 * the next, Confirm submits through the same path as /battle order, and "Take back" lets the
 * figure's owner withdraw that order while nothing later is logged.
 */

import { isStep } from "../../src/store/battle-log.ts";
import type { LoadedBattle } from "../../src/store/battle-types.ts";
import { safeText } from "../format/safe-text.ts";
import type { ComponentInteraction, Reply } from "../interaction.ts";
import type { Services } from "../services.ts";
import { mayOrder, NOT_YOUR_FIGURE, nameOf, written } from "../shared/channel-battle.ts";
import { buttonId, decisionPrompt } from "./flow.ts";
import { filled, parseDraft } from "./order-draft.ts";
import {
  CHOICE_NOT_OPEN,
  describeDraft,
  draftOrder,
  isDraftOpen,
  myAwaitedFigures,
  orderScreen,
} from "./order-flow.ts";
import { Refusal } from "./orders.ts";
import { ALREADY_DONE, MOVED_ON, submitStep } from "./submit.ts";

export const TAKE_BACK = "tb";
export const NONE_OF_YOURS = "None of the figures awaiting orders is yours.";
export const TOO_LATE = "Too late to take it back: something was logged after that order.";

/** "Give orders" on a prompt: the flow opens privately for the clicking player's figures. */
export async function openOrderFlow(
  interaction: ComponentInteraction,
  loaded: LoadedBattle,
): Promise<void> {
  const figures = myAwaitedFigures(interaction.actor, loaded);
  if (figures.length === 0) throw new Refusal(NONE_OF_YOURS);
  await interaction.reply(await orderScreen(loaded, figures, {}));
}

/** A click inside the flow: `args` are the custom id's fields after `o`. */
export async function continueOrderFlow(
  interaction: ComponentInteraction,
  services: Services,
  loaded: LoadedBattle,
  args: readonly string[],
): Promise<void> {
  const { step, draft: given } = parseDraft(args);
  const figures = myAwaitedFigures(interaction.actor, loaded);
  if (given.figure !== undefined && !figures.includes(given.figure)) {
    throw new Refusal(
      mayOrder(interaction.actor, loaded.battle, given.figure) ? MOVED_ON : NOT_YOUR_FIGURE,
    );
  }
  if (figures.length === 0) throw new Refusal(NONE_OF_YOURS);
  if (step === "x") {
    await interaction.update({ content: "Cancelled: no order was given.", components: [] });
    return;
  }
  const state = loaded.state;
  const draft = step.startsWith("f") ? filled(given, step, interaction.values[0] ?? "") : given;
  if (state === null || !isDraftOpen(state, figures, draft)) throw new Refusal(CHOICE_NOT_OPEN);
  if (step !== "ok") {
    const page = step.startsWith("p") ? Number(step.slice(1)) || 0 : 0;
    await interaction.update(await orderScreen(loaded, figures, draft, page));
    return;
  }
  const order = draftOrder(state, given);
  if (order === undefined) throw new Refusal(MOVED_ON);
  const said = describeDraft(state, given);
  const first = async (reply: Reply, version: number) => {
    const more = myAwaitedFigures(interaction.actor, await services.battles.load(loaded.battle.id));
    await interaction.update({
      content: `✔ Order given. ${said}`,
      components: [
        {
          kind: "buttons",
          buttons: [
            {
              customId: buttonId(loaded.battle.id, version, TAKE_BACK, order.figure),
              label: "Take back",
              style: "secondary",
            },
            ...(more.length === 0
              ? []
              : [
                  {
                    customId: buttonId(loaded.battle.id, version, "give"),
                    label: "Next figure",
                    style: "primary" as const,
                  },
                ]),
          ],
        },
      ],
    });
    await interaction.followUp(reply);
  };
  await submitStep(interaction, services, loaded, order, {
    expectedVersion: loaded.version,
    first,
  });
}

/**
 * "Take back": the figure's owner (or the GM) withdraws its last order, while it is the newest
 * step of the log and rolled no dice (once dice are seen, only the GM's undo takes a step back).
 * Logged as an undo by that player, like the GM's.
 */
export async function takeBack(
  interaction: ComponentInteraction,
  services: Services,
  loaded: LoadedBattle,
  figure: string,
): Promise<void> {
  if (!mayOrder(interaction.actor, loaded.battle, figure)) throw new Refusal(NOT_YOUR_FIGURE);
  const last = (await services.battles.log(loaded.battle.id)).entries.filter(isStep).at(-1);
  const order = last?.order;
  if (order?.type !== "move" || order.figure !== figure || (last?.faces.length ?? 0) > 0) {
    throw new Refusal(TOO_LATE);
  }
  const undone = await written(
    interaction,
    await services.battles.undo({
      battleId: loaded.battle.id,
      steps: 1,
      gmId: interaction.actor.id,
      reason: `taken back by ${interaction.actor.displayName}`,
      interactionId: interaction.interactionId,
      atVersion: loaded.version,
    }),
  );
  if (undone === null) return;
  if (undone.kind === "duplicate") throw new Refusal(ALREADY_DONE);
  const name = safeText(loaded.state === null ? figure : nameOf(loaded.state, figure));
  await interaction.update({
    content: `↩ Taken back: ${name}'s order. Give it again below.`,
    components: [],
  });
  const fresh = await services.battles.load(loaded.battle.id);
  const prompt = decisionPrompt(fresh.battle, undone.value.state, undone.value.version);
  const line = `↩ ${safeText(interaction.actor.displayName)} took back ${name}'s order.`;
  await interaction.followUp({ ...prompt, content: `${line}\n${prompt.content ?? ""}`.trim() });
}
