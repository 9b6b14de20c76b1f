/**
 * The MELEE battle service: what the front ends' handlers call, over the store's repository and
 * its writes (src/store/battle-*.ts). Every write answers one outcome (outcome.ts): applied,
 * duplicate or refused with a BattleRefusal; no refusal crosses this edge as an exception.
 *
 * Battles that persist: one open battle per channel, an append-only log that is the source of
 * truth, and nothing lost or applied twice.
 *
 * - The log (BattleEvent, seq 1, 2, …) holds the start (set-up and opening dice), every order and
 *   GM ruling with the dice it rolled and what happened, and GM controls. The state is the
 *   engine's fold of it; the battle row caches that fold as a snapshot tagged with the version it
 *   belongs to, and anything can be rebuilt from the log (`foldLog`).
 * - Every write is one transaction that compare-and-sets the battle's version, so of two racing
 *   writes exactly one lands; the other is retried from a fresh read: an order is checked again
 *   against the new state and applied, or refused as "conflict". The unique (battle, seq) index
 *   is a second guard against two events in one place.
 * - Each Discord interaction that changes a battle is recorded in the same transaction; a second
 *   delivery finds the record and is answered from it instead of being applied again.
 * - The transaction that ends a battle also awards EP to the persistent figures in it.
 *
 * On SQLite every call runs through `exclusive` (see exclusive.ts); on PostgreSQL calls run
 * concurrently on the connection pool and the version check does the serialising.
 */
import { BoardQueries } from "../store/battle-board.ts";
import { ComputerControl } from "../store/battle-computer.ts";
import { ConcedeWrites } from "../store/battle-concede.ts";
import { DeadlineQueries } from "../store/battle-deadlines.ts";
import { FormingWrites } from "../store/battle-forming.ts";
import { GmWrites } from "../store/battle-gm.ts";
import { HistoryQueries } from "../store/battle-history.ts";
import { OrderWrites } from "../store/battle-orders.ts";
import { BattleRepository, type BattleStoreOptions } from "../store/battle-repository.ts";
import type { WriteResult } from "../store/battle-types.ts";
import type { Database } from "../store/database.ts";
import { BattleLimitError, BattleStateError, ChannelBusyError } from "../store/errors.ts";
import { RulingProposals } from "../store/ruling-proposals.ts";
import type { MeleeOutcome } from "./outcome.ts";

export { concededState, concessionRefusal } from "../store/battle-concede.ts";
export type { BattleStoreOptions } from "../store/battle-repository.ts";
export { DEFAULT_REMINDER_FRACTION } from "../store/battle-rows.ts";

/** A write's outcome: the store's answer, or the refusal it threw. */
async function settled<T, D>(write: () => Promise<WriteResult<T, D>>): Promise<MeleeOutcome<T, D>> {
  try {
    const done = await write();
    return done.duplicate
      ? { kind: "duplicate", value: done.value }
      : { kind: "applied", value: done.value };
  } catch (error) {
    if (error instanceof BattleStateError) return { kind: "refused", refusal: error.refusal };
    if (error instanceof ChannelBusyError)
      return { kind: "refused", refusal: { code: "channel-busy" } };
    if (error instanceof BattleLimitError) {
      return { kind: "refused", refusal: { code: "battle-limit", limit: error.limit } };
    }
    throw error;
  }
}

/** The store's write `W` answered as an outcome. */
type Settled<W> = W extends (...args: infer A) => Promise<WriteResult<infer T, infer D>>
  ? (...args: A) => Promise<MeleeOutcome<T, D>>
  : never;

/**
 * MELEE battles' one face: the repository's reads, and the writes of forming, orders, the GM's
 * controls, concessions and the computer's control, each kept in its own file of the store.
 */
export class MeleeBattles {
  readonly #repo: BattleRepository;
  readonly #forming: FormingWrites;
  readonly #orders: OrderWrites;
  readonly #gm: GmWrites;
  readonly #deadlines: DeadlineQueries;
  readonly #board: BoardQueries;
  readonly #computer: ComputerControl;
  readonly #concede: ConcedeWrites;
  readonly #history: HistoryQueries;
  readonly #proposals: RulingProposals;

  constructor(database: Pick<Database, "prisma" | "provider">, options: BattleStoreOptions = {}) {
    this.#repo = new BattleRepository(database, options);
    this.#forming = new FormingWrites(this.#repo);
    this.#orders = new OrderWrites(this.#repo);
    this.#gm = new GmWrites(this.#repo);
    this.#deadlines = new DeadlineQueries(this.#repo);
    this.#board = new BoardQueries(this.#repo);
    this.#computer = new ComputerControl(this.#repo);
    this.#concede = new ConcedeWrites(this.#repo);
    this.#history = new HistoryQueries(this.#repo);
    this.#proposals = new RulingProposals(this.#repo);
  }

