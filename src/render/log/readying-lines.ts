/** The log's lines for what a figure readies (option (e), (k), (o)) and its pack coming off (AM §5). */
import type { BattleEvent, BattleState } from "../../engine/index.ts";
import { figureName } from "../map/describe.ts";
import { itemName } from "./words.ts";

export function readyingLine(
  state: BattleState,
  event: Extract<BattleEvent, { type: "item-readied" | "pack-off" }>,
): string {
  const who = figureName(state, event.figure);
  if (event.type === "pack-off") {
    return event.off
      ? `${who} takes the pack off and sets it down`
      : `${who} works the pack half off: one more turn to get it off`;
  }
  const hands =
    event.weapon === null
      ? `${who} has empty hands`
      : `${who} readies the ${itemName(event.weapon)}`;
  const extras: string[] = [];
  if (event.offhand) extras.push(`${itemName(event.offhand)} in the off hand`);
  const f = state.figures.find((x) => x.id === event.figure);
  if (event.shieldReady) extras.push("shield on the arm");
  else if (f?.shield) extras.push("shield slung");
  return extras.length > 0 ? `${hands}, ${extras.join(", ")}` : hands;
}
