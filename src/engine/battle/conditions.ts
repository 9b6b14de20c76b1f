/**
 * ADVANCED MELEE §6 ADVERSE CONDITIONS: darkness, bad footing and water, set by the GM for the
 * whole arena or for hexes (a ruling, or a scenario's set-up); and, for hexes only, §6 HEIGHT's
 * levels, §6 NARROW TUNNELS, §6 CONCEALMENT's cover and §6 FIRE AS A WEAPON's burning hexes, which the
 * book leaves to the referee's map. A battle with none set has no
 * `conditions` field, so MELEE's state and every battle without them keep their shape.
 */
import { formatHex, type Hex, sameHex } from "../hex/coordinates.ts";
import { isRangedAttack } from "./attack-kinds.ts";
import { isSwimming, SWIMMING_DX, SWIMMING_MA } from "./drowning.ts";
import type { DxModifier } from "./events.ts";
import { isTorchLit } from "./torch.ts";
import type { AttackKind, BattleFigure, BattleState } from "./types.ts";

/** How well a hex is lit: "lit" is anything from starlight or a torch nearby up. */
export const LIGHTS = ["lit", "dark"] as const;
export type Light = (typeof LIGHTS)[number];

/** The ground underfoot, from firm to water over a man's head (AM §6 ADVERSE CONDITIONS, Water). */
export const GROUNDS = [
  "firm",
  "broken",
  "ankle-water",
  "knee-water",
  "deep-water",
  "over-head-water",
] as const;
export type Ground = (typeof GROUNDS)[number];

/** AM §6 HEIGHT: the highest level the GM may give a hex (a stair's top step, say). */
export const MAX_LEVEL = 9;

/**
 * AM §6 CONCEALMENT: how much of a figure in the hex shows to a shooter: "half" (behind a wall's
 * end or a tree, leaning out to shoot) or "head" (only head and shoulders, as over a low wall or
 * from a ditch).
 */
export const COVERS = ["none", "half", "head"] as const;
export type Cover = (typeof COVERS)[number];

/**
 * What a hex may have besides its light and ground: its level, in steps of more than half a metre
 * above the floor (AM §6 HEIGHT: a table, a chest, a stair), whether it is a narrow tunnel
 * (AM §6 NARROW TUNNELS), the cover it gives (AM §6 CONCEALMENT), and whether it burns (AM §6
 * FIRE AS A WEAPON: flaming oil, a brazier knocked over; fire.ts).
 */
interface HexOnlySettings {
  readonly level?: number;
  readonly tunnel?: boolean;
  readonly cover?: Cover;
  readonly fire?: boolean;
}

/** A hex whose light, ground, level or tunnel differs from the arena's. */
export interface HexConditions extends HexOnlySettings {
  readonly at: Hex;
  /** Turns a molotail's fire has still to burn, this one included (absent: until put out). */
  readonly fireTurnsLeft?: number;
  readonly light?: Light;
  readonly ground?: Ground;
}

export interface Conditions {
  /** The whole arena's light and ground, where a hex does not say otherwise. */
  readonly light: Light;
  readonly ground: Ground;
  readonly hexes: readonly HexConditions[];
}

/**
 * What a GM's ruling (or a scenario) sets: for the whole arena (`hexes` null) or for hexes; a
 * level or a tunnel only for hexes.
 */
export interface ConditionsChange extends HexOnlySettings {
  readonly hexes: readonly Hex[] | null;
  readonly light?: Light;
  readonly ground?: Ground;
}

export const NO_CONDITIONS: Conditions = { light: "lit", ground: "firm", hexes: [] };

/** The settings a change makes, without its hexes: only those it names. */
export function settingsOf(change: ConditionsChange): Omit<HexConditions, "at"> {
  const { light, ground, level, tunnel, cover, fire } = change;
  return {
    ...(light ? { light } : {}),
    ...(ground ? { ground } : {}),
    ...(level !== undefined ? { level } : {}),
    ...(tunnel !== undefined ? { tunnel } : {}),
    ...(cover ? { cover } : {}),
    ...(fire !== undefined ? { fire } : {}),
  };
}

