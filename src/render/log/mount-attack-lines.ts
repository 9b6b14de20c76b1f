/**
 * The log's line for ADVANCED MELEE §9's riding animal attacking on its own, beside its rider
 * (src/engine/battle/mount-attack.ts): "Bayard, under Flavius, attacks Grim too (moved 3 hexes,
 * half its MA of 22 or less)".
 */
import type { BattleEvent } from "../../engine/index.ts";

export function mountAttackLine(
  name: (id: string) => string,
  event: Extract<BattleEvent, { type: "mount-attack" }>,
): string {
  const who = `${event.mount}, under ${name(event.figure)}`;
  const hexes = `${event.moved} ${event.moved === 1 ? "hex" : "hexes"}`;
  return `${who}, attacks ${name(event.target)} too (moved ${hexes}, half its MA of ${event.ma} or less)`;
}
