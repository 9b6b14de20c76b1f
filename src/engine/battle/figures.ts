/**
 * Questions about figures that every rule asks: who is where, who can still fight, who is an enemy.
 */
import type { Hex } from "../hex/coordinates.ts";
import { refuse } from "./errors.ts";
import { covers, isLarge, sharesHex } from "./footprint.ts";
import type { BattleFigure, BattleState } from "./types.ts";

export function findFigure(state: BattleState, id: string): BattleFigure | undefined {
  for (const f of state.figures) if (f.id === id) return f;
  return undefined;
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
  const found: BattleFigure[] = [];
  for (const f of state.figures) if (isOnMap(f) && covers(f, h)) found.push(f);
  return found;
}

/** Whether `o` is on the map sharing a hex with `f` (`f` itself included). */
function isWith(f: BattleFigure, o: BattleFigure): boolean {
  if (!isOnMap(o)) return false;
  return isLarge(f) ? o === f || sharesHex(o, f) : covers(o, f.position);
}

/** Figures on the map sharing a hex with `f`, `f` included: its hex, or any of a giant's three. */
export function figuresWith(state: BattleState, f: BattleFigure): BattleFigure[] {
  const found: BattleFigure[] = [];
  for (const o of state.figures) if (isWith(f, o)) found.push(o);
  return found;
}

/**
 * Everyone in `f`'s HTH brawl, `f` included. A giant's brawl spans its three hexes, so two men
 * grappling it from different hexes are in one brawl, two on a side (MULTIPLE HTH COMBAT).
 */
export function brawlOf(state: BattleState, f: BattleFigure): BattleFigure[] {
  const near = figuresWith(state, f);
  const giant = near.find((o) => o !== f && isLarge(o));
  return giant ? figuresWith(state, giant) : near;
}

/** Lying on the ground, fallen or prone. */
export function isLying(f: BattleFigure): boolean {
  return f.posture === "fallen" || f.posture === "prone";
}

/**
 * AM §6 TRAMPLING: `under` lies beneath `over`, a bigger figure standing over him, which is no
 * HTH (in HTH both are on the ground) until he grapples it.
 */
export function isUnderfoot(under: BattleFigure, over: BattleFigure): boolean {
  return blocksMovement(over) && isLying(under) && under.traits.hexes < over.traits.hexes;
}

function isHthFoe(f: BattleFigure, o: BattleFigure): boolean {
  return (
    o !== f &&
    areEnemies(o, f) &&
    !isOut(o) &&
    isWith(f, o) &&
    !isUnderfoot(f, o) &&
    !isUnderfoot(o, f)
  );
}

/** Figures still fighting in the same hex as this one and on another side: a HTH brawl. */
export function hthFoes(state: BattleState, f: BattleFigure): BattleFigure[] {
  const foes: BattleFigure[] = [];
  if (isOut(f)) return foes;
  for (const o of state.figures) if (isHthFoe(f, o)) foes.push(o);
  return foes;
}

/** hthFoes is not empty; asked on every rule's path, so it allocates nothing. */
export function isInHth(state: BattleState, f: BattleFigure): boolean {
  if (isOut(f)) return false;
  for (const o of state.figures) if (isHthFoe(f, o)) return true;
  return false;
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