/** The conditions after `change`; the hexes it names take its settings over the arena's. */
export function changeConditions(before: Conditions, change: ConditionsChange): Conditions {
  const { light, ground } = change;
  if (change.hexes === null) {
    return { ...before, ...(light ? { light } : {}), ...(ground ? { ground } : {}) };
  }
  const settings = settingsOf(change);
  const hexes = [...before.hexes];
  for (const at of change.hexes) {
    const index = hexes.findIndex((h) => sameHex(h.at, at));
    const old = index < 0 ? { at } : (hexes[index] as HexConditions);
    // The GM's fire burns until the GM says otherwise, a molotail's count forgotten.
    const { fireTurnsLeft: _count, ...kept } = old;
    const updated = { ...(settings.fire === undefined ? old : kept), ...settings };
    if (index < 0) hexes.push(updated);
    else hexes[index] = updated;
  }
  return { ...before, hexes };
}

function hexConditions(conditions: Conditions, h: Hex): HexConditions | undefined {
  return conditions.hexes.find((c) => sameHex(c.at, h));
}

/** The hex's light: dark where the GM made it so, unless a torch is held ready nearby (torch.ts). */
export function lightAt(state: BattleState, h: Hex): Light {
  const c = state.conditions;
  if (c === undefined) return "lit";
  const light = hexConditions(c, h)?.light ?? c.light;
  return light === "dark" && isTorchLit(state, h) ? "lit" : light;
}

export function groundAt(state: BattleState, h: Hex): Ground {
  const c = state.conditions;
  if (c === undefined) return "firm";
  return hexConditions(c, h)?.ground ?? c.ground;
}

/** AM §6 HEIGHT: the hex's level above the floor (0 where the GM set none). */
export function levelAt(state: BattleState, h: Hex): number {
  const c = state.conditions;
  if (c === undefined) return 0;
  return hexConditions(c, h)?.level ?? 0;
}

/** AM §6 NARROW TUNNELS: whether the GM made the hex a narrow tunnel. */
export function isNarrowTunnel(state: BattleState, h: Hex): boolean {
  const c = state.conditions;
  if (c === undefined) return false;
  return hexConditions(c, h)?.tunnel === true;
}

/** AM §6 CONCEALMENT: the cover the hex gives ("none" where the GM set none). */
export function coverAt(state: BattleState, h: Hex): Cover {
  const c = state.conditions;
  if (c === undefined) return "none";
  return hexConditions(c, h)?.cover ?? "none";
}

/** AM §6 FIRE AS A WEAPON: whether the hex burns (fire.ts). */
export function isBurning(state: BattleState, h: Hex): boolean {
  const c = state.conditions;
  if (c === undefined) return false;
  return hexConditions(c, h)?.fire === true;
}

const COVER_WORDS: Readonly<Record<Cover, string>> = {
  none: "no cover",
  half: "half-hidden",
  head: "only head and shoulders showing",
};

const GROUND_WORDS: Readonly<Record<Ground, string>> = {
  firm: "firm ground",
  broken: "broken ground",
  "ankle-water": "ankle-deep water",
  "knee-water": "knee-deep water",
  "deep-water": "water to the neck",
  "over-head-water": "water over the head",
};

export function groundWords(ground: Ground): string {
  return GROUND_WORDS[ground];
}

/**
 * "dark", "knee-deep water", "dark, broken ground", "level 2, a narrow tunnel": how a change or a
 * hex reads in the log.
 */
export function conditionsWords(c: Omit<HexConditions, "at">): string {
  const words: string[] = [];
  if (c.light) words.push(c.light);
  if (c.ground) words.push(groundWords(c.ground));
  if (c.level !== undefined) words.push(`level ${c.level}`);
  if (c.tunnel !== undefined) words.push(c.tunnel ? "a narrow tunnel" : "no tunnel");
  if (c.cover) words.push(COVER_WORDS[c.cover]);
  if (c.fire !== undefined) words.push(c.fire ? "burning" : "no fire");
  return words.join(", ");
}

