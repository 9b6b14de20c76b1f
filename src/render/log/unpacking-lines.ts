/** The log's line for a weapon got out of the set-down pack (AM §5 "PACKED"; unpacking.ts). */
import type { BattleEvent, BattleState } from "../../engine/index.ts";
import { figureName } from "../map/describe.ts";
import { itemName } from "./words.ts";

export function unpackedLine(
  state: BattleState,
  event: Extract<BattleEvent, { type: "weapon-unpacked" }>,
): string {
  return `${figureName(state, event.figure)} gets the ${itemName(event.weapon)} out of the pack: ready next turn`;
}
