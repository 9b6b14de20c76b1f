/**
 * Past battles: the ended battles of a channel or a server a page at a time, newest first, and a
 * past battle's state at the end of a given turn (its log folded that far), for /battle history,
 * /battle log and /battle map.
 */
import type { BattleState } from "../engine/index.ts";
import { MELEE_GAME } from "../games/registry.ts";
import { foldEntries } from "./battle-log.ts";
import type { BattleRepository } from "./battle-repository.ts";
import type { BattleSummary } from "./battle-types.ts";

export interface HistoryPage {
  readonly battles: readonly BattleSummary[];
  /** How many ended battles there are in all (for "page 2 of 5"). */
  readonly total: number;
}

export class HistoryQueries {
  readonly #repo: BattleRepository;

  constructor(repo: BattleRepository) {
    this.#repo = repo;
  }

  /** Ended battles of the guild (or of one channel), newest end first; pages count from 1. */
  endedBattles(
    guildId: string,
    channelId: string | null,
    page: number,
    perPage: number,
  ): Promise<HistoryPage> {
    return this.#repo.run(async () => {
      const where = {
        guildId,
        game: MELEE_GAME,
        status: "ended",
        ...(channelId === null ? {} : { channelId }),
      };
      const total = await this.#repo.prisma.battle.count({ where });
      const rows = await this.#repo.prisma.battle.findMany({
        where,
        orderBy: [{ endedAt: "desc" }, { id: "desc" }],
        skip: (Math.max(1, page) - 1) * perPage,
        take: perPage,
      });
      return { battles: await this.#repo.summaries(rows), total };
    });
  }

  /**
   * The state at the end of `turn`: the log folded through the step that started the next turn
   * (or whole, for the last turn). Null before the start.
   */
  stateAfterTurn(battleId: string, turn: number): Promise<BattleState | null> {
    return this.#repo.run(async () => {
      const row = await this.#repo.row(battleId);
      const entries = await this.#repo.entries(row.id);
      const next = entries.findIndex(
        (e) =>
          e.kind !== "control" &&
          e.events.some((event) => event.type === "turn-started" && event.turn > turn),
      );
      const through = next < 0 ? entries : entries.slice(0, next + 1);
      return through.length === 0 ? null : foldEntries(row.id, row, through).state;
    });
  }
}
