/**
 * ADVANCED MELEE §6 ADVERSE CONDITIONS, running: a figure moving more than half its MA over bad
 * footing (broken ground, or water, which "has the same effect") or in complete darkness makes a
 * saving roll on 3 dice against DX, at −2 for the footing; on bad footing in the dark, 4 dice. A
 * miss is a fall somewhere along the path: 1 die (2 past 6 hexes), rolled again while it exceeds
 * the hexes tried, says how far the figure got. Readings in docs/rulings.md, "Adverse conditions".
 */
import type { Hex } from "../hex/coordinates.ts";
import { groundAt, lightAt, wadingMa } from "./conditions.ts";
import { type Ctx, emit, roll } from "./context.ts";
import { baseAdjDxValue } from "./dx.ts";
import { groundAt as footingAt, rollAgainst } from "./footing.ts";
import { currentMa, JUMP_COST, jumpedIn, type PlannedMove } from "./movement.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** AM §6 BROKEN GROUND: "with DX at −2 for the bad footing". */
const FOOTING_DX = -2;
/** Past this many hexes the fall's distance is rolled on 2 dice. */
const ONE_DIE_HEXES = 6;

/** What makes a run risky: bad footing, darkness, or both, anywhere from the start to the end. */
export interface RunningRisk {
  readonly footing: boolean;
  readonly dark: boolean;
}

/**
 * The risk of the planned move, or null when there is none: no conditions, a flier, or a move of
 * half the MA it waded with or less.
 */
export function runningRisk(
  state: BattleState,
  f: BattleFigure,
  move: PlannedMove,
): RunningRisk | null {
  if (state.conditions === undefined || f.flying) return null;
  if (move.cost * 2 <= wadingMa(state, f, currentMa(f))) return null;
  const hexes = [f.position, ...move.path];
  const footing = hexes.some((h) => groundAt(state, h) !== "firm");
  const dark = hexes.some((h) => lightAt(state, h) === "dark");
  return footing || dark ? { footing, dark } : null;
}

function riskWords(risk: RunningRisk): string {
  if (risk.footing && risk.dark) return "on bad footing in the dark";
  return risk.footing ? "on bad footing" : "in the dark";
}

/** The move as far as the figure ran, and why it fell (null when it kept its feet). */
export interface RunResult {
  readonly move: PlannedMove;
  readonly fall: string | null;
}

/** Rolls the fall's distance: how many hexes of `tried` the figure got, falling in the last. */
function fallDistance(ctx: Ctx, f: BattleFigure, tried: number): number {
  const dice = tried > ONE_DIE_HEXES ? 2 : 1;
  const rolls: number[][] = [];
  for (;;) {
    const { faces, sum } = roll(ctx, dice);
    rolls.push(faces);
    if (sum <= tried) {
      emit(ctx, { type: "running-fall", figure: f.id, rolls, hexes: sum });
      return sum;
    }
  }
}

/** The MA the path costs (a jump over a figure costs 3). */
function costOf(state: BattleState, f: BattleFigure, path: readonly Hex[]): number {
  let cost = 0;
  for (let i = 0; i < path.length; i++) {
    const over = i < path.length - 1 && jumpedIn(state, f, path[i] as Hex);
    cost += over ? JUMP_COST : 1;
  }
  return cost;
}

/**
 * Rolls for a risky run; a miss cuts the path at the hex the figure falls in. A living figure
 * lying in that hex (one it meant to jump) stops it in the hex before.
 */
export function rollRunning(ctx: Ctx, f: BattleFigure, move: PlannedMove): RunResult {
  const risk = runningRisk(ctx.state, f, move);
  if (risk === null) return { move, fall: null };
  const target = baseAdjDxValue(f) + (risk.footing ? FOOTING_DX : 0);
  const words = riskWords(risk);
  if (
    rollAgainst(ctx, f, `keep its feet running ${words}`, risk.footing && risk.dark ? 4 : 3, target)
  )
    return { move, fall: null };
  let went = fallDistance(ctx, f, move.path.length);
  if (footingAt(ctx.state, f, move.path[went - 1] as Hex) === null) went -= 1;
  return { move: cutMove(ctx.state, f, move, went), fall: `fell running ${words}` };
}

/** The move cut after its first `hexes` hexes: it enters no foe's hex and ends on no body. */
export function cutMove(
  state: BattleState,
  f: BattleFigure,
  move: PlannedMove,
  hexes: number,
): PlannedMove {
  const path = move.path.slice(0, hexes);
  return { ...move, path, cost: costOf(state, f, path), hthTarget: null, endsOnBody: false };
}
