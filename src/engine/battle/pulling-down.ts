/**
 * AM §9 PULLING A RIDER FROM HIS MOUNT: a foe on the ground next to a rider may try to pull him
 * down, an attack in every respect but its roll: 6 dice against the puller's ST + DX, HTH skill
 * counting for neither side (mounted/rolls.ts). An ordinary rider falls at the first successful
 * pull of a turn, a Horseman at the second, an Expert Horseman at the third; up to three footmen
 * beside him join in, each with his own attack.
 *
 * Ruling (docs/rulings.md, "Pulling a rider down"): "next to the rider" is next to his saddle hex,
 * the unit's anchor, and in the puller's front hexes as any blow; the roll is against the ST and
 * DX the puller began the battle with; the rider falls into the empty hex beside his saddle
 * nearest the puller (none empty: he keeps his seat), and the animal stands where it was.
 */
import { type Hex, hexDistance, neighbors } from "../hex/coordinates.ts";
import { HITS_TO_UNSEAT, isUnseated, PULLS_TO_UNSEAT, pullRoll } from "../mounted/rolls.ts";
import { type Ctx, emit } from "./context.ts";
import { areEnemies, isOut } from "./figures.ts";
import { seatOf } from "./leaning.ts";
import { isEmptyBesideSaddle, unseat } from "./mounting.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** Why `f` may not choose to pull a rider down this turn, or null. */
export function pullChoiceProblem(state: BattleState, f: BattleFigure): string | null {
  if (!rulesOf(state).ridersAllowed) return "Pulling a rider down is a rule of ADVANCED MELEE.";
  if (f.mount) return `${f.name} is mounted: only a foe on the ground pulls a rider down.`;
  if (f.flying) return `${f.name} is in the air: only a foe on the ground pulls a rider down.`;
  return null;
}

/** Whether pulling a rider down is worth offering `f`: it may, and some foe rides. */
export function mayPullSomeone(state: BattleState, f: BattleFigure): boolean {
  return (
    pullChoiceProblem(state, f) === null &&
    state.figures.some((o) => o.mount !== undefined && areEnemies(f, o) && !isOut(o))
  );
}

/** Why `f` may not pull `target` down, or null (its side, reach and front hexes apart). */
export function pullTargetProblem(f: BattleFigure, target: BattleFigure): string | null {
  if (!target.mount) return `${target.name} rides nothing: there is no one to pull down.`;
  return hexDistance(f.position, seatOf(target).hex) === 1
    ? null
    : `${f.name} must stand next to ${target.name}'s saddle hex to pull him down.`;
}

/** The successful pulls at `rider` this turn so far. */
function pullsThisTurn(state: BattleState, rider: BattleFigure): number {
  return rider.pulled?.turn === state.turn ? rider.pulled.count : 0;
}

/**
 * The successful pulls still needed this turn to unseat `rider` (AM §9: one for an ordinary
 * rider, two for a Horseman, three for an Expert), or null when he rides nothing.
 */
export function pullsLeftToUnseat(state: BattleState, rider: BattleFigure): number | null {
  const mount = rider.mount;
  if (!mount) return null;
  return Math.max(1, PULLS_TO_UNSEAT[mount.horsemanship] - pullsThisTurn(state, rider));
}

/** One pull at `rider`: made, it counts toward the pulls that unseat him this turn. */
export function pullDown(ctx: Ctx, f: BattleFigure, rider: BattleFigure): void {
  const mount = rider.mount;
  if (!mount) return;
  const { state } = ctx;
  const roll = pullRoll(ctx.dice, f.st, f.dx);
  const pulls = pullsThisTurn(state, rider) + (roll.success ? 1 : 0);
  if (roll.success) rider.pulled = { turn: state.turn, count: pulls };
  emit(ctx, {
    type: "pull",
    attacker: f.id,
    target: rider.id,
    faces: roll.faces,
    against: roll.target,
    success: roll.success,
    pulls,
    needed: PULLS_TO_UNSEAT[mount.horsemanship],
  });
  if (!isUnseated(pulls, 0, mount.horsemanship)) return;
  const landing = landingToward(state, rider, f.position);
  if (landing) unseat(ctx, rider, landing, `pulled down by ${f.name}`);
}

/** The empty hex beside `rider`'s saddle nearest `toward` (the first in direction order on a tie). */
function landingToward(state: BattleState, rider: BattleFigure, toward: Hex): Hex | undefined {
  return neighbors(rider.position)
    .filter((h) => isEmptyBesideSaddle(state, rider, rider.position, h))
    .sort((a, b) => hexDistance(a, toward) - hexDistance(b, toward))[0];
}

/** Whether the hits `f` took this turn throw it from its mount: 8, from rules edition 4. */
export function isThrownByHits(state: BattleState, f: BattleFigure): boolean {
  return (
    f.mount !== undefined &&
    rulesOf(state).ridersThrownByHits &&
    !f.knockedDownThisTurn &&
    f.hitsThisTurn >= HITS_TO_UNSEAT
  );
}

/**
 * The rider falls from his mount into the first empty hex beside the saddle; false, leaving him
 * to fall with it as before, when there is none.
 */
export function throwRider(ctx: Ctx, f: BattleFigure): boolean {
  const landing = landingToward(ctx.state, f, f.position);
  if (!landing) return false;
  unseat(ctx, f, landing, `${f.hitsThisTurn} hits in one turn`);
  return true;
}
