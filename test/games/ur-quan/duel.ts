/** Set-ups for Ur-Quan tests: a duel played through the rules with forced dice. */
import { ForcedDice } from "../../../src/dice/dice.ts";
import type { UrQuanOrder, UrQuanSetup, UrQuanState } from "../../../src/games/ur-quan/index.ts";
import { urQuanRules } from "../../../src/games/ur-quan/index.ts";
import type { Facing, Hex } from "../../../src/games/ur-quan/rules/hex.ts";

export interface Placement {
  readonly ship: string;
  readonly hex: Hex;
  readonly facing: Facing;
}

/** Applies orders with forced faces; every face must be used. */
export function applyAll(
  state: UrQuanState,
  orders: readonly UrQuanOrder[],
  faces: readonly number[] = [],
): UrQuanState {
  const dice = new ForcedDice(faces);
  let s = state;
  for (const order of orders) s = urQuanRules.apply(s, order, dice).state;
  if (dice.remaining !== 0) throw new Error(`${dice.remaining} forced faces unused`);
  return s;
}

/**
 * Player "a" (top edge) and "b" (bottom edge): a wins the order roll and goes first; the given
 * asteroids are placed alternately; each places its first ship. It is then a's first turn.
 */
export function duel(
  fleets: { a: readonly string[]; b: readonly string[] },
  placeA: Placement,
  placeB: Placement,
  asteroids: readonly Hex[] = [],
  points = 60,
): UrQuanState {
  const setup: UrQuanSetup = {
    players: [
      { id: "a", name: "Tanaka", fleet: fleets.a },
      { id: "b", name: "Ur-Quan", fleet: fleets.b },
    ],
    points,
    asteroids: asteroids.length,
  };
  const opening = urQuanRules.start(setup, "standard", new ForcedDice([9, 4])).state;
  const orders: UrQuanOrder[] = [
    { type: "choose-order", by: "a", first: "a" },
    ...asteroids.map((hex, i) => ({ type: "asteroid" as const, by: i % 2 === 0 ? "a" : "b", hex })),
    { type: "place", by: "a", ...placeA },
    { type: "place", by: "b", ...placeB },
  ];
  return applyAll(opening, orders);
}

/** Ship `a` at (5,4) facing down and ship `b` three hexes ahead of it at (5,7) facing up. */
export function facingOff(a: string, b: string, asteroids: readonly Hex[] = []): UrQuanState {
  return duel(
    { a: [a], b: [b] },
    { ship: a, hex: { col: 5, row: 4 }, facing: 3 },
    { ship: b, hex: { col: 5, row: 7 }, facing: 0 },
    asteroids,
  );
}

/** The Shofixti Scout of the seed's example and the Ur-Quan Dreadnought three hexes ahead of it. */
export function scoutAndDreadnought(asteroids: readonly Hex[] = []): UrQuanState {
  return facingOff("shofixti", "ur-quan", asteroids);
}

export function ship(state: UrQuanState, id: string) {
  const found = state.ships.find((s) => s.id === id);
  if (found === undefined) throw new Error(`no ship ${id}`);
  return found;
}
