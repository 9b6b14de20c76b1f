/**
 * ADVANCED MELEE's DX adjustments for attacks on fliers: −4 to hit any flying creature (AM §3
 * FLIGHT; §10 AERIAL COMBAT: fliers attack each other at −4), and for missiles and thrown weapons
 * −1 for every full 3 m of height between attacker and target, either way (AM §5 FLYING TARGETS).
 * MELEE's gargoyle has neither: it is simply out of reach of hand weapons while it flies.
 */
import { hasHeights, heightOf } from "./altitude.ts";
import type { DxModifier } from "./events.ts";
import type { AttackKind, BattleFigure, BattleState } from "./types.ts";

/** AM §3 FLIGHT: "the −4 DX to hit a flying creature". */
const FLIER_DX = -4;

/** AM §10 AERIAL COMBAT: boulders "are dropped at −4 DX". */
const DROPPED_DX = -4;

/** AM §10: a flier attacking a foe on the ground "will also be at −4 DX". */
const FROM_THE_AIR_DX = -4;

/** AM §10: "a small creature (Dragonet or smaller)": ours, a one-hex flier of ST 12 or less. */
const SMALL_FLIER_MAX_ST = 12;

/**
 * Whether `attacker` strikes a foe on the ground by hand from the air (a flier that does so,
 * aerial-reach.ts), at −4 unless it is small and the target "much larger": ours, more hexes or at
 * least twice its ST (docs/rulings.md, "Fliers striking the ground").
 */
function strikesGroundFromAir(
  attacker: BattleFigure,
  target: BattleFigure,
  kind: AttackKind,
): boolean {
  if (!attacker.flying || !attacker.traits.hoversToStrike || target.flying) return false;
  if (kind === "missile" || kind === "thrown" || kind === "drop") return false;
  const small = attacker.traits.hexes === 1 && attacker.st <= SMALL_FLIER_MAX_ST;
  const muchLarger = target.traits.hexes > attacker.traits.hexes || target.st >= 2 * attacker.st;
  return !(small && muchLarger);
}

/** AM §5 FLYING TARGETS: −1 DX "for every 3 meters … of vertical distance". */
const METRES_PER_DX = 3;

/** The aerial adjustments to `attacker`'s DX against `target` (none under MELEE). */
export function aerialModifiers(
  state: BattleState,
  attacker: BattleFigure,
  target: BattleFigure,
  kind: AttackKind,
): DxModifier[] {
  if (!hasHeights(state)) return [];
  const modifiers: DxModifier[] = [];
  if (target.flying) modifiers.push({ label: "attacking a flier", value: FLIER_DX });
  if (kind === "drop") modifiers.push({ label: "dropped from the air", value: DROPPED_DX });
  if (strikesGroundFromAir(attacker, target, kind))
    modifiers.push({ label: "striking from the air", value: FROM_THE_AIR_DX });
  if (kind === "missile" || kind === "thrown" || kind === "drop") {
    const metres = Math.abs(heightOf(attacker) - heightOf(target));
    const steps = Math.floor(metres / METRES_PER_DX);
    if (steps > 0) modifiers.push({ label: `height ${metres} m`, value: -steps });
  }
  return modifiers;
}
