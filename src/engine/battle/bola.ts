/**
 * AM §5 PECULIAR WEAPONS, the bola: thrown at a part named before the throw, it does no damage but
 * by its part. The legs: the figure falls and may not stand next turn (the turn after, it may).
 * The arms: it drops its weapons and may not pick up or ready one for two turns, moving as it
 * likes. A flier's wings: it comes down, 1 die of damage. The head (−4 to throw): 1+2, and it may
 * not attack next turn; a flier hit there comes down too. A bola that misses and flies on at
 * someone else goes at the legs. These are the bola's own aims (AM §6 AIMED SHOTS, its note), so a
 * battle need not play aimed shots for them. Readings in docs/rulings.md, "The bola".
 */
import { type WeaponId, weaponOf } from "../figure/equipment.ts";
import type { AimedPart } from "./aimed-shots.ts";
import { chosenOption } from "./chosen.ts";
import { type Ctx, emit } from "./context.ts";
import { dropFromShieldHand, dropFromWeaponHand, ground } from "./crippling.ts";
import { isOut } from "./figures.ts";
import { fallDown } from "./footing.ts";
import { rollAndApplyDamage } from "./injury.ts";
import { type OptionCode, optionRule } from "./options.ts";
import type { AttackKind, BattleFigure, BattleState } from "./types.ts";

/** What a bola wraps: the legs, the arms (either arm named), the wings or the head. */
export type BolaPart = "legs" | "arms" | "wings" | "head";

const HEAD_DX = -4;
const HEAD_DAMAGE = { dice: 1, add: 2 } as const;
const FALL_DAMAGE = { dice: 1, add: 0 } as const;
/** Turns after the hit that the arms stay bound: "for the next TWO turns". */
const ARMS_TURNS = 2;

/** Whether this attack throws a bola (the weapon in hand, or already thrown). */
export function throwsBola(
  weapon: WeaponId | null | undefined,
  attack: AttackKind | null,
): boolean {
  return attack === "thrown" && weapon != null && weaponOf(weapon).bola === true;
}

/** The part an aim names: either arm is the arms; no aim is the legs. */
export function bolaPart(aim: AimedPart | undefined): BolaPart {
  switch (aim) {
    case "head":
      return "head";
    case "wing":
      return "wings";
    case "weapon-arm":
    case "shield-arm":
      return "arms";
    default:
      return "legs";
  }
}

/** Why a bola may not be thrown at `part` of `target`, or null. */
export function bolaAimProblem(part: AimedPart, target: BattleFigure): string | null {
  if (part === "wing" && !target.flying)
    return `${target.name} is not flying: a bola goes at the wings of a flier.`;
  return null;
}

/** The throw's DX for its aim: −4 at the head, nothing elsewhere. */
export function bolaAimDx(part: AimedPart): number {
  return part === "head" ? HEAD_DX : 0;
}

/** A bola hit on `victim`: the part named if it is the target, else (a throw flying on) the legs. */
export function bolaHit(ctx: Ctx, attacker: BattleFigure, victim: BattleFigure): void {
  // The optional aimed shots' effects do not follow a bola's aim.
  ctx.aimedHit = null;
  const chosen = chosenOption(ctx.state, attacker.id);
  const part = chosen?.target === victim.id ? bolaPart(chosen.aim) : "legs";
  const bola = { damage: HEAD_DAMAGE, weapon: "bola" as const };
  if (part === "head") rollAndApplyDamage(ctx, attacker, victim, bola, 1, "thrown");
  if (isOut(victim)) return;
  emit(ctx, { type: "bola-hit", attacker: attacker.id, target: victim.id, part });
  victim.bola = { part, onTurn: ctx.state.turn };
  if (part === "legs") fallDown(ctx, victim, "legs wrapped by a bola");
  if (part === "arms") {
    dropFromWeaponHand(ctx, victim, "arms wrapped by a bola");
    if (victim.offhand) dropFromShieldHand(ctx, victim, "arms wrapped by a bola");
  }
  if ((part === "wings" || part === "head") && victim.flying)
    bringDown(ctx, attacker, victim, "brought down by a bola");
}

/** A flier's wings caught (by a bola, or a lasso treated as one): it comes down, 1 die of damage. */
export function bringDown(
  ctx: Ctx,
  attacker: BattleFigure,
  victim: BattleFigure,
  reason: string,
): void {
  ground(ctx, victim);
  fallDown(ctx, victim, reason);
  rollAndApplyDamage(ctx, attacker, victim, { damage: FALL_DAMAGE, weapon: null }, 1, "thrown");
}

/** Why a bola's hit keeps `f` from option `code` now, or null. */
export function bolaProblem(state: BattleState, f: BattleFigure, code: OptionCode): string | null {
  const bola = f.bola;
  if (!bola) return null;
  const since = state.turn - bola.onTurn;
  if (bola.part === "legs" && since === 1 && (code === "g" || code === "n"))
    return `${f.name}'s legs are wrapped by a bola: it may stand from turn ${bola.onTurn + 2}.`;
  if (bola.part === "arms" && since <= ARMS_TURNS && (code === "e" || code === "k" || code === "o"))
    return `${f.name}'s arms are wrapped by a bola: it may take up a weapon from turn ${bola.onTurn + ARMS_TURNS + 1}.`;
  if (bola.part === "head" && since === 1 && optionRule(code).attacks)
    return `${f.name} is loosening a bola from its neck and may not attack this turn.`;
  return null;
}
