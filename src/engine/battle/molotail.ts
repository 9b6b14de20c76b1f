/**
 * ADVANCED MELEE §6 FIRE AS A WEAPON: the molotail, a flask of sticky oil lit and thrown at a hex.
 * It flies over figures in the way (it "passes over" them) and is at −1 DX a megahex (dx.ts). A
 * hit breaks it in the target's hex; a miss lands it (roll − adjDX) hexes off, in a direction of 1
 * die counted clockwise from straight on past the target (List 2, 38); a 17 or 18 breaks it in the
 * thrower's hand. It does 4 hits to each figure in its hex and 2 to each next to it, and the hex
 * burns for 12 turns (fire.ts). Each figure in the hex rolls 4 dice against adjDX or is soaked in
 * burning oil: 4 hits at each turn's end for 12 turns, its armor stopping some only the first
 * time, until it stands in water to the neck (docs/rulings.md, "Molotails").
 */

import type { WeaponId } from "../figure/equipment.ts";
import { isInArena } from "../hex/arena.ts";
import {
  type Direction,
  directionTo,
  type Hex,
  neighbor,
  neighbors,
  rotate,
  sameHex,
} from "../hex/coordinates.ts";
import { traceLine } from "../hex/line.ts";
import { lastOf } from "../lists.ts";
import { rollAttack } from "./attack-roll.ts";
import { changeConditions, groundAt, NO_CONDITIONS } from "./conditions.ts";
import { type Ctx, emit, rollDie } from "./context.ts";
import { baseAdjDxValue } from "./dx.ts";
import { figuresAt } from "./figures.ts";
import { burn } from "./fire.ts";
import { rollAgainst } from "./footing.ts";
import { aimAt, attackFrom } from "./footprint.ts";
import { isHit } from "./to-hit.ts";
import type { BattleFigure } from "./types.ts";

/** Hits to each figure in the hex where it breaks, and in each hex next to it. */
const SPLASH_HITS = 4;
const NEXT_TO_HITS = 2;
/** Turns the hex burns; the turns a soaked figure burns; hits a turn. */
export const MOLOTAIL_BURNS_TURNS = 12;
const AFLAME_HITS = 4;

/** The hex `hexes` steps from `from` in `direction`, stopping at the arena's edge or a wall. */
function scatterTo(ctx: Ctx, from: Hex, direction: Direction, hexes: number): Hex {
  let at = from;
  for (let i = 0; i < hexes; i++) {
    const next = neighbor(at, direction);
    if (!isInArena(ctx.state.arena, next)) break;
    at = next;
  }
  return at;
}

/** Where a missed flask lands: the roll over adjDX in hexes, the direction on 1 die. */
function scatter(ctx: Ctx, from: Hex, aim: Hex, missedBy: number): Landing {
  const line = traceLine(from, aim);
  const straightOn = directionTo(line.at(-2) ?? from, aim) ?? 0;
  const face = rollDie(ctx);
  const direction = rotate(straightOn, face - 1);
  return {
    at: scatterTo(ctx, aim, direction, missedBy),
    scatter: { face, direction, hexes: missedBy },
  };
}

/** Where a flask or jug thrown at a hex came down, as the "…-landed" events say it. */
export interface Landing {
  readonly at: Hex;
  readonly scatter?: {
    readonly face: number;
    readonly direction: Direction;
    readonly hexes: number;
  };
  readonly inHand?: true;
}

/**
 * `attacker` throws `weapon` (already out of its hand) at `target`'s hex as a molotail is thrown:
 * on the hex on a hit, in its own hand on a 17 or 18, scattered on a miss. Where it came down. One
 * `drop`ped from the air (air-drops.ts) is let go of already: a 17 or 18 only misses.
 */
export function throwAtHex(
  ctx: Ctx,
  attacker: BattleFigure,
  target: BattleFigure,
  weapon: WeaponId,
  label: string,
  kind: "thrown" | "drop" = "thrown",
): Landing {
  const from = attackFrom(attacker, target);
  const aim = aimAt(attacker, target, from);
  const result = rollAttack(ctx, {
    attacker,
    target,
    kind,
    weaponLabel: label,
    weapon,
    toMiss: false,
  });
  const rolled = lastOf(ctx.events);
  if (isHit(result)) return { at: aim };
  const fumbled = result === "drop" || result === "break";
  if (fumbled && kind === "thrown") return { at: attacker.position, inHand: true };
  const sum =
    rolled?.type === "attack-roll" ? rolled.faces.reduce((a: number, b: number) => a + b, 0) : 0;
  const adjDx = rolled?.type === "attack-roll" ? rolled.adjDx : 0;
  return scatter(ctx, from, aim, Math.max(0, sum - adjDx));
}

/** `attacker`'s thrown molotail came down (throwAtHex): it breaks there. */
export function molotailLands(ctx: Ctx, attacker: BattleFigure, landed: Landing): void {
  emit(ctx, { type: "molotail-landed", figure: attacker.id, ...landed });
  explode(ctx, landed.at);
}

/** The flask breaks at `at`: splash, soaking, and a fire there for 12 turns. */
function explode(ctx: Ctx, at: Hex): void {
  const grounded = (f: BattleFigure) => f.condition !== "dead" && !f.flying;
  const inHex = figuresAt(ctx.state, at).filter(grounded);
  for (const f of inHex) burn(ctx, f, at, "splashed", SPLASH_HITS);
  for (const h of neighbors(at))
    for (const f of figuresAt(ctx.state, h).filter(grounded))
      if (!inHex.includes(f)) burn(ctx, f, h, "splashed", NEXT_TO_HITS);
  for (const f of inHex) {
    if (f.condition === "dead") continue;
    if (rollAgainst(ctx, f, "dodge the burning oil", 4, baseAdjDxValue(f))) continue;
    f.aflame = { turnsLeft: MOLOTAIL_BURNS_TURNS, armorSpent: false };
    emit(ctx, { type: "aflame", figure: f.id, turns: MOLOTAIL_BURNS_TURNS });
  }
  const before = ctx.state.conditions ?? NO_CONDITIONS;
  const lit = changeConditions(before, { hexes: [at], fire: true });
  ctx.state.conditions = {
    ...lit,
    hexes: lit.hexes.map((h) =>
      sameHex(h.at, at) ? { ...h, fireTurnsLeft: MOLOTAIL_BURNS_TURNS } : h,
    ),
  };
}

/**
 * At each turn's end, a figure soaked in burning oil burns: its armor stops some the first time
 * only. In water to the neck it is put out.
 */
export function burnTheSoaked(ctx: Ctx): void {
  for (const f of ctx.state.figures) {
    const aflame = f.aflame;
    if (!aflame) continue;
    if (f.condition === "dead") {
      delete f.aflame;
      continue;
    }
    if (groundAt(ctx.state, f.position) === "deep-water") {
      delete f.aflame;
      emit(ctx, { type: "aflame", figure: f.id, turns: 0, out: true });
      continue;
    }
    burn(ctx, f, f.position, "aflame", AFLAME_HITS, aflame.armorSpent);
    if (aflame.turnsLeft > 1) f.aflame = { turnsLeft: aflame.turnsLeft - 1, armorSpent: true };
    else delete f.aflame;
  }
}