/** "the whole arena" or "E5, E6". */
export function whereWords(hexes: readonly Hex[] | null): string {
  return hexes === null ? "the whole arena" : hexes.map(formatHex).join(", ");
}

/** "the whole arena: dark" or "E5, E6: knee-deep water". */
export function changeWords(change: ConditionsChange): string {
  return `${whereWords(change.hexes)}: ${conditionsWords(change)}`;
}

/** AM §6 DARKNESS: the adjDX every missile or thrown attack has in total darkness. */
export const DARK_SHOT_DX = 5;

/**
 * A missile or thrown attack "used in total darkness" (AM §6 DARKNESS): the shooter's hex or the
 * target's is dark (rulings, "Adverse conditions"). It is made at an adjDX of exactly 5.
 */
export function isShotInTheDark(
  state: BattleState,
  attacker: BattleFigure,
  target: BattleFigure,
  kind: AttackKind,
): boolean {
  if (state.conditions === undefined || !isRangedAttack(kind)) return false;
  return lightAt(state, attacker.position) === "dark" || lightAt(state, target.position) === "dark";
}

/** Hexes the figure has moved this turn (0 before it has chosen an option). */
function movedThisTurn(state: BattleState, f: BattleFigure): number {
  return state.turnState.chosen.find((c) => c.figure === f.id)?.moved ?? 0;
}

/**
 * The attacker's adjustments for its hex (AM §6 ADVERSE CONDITIONS): −8 striking in the dark;
 * −2 on broken ground or in water to the knees, but not for a missile or thrown weapon used
 * standing still; −6 in water to the neck or over the head, −4 for a swimmer afloat there
 * (drowning.ts). A flier is above the ground.
 */
export function conditionsModifiers(
  state: BattleState,
  attacker: BattleFigure,
  kind: AttackKind,
): DxModifier[] {
  const modifiers: DxModifier[] = [];
  if (lightAt(state, attacker.position) === "dark" && !isRangedAttack(kind))
    modifiers.push({ label: "in total darkness", value: -8 });
  if (attacker.flying) return modifiers;
  const ground = groundAt(state, attacker.position);
  if (ground === "over-head-water" && isSwimming(attacker))
    modifiers.push({ label: "swimming", value: SWIMMING_DX });
  else if (isDeep(ground)) modifiers.push({ label: groundWords(ground), value: -6 });
  else if (ground !== "firm" && !(isRangedAttack(kind) && movedThisTurn(state, attacker) === 0))
    modifiers.push({ label: groundWords(ground), value: -2 });
  return modifiers;
}

/** AM §6 WATER: a walker's MA in water to the neck or over the head, and a dog-paddler's. */
const DEEP_WATER_MA = 2;

/** Water to the neck or over the head: a fall there puts the head under (drowning.ts). */
export function isDeep(ground: Ground): boolean {
  return ground === "deep-water" || ground === "over-head-water";
}

/**
 * The MA a figure wades with (AM §6 WATER): halved in water to the knees, 2 in water to the neck
 * or over the head, 6 for a swimmer afloat over its head, read from the hex it starts its move in
 * (`from`; rulings, "Adverse conditions").
 */
export function wadingMa(
  state: BattleState,
  f: BattleFigure,
  ma: number,
  from = f.position,
): number {
  if (state.conditions === undefined || f.flying) return ma;
  const ground = groundAt(state, from);
  if (ground === "knee-water") return Math.floor(ma / 2);
  if (ground === "over-head-water" && isSwimming(f)) return Math.min(ma, SWIMMING_MA);
  if (isDeep(ground)) return Math.min(ma, DEEP_WATER_MA);
  return ma;
}
