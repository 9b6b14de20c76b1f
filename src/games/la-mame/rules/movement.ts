/**
 * Moving and firing in a Move/Attack action (La Mame's MELEE, "Move/Attack", "Catapults",
 * "Central Mountains"). Soldiers go one area a turn, knights any distance but never into
 * mountains; any area holding an enemy, and every enemy castle, must be attacked, not crossed.
 */
import { adjacent, areaOf, distance } from "./board.ts";
import { LaMameError } from "./error.ts";
import {
  abilityTotal,
  castleOwner,
  checkRoomFor,
  knightsClimb,
  occupantOf,
  removeUnit,
  unitAt,
  unitsIn,
} from "./occupancy.ts";
import { currentCard, currentPlayer } from "./season.ts";
import type { LaMameEvent, LaMameState, Unit } from "./state.ts";

/** Refuses an order unless it is `player`'s Move/Attack and no attack is under way. */
export function requireMoveAction(state: LaMameState, player: string): void {
  if (
    state.phase.kind !== "actions" ||
    currentPlayer(state) !== player ||
    currentCard(state) !== "move"
  )
    throw new LaMameError("Moving, attacking and firing need your Move/Attack action.");
  if (state.phase.attack !== null) throw new LaMameError("Finish the attack under way first.");
}

/** The player's knight or soldier in an area, ready to move. */
export function moverAt(
  state: LaMameState,
  player: string,
  area: string,
  kind: "knight" | "soldier",
): Unit {
  const unit = unitAt(state, area, kind);
  if (unit === undefined || unit.owner !== player)
    throw new LaMameError(`You have no ${kind} in ${areaOf(state.board, area).name}.`);
  if (unit.spent)
    throw new LaMameError(
      `Your ${kind} in ${areaOf(state.board, area).name} has already moved this turn.`,
    );
  return unit;
}

/** How far a unit may go in one order: a soldier 1 (2 with Forced March), a knight without limit. */
function reach(state: LaMameState, unit: Unit): number {
  if (unit.kind === "knight") return Number.POSITIVE_INFINITY;
  return Math.max(
    1,
    abilityTotal(state, unit.owner, (c) => c.soldierReach),
  );
}

/** Whether an area must be attacked before a unit of `player` may enter it. */
export function hostile(state: LaMameState, player: string, area: string): boolean {
  const occupant = occupantOf(state, area);
  const owner = castleOwner(state, area);
  return (occupant !== null && occupant !== player) || (owner !== null && owner !== player);
}

export function checkStep(state: LaMameState, unit: Unit, from: string, to: string): void {
  if (!adjacent(state.board, from, to))
    throw new LaMameError(
      `${areaOf(state.board, to).name} is not next to ${areaOf(state.board, from).name}.`,
    );
  if (
    unit.kind === "knight" &&
    areaOf(state.board, to).kind === "mountain" &&
    !knightsClimb(state, unit.owner)
  )
    throw new LaMameError("Knights cannot attack, move into or pass through mountains.");
}

export function move(
  state: LaMameState,
  player: string,
  from: string,
  kind: "knight" | "soldier",
  path: readonly string[],
  events: LaMameEvent[],
): void {
  requireMoveAction(state, player);
  const unit = moverAt(state, player, from, kind);
  if (path.length === 0) throw new LaMameError("Name at least one area to move to.");
  if (path.length > reach(state, unit))
    throw new LaMameError(`A ${kind} moves ${reach(state, unit)} area a turn.`);
  let at = from;
  for (const step of path) {
    checkStep(state, unit, at, step);
    if (hostile(state, player, step))
      throw new LaMameError(`${areaOf(state.board, step).name} holds an enemy: attack it first.`);
    at = step;
  }
  checkRoomFor(state, player, kind, at);
  unit.area = at;
  if (kind === "soldier") unit.spent = true;
  events.push({ type: "moved", player, unit: kind, path: [from, ...path] });
}

/**
 * Fires a catapult once: every unit in the target area is destroyed (in a castle only those placed
 * there), and the catapult is used up. Range 1, 2 from mountains; never into mountains.
 */
export function fire(
  state: LaMameState,
  player: string,
  from: string,
  target: string,
  events: LaMameEvent[],
): void {
  requireMoveAction(state, player);
  const catapult = unitAt(state, from, "catapult");
  if (catapult === undefined || catapult.owner !== player)
    throw new LaMameError(`You have no catapult in ${areaOf(state.board, from).name}.`);
  if (catapult.spent)
    throw new LaMameError("A catapult captured this turn cannot fire until next turn.");
  const place = areaOf(state.board, target);
  if (place.kind === "mountain") throw new LaMameError("Catapults cannot fire into mountains.");
  const range =
    1 +
    (areaOf(state.board, from).kind === "mountain" ? 1 : 0) +
    abilityTotal(state, player, (c) => c.catapultReach);
  const steps = distance(state.board, from, target);
  if (steps < 1 || steps > range)
    throw new LaMameError(`${place.name} is out of range (${range}).`);
  const occupant = occupantOf(state, target);
  if (occupant === null || occupant === player)
    throw new LaMameError(`${place.name} holds no enemy units.`);
  state.units = state.units.filter((u) => u !== catapult);
  events.push({ type: "fired", player, from, target });
  for (const unit of unitsIn(state, target)) {
    removeUnit(state, unit);
    events.push({ type: "destroyed", owner: unit.owner, unit: unit.kind, area: target });
  }
}
