/**
 * A Quick Combat duel's opening and each turn's initiative (AM §8 SEQUENCE 1).
 */
import type { Dice } from "../../dice/dice.ts";
import { deriveStats } from "../figure/derived.ts";
import type { FigureSpec } from "../figure/figure-spec.ts";
import { validateFigure } from "../figure/validate.ts";
import {
  IllegalQuickOrderError,
  QUICK_TRACK_LENGTH,
  type QuickEvent,
  type QuickFighter,
  type QuickSeat,
  type QuickSetup,
  type QuickState,
} from "./types.ts";

/** AM §8 HITTING: adjDX is set once, from DX less armor and a shield worn as the figure enters. */
export function fixedAdjDx(spec: FigureSpec): number {
  const stats = deriveStats(spec);
  return spec.shieldReady ? (stats.adjDxWithShield ?? stats.adjDx) : stats.adjDx;
}

function entering(seat: QuickSeat, spec: FigureSpec, position: number): QuickFighter {
  const problems = validateFigure(spec);
  if (problems.length > 0) throw new IllegalQuickOrderError(`${spec.name}: ${problems.join("; ")}`);
  return {
    seat,
    spec,
    adjDx: fixedAdjDx(spec),
    ma: deriveStats(spec).ma,
    st: spec.st,
    position,
    ready: spec.readyWeapon,
    slung: withoutOne(spec.weapons, spec.readyWeapon),
    shieldReady: spec.shield !== null && spec.shieldReady,
    fallen: false,
    reloading: 0,
    moved: 0,
  };
}

/** The list with one copy of `item` taken out (a figure may carry two of a weapon). */
export function withoutOne<T>(list: readonly T[], item: T | null): T[] {
  const at = item === null ? -1 : list.indexOf(item);
  return at < 0 ? [...list] : [...list.slice(0, at), ...list.slice(at + 1)];
}

/** The opening: `a` at the track's first hex, `b` at its last, and the first turn's initiative. */
export function startQuickCombat(
  setup: QuickSetup,
  dice: Dice,
): { state: QuickState; events: QuickEvent[] } {
  const events: QuickEvent[] = [];
  const state: QuickState = {
    turn: 0,
    fighters: [entering("a", setup.a, 0), entering("b", setup.b, QUICK_TRACK_LENGTH - 1)],
    ground: [],
    phase: { kind: "over", winner: null },
    actions: [],
  };
  return { state: nextTurn(state, dice, events), events };
}

/**
 * A new turn: each side rolls one die, the higher choosing whether to move first; a tie is rolled
 * again (docs/rulings.md, "Quick Combat").
 */
export function nextTurn(state: QuickState, dice: Dice, events: QuickEvent[]): QuickState {
  const faces: number[] = [];
  let winner: QuickSeat | null = null;
  while (winner === null) {
    const a = dice.d6();
    const b = dice.d6();
    faces.push(a, b);
    if (a !== b) winner = a > b ? "a" : "b";
  }
  const turn = state.turn + 1;
  events.push({ type: "initiative", turn, faces, winner });
  return {
    ...state,
    turn,
    fighters: [
      { ...state.fighters[0], moved: 0 },
      { ...state.fighters[1], moved: 0 },
    ],
    phase: { kind: "move", seat: winner, chooses: true, nextSeat: winner === "a" ? "b" : "a" },
    actions: [],
  };
}
