/** The battle service's refusals (src/battles/outcome.ts) in players' words. */
import type { GameRefusal } from "../../src/battles/outcome.ts";
import { gameTitle } from "../../src/games/registry.ts";
import { battleLimitMessage } from "../limits.ts";

export function gameRefusalText(refusal: GameRefusal): string {
  switch (refusal.code) {
    case "unknown-game":
      return `There is no game "${refusal.game}".`;
    case "unknown-ruleset":
      return `Choose a ruleset of ${refusal.rulesets.join(" or ")}.`;
    case "bad-seat-count":
      return `The game is for ${refusal.min} to ${refusal.max} players.`;
    case "bad-deadline":
      return "A deadline is a whole number of seconds, at least 1.";
    case "battle-limit":
      return battleLimitMessage(refusal.limit);
    case "channel-busy":
      return `This channel already has a ${gameTitle(refusal.game)} battle; finish it first.`;
    case "no-battle":
      return "There is no La Mame's MELEE game in this channel. Open one with /lamame new.";
    case "not-forming":
      return "The game has already started.";
    case "not-running":
      return "The game is not running: it has not started, or it is over.";
    case "paused":
      return "The game is paused; its opener resumes it with /lamame resume.";
    case "not-paused":
      return "The game is not paused.";
    case "unknown-seat":
      return `There is no seat "${refusal.seat}".`;
    case "seat-taken":
      return `The ${refusal.seat} seat is taken.`;
    case "already-seated":
      return `You already hold the ${refusal.seat} seat.`;
    case "no-free-seat":
      return "Every seat is taken.";
    case "seats-empty":
      return `Seats still empty: ${refusal.seats.join(", ")}.`;
    case "gm-only":
      return "Only the player who opened the game can do that.";
    case "not-your-seat":
      return `The ${refusal.seat} seat is not yours.`;
    case "not-awaited":
      return `The game does not wait for ${refusal.seat} now; it waits for ${refusal.awaited.join(", ") || "nobody"}.`;
    case "rules":
      return refusal.reason;
    case "nothing-to-take-back":
      return "You have no order to take back: yours is not the last one logged.";
    case "moved-on":
      return "The game has moved on since.";
  }
}
