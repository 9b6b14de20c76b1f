/**
 * A legal order for another game, as its player would give it: for a seat the game waits for,
 * an order from the game's legal-order list (La Mame's MELEE's and Quick Combat's choices) or,
 * for The Ur-Quan Legacy (which keeps none), the computer captain's order, always a legal one;
 * typed as /lamame or /quick order text, or as the /starship subcommand and options that give it.
 * The hostile generator asks for one now and then, so a fair share of those calls is accepted.
 */

import type { OptionValue } from "../../commands/interaction.ts";
import { laMameOrderWords } from "../../commands/lamame/order-words.ts";
import type { PublicStep } from "../../src/battles/game-log-entries.ts";
import { SeededDice } from "../../src/dice/dice.ts";
import { LA_MAME_PLAY, laMameChoices } from "../../src/games/la-mame/play.ts";
import {
  orderWords,
  QUICK_COMBAT_PLAY,
  type QuickState,
  quickChoices,
} from "../../src/games/quick-combat/play.ts";
import { UR_QUAN_PLAY, type UrQuanOrder, type UrQuanState } from "../../src/games/ur-quan/play.ts";
import { GUILD } from "../commands/fake-interaction.ts";
import { ACTORS, type ArenaWorld } from "./arena-world.ts";
import type { HostileCall } from "./hostile-calls.ts";

type Given = Pick<HostileCall, "subcommand" | "options">;

/** The /starship subcommand and options that give `order`. */
function starshipInput(order: UrQuanOrder): Given {
  const hex = (h: { col: number; row: number }) => `${h.col},${h.row}`;
  switch (order.type) {
    case "fleet":
      return { subcommand: "fleet", options: { ships: order.ships.join(", ") } };
    case "choose-order":
      return {
        subcommand: "first",
        options: { who: order.first === order.by ? "me" : "opponent" },
      };
    case "asteroid":
      return { subcommand: "asteroid", options: { hex: hex(order.hex) } };
    case "place":
      return {
        subcommand: "place",
        options: { ship: order.ship, hex: hex(order.hex), facing: order.facing },
      };
    case "ambush":
    case "end":
      return { subcommand: order.type, options: {} };
    case "forward":
      return { subcommand: "move", options: { hexes: order.hexes ?? 1 } };
    case "turn":
      return { subcommand: "turn", options: { side: order.side, times: order.times ?? 1 } };
    case "fire": {
      const options: Record<string, OptionValue> = { weapon: order.slot };
      if (order.hex !== undefined) options.hex = hex(order.hex);
      return { subcommand: "fire", options };
    }
    case "defend":
    case "dire":
      return { subcommand: "defend", options: { with: order.choice } };
  }
}

/** The nth of a list, wrapping; undefined for an empty list. */
const nth = <T>(list: readonly T[], n: number): T | undefined => list[n % list.length];

/** How `pick` gives a legal order for `seat` in each game, by the game's id. */
const LEGAL: Readonly<
  Record<string, (state: unknown, seat: string, pick: number) => Given | null>
> = {
  [LA_MAME_PLAY.rules.id]: (state, seat, pick) => {
    const choice = nth(laMameChoices(state as Parameters<typeof laMameChoices>[0], seat), pick);
    return choice === undefined
      ? null
      : { subcommand: "order", options: { text: laMameOrderWords(choice.order) } };
  },
  [QUICK_COMBAT_PLAY.rules.id]: (state, seat, pick) => {
    const order = nth(quickChoices(state as QuickState, seat), pick);
    return order === undefined
      ? null
      : { subcommand: "order", options: { text: orderWords(order) } };
  },
  [UR_QUAN_PLAY.rules.id]: (state, seat, pick) =>
    starshipInput(UR_QUAN_PLAY.computerOrder(state as UrQuanState, seat, new SeededDice(pick))),
};

/**
 * The call with a legal order in place of its own when it asks for one (`legalOrder`) and its
 * game waits for a player's seat; the call as it is otherwise.
 */
export async function withLegalOrder(world: ArenaWorld, call: HostileCall): Promise<HostileCall> {
  if (call.legalOrder === undefined || call.elsewhere) return call;
  const games = world.services.games;
  const loaded = await games.battleIn(GUILD, world.channelFor(call.commandName));
  const legal = loaded === null ? undefined : LEGAL[loaded.battle.game];
  if (loaded === null || legal === undefined || loaded.state === null) return call;
  const seats = (await games.awaited(loaded.battle.id)).filter((a) => a.playerId !== null);
  const awaited = nth(seats, call.legalOrder);
  const actor = ACTORS.find((a) => a.id === awaited?.playerId);
  if (awaited === undefined || actor === undefined) return call;
  const given = legal(loaded.state, awaited.seat, call.legalOrder);
  return given === null ? call : { ...call, ...given, actor };
}

/** The public log of the other game a call meets in its channel; empty for none. */
export async function gameLogOf(world: ArenaWorld, call: HostileCall): Promise<PublicStep[]> {
  if (call.elsewhere) return [];
  const games = world.services.games;
  const loaded = await games.battleIn(GUILD, world.channelFor(call.commandName));
  return loaded === null ? [] : games.publicLog(loaded.battle.id);
}

/**
 * Whether what the log gained is only sealed orders: such an order is confirmed privately (its
 * content is its player's secret until the reveal), so a private answer may change the battle.
 */
export function onlySealedOrders(before: readonly PublicStep[], after: readonly PublicStep[]) {
  const gained = after.slice(before.length);
  return gained.length > 0 && gained.every((s) => s.kind === "order" && s.order === null);
}
