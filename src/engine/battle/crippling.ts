/**
 * AM §6 CRIPPLING HITS, an optional rule: a hit rolled as 3, 4, 5 or 6 may cripple. After the
 * damage the attacker rolls 2 dice: 8 the right leg, 9 the left, 10 the weapon arm, 11 the shield
 * arm, 12 the head (ST to 1, unconscious). Rulings in docs/rulings.md, "Crippling hits".
 */
import { wingGrounds } from "./aerial-falls.ts";
import { setHeight } from "./altitude.ts";
import { type Ctx, emit, roll } from "./context.ts";
import { isOut } from "./figures.ts";
import { dropItem } from "./items.ts";
import type { BattleFigure, BattleState, Limb } from "./types.ts";

/** The highest to-hit roll that may cripple. */
const CRIPPLING_ROLL = 6;

/** Whether a hit rolled as `sum` calls for the crippling roll in this battle. */
export function mayCripple(state: BattleState, sum: number): boolean {
  return sum <= CRIPPLING_ROLL && state.optionalRules.includes("crippling-hits");
}

const LIMB_BY_ROLL: Readonly<Record<number, Limb>> = {
  8: "right-leg",
  9: "left-leg",
  10: "weapon-arm",
  11: "shield-arm",
  12: "head",
};

/**
 * The attacker's 2 dice after a crippling-roll hit that did `damage` (before armor), and what the
 * result does to a limb. Returns the result: a head hit's wound is the caller's (injury.ts). A
 * figure already out of the fight is not rolled for.
 */
export function rollCrippling(
  ctx: Ctx,
  attacker: BattleFigure,
  target: BattleFigure,
  damage: number,
): Limb | null {
  if (isOut(target)) return null;
  const { faces, sum } = roll(ctx, 2);
  const rolled = LIMB_BY_ROLL[sum] ?? null;
  // "An 'arm' hit on a creature without arms is treated as a leg hit": a beast has no hands.
  const limb =
    rolled?.endsWith("arm") && !target.traits.usesWeapons
      ? sum === 10
        ? "right-leg"
        : "left-leg"
      : rolled;
  emit(ctx, {
    type: "crippling-hit",
    attacker: attacker.id,
    target: target.id,
    faces,
    limb,
    permanent: limb !== null && limb !== "head" && damage >= 8,
  });
  if (limb === null) return null;
  cripple(ctx, target, limb);
  return limb;
}

/**
 * The use of a limb lost, by a crippling hit or an aimed one (AM §6 AIMED SHOTS): an arm drops
 * what it holds, a leg brings the figure down, a wing grounds a flier. The head is the caller's.
 */
export function cripple(ctx: Ctx, f: BattleFigure, limb: Limb): void {
  f.crippled = [...(f.crippled ?? []), limb];
  if (limb === "weapon-arm") dropFromWeaponHand(ctx, f, "weapon arm crippled");
  else if (limb === "shield-arm") dropFromShieldHand(ctx, f, "shield arm crippled");
  // AM §10: low down a wing hit brings a flier down hard (aerial-falls.ts).
  else if (limb === "wing") wingGrounds(ctx, f);
  else if (limb !== "head") legLost(ctx, f);
}

export function dropFromWeaponHand(ctx: Ctx, f: BattleFigure, reason: string): void {
  if (!f.readyWeapon) return;
  dropItem(ctx, f, f.readyWeapon, f.position, reason);
  f.readyWeapon = null;
}

/** "The shield arm is the left arm if the figure has no shield": whatever the left hand holds. */
export function dropFromShieldHand(ctx: Ctx, f: BattleFigure, reason: string): void {
  if (f.shield && f.shieldReady) {
    dropItem(ctx, f, f.shield, f.position, reason);
    f.shield = null;
    f.shieldReady = false;
  } else if (f.offhand) {
    dropItem(ctx, f, f.offhand, f.position, reason);
    f.offhand = null;
  }
}

/** A flier that can no longer fly comes down in the hex it was over. */
export function ground(ctx: Ctx, f: BattleFigure): void {
  if (!f.flying) return;
  f.flying = false;
  setHeight(f, 0);
  emit(ctx, { type: "flight", figure: f.id, airborne: false });
}

/**
 * A two-legged figure kneels at once; a four-legged beast loses 4 MA and falls with a second leg
 * gone (AM: "for non-human figures, use common sense").
 */
function legLost(ctx: Ctx, f: BattleFigure): void {
  const legsLost = (f.crippled ?? []).filter((l) => l.endsWith("leg")).length;
  if (f.traits.usesWeapons) {
    if (f.posture === "standing") {
      f.posture = "kneeling";
      emit(ctx, { type: "posture", figure: f.id, posture: "kneeling", reason: "leg crippled" });
    }
    return;
  }
  if (legsLost === 1) {
    f.ma = Math.max(0, f.ma - 4);
    return;
  }
  if (f.posture !== "fallen") {
    f.posture = "fallen";
    emit(ctx, { type: "posture", figure: f.id, posture: "fallen", reason: "second leg crippled" });
  }
}

/** A crippled leg: −2 DX on its own attacks other than missile ones, +2 to those who strike it. */
export function hasCrippledLeg(f: BattleFigure): boolean {
  return f.crippled?.some((l) => l.endsWith("leg")) ?? false;
}
