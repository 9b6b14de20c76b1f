/**
 * AM §6 AIMED SHOTS, an optional rule: an attack named at a body part before it is rolled, at a
 * lower adjDX, with effects by the hits it does after armor. Readings in docs/rulings.md, "Aimed
 * shots".
 */
import { crash } from "./aerial-falls.ts";
import { hasHeights } from "./altitude.ts";
import { bolaAimDx, bolaAimProblem, throwsBola } from "./bola.ts";
import { type Ctx, emit } from "./context.ts";
import { cripple, dropFromShieldHand, dropFromWeaponHand } from "./crippling.ts";
import { fallsOut } from "./injury.ts";
import { lassoAimProblem } from "./lasso.ts";
import {
  aimsAsMarksman,
  lashesWithWhip,
  MARKSMAN_PENALTY,
  marksmanAimProblem,
  marksmanEffect,
  marksmanThrowProblem,
  type Thrown,
  throwsAsMarksman,
} from "./marksmanship.ts";
import type { AttackKind, BattleFigure, BattleState } from "./types.ts";

export const AIMED_PARTS = ["head", "weapon-arm", "shield-arm", "leg", "wing"] as const;
export type AimedPart = (typeof AIMED_PARTS)[number];

/** What an aimed hit did, for the log. */
export type AimedEffect =
  | "dazed"
  | "stunned"
  | "weapon-dropped"
  | "shield-lost"
  | "knocked-to-knees"
  | "grounded"
  | "use-lost"
  | "limb-lost";

/** Turns after the one a leg is struck in that the figure must still fight from the ground. */
const LEG_STRUCK_TURNS = 2;

/**
 * Why `f` may not aim its attack at `part` of `target`, or null when it may; `stars`: the sha-ken
 * the order throws at once.
 */
export function aimProblem(
  state: BattleState,
  f: BattleFigure,
  attack: AttackKind | null,
  part: AimedPart,
  target: BattleFigure | undefined,
  stars?: number,
): string | null {
  if (lashesWithWhip(f, attack) || throwsBola(f.readyWeapon, attack) || attack === "lasso") {
    if (!target) return "Name the target of an aimed shot.";
    if (attack === "lasso") return lassoAimProblem(f, part);
    return lashesWithWhip(f, attack) ? marksmanAimProblem(f, part) : bolaAimProblem(part, target);
  }
  const aimedShots = state.optionalRules.includes("aimed-shots");
  if (target && throwsAsMarksman(state, f, attack, { stars })) {
    const problem = marksmanThrowProblem(f, part, target);
    if (problem === null || !aimedShots) return problem;
  }
  if (!aimedShots)
    return "Aimed shots are an optional rule of ADVANCED MELEE (AM §6 AIMED SHOTS), not in play in this battle.";
  if (!(AIMED_PARTS as readonly string[]).includes(part))
    return `An aimed shot goes at the ${AIMED_PARTS.join(", ")}.`;
  if (attack === null || attack === "pin" || attack === "shield-rush")
    return `${f.name} makes no blow to aim: only a weapon, bare-handed, HTH, thrown or missile attack may be aimed.`;
  if (!target) return "Name the target of an aimed shot.";
  if (part === "wing" && target.traits.flyingMa === null) return `${target.name} has no wings.`;
  return null;
}

/**
 * The aimed shot's DX: −6 at the head or shield arm, −4 at the weapon arm or a leg, at a wing −2
 * more when aloft (on top of a flier's −4) or −4 on the ground.
 */
export function aimPenalty(part: AimedPart, target: BattleFigure): number {
  switch (part) {
    case "head":
    case "shield-arm":
      return -6;
    case "wing":
      return target.flying ? -2 : -4;
    default:
      return -4;
  }
}

/**
 * The DX an aim costs this attacker: a whip's or a marksman's throw by DAGGER MARKSMANSHIP, a
 * bola's its own (`thrown.weapon`: the one thrown, gone from the hand by the roll), a lasso's
 * none, any other by aimPenalty.
 */
