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
import { type PathOptions, reachablePathTo } from "../hex/path.ts";
import { lastOf } from "../lists.ts";
import { BERSERK_MA } from "./berserk.ts";
import { isNarrowTunnel, wadingMa } from "./conditions.ts";
import { engagingEnemies, isEngagedAt } from "./engagement.ts";
import { refuse } from "./errors.ts";
import { areEnemies, blocksMovement, isInHth, isOnMap, isOut } from "./figures.ts";
import { flierLadenMa } from "./flier-load.ts";
import { flierLoadNote } from "./flier-load-words.ts";
import { bodyTripsUp } from "./footing-by-size.ts";
import { covers, distanceTo, footprintAt, isLarge } from "./footprint.ts";
import { shapeOf } from "./footprint-shapes.ts";
import { mayEnterForHth } from "./hth.ts";
import { farthestPartMoves } from "./multi-hex-movement.ts";
import { moveAllowance, type OptionCode, optionRule } from "./options.ts";
import { landsOnFigures, mayPushIn, type PushBack, planPushBack } from "./push-back.ts";
import { riderAttacksAfterFullMove } from "./riding-options.ts";
import { rulesOf } from "./ruleset-rules.ts";
import { refusesFlameAt } from "./torch.ts";
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
  /** The one-hex figures a multi-hex figure's last step pushes back (AM §3; push-back.ts). */
  readonly pushes?: readonly PushBack[];
}

/**
 * What stands in a hex, for movement: nothing; only bodies (dead or unconscious: jump over, or stop
 * with a saving roll); a living figure lying there (jump over, or enter only for HTH); a standing or
 * kneeling figure; or a HTH brawl.
 */
type HexRole = "empty" | "bodies" | "lying" | "blocked" | "brawl";

function roleOf(state: BattleState, mover: BattleFigure, h: Hex): HexRole {
  let occupied = false;
  let blocked = false;
  let living = false;
  for (const f of state.figures) {
    // A flier overhead is no obstacle on the ground (it still keeps others from ending under it).
    if (f === mover || f.flying || !isOnMap(f) || !covers(f, h)) continue;
    if (!isOut(f) && isInHth(state, f)) return "brawl";
    occupied = true;
    if (blocksMovement(f)) blocked = true;
    if (f.condition === "ok") living = true;
  }
  if (!occupied) return "empty";
  if (blocked) return "blocked";
  return living ? "lying" : "bodies";
}

/** Whether a flier other than the mover is over hex `h`. */
function hasFlierOver(state: BattleState, mover: BattleFigure, h: Hex): boolean {
  for (const f of state.figures)
    if (f !== mover && f.flying && isOnMap(f) && covers(f, h)) return true;
  return false;
}

/**
 * What a step through `h` (not the last) passes over: "bodies" (dead or unconscious only), "lying"
 * (a living figure down there), or null when it is no jump.
 */
export function jumpedIn(
  state: BattleState,
  mover: BattleFigure,
  h: Hex,
): "bodies" | "lying" | null {
  const role = roleOf(state, mover, h);
  return role === "bodies" || role === "lying" ? role : null;
}

/** Whether the figure could end a move in `h`: nothing living there, and no flier overhead. */
function mayStopIn(state: BattleState, mover: BattleFigure, h: Hex): boolean {
  const role = roleOf(state, mover, h);
  return (role === "empty" || role === "bodies") && !hasFlierOver(state, mover, h);
}

function hthTargetIn(
  state: BattleState,
  mover: BattleFigure,
  h: Hex,
  from: Hex,
  option: OptionCode,
): BattleFigure | null {
  if (option !== "b") return null;
  for (const enemy of state.figures) {
    if (!isOnMap(enemy) || !covers(enemy, h) || !areEnemies(enemy, mover) || isOut(enemy)) continue;
    if (mayEnterForHth(state, mover, enemy, from)) return enemy;
  }
  return null;
}

