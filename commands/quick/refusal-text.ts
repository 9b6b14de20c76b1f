/** The battle service's refusals of a /quick write, in players' words. */
import type { GameRefusal } from "../../src/battles/outcome.ts";
import { battleLimitMessage } from "../limits.ts";

export function quickRefusalText(refusal: GameRefusal): string {
  switch (refusal.code) {
    case "channel-busy":
      return "This channel already has a battle; finish it first or use another channel.";
    case "battle-limit":
      return battleLimitMessage(refusal.limit);
    case "no-battle":
      return "There is no Quick Combat duel in this channel; /quick new opens one.";
    case "not-forming":
      return "The duel has already started.";
    case "not-running":
      return "The duel is not running: it has not started yet, or it is over.";
    case "already-seated":
      return "You already have a seat in this duel.";
    case "no-free-seat":
    case "seat-taken":
      return "Both seats are taken.";
    case "seats-empty":
      return "The duel needs both seats filled.";
    case "gm-only":
      return "Only the player who opened the duel can do that.";
    case "not-your-seat":
    case "unknown-seat":
      return "You have no fighter in this duel.";
    case "not-awaited":
      return "The duel is not waiting for you now; /quick status says whom it waits for.";
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
