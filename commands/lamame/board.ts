/** The public board of a La Mame's MELEE game, with a button for the awaited players to choose privately. */
import type { GameBattles, GameWrite, LoadedGameBattle } from "../../src/battles/game-battles.ts";
import { DISCORD_LIMITS } from "../format/discord-limits.ts";
import { cutLines } from "../format/fit-lines.ts";
import { gameStepLines } from "../games/step-lines.ts";
import type { ComponentRow, Reply } from "../interaction.ts";
import { choiceId, OPEN } from "./choose.ts";

/** The board for everyone: what just happened, the gold table, whose turn, and the map with alt text. */
export async function boardReply(
  loaded: LoadedGameBattle,
  games: GameBattles,
  happened: readonly string[] = [],
): Promise<Reply> {
  const lines = [...happened];
  if (loaded.state === null) {
    const seats = loaded.battle.seats.map(
      (s) =>
        `${s.id}: ${s.playerId === null ? (s.computer ? "computer" : "empty") : `<@${s.playerId}>`}`,
    );
    return {
      content: cutLines(["Forming.", ...seats], DISCORD_LIMITS.content),
      mentionUserIds: [],
    };
  }
  lines.push(`Gold: ${loaded.play.statusLines(loaded.state).join(", ")}`);
  const result = loaded.play.rules.result(loaded.state);
  const awaited = await games.awaited(loaded.battle.id);
  if (result !== null) lines.push(`Game over: ${result.winners.join(", ")} wins.`);
  else
    lines.push(
      `Waiting for: ${awaited.map((a) => `${a.seat}${a.playerId === null ? "" : ` (<@${a.playerId}>)`}, ${a.decision}`).join("; ")}`,
    );
  const pings = awaited.flatMap((a) => (a.playerId === null ? [] : [a.playerId]));
  return {
    content: cutLines(lines, DISCORD_LIMITS.content),
    files: [
      {
        // One name per step, so local play keeps each map beside the others.
        name: `la-mame-map-${loaded.battle.version}.png`,
        data: await loaded.play.renderMap(loaded.state),
        description: loaded.play.altText(loaded.state).slice(0, DISCORD_LIMITS.fileDescription),
      },
    ],
    ...(pings.length === 0 ? {} : { components: [chooseButton(loaded)] }),
    mentionUserIds: pings,
  };
}

/** The public board's button: each awaited player opens their own private menu with it. */
function chooseButton(loaded: LoadedGameBattle): ComponentRow {
  return {
    kind: "buttons",
    buttons: [
      {
        customId: choiceId(loaded.battle.id, "-", OPEN),
        label: "Choose privately",
        style: "primary",
      },
    ],
  };
}

/** The board after a write, opening with what the write did. */
export async function boardAfter(games: GameBattles, write: GameWrite): Promise<Reply> {
  const loaded = await games.load(write.battleId);
  return boardReply(loaded, games, gameStepLines(loaded, write.steps));
}
