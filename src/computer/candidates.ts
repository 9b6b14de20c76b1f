/**
 * The few orders the strong player weighs for a figure whose turn it is to move: the safe
 * player's own order, holding still or defending, striking each foe it is engaged with, and
 * charging each foe in reach from the best hex of each arc. Each is a guess the engine judges:
 * the caller drops any it refuses.
 */

import {
  allowance,
  arcOf,
  type BattleFigure,
  type BattleState,
  type Direction,
  directionTo,
  engagingEnemies,
  type Hex,
  hasMeleeStriker,
  hasReadyMissile,
  hexDistance,
  isInHth,
  isOut,
  legalDestinations,
  type MoveOrder,
  type OptionCode,
  optionProblemIn,
  type Situation,
} from "../engine/index.ts";
import { facingToward, figureOrder, safestOrder } from "./policy.ts";

/** The candidate orders for `figureId`, the safe player's first; no two alike. */
export function candidateOrders(state: BattleState, figureId: string): MoveOrder[] {
  const f = state.figures.find((o) => o.id === figureId);
  if (!f) throw new Error(`There is no figure "${figureId}" in this battle.`);
  const disciplined = holdOutOfReach(state, f);
  const orders: MoveOrder[] = disciplined ? [disciplined] : [];
  const add = (order: MoveOrder) => {
    if (!orders.some((o) => sameOrder(o, order))) orders.push(order);
  };
  add(figureOrder(state, figureId));
  if (isInHth(state, f)) return orders;
  const engaging = engagingEnemies(state, f);
  const situation: Situation = engaging.length > 0 ? "engaged" : "disengaged";
  if (f.posture !== "standing") return orders;
  add(safestOrder(state, figureId));
  if (situation === "engaged") {
    if (hasMeleeStriker(f) && can(state, f, "h", situation)) {
      for (const foe of engaging) add(strike(f, foe));
    }
    return orders;
  }
  if (hasMeleeStriker(f) && can(state, f, "b", situation)) {
    for (const charge of charges(state, f)) add(charge);
  }
  if (can(state, f, "a", situation)) for (const move of holds(state, f)) add(move);
  if (can(state, f, "c", situation)) add({ type: "move", figure: f.id, option: "c" });
  return orders;
}

/** Strike (h) an engaging foe, turning to face it when it is not in front. */
function strike(f: BattleFigure, foe: BattleFigure): MoveOrder {
  const arc = arcOf(f.position, f.facing, foe.position);
  const inFront = arc === "front" || (arc === "side" && f.traits.sidesAreFront);
  const facing = inFront ? undefined : (directionTo(f.position, foe.position) as Direction);
  return { type: "move", figure: f.id, option: "h", target: foe.id, facing };
}

/**
 * A charge (b) at each foe in reach, from the cheapest free hex of each of its arcs, facing it:
 * the safe player always takes the cheapest, best-arc hex at the nearest foe.
 */
function charges(state: BattleState, f: BattleFigure): MoveOrder[] {
  const foes = state.figures.filter(
    (o) =>
      o.side !== f.side &&
      !isOut(o) &&
      !o.escaped &&
      hexDistance(f.position, o.position) - 1 <= allowance(f, "b"),
  );
  if (foes.length === 0) return [];
  const destinations = legalDestinations(state, f.id, "b");
  const orders: MoveOrder[] = [];
  for (const foe of foes) {
    const best = new Map<string, { path: readonly Hex[]; cost: number; hex: Hex }>();
    for (const d of destinations) {
      if (hexDistance(d.hex, foe.position) !== 1 || occupied(state, f, d.hex)) continue;
      const arc = arcOf(foe.position, foe.facing, d.hex) ?? "none";
      const known = best.get(arc);
      if (!known || d.cost < known.cost) best.set(arc, { path: d.path, cost: d.cost, hex: d.hex });
    }
    for (const { path, hex } of best.values()) {
      const facing = directionTo(hex, foe.position) as Direction;
      orders.push({ type: "move", figure: f.id, option: "b", target: foe.id, facing, path });
    }
  }
  return orders;
}

