/**
 * AM §6 ADVERSE CONDITIONS, Water: a figure too heavily loaded to float walks the bottom of water
 * over its head holding its breath, for as many turns as its ST, 10 more with the Swimming talent,
 * 20 with Diving. Each turn it ends there spends one; a turn ended there with none left is the
 * book's running out of breath "before you get to shallow water", and calls for the roll against
 * drowning (drowning.ts), after which a figure that lives is afloat. Out of that water it breathes
 * again (docs/rulings.md, "Drowning").
 */
import { hasTalent } from "../figure/talents.ts";
import { groundAt } from "./conditions.ts";
import { type Ctx, emit } from "./context.ts";
import { floats, rollAgainstDrowning } from "./drowning.ts";
import { isOnMap } from "./figures.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** The turns the Swimming and Diving talents add to a figure's breath. */
export const SWIMMING_BREATH_TURNS = 10;
export const DIVING_BREATH_TURNS = 20;

/** How many turns `f` can hold its breath: its ST, with its talent's turns. */
export function breathTurns(f: BattleFigure): number {
  if (hasTalent(f.talents, "diving")) return f.st + DIVING_BREATH_TURNS;
  if (hasTalent(f.talents, "swimming")) return f.st + SWIMMING_BREATH_TURNS;
  return f.st;
}

/** Whether `f` is under water holding its breath: on the bottom, over its head, too heavy to float. */
function isUnderWater(state: BattleState, f: BattleFigure): boolean {
  return (
    f.condition === "ok" &&
    !f.flying &&
    isOnMap(f) &&
    groundAt(state, f.position) === "over-head-water" &&
    !floats(f)
  );
}

/**
 * The turns of breath `f` has left under water, counting this turn's as not yet spent; undefined
 * when it is not holding its breath.
 */
export function breathLeft(state: BattleState, f: BattleFigure): number | undefined {
  if (!rulesOf(state).holdsBreath || !isUnderWater(state, f)) return undefined;
  return f.breathLeft ?? breathTurns(f);
}

/** At each turn's end, every figure under water spends a turn of breath, or runs out. */
export function breatheAtTurnEnd(ctx: Ctx): void {
  if (!rulesOf(ctx.state).holdsBreath) return;
  for (const f of ctx.state.figures) {
    if (!isUnderWater(ctx.state, f)) {
      delete f.breathLeft;
      continue;
    }
    const left = f.breathLeft ?? breathTurns(f);
    if (left > 0) {
      f.breathLeft = left - 1;
      continue;
    }
    delete f.breathLeft;
    emit(ctx, { type: "out-of-breath", figure: f.id, at: f.position });
    rollAgainstDrowning(ctx, f);
  }
}
