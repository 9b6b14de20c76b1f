/**
 * Forcing retreat at the end of the turn (MELEE: IV step 5, FORCING RETREAT; AM §5 FORCING RETREAT,
 * which allows only unoccupied hexes).
 */
import { isInArena } from "../hex/arena.ts";
import {
  DIRECTION_STEPS,
  type Direction,
  directionTo,
  formatDirection,
  formatHex,
  type Hex,
  hexDistance,
  isDirection,
  neighbor,
  neighbors,
  sameHex,
} from "../hex/coordinates.ts";
import { type Ctx, emit } from "./context.ts";
import { refuse } from "./errors.ts";
import { figureById, figuresAt, findFigure, isInHth, isOnMap, isOut } from "./figures.ts";
import { groundAt, keepFooting, stepInto } from "./footing.ts";
import { covers, footprint, footprintAt, isLarge } from "./footprint.ts";
import type { RetreatOrder } from "./orders.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState, RetreatRight } from "./types.ts";

/** A fallen figure the enemy may be pushed onto, when the ruleset allows that. */
function isBody(f: BattleFigure, ontoBodies: boolean): boolean {
  return ontoBodies && isOut(f) && f.condition !== "ok";
}

/** A hex the enemy may be pushed into: vacant, or (MELEE) holding only bodies. */
function isRetreatHex(
  state: BattleState,
  enemy: BattleFigure,
  victor: BattleFigure,
  h: Hex,
): boolean {
  const ontoBodies = rulesOf(state).retreatOntoBodies;
  // The whole giant moves one hex: all three hexes it would cover must be free.
  if (isLarge(enemy)) {
    return footprintAt(enemy, h, enemy.facing).every(
      (x) =>
        isInArena(state.arena, x) &&
        !covers(victor, x) &&
        figuresAt(state, x).every((f) => f === enemy || isBody(f, ontoBodies)),
    );
  }
  // Checked on every hex beside every enemy each turn: no closure made per call.
  if (!isInArena(state.arena, h) || sameHex(h, victor.position)) return false;
  for (const f of state.figures) {
    if (isOnMap(f) && covers(f, h) && !(f !== enemy && isBody(f, ontoBodies))) return false;
  }
  return true;
}

export function retreatHexes(state: BattleState, right: RetreatRight): Hex[] {
  const victor = findFigure(state, right.victor);
  const enemy = findFigure(state, right.enemy);
  if (!victor || !enemy) return [];
  return neighbors(enemy.position).filter((h) => isRetreatHex(state, enemy, victor, h));
}

/** Rights still worth asking about: the victor unhurt and on its feet, the enemy fighting, room to push. */
export function usableRetreatRights(state: BattleState): RetreatRight[] {
  const ts = state.turnState;
  return ts.retreatRights.filter((right) => {
    const victor = findFigure(state, right.victor);
    const enemy = findFigure(state, right.enemy);
    if (!victor || !enemy || isOut(victor) || isOut(enemy)) return false;
    if (ts.hurtThisTurn.includes(victor.id) || victor.posture !== "standing") return false;
    if (isInHth(state, victor) || isInHth(state, enemy)) return false;
    return hasRetreatHex(state, enemy, victor);
  });
}

/** retreatHexes is not empty: asked at the end of every turn with a hit, so it allocates nothing. */
function hasRetreatHex(state: BattleState, enemy: BattleFigure, victor: BattleFigure): boolean {
  for (const step of DIRECTION_STEPS) {
    const h = { q: enemy.position.q + step.q, r: enemy.position.r + step.r };
    if (isRetreatHex(state, enemy, victor, h)) return true;
  }
  return false;
}

