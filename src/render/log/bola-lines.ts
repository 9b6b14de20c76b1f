/** The log's line for a bola's hit (AM §5 PECULIAR WEAPONS; src/engine/battle/bola.ts). */
import type { BattleEvent } from "../../engine/index.ts";

type BolaHit = Extract<BattleEvent, { type: "bola-hit" }>;

const PART_WORDS: Readonly<Record<BolaHit["part"], string>> = {
  legs: "legs: down, and it may not stand next turn",
  arms: "arms: its weapons fall, and it may take none up for two turns",
  wings: "wings: it comes down",
  head: "neck: it may not attack next turn",
};

export function bolaHitLine(name: (id: string) => string, event: BolaHit): string {
  return `${name(event.attacker)}'s bola wraps ${name(event.target)}'s ${PART_WORDS[event.part]}`;
}
