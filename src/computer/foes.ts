/** Who the computer player counts as a foe. */
import { type BattleFigure, isOut } from "../engine/index.ts";

/** Whether `o` is a foe of `f` still in the fight: not out of it, not gone from the arena. */
export function isFoeInTheFight(f: BattleFigure, o: BattleFigure): boolean {
  return o.side !== f.side && !isOut(o) && !o.escaped;
}
