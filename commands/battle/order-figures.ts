/** The figures the click-by-click order's steps look up: the one ordered, its foes, what lies under it. */
import {
  type BattleFigure,
  type BattleState,
  isOut,
  isWeaponId,
  itemsInReach,
  type WeaponId,
} from "../../src/engine/index.ts";

export function figure(state: BattleState, key: string): BattleFigure | undefined {
  return state.figures.find((f) => f.id === key);
}

/** The living enemies of a figure. */
export function enemies(state: BattleState, f: BattleFigure): BattleFigure[] {
  return state.figures.filter((o) => o.side !== f.side && !isOut(o) && !o.escaped);
}

/** The weapons (o) may pick up: those lying under the figure (under AM, next to it too). */
export function weaponsUnder(state: BattleState, f: BattleFigure): WeaponId[] {
  return itemsInReach(state, f).flatMap((d) => (isWeaponId(d.item) ? [d.item] : []));
}
