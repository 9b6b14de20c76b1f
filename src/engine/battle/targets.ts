/**
 * Who may be attacked, and how (MELEE: FACING — only an enemy in a front hex; missiles and thrown
 * weapons at figures "in front of" the attacker; HTH only within the same hex).
 */

import { isInArena } from "../hex/arena.ts";
import { formatHex, type Hex, hexDistance } from "../hex/coordinates.ts";
import { flightToTarget } from "../hex/line.ts";
import { FLIERS_REACH_METRES, fliersMeet, hoversWithinReach } from "./aerial-reach.ts";
import { heightOf } from "./altitude.ts";
import { crawlerTargetProblem } from "./crawlers-hth.ts";
import { dropTargetProblem } from "./drops.ts";
import { hasInFront } from "./engagement.ts";
import { areEnemies, figuresAt, findFigure, isInHth, isOut } from "./figures.ts";
import {
  aimAt,
  attackFrom,
  distanceBetween,
  footprint,
  footprintAt,
  isFigureAheadOf,
  isLarge,
  sharesHex,
} from "./footprint.ts";
import { hthEntryProblem } from "./hth.ts";
import { jabTargetProblem } from "./jabs.ts";
import { LANCE, lanceOnFootProblem } from "./lances.ts";
import { lassoOf } from "./lasso.ts";
import { lanceStraightOn, leanerHasInFront, leaningSeat } from "./leaning.ts";
import { outOfRangeProblem } from "./long-range.ts";
import { netTargetProblem } from "./net-strikes.ts";
import { PIKE, pikeBlowProblem } from "./pikes.ts";
import { pullTargetProblem } from "./pulling-down.ts";
import { reachOf, reachProblem } from "./reach.ts";
import { trampleTargetProblem } from "./trample-attack.ts";
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
  // AM §5: a net wrapping a friend may be struck at, to cut it free.
  const netProblem = kind === "net" ? netTargetProblem(attacker, target) : null;
  if (netProblem) return netProblem;
  if (!areEnemies(attacker, target) && kind !== "net")
    return `${target.name} is on ${attacker.name}'s side.`;
  if (target.escaped) return `${target.name} has left the arena.`;
  if (target.condition === "dead") return `${target.name} is dead.`;
  if (target.droppedOut) return `${target.name} has dropped out of the practice bout.`;
  // MELEE: ARENA COMBAT — unconscious figures may not be slain.
  if (target.condition === "unconscious" && state.combatType !== "death") {
    return `${target.name} is unconscious and may not be slain in ${state.combatType} combat.`;
  }
  if (
    isOutOfHandReach(target) &&
    kind !== "thrown" &&
    kind !== "missile" &&
    kind !== "lasso" &&
    kind !== "drop" &&
    !fliersMeet(state, attacker, target) &&
    !hoversWithinReach(state, attacker, target)
  ) {
    return `${target.name} is flying, out of reach of hand weapons.`;
  }
  const tooHigh = hoverTooHigh(state, attacker, target, kind);
  if (tooHigh) return tooHigh;
  if (kind === "drop") return dropTargetProblem(attacker, target);
  if (kind === "hth") {
    return sharesHex(attacker, target) && isInHth(state, attacker)
      ? null
      : `${target.name} is not in hand-to-hand combat with ${attacker.name}.`;
  }
  if (kind === "thrown" || kind === "missile") {
    if (sharesHex(attacker, target)) return `${target.name} is in ${attacker.name}'s own hex.`;
    if (!isFigureAheadOf(attacker, target))
      return `${target.name} is not in front of ${attacker.name}; missiles and thrown weapons go only forward.`;
    const wall = wallInTheWay(state, attacker, target);
    if (wall)
      return `A wall (${formatHex(wall)}) stands between ${attacker.name} and ${target.name}.`;
    return kind === "missile" ? outOfRangeProblem(state, attacker, target) : null;
  }
  // AM §5 HTH: a figure under a big one that grapples it leaves it standing and fighting.
  if (kind === "trample") return trampleTargetProblem(attacker, target);
  if (isInHth(state, attacker))
    return `${attacker.name} is in hand-to-hand combat and may only strike its foes there.`;
  const pull = kind === "pull-down" ? pullTargetProblem(attacker, target) : null;
  if (pull) return pull;
  const lance = lanceOnFootProblem(attacker);
  if (lance) return lance;
  if (kind === "jab") return jabTargetProblem(state, attacker, target);
  if (attacker.readyWeapon === PIKE) return pikeBlowProblem(attacker, target);
  const rope = kind === "lasso" ? lassoOf(attacker) : undefined;
  if (rope) return reachProblem(attacker, target, rope);
  const reach = reachOf(attacker);
  if (reach) return reachProblem(attacker, target, reach);
  return strikesInFront(attacker, target)
    ? null
    : `${target.name} is not in one of ${attacker.name}'s front hexes.`;
}

