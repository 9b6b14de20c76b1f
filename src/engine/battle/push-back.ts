/**
 * ADVANCED MELEE §3 MOVING ONTO OTHER FIGURES: a multi-hex figure may end its move, or take its
 * shift, by "pushing back" one-hex figures whose combined ST at the moment is less than its own.
 * It moves one hex onto them and stops; each must have an empty hex next to it to go to, or the
 * big figure may not move onto it. Each pushed figure rolls 3 dice against DX: made, it steps to
 * an adjacent hex and acts as usual; missed, it falls there.
 *
 * Ruling (docs/rulings.md, "Pushing back"): the engine picks the hex each pushed figure goes to —
 * the empty hex next to it farthest from the pusher's body (the sum of its distances to the
 * pusher's hexes), the first in direction order on a tie, none given to two figures; only one-hex figures standing or kneeling are pushed (a dragon
 * pushing figures of 2 or 3 hexes is not played); a figure pushed into a fall lies beside the big
 * one, not under it (§3's words; §6 TRAMPLING's example has it "underfoot").
 */
import { isInArena } from "../hex/arena.ts";
import { formatHex, type Hex, hexDistance, hexKey, neighbors } from "../hex/coordinates.ts";
import { type Ctx, emit } from "./context.ts";
import { refuse } from "./errors.ts";
import { blocksMovement, figureById, isInHth, isOnMap, isOut, stRemaining } from "./figures.ts";
import { fallDown, rollAgainstAdjDx } from "./footing.ts";
import { covers, isLarge } from "./footprint.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** One figure pushed back and the hex it goes to. */
export interface PushBack {
  readonly figure: string;
  readonly to: Hex;
}

/** Whether `f` is a figure a push-back moves: one hex, on the ground, standing or kneeling. */
function isPushable(state: BattleState, f: BattleFigure): boolean {
  return !isLarge(f) && !f.flying && !isOut(f) && blocksMovement(f) && !isInHth(state, f);
}

/** The figures other than `mover` standing or kneeling on the ground in `h`. */
function standersIn(state: BattleState, mover: BattleFigure, h: Hex): BattleFigure[] {
  return state.figures.filter((f) => f !== mover && blocksMovement(f) && covers(f, h));
}

/**
 * Whether a multi-hex `mover` ending a move with a part in `h` may go onto what stands there by
 * pushing it back (this battle's rules allow it, and only pushable figures stand there); the
 * strength and room are checked for the whole footprint by planPushBack.
 */
export function mayPushIn(state: BattleState, mover: BattleFigure, h: Hex): boolean {
  if (!rulesOf(state).multiHexPushBack || !isLarge(mover) || mover.flying) return false;
  const standers = standersIn(state, mover, h);
  return standers.length > 0 && standers.every((f) => isPushable(state, f));
}

/** Whether `h` is somewhere a pushed figure could go: in the arena, empty, not under the pusher. */
function isRoomFor(
  state: BattleState,
  mover: BattleFigure,
  footprint: readonly Hex[],
  taken: ReadonlySet<string>,
  h: Hex,
): boolean {
  if (!isInArena(state.arena, h) || taken.has(hexKey(h))) return false;
  if (footprint.some((x) => x.q === h.q && x.r === h.r)) return false;
  return !state.figures.some((f) => f !== mover && isOnMap(f) && covers(f, h));
}

/** How far `h` lies from the pusher's body: the sum of its distances to each of its hexes. */
function awayFrom(footprint: readonly Hex[], h: Hex): number {
  let sum = 0;
  for (const x of footprint) sum += hexDistance(x, h);
  return sum;
}

/**
 * The push-backs of a multi-hex `mover` coming to stand on `footprint` (anchor first): none when
 * nobody stands there; a refusal for the player when their combined ST is not less than the
 * mover's, or one of them has no empty hex to go to.
 */
export function planPushBack(
  state: BattleState,
  mover: BattleFigure,
  footprint: readonly Hex[],
): readonly PushBack[] {
  const pushed: BattleFigure[] = [];
  for (const h of footprint)
    for (const f of standersIn(state, mover, h)) if (!pushed.includes(f)) pushed.push(f);
  if (pushed.length === 0) return [];
  const combined = pushed.reduce((sum, f) => sum + stRemaining(f), 0);
  if (combined >= stRemaining(mover)) {
    refuse(
      `${mover.name} may push back only figures whose combined ST (${combined}) is less than its own (${stRemaining(mover)}).`,
    );
  }
  const taken = new Set<string>();
  return pushed.map((f) => {
    let best: Hex | undefined;
    for (const n of neighbors(f.position)) {
      if (!isRoomFor(state, mover, footprint, taken, n)) continue;
      if (!best || awayFrom(footprint, n) > awayFrom(footprint, best)) best = n;
    }
    if (!best) {
      refuse(
        `${f.name} at ${formatHex(f.position)} has no empty hex next to it to be pushed back into.`,
      );
    }
    taken.add(hexKey(best));
    return { figure: f.id, to: best };
  });
}

/** Pushes each figure back: 3 dice against adjDX; made, it steps aside; missed, it falls there. */
export function pushBack(ctx: Ctx, pusher: BattleFigure, pushes: readonly PushBack[]): void {
  for (const push of pushes) {
    const f = figureById(ctx.state, push.figure);
    const kept = rollAgainstAdjDx(ctx, f, "keep its feet when pushed back");
    emit(ctx, {
      type: "stepped",
      figure: f.id,
      from: f.position,
      to: push.to,
      reason: `pushed back by ${pusher.name}`,
    });
    f.position = push.to;
    if (!kept) fallDown(ctx, f, `pushed back by ${pusher.name}`);
  }
}
