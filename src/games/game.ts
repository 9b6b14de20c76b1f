/**
 * The seam between the battle service and a game's rules. A game module is pure rules, in the
 * shape of boardgame.io's Game: a set-up, one reducer for orders, and what the game waits for.
 * The service stores a battle as its set-up, the faces of its opening roll and each accepted order
 * with the faces that order rolled; folding that log through the module gives the state back.
 * Nothing here knows of Discord, the store, pictures or the clock; all chance comes through Dice.
 */
import type { Dice } from "../dice/dice.ts";

/** Who is expected to act now. A seat is whatever the game's players control: a figure, a ship, a player. */
export interface AwaitedSeat {
  /** The seat's id, as the game's set-up names it. */
  readonly seat: string;
  /** What the game waits for from that seat, in the game's own words (e.g. "order", "bid"). */
  readonly decision: string;
}

/** How a finished game ended: the seats (or sides) that won, none for a draw. */
export interface GameResult {
  readonly winners: readonly string[];
}

/** A state with the events that led to it, as a reducer returns them. */
export interface Step<State, Event> {
  readonly state: State;
  readonly events: readonly Event[];
}

/** One game's rules. Every method is pure: equal inputs and dice give equal outputs. */
export interface GameRules<Setup, State, Order, Event> {
  /** The id stored with each battle ("melee", "ur-quan", "la-mame"); it never changes. */
  readonly id: string;
  /** The game's name as players know it. */
  readonly title: string;
  /** The rulesets a battle of this game may choose; the first is the default. */
  readonly rulesets: readonly string[];
  /** The opening state of an agreed set-up (it may roll, e.g. for who goes first). */
  start(setup: Setup, ruleset: string, dice: Dice): Step<State, Event>;
  /**
   * A set-up read back from a stored log, with what a field absent from logs written before it
   * existed stands for; a game whose set-up never gained a field leaves it out.
   */
  storedSetup?(setup: Setup): Setup;
  /**
   * Applies one order. An order the rules refuse throws the game's own error (an Error whose
   * message a player can read) and changes nothing.
   */
  apply(state: State, order: Order, dice: Dice): Step<State, Event>;
  /** The seats the game waits for now; empty once it has ended. */
  awaiting(state: State): readonly AwaitedSeat[];
  /** The result once the game has ended, or null while it goes on. */
  result(state: State): GameResult | null;
  /**
   * The state as one seat may see it, sealed choices not its own hidden; null views as nobody
   * (the public, a GM). A game without secrets leaves it out and every seat sees the state.
   */
  viewFor?(state: State, seat: string | null): unknown;
  /** Whether an order carries a sealed value, never shown in a public read before the game reveals it. */
  isSealedOrder?(order: Order): boolean;
  /** The order a deadline gives a seat the game waits for that has not answered. */
  defaultOrder?(state: State, seat: string): Order;
}

/** A game's stored record: its set-up and ruleset, the opening faces, and each order with its faces. */
export interface GameLog<Setup, Order> {
  readonly setup: Setup;
  readonly ruleset: string;
  readonly openingFaces: readonly number[];
  readonly orders: readonly { readonly order: Order; readonly faces: readonly number[] }[];
}
