/**
 * What the channel sees after a /starship step: the log's lines with every roll, the Star Map with
 * alt text, each ship's crew and battery, and who is awaited now, pinged. A defender owes a choice
 * on the other player's turn: their ping carries a Defend button that opens the private prompt.
 */
import type { AwaitedGameSeat, LoadedGameBattle } from "../../src/battles/game-battles.ts";
import {
  renderStarMap,
  shipStatusLines,
  starMapAltText,
  type UrQuanState,
} from "../../src/games/ur-quan/play.ts";
import type { Embed, Reply } from "../interaction.ts";
import { seatName } from "./seats.ts";

/** Discord's limit on an embed's description, less room for the "…" line. */
const DESCRIPTION_ROOM = 3900;
/** The player colours of the map: blue and orange. */
const EMBED_COLOUR = 0x56b4e9;

/** The newest lines that fit, oldest dropped first, so a long computer run stays one message. */
function fitted(lines: readonly string[]): string {
  const kept: string[] = [];
  let size = 0;
  for (const line of [...lines].reverse()) {
    if (size + line.length + 1 > DESCRIPTION_ROOM) {
      kept.unshift("…");
      break;
    }
    kept.unshift(line);
    size += line.length + 1;
  }
  return kept.join("\n");
}

function awaitedLine(state: UrQuanState, awaited: readonly AwaitedGameSeat[]): string {
  const waiting = awaited.map((a) => {
    const who = a.playerId === null ? `${seatName(state, a.seat)} (computer)` : `<@${a.playerId}>`;
    return `${who}: ${a.decision}`;
  });
  return waiting.length === 0 ? "" : `Awaiting ${waiting.join(", ")}.`;
}

function deadlineText(loaded: LoadedGameBattle): string {
  const at = loaded.battle.turnDeadlineAt;
  return at === null ? "" : ` Deadline <t:${Math.floor(at.getTime() / 1000)}:R>, then the default.`;
}

/** The public post after a step: the log, the map and the state of both ships. */
export async function stepPost(
  loaded: LoadedGameBattle,
  lines: readonly string[],
  awaited: readonly AwaitedGameSeat[],
): Promise<Reply> {
  const state = loaded.state as UrQuanState;
  const embed: Embed = {
    title: `The Ur-Quan Legacy: Melee! — turn ${state.turn}`,
    ...(lines.length > 0 ? { description: fitted(lines) } : {}),
    fields: shipStatusLines(state).map((line) => {
      const [name, value] = line.split(": ");
      return { name: name ?? line, value: value ?? "", inline: true };
    }),
    color: EMBED_COLOUR,
  };
  const defender = awaited.find((a) => a.decision === "defence" || a.decision === "dire reflex");
  const pinged = awaited.flatMap((a) => (a.playerId === null ? [] : [a.playerId]));
  return {
    content:
      `${awaitedLine(state, awaited)}${awaited.length > 0 ? deadlineText(loaded) : ""}` ||
      "The duel is over.",
    embeds: [embed],
    files: [
      {
        // One name per step, so local play keeps each map beside the others.
        name: `star-map-${loaded.battle.version}.png`,
        data: await renderStarMap(state),
        description: starMapAltText(state).slice(0, 1024),
      },
    ],
    mentionUserIds: pinged,
    ...(defender !== undefined && defender.playerId !== null
      ? {
          components: [
            {
              kind: "buttons" as const,
              buttons: [
                {
                  customId: `starship:defend:${loaded.battle.id}:${loaded.battle.version}`,
                  label: "Defend",
                  style: "primary" as const,
                },
              ],
            },
          ],
        }
      : {}),
  };
}
