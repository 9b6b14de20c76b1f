/**
 * AM §6 DAGGER MARKSMANSHIP: a single thrown dagger or sha-ken (AM §5) may be aimed, within 3
 * hexes, at the head or a hand by the rules below, without the optional AIMED SHOTS (rules
 * edition 5, `daggerMarksmanship`; older editions aimed a throw by AIMED SHOTS alone). With AIMED
 * SHOTS in play a throw may still go at a leg or wing, or further off, by that rule's table.
 * AM §5 PECULIAR WEAPONS: "a whip user may attempt to hit the head or hands of his target, doing
 * special damage—the rules are the same as those given under DAGGER MARKSMANSHIP" (AM §6). At the
 * head: −6, armor does not protect, double damage (doubling on any other doubling). At a hand: −6,
 * normal damage, and the hand lets go of what it holds; neither a shield nor armor lighter than
 * chainmail protects. The whip follows these rules, not the optional AIMED SHOTS' (AM §6, its
 * note), so a battle need not play aimed shots for them. Its whole 3–5 hex reach may aim, not only
 * 3 hexes as for a dagger (docs/rulings.md, "The whip's aimed shots").
 */
import { ARMORS, armorOf, type WeaponId, weaponOf } from "../figure/equipment.ts";
import type { AimedEffect, AimedPart } from "./aimed-shots.ts";
import type { Ctx } from "./context.ts";
import { dropFromShieldHand, dropFromWeaponHand } from "./crippling.ts";
import { distanceBetween } from "./footprint.ts";
import { reachOf } from "./reach.ts";
import { rulesOf } from "./ruleset-rules.ts";
import { isShaKen, starsThrown } from "./sha-ken.ts";
import type { AttackKind, BattleFigure, BattleState } from "./types.ts";

/** The head, and the hands: the weapon arm's and the shield arm's. */
export const MARKSMAN_PARTS: readonly AimedPart[] = ["head", "weapon-arm", "shield-arm"];

export const MARKSMAN_PENALTY = -6;

/** "The target must be within 3 hexes." */
export const MARKSMAN_THROW_HEXES = 3;

/** What a throw sends when it is not the ready weapon alone: the one gone from the hand, the stars. */
export interface Thrown {
  readonly weapon?: WeaponId | null | undefined;
  readonly stars?: number | undefined;
}

/** Whether this attack is a blow of the ready whip, which aims by DAGGER MARKSMANSHIP alone. */
export function lashesWithWhip(f: BattleFigure, attack: AttackKind | null): boolean {
  return attack === "weapon" && reachOf(f) !== undefined;
}

/** Whether this attack throws a single dagger (or main-gauche) or star, one a marksman may aim. */
export function throwsAsMarksman(
  state: BattleState,
  f: BattleFigure,
  attack: AttackKind | null,
  thrown: Thrown = {},
): boolean {
  const weapon = thrown.weapon === undefined ? f.readyWeapon : thrown.weapon;
  if (attack !== "thrown" || weapon === null || !rulesOf(state).daggerMarksmanship) return false;
  if (isShaKen(weapon)) return (thrown.stars ?? starsThrown(state, f)) === 1;
  return weaponOf(weapon).daggerLike;
}

/**
 * Whether this aim goes by DAGGER MARKSMANSHIP's rules: any aim of a whip's blow, and a marksman's
 * throw at the head or a hand within 3 hexes.
 */
export function aimsAsMarksman(
  state: BattleState,
  f: BattleFigure,
  attack: AttackKind | null,
  part: AimedPart,
  target: BattleFigure,
  thrown: Thrown = {},
): boolean {
  if (lashesWithWhip(f, attack)) return true;
  return (
    throwsAsMarksman(state, f, attack, thrown) && marksmanThrowProblem(f, part, target) === null
  );
}

/** Why a whip's blow may not aim at `part`, or null when it may. */
export function marksmanAimProblem(f: BattleFigure, part: AimedPart): string | null {
  return MARKSMAN_PARTS.includes(part)
    ? null
    : `${f.name}'s whip aims only at the head or a hand (weapon-arm or shield-arm).`;
}

/** Why a marksman's throw may not aim at `part` of `target`, or null when it may. */
export function marksmanThrowProblem(
  f: BattleFigure,
  part: AimedPart,
  target: BattleFigure,
): string | null {
  if (!MARKSMAN_PARTS.includes(part))
    return `A thrown dagger or single sha-ken aims only at the head or a hand (weapon-arm or shield-arm) without the aimed-shots rule (AM §6 DAGGER MARKSMANSHIP).`;
  const hexes = distanceBetween(f, target);
  return hexes <= MARKSMAN_THROW_HEXES
    ? null
    : `${target.name} is ${hexes} hexes from ${f.name}; a thrown dagger or star aims at the head or a hand only within ${MARKSMAN_THROW_HEXES} hexes (AM §6 DAGGER MARKSMANSHIP).`;
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
  if (part === "weapon-arm") dropFromWeaponHand(ctx, target, "hand struck");
  else dropFromShieldHand(ctx, target, "hand struck");
  return "weapon-dropped";
}
