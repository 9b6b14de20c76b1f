/** Shared set-ups for La Mame's MELEE tests: games started on forced dice and states placed by hand. */
import { ForcedDice } from "../../../src/dice/dice.ts";
import {
  type LaMameEvent,
  type LaMameOrder,
  type LaMameState,
  laMameRules,
} from "../../../src/games/la-mame/index.ts";
import type { ActionCard } from "../../../src/games/la-mame/rules/state.ts";
import type { UnitKind } from "../../../src/games/la-mame/rules/units.ts";

export const ANN = "ann";
export const BOB = "bob";
export const CY = "cy";

/** A new game; the first forced face picks the start player (1 = the first seat). */
export function newGame(
  players: string[] = [ANN, BOB],
  ruleset = "introductory",
  faces: number[] = [1],
): LaMameState {
  return laMameRules.start({ players }, ruleset, new ForcedDice(faces)).state;
}

/** Applies orders in turn; returns the last state and every event. */
export function play(
  state: LaMameState,
  ...orders: LaMameOrder[]
): { state: LaMameState; events: LaMameEvent[] } {
  let now = state;
  const events: LaMameEvent[] = [];
  for (const order of orders) {
    const step = laMameRules.apply(now, order, new ForcedDice([]));
    now = step.state;
    events.push(...step.events);
  }
  return { state: now, events };
}

export interface Placed {
  owner: string;
  kind: UnitKind;
  area: string;
}

/**
 * A two-player game in Spring's actions with `units` on the map (and taken from supply), each
 * player's gold, and the cards each plays; red acts first.
 */
export function midGame(
  units: Placed[],
  gold: Record<string, number> = { [ANN]: 10, [BOB]: 10 },
  cards: Record<string, ActionCard[]> = { [ANN]: ["move"], [BOB]: ["tax"] },
  season = 0,
): LaMameState {
  const state = newGame([ANN, BOB]);
  state.season = season;
  state.units = [];
  for (const player of state.players) {
    player.gold = gold[player.id] ?? 0;
    player.supply = { knight: 2, soldier: 3, catapult: 2, camp: 3 };
  }
  for (const unit of units) {
    state.units.push({ ...unit, spent: false });
    const owner = state.players.find((p) => p.id === unit.owner);
    if (owner !== undefined) owner.supply[unit.kind] -= 1;
  }
  state.phase = { kind: "actions", order: [ANN, BOB], index: 0, cards, step: 0, attack: null };
  return state;
}

/** The units in an area, as "owner kind" strings, sorted. */
export function unitsAt(state: LaMameState, area: string): string[] {
  return state.units
    .filter((u) => u.area === area)
    .map((u) => `${u.owner} ${u.kind}`)
    .sort();
}

export function goldOf(state: LaMameState, id: string): number {
  return state.players.find((p) => p.id === id)?.gold ?? Number.NaN;
}