export function aimDx(
  state: BattleState,
  f: BattleFigure,
  attack: AttackKind | null,
  part: AimedPart,
  target: BattleFigure,
  thrown: Thrown = {},
): number {
  if (aimsAsMarksman(state, f, attack, part, target, thrown)) return MARKSMAN_PENALTY;
  if (attack === "lasso") return 0;
  const weapon = thrown.weapon === undefined ? f.readyWeapon : thrown.weapon;
  return throwsBola(weapon, attack) ? bolaAimDx(part) : aimPenalty(part, target);
}

/** A head hit last turn costs 4 DX now. */
export function isDazed(state: BattleState, f: BattleFigure): boolean {
  return f.dazedOnTurn === state.turn;
}

/** Struck in the leg this turn or in the two before: it fights from the ground, −2, struck at +2. */
export function isLegStruck(state: BattleState, f: BattleFigure): boolean {
  return f.legStruckOnTurn !== undefined && state.turn <= f.legStruckOnTurn + LEG_STRUCK_TURNS;
}

/**
 * What `taken` hits (after armor) at `part` do, by AIMED SHOTS' rules or (`marksman`, a whip's or
 * a thrown dagger's or star's) DAGGER MARKSMANSHIP's; emits the aimed-hit event.
 */
export function applyAimedHit(
  ctx: Ctx,
  attacker: BattleFigure,
  target: BattleFigure,
  part: AimedPart,
  taken: number,
  marksman = false,
): void {
  const effect =
    target.condition !== "ok"
      ? null
      : marksman
        ? marksmanEffect(ctx, target, part)
        : aimedEffect(ctx, target, part, taken);
  emit(ctx, {
    type: "aimed-hit",
    attacker: attacker.id,
    target: target.id,
    part,
    taken,
    effect,
    ...(marksman ? { marksman: true as const } : {}),
  });
}

function aimedEffect(
  ctx: Ctx,
  f: BattleFigure,
  part: AimedPart,
  taken: number,
): AimedEffect | null {
  switch (part) {
    case "head":
      if (taken > 5) {
        fallsOut(ctx, f, "unconscious");
        return "stunned";
      }
      if (taken <= 2) return null;
      f.dazedOnTurn = ctx.state.turn + 1;
      return "dazed";
    case "wing": {
      // "Double the above numbers for a dragon (or other creature) with ST over 40."
      const scale = f.st > 40 ? 2 : 1;
      if (taken > 8 * scale) {
        // AM §10: "A flier crashes if it actually loses a wing."
        if (f.flying && hasHeights(ctx.state)) crash(ctx, f);
        return limbHit(ctx, f, "wing", "limb-lost");
      }
      if (taken <= 4 * scale) return null;
      cripple(ctx, f, "wing");
      return "grounded";
    }
  }
  if (taken < 3) return null;
  const limb = part === "leg" ? "right-leg" : part;
  if (taken >= 8) return limbHit(ctx, f, limb, "limb-lost");
  if (taken >= 6) return limbHit(ctx, f, limb, "use-lost");
  if (part === "weapon-arm") {
    dropFromWeaponHand(ctx, f, "weapon arm struck");
    return "weapon-dropped";
  }
  if (part === "shield-arm") {
    dropFromShieldHand(ctx, f, "shield arm struck");
    return "shield-lost";
  }
  f.legStruckOnTurn = ctx.state.turn;
  if (f.posture === "standing") {
    f.posture = "kneeling";
    emit(ctx, { type: "posture", figure: f.id, posture: "kneeling", reason: "leg struck" });
  }
  return "knocked-to-knees";
}

function limbHit(
  ctx: Ctx,
  f: BattleFigure,
  limb: "right-leg" | "weapon-arm" | "shield-arm" | "wing",
  effect: AimedEffect,
): AimedEffect {
  cripple(ctx, f, limb);
  return effect;
}
