/**
 * What the battle service and the handlers need of a game beyond its rules: how many seats it
 * has and what they are called, the set-up for the seats once agreed, which seat an order is
 * for, a computer player, and its wording and pictures. Each game other than MELEE supplies one
 * beside its rules (src/games/<game>/play.ts); the service and the handlers reach a game only
 * through this descriptor and the registry, never through the game's folders.
 */
import type { Dice } from "../dice/dice.ts";
import type { GameRules } from "./game.ts";

/** The options a new battle of the game was opened with (the board, say); the game reads them. */
export type GameOptions = Readonly<Record<string, string | number>>;

export interface GamePlay<Setup, State, Order, Event> {
  readonly rules: GameRules<Setup, State, Order, Event>;
  /** The fewest and most seats a battle of the game may have. */
  readonly seats: { readonly min: number; readonly max: number };
  /** The seats' ids for a battle of `count` seats, in the game's order. */
  seatIds(count: number): string[];
  /** The set-up the seats agreed on (rejected by `rules.start` if the game cannot be played so). */
  setup(seats: readonly string[], options: GameOptions): Setup;
  /** The seat an order is given for: only that seat's player (or the GM) may give it. */
  seatOf(order: Order): string;
  /** The computer player's order for a seat the game waits for. */
  computerOrder(state: State, seat: string, dice: Dice): Order;
  /** The public log's lines for the events of one step, told from the state after it. */
  logLines(state: State, events: readonly Event[]): string[];
  /** The public table under the board (gold, hulls, …): one line each. */
  statusLines(state: State): string[];
  /** The map in words, for the picture's alt text. */
  altText(state: State): string;
  /** The map as a PNG. */
  renderMap(state: State): Promise<Buffer>;
}

/** A descriptor of any game, as the service holds them side by side. */
// biome-ignore lint/suspicious/noExplicitAny: the service treats each game's types as opaque data.
export type AnyGamePlay = GamePlay<any, any, any, any>;
