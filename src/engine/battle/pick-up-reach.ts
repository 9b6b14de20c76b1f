/**
 * Where a figure may bend over to pick something up: the hexes it covers (a giant reaches under
 * any of its three), and under AM the hexes next to them too (AM §2 option I(g): "'Bend over' in
 * the hex with the weapon, or an adjacent hex"). MELEE's (o) picks up only what lies underfoot.
 */
import { type Hex, neighbors, sameHex } from "../hex/coordinates.ts";
import { footprint } from "./footprint.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState, DroppedItem } from "./types.ts";

/** The hexes the figure reaches to pick up from, its own first. */
export function pickUpHexes(state: BattleState, f: BattleFigure): Hex[] {
  const own = footprint(f);
  if (!rulesOf(state).picksUpNextDoor) return own;
  const next = own.flatMap(neighbors).filter((h) => !own.some((o) => sameHex(o, h)));
  return [...own, ...next.filter((h, i) => next.findIndex((o) => sameHex(o, h)) === i)];
}

/** The items lying where the figure may pick them up, those underfoot first. */
export function itemsInReach(state: BattleState, f: BattleFigure): DroppedItem[] {
  return pickUpHexes(state, f).flatMap((h) => state.dropped.filter((d) => sameHex(d.position, h)));
}
