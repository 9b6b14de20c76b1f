/**
 * A figure's record on its card: battles fought, won and lost, foes felled, times knocked out,
 * EP earned in battle; and, for the slain, how and when it fell.
 */
import type { FigureRecord } from "../../src/store/figure-record-store.ts";
import type { StoredDeath } from "../../src/store/figure-records.ts";
import { safeText } from "../format/safe-text.ts";
import type { EmbedField } from "../interaction.ts";

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

export function recordLine(record: FigureRecord): string {
  if (record.battles === 0) return "No battles fought yet.";
  return [
    `${plural(record.battles, "battle")}: ${record.wins} won, ${record.losses} lost`,
    `felled ${plural(record.felled, "foe")}`,
    `knocked out ${plural(record.knockedOut, "time")}`,
    `${record.epEarned} EP earned in battle`,
  ].join("; ");
}

/** "Slain by Wulf on turn 3, <t:…:D> (battle `id`)": a Discord timestamp, shown in local time. */
export function deathLine(death: StoredDeath): string {
  const by =
    death.byName === null
      ? "Slain (no foe's blow: a ruling or a fall)"
      : `Slain by ${safeText(death.byName)}`;
  const turn = death.turn === null ? "" : ` on turn ${death.turn}`;
  const when = `<t:${Math.floor(death.at.getTime() / 1000)}:D>`;
  const battle = death.battleId === "" ? "" : ` (battle \`${death.battleId}\`)`;
  return `${by}${turn}, ${when}${battle}. It cannot fight again unless a server manager restores it.`;
}

export function recordFields(record: FigureRecord, death: StoredDeath | null): EmbedField[] {
  return [
    { name: "Record", value: recordLine(record) },
    ...(death === null ? [] : [{ name: "Dead", value: deathLine(death) }]),
  ];
}
