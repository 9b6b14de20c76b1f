/**
 * AM §5 ARMOR AND SHIELDS, the optional wear of armor and shields: a shield is useless once it has
 * stopped 20 times the hits it stops from one attack, armor once it has stopped 40 times. A ready
 * shield takes each blow before the armor under it (docs/rulings.md, "Armor and shield wear").
 */
import { armorOf, shieldOf } from "../figure/equipment.ts";
import { type Ctx, emit } from "./context.ts";
import type { BattleFigure, BattleState } from "./types.ts";

const SHIELD_LIFE = 20;
const ARMOR_LIFE = 40;

export function wearsOut(state: BattleState): boolean {
  return state.optionalRules.includes("armor-wear");
}

export function armorWornOut(f: BattleFigure): boolean {
  return (f.absorbed?.armor ?? 0) >= ARMOR_LIFE * armorOf(f.armor).stops;
}

export function shieldWornOut(f: BattleFigure): boolean {
  return f.shield !== null && (f.absorbed?.shield ?? 0) >= SHIELD_LIFE * shieldOf(f.shield).stops;
}

/**
 * Counts the hits stopped from one attack against the shield (when it took part) and the armor,
 * and says when either has worn out.
 */
export function wear(ctx: Ctx, f: BattleFigure, stopped: number, shieldTookPart: boolean): void {
  const shieldPart = shieldTookPart && f.shield ? Math.min(stopped, shieldOf(f.shield).stops) : 0;
  const armorPart = Math.min(stopped - shieldPart, armorOf(f.armor).stops);
  if (shieldPart === 0 && armorPart === 0) return;
  const shieldBefore = shieldWornOut(f);
  const armorBefore = armorWornOut(f);
  f.absorbed = {
    armor: (f.absorbed?.armor ?? 0) + armorPart,
    shield: (f.absorbed?.shield ?? 0) + shieldPart,
  };
  if (f.shield && !shieldBefore && shieldWornOut(f))
    emit(ctx, { type: "worn-out", figure: f.id, gear: "shield", item: f.shield });
  if (armorPart > 0 && !armorBefore && armorWornOut(f))
    emit(ctx, { type: "worn-out", figure: f.id, gear: "armor", item: f.armor });
}