/**
 * Why a step is not allowed. Path searches meet many refused steps and need no reasons, so the
 * words are written only when a player is told (refusalText).
 */
type StepRefusal =
  | { readonly why: "not-adjacent"; readonly from: Hex; readonly to: Hex }
  | {
      readonly why:
        | "outside"
        | "flier-overhead"
        | "lying"
        | "brawl"
        | "blocked"
        | "no-backing-off"
        | "narrow-tunnel"
        | "flame";
      readonly at: Hex;
    };

function refusalText(refusal: StepRefusal): string {
  switch (refusal.why) {
    case "not-adjacent":
      return `${formatHex(refusal.from)} and ${formatHex(refusal.to)} are not next to each other.`;
    case "outside":
      return `${formatHex(refusal.at)} is outside the arena or a wall.`;
    case "flier-overhead":
      return `${formatHex(refusal.at)} has a flier overhead.`;
    case "lying":
      return `${formatHex(refusal.at)} has a figure lying in it; only a charge (b) may go onto it, for HTH.`;
    case "brawl":
      return `${formatHex(refusal.at)} holds a hand-to-hand brawl; only a charge (b) may join it.`;
    case "blocked":
      return `${formatHex(refusal.at)} is occupied; a figure may not move through a standing or kneeling figure.`;
    case "narrow-tunnel":
      return `${formatHex(refusal.at)} is a narrow tunnel; no figure of more than one hex may enter it.`;
    case "flame":
      return `${formatHex(refusal.at)} is burning; an animal will not pass through flame (AM §6).`;
    case "no-backing-off":
      return `A charge onto a foe must come from a hex the charger could stop in, to back off into if repelled; ${formatHex(refusal.at)} is not one.`;
  }
}

/**
 * The cost of one step, or why it is not allowed. `facing`: the facing asked for at the end of
 * the move (a giant's last step lands it in that facing, by default the step's direction).
 */
type StepCost = (
  state: BattleState,
  mover: BattleFigure,
  option: OptionCode,
  from: Hex,
  to: Hex,
  isLast: boolean,
  facing?: Direction,
) => number | StepRefusal;

/** Any figure's step; a giant's is worked out by largeStepCost. */
const stepCost: StepCost = (state, mover, option, from, to, isLast, facing) => {
  if (hexDistance(from, to) !== 1) return { why: "not-adjacent", from, to };
  if (isLarge(mover)) return largeStepCost(state, mover, option, from, to, isLast, facing);
  if (!isInArena(state.arena, to)) return { why: "outside", at: to };
  if (mover.flying && !isLast) return 1;
  if (refusesFlameAt(state, mover, to)) return { why: "flame", at: to };
  if (isLast && hasFlierOver(state, mover, to)) return { why: "flier-overhead", at: to };
  const role = roleOf(state, mover, to);
  if (role === "empty") return 1;
  if (role === "bodies") return isLast ? 1 : JUMP_COST;
  // MELEE: HAND-TO-HAND COMBAT — a repelled attacker "backs up to the hex from which he entered".
  if (isLast && hthTargetIn(state, mover, to, from, option))
    return mayStopIn(state, mover, from) ? 1 : { why: "no-backing-off", at: from };
  if (role === "lying" && !isLast) return JUMP_COST;
  return { why: role, at: to };
};

/**
 * A giant's step (MELEE: NONHUMAN FIGURES — "count the number of hexes his FRONT moves"): its
 * anchor, a front hex, moves one hex, and so does its whole front. On the way it keeps the facing it
 * started with; the last step lands it in its final facing. Every hex it would cover must be in the
 * arena and free of anyone standing and of brawls; a body or a figure lying down under either front
 * hex costs a jump (3) as a man's would, under its rear hex nothing more. It ends only where all
 * three hexes are empty or hold bodies, save that its anchor may go onto a foe's hex for HTH (b).
 */
