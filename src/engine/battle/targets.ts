/**
 * Who may be attacked, and how (MELEE: FACING — only an enemy in a front hex; missiles and thrown
 * weapons at figures "in front of" the attacker; HTH only within the same hex).
 */
import { hexDistance, sameHex } from "../hex/coordinates.ts";
import { isInFrontOf } from "../hex/facing.ts";
import { isFrontHexOf } from "./engagement.ts";
import { areEnemies, findFigure, isInHth, isOut } from "./figures.ts";
import { hthEntryProblem } from "./hth.ts";
import type { AttackKind, BattleFigure, BattleState } from "./types.ts";

/** Why `attacker` may not attack `targetId` this way now, or null when it may. */
export function targetProblem(
  state: BattleState,
  attacker: BattleFigure,
  targetId: string,
  kind: AttackKind,
): string | null {
  const target = findFigure(state, targetId);
  if (!target) return `There is no figure "${targetId}" in this battle.`;
  if (target === attacker) return `${attacker.name} cannot attack itself.`;
  if (!areEnemies(attacker, target)) return `${target.name} is on ${attacker.name}'s side.`;
  if (target.escaped) return `${target.name} has left the arena.`;
  if (target.condition === "dead") return `${target.name} is dead.`;
  if (target.droppedOut) return `${target.name} has dropped out of the practice bout.`;
  // MELEE: ARENA COMBAT — unconscious figures may not be slain.
  if (target.condition === "unconscious" && state.combatType !== "death") {
    return `${target.name} is unconscious and may not be slain in ${state.combatType} combat.`;
  }
  if (target.flying && kind !== "thrown" && kind !== "missile") {
    return `${target.name} is flying, out of reach of hand weapons.`;
  }
  if (kind === "hth") {
    return sameHex(attacker.position, target.position) && isInHth(state, attacker)
      ? null
      : `${target.name} is not in hand-to-hand combat with ${attacker.name}.`;
  }
  if (kind === "thrown" || kind === "missile") {
    if (hexDistance(attacker.position, target.position) === 0)
      return `${target.name} is in ${attacker.name}'s own hex.`;
    return isInFrontOf(attacker.position, attacker.facing, target.position)
      ? null
      : `${target.name} is not in front of ${attacker.name}; missiles and thrown weapons go only forward.`;
  }
  if (isInHth(state, attacker))
    return `${attacker.name} is in hand-to-hand combat and may only strike its foes there.`;
  return isFrontHexOf(attacker, target.position)
    ? null
    : `${target.name} is not in one of ${attacker.name}'s front hexes.`;
}

/** Option (m): an adjacent enemy the figure could grapple from where it stands. */
export function hthAttemptProblem(
  state: BattleState,
  attacker: BattleFigure,
  targetId: string,
): string | null {
  const target = findFigure(state, targetId);
  if (!target || isOut(target) || !areEnemies(attacker, target))
    return `${targetId} is not an enemy still fighting.`;
  if (hexDistance(attacker.position, target.position) !== 1)
    return `${target.name} is not next to ${attacker.name}.`;
  return hthEntryProblem(state, attacker, target, attacker.position);
}

export function legalTargets(
  state: BattleState,
  attacker: BattleFigure,
  kind: AttackKind,
): BattleFigure[] {
  return state.figures.filter((t) => targetProblem(state, attacker, t.id, kind) === null);
}
