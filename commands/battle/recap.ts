/**
 * The recap posted when a battle ends, and shown again for a past battle (/battle history): the
 * whole log's events counted (src/games/melee/battle-tally.ts) and worded by the render layer.
 */
import type { BattleState } from "../../src/engine/index.ts";
import { tallyBattle } from "../../src/games/melee/battle-tally.ts";
import { type RecapMark, recapLines } from "../../src/render/recap.ts";
import type { LogEntry } from "../../src/store/battle-types.ts";
import { decidedByRuling } from "../../src/store/rulings-mark.ts";
import { replyLimitProblems } from "../format/discord-limits.ts";
import { fitEmbeds } from "../format/fit-lines.ts";
import { safeText } from "../format/safe-text.ts";
import type { Embed, Reply } from "../interaction.ts";
import type { BattleServices } from "../shared/channel-battle.ts";

const RECAP_COLOR = 0x6b8e23;

/**
 * How the log says the battle was decided beyond its blows: a step made by a ruling (a GM's
 * ruling or a re-roll) and a side's concession.
 */
export function recapMarks(entries: readonly LogEntry[]): RecapMark[] {
  const marks: RecapMark[] = decidedByRuling(entries) ? [{ kind: "gm-ruling" }] : [];
  for (const entry of entries) {
    if (entry.kind === "control" && entry.action === "concede" && entry.side !== undefined)
      marks.push({ kind: "conceded", side: entry.side });
  }
  return marks;
}

/** The recap's lines for a finished battle's log and final state. */
export function recapOf(entries: readonly LogEntry[], state: BattleState): string[] {
  const events = entries.flatMap((e) => (e.kind === "control" ? [] : e.events));
  return recapLines(state, tallyBattle(events), recapMarks(entries));
}

export function recapEmbeds(lines: readonly string[]): Embed[] {
  return fitEmbeds(lines.map(safeText), { title: "Recap", color: RECAP_COLOR });
}

/**
 * The end's message with the recap added as embeds when the two fit one message; otherwise the
 * recap follows as a message of its own.
 */
export async function withRecap(
  store: BattleServices,
  battleId: string,
  state: BattleState,
  ending: Reply,
): Promise<[Reply, ...Reply[]]> {
  const { entries } = await store.battles.log(battleId);
  const embeds = recapEmbeds(recapOf(entries, state));
  const together = { ...ending, embeds: [...(ending.embeds ?? []), ...embeds] };
  return replyLimitProblems(together).length === 0 ? [together] : [ending, { embeds }];
}
