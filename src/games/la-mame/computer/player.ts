/**
 * A seeded computer player for La Mame's MELEE: it fills an empty seat with legal, loosely sensible
 * choices (cheap bids, a spread of actions, short attacks) so a game always runs to its end. It tries
 * candidate orders in a dice-drawn order and keeps the first the rules accept.
 */
import type { Dice } from "../../../dice/dice.ts";
import { distance } from "../rules/board.ts";
import { laMameRules } from "../rules/rules.ts";
import {
  ACTION_CARDS,
  type ActionCard,
  type LaMameOrder,
  type LaMameState,
} from "../rules/state.ts";
import { UNIT_KINDS } from "../rules/units.ts";

/** A whole number from 0 to `most`, drawn from the dice. */
function upTo(dice: Dice, most: number): number {
  return most < 1 ? 0 : dice.roll(most + 1) - 1;
}

function shuffled<T>(dice: Dice, items: readonly T[]): T[] {
  const rest = [...items];
  const out: T[] = [];
  while (rest.length > 0)
    out.push(...rest.splice(rest.length < 2 ? 0 : dice.roll(rest.length) - 1, 1));
  return out;
}

function accepted(state: LaMameState, order: LaMameOrder): boolean {
  try {
    laMameRules.apply(state, order, { d6: () => 1, roll: () => 1 });
    return true;
  } catch {
    return false;
  }
}

/** Orders for the seat's units on the map: moves and attacks to next areas, and catapult fire. */
function fieldOrders(state: LaMameState, by: string): LaMameOrder[] {
  const orders: LaMameOrder[] = [];
  for (const unit of state.units.filter((u) => u.owner === by)) {
    const near = state.board.areas.find((a) => a.id === unit.area)?.adjacent ?? [];
    for (const to of near) {
      if (unit.kind === "knight" || unit.kind === "soldier") {
        orders.push({ type: "attack", by, from: unit.area, unit: unit.kind, to });
        orders.push({ type: "move", by, from: unit.area, unit: unit.kind, path: [to] });
      }
    }
    if (unit.kind === "catapult")
      for (const target of state.board.areas)
        orders.push({ type: "fire", by, from: unit.area, target: target.id });
  }
  return orders;
}

/** Moves sorted so those ending nearest an enemy castle come first. */
function towardsEnemies(state: LaMameState, by: string, moves: LaMameOrder[]): LaMameOrder[] {
  const castles = state.board.areas.filter(
    (a) => a.castleOf !== undefined && state.players[a.castleOf]?.id !== by,
  );
  const nearness = (order: LaMameOrder) =>
    order.type === "move"
      ? Math.min(...castles.map((c) => distance(state.board, order.path.at(-1) as string, c.id)))
      : 0;
  return [...moves].sort((a, b) => nearness(a) - nearness(b));
}

function buildOrders(state: LaMameState, by: string): LaMameOrder[] {
  return state.board.areas.flatMap((area) =>
    UNIT_KINDS.map((unit) => ({ type: "build", by, unit, area: area.id }) as const),
  );
}

/** The candidates for what the seat is awaited for, most wanted first; the last always fits. */
function candidates(state: LaMameState, by: string, decision: string, dice: Dice): LaMameOrder[] {
  const gold = state.players.find((p) => p.id === by)?.gold ?? 0;
  switch (decision) {
    case "initial build":
    case "initial build or ability bid": {
      const bids: LaMameOrder[] =
        state.phase.kind === "initial-build"
          ? state.phase.offers.map((o) => ({
              type: "bid-ability",
              by,
              card: o.card,
              gold: o.bid + 1,
            }))
          : [];
      const wish =
        gold > 5 && dice.roll(3) > 1 ? shuffled(dice, [...buildOrders(state, by), ...bids]) : [];
      return [...wish, { type: "pass", by }];
    }
    case "start bid":
      return [{ type: "start-bid", by, gold: upTo(dice, Math.min(gold, 3)) }];
    case "start player":
      return [{ type: "choose-start", by, start: by }];
    case "action cards": {
      // After Spring, mostly Move/Attack first: a game of only Tax and Build never fights.
      const drawn = shuffled(dice, ACTION_CARDS);
      const order =
        state.season > 0 && dice.roll(3) > 1
          ? ["move", ...drawn.filter((c) => c !== "move")]
          : drawn;
      const cards = (order as ActionCard[]).slice(0, state.season === 3 ? 2 : 1);
      return [{ type: "pick-actions", by, cards }];
    }
    case "build":
      return [
        ...(dice.roll(3) > 1 ? shuffled(dice, buildOrders(state, by)) : []),
        { type: "end-action", by },
      ];
    case "move or attack": {
      // Attacks and fire first, so games see combat; then, most of the time, a move towards an enemy.
      const field = shuffled(dice, fieldOrders(state, by));
      const strikes = field.filter((o) => o.type !== "move");
      const moves =
        dice.roll(3) > 1
          ? towardsEnemies(
              state,
              by,
              field.filter((o) => o.type === "move"),
            )
          : [];
      return [...strikes, ...moves, { type: "end-action", by }];
    }
    case "attack gold":
      return gold > 0 && dice.roll(4) > 1
        ? [{ type: "attack-gold", by, gold: 1 + upTo(dice, Math.min(gold, 4) - 1) }]
        : [{ type: "withdraw", by }];
    default: {
      const attack = state.phase.kind === "actions" ? state.phase.attack : null;
      const top = state.players.find((p) => p.id === attack?.attacker)?.gold ?? 1;
      const due = Math.min(attack?.guesses ?? 1, top);
      const values = Array.from({ length: top }, (_, i) => i + 1);
      return [{ type: "guess", by, guesses: shuffled(dice, values).slice(0, due) }];
    }
  }
}

/** The computer's next order for a seat the game awaits. */
export function computerOrder(state: LaMameState, by: string, dice: Dice): LaMameOrder {
  const awaited = laMameRules.awaiting(state).find((a) => a.seat === by);
  if (awaited === undefined) throw new Error(`the game does not wait for ${by}`);
  const all = candidates(state, by, awaited.decision, dice);
  return all.find((order) => accepted(state, order)) ?? (all.at(-1) as LaMameOrder);
}