const largeStepCost: StepCost = (state, mover, option, from, to, isLast, facing) => {
  const endFacing = isLast ? (facing ?? (directionTo(from, to) as Direction)) : mover.facing;
  const hexes = footprintAt(mover, to, endFacing);
  const { frontParts } = shapeOf(mover.traits.hexes);
  let cost =
    isLast && rulesOf(state).movesByFarthestPart
      ? Math.max(1, farthestPartMoves(mover, from, mover.facing, to, endFacing))
      : 1;
  for (let i = 0; i < hexes.length; i++) {
    const h = hexes[i] as Hex;
    if (!isInArena(state.arena, h)) return { why: "outside", at: h };
    // AM §6 NARROW TUNNELS: "creatures over one hex in size cannot enter a narrow tunnel at all".
    if (state.conditions && isNarrowTunnel(state, h)) return { why: "narrow-tunnel", at: h };
    if (refusesFlameAt(state, mover, h)) return { why: "flame", at: h };
    if (isLast && hasFlierOver(state, mover, h)) return { why: "flier-overhead", at: h };
    const role = roleOf(state, mover, h);
    if (role === "empty") continue;
    if (i === 0 && isLast && hthTargetIn(state, mover, h, from, option)) continue;
    if (role === "blocked" && isLast && mayPushIn(state, mover, h)) continue;
    if (role === "bodies" || (role === "lying" && !isLast)) {
      if (!isLast && i < frontParts) cost = JUMP_COST;
      continue;
    }
    if (role === "lying" && isLast && standsOverSmaller(state, mover, h)) continue;
    return { why: role, at: h };
  }
  return cost;
};

/**
 * Whether `f` may end its move with a hex on `h`: empty, bodies only, smaller figures lying there
 * for a big one to stand over, or figures it pushes back.
 */
function mayEndOn(state: BattleState, f: BattleFigure, h: Hex): boolean {
  const role = roleOf(state, f, h);
  if (role === "empty" || role === "bodies") return true;
  return (role === "lying" && standsOverSmaller(state, f, h)) || mayPushIn(state, f, h);
}

/**
 * AM §3 MOVING ONTO OTHER FIGURES ("a figure may move into a hex with a fallen … figure and stop";
 * "once a large figure is on top of a smaller one, he may attempt to trample it"): a big figure
 * may end any move standing over figures lying in `h` that are all smaller than it, to trample
 * them then or later (trample-attack.ts).
 */
function standsOverSmaller(state: BattleState, mover: BattleFigure, h: Hex): boolean {
  if (!rulesOf(state).multiHexPushBack) return false;
  return state.figures.every(
    (f) =>
      f === mover ||
      f.flying ||
      !isOnMap(f) ||
      !covers(f, h) ||
      f.traits.hexes < mover.traits.hexes,
  );
}

/**
 * AM §3 MOVEMENT OF MULTI-HEX FIGURES: a multi-hex figure stopped by engagement "may move one more
 * hex to push the small figures back". Whether `mover` may: the battle plays that rule (AM from
 * rules edition 3) and it is a big figure on the ground.
 */
function pushesOnWhenStopped(state: BattleState, mover: BattleFigure): boolean {
  return rulesOf(state).pushesOnWhenEngaged && isLarge(mover) && !mover.flying;
}

/**
 * Whether the step `from` → `to` is that one more hex: the last step, onto someone it pushes back
 * (whether it may is push-back.ts's to say). `facing`: the facing asked for at the end.
 */
function isPushAfterStopping(
  state: BattleState,
  mover: BattleFigure,
  from: Hex,
  to: Hex,
  isLast: boolean,
  facing: Direction | undefined,
): boolean {
  if (!isLast) return false;
  const endFacing = facing ?? (directionTo(from, to) as Direction);
  return landsOnFigures(state, mover, footprintAt(mover, to, endFacing));
}

/**
 * Whether movement must stop on entering `h`: an enemy's front hex engages (MELEE: MOVEMENT); a
 * flier is stopped only by an enemy flier it engages there at the height it flies at (AM §10).
 */
