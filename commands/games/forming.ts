/**
 * The forming steps the games share (/lamame, /quick, /starship): opening a game (the opener
 * seated at once if the game wants it), taking a seat, the opener's start (empty seats to the
 * computer first, or refused), and the forming board. Each command gives only its wording and
 * refusal text.
 */
import type { GameBattles, GameWrite, LoadedGameBattle } from "../../src/battles/game-battles.ts";
import type { GameOutcome, GameRefusal } from "../../src/battles/outcome.ts";
import type { GameOptions } from "../../src/games/game-play.ts";
import { DISCORD_LIMITS } from "../format/discord-limits.ts";
import { cutLines } from "../format/fit-lines.ts";
import type { Reply } from "../interaction.ts";
import { errorReply } from "../shared/replies.ts";

/** Answers a refusal (privately, in the game's words); the write's value otherwise, else null. */
export type Refused = (outcome: GameOutcome<GameWrite>) => Promise<GameWrite | null>;

/** A command's `Refused`: a refusal is answered privately with `wording`. */
export function refusalAnswerer(
  answer: { reply(reply: Reply): Promise<void> },
  wording: (refusal: GameRefusal) => string,
): Refused {
  return async (outcome) => {
    if (outcome.kind !== "refused") return outcome.value;
    await answer.reply(errorReply(wording(outcome.refusal)));
    return null;
  };
}

/**
 * Opens a game in the channel; with `openerSeat`, the opener takes that seat (or the first free
 * one) at once. The battle's id, or null after a refusal.
 */
export async function openGame(
  games: GameBattles,
  input: Parameters<GameBattles["open"]>[0] & { readonly interactionId: string },
  refused: Refused,
  openerSeat?: { readonly seat?: string; readonly seatOptions?: GameOptions },
): Promise<string | null> {
  const opened = await refused(await games.open(input));
  if (opened === null || openerSeat === undefined) return opened?.battleId ?? null;
  const seated = await refused(
    await games.takeSeat({
      ...openerSeat,
      battleId: opened.battleId,
      playerId: input.gmId,
      interactionId: `${input.interactionId}:seat`,
    }),
  );
  return seated === null ? null : opened.battleId;
}

/** Seats the player (with the seat's own options); the seat taken, or null after a refusal. */
export async function joinSeat(
  games: GameBattles,
  input: {
    readonly battleId: string;
    readonly playerId: string;
    readonly interactionId: string;
    readonly seatOptions?: GameOptions;
  },
  refused: Refused,
): Promise<string | null> {
  if ((await refused(await games.takeSeat(input))) === null) return null;
  const { battle } = await games.load(input.battleId);
  return battle.seats.find((s) => s.playerId === input.playerId)?.id ?? null;
}

/**
 * The opener's start; null after a refusal. Empty seats go to the computer first ("computer"),
 * or the start is refused while any is empty ("refuse").
 */
export async function startGame(
  games: GameBattles,
  input: {
    readonly battleId: string;
    readonly by: string;
    readonly interactionId: string;
    readonly emptySeats: "computer" | "refuse";
  },
  refused: Refused,
): Promise<GameWrite | null> {
  const { battleId, by, interactionId } = input;
  if (input.emptySeats === "computer") {
    const filled = await refused(await games.fillWithComputers({ battleId, by }));
    if (filled === null) return null;
  }
  return refused(await games.start({ battleId, by, interactionId }));
}

/** A forming battle's board: each seat's player, the computer, or empty. */
export function formingReply(loaded: LoadedGameBattle): Reply {
  const seats = loaded.battle.seats.map(
    (s) =>
      `${s.id}: ${s.playerId === null ? (s.computer ? "computer" : "empty") : `<@${s.playerId}>`}`,
  );
  return { content: cutLines(["Forming.", ...seats], DISCORD_LIMITS.content), mentionUserIds: [] };
}
