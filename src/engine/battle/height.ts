/**
 * ADVANCED MELEE §6 HEIGHT: a figure standing more than half a metre above its foe (on a table, a
 * chest, higher on a stair) strikes down at +2 DX, and the foe strikes up at it at −2. Not for
 * thrown or missile weapons. The GM gives hexes their levels (conditions.ts); a flier's own
 * height is §10's (aerial-dx.ts).
 */
import type { Hex } from "../hex/coordinates.ts";
import { levelAt } from "./conditions.ts";
import type { DxModifier } from "./events.ts";
import type { AttackKind, BattleFigure, BattleState } from "./types.ts";

const HEIGHT_DX = 2;

/** The attacker's adjustment for striking from hex `from` at a target in hex `at`. */
export function heightModifiers(
  state: BattleState,
  attacker: BattleFigure,
  target: BattleFigure,
  from: Hex,
  at: Hex,
  kind: AttackKind,
): DxModifier[] {
  if (state.conditions === undefined || kind === "missile" || kind === "thrown") return [];
  if (attacker.flying || target.flying) return [];
  const above = levelAt(state, from) - levelAt(state, at);
  if (above > 0) return [{ label: "striking down from above", value: HEIGHT_DX }];
  if (above < 0) return [{ label: "striking up from below", value: -HEIGHT_DX }];
  return [];
}
