/** The log's lines for AM §5 PINNING A FOE (see src/engine/battle/pinning.ts). */
import type { BattleEvent } from "../../engine/index.ts";
import { diceRoll } from "./words.ts";

/** AM §5 PINNING A FOE: the pin roll, the victim's try to break free, the pinner letting go. */
export function pinLine(
  name: (id: string) => string,
  event: Extract<BattleEvent, { type: "pin" | "pin-escape" | "pin-released" }>,
): string {
  if (event.type === "pin-released")
    return `${name(event.pinner)} lets go of ${name(event.figure)} (${event.reason})`;
  const sum = event.faces.reduce((a, b) => a + b, 0);
  if (event.type === "pin-escape") {
    const compare = sum <= event.needed ? "≤" : ">";
    return `${name(event.figure)} struggles against ${name(event.pinner)}'s pin: ${diceRoll(event.faces)} ${compare} ST ${event.needed}, ${event.success ? "breaks free" : "held"}`;
  }
  const total = sum + event.modifier;
  const shown =
    event.modifier === 0
      ? ""
      : ` ${event.modifier > 0 ? "+" : "−"} ${Math.abs(event.modifier)} = ${total}`;
  const compare = total <= event.needed ? "≤" : ">";
  return `${name(event.figure)} tries to pin ${name(event.target)}: ${diceRoll(event.faces)}${shown} ${compare} ${event.needed}, ${event.success ? `${name(event.target)} is pinned` : "fails"}`;
}
