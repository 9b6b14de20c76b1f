/**
 * ADVANCED MELEE §9 ATTACKS: "both an animal and its rider may attack, … in the same turn"; the
 * animal only if it moved half its MA or less. The rider's order names it (the attack kind
 * `mount-attack`): he strikes with his ready weapon, if he has one, and then his mount attacks the
 * same foe with its own attack (beasts.ts), rolled against the mount's DX, less its barding's cost
 * (§9 ARMOR FOR RIDING BEASTS). Readings in docs/rulings.md, "Mounted combat".
 */
import { type Mount, RIDING_BEASTS } from "../mounted/beasts.ts";
import { rollAttack } from "./attack-roll.ts";
import { chosenOption } from "./chosen.ts";
import { type Ctx, emit } from "./context.ts";
import { areEnemies, isInHth, isOut } from "./figures.ts";
import { rollAndApplyDamage } from "./injury.ts";
import { weaponAttack } from "./melee.ts";
import { recordRetreatRight } from "./retreat-rights.ts";
import { targetProblem } from "./targets.ts";
import { damageMultiplier, isHit } from "./to-hit.ts";
import type { AttackKind, BattleFigure } from "./types.ts";
import { hasMeleeStriker } from "./weapons-in-use.ts";

export const MOUNT_ATTACK = "mount-attack" satisfies AttackKind;

/** Why `f` may not name its mount's attack, or null. */
export function mountAttackChoiceProblem(f: BattleFigure): string | null {
  if (!f.mount) return `${f.name} rides no animal to attack with (AM §9).`;
  return null;
}

/**
 * The mount as an attacker: the rider's figure (its place, facing and hexes) with the animal's
 * DX, ST and hits, and nothing of the rider's gear, so attackDx counts what the animal has.
 */
export function mountAsAttacker(rider: BattleFigure, mount: Mount): BattleFigure {
  return {
    ...rider,
    name: mount.name,
    traits: { ...rider.traits, usesWeapons: false, missileDx: 0 },
    st: mount.st,
    dx: mount.dx,
    hits: mount.hits,
    armor: "none",
    readyWeapon: null,
    offhand: null,
    shield: null,
    shieldReady: false,
    hitsLastTurn: 0,
    pack: undefined,
    berserk: undefined,
    crippled: undefined,
    dazedOnTurn: undefined,
    legStruckOnTurn: undefined,
    waiting: undefined,
    mount: undefined,
  };
}

/** The rider's blow, if he holds a weapon, then his mount's attack on the same foe. */
export function riderAndMountAttack(ctx: Ctx, rider: BattleFigure, target: BattleFigure): void {
  if (hasMeleeStriker(rider)) weaponAttack(ctx, rider, target, "weapon");
  const mount = rider.mount;
  if (!mount || isOut(rider) || isOut(target) || isInHth(ctx.state, rider)) return;
  // An order moving the unit more than half its MA, the mount's, does not name the animal's
  // attack (riding-options.ts, AM §9 ATTACKS).
  const moved = chosenOption(ctx.state, rider.id)?.moved ?? 0;
  emit(ctx, {
    type: "mount-attack",
    figure: rider.id,
    mount: mount.name,
    target: target.id,
    moved,
    ma: mount.ma,
  });
  if (targetProblem(ctx.state, rider, target.id, "weapon") !== null) return;
  const attack = RIDING_BEASTS[mount.beast].attack;
  const attacker = mountAsAttacker(rider, mount);
  const result = rollAttack(ctx, {
    attacker,
    target,
    kind: MOUNT_ATTACK,
    weaponLabel: `${mount.name}'s ${attack.name}`,
    toMiss: false,
    byMount: mount,
  });
  if (!isHit(result)) return;
  const striker = { damage: attack.damage, weapon: null };
  const taken = rollAndApplyDamage(
    ctx,
    attacker,
    target,
    striker,
    damageMultiplier(result),
    MOUNT_ATTACK,
  );
  if (taken > 0 && areEnemies(rider, target)) recordRetreatRight(ctx, rider, target);
}
