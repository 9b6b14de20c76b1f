/**
 * Movement (MELEE: V. MOVEMENT, SHIFTING, FACING): checking a path a player gave, or finding one to
 * a destination, under the option's allowance; engagement stops movement; bodies may be jumped.
 */
import { isInArena } from "../hex/arena.ts";
import {
  type Direction,
  directionTo,
  formatHex,
  type Hex,
  hexDistance,
  hexKey,
} from "../hex/coordinates.ts";
import { findPath, type PathOptions } from "../hex/path.ts";
import { enemiesEngagingAt, engagingEnemies } from "./engagement.ts";
import { refuse } from "./errors.ts";
import { areEnemies, blocksMovement, figuresAt, isInHth, isOut } from "./figures.ts";
import { hthEntryProblem } from "./hth.ts";
import { moveAllowance, OPTIONS, type OptionCode } from "./options.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** Jumping over a body costs this much of the MA (MELEE: MOVING ONTO OTHER FIGURES). */
export const JUMP_COST = 3;

export interface PlannedMove {
  readonly path: readonly Hex[];
  readonly cost: number;
  /** The enemy whose hex the last step enters for hand-to-hand (option b). */
  readonly hthTarget: BattleFigure | null;
  /** Ends in a hex with a body: a saving roll against adjDX or fall. */
  readonly endsOnBody: boolean;
  readonly facing: Direction;
}

/**
 * What stands in a hex, for movement: nothing; only bodies (dead or unconscious: jump over, or stop
 * with a saving roll); a living figure lying there (jump over, or enter only for HTH); a standing or
 * kneeling figure; or a HTH brawl.
 */
type HexRole = "empty" | "bodies" | "lying" | "blocked" | "brawl";

function roleOf(state: BattleState, mover: BattleFigure, h: Hex): HexRole {
  // A flier overhead is no obstacle on the ground (it still keeps others from ending under it).
  const others = figuresAt(state, h).filter((f) => f !== mover && !f.flying);
  if (others.length === 0) return "empty";
  if (others.some((f) => !isOut(f) && isInHth(state, f))) return "brawl";
  if (others.some(blocksMovement)) return "blocked";
  return others.some((f) => f.condition === "ok") ? "lying" : "bodies";
}

function hthTargetIn(
  state: BattleState,
  mover: BattleFigure,
  h: Hex,
  from: Hex,
  option: OptionCode,
): BattleFigure | null {
  if (option !== "b") return null;
  const enemies = figuresAt(state, h).filter((f) => areEnemies(f, mover) && !isOut(f));
  for (const enemy of enemies) {
    if (hthEntryProblem(state, mover, enemy, from) === null) return enemy;
  }
  return null;
}

/** The cost of one step, or a reason it is not allowed. */
function stepCost(
  state: BattleState,
  mover: BattleFigure,
  option: OptionCode,
  from: Hex,
  to: Hex,
  isLast: boolean,
): number | string {
  if (hexDistance(from, to) !== 1)
    return `${formatHex(from)} and ${formatHex(to)} are not next to each other.`;
  if (!isInArena(state.arena, to)) return `${formatHex(to)} is outside the arena or a wall.`;
  if (mover.flying && !isLast) return 1;
  if (isLast && figuresAt(state, to).some((f) => f !== mover && f.flying)) {
    return `${formatHex(to)} has a flier overhead.`;
  }
  const role = roleOf(state, mover, to);
  if (role === "empty") return 1;
  if (role === "bodies") return isLast ? 1 : JUMP_COST;
  if (isLast && hthTargetIn(state, mover, to, from, option)) return 1;
  if (role === "lying" && !isLast) return JUMP_COST;
  if (role === "lying")
    return `${formatHex(to)} has a figure lying in it; only a charge (b) may go onto it, for HTH.`;
  return role === "brawl"
    ? `${formatHex(to)} holds a hand-to-hand brawl; only a charge (b) may join it.`
    : `${formatHex(to)} is occupied; a figure may not move through a standing or kneeling figure.`;
}

/** Whether movement must stop on entering `h`: an enemy's front hex engages (MELEE: MOVEMENT). */
function mustStopAt(state: BattleState, mover: BattleFigure, h: Hex): boolean {
  return !mover.flying && enemiesEngagingAt(state, mover, h).length > 0;
}

/** Hexes the figure may move under the option: none while it is down. */
export function allowance(f: BattleFigure, option: OptionCode): number {
  if (f.posture !== "standing") return 0;
  const ma = f.flying ? (f.traits.flyingMa ?? f.ma) : f.ma;
  return moveAllowance(OPTIONS[option].move, ma);
}