function mustStopAt(state: BattleState, mover: BattleFigure, h: Hex): boolean {
  return isEngagedAt(state, mover, h);
}

/** The MA the figure moves with now: in the air, a flier's flying MA (MELEE: gargoyle, 16). */
export function currentMa(f: BattleFigure): number {
  const ma = f.flying ? (f.traits.flyingMa ?? f.ma) : f.ma;
  // AM §6 BERSERKING: +2 MA.
  return f.berserk ? ma + BERSERK_MA : ma;
}

/** Hexes the figure may move under the option: none while it is down. */
export function allowance(f: BattleFigure, option: OptionCode, ma = currentMa(f)): number {
  if (f.posture !== "standing") return 0;
  return moveAllowance(optionRule(option).move, ma);
}

/** AM §3 CRAWLING, KNEELING AND LYING PRONE: "A crawling figure has a MA of 2." */
const CRAWLING_MA = 2;

/** Whether the figure, lying prone or fallen, moves by crawling (AM's rule). */
export function isCrawling(state: BattleState, f: BattleFigure): boolean {
  return (f.posture === "prone" || f.posture === "fallen") && rulesOf(state).crawls;
}

/**
 * AM §2 option IV(a): standing up from a kneel, a figure moves too: up to ½ its MA disengaged (g),
 * one hex, a shift, engaged (n).
 */
function risesFromKneel(state: BattleState, f: BattleFigure, option: OptionCode): boolean {
  return (
    (option === "g" || option === "n") &&
    f.posture === "kneeling" &&
    rulesOf(state).risesFromKneelAndMoves
  );
}

/**
 * The allowance in this battle: under AM a kneeling figure standing up with (g) moves up to ½ its
 * MA (AM §2 option IV(a)), and one lying down crawls 2 hexes with (a); (m) moves only onto its
 * foe (hth-in-movement.ts).
 */
export function allowanceIn(state: BattleState, f: BattleFigure, option: OptionCode): number {
  const ma = flierLadenMa(state, f, wadingMa(state, f, currentMa(f)));
  if (risesFromKneel(state, f, option))
    return moveAllowance(option === "g" ? { kind: "half-ma" } : { kind: "shift" }, ma);
  if (option === "a" && isCrawling(state, f)) return CRAWLING_MA;
  // AM §5 HAND-TO-HAND COMBAT: (m)'s shift is the grapple itself, onto the foe's hex.
  if (option === "m" && rulesOf(state).hthBegunInMovement) return 0;
  if (riderAttacksAfterFullMove(state, f, option)) return allowance(f, "a", ma);
  return allowance(f, option, ma);
}

function finish(
  state: BattleState,
  f: BattleFigure,
  option: OptionCode,
  path: readonly Hex[],
  cost: number,
  facing: Direction | undefined,
): PlannedMove {
  const last = lastOf(path);
  const before = path.length >= 2 ? (path[path.length - 2] as Hex) : f.position;
  const hthTarget = last ? hthTargetIn(state, f, last, before, option) : null;
  const endsOnBody =
    last !== undefined && hthTarget === null && roleOf(state, f, last) === "bodies";
  const stepFacing = last ? directionTo(before, last) : undefined;
  const move = { path, cost, hthTarget, endsOnBody, facing: facing ?? stepFacing ?? f.facing };
  return isLarge(f) ? finishLarge(state, f, option, move, before) : move;
}

/** Checks that the giant's three hexes where it ends up are free (turning in place too). */
function checkLargeStand(state: BattleState, f: BattleFigure, hexes: readonly Hex[]): void {
  for (const h of hexes) {
    if (!isInArena(state.arena, h)) refuse(`${formatHex(h)} is outside the arena or a wall.`);
    if (hasFlierOver(state, f, h)) refuse(`${formatHex(h)} has a flier overhead.`);
    if (!mayEndOn(state, f, h))
      refuse(`${formatHex(h)} is occupied; ${f.name} needs all three of its hexes free.`);
  }
}

