/**
 * AM §6 TRAMPLING, with §3 MOVING ONTO OTHER FIGURES ("once on top of a smaller figure, the large
 * figure may try to trample it"): a figure of two hexes or more, a ridden mount among them, stomps
 * at a smaller foe lying under it. The stomp is 3 dice against the trampler's DX, with no modifier
 * either way; it does 1+1, or 2 dice when the trampler's ST is more than three times the victim's,
 * and a roll of 17 or 18 throws the trampler down (mounted/trampling.ts).
 *
 * Ruling (docs/rulings.md, "Trampling"): a foe comes to lie underfoot when the big figure ends its
 * move on him where he lies; the stomp is the big figure's attack of the turn (`attack: trample`),
 * rolled at its turn to act, and the rider's unit stomps with its animal's ST and DX.
 */
import { trampleDamage, trampleRoll } from "../mounted/trampling.ts";
import { type Ctx, emit } from "./context.ts";
import { refuse } from "./errors.ts";
import { areEnemies, isLying, isOut } from "./figures.ts";
import { fallDown } from "./footing.ts";
import { covers, isLarge } from "./footprint.ts";
import { rollAndApplyDamage } from "./injury.ts";
import type { PlannedMove } from "./movement.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** Why `f` may not choose to trample this turn, or null. */
export function trampleChoiceProblem(state: BattleState, f: BattleFigure): string | null {
  if (!rulesOf(state).multiHexPushBack)
    return "Trampling is a rule of ADVANCED MELEE (rules edition 2 or later).";
  if (!isLarge(f)) return `${f.name} covers one hex: only a figure of two hexes or more tramples.`;
  if (f.flying) return `${f.name} is in the air and cannot trample.`;
  return null;
}

/** Whether trampling is worth offering `f`: it may, and some smaller foe lies on the ground. */
export function mayTrampleSomeone(state: BattleState, f: BattleFigure): boolean {
  return (
    trampleChoiceProblem(state, f) === null &&
    state.figures.some(
      (o) => areEnemies(f, o) && !isOut(o) && isLying(o) && o.traits.hexes < f.traits.hexes,
    )
  );
}

/** Why `target` is not a foe under `trampler` to stomp at, or null (the foe and its side apart). */
export function trampleTargetProblem(trampler: BattleFigure, target: BattleFigure): string | null {
  if (target.traits.hexes >= trampler.traits.hexes)
    return `${target.name} is no smaller than ${trampler.name}: only a smaller figure is trampled.`;
  if (!isLying(target))
    return `${target.name} is not lying on the ground: ${trampler.name} tramples only a foe that is down.`;
  if (!covers(trampler, target.position))
    return `${target.name} is not under ${trampler.name}: end the move on the hex where he lies.`;
  return null;
}

/**
 * A charge (b) whose last step takes the big figure's front onto a foe's hex is a try at HTH; a
 * trample's is not: the big figure comes to stand over a foe lying there (a standing one refused).
 */
export function standingOver(move: PlannedMove): PlannedMove {
  const under = move.hthTarget;
  if (!under) return move;
  if (!isLying(under))
    refuse(`${under.name} is standing: only a foe lying on the ground is trampled.`);
  return { ...move, hthTarget: null };
}

/** The ST and DX the stomp is made with: a rider's unit stomps with its animal's. */
export function tramplerAttributes(f: BattleFigure): { readonly st: number; readonly dx: number } {
  return f.mount ? { st: f.mount.st, dx: f.mount.dx } : { st: f.st, dx: f.dx };
}

/** The stomp at `target`: hit, it takes its damage; 17 or 18, the trampler falls. */
export function trample(ctx: Ctx, f: BattleFigure, target: BattleFigure): void {
  const { st, dx } = tramplerAttributes(f);
  const { faces, hit, tramplerFalls } = trampleRoll(ctx.dice, dx);
  emit(ctx, {
    type: "trample",
    attacker: f.id,
    target: target.id,
    faces,
    dx,
    hit,
    fell: tramplerFalls,
  });
  if (hit) {
    const damage = trampleDamage(st, target.st);
    rollAndApplyDamage(ctx, f, target, { damage, weapon: null }, 1, "trample");
  }
  if (tramplerFalls) fallDown(ctx, f, `stumbled trampling ${target.name}`);
}
