/**
 * Why a MELEE battle write was refused, as data: a code with what a sentence about it needs.
 * The store throws it inside a write (BattleStateError) and the service answers it as a refused
 * outcome (src/battles/melee-battles.ts); nobody below the handlers writes a sentence for players
 * (commands/shared/refusal-text.ts).
 */
import type { BattleState } from "../engine/index.ts";

/** A battle's status as the store keeps it. */
type Status = "forming" | "active" | "paused" | "ended";

export type BattleRefusal =
  /** The channel already has a battle not ended: one at a time per channel or thread. */
  | { readonly code: "channel-busy" }
  /** The server already has `limit` battles not ended. */
  | { readonly code: "battle-limit"; readonly limit: number }
  /**
   * The battle moved on under an order (a stale view, or a lost race) and the order no longer
   * fits: `refusal` is why not, `state` and `version` the battle as it now is.
   */
  | {
      readonly code: "conflict";
      readonly refusal: BattleRefusal;
      readonly state: BattleState | null;
      readonly version: number;
    }
  | { readonly code: "too-few-sides" }
  | { readonly code: "side-ids-repeat" }
  | { readonly code: "bad-deadline" }
  | { readonly code: "bad-figure-key" }
  | { readonly code: "unknown-monster"; readonly monster: string }
  | { readonly code: "figure-key-taken"; readonly figureKey: string }
  | { readonly code: "start-hex-taken" }
  | { readonly code: "figure-of-another-server" }
  /** The figure to enter was deleted (after the handler found it by name). */
  | { readonly code: "figure-gone" }
  | { readonly code: "figure-already-entered"; readonly name: string }
  | { readonly code: "figure-in-another-battle"; readonly name: string }
  /** Slain in an earlier battle (a server manager may restore it: /figure restore). */
  | { readonly code: "figure-dead"; readonly name: string }
  | { readonly code: "unknown-figure-key"; readonly figureKey: string }
  /** Only a scenario's figures the GM still holds may be taken by a player. */
  | { readonly code: "figure-not-takeable"; readonly name: string; readonly ownerId: string | null }
  | { readonly code: "unknown-side"; readonly sideId: string }
  | { readonly code: "has-channel" }
  /** The battle is past forming: started, or over. */
  | { readonly code: "not-forming"; readonly status: Status }
  /** The battle is not taking steps: not started, paused or over. */
  | { readonly code: "not-running"; readonly status: Status }
  | { readonly code: "not-paused" }
  /** A deadline's order found the battle past the decision it was meant for. */
  | { readonly code: "moved-on" }
  /** The rules refused the set-up or a re-rolled step; the reason is the engine's. */
  | { readonly code: "rules"; readonly reason: string }
  | { readonly code: "bad-undo-steps" }
  | { readonly code: "nothing-to-undo" }
  | { readonly code: "too-few-steps"; readonly available: number }
  | { readonly code: "ended-cannot-undo" }
  /** A GM chose steps at a version the battle has left. */
  | { readonly code: "moved-on-since-chosen"; readonly action: "undone" | "re-rolled" }
  | { readonly code: "nothing-to-redo" }
  | { readonly code: "moved-on-since-undo" }
  | { readonly code: "nothing-to-reroll" }
  | { readonly code: "no-dice-to-reroll" }
  | { readonly code: "already-gm" }
  /** A concession ends the battle: more than one other side still fights, so nobody would win. */
  | { readonly code: "concede-among-many" }
  /** The conceding side has no figure still fighting: it is already beaten. */
  | { readonly code: "side-already-out"; readonly sideId: string };

export type BattleRefusalCode = BattleRefusal["code"];