export function applyRetreat(ctx: Ctx, order: RetreatOrder): void {
  const phase = ctx.state.phase;
  if (phase.kind !== "retreat") refuse("There is no retreat to decide now.");
  const right = phase.rights.find((r) => r.victor === order.victor && r.enemy === order.enemy);
  if (!right) refuse("That figure has no right to force that enemy back this turn.");
  const victor = figureById(ctx.state, order.victor);
  const enemy = figureById(ctx.state, order.enemy);
  // MELEE VI, FACING: a victor that advances moves, so it may turn; the pushed enemy does not.
  if (order.facing !== undefined) {
    if (!isDirection(order.facing))
      refuse("The advancing victor's facing must be one of N, NE, SE, S, SW, NW.");
    if (!order.advance)
      refuse(`${victor.name} turns only by advancing: a victor that stays still keeps its facing.`);
  }
  const facing = order.facing ?? victor.facing;
  const from = enemy.position;
  const left = footprint(enemy);
  // IV step 5: the victor may "advance to the hex vacated by the enemy" — a step, so only from
  // next to it (another victor may have pushed the enemy on meanwhile).
  if (
    order.advance &&
    !isLarge(victor) &&
    !isLarge(enemy) &&
    hexDistance(victor.position, from) !== 1
  )
    refuse(
      `${victor.name} is not next to ${formatHex(from)}, the hex ${enemy.name} would leave; it cannot advance.`,
    );
  if (order.to !== null) {
    if (hexDistance(from, order.to) !== 1 || !isRetreatHex(ctx.state, enemy, victor, order.to)) {
      const options = retreatHexes(ctx.state, right).map(formatHex).join(", ");
      refuse(`${enemy.name} cannot be pushed to ${formatHex(order.to)}; it may go to ${options}.`);
    }
    stepInto(ctx, enemy, order.to, `forced back by ${victor.name}`);
  } else if (order.advance) {
    refuse("Advancing needs the enemy pushed back first.");
  }
  const advanced = order.advance && order.to !== null;
  const victorFrom = victor.position;
  if (advanced && order.to !== null) {
    if (!isLarge(victor) && !isLarge(enemy)) {
      victor.position = from;
    } else {
      const pushed = directionTo(from, order.to) as Direction;
      advanceLarge(ctx.state, victor, enemy, left, pushed, facing);
    }
    victor.facing = facing;
  }
  emit(ctx, {
    type: "retreat",
    victor: victor.id,
    enemy: enemy.id,
    from,
    to: order.to,
    advanced,
    ...(advanced ? { victorFrom } : {}),
    ...(order.facing === undefined ? {} : { facing: order.facing }),
  });
  // MELEE: MOVING ONTO OTHER FIGURES — advancing onto a body calls for the footing roll.
  if (advanced && groundAt(ctx.state, victor, victor.position) === "bodies")
    keepFooting(ctx, victor);
  // The right is used (or declined). NOTHING happens simultaneously (IV): this push may have made
  // room for another victor's, or taken it away, so the rights still open are worked out again.
  const ts = ctx.state.turnState;
  ts.retreatRights = ts.retreatRights.filter(
    (r) => r.victor !== right.victor || r.enemy !== right.enemy,
  );
  ctx.state.phase = { kind: "retreat", rights: usableRetreatRights(ctx.state) };
}

/**
 * Advancing where a giant is involved: the victor takes a hex the enemy left. A man steps into the
 * first of the giant's old hexes next to him that it no longer covers; a giant steps its anchor one
 * hex, to stand in `facing` (its own unless the order turns it), so as to cover a hex the enemy
 * left (the way the enemy went first, then N…NW), onto hexes that are free or hold only bodies.
 */
function advanceLarge(
  state: BattleState,
  victor: BattleFigure,
  enemy: BattleFigure,
  left: readonly Hex[],
  pushed: Direction,
  facing: Direction,
): void {
  const vacated = left.filter((h) => !covers(enemy, h));
  if (!isLarge(victor)) {
    const into = vacated.find((h) => hexDistance(victor.position, h) === 1);
    if (!into) refuse(`${victor.name} is not next to a hex ${enemy.name} left.`);
    victor.position = into;
    return;
  }
  for (const d of [pushed, 0, 1, 2, 3, 4, 5] as const) {
    const to = neighbor(victor.position, d);
    const hexes = footprintAt(victor, to, facing);
    const fits =
      hexes.some((h) => vacated.some((v) => sameHex(v, h))) &&
      hexes.every(
        (h) =>
          isInArena(state.arena, h) &&
          figuresAt(state, h).every((f) => f === victor || (isOut(f) && f.condition !== "ok")),
      );
    if (fits) {
      victor.position = to;
      return;
    }
  }
  const turned = facing === victor.facing ? "" : ` facing ${formatDirection(facing)}`;
  refuse(`${victor.name} has no room to advance${turned} into a hex ${enemy.name} left.`);
}
