/**
 * AM §10 AERIAL COMBAT, dropping things: "Some fliers will drop rocks or weapons on their foes."
 * Informal weapons such as boulders do 1 die for each 50 kg and are dropped at −4 DX. A flier
 * carries boulders of the book's 50 kg (`boulders`), within what its ST carries (3 × ST kg, as a
 * figure's load: figure/carry.ts), and drops one on a foe on the ground in a front hex below it,
 * as its attack. The −4, and the −1 for every 3 m of height of AM §5 FLYING TARGETS, are in
 * aerial-dx.ts. The boulder is gone, hit or miss. Readings in docs/rulings.md, "Dropping boulders".
 */
import { carriedKg, loadLimitKg } from "../figure/carry.ts";
import type { Damage } from "../figure/equipment.ts";
import { hasHeights, heightOf } from "./altitude.ts";
import { rollAttack } from "./attack-roll.ts";
import { type Ctx, emit } from "./context.ts";
import { hasInFront } from "./engagement.ts";
import { rollAndApplyDamage } from "./injury.ts";
import { damageMultiplier, isHit } from "./to-hit.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** AM §10: "1 die damage for each 50 kg weight": the boulders a flier carries are of 50 kg. */
export const BOULDER_KG = 50;
const BOULDER_DAMAGE: Damage = { dice: 1, add: 0 };
const BOULDER_LABEL = `Boulder (${BOULDER_KG} kg)`;

/** The item a GM's `give` names to hand a flier one more boulder (gm.ts). */
export const BOULDER = "boulder";

/** The boulders `f` carries: 0 when it has none. */
export function bouldersOf(f: BattleFigure): number {
  return f.boulders ?? 0;
}

/** Sets the boulders `f` carries, kept only while it has any so other figures keep their shape. */
export function setBoulders(f: BattleFigure, count: number): void {
  if (count > 0) f.boulders = count;
  else delete f.boulders;
}

/** The kg `f` carries with `count` boulders: theirs, and its weapons' and shield's. */
export function loadKg(
  f: Pick<BattleFigure, "readyWeapon" | "carried" | "shield">,
  count: number,
): number {
  const weapons = f.readyWeapon === null ? f.carried : [f.readyWeapon, ...f.carried];
  return count * BOULDER_KG + carriedKg(weapons, f.shield);
}

/**
 * Why `f` (its ST, and the weapons and shield it has) cannot carry `count` boulders, or null: only
 * a flier carries them to drop, and no more than its ST carries.
 */
export function boulderLoadProblem(
  f: Pick<BattleFigure, "name" | "st" | "traits" | "readyWeapon" | "carried" | "shield">,
  count: number,
): string | null {
  if (!Number.isInteger(count) || count < 0) return "Boulders are counted in whole numbers.";
  if (count > 0 && f.traits.flyingMa === null)
    return `${f.name} cannot fly: only a flier carries boulders to drop (AM §10).`;
  const kg = loadKg(f, count);
  const limit = loadLimitKg(f.st);
  return kg <= limit
    ? null
    : `${f.name} carries at most ${limit} kg (3 × ST): ${count} boulders of ${BOULDER_KG} kg are too many.`;
}

/** Why `f` may not drop anything this turn whatever it holds (AM's rule, from the air), or null. */
export function fromTheAirProblem(state: BattleState, f: BattleFigure): string | null {
  if (!hasHeights(state)) return "Dropping things from the air is ADVANCED MELEE's (§10).";
  return f.flying ? null : `${f.name} must be in the air to drop things: take off first.`;
}

/** Why `f` may not drop a boulder this turn, or null. */
export function boulderDropProblem(state: BattleState, f: BattleFigure): string | null {
  if (hasHeights(state) && bouldersOf(f) === 0) return `${f.name} carries nothing to drop.`;
  return fromTheAirProblem(state, f);
}

/** Why `attacker` may not drop a boulder on `target`, or null (a foe is checked apart). */
export function dropTargetProblem(attacker: BattleFigure, target: BattleFigure): string | null {
  // Brought down before it acts, it has nothing to drop from.
  if (!attacker.flying) return `${attacker.name} is no longer in the air.`;
  if (target.flying) return `${target.name} is in the air: boulders are dropped on the ground.`;
  return hasInFront(attacker, target)
    ? null
    : `${target.name} is not below one of ${attacker.name}'s front hexes.`;
}

/** One boulder dropped on `target`: rolled for as any attack, gone whether it hits or not. */
export function dropBoulder(ctx: Ctx, attacker: BattleFigure, target: BattleFigure): void {
  setBoulders(attacker, bouldersOf(attacker) - 1);
  emit(ctx, {
    type: "boulder-dropped",
    figure: attacker.id,
    target: target.id,
    kg: BOULDER_KG,
    height: heightOf(attacker),
  });
  const result = rollAttack(ctx, {
    attacker,
    target,
    kind: "drop",
    weaponLabel: BOULDER_LABEL,
    toMiss: false,
  });
  if (!isHit(result)) return;
  const striker = { damage: BOULDER_DAMAGE, weapon: null };
  rollAndApplyDamage(ctx, attacker, target, striker, damageMultiplier(result), "drop");
}
