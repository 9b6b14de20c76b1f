/**
 * ADVANCED MELEE §9 MOUNTED COMBAT: an attack at the riding animal rather than its rider. The
 * attacker chooses (the order's `atMount`); the blow is rolled as any other at the unit, and its
 * damage falls on the animal's own ST track, stopped only by its barding (§9 ARMOR FOR RIDING
 * BEASTS). An animal brought to ST 1 or less falls, and its rider with it (mounting.ts).
 */
import { armorOf } from "../figure/equipment.ts";
import { barding } from "../mounted/riding.ts";
import { mountStRemaining } from "../mounted/unit.ts";
import { chosenOption } from "./chosen.ts";
import { type Ctx, emit } from "./context.ts";
import { findFigure } from "./figures.ts";
import { riderThrown } from "./mounting.ts";
import type { AttackKind, BattleFigure, BattleState } from "./types.ts";

/** The attacks that may be aimed at a mount: a blow, a jab, a throw or a shot at the unit. */
const AT_MOUNT_ATTACKS: ReadonlySet<AttackKind> = new Set([
  "weapon",
  "two-weapons",
  "jab",
  "thrown",
  "missile",
]);

/** Why `attack` on `targetId` may not be at its mount, or null. */
export function atMountProblem(
  state: BattleState,
  attack: AttackKind | null,
  targetId: string | null,
): string | null {
  const target = targetId === null ? undefined : findFigure(state, targetId);
  if (target === undefined) return "Name the rider whose mount is attacked (target).";
  if (!target.mount) return `${target.name} rides no animal to attack.`;
  if (attack === null || !AT_MOUNT_ATTACKS.has(attack))
    return `Only a blow, a jab, a throw or a shot may be aimed at ${target.mount.name}.`;
  return null;
}

/** Whether this blow at `target` falls on its mount: the attacker's option chose the animal. */
export function strikesMount(
  state: BattleState,
  attacker: BattleFigure,
  target: BattleFigure,
): boolean {
  if (!target.mount) return false;
  const chosen = chosenOption(state, attacker.id);
  return chosen?.atMount === true && chosen.target === target.id;
}

/**
 * The hits of a blow that struck `rider`'s mount: its barding stops what the man's armor would,
 * and an animal left at ST 1 or less throws its rider as it falls. Returns the hits that got
 * through.
 */
export function woundMount(
  ctx: Ctx,
  attacker: BattleFigure,
  rider: BattleFigure,
  hit: { readonly faces: readonly number[]; readonly multiplier: number; readonly total: number },
): number {
  const mount = rider.mount as NonNullable<BattleFigure["mount"]>;
  const stops = mount.barding === undefined ? 0 : barding(mount.barding).stops;
  const taken = Math.max(0, hit.total - stops);
  mount.hits += taken;
  emit(ctx, {
    type: "mount-hurt",
    attacker: attacker.id,
    figure: rider.id,
    mount: mount.name,
    faces: hit.faces,
    multiplier: hit.multiplier,
    total: hit.total,
    stopped: Math.min(stops, hit.total),
    stoppedBy: mount.barding === undefined ? [] : [`${armorOf(mount.barding).name} barding`],
    taken,
    stRemaining: mountStRemaining(mount),
  });
  if (mountStRemaining(mount) <= 1) riderThrown(ctx, rider);
  return taken;
}
