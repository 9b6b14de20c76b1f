/**
 * Questions about figures that every rule asks: who is where, who can still fight, who is an enemy.
 */
import type { Hex } from "../hex/coordinates.ts";
import { refuse } from "./errors.ts";
import { covers, isLarge, sharesHex } from "./footprint.ts";
import type { BattleFigure, BattleState } from "./types.ts";

export function findFigure(state: BattleState, id: string): BattleFigure | undefined {
  return state.figures.find((f) => f.id === id);
}

/** The figure with this id, or a refusal naming the unknown id. */
export function figureById(state: BattleState, id: string): BattleFigure {
  return findFigure(state, id) ?? refuse(`There is no figure "${id}" in this battle.`);
}

export function stRemaining(f: BattleFigure): number {
  return f.st - f.hits;
}

/** Dead, unconscious, escaped or dropped out: no longer part of the fight. */
export function isOut(f: BattleFigure): boolean {
  return f.condition !== "ok" || f.escaped || f.droppedOut;
}

/** Lying, kneeling or knocked down: no front, and it must stand before attacking (most options). */
export function isDown(f: BattleFigure): boolean {
  return f.posture !== "standing";
}

/** Present on the map as an obstacle or a body (escaped figures have left it). */
export function isOnMap(f: BattleFigure): boolean {
  return !f.escaped;
}

export function areEnemies(a: BattleFigure, b: BattleFigure): boolean {
  return a.side !== b.side;
}

/** Figures on the map covering hex `h` (a giant covers three). */
export function figuresAt(state: BattleState, h: Hex): BattleFigure[] {
  return state.figures.filter((f) => isOnMap(f) && covers(f, h));
}

/** Figures on the map sharing a hex with `f`, `f` included: its hex, or any of a giant's three. */
export function figuresWith(state: BattleState, f: BattleFigure): BattleFigure[] {
  if (!isLarge(f)) return figuresAt(state, f.position);
  return state.figures.filter((o) => isOnMap(o) && (o === f || sharesHex(o, f)));
}

/** Figures still fighting in the same hex as this one and on another side: a HTH brawl. */
export function hthFoes(state: BattleState, f: BattleFigure): BattleFigure[] {
  if (isOut(f)) return [];
  return figuresWith(state, f).filter((o) => o !== f && areEnemies(o, f) && !isOut(o));
}

export function isInHth(state: BattleState, f: BattleFigure): boolean {
  return hthFoes(state, f).length > 0;
}

/** Blocks movement through its hex: standing or kneeling, and not in a HTH pile on the ground. */
export function blocksMovement(f: BattleFigure): boolean {
  return (
    isOnMap(f) &&
    !f.flying &&
    f.condition === "ok" &&
    (f.posture === "standing" || f.posture === "kneeling")
  );
}
