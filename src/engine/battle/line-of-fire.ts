/**
 * Who stands in a shot's way (MELEE: MISSILE WEAPONS, HITTING YOUR FRIENDS): the resolution rolls
 * against each in turn, and the order flow warns before a shot that crosses a friend.
 */
import type { Hex } from "../hex/coordinates.ts";
import { flightToTarget } from "../hex/line.ts";
import { areEnemies, isInHth, isOnMap, isOut } from "./figures.ts";
import { covers } from "./footprint.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** Standing in hex `h`, fighting, on the ground and not in a brawl: in the way of a shot. */
export function standsInTheWay(
  state: BattleState,
  f: BattleFigure,
  h: Hex,
  attacker: BattleFigure,
): boolean {
  return (
    f !== attacker &&
    isOnMap(f) &&
    covers(f, h) &&
    !isOut(f) &&
    f.posture === "standing" &&
    !f.flying &&
    !isInHth(state, f)
  );
}

/**
 * The attacker's friends standing between `from` and the target as things stand now: a shot
 * from there must be rolled to miss each before it reaches the target.
 */
export function friendsInLineOfFire(
  state: BattleState,
  attackerId: string,
  from: Hex,
  targetId: string,
): BattleFigure[] {
  const attacker = state.figures.find((f) => f.id === attackerId);
  const target = state.figures.find((f) => f.id === targetId);
  if (attacker === undefined || target === undefined) return [];
  const line = flightToTarget(from, target.position);
  return state.figures.filter(
    (f) =>
      f !== target &&
      !areEnemies(f, attacker) &&
      line.some((h) => standsInTheWay(state, f, h, attacker)),
  );
}
