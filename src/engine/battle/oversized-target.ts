/**
 * ADVANCED MELEE §5 Oversized Targets: a missile or thrown weapon aimed at one hex of a multi-hex
 * figure may still hit it where it would have missed by a little. Each of the target's other
 * hexes counts 1 when the line from the attacker's hex to its centre is clear, ½ when the shot at
 * it would have to be rolled to miss someone in the way, and 0 when a wall or another hex of the
 * same figure stands in the line; the sum, rounded down, is a DX bonus of at most 4 (a 5-hex
 * lizard seen from the side: +4; head on: nothing).
 */
import { isInArena } from "../hex/arena.ts";
import type { Hex } from "../hex/coordinates.ts";
import { flightToTarget } from "../hex/line.ts";
import type { DxModifier } from "./events.ts";
import { covers, footprint, isLarge } from "./footprint.ts";
import { standsInTheWay } from "./line-of-fire.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { AttackKind, BattleFigure, BattleState } from "./types.ts";

/** AM §5: "This DX bonus cannot exceed 4." */
const MOST_BONUS = 4;

/** What the other hex `h` of `target` counts, in halves: 2 clear, 1 past someone, 0 blocked. */
function halvesFor(
  state: BattleState,
  attacker: BattleFigure,
  target: BattleFigure,
  from: Hex,
  h: Hex,
): number {
  let halves = 2;
  for (const x of flightToTarget(from, h)) {
    if (!isInArena(state.arena, x) || covers(target, x)) return 0;
    if (state.figures.some((f) => f !== target && standsInTheWay(state, f, x, attacker)))
      halves = 1;
  }
  return halves;
}

/** The oversized-target bonus to a missile or thrown attack from `from` aimed at `at`. */
export function oversizedTargetModifiers(
  state: BattleState,
  attacker: BattleFigure,
  target: BattleFigure,
  kind: AttackKind,
  from: Hex,
  at: Hex,
): DxModifier[] {
  if (!rulesOf(state).oversizedTargets || !isLarge(target)) return [];
  if (kind !== "missile" && kind !== "thrown") return [];
  let halves = 0;
  for (const h of footprint(target))
    if (h.q !== at.q || h.r !== at.r) halves += halvesFor(state, attacker, target, from, h);
  const bonus = Math.min(MOST_BONUS, Math.floor(halves / 2));
  return bonus > 0 ? [{ label: "oversized target", value: bonus }] : [];
}