/**
 * Closing in without being charged: a figure that cannot charge its nearest foe this turn, and
 * would otherwise walk up to where the foe may charge it first, stops one hex beyond the foe's
 * charge (a full move to the nearest such hex, facing the foe). Then the foe must walk up to it
 * without striking, and if the foe moves first next turn it may be struck before it strikes.
 * Null when the figure shoots, may charge now, or is in reach already.
 */
function holdOutOfReach(state: BattleState, f: BattleFigure): MoveOrder | null {
  if (f.posture !== "standing" || hasReadyMissile(f) || !hasMeleeStriker(f)) return null;
  if (isInHth(state, f) || engagingEnemies(state, f).length > 0) return null;
  const foe = nearestFoe(state, f);
  if (!foe || hasReadyMissile(foe) || !can(state, f, "a", "disengaged")) return null;
  const distance = hexDistance(f.position, foe.position);
  const foeReach = allowance(foe, "b") + 1;
  if (distance - 1 <= allowance(f, "b") || distance <= foeReach) return null;
  let best: { path: readonly Hex[]; cost: number; hex: Hex } | null = null;
  for (const d of legalDestinations(state, f.id, "a")) {
    if (hexDistance(d.hex, foe.position) !== foeReach + 1 || occupied(state, f, d.hex)) continue;
    if (!best || d.cost < best.cost) best = { path: d.path, cost: d.cost, hex: d.hex };
  }
  if (!best) return null;
  const facing = facingToward(best.hex, foe.position);
  return { type: "move", figure: f.id, option: "a", facing, path: best.path };
}

/**
 * A full move (a) to the cheapest hex at each distance from the nearest foe, facing it: the safe
 * player always closes in as far as it can, even to where the foe may charge it first.
 */
function holds(state: BattleState, f: BattleFigure): MoveOrder[] {
  const foe = nearestFoe(state, f);
  if (!foe) return [];
  const best = new Map<number, { path: readonly Hex[]; cost: number; hex: Hex }>();
  for (const d of legalDestinations(state, f.id, "a")) {
    if (d.cost > 0 && occupied(state, f, d.hex)) continue;
    const distance = hexDistance(d.hex, foe.position);
    if (distance <= 1) continue;
    const known = best.get(distance);
    if (!known || d.cost < known.cost)
      best.set(distance, { path: d.path, cost: d.cost, hex: d.hex });
  }
  return [...best.values()].map(({ path, hex }) => ({
    type: "move",
    figure: f.id,
    option: "a",
    facing: facingToward(hex, foe.position),
    path,
  }));
}

function nearestFoe(state: BattleState, f: BattleFigure): BattleFigure | undefined {
  let nearest: BattleFigure | undefined;
  for (const o of state.figures) {
    if (o.side === f.side || isOut(o) || o.escaped) continue;
    if (
      !nearest ||
      hexDistance(f.position, o.position) < hexDistance(f.position, nearest.position)
    ) {
      nearest = o;
    }
  }
  return nearest;
}

function can(state: BattleState, f: BattleFigure, code: OptionCode, situation: Situation): boolean {
  return optionProblemIn(state, f, code, situation) === null;
}

function occupied(state: BattleState, f: BattleFigure, h: Hex): boolean {
  return state.figures.some(
    (o) => o !== f && !o.escaped && !isOut(o) && o.position.q === h.q && o.position.r === h.r,
  );
}

function sameOrder(a: MoveOrder, b: MoveOrder): boolean {
  const pathA = a.path ?? [];
  const pathB = b.path ?? [];
  return (
    a.option === b.option &&
    a.target === b.target &&
    a.facing === b.facing &&
    pathA.length === pathB.length &&
    pathA.every((h, i) => h.q === pathB[i]?.q && h.r === pathB[i]?.r) &&
    a.ready?.weapon === b.ready?.weapon &&
    a.stepTo === b.stepTo
  );
}
