/**
 * How each write to a game battle is made (for game-battles.ts): once per interaction id, a
 * thrown refusal answered as a refused outcome, the battle loaded and checked, an order applied
 * by the game's rules, and an entry appended to the log with the state after it.
 */
import type { Dice } from "../dice/dice.ts";
import type { AwaitedSeat } from "../games/game.ts";
import { applyRecorded } from "../games/game-log.ts";
import type { AnyGamePlay, GameOptions } from "../games/game-play.ts";
import { gamePlayById, MELEE_GAME } from "../games/registry.ts";
import type { Tx } from "../store/battle-rows.ts";
import { ChannelBusyError } from "../store/errors.ts";
import type {
  GameBattleRecord,
  GameBattleRepository,
  GameLogAppend,
  GameSeat,
  GameStoredOutcome,
} from "../store/game-battle-repository.ts";
import {
  foldRows,
  type OrderPayload,
  type PublicStep,
  publicControlStep,
  publicOrderStep,
  type StartPayload,
} from "./game-log-entries.ts";
import { type GameOutcome, type GameRefusal, GameRefusalError, refuse } from "./outcome.ts";

/** A battle with its state, as the service reads it. */
export interface LoadedGameBattle {
  readonly battle: GameBattleRecord;
  readonly play: AnyGamePlay;
  /** The state after the log; null while the battle is forming. */
  readonly state: unknown;
}

/** What a write did: the battle at its new version, and the public steps it logged. */
export interface GameWrite {
  readonly battleId: string;
  readonly version: number;
  readonly steps: readonly PublicStep[];
}

/** A seat the game waits for, with who holds it. */
export interface AwaitedGameSeat extends AwaitedSeat {
  readonly playerId: string | null;
  readonly computer: boolean;
}

/** Keeps the write's outcome under its interaction id, in the write's transaction. */
export type RecordWrite = (tx: Tx, value: GameWrite) => Promise<GameWrite>;

export class GameBattleWrites {
  readonly #repo: GameBattleRepository;
  readonly #newDice: () => Dice;

  constructor(repo: GameBattleRepository, newDice: () => Dice) {
    this.#repo = repo;
    this.#newDice = newDice;
  }

