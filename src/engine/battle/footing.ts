/**
 * Stepping into a hex outside normal movement (disengaging, being pushed back, standing up out of a
 * pile): the hex must be empty or hold only bodies, and a body underfoot calls for the footing roll
 * (MELEE: MOVING ONTO OTHER FIGURES — "whenever a figure moves into a hex with another figure").
 */
import { isInArena } from "../hex/arena.ts";
import type { Direction, Hex } from "../hex/coordinates.ts";
import { type Ctx, emit, roll } from "./context.ts";
import { checkDrowning } from "./drowning.ts";
import { baseAdjDxValue } from "./dx.ts";
import { figuresAt } from "./figures.ts";
import { footprintAt, isLarge } from "./footprint.ts";
import { knockedDownWithLitFlask } from "./lit-flasks.ts";
import { rulesOf } from "./ruleset-rules.ts";
import { isHit, readFourDice, readToHit } from "./to-hit.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/**
 * "empty", "bodies" (only dead or unconscious figures), or null when something living is there. A
 * giant stepping its anchor to `h` needs all three hexes it would cover there in `facing`.
 */
export function groundAt(
  state: BattleState,
  mover: BattleFigure,
  h: Hex,
  facing: Direction = mover.facing,
): "empty" | "bodies" | null {
  if (!isLarge(mover)) return groundIn(state, mover, h);
  let ground: "empty" | "bodies" = "empty";
  for (const x of footprintAt(mover, h, facing)) {
    const here = groundIn(state, mover, x);
    if (here === null) return null;
    if (here === "bodies") ground = "bodies";
  }
  return ground;
}

function groundIn(state: BattleState, mover: BattleFigure, h: Hex): "empty" | "bodies" | null {
  if (!isInArena(state.arena, h)) return null;
  const others = figuresAt(state, h).filter((f) => f !== mover);
  if (others.length === 0) return "empty";
  return others.every((f) => f.condition !== "ok") ? "bodies" : null;
}

/** A saving roll of 3 dice against adjDX, read like a roll to hit; returns whether it was made. */
export function rollAgainstAdjDx(ctx: Ctx, f: BattleFigure, purpose: string): boolean {
  return rollAgainst(ctx, f, purpose, 3, baseAdjDxValue(f));
}

/**
 * A saving roll of 2, 3 or 4 dice against `target`, read like a roll to hit on 3 or 4 dice (AM §5:
 * 4 dice have no automatic success and miss on 20 or more), and on 2 as the sum against it;
 * returns whether it was made.
 */
export function rollAgainst(
  ctx: Ctx,
  f: BattleFigure,
  purpose: string,
  dice: 2 | 3 | 4,
  target: number,
  against: "adjDX" | "ST" | "IQ" = "adjDX",
): boolean {
  const { faces, sum } = roll(ctx, dice);
  const success =
    dice === 2
      ? sum <= target
      : isHit(dice === 3 ? readToHit(sum, target) : readFourDice(sum, target));
  const onSt = against === "adjDX" ? {} : { against };
  emit(ctx, { type: "saving-roll", figure: f.id, purpose, faces, target, success, ...onSt });
  return success;
}

/** 3 dice against adjDX, or the figure falls. */
export function keepFooting(ctx: Ctx, f: BattleFigure): void {
  if (!rollAgainstAdjDx(ctx, f, "keep footing among bodies"))
    fallDown(ctx, f, "stumbled over a body");
}

/** The figure falls; under AM any fall is a knockdown (ruleset-rules.ts, everyFallKnocksDown). */
export function fallDown(ctx: Ctx, f: BattleFigure, reason: string): void {
  f.posture = "fallen";
  if (rulesOf(ctx.state).everyFallKnocksDown) f.knockedDownThisTurn = true;
  emit(ctx, { type: "posture", figure: f.id, posture: "fallen", reason });
  knockedDownWithLitFlask(ctx, f);
  checkDrowning(ctx, f);
}

/**
 * Moves the figure one hex as the rules direct, rolling for footing on a body. A figure that steps
 * of its own accord may turn as it does (MELEE VI, FACING: "whenever it MOVES"): `facing`, when
 * given, is its facing there.
 */
export function stepInto(
  ctx: Ctx,
  f: BattleFigure,
  to: Hex,
  reason: string,
  facing?: Direction,
): void {
  const ground = groundAt(ctx.state, f, to, facing);
  if (facing === undefined) {
    emit(ctx, { type: "stepped", figure: f.id, from: f.position, to, reason });
  } else {
    emit(ctx, { type: "stepped", figure: f.id, from: f.position, to, reason, facing });
    f.facing = facing;
  }
  f.position = to;
  if (ground === "bodies") keepFooting(ctx, f);
}
