/**
 * ADVANCED MELEE §9 THE PIKE: a spear of five metres that never strikes an adjacent hex. In the
 * action phase it jabs as a spear at a foe two hexes off, at −2 DX (melee.ts); grounded, it
 * strikes during the movement phase at the first foe that moves into one of its hexes of effect,
 * two or three hexes ahead, and then the pikeman attacks no more that turn. Against a rider it is
 * the table's 2+1 at +2 DX (the grounded pole weapon's +2), against a footman a spear; either way
 * doubled when the foe is charging. A footman's pike strikes before every other attack, a pole
 * charge's too (actions.ts). Readings in docs/rulings.md, "The pike".
 */
import type { Damage, WeaponId } from "../figure/equipment.ts";
import { directionTo, type Hex, neighbor, sameHex } from "../hex/coordinates.ts";
import { rollAttack } from "./attack-roll.ts";
import type { Ctx } from "./context.ts";
import { refuse } from "./errors.ts";
import type { DxModifier } from "./events.ts";
import { areEnemies, isInHth, isOut } from "./figures.ts";
import { distanceTo, isLarge } from "./footprint.ts";
import { rollAndApplyDamage } from "./injury.ts";
import { fumble } from "./items.ts";
import { jabArea, someoneIn } from "./jabs.ts";
import type { PlannedMove } from "./movement.ts";
import type { OptionCode } from "./options.ts";
import { rulesOf } from "./ruleset-rules.ts";
import { cutMove } from "./running-falls.ts";
import { damageMultiplier, isHit } from "./to-hit.ts";
import type { BattleFigure, BattleState, ChosenOption } from "./types.ts";

export const PIKE: WeaponId = "pike";

/** AM §9 DX MODIFICATIONS: "pike used against foe only 2 hexes away". */
export const PIKE_NEAR_DX = -2;
/** AM §9 THE PIKE: the grounded pole weapon's +2 against a rider (offsetting his −2). */
export const GROUNDED_PIKE_DX = 2;

/** One hex a pike strikes, with the hexes that must hold no living figure for it to reach. */
export interface PikeHex {
  readonly hex: Hex;
  readonly clear: readonly Hex[];
  /** Two hexes off, where it strikes at −2 DX; else three. */
  readonly near: boolean;
}

/**
 * The pike's hexes of effect from `from` facing `facing` (docs/rulings.md, "The pike", the lost
 * diagram's letters): X, Y and Z are the jab area (X past the centre front hex W, which must be
 * empty); A, B and C lie one hex further ahead of each, A reached only over an empty W and X, B
 * over an empty Y, C over an empty Z.
 */
export function pikeReach(from: Hex, facing: BattleFigure["facing"]): PikeHex[] {
  const near = jabArea(from, facing).map((spot) => ({
    hex: spot.hex,
    clear: spot.through ? [spot.through] : [],
    near: true,
  }));
  const far = near.map((spot) => ({
    hex: neighbor(spot.hex, facing),
    clear: [...spot.clear, spot.hex],
    near: false,
  }));
  return [...near, ...far];
}

/** A footman with a ready pike in an AM battle (a rider's pike is only a long spear). */
export function holdsPike(state: BattleState, f: BattleFigure): boolean {
  return f.readyWeapon === PIKE && !f.mount && state.ruleset === "advanced-melee";
}

/** A footman who will jab with his pike in the action phase, and so strikes first (AM §9). */
export function jabsWithPike(state: BattleState, f: BattleFigure, chosen: ChosenOption): boolean {
  return chosen.attack === "jab" && holdsPike(state, f);
}

/** Why a pike may not strike `target` as an ordinary weapon: never an adjacent hex (AM §9). */
export function pikeBlowProblem(attacker: BattleFigure, target: BattleFigure): string | null {
  if (attacker.readyWeapon !== PIKE) return null;
  return distanceTo(target, attacker.position) <= 1
    ? `A pike cannot strike ${target.name} in an adjacent hex: jab a foe two hexes off (AM §9).`
    : `${attacker.name}'s pike strikes only by a jab at two hexes, or grounded as foes move in (AM §9).`;
}

/** The hex of effect `target` stands in, reached now, or undefined. */
export function pikeHexOf(
  state: BattleState,
  pikeman: BattleFigure,
  target: BattleFigure,
): PikeHex | undefined {
  return pikeReach(pikeman.position, pikeman.facing).find(
    (spot) => sameHex(spot.hex, target.position) && !spot.clear.some((h) => someoneIn(state, h)),
  );
}

