/**
 * Fleets bought in secret (ours, after Super Melee; the seed's Setting Up the Game only says fleets
 * are bought to an agreed Maximum Point Value): each player sends their fleet privately, in any
 * order; the log tells only its size. Once both are in, the order roll follows.
 */
import type { Dice } from "../../../dice/dice.ts";
import { readoutOf } from "./roster.ts";
import { checkFleet, rollForOrder } from "./setup.ts";
import type { Player, UrQuanEvent, UrQuanState } from "./state.ts";

export function chooseFleet(
  state: UrQuanState,
  player: Player,
  ships: readonly string[],
  dice: Dice,
  events: UrQuanEvent[],
): void {
  if (state.phase.kind !== "fleets") throw new Error("not buying fleets");
  for (const id of ships) readoutOf(id);
  checkFleet("Your", ships, state.points);
  const chosen = { ...state.phase.chosen, [player.id]: [...ships] };
  events.push({ type: "fleet-chosen", by: player.id, ships: ships.length });
  if (state.players.some((p) => !(p.id in chosen))) {
    state.phase = { kind: "fleets", chosen };
    return;
  }
  for (const p of state.players) p.fleet = [...(chosen[p.id] ?? [])];
  rollForOrder(state, dice, events);
}
