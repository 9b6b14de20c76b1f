/**
 * The battle service's refusals of a two-seat duel's write (/quick, /starship) in players' words:
 * one table, each command giving only the words that differ.
 */
import type { GameRefusal } from "../../src/battles/outcome.ts";
import { battleLimitMessage } from "../limits.ts";

export interface DuelWording {
  /** The command, as typed: "/quick". */
  readonly command: string;
  /** What a battle of the game is called: "Quick Combat duel". */
  readonly duel: string;
  /** Who opened it: "player". */
  readonly opener: string;
  /** What a seat plays with: "fighter". */
  readonly piece: string;
  readonly channelBusy: (game: string) => string;
  readonly seatsEmpty: string;
  readonly notAwaited: string;
}

export function duelRefusalText(wording: DuelWording, refusal: GameRefusal): string {
  switch (refusal.code) {
    case "channel-busy":
      return wording.channelBusy(refusal.game);
    case "battle-limit":
      return battleLimitMessage(refusal.limit);
    case "no-battle":
      return `There is no ${wording.duel} in this channel; ${wording.command} new opens one.`;
    case "not-forming":
      return "The duel has already started.";
    case "not-running":
      return "The duel is not running: it has not started yet, or it is over.";
    case "paused":
      return `The duel is paused; the ${wording.opener} who opened it resumes it with ${wording.command} resume.`;
    case "not-paused":
      return "The duel is not paused.";
    case "already-seated":
      return "You already have a seat in this duel.";
    case "no-free-seat":
    case "seat-taken":
      return "Both seats are taken.";
    case "seats-empty":
      return wording.seatsEmpty;
    case "gm-only":
      return `Only the ${wording.opener} who opened the duel can do that.`;
    case "not-your-seat":
    case "unknown-seat":
      return `You have no ${wording.piece} in this duel.`;
    case "not-awaited":
      return wording.notAwaited;
    case "rules":
      return refusal.reason;
    case "nothing-to-take-back":
      return "You have nothing to take back.";
    case "moved-on":
      return "The duel has moved on; that is already done.";
    case "unknown-game":
    case "unknown-ruleset":
    case "bad-seat-count":
    case "bad-deadline":
      return "That duel cannot be opened with these settings.";
  }
}