/**
 * The pike's DX against `target`: −2 two hexes off, and +2 grounded against a rider. The
 * footman's −2 against a rider is mounted-dx.ts's.
 */
export function pikeDxModifiers(
  target: BattleFigure,
  distance: number,
  grounded: boolean,
): DxModifier[] {
  const modifiers: DxModifier[] = [];
  if (distance === 2) modifiers.push({ label: "pike at 2 hexes", value: PIKE_NEAR_DX });
  if (grounded && target.mount)
    modifiers.push({ label: "grounded pike vs a rider", value: GROUNDED_PIKE_DX });
  return modifiers;
}

/** The pike's damage: the table's 2+1 grounded against a rider, else the ruleset's spear. */
export function pikeDamage(state: BattleState, target: BattleFigure, grounded: boolean): Damage {
  const rules = rulesOf(state);
  return grounded && target.mount ? rules.weapon(PIKE).damage : rules.weapon("spear").damage;
}

/** May strike from the ground as a foe moves in: on foot or kneeling, not in HTH, not yet struck. */
function standsGrounded(state: BattleState, pikeman: BattleFigure): boolean {
  return (
    holdsPike(state, pikeman) &&
    !isOut(pikeman) &&
    pikeman.posture !== "fallen" &&
    pikeman.posture !== "prone" &&
    !pikeman.flying &&
    !isLarge(pikeman) &&
    !isInHth(state, pikeman) &&
    !pikeman.pikeHeld &&
    !state.turnState.acted.includes(pikeman.id)
  );
}

/**
 * AM §9: "the pikeman may take his attack then": each order of a figure says whether its grounded
 * pike strikes the first foe moving into reach (the default, as stored battles played it) or holds
 * its blow, until its next order.
 */
export function groundPike(state: BattleState, f: BattleFigure, hold: boolean | undefined): void {
  if (!hold) {
    if (f.pikeHeld) delete f.pikeHeld;
    return;
  }
  if (!holdsPike(state, f))
    refuse(`${f.name} has no pike ready to ground: only a footman's pike holds its blow (AM §9).`);
  f.pikeHeld = true;
}

/** The grounded pike's thrust at `mover`, standing in the hex it moved into. */
function groundedThrust(
  ctx: Ctx,
  pikeman: BattleFigure,
  mover: BattleFigure,
  charging: boolean,
): void {
  ctx.state.turnState.acted.push(pikeman.id);
  const result = rollAttack(ctx, {
    attacker: pikeman,
    target: mover,
    kind: "weapon",
    weaponLabel: "Pike (grounded)",
    toMiss: false,
    groundedPike: true,
  });
  if (!isHit(result)) {
    fumble(ctx, pikeman, PIKE, result);
    return;
  }
  const damage = pikeDamage(ctx.state, mover, true);
  const multiplier = damageMultiplier(result) * (charging ? 2 : 1);
  rollAndApplyDamage(ctx, pikeman, mover, { damage, weapon: PIKE }, multiplier, "weapon");
}

/** The move as far as the mover got, and whether a pike stopped it there (down or out). */
export interface PikedMove {
  readonly move: PlannedMove;
  readonly stopped: boolean;
}

/**
 * AM §9 THE PIKE, attack during movement: each enemy pikeman standing grounded strikes the mover
 * in the first hex of its path inside his hexes of effect, once. A mover knocked down or out
 * stops in that hex. Every pikeman takes the strike (docs/rulings.md, "The pike").
 */
export function pikesMeetMove(
  ctx: Ctx,
  mover: BattleFigure,
  option: OptionCode,
  move: PlannedMove,
): PikedMove {
  const { state } = ctx;
  const pikemen = state.figures.filter((p) => areEnemies(p, mover) && standsGrounded(state, p));
  if (pikemen.length === 0 || mover.flying) return { move, stopped: false };
  const { position, facing } = mover;
  for (let i = 0; i < move.path.length; i++) {
    const hex = move.path[i] as Hex;
    mover.position = hex;
    mover.facing = directionTo(i === 0 ? position : (move.path[i - 1] as Hex), hex) ?? facing;
    for (const pikeman of pikemen) {
      if (state.turnState.acted.includes(pikeman.id) || isOut(pikeman)) continue;
      if (pikeHexOf(state, pikeman, mover) === undefined) continue;
      groundedThrust(ctx, pikeman, mover, option === "b");
      if (isOut(mover) || mover.posture === "fallen") {
        mover.position = position;
        mover.facing = facing;
        return { move: cutMove(state, mover, move, i + 1), stopped: true };
      }
    }
  }
  mover.position = position;
  mover.facing = facing;
  return { move, stopped: false };
}