/**
 * A giant's move, finished: all three hexes free where it ends (its anchor may be on a foe it goes
 * hand-to-hand with, and then it must have room to turn where it stands first); a shift keeps it
 * next to every enemy engaging it; a body under any of its hexes after moving or turning calls for
 * the footing roll.
 */
function finishLarge(
  state: BattleState,
  f: BattleFigure,
  option: OptionCode,
  move: PlannedMove,
  before: Hex,
): PlannedMove {
  const end = lastOf(move.path) ?? f.position;
  const hexes = footprintAt(f, end, move.facing);
  const moved = move.path.length > 0 || move.facing !== f.facing;
  if (!moved) return move;
  checkLargeStand(state, f, move.hthTarget ? hexes.slice(1) : hexes);
  if (move.hthTarget) checkLargeStand(state, f, footprintAt(f, before, move.facing));
  if (optionRule(option).move.kind === "shift") {
    for (const enemy of engagingEnemies(state, f)) {
      if (!hexes.some((h) => distanceTo(enemy, h) === 1)) {
        refuse(
          `A shift must stay next to every enemy engaging ${f.name}; at ${formatHex(end)} it would not be next to ${enemy.name}.`,
        );
      }
    }
  }
  const endsOnBody =
    move.hthTarget === null &&
    hexes.some((h) => roleOf(state, f, h) === "bodies" && bodyTripsUp(state, f, h));
  const pushes = move.hthTarget ? [] : planPushBack(state, f, hexes);
  return pushes.length > 0 ? { ...move, endsOnBody, pushes } : { ...move, endsOnBody };
}

/**
 * What turning where it stands costs: nothing but under AM for a multi-hex figure, which pays for
 * its farthest part (AM §3 MOVEMENT OF MULTI-HEX FIGURES).
 */
function turnInPlaceCost(
  state: BattleState,
  f: BattleFigure,
  path: readonly Hex[],
  facing: Direction | undefined,
): number {
  if (path.length > 0 || facing === undefined || !isLarge(f)) return 0;
  if (!rulesOf(state).movesByFarthestPart) return 0;
  return farthestPartMoves(f, f.position, f.facing, f.position, facing);
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
  if (to && option === "m" && rulesOf(state).hthBegunInMovement)
    refuse(
      `Under ADVANCED MELEE ${f.name}'s shift with (m) is onto its foe's hex: name the foe and no other hex.`,
    );
  // AM §3 SHIFTING: "A multi-hex figure also moves only one hex when it shifts."
  const turning = turnInPlaceCost(state, f, path, facing);
  if (turning > 1) refuse(shiftTooFar(f, turning));
  if (!to) return finish(state, f, option, path, turning, facing);
  if (f.posture !== "standing" && !risesFromKneel(state, f, option))
    refuse(`${f.name} is ${f.posture} and must stand up before moving.`);
  const cost = stepCost(state, f, option, f.position, to, true, facing);
  if (typeof cost !== "number") refuse(refusalText(cost));
  if (cost > 1) refuse(shiftTooFar(f, cost));
  if (!mayEndOn(state, f, to)) refuse(`${formatHex(to)} is occupied.`);
  // A giant's three hexes are checked as it finishes.
  for (const enemy of isLarge(f) ? [] : engagingEnemies(state, f)) {
    if (distanceTo(enemy, to) !== 1) {
      refuse(
        `A shift must stay next to every enemy engaging ${f.name}; ${formatHex(to)} is not next to ${enemy.name}.`,
      );
    }
  }
  return finish(state, f, option, path, cost, facing);
}

function shiftTooFar(f: BattleFigure, moves: number): string {
  return `A shift moves ${f.name} one hex at most; part of it would move ${moves}.`;
}

