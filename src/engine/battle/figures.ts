/**
 * Questions about figures that every rule asks: who is where, who can still fight, who is an enemy.
 */
import { type Hex, sameHex } from "../hex/coordinates.ts";
import { refuse } from "./errors.ts";
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

export function figuresAt(state: BattleState, h: Hex): BattleFigure[] {
  return state.figures.filter((f) => isOnMap(f) && sameHex(f.position, h));
}

/** Figures still fighting in the same hex as this one and on another side: a HTH brawl. */
export function hthFoes(state: BattleState, f: BattleFigure): BattleFigure[] {
  if (isOut(f)) return [];
  return figuresAt(state, f.position).filter((o) => o !== f && areEnemies(o, f) && !isOut(o));
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