/**
 * Why a flier striking the ground from the air (AM §10, aerial-reach.ts) is too high to reach
 * `target` by hand, or null.
 */
function hoverTooHigh(
  state: BattleState,
  attacker: BattleFigure,
  target: BattleFigure,
  kind: AttackKind,
): string | null {
  if (!attacker.flying || !attacker.traits.hoversToStrike || target.flying) return null;
  if (kind === "thrown" || kind === "missile" || kind === "drop") return null;
  return hoversWithinReach(state, attacker, target)
    ? null
    : `${attacker.name} flies ${heightOf(attacker)} m up: it strikes ${target.name} on the ground from ${FLIERS_REACH_METRES} m or lower.`;
}

/** A flier in the air: only missiles and thrown weapons reach it (MELEE: NONHUMAN FIGURES). */
export function isOutOfHandReach(target: BattleFigure): boolean {
  return target.flying;
}

/**
 * MELEE: THROWN WEAPONS — a weapon "strikes a wall and stops": the first wall hex on the line to
 * the target, if any. The arena's own edge never cuts a line between two hexes inside it.
 */
export function wallInTheWay(
  state: BattleState,
  attacker: BattleFigure,
  target: BattleFigure,
): Hex | undefined {
  if (state.arena.walls.length === 0) return undefined;
  const from = attackFrom(attacker, target);
  return flightToTarget(from, aimAt(attacker, target, from)).find(
    (h) => !isInArena(state.arena, h),
  );
}

/** Option (m): an adjacent enemy the figure could grapple from where it stands. */
export function hthAttemptProblem(
  state: BattleState,
  attacker: BattleFigure,
  targetId: string,
): string | null {
  const target = findFigure(state, targetId);
  if (!target || target === attacker || !areEnemies(attacker, target))
    return targetProblem(state, attacker, targetId, "hth");
  if (isOut(target)) return `${target.name} is out of the fight: there is no one to grapple.`;
  const crawling = crawlerTargetProblem(state, attacker, target);
  if (crawling) return crawling;
  const into = grappleEntry(state, attacker, target);
  if (typeof into === "string") return into;
  return hthEntryProblem(state, attacker, target, attacker.position);
}

/**
 * The hex a grapple (m) goes into, or why there is none: the foe's hex next to the attacker (of a
 * giant's three, the first next to it). A giant steps its anchor (front-left hex) onto the foe's
 * hex, keeping its facing, so the foe must be next to that hex and the giant's other two hexes
 * must land in the arena, empty or on bodies only.
 */
export function grappleEntry(
  state: BattleState,
  attacker: BattleFigure,
  target: BattleFigure,
): Hex | string {
  const notNext = `${target.name} is not next to ${attacker.name}.`;
  if (!isLarge(attacker) && !isLarge(target)) {
    return hexDistance(attacker.position, target.position) === 1 ? target.position : notNext;
  }
  if (distanceBetween(attacker, target) !== 1) return notNext;
  const into = footprint(target).find((h) => hexDistance(attacker.position, h) === 1);
  if (!into) {
    return `${attacker.name} steps onto a foe with its front-left hex (${formatHex(attacker.position)}), and ${target.name} is not next to it.`;
  }
  return isLarge(attacker) ? (roomToGrapple(state, attacker, target, into) ?? into) : into;
}

/**
 * Why a giant cannot step its anchor onto `target`'s hex `into`, keeping its facing, or null when
 * it can: its other two hexes must land in the arena, empty or on bodies only.
 */
export function roomToGrapple(
  state: BattleState,
  giant: BattleFigure,
  target: BattleFigure,
  into: Hex,
): string | null {
  for (const h of footprintAt(giant, into, giant.facing).slice(1)) {
    const clear =
      isInArena(state.arena, h) &&
      figuresAt(state, h).every((o) => o === giant || o.condition !== "ok");
    if (!clear) return `${giant.name} has no room to step onto ${target.name}: ${formatHex(h)}.`;
  }
  return null;
}

export function legalTargets(
  state: BattleState,
  attacker: BattleFigure,
  kind: AttackKind,
): BattleFigure[] {
  return state.figures.filter((t) => targetProblem(state, attacker, t.id, kind) === null);
}

/**
 * Whether `target` is in the attacker's front hexes: a leaning rider's from his seat, his lance
 * reaching along the mount to the hex ahead of it (AM §9 LEANING, THE CAVALRY LANCE).
 */
function strikesInFront(attacker: BattleFigure, target: BattleFigure): boolean {
  const seat = leaningSeat(attacker);
  if (!seat) return hasInFront(attacker, target);
  const lanceAhead = attacker.readyWeapon === LANCE && lanceStraightOn(attacker, target);
  return lanceAhead || leanerHasInFront(attacker, seat, target);
}
