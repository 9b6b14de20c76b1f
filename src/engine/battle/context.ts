/**
 * The working context of one order being applied: a private copy of the state that the rules
 * change in place, the dice, and the events produced. The caller only ever sees the finished copy.
 */
import { type Dice, rollFaces } from "../dice.ts";
import type { BattleEvent } from "./events.ts";
import type { BattleState } from "./types.ts";

export interface Ctx {
  readonly state: BattleState;
  readonly dice: Dice;
  readonly events: BattleEvent[];
}

export function roll(ctx: Ctx, count: number): { faces: number[]; sum: number } {
  const faces = rollFaces(ctx.dice, count);
  return { faces, sum: faces.reduce((a, b) => a + b, 0) };
}

export function emit(ctx: Ctx, event: BattleEvent): void {
  ctx.events.push(event);
}

/** A deep copy of plain battle data, faster than structuredClone for the engine's hot path. */
export function cloneState(state: BattleState): BattleState {
  const ts = state.turnState;
  return {
    ...state,
    figures: state.figures.map((f) => ({ ...f, carried: [...f.carried] })),
    dropped: [...state.dropped],
    turnState: {
      chosen: { ...ts.chosen },
      acted: [...ts.acted],
      tiebreaks: Object.fromEntries(
        Object.entries(ts.tiebreaks).map(([id, rolls]) => [id, [...rolls]]),
      ),
      retreatRights: [...ts.retreatRights],
      secondShots: [...ts.secondShots],
      bendingOver: [...ts.bendingOver],
      hurtThisTurn: [...ts.hurtThisTurn],
    },
    ep: state.ep ? { ...state.ep } : null,
  };
}
