/**
 * ADVANCED MELEE §9 DX MODIFICATIONS FOR MOUNTED COMBAT, as adjustments to an attack's DX: a rider
 * engaged in combat (0, −1 or −3 by how well he rides) and a one-hex figure on foot attacking a
 * rider (−2, which a flier's −4 replaces), asked only when the attacker or the target rides; and
 * the animal's own, when it attacks (§9 ARMOR FOR RIDING BEASTS: its barding's cost).
 */
import { armorOf } from "../figure/equipment.ts";
import type { Mount } from "../mounted/beasts.ts";
import { barding, engagedRiderDx, footmanAgainstMountedDx } from "../mounted/riding.ts";
import { isEngaged } from "./engagement.ts";
import type { DxModifier } from "./events.ts";
import type { BattleFigure, BattleState } from "./types.ts";

const HORSEMANSHIP_LABEL = { none: "not a Horseman", horseman: "a Horseman", expert: "" } as const;

/** The mounted adjustments of `attacker` attacking `target`; none when neither rides. */
export function mountedDxModifiers(
  state: BattleState,
  attacker: BattleFigure,
  target: BattleFigure,
  toMiss: boolean,
): DxModifier[] {
  const modifiers: DxModifier[] = [];
  if (attacker.mount) {
    const value = engagedRiderDx(attacker.mount.horsemanship);
    if (value !== 0 && isEngaged(state, attacker))
      modifiers.push({
        label: `riding engaged, ${HORSEMANSHIP_LABEL[attacker.mount.horsemanship]}`,
        value,
      });
  }
  if (target.mount && !toMiss) {
    const value = footmanAgainstMountedDx(
      { hexes: attacker.traits.hexes, mounted: attacker.mount !== undefined },
      target.flying,
    );
    if (value !== 0) modifiers.push({ label: "at a rider from the ground", value });
  }
  return modifiers;
}

/** The mount's DX adjustments of its own: its barding, at 1 DX less than the man's armor. */
export function mountOwnDx(mount: Mount): DxModifier[] {
  if (mount.barding === undefined) return [];
  const { dxPenalty } = barding(mount.barding);
  return dxPenalty === 0
    ? []
    : [{ label: `${armorOf(mount.barding).name.toLowerCase()} barding`, value: -dxPenalty }];
}

/** The mount's DX as its rider's card shows it: its DX less its barding's cost. */
export function mountAdjDx(mount: Mount): number {
  return mountOwnDx(mount).reduce((dx, m) => dx + m.value, mount.dx);
}
