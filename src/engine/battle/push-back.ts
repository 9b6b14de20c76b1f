/**
 * ADVANCED MELEE §3 MOVING ONTO OTHER FIGURES: a multi-hex figure may end its move, or take its
 * shift, by "pushing back" one-hex figures whose combined ST at the moment is less than its own.
 * It moves one hex onto them and stops; each must have an empty hex next to it to go to, or the
 * big figure may not move onto it. Each pushed figure rolls 3 dice against DX: made, it steps to
 * an adjacent hex and acts as usual; missed, it falls there. "Very large figures (7 or more
 * hexes) may push back … figures up to 3 hexes in size in the same way."
 *
 * Ruling (docs/rulings.md, "Pushing back"): the engine picks the hex each pushed figure goes to —
 * the empty hex next to it farthest from the pusher's body (the sum of its distances to the
 * pusher's hexes), the first in direction order on a tie, none given to two figures; a pushed
 * figure of 2 or 3 hexes moves its whole body one hex the same way, keeping its facing, where all
 * its hexes find room; a rider counts his mount's ST with his own. Only figures standing or
 * kneeling are pushed; a figure pushed into a fall lies beside the big one, not under it (§3's
 * words; §6 TRAMPLING's example has it "underfoot").
 */
import { isInArena } from "../hex/arena.ts";
import { formatHex, type Hex, hexDistance, hexKey, neighbors } from "../hex/coordinates.ts";
import { mountStRemaining } from "../mounted/unit.ts";
import { type Ctx, emit } from "./context.ts";
import { checkDrowning } from "./drowning.ts";
import { refuse } from "./errors.ts";
import { blocksMovement, figureById, isInHth, isOnMap, isOut, stRemaining } from "./figures.ts";
import { fallDown, rollAgainstAdjDx } from "./footing.ts";
import { covers, footprintAt, isLarge } from "./footprint.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** One figure pushed back and the hex it goes to. */
export interface PushBack {
  readonly figure: string;
  readonly to: Hex;
}

/** AM §3: figures of 7 hexes or more push back figures of up to 3 hexes; the others, one-hex men. */
const VERY_LARGE_HEXES = 7;
const PUSHED_BY_VERY_LARGE_HEXES = 3;

/** The largest figure, in hexes, that `mover` may push back. */
function largestPushedBy(mover: BattleFigure): number {
  return mover.traits.hexes >= VERY_LARGE_HEXES ? PUSHED_BY_VERY_LARGE_HEXES : 1;
}

/**
 * Whether `f` is a figure `mover` pushes back: small enough, on the ground, standing or kneeling,
 * outside HTH.
 */
function isPushable(state: BattleState, mover: BattleFigure, f: BattleFigure): boolean {
  return (
    f.traits.hexes <= largestPushedBy(mover) &&
    !f.flying &&
    !isOut(f) &&
    blocksMovement(f) &&
    !isInHth(state, f)
  );
}

/** A pushed figure's ST at the moment: a rider's with his mount's (AM §9, two figures' ST). */
function stPushed(f: BattleFigure): number {
  return stRemaining(f) + (f.mount ? mountStRemaining(f.mount) : 0);
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
  return standers.length > 0 && standers.every((f) => isPushable(state, mover, f));
}

/** Whether a multi-hex `mover` standing on `hexes` would stand on anyone (a push-back). */
export function landsOnFigures(
  state: BattleState,
  mover: BattleFigure,
  hexes: readonly Hex[],
): boolean {
  return hexes.some((h) => standersIn(state, mover, h).length > 0);
}

/**
 * Whether `h` is somewhere pushed figure `f` could go: in the arena, not under the pusher, taken
 * by no other push, and empty but for `f` itself.
 */
function isRoomFor(
  state: BattleState,
  mover: BattleFigure,
  f: BattleFigure,
  footprint: readonly Hex[],
  taken: ReadonlySet<string>,
  h: Hex,
): boolean {
  if (!isInArena(state.arena, h) || taken.has(hexKey(h))) return false;
  if (footprint.some((x) => x.q === h.q && x.r === h.r)) return false;
  return !state.figures.some((o) => o !== mover && o !== f && isOnMap(o) && covers(o, h));
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
  const combined = pushed.reduce((sum, f) => sum + stPushed(f), 0);
  if (combined >= stRemaining(mover)) {
    refuse(
      `${mover.name} may push back only figures whose combined ST (${combined}) is less than its own (${stRemaining(mover)}).`,
    );
  }
  const taken = new Set<string>();
  return pushed.map((f) => {
    let best: { to: Hex; hexes: Hex[]; away: number } | undefined;
    for (const to of neighbors(f.position)) {
      const hexes = footprintAt(f, to, f.facing);
      if (!hexes.every((h) => isRoomFor(state, mover, f, footprint, taken, h))) continue;
      let away = 0;
      for (const h of hexes) away += awayFrom(footprint, h);
      if (!best || away > best.away) best = { to, hexes, away };
    }
    if (!best) {
      refuse(
        `${f.name} at ${formatHex(f.position)} has no empty hex next to it to be pushed back into.`,
      );
    }
    for (const h of best.hexes) taken.add(hexKey(h));
    return { figure: f.id, to: best.to };
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
    else checkDrowning(ctx, f, true);
  }
}