/** Checks an explicit path for the option. */
export function planPath(
  state: BattleState,
  f: BattleFigure,
  option: OptionCode,
  path: readonly Hex[],
  facing?: Direction,
): PlannedMove {
  if (
    optionRule(option).move.kind === "shift" ||
    (option === "n" && risesFromKneel(state, f, option))
  )
    return planShift(state, f, option, path, facing);
  const limit = allowanceIn(state, f, option);
  if (path.length > 0 && limit === 0) {
    refuse(
      f.posture === "standing"
        ? `Option (${option}) allows no movement.`
        : `${f.name} is ${f.posture} and must stand up before moving.`,
    );
  }
  let cost = 0;
  let at = f.position;
  for (let i = 0; i < path.length; i++) {
    const to = path[i] as Hex;
    const isLast = i === path.length - 1;
    const step = stepCost(state, f, option, at, to, isLast, facing);
    if (typeof step !== "number") refuse(refusalText(step));
    const pushOn =
      i === path.length - 2 &&
      pushesOnWhenStopped(state, f) &&
      isPushAfterStopping(state, f, to, path[i + 1] as Hex, true, facing);
    if (!isLast && !pushOn && mustStopAt(state, f, to)) {
      refuse(
        `${f.name} must stop at ${formatHex(to)}: entering an enemy's front hex ends movement.`,
      );
    }
    cost += step;
    at = to;
  }
  cost = Math.max(cost, turnInPlaceCost(state, f, path, facing));
  if (cost > limit) {
    refuse(
      `${f.name} would move ${cost} hexes; ${optionRule(option).name.toLowerCase()} (${option}) allows at most ${limit}${flierLoadNote(state, f)}.`,
    );
  }
  return finish(state, f, option, path, cost, facing);
}

/**
 * The search settings for this figure's movement under the option (see hex/path.ts); `facing`, the
 * facing asked for at the end, matters only to a giant.
 */
export function movementSearch(
  state: BattleState,
  f: BattleFigure,
  option: OptionCode,
  facing?: Direction,
): PathOptions {
  // A big figure that must stop may still pass on, by one last step that pushes (AM §3); where
  // it must stop is asked once a hex.
  const pushesOn = pushesOnWhenStopped(state, f);
  const stops = new Map<string, boolean>();
  const stopsAt = (h: Hex): boolean => {
    const key = hexKey(h);
    let stop = stops.get(key);
    if (stop === undefined) {
      stop = key !== hexKey(f.position) && mustStopAt(state, f, h);
      stops.set(key, stop);
    }
    return stop;
  };
  return {
    maxCost: allowanceIn(state, f, option),
    stepCost: (from, to, isLast) => {
      if (pushesOn && stopsAt(from) && !isPushAfterStopping(state, f, from, to, isLast, facing))
        return undefined;
      const cost = stepCost(state, f, option, from, to, isLast, facing);
      return typeof cost === "number" ? cost : undefined;
    },
    mayPassThrough: (h) => pushesOn || !mustStopAt(state, f, h),
  };
}

/**
 * Finds the cheapest legal path to a destination: the path legalDestinations lists for it (the same
 * search, which may pass through the destination and come back, as a giant turning does), so an
 * order by destination is accepted exactly when the listed path is. An option allowing no movement
 * is refused in planPath's words.
 */
export function planToDestination(
  state: BattleState,
  f: BattleFigure,
  option: OptionCode,
  destination: Hex,
  facing?: Direction,
): PlannedMove {
  if (hexKey(destination) === hexKey(f.position)) return planPath(state, f, option, [], facing);
  const search = movementSearch(state, f, option, facing);
  if (optionRule(option).move.kind === "shift" || search.maxCost === 0)
    return planPath(state, f, option, [destination], facing);
  const found = reachablePathTo(f.position, destination, search);
  if (!found) {
    refuse(
      `${f.name} cannot reach ${formatHex(destination)} with option (${option}) (at most ${search.maxCost} hexes, stopping at enemies' front hexes)${flierLoadNote(state, f)}.`,
    );
  }
  return planPath(state, f, option, found.path, facing);
}