function finish(
  state: BattleState,
  f: BattleFigure,
  option: OptionCode,
  path: readonly Hex[],
  cost: number,
  facing: Direction | undefined,
): PlannedMove {
  const last = path[path.length - 1];
  const before = path.length >= 2 ? (path[path.length - 2] as Hex) : f.position;
  const hthTarget = last ? hthTargetIn(state, f, last, before, option) : null;
  const endsOnBody =
    last !== undefined && hthTarget === null && roleOf(state, f, last) === "bodies";
  const stepFacing = last ? directionTo(before, last) : undefined;
  return { path, cost, hthTarget, endsOnBody, facing: facing ?? stepFacing ?? f.facing };
}

/** Checks a shift: one hex at most, staying next to every enemy that engages the figure. */
function planShift(
  state: BattleState,
  f: BattleFigure,
  option: OptionCode,
  path: readonly Hex[],
  facing: Direction | undefined,
): PlannedMove {
  if (path.length > 1)
    refuse(
      `${f.name} may shift only one hex with option (${option}); the path has ${path.length}.`,
    );
  const to = path[0];
  if (!to) return finish(state, f, option, path, 0, facing);
  if (f.posture !== "standing")
    refuse(`${f.name} is ${f.posture} and must stand up before moving.`);
  const cost = stepCost(state, f, option, f.position, to, true);
  if (typeof cost === "string") refuse(cost);
  if (roleOf(state, f, to) !== "empty" && roleOf(state, f, to) !== "bodies")
    refuse(`${formatHex(to)} is occupied.`);
  for (const enemy of engagingEnemies(state, f)) {
    if (hexDistance(enemy.position, to) !== 1) {
      refuse(
        `A shift must stay next to every enemy engaging ${f.name}; ${formatHex(to)} is not next to ${enemy.name}.`,
      );
    }
  }
  return finish(state, f, option, path, cost, facing);
}

/** Checks an explicit path for the option. */
export function planPath(
  state: BattleState,
  f: BattleFigure,
  option: OptionCode,
  path: readonly Hex[],
  facing?: Direction,
): PlannedMove {
  if (OPTIONS[option].move.kind === "shift") return planShift(state, f, option, path, facing);
  const limit = allowance(f, option);
  if (path.length > 0 && limit === 0) {
    refuse(
      f.posture === "standing"
        ? `Option (${option}) allows no movement.`
        : `${f.name} is ${f.posture} and must stand up before moving.`,
    );
  }
  let cost = 0;
  let at = f.position;
  path.forEach((to, i) => {
    const isLast = i === path.length - 1;
    const step = stepCost(state, f, option, at, to, isLast);
    if (typeof step === "string") refuse(step);
    if (!isLast && mustStopAt(state, f, to)) {
      refuse(
        `${f.name} must stop at ${formatHex(to)}: entering an enemy's front hex ends movement.`,
      );
    }
    cost += step;
    at = to;
  });
  if (cost > limit) {
    refuse(
      `${f.name} would move ${cost} hexes; ${OPTIONS[option].name.toLowerCase()} (${option}) allows at most ${limit}.`,
    );
  }
  return finish(state, f, option, path, cost, facing);
}

/** The search settings for this figure's movement under the option (see findPath). */
export function movementSearch(
  state: BattleState,
  f: BattleFigure,
  option: OptionCode,
): PathOptions {
  return {
    maxCost: allowance(f, option),
    stepCost: (from, to, isLast) => {
      const cost = stepCost(state, f, option, from, to, isLast);
      return typeof cost === "number" ? cost : undefined;
    },
    mayPassThrough: (h) => !mustStopAt(state, f, h),
  };
}

/** Finds the cheapest legal path to a destination. */
export function planToDestination(
  state: BattleState,
  f: BattleFigure,
  option: OptionCode,
  destination: Hex,
  facing?: Direction,
): PlannedMove {
  if (hexKey(destination) === hexKey(f.position)) return planPath(state, f, option, [], facing);
  if (OPTIONS[option].move.kind === "shift")
    return planPath(state, f, option, [destination], facing);
  const search = movementSearch(state, f, option);
  const found = findPath(f.position, destination, search);
  if (!found) {
    refuse(
      `${f.name} cannot reach ${formatHex(destination)} with option (${option}) (at most ${search.maxCost} hexes, stopping at enemies' front hexes).`,
    );
  }
  return planPath(state, f, option, found.path, facing);
}
