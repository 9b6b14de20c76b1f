/**
 * La Mame's MELEE as data: the set-up, the state (the fold of the log), orders and events.
 * Secret choices sit sealed in the state until everyone's is in; events never carry a sealed
 * value, and `viewFor` (secrets.ts) hides them from anyone but their owner.
 */
import type { Board } from "./board.ts";
import type { UnitKind } from "./units.ts";

export const RULESETS = ["introductory", "full"] as const;
export type Ruleset = (typeof RULESETS)[number];

export const SEASONS = ["Spring", "Summer", "Fall", "Winter"] as const;

export const ACTION_CARDS = ["tax", "build", "move"] as const;
export type ActionCard = (typeof ACTION_CARDS)[number];

/** Who plays, clockwise from the first; the board defaults to ours for that many players. */
export interface LaMameSetup {
  readonly players: readonly string[];
  readonly board?: Board;
}

export interface Unit {
  readonly kind: UnitKind;
  owner: string;
  area: string;
  /** A soldier that has moved or attacked, or a catapult captured, in this action. */
  spent: boolean;
}

export interface PlayerState {
  readonly id: string;
  gold: number;
  /** Units not on the board: never built, destroyed or captured back. */
  supply: Record<UnitKind, number>;
  abilities: string[];
}

/** An ability card on offer in the full game's initial build, with its open bid if any. */
export interface Offer {
  readonly card: string;
  bidder: string | null;
  bid: number;
}

/** An attack under way: who attacks where, and its sealed gold until the defender has guessed. */
export interface Attack {
  readonly attacker: string;
  readonly defender: string;
  readonly from: string;
  readonly to: string;
  readonly unit: "knight" | "soldier";
  /** The attacker's sealed gold, or null until given. */
  gold: number | null;
  /** How many guesses the defender makes this round. */
  guesses: number;
}

export type Phase =
  | { kind: "initial-build"; turn: string; passed: string[]; offers: Offer[] }
  | { kind: "start-bid"; sealed: Record<string, number> }
  | { kind: "choose-start"; chooser: string }
  | { kind: "choose-actions"; sealed: Record<string, ActionCard[]> }
  | {
      kind: "actions";
      order: string[];
      /** Whose turn, as an index into `order`. */
      index: number;
      /** Each player's revealed cards, in the order they take them. */
      cards: Record<string, ActionCard[]>;
      /** Which of the current player's cards is being taken. */
      step: number;
      attack: Attack | null;
    }
  | { kind: "over"; winners: string[]; reason: "castle" | "areas" };

export interface LaMameState {
  readonly ruleset: Ruleset;
  readonly board: Board;
  /** Clockwise from seat 0; seat i owns the castle with castleOf i. */
  players: PlayerState[];
  /** Who holds the start player card. */
  startPlayer: string;
  /** 0 Spring … 3 Winter. */
  season: number;
  units: Unit[];
  phase: Phase;
}

export type LaMameOrder =
  | { type: "build"; by: string; unit: UnitKind; area: string }
  | { type: "bid-ability"; by: string; card: string; gold: number }
  | { type: "pass"; by: string }
  | { type: "start-bid"; by: string; gold: number }
  | { type: "choose-start"; by: string; start: string }
  | { type: "pick-actions"; by: string; cards: ActionCard[] }
  | { type: "move"; by: string; from: string; unit: "knight" | "soldier"; path: string[] }
  | { type: "attack"; by: string; from: string; unit: "knight" | "soldier"; to: string }
  | { type: "attack-gold"; by: string; gold: number }
  | { type: "guess"; by: string; guesses: number[] }
  | { type: "withdraw"; by: string }
  | { type: "fire"; by: string; from: string; target: string }
  | { type: "end-action"; by: string };

/** What happened, for the log; a sealed choice appears only as "sealed" until its reveal. */
export type LaMameEvent =
  | { type: "started"; startPlayer: string; offered: string[] }
  | { type: "built"; player: string; unit: UnitKind; area: string; cost: number }
  | { type: "ability-bid"; player: string; card: string; gold: number; refunded: string | null }
  | { type: "passed"; player: string }
  | { type: "ability-won"; player: string; card: string; gold: number }
  | { type: "ability-discarded"; card: string }
  | { type: "season"; season: number }
  | { type: "sealed"; player: string; what: "start bid" | "actions" | "attack gold" }
  | { type: "start-bids-revealed"; bids: Record<string, number>; winner: string; paid: number }
  | { type: "start-chosen"; chooser: string; start: string }
  | { type: "actions-revealed"; player: string; cards: ActionCard[] }
  | { type: "taxed"; player: string; gold: number }
  | { type: "turn-skipped"; player: string }
  | { type: "moved"; player: string; unit: UnitKind; path: string[] }
  | {
      type: "attack-declared";
      attacker: string;
      defender: string;
      from: string;
      to: string;
      unit: UnitKind;
      guesses: number;
    }
  | { type: "attack-resolved"; attacker: string; gold: number; guesses: number[]; hit: boolean }
  | { type: "destroyed"; owner: string; unit: UnitKind; area: string }
  | { type: "captured"; by: string; from: string; unit: UnitKind; area: string; swapped: boolean }
  | { type: "castle-taken"; by: string; from: string; area: string }
  | { type: "area-taken"; by: string; area: string }
  | { type: "withdrew"; attacker: string; to: string }
  | { type: "fired"; player: string; from: string; target: string }
  | { type: "gold"; player: string; gold: number; why: "plunder" | "ransom" | "war chest" }
  | { type: "income"; gains: Record<string, number> }
  | {
      type: "game-over";
      winners: string[];
      reason: "castle" | "areas";
      areas: Record<string, number>;
    };
