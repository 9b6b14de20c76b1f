/**
 * AM §5 JABBING WITH A POLE WEAPON: a pole weapon long enough strikes a figure two hexes away, in
 * the "jab area" just beyond the front hexes, at no DX penalty and for normal damage only, even in
 * a charge (melee.ts). AM §2 offers the jab with options I(a) and II(b): here (h) and (b).
 */
import type { WeaponId } from "../figure/equipment.ts";
import {
  type Direction,
  formatHex,
  type Hex,
  neighbor,
  rotate,
  sameHex,
} from "../hex/coordinates.ts";
import { figuresAt, isOut } from "./figures.ts";
import { distanceTo, footprint, isLarge } from "./footprint.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** AM §5 WEAPONS TABLE: the javelin and the trident are pole weapons too short to jab. */
const TOO_SHORT_TO_JAB: readonly WeaponId[] = ["javelin", "trident"];
/** AM §9 THE CAVALRY LANCE: it strikes only straight ahead of rider and mount (lances.ts). */
const NEVER_JABS: readonly WeaponId[] = [...TOO_SHORT_TO_JAB, "cavalry-lance"];

/** One hex of the jab area, with the hex that must be empty for a jab to reach it. */
interface JabHex {
  readonly hex: Hex;
  readonly through?: Hex;
}

/**
 * The jab area of a one-hex figure at `from` facing `facing` (docs/rulings.md, "Jabs"): the hex
 * two straight ahead, past the centre front hex, and the two hexes reached along the lines
 * between the centre front hex and each side front hex, which nothing blocks.
 */
export function jabArea(from: Hex, facing: Direction): JabHex[] {
  const centre = neighbor(from, facing);
  return [
    { hex: neighbor(centre, facing), through: centre },
    { hex: neighbor(centre, rotate(facing, -1)) },
    { hex: neighbor(centre, rotate(facing, 1)) },
  ];
}

/** Whether `weapon` may jab: a pole weapon but the javelin and trident. */
export function jabsWith(state: BattleState, weapon: WeaponId | null): boolean {
  if (weapon === null || NEVER_JABS.includes(weapon)) return false;
  return rulesOf(state).weapon(weapon).class === "pole";
}

/**
 * Why `f` may not jab under this battle's rules, or null. Only the options striking with a weapon,
 * (h) and (b), take an attack kind, so AM's I(a) and II(b) need no check of their own.
 */
export function jabChoiceProblem(state: BattleState, f: BattleFigure): string | null {
  if (state.ruleset !== "advanced-melee")
    return "Jabbing with a pole weapon is an ADVANCED MELEE rule (AM §5).";
  if (isLarge(f)) return `${f.name} covers more than one hex: only a one-hex figure jabs.`;
  if (f.readyWeapon === "cavalry-lance")
    return "A cavalry lance strikes only the hex straight ahead of rider and mount, never by a jab two hexes off (AM §9).";
  if (!jabsWith(state, f.readyWeapon))
    return `${f.name} needs a ready pole weapon longer than a javelin or trident to jab (AM §5).`;
  return null;
}

/** A living figure in the way; the bodies of the dead and unconscious lie under the pole. */
export function someoneIn(state: BattleState, h: Hex): boolean {
  return figuresAt(state, h).some((o) => !isOut(o));
}

/** Why `attacker` cannot jab `target` from where it stands and faces now, or null when it can. */
export function jabTargetProblem(
  state: BattleState,
  attacker: BattleFigure,
  target: BattleFigure,
): string | null {
  if (distanceTo(target, attacker.position) !== 2)
    return `${target.name} is not two hexes from ${attacker.name}: a jab reaches only that far.`;
  const hexes = footprint(target);
  const blocked: Hex[] = [];
  for (const spot of jabArea(attacker.position, attacker.facing)) {
    if (!hexes.some((h) => sameHex(h, spot.hex))) continue;
    if (spot.through === undefined || !someoneIn(state, spot.through)) return null;
    blocked.push(spot.through);
  }
  const [first] = blocked;
  return first
    ? `The figure in ${formatHex(first)} stands between ${attacker.name} and ${target.name}: a jab straight ahead needs that hex empty.`
    : `${target.name} is not in ${attacker.name}'s jab area, the three hexes beyond its front hexes.`;
}
