/**
 * ADVANCED MELEE §9 LEANING in battle: each movement phase a rider places himself in one of his
 * mount's hexes, facing any way but backwards, and keeps that seat until his next move. Leaning,
 * he strikes from that hex with that facing (his front hexes are a man's there, his mount's own
 * hexes apart), his lance meets a foe straight on only along his own line, and a footman pulls at
 * him from beside that hex. A rider who does not lean sits in the saddle, at the mount's head,
 * facing its way, and strikes over the unit's front hexes as before.
 *
 * Ruling (docs/rulings.md, "Leaning"): he may lean into the saddle hex (the head) or any hex of
 * the mount touching it, both hexes of a horse; his seat is kept as a hex of the mount and a turn
 * from its facing, so it goes with the unit when a forced retreat moves it.
 */
import {
  type Direction,
  formatHex,
  type Hex,
  hexDistance,
  isDirection,
  rotate,
  sameHex,
} from "../hex/coordinates.ts";
import { arcOf } from "../hex/facing.ts";
import { isStraightOn } from "../mounted/saddle.ts";
import { refuse } from "./errors.ts";
import { footprint, footprintAt } from "./footprint.ts";
import { offsetOf, shapeOf } from "./footprint-shapes.ts";
import type { BattleFigure } from "./types.ts";

/** Where a rider leans: a hex of his mount and his facing there (the order's `lean`). */
export interface Lean {
  readonly hex: Hex;
  readonly facing: Direction;
}

/** A lean as ordered: the facing, when not given, is the mount's at the end of its move. */
export type LeanOrder = Omit<Lean, "facing"> & { readonly facing?: Direction };

type Placed = Pick<BattleFigure, "traits" | "position" | "facing" | "mount">;

/** The hexes of a mount at `position` facing `facing` its rider may lean into. */
function seatHexes(f: Placed, position: Hex, facing: Direction): Hex[] {
  const body = footprintAt(f, position, facing);
  const saddle = body[0] as Hex;
  return body.filter((h) => hexDistance(h, saddle) <= 1);
}

/** Why `f` may not lean as `lean` says, his unit ending at `position` facing `facing`, or null. */
export function leanProblem(
  f: Pick<BattleFigure, "name"> & Placed,
  lean: LeanOrder,
  position: Hex,
  facing: Direction,
): string | null {
  const mount = f.mount;
  if (!mount) return `${f.name} rides nothing: only a rider leans in the saddle (AM §9 LEANING).`;
  if (lean.facing !== undefined && !isDirection(lean.facing))
    return "The rider's facing must be one of N, NE, SE, S, SW, NW.";
  const seats = seatHexes(f, position, facing);
  if (!seats.some((h) => sameHex(h, lean.hex)))
    return `${formatHex(lean.hex)} is not a hex of ${mount.name} that ${f.name} may lean into: ${seats.map(formatHex).join(" or ")} (AM §9 LEANING).`;
  if (lean.facing === rotate(facing, 3))
    return `${f.name} may face any way on ${mount.name} but backwards (AM §9 LEANING).`;
  return null;
}

/**
 * Every lean open to the rider `f`, his unit ending at `position` facing `facing`: each hex of his
 * mount he may lean into, saddle first, with each facing but backwards. None for a footman.
 */
export function legalLeans(f: Placed, position: Hex, facing: Direction): Lean[] {
  if (!f.mount) return [];
  const turns = [0, 1, 5, 2, 4];
  return seatHexes(f, position, facing).flatMap((hex) =>
    turns.map((turn) => ({ hex, facing: rotate(facing, turn) })),
  );
}

/** The seat `lean` gives, kept as a part of the mount and a turn from its facing. */
function seatKept(
  f: BattleFigure,
  lean: LeanOrder,
  position: Hex,
  facing: Direction,
): NonNullable<NonNullable<BattleFigure["mount"]>["lean"]> {
  const part = footprintAt(f, position, facing).findIndex((h) => sameHex(h, lean.hex));
  return { part, turn: ((lean.facing ?? facing) - facing + 6) % 6 };
}

/** Seats the rider `f` for the turn: leaning as `lean` says, or else upright in the saddle. */
export function seatRider(
  f: BattleFigure,
  lean: LeanOrder | undefined,
  position: Hex,
  facing: Direction,
): void {
  if (lean === undefined) {
    if (f.mount) delete f.mount.lean;
    return;
  }
  const problem = leanProblem(f, lean, position, facing);
  if (problem) refuse(problem);
  const mount = f.mount as NonNullable<BattleFigure["mount"]>;
  mount.lean = seatKept(f, lean, position, facing);
}

/**
 * The rider `f` as he would sit after a planned move to `position` facing `facing`, leaning as
 * `lean` says (upright without one); null when he may not lean so.
 */
export function plannedSeat(
  f: BattleFigure,
  lean: LeanOrder | undefined,
  position: Hex,
  facing: Direction,
): Pick<BattleFigure, "mount"> | null {
  if (!f.mount) return lean === undefined ? {} : null;
  const { lean: _, ...upright } = f.mount;
  if (lean === undefined) return { mount: upright };
  if (leanProblem(f, lean, position, facing) !== null) return null;
  return { mount: { ...upright, lean: seatKept(f, lean, position, facing) } };
}

/** Where the leaning rider `f` sits and faces; undefined when he rides upright or not at all. */
export function leaningSeat(f: Placed): Lean | undefined {
  const lean = f.mount?.lean;
  if (!lean) return undefined;
  const hex = footprint(f)[lean.part] ?? f.position;
  return { hex, facing: rotate(f.facing, lean.turn) };
}

/** Where the rider `f` sits and faces: leaning, or in the saddle at the head. */
export function seatOf(f: Placed): Lean {
  return leaningSeat(f) ?? { hex: f.position, facing: f.facing };
}

/** Whether a hex of `target` is one of the leaning rider's front hexes from `seat`. */
export function leanerHasInFront(f: Placed, seat: Lean, target: Placed): boolean {
  const body = footprint(f);
  return footprint(target).some(
    (h) =>
      hexDistance(seat.hex, h) === 1 &&
      !body.some((b) => sameHex(b, h)) &&
      arcOf(seat.hex, seat.facing, h) === "front",
  );
}

/** Whether the rider's lance meets `target` straight on, ahead of his mount and of him (AM §9). */
export function lanceStraightOn(rider: Placed, target: Placed): boolean {
  const { q, r } = offsetOf(shapeOf(rider.traits.hexes).ahead, rider.facing);
  const ahead = { q: rider.position.q + q, r: rider.position.r + r };
  const seat = seatOf(rider);
  return footprint(target).some((hex) => isStraightOn(ahead, rider.facing, seat, hex));
}
