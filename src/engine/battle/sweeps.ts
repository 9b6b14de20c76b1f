/**
 * AM §6 SWEEPING BLOWS: a big two-handed cutting weapon swung at −4 DX through all three front
 * hexes, a roll for each figure there (to hit a foe, to miss a friend), all made when the lowest
 * adjDX among them comes up in the order of attack (actions.ts). The blows are struck in melee.ts.
 */
import type { WeaponId } from "../figure/equipment.ts";
import { neighbor, rotate } from "../hex/coordinates.ts";
import { figuresAt, isOut } from "./figures.ts";
import { isLarge } from "./footprint.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState } from "./types.ts";
import { gripOf } from "./weapons-in-use.ts";

/** The DX a sweeping blow costs ("made at a 4 DX": the minus sign lost in the OCR). */
export const SWEEP_DX = -4;

/**
 * "A bastard sword or larger, a battleax, or a poleaxe" (docs/rulings.md, "Sweeping blows"): the
 * bastard sword only in both hands.
 */
const SWEEPING_WEAPONS: readonly WeaponId[] = [
  "bastard-sword",
  "two-handed-sword",
  "great-sword",
  "battleaxe",
  "pike-axe",
];

/** Why `f` may not make a sweeping blow under this battle's rules, or null. */
export function sweepChoiceProblem(state: BattleState, f: BattleFigure): string | null {
  if (state.ruleset !== "advanced-melee")
    return "The sweeping blow is an ADVANCED MELEE rule (AM §6).";
  if (isLarge(f)) return `${f.name} covers more than one hex: only a one-hex figure sweeps.`;
  const weapon = f.readyWeapon;
  const sweeps =
    weapon !== null &&
    SWEEPING_WEAPONS.includes(weapon) &&
    gripOf(f, rulesOf(state).weapon(weapon)) !== "one hand";
  return sweeps
    ? null
    : `${f.name} needs a two-handed cutting weapon ready to sweep: a bastard sword in both hands or larger, a battleaxe or a pike axe (AM §6).`;
}

/**
 * The figures a sweep from where `f` stands reaches: every figure standing or down in its three
 * front hexes, left to right, but the dead and unconscious and fliers in the air.
 */
export function sweptFigures(state: BattleState, f: BattleFigure): BattleFigure[] {
  const hexes = [rotate(f.facing, -1), f.facing, rotate(f.facing, 1)].map((d) =>
    neighbor(f.position, d),
  );
  return hexes.flatMap((h) => figuresAt(state, h).filter((o) => o !== f && !isOut(o) && !o.flying));
}
