/**
 * Forced retreat by clicks: the prompt numbers the legal retreat hexes as on its preview map
 * (`battle:<id>:<version>:rt:<victor>:<enemy>:<n>`); a number asks the victor privately whether
 * to advance into the hex the enemy leaves or stay (`…:<n>:a` or `…:<n>:s`), or to advance and
 * turn (`…:<n>:a<direction>`: MELEE: FORCED RETREAT lets the victor face any way as it advances),
 * which submits the retreat like /battle retreat.
 */
import {
  type BattleState,
  DIRECTIONS,
  type Direction,
  formatDirection,
  formatHex,
  isDirection,
  legalRetreatHexes,
  pendingDecision,
  type RetreatRight,
} from "../../src/engine/index.ts";
import { renderMapInWorker } from "../../src/render/map-worker/render-in-worker.ts";
import type { LoadedBattle } from "../../src/store/battle-types.ts";
import { safeText } from "../format/safe-text.ts";
import type { Button, ComponentInteraction, FileAttachment, Reply } from "../interaction.ts";
import type { Services } from "../services.ts";
import { isGm, mayOrder, NOT_YOUR_FIGURE, nameOf } from "../shared/channel-battle.ts";
import { buttonId } from "./flow.ts";
import { Refusal, retreatOrder } from "./orders.ts";
import { MOVED_ON, submitStep } from "./submit.ts";

export const PUSH_BACK = "rt";

/** "1 · push Wulf to E7", one per legal hex, numbered as on the preview. */
export function retreatHexButtons(
  battleId: string,
  version: number,
  state: BattleState,
  right: RetreatRight,
): Button[] {
  const enemy = nameOf(state, right.enemy);
  return legalRetreatHexes(state, right).map((hex, i) => ({
    customId: buttonId(battleId, version, PUSH_BACK, right.victor, right.enemy, String(i + 1)),
    label: `${i + 1} · push ${enemy} to ${formatHex(hex)}`.slice(0, 80),
    style: "primary" as const,
  }));
}

/** One preview per pending right (the numbers are that right's), as files for the prompt. */
export async function retreatPreviewFiles(state: BattleState): Promise<FileAttachment[]> {
  const decision = pendingDecision(state);
  if (decision.kind !== "retreat") return [];
  return Promise.all(
    decision.rights.slice(0, 4).map(async (right, i) => {
      const hexes = legalRetreatHexes(state, right)
        .map((h, n) => `${n + 1} ${formatHex(h)}`)
        .join(", ");
      const description = `Retreat preview: where ${nameOf(state, right.victor)} may push ${nameOf(state, right.enemy)} back, numbered: ${hexes || "nowhere"}.`;
      const data = await renderMapInWorker(state, [], {
        kind: "preview",
        plan: { kind: "retreat", right },
      });
      return { name: `retreat-${i + 1}.png`, data, description: description.slice(0, 1024) };
    }),
  );
}

/** A click on a number, or on Advance or Stay after it. */
export async function pushBack(
  interaction: ComponentInteraction,
  services: Services,
  loaded: LoadedBattle,
  args: readonly string[],
): Promise<void> {
  const [victor = "", enemy = "", number = "", choice = ""] = args;
  const state = loaded.state as BattleState;
  const decision = pendingDecision(state);
  const right =
    decision.kind === "retreat"
      ? decision.rights.find((r) => r.victor === victor && r.enemy === enemy)
      : undefined;
  const hex = right === undefined ? undefined : legalRetreatHexes(state, right)[Number(number) - 1];
  if (right === undefined || hex === undefined) throw new Refusal(MOVED_ON);
  if (
    !mayOrder(interaction.actor, loaded.battle, victor) &&
    !isGm(interaction.actor, loaded.battle)
  )
    throw new Refusal(NOT_YOUR_FIGURE);
  const victorName = safeText(nameOf(state, victor));
  const where = `${safeText(nameOf(state, enemy))} back to ${formatHex(hex)}`;
  const turnTo = choice.startsWith("a") ? Number(choice.slice(1) || Number.NaN) : Number.NaN;
  const facing: Direction | undefined = isDirection(turnTo) ? turnTo : undefined;
  if (choice !== "a" && choice !== "s" && facing === undefined) {
    const id = (c: string) =>
      buttonId(loaded.battle.id, loaded.version, PUSH_BACK, victor, enemy, number, c);
    const current = state.figures.find((f) => f.id === victor)?.facing;
    const turns: Button[] = DIRECTIONS.flatMap((_, d) =>
      d === current || !isDirection(d)
        ? []
        : [
            {
              customId: id(`a${d}`),
              label: `Advance, face ${formatDirection(d)}`,
              style: "secondary",
            },
          ],
    );
    await interaction.reply({
      content: `${victorName} pushes ${where}. Does ${victorName} advance into the hex left empty (facing as now, or turning), or stay?`,
      components: [
        {
          kind: "buttons",
          buttons: [
            { customId: id("a"), label: "Advance", style: "primary" },
            { customId: id("s"), label: "Stay", style: "secondary" },
          ],
        },
        { kind: "buttons", buttons: turns.slice(0, 3) },
        { kind: "buttons", buttons: turns.slice(3) },
      ],
      ephemeral: true,
    });
    return;
  }
  const advance = choice !== "s";
  const turned = facing === undefined ? "" : `, facing ${formatDirection(facing)}`;
  const first = async (reply: Reply) => {
    await interaction.update({
      content: `✔ ${victorName} pushes ${where}${advance ? ` and advances${turned}` : " and stays"}.`,
      components: [],
    });
    await interaction.followUp(reply);
  };
  await submitStep(
    interaction,
    services,
    loaded,
    retreatOrder(victor, enemy, hex, advance, facing),
    {
      expectedVersion: loaded.version,
      first,
    },
  );
}
