/**
 * The turn post's picture: the landscape crop of the action (readable on a phone), with the
 * roster and the key as embed text beside it; and the board's "Full map" button, which answers
 * the clicker privately with the whole arena. The button sits on the board because the board is
 * rebuilt at every step: on the turn post, answering the prompt riding there would remove it.
 */
import type { BattleEvent, BattleState } from "../../src/engine/index.ts";
import { describeMapForAltText } from "../../src/render/map/alt-text.ts";
import { fullViewport } from "../../src/render/map/layout.ts";
import { legendLines, rosterLines } from "../../src/render/map/roster-text.ts";
import { turnCropLayout } from "../../src/render/map/turn-crop.ts";
import { renderMapInWorker } from "../../src/render/map-worker/render-in-worker.ts";
import type { BattleSummary } from "../../src/store/battle-types.ts";
import { DISCORD_LIMITS } from "../format/discord-limits.ts";
import { cutLines } from "../format/fit-lines.ts";
import { safeText } from "../format/safe-text.ts";
import type { Button, Embed, FileAttachment, Reply } from "../interaction.ts";
import { sideNameOf } from "../shared/channel-battle.ts";
import { buttonId } from "./flow.ts";
import { LOG_COLOR } from "./log-embeds.ts";

export const FULL_MAP = "map";

export function fullMapButton(battleId: string, version: number): Button {
  return { customId: buttonId(battleId, version, FULL_MAP), label: "Full map", style: "secondary" };
}

/** The crop as a file; its alt text says which part of the arena it shows. */
export async function turnCropFile(
  state: BattleState,
  events: readonly BattleEvent[],
): Promise<FileAttachment> {
  const data = await renderMapInWorker(state, events, { kind: "turn-crop" });
  const { view } = turnCropLayout(state, { events });
  return {
    name: `turn-${state.turn}.png`,
    data,
    description: describeMapForAltText(state, {}, view),
  };
}

/**
 * The crop after a push-back (MELEE: FORCED RETREAT), beside the next prompt: the turn's map was
 * drawn before it, so without this the players would not see where the retreat left everyone.
 */
export async function pushedBackFile(
  state: BattleState,
  events: readonly BattleEvent[],
): Promise<FileAttachment> {
  return { ...(await turnCropFile(state, events)), name: "pushed-back.png" };
}

/** The roster and the key as one embed (cut, saying how much, past an embed's limit). */
function rosterEmbed(battle: BattleSummary, state: BattleState): Embed {
  const sideNames = Object.fromEntries(state.sides.map((s) => [s.id, sideNameOf(battle, s.id)]));
  const lines = [...rosterLines(state, { sideNames }), "", ...legendLines(state)].map(safeText);
  return {
    title: "On the map",
    description: cutLines(lines, DISCORD_LIMITS.description),
    color: LOG_COLOR,
  };
}

function embedsLength(embeds: readonly Embed[]): number {
  return embeds.reduce(
    (sum, e) =>
      sum + (e.title?.length ?? 0) + (e.description?.length ?? 0) + (e.footer?.length ?? 0),
    0,
  );
}

/**
 * The turn's messages with the crop and the roster on the first; when the roster does not fit
 * beside the log there, it gets a message of its own.
 */
export async function withTurnMap(
  battle: BattleSummary,
  state: BattleState,
  events: readonly BattleEvent[],
  [first, ...more]: readonly Reply[],
): Promise<Reply[]> {
  const files = [await turnCropFile(state, events)];
  const embeds = first?.embeds ?? [];
  const roster = rosterEmbed(battle, state);
  const fits =
    embeds.length < DISCORD_LIMITS.embeds &&
    embedsLength([...embeds, roster]) <= DISCORD_LIMITS.embedTotal;
  if (fits) return [{ ...first, embeds: [...embeds, roster], files }, ...more];
  return [{ ...first, files }, { embeds: [roster] }, ...more];
}

/** "Full map": the whole arena as it stands, with last turn's marks, for the clicker alone. */
export async function fullMapReply(
  state: BattleState,
  events: readonly BattleEvent[],
): Promise<Reply> {
  const data = await renderMapInWorker(state, events, { kind: "map", crop: "full" });
  const description = describeMapForAltText(state, {}, fullViewport(state.arena));
  return {
    content: `The whole arena, turn ${state.turn}.`,
    files: [{ name: `arena-turn-${state.turn}.png`, data, description }],
    ephemeral: true,
  };
}
