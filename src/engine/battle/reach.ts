/**
 * AM §5 PECULIAR WEAPONS, the whip: it "can strike at any target 3, 4, or 5 hexes from its user,
 * regardless of intervening figures", never closer or further, with no DX adjustment for range.
 * Its lash goes "in front of" the wielder, as a thrown weapon does (docs/rulings.md, "The whip").
 */
import { weaponOf } from "../figure/equipment.ts";
import { distanceBetween, isFigureAheadOf } from "./footprint.ts";
import type { BattleFigure } from "./types.ts";

/** The reach of the figure's ready weapon when it strikes only at a distance, else undefined. */
export function reachOf(
  f: BattleFigure,
): { readonly min: number; readonly max: number } | undefined {
  return f.readyWeapon ? weaponOf(f.readyWeapon).reach : undefined;
}

/** Why a blow with the ready weapon of reach `reach` cannot land on `target`, or null. */
export function reachProblem(
  attacker: BattleFigure,
  target: BattleFigure,
  reach: { readonly min: number; readonly max: number },
): string | null {
  const distance = distanceBetween(attacker, target);
  if (distance < reach.min || distance > reach.max) {
    const weapon = weaponOf(attacker.readyWeapon ?? "whip").name.toLowerCase();
    return `${target.name} is ${distance} hex${distance === 1 ? "" : "es"} from ${attacker.name}; a ${weapon} strikes only ${reach.min} to ${reach.max} hexes away.`;
  }
  return isFigureAheadOf(attacker, target)
    ? null
    : `${target.name} is not in front of ${attacker.name}.`;
}
