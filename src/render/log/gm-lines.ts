/** The log's lines for the GM's rulings on a figure and on the battlefield's conditions. */
import { type BattleEvent, changeWords } from "../../engine/index.ts";

/** "Gm (GM) rules: Wulf falls down — tripped", "Gm (GM) rules: E5: burning". */
export function gmRulingLine(
  name: (id: string) => string,
  event: Extract<BattleEvent, { type: "gm-ruling" | "conditions-set" }>,
): string {
  const reason = event.reason ? ` — ${event.reason}` : "";
  const ruled =
    event.type === "gm-ruling" ? `${name(event.figure)} ${event.ruling}` : changeWords(event);
  return `${event.gm} (GM) rules: ${ruled}${reason}`;
}
