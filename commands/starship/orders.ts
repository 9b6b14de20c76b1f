/**
 * The order a /starship subcommand gives, for the actor's seat, from its options and the state as
 * that seat sees it. What the rules then refuse (a hex out of reach, a weapon out of arc) they
 * word themselves; this only reads what was typed.
 */
import type { Facing, UrQuanOrder, UrQuanState } from "../../src/games/ur-quan/play.ts";
import type { Options } from "../interaction.ts";
import { type Read, readHex, readShip } from "./words.ts";

/** The subcommands that give an order, and none other. */
export const ORDER_SUBCOMMANDS = [
  "first",
  "asteroid",
  "place",
  "ambush",
  "move",
  "turn",
  "fire",
  "end",
  "defend",
] as const;

export type OrderSubcommand = (typeof ORDER_SUBCOMMANDS)[number];

export function isOrderSubcommand(name: string | undefined): name is OrderSubcommand {
  return (ORDER_SUBCOMMANDS as readonly string[]).includes(name ?? "");
}

const given = (order: UrQuanOrder): Read<UrQuanOrder> => ({ ok: true, value: order });

/** The answer to an attack: Pilot or Reflex first; after a failed Pilot roll, Dire Reflex or the hit. */
export function defenceOrder(state: UrQuanState, by: string, choice: string): Read<UrQuanOrder> {
  const phase = state.phase;
  if (phase.kind !== "defence")
    return { ok: false, problem: "No attack on your ship waits for an answer." };
  if (phase.pending.stage === "dire") {
    if (choice === "pilot")
      return {
        ok: false,
        problem: "Your Pilot roll failed: choose reflex (Dire Reflex) or take the hit.",
      };
    return given({ type: "dire", by, choice: choice === "reflex" ? "reflex" : "take" });
  }
  if (choice === "take")
    return {
      ok: false,
      problem:
        "Roll your Pilot Die or a Reflex first; you may take the hit only after a failed Pilot roll.",
    };
  return given({ type: "defend", by, choice: choice === "reflex" ? "reflex" : "pilot" });
}

export function orderFrom(
  subcommand: OrderSubcommand,
  options: Options,
  state: UrQuanState,
  by: string,
): Read<UrQuanOrder> {
  switch (subcommand) {
    case "first": {
      const other = state.players.find((p) => p.id !== by)?.id ?? by;
      return given({
        type: "choose-order",
        by,
        first: options.getString("who") === "opponent" ? other : by,
      });
    }
    case "asteroid": {
      const hex = readHex(options.getString("hex") ?? "");
      return hex.ok ? given({ type: "asteroid", by, hex: hex.value }) : hex;
    }
    case "place": {
      const ship = readShip(options.getString("ship") ?? "");
      if (!ship.ok) return ship;
      const hex = readHex(options.getString("hex") ?? "");
      if (!hex.ok) return hex;
      const facing = (options.getInteger("facing") ?? 0) as Facing;
      return given({ type: "place", by, ship: ship.value.id, hex: hex.value, facing });
    }
    case "ambush":
      return given({ type: "ambush", by });
    case "move":
      return given({ type: "forward", by, hexes: options.getInteger("hexes") ?? 1 });
    case "turn": {
      const side = options.getString("side") === "right" ? "right" : "left";
      return given({ type: "turn", by, side, times: options.getInteger("times") ?? 1 });
    }
    case "fire": {
      const slot = options.getString("weapon") === "special" ? "special" : "main";
      const enemy = state.ships.find((s) => s.owner !== by);
      const typed = options.getString("hex");
      if (typed === undefined)
        return given({ type: "fire", by, slot, ...(enemy ? { target: enemy.id } : {}) });
      const hex = readHex(typed);
      if (!hex.ok) return hex;
      return given({
        type: "fire",
        by,
        slot,
        hex: hex.value,
        ...(enemy ? { target: enemy.id } : {}),
      });
    }
    case "end":
      return given({ type: "end", by });
    case "defend":
      return defenceOrder(state, by, options.getString("with") ?? "pilot");
  }
}
