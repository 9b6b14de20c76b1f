/**
 * AM §5 PECULIAR WEAPONS: "a whip user may attempt to hit the head or hands of his target, doing
 * special damage—the rules are the same as those given under DAGGER MARKSMANSHIP" (AM §6). At the
 * head: −6, armor does not protect, double damage (doubling on any other doubling). At a hand: −6,
 * normal damage, and the hand lets go of what it holds; neither a shield nor armor lighter than
 * chainmail protects. The whip follows these rules, not the optional AIMED SHOTS' (AM §6, its
 * note), so a battle need not play aimed shots for them. Its whole 3–5 hex reach may aim, not only
 * 3 hexes as for a dagger (docs/rulings.md, "The whip's aimed shots").
 */
import { ARMORS, armorOf } from "../figure/equipment.ts";
import type { AimedEffect, AimedPart } from "./aimed-shots.ts";
import type { Ctx } from "./context.ts";
import { dropFromShieldHand, dropFromWeaponHand } from "./crippling.ts";
import { reachOf } from "./reach.ts";
import type { AttackKind, BattleFigure } from "./types.ts";

/** The head, and the hands: the weapon arm's and the shield arm's. */
export const MARKSMAN_PARTS: readonly AimedPart[] = ["head", "weapon-arm", "shield-arm"];

export const MARKSMAN_PENALTY = -6;

/** Whether this attack aims by DAGGER MARKSMANSHIP's rules: a blow of the ready whip. */
export function aimsAsMarksman(f: BattleFigure, attack: AttackKind | null): boolean {
  return attack === "weapon" && reachOf(f) !== undefined;
}

/** Why a marksman's blow may not aim at `part`, or null when it may. */
export function marksmanAimProblem(f: BattleFigure, part: AimedPart): string | null {
  return MARKSMAN_PARTS.includes(part)
    ? null
    : `${f.name}'s whip aims only at the head or a hand (weapon-arm or shield-arm).`;
}

/** What does not protect against a marksman's hit at `part`. */
export function marksmanBypass(
  target: BattleFigure,
  part: AimedPart,
): { readonly armor: boolean; readonly shield: boolean } {
  if (part === "head") return { armor: true, shield: false };
  return { armor: armorOf(target.armor).stops < ARMORS.chainmail.stops, shield: true };
}

/** A head hit does double damage. */
export function marksmanMultiplier(part: AimedPart): number {
  return part === "head" ? 2 : 1;
}

/** The hand struck lets go of what it holds, however few hits got through; the head, nothing more. */
export function marksmanEffect(
  ctx: Ctx,
  target: BattleFigure,
  part: AimedPart,
): AimedEffect | null {
  const holds =
    part === "weapon-arm"
      ? target.readyWeapon !== null
      : part === "shield-arm" &&
        ((target.shield !== null && target.shieldReady) || target.offhand !== null);
  if (!holds) return null;
  if (part === "weapon-arm") dropFromWeaponHand(ctx, target, "hand struck by a whip");
  else dropFromShieldHand(ctx, target, "hand struck by a whip");
  return "weapon-dropped";
}
