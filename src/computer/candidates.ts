/**
 * The few orders the strong player weighs for a figure whose turn it is to move: the safe
 * player's own order; engaged, defending (i) and striking each foe it is engaged with; not
 * engaged, stopping beyond the foe's charge, charging each foe in reach from the best hex of each
 * arc, and dodging (c) when a foe may shoot. Each is a guess the engine judges:
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
  legalDestinations,
  type MoveOrder,
} from "../engine/index.ts";
import {
  facingToward,
  figureOrder,
  isFoeInTheFight,
  isFrontOf,
  occupiedByOther,
  optionAllowed,
  safestOrder,
} from "./policy.ts";

/** The candidate orders for `figureId`, the safe player's first; no two alike. */
export function candidateOrders(state: BattleState, figureId: string): MoveOrder[] {
  const f = state.figures.find((o) => o.id === figureId);
  if (!f) throw new Error(`There is no figure "${figureId}" in this battle.`);
  const orders: MoveOrder[] = [figureOrder(state, figureId)];
  const add = (order: MoveOrder | null) => {
    if (order && !orders.some((o) => sameOrder(o, order))) orders.push(order);
  };
  if (isInHth(state, f) || f.posture !== "standing") return orders;
  const engaging = engagingEnemies(state, f);
  if (engaging.length > 0) {
    add(safestOrder(state, figureId));
    if (hasMeleeStriker(f) && optionAllowed(state, f, "h", "engaged")) {
      for (const foe of engaging) add(strike(f, foe));
    }
    return orders;
  }
  for (const hold of holdsBack(state, f)) add(hold);
  if (hasMeleeStriker(f) && optionAllowed(state, f, "b", "disengaged")) {
    for (const charge of charges(state, f)) add(charge);
  }
  if (foesShoot(state, f) && optionAllowed(state, f, "c", "disengaged")) {
    add({ type: "move", figure: f.id, option: "c" });
  }
  return orders;
}

/** Whether a foe of `f` holds a loaded missile weapon: only then is dodging (c) worth weighing. */
function foesShoot(state: BattleState, f: BattleFigure): boolean {
  return state.figures.some((o) => isFoeInTheFight(f, o) && hasReadyMissile(o));
}

/** Strike (h) an engaging foe, turning to face it when it is not in front. */
function strike(f: BattleFigure, foe: BattleFigure): MoveOrder {
  const facing = isFrontOf(f, foe.position)
    ? undefined
    : (directionTo(f.position, foe.position) as Direction);
  return { type: "move", figure: f.id, option: "h", target: foe.id, facing };
}

/**
 * A charge (b) at each foe in reach, from the cheapest free hex of each of its arcs, facing it:
 * the safe player always takes the cheapest, best-arc hex at the nearest foe.
 */
function charges(state: BattleState, f: BattleFigure): MoveOrder[] {
  const foes = state.figures.filter(
    (o) => isFoeInTheFight(f, o) && hexDistance(f.position, o.position) - 1 <= allowance(f, "b"),
  );
  if (foes.length === 0) return [];
  const destinations = legalDestinations(state, f.id, "b");
  const orders: MoveOrder[] = [];
  for (const foe of foes) {
    const best = new Map<string, { path: readonly Hex[]; cost: number; hex: Hex }>();
    for (const d of destinations) {
      if (hexDistance(d.hex, foe.position) !== 1 || occupiedByOther(state, f, d.hex)) continue;
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
 * Holding back from a foe that cannot charge yet: a move (a) to the nearest hex just beyond the
 * foe's charge, and one to a hex from which the foe's full move (a) would stop short of it but in
 * its own charge reach, facing the foe. The safe player walks as near as it can, even into the
 * foe's charge; and a safe player that walks up to a figure waiting there may be charged before it
 * can strike (MELEE: options, charge attack). None when the figure shoots or the foe may charge.
 */
function holdsBack(state: BattleState, f: BattleFigure): MoveOrder[] {
  if (hasReadyMissile(f) || !hasMeleeStriker(f)) return [];
  const foe = nearestFoe(state, f);
  if (!foe || hasReadyMissile(foe) || !optionAllowed(state, f, "a", "disengaged")) return [];
  const foeReach = allowance(foe, "b") + 1;
  if (hexDistance(f.position, foe.position) <= foeReach) return [];
  const inviting = allowance(foe, "a") + 2;
  const distances = inviting > foeReach + 1 ? [foeReach + 1, inviting] : [foeReach + 1];
  const best = new Map<number, { path: readonly Hex[]; cost: number; hex: Hex }>();
  for (const d of legalDestinations(state, f.id, "a")) {
    const distance = hexDistance(d.hex, foe.position);
    if (!distances.includes(distance) || (d.cost > 0 && occupiedByOther(state, f, d.hex))) continue;
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
    if (!isFoeInTheFight(f, o)) continue;
    if (
      !nearest ||
      hexDistance(f.position, o.position) < hexDistance(f.position, nearest.position)
    ) {
      nearest = o;
    }
  }
  return nearest;
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