  /** Runs a write once per interaction, turning a thrown refusal into a refused outcome. */
  async write(
    interactionId: string | undefined,
    write: (record: RecordWrite) => Promise<GameWrite>,
  ): Promise<GameOutcome<GameWrite>> {
    const record = async (tx: Tx, value: GameWrite) => {
      await this.#repo.record(tx, interactionId, { battleId: value.battleId, value });
      return value;
    };
    try {
      return await this.#repo.once<GameOutcome<GameWrite>>(
        interactionId,
        async (done: GameStoredOutcome) => ({ kind: "duplicate", value: done.value as GameWrite }),
        async () => ({ kind: "applied", value: await write(record) }),
      );
    } catch (error) {
      if (error instanceof GameRefusalError) return { kind: "refused", refusal: error.refusal };
      if (error instanceof ChannelBusyError) {
        const open = await this.#repo.run(() => this.#repo.find(error.battleId ?? ""));
        return {
          kind: "refused",
          refusal: { code: "channel-busy", game: open?.game ?? MELEE_GAME },
        };
      }
      throw error;
    }
  }

  /** The battle and its state, folded from the log or read from its snapshot. */
  async loaded(battleId: string): Promise<LoadedGameBattle> {
    const battle = (await this.#repo.find(battleId)) ?? refuse({ code: "no-battle" });
    const play = gamePlayById(battle.game) ?? refuse({ code: "unknown-game", game: battle.game });
    if (battle.lastSeq === 0) return { battle, play, state: null };
    if (battle.snapshot !== null) return { battle, play, state: JSON.parse(battle.snapshot) };
    return { battle, play, state: foldRows(play, battle, await this.#repo.entries(battle.id)) };
  }

  /** The battle, refused unless it is still forming. */
  async forming(battleId: string): Promise<LoadedGameBattle> {
    const loaded = await this.loaded(battleId);
    if (loaded.battle.status !== "forming") refuse({ code: "not-forming" });
    return loaded;
  }

  /** The battle, refused unless it is running. */
  async running(
    battleId: string,
  ): Promise<LoadedGameBattle & { readonly state: NonNullable<unknown> }> {
    const loaded = await this.loaded(battleId);
    if (loaded.battle.status === "paused") refuse({ code: "paused" });
    if (loaded.battle.status !== "active" || loaded.state === null) refuse({ code: "not-running" });
    return loaded as LoadedGameBattle & { readonly state: NonNullable<unknown> };
  }

  /** Changes the seats (and the options) of a forming battle. */
  async reseat(
    battle: GameBattleRecord,
    record: RecordWrite,
    change: (seat: GameSeat) => GameSeat,
    options: GameOptions = battle.options,
  ): Promise<GameWrite> {
    return this.#repo.transaction(async (tx) => {
      const version = await this.#repo.setSeats(tx, battle, battle.seats.map(change), options);
      return record(tx, { battleId: battle.id, version, steps: [] });
    });
  }

  /** Applies an order for a seat the game waits for, and logs it. */
  async applyOrder(
    loaded: LoadedGameBattle,
    record: RecordWrite,
    order: unknown,
    actorId: string,
    interactionId: string | undefined,
  ): Promise<GameWrite> {
    const seat = loaded.play.seatOf(order);
    const awaited = awaitedIn(loaded);
    if (!awaited.some((a) => a.seat === seat))
      refuse({ code: "not-awaited", seat, awaited: awaited.map((a) => a.seat) });
    const step = byRules(() =>
      applyRecorded(loaded.play.rules, loaded.state, order, this.#newDice()),
    );
    const payload: OrderPayload = { order, faces: step.faces, events: step.events };
    return this.append(loaded.battle, loaded.play, record, step.state, {
      kind: "order",
      payload,
      actorId,
      interactionId,
    });
  }

  /** Logs one entry with the state after it, ending the battle when the rules (or `ends`) say so. */
  async append(
    battle: GameBattleRecord,
    play: AnyGamePlay,
    record: RecordWrite,
    state: unknown,
    entry: Omit<GameLogAppend, "snapshot" | "ends" | "winner" | "status"> & {
      readonly seat?: string;
      /** Ends the battle whatever its rules say (abandoned: no winner). */
      readonly ends?: true;
      /** Pauses or resumes the battle. */
      readonly status?: GameLogAppend["status"];
    },
  ): Promise<GameWrite> {
    const result = entry.ends ? null : play.rules.result(state);
    const winners = result?.winners ?? [];
    return this.#repo.transaction(async (tx) => {
      const version = await this.#repo.append(tx, battle, {
        kind: entry.kind,
        payload: entry.payload,
        actorId: entry.actorId,
        interactionId: entry.interactionId,
        snapshot: JSON.stringify(state),
        ends: entry.ends ?? result !== null,
        winner: winners.length === 1 ? (winners[0] ?? null) : null,
        ...(entry.status === undefined ? {} : { status: entry.status }),
      });
      const row = { ...entry, seq: battle.lastSeq + 1 };
      const step: PublicStep =
        entry.kind === "order"
          ? publicOrderStep(play, row, false)
          : entry.kind === "control"
            ? publicControlStep(row, entry.seat ?? null, false)
            : {
                seq: row.seq,
                kind: "start",
                actorId: entry.actorId,
                seat: null,
                order: null,
                events: (entry.payload as StartPayload).events,
                takenBack: false,
              };
      return record(tx, { battleId: battle.id, version, steps: [step] });
    });
  }
}

/** The seats the game waits for in a running battle, with who holds them; none otherwise. */
export function awaitedIn(loaded: LoadedGameBattle): AwaitedGameSeat[] {
  if (loaded.state === null || loaded.battle.status !== "active") return [];
  return loaded.play.rules.awaiting(loaded.state).map((a: AwaitedSeat) => {
    const seat = loaded.battle.seats.find((s) => s.id === a.seat);
    return { ...a, playerId: seat?.playerId ?? null, computer: seat?.computer ?? false };
  });
}

/** Runs the rules; an error they throw is their refusal of the order, with their reason. */
export function byRules<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof GameRefusalError || !(error instanceof Error)) throw error;
    const refusal: GameRefusal = { code: "rules", reason: error.message };
    throw new GameRefusalError(refusal);
  }
}
