/**
 * The log's lines for a big figure's stomp (AM §6 TRAMPLING; src/engine/battle/trample-attack.ts)
 * and a footman's pull at a rider (AM §9; src/engine/battle/pulling-down.ts).
 */
import type { BattleEvent } from "../../engine/index.ts";
import { diceRoll } from "./words.ts";

/** "G tramples X: 3d6 = 9 (3+3+3) ≤ DX 11, hits" or "… > DX 11, misses and falls" */
function trampleLine(
  name: (id: string) => string,
  event: Extract<BattleEvent, { type: "trample" }>,
): string {
  const sum = event.faces.reduce((a, b) => a + b, 0);
  const outcome = `${event.hit ? "hits" : "misses"}${event.fell ? ` and ${name(event.attacker)} falls` : ""}`;
  return `${name(event.attacker)} tramples ${name(event.target)}: ${diceRoll(event.faces)} ${sum <= event.dx ? "≤" : ">"} DX ${event.dx}, ${outcome}`;
}

/** "Y pulls at R: 6d6 = 20 (…) ≤ ST + DX 24, 1 pull of 2 this turn" */
function pullLine(
  name: (id: string) => string,
  event: Extract<BattleEvent, { type: "pull" }>,
): string {
  const sum = event.faces.reduce((a, b) => a + b, 0);
  const outcome = event.success ? "made" : "fails";
  const pulls = `${event.pulls} ${event.pulls === 1 ? "pull" : "pulls"} of ${event.needed} this turn`;
  return `${name(event.attacker)} pulls at ${name(event.target)}: ${diceRoll(event.faces)} ${sum <= event.against ? "≤" : ">"} ST + DX ${event.against}, ${outcome}; ${pulls}`;
}

export function trampleOrPullLine(
  name: (id: string) => string,
  event: Extract<BattleEvent, { type: "trample" | "pull" }>,
): string {
  return event.type === "trample" ? trampleLine(name, event) : pullLine(name, event);
}
