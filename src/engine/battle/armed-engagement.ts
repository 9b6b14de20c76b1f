/**
 * ADVANCED MELEE §4 ENGAGED AND DISENGAGED: a one-hex figure is engaged when it stands in a front
 * hex of an ARMED enemy; MELEE's engagement asks only for an enemy. Armed is read as holding a
 * weapon ready (in either hand) or having a beast's own attack (docs/rulings.md, "Engagement").
 */
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState } from "./types.ts";

export function isArmed(f: BattleFigure): boolean {
  return f.readyWeapon !== null || f.offhand !== null || f.traits.naturalAttack !== null;
}

/** Whether enemy `e` may engage anyone under the battle's ruleset (its front aside). */
export function mayEngage(state: BattleState, e: BattleFigure): boolean {
  return !rulesOf(state).onlyArmedEnemiesEngage || isArmed(e);
}
