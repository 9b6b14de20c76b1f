/**
 * AM's weapon-class talents, the optional rule `weapon-talents` (AM §5 WEAPONS, CROSSBOWS; §6
 * SPECIAL COMBAT TALENTS): a figure striking, throwing or shooting with a weapon whose class
 * talent it lacks does so at −4 DX, and cocks a crossbow twice as slowly. A MELEE figure has no
 * talents, so the rule is chosen per battle and is off unless chosen: a figure built under MELEE
 * fights under AM unchanged (docs/rulings.md, "Weapon-class talents"). A peculiar weapon without
 * its own talent cannot be used at all, under any AM battle (readying.ts).
 */
import { type WeaponId, weaponOf } from "../figure/equipment.ts";
import { hasTalent, TALENTS } from "../figure/talents.ts";
import { weaponTalent } from "../figure/weapon-talents.ts";
import type { DxModifier } from "./events.ts";
import type { BattleFigure, BattleState } from "./types.ts";

export const WEAPON_TALENTS_RULE = "weapon-talents";

/** AM §6 SPECIAL COMBAT TALENTS: "will use a sword at -4 DX". */
export const UNTRAINED_DX = -4;

function playsWeaponTalents(state: BattleState): boolean {
  return state.optionalRules.includes(WEAPON_TALENTS_RULE);
}

/** The class talent `f` lacks for `weapon` under this battle's rules, or undefined. */
function missingClassTalent(
  state: BattleState,
  f: BattleFigure,
  weapon: WeaponId,
): string | undefined {
  if (!playsWeaponTalents(state)) return undefined;
  const needs = weaponTalent(weapon);
  if (needs === undefined || needs.peculiar || hasTalent(f.talents, needs.talent)) return undefined;
  return TALENTS[needs.talent].name;
}

/** "no Sword talent" −4, when `f` uses `weapon` without its class talent under the rule. */
export function untrainedModifiers(
  state: BattleState,
  f: BattleFigure,
  weapon: WeaponId,
): DxModifier[] {
  const missing = missingClassTalent(state, f, weapon);
  return missing === undefined ? [] : [{ label: `no ${missing} talent`, value: UNTRAINED_DX }];
}

/**
 * AM §5 CROSSBOWS: the turns a crossbow takes to cock after a shot are for a figure with the
 * Crossbow talent; without it, twice as long, and its adjDX for the faster rate counts the −4.
 */
export function cockingTurns(state: BattleState, f: BattleFigure, missileDx: number): number {
  const weapon = f.readyWeapon === null ? undefined : weaponOf(f.readyWeapon);
  if (weapon?.crossbow === undefined || f.readyWeapon === null) return 0;
  const untrained = missingClassTalent(state, f, f.readyWeapon) !== undefined;
  const dx = untrained ? missileDx + UNTRAINED_DX : missileDx;
  const { everyTurns, fasterAtDx, fasterEveryTurns } = weapon.crossbow;
  const turns = (dx >= fasterAtDx ? fasterEveryTurns : everyTurns) - 1;
  return untrained ? turns * 2 : turns;
}