  // Forming: see FormingWrites.
  readonly create: Settled<FormingWrites["create"]> = (...args) =>
    settled(() => this.#forming.create(...args));
  readonly moveTo: Settled<FormingWrites["moveTo"]> = (...args) =>
    settled(() => this.#forming.moveTo(...args));
  readonly discard: FormingWrites["discard"] = (...args) => this.#forming.discard(...args);
  readonly recordedBattle: FormingWrites["recordedBattle"] = (...args) =>
    this.#forming.recordedBattle(...args);
  readonly join: Settled<FormingWrites["join"]> = (...args) =>
    settled(() => this.#forming.join(...args));
  readonly addFigure: Settled<FormingWrites["addFigure"]> = (...args) =>
    settled(() => this.#forming.addFigure(...args));
  readonly chooseOptionalRules: Settled<FormingWrites["chooseOptionalRules"]> = (...args) =>
    settled(() => this.#forming.chooseOptionalRules(...args));
  readonly takeFigure: Settled<FormingWrites["takeFigure"]> = (...args) =>
    settled(() => this.#forming.takeFigure(...args));
  readonly removeFigure: Settled<FormingWrites["removeFigure"]> = (...args) =>
    settled(() => this.#forming.removeFigure(...args));
  readonly start: Settled<FormingWrites["start"]> = (...args) =>
    settled(() => this.#forming.start(...args));

  // Reading: see BattleRepository.
  readonly load: BattleRepository["load"] = (...args) => this.#repo.load(...args);
  readonly foldLog: BattleRepository["foldLog"] = (...args) => this.#repo.foldLog(...args);
  readonly loadActiveIn: BattleRepository["loadActiveIn"] = (...args) =>
    this.#repo.loadActiveIn(...args);
  readonly activeInChannel: BattleRepository["activeInChannel"] = (...args) =>
    this.#repo.activeInChannel(...args);
  readonly otherGameIn: BattleRepository["otherGameIn"] = (...args) =>
    this.#repo.otherGameIn(...args);
  readonly isFighting: BattleRepository["isFighting"] = (...args) => this.#repo.isFighting(...args);
  readonly countOpen: BattleRepository["countOpen"] = (...args) => this.#repo.countOpen(...args);
  readonly listOpen: BattleRepository["listOpen"] = (...args) => this.#repo.listOpen(...args);
  readonly listBattles: BattleRepository["listBattles"] = (...args) =>
    this.#repo.listBattles(...args);
  readonly log: BattleRepository["log"] = (...args) => this.#repo.log(...args);
  readonly turnEntries: BattleRepository["turnEntries"] = (...args) =>
    this.#repo.turnEntries(...args);
  readonly exportBattle: BattleRepository["exportBattle"] = (...args) =>
    this.#repo.exportBattle(...args);

  // Past battles: see HistoryQueries.
  readonly endedBattles: HistoryQueries["endedBattles"] = (...args) =>
    this.#history.endedBattles(...args);
  readonly stateAfterTurn: HistoryQueries["stateAfterTurn"] = (...args) =>
    this.#history.stateAfterTurn(...args);

  // Playing: see OrderWrites.
  readonly submitOrder: Settled<OrderWrites["submitOrder"]> = (...args) =>
    settled(() => this.#orders.submitOrder(...args));

  // Deadlines: see DeadlineQueries.
  readonly dueBattles: DeadlineQueries["dueBattles"] = (...args) =>
    this.#deadlines.dueBattles(...args);
  readonly markReminderSent: DeadlineQueries["markReminderSent"] = (...args) =>
    this.#deadlines.markReminderSent(...args);
  readonly unmarkReminderSent: DeadlineQueries["unmarkReminderSent"] = (...args) =>
    this.#deadlines.unmarkReminderSent(...args);
  readonly runningBattlesOf: DeadlineQueries["runningBattlesOf"] = (...args) =>
    this.#deadlines.runningBattlesOf(...args);

  // Computer control: see ComputerControl.
  readonly setComputerControl: Settled<ComputerControl["setComputerControl"]> = (...args) =>
    settled(() => this.#computer.setComputerControl(...args));
  readonly computerBattles: ComputerControl["computerBattles"] = (...args) =>
    this.#computer.computerBattles(...args);

  // A side's concession: see ConcedeWrites.
  readonly concede: Settled<ConcedeWrites["concede"]> = (...args) =>
    settled(() => this.#concede.concede(...args));

  // Rulings proposed for another side's agreement: see RulingProposals.
  readonly propose: RulingProposals["propose"] = (...args) => this.#proposals.propose(...args);
  readonly proposal: RulingProposals["proposal"] = (...args) => this.#proposals.proposal(...args);
  readonly closeProposal: RulingProposals["close"] = (...args) => this.#proposals.close(...args);

  // The live board message: see BoardQueries.
  readonly board: BoardQueries["board"] = (...args) => this.#board.board(...args);
  readonly setBoardMessage: BoardQueries["setBoardMessage"] = (...args) =>
    this.#board.setBoardMessage(...args);

  // The GM's controls: see GmWrites.
  readonly pause: Settled<GmWrites["pause"]> = (...args) => settled(() => this.#gm.pause(...args));
  readonly resume: Settled<GmWrites["resume"]> = (...args) =>
    settled(() => this.#gm.resume(...args));
  readonly abandon: Settled<GmWrites["abandon"]> = (...args) =>
    settled(() => this.#gm.abandon(...args));
  readonly undo: Settled<GmWrites["undo"]> = (...args) => settled(() => this.#gm.undo(...args));
  readonly reroll: Settled<GmWrites["reroll"]> = (...args) =>
    settled(() => this.#gm.reroll(...args));
  readonly redo: Settled<GmWrites["redo"]> = (...args) => settled(() => this.#gm.redo(...args));
  readonly handOverGm: Settled<GmWrites["handOverGm"]> = (...args) =>
    settled(() => this.#gm.handOverGm(...args));
}
