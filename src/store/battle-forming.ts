/**
 * Forming a battle: sides, players and figures, until it starts.
 */
import type { Battle as BattleRow } from "../../generated/prisma/client.ts";
import {
  type BattleEvent,
  type BattleSetup,
  type BattleState,
  type CombatType,
  checkOptionalRules,
  type FigureSetup,
  footprintOf,
  IllegalOrderError,
  isMonsterId,
  LATEST_RULES_EDITION,
  sameHex,
  setupFootprint,
  withHandles,
} from "../engine/index.ts";
import { startRecorded } from "../games/game-log.ts";
import {
  parseArena,
  parseFigureSetup,
  parseScenarioColumn,
  parseSides,
  storedOptionalRules,
  storedRuleset,
} from "./battle-json.ts";
import type { BattleRepository } from "./battle-repository.ts";
import {
  bump,
  channelKey,
  checkDeadline,
  checkSides,
  deadlineAt,
  eventColumns,
  gameOf,
  joinSide,
  newBattleColumns,
  nextFigureKey,
  type Recorded,
  requireSide,
  statusOf,
  type Tx,
} from "./battle-rows.ts";
import type {
  AddFigureInput,
  BattleSummary,
  ChooseOptionalRulesInput,
  CreateBattleInput,
  JoinBattleInput,
  LogPayload,
  StartBattleInput,
  TakeFigureInput,
  WriteResult,
} from "./battle-types.ts";
import { BattleLimitError, BattleStateError } from "./errors.ts";
import { parseSpec } from "./figure-spec-json.ts";
import { takeTurn } from "./take-turn.ts";

const FIGURE_KEY = /^[A-Za-z0-9_-]{1,32}$/;

/** Writes to a battle being formed, and its start. */
export class FormingWrites {
  readonly #repo: BattleRepository;

  constructor(repo: BattleRepository) {
    this.#repo = repo;
  }

  /**
   * A new battle in the channel, forming. Throws ChannelBusyError if one is open there, and
   * BattleLimitError when the guild is at `limit`. A redelivered (or repeated) interaction id
   * returns the battle it made, as a duplicate.
   */
  async create(input: CreateBattleInput): Promise<WriteResult<BattleSummary>> {
    checkSides(input.sides);
    if (input.scenario?.figures.some((f) => !FIGURE_KEY.test(f.id))) {
      throw new BattleStateError({ code: "bad-figure-key" });
    }
    const deadlineSeconds = checkDeadline(input.deadlineSeconds ?? null);
    const key = input.channelPending === true ? null : channelKey(input.guildId, input.channelId);
    return this.#repo.once<WriteResult<BattleSummary>>(
      input.interactionId,
      async (done) => ({ duplicate: true, value: await this.#repo.summary(done.battleId) }),
      async () => {
        if (key !== null) await this.#repo.requireFreeChannel(this.#repo.prisma, key);
        // A racing create trips the unique key: the retry then finds it and says busy.
        const id = await this.#repo.transaction(async (tx) => {
          if (input.limit !== undefined) {
            const open = await this.#repo.openBattlesTakingTurn(tx, input.guildId);
            if (open >= input.limit) throw new BattleLimitError(input.limit);
          }
          const row = await tx.battle.create({
            data: {
              ...newBattleColumns(input, key),
              combatType: input.combatType,
              ruleset: input.ruleset ?? "melee",
              ...(input.optionalRules === undefined
                ? {}
                : { optionalRules: JSON.stringify(input.optionalRules) }),
              gmId: input.gmId,
              ...(input.game === undefined ? {} : { game: input.game }),
              ...(input.mode === undefined ? {} : { mode: input.mode }),
              sides: JSON.stringify(input.sides),
              arena: input.arena === undefined ? null : JSON.stringify(input.arena),
              deadlineSeconds,
              ...(input.scenario === undefined
                ? {}
                : {
                    scenario: JSON.stringify({
                      name: input.scenario.name,
                      conditions: input.scenario.conditions ?? [],
                    }),
                  }),
            },
          });
          for (const setup of input.scenario?.figures ?? []) {
            await tx.battleFigure.create({ data: scenarioFigureRow(row.id, setup) });
          }
          await this.#repo.record(tx, input.interactionId, {
            action: "create",
            battleId: row.id,
            version: row.version,
            seq: null,
          });
          return row.id;
        });
        return { duplicate: false, value: await this.#repo.summary(id) };
      },
    );
  }

  /** Puts a battle created with `channelPending` in its channel, once that is open. */
  moveTo(
    battleId: string,
    place: { readonly guildId: string; readonly channelId: string },
  ): Promise<WriteResult<BattleSummary>> {
    const key = channelKey(place.guildId, place.channelId);
    return this.#forming(battleId, undefined, "move", async (tx, row) => {
      if (row.activeChannelKey !== null || row.guildId !== place.guildId) {
        throw new BattleStateError({ code: "has-channel" });
      }
      await this.#repo.requireFreeChannel(tx, key);
      await tx.battle.update({
        where: { id: row.id },
        data: { channelId: place.channelId, activeChannelKey: key },
      });
    });
  }

  /**
   * Deletes a forming battle that could not be set up (its thread failed to open, its fighter is
   * in another battle): it has no log, and its recorded interactions go with it, so they may be
   * tried again. A battle that has started is kept.
   */
  discard(battleId: string): Promise<void> {
    return this.#repo.run(async () => {
      await this.#repo.prisma.battle.deleteMany({ where: { id: battleId, status: "forming" } });
    });
  }

  /** The battle a recorded interaction (or a claim made with create's interaction id) wrote to. */
  recordedBattle(interactionId: string): Promise<BattleSummary | null> {
    return this.#repo.run(async () => {
      const done = await this.#repo.processed(interactionId);
      return done === null ? null : this.#repo.summary(done.battleId);
    });
  }

  /** Puts a player on a side (or moves them to another) while the battle is forming. */
  join(input: JoinBattleInput): Promise<WriteResult<BattleSummary>> {
    return this.#forming(input.battleId, input.interactionId, "join", async (tx, row) => {
      requireSide(row, input.sideId);
      await joinSide(tx, row.id, input.userId, input.sideId);
    });
  }

  /** Enters a user's fighter (copied from the figure store) or a GM's monster. */
  async addFigure(input: AddFigureInput): Promise<WriteResult<BattleSummary>> {
    if (input.figureKey !== undefined && !FIGURE_KEY.test(input.figureKey)) {
      throw new BattleStateError({ code: "bad-figure-key" });
    }
    if (input.kind === "monster" && !isMonsterId(input.monster)) {
      throw new BattleStateError({ code: "unknown-monster", monster: input.monster });
    }
    return this.#forming(input.battleId, input.interactionId, "add-figure", async (tx, row) => {
      requireSide(row, input.sideId);
      const figures = await tx.battleFigure.findMany({ where: { battleId: row.id } });
      const figureKey = input.figureKey ?? nextFigureKey(figures.map((f) => f.figureKey));
      if (figures.some((f) => f.figureKey === figureKey)) {
        throw new BattleStateError({ code: "figure-key-taken", figureKey });
      }
      const taken = figures.flatMap((f) =>
        setupFootprint(parseFigureSetup(row.id, f.snapshot, f.figureKey)),
      );
      const size = input.kind === "monster" ? input.hexes : undefined;
      // Chosen after the version's compare-and-set (in #forming), from the figures as they are.
      const spot = "place" in input ? input.place(taken) : input;
      const body = footprintOf(size ?? 1, spot.position, spot.facing);
      if (taken.some((hex) => body.some((h) => sameHex(hex, h)))) {
        throw new BattleStateError({ code: "start-hex-taken" });
      }
      const place = {
        id: figureKey,
        side: input.sideId,
        position: spot.position,
        facing: spot.facing,
      };
      if (input.kind === "monster") {
        const setup: FigureSetup = {
          ...place,
          kind: "monster",
          monster: input.monster,
          name: input.name,
          ...(input.st === undefined ? {} : { st: input.st }),
          ...(input.dx === undefined ? {} : { dx: input.dx }),
          ...(input.ma === undefined ? {} : { ma: input.ma }),
          ...(input.hexes === undefined ? {} : { hexes: input.hexes }),
        };
        await tx.battleFigure.create({
          data: {
            battleId: row.id,
            figureKey,
            sideId: input.sideId,
            kind: "monster",
            name: input.name,
            snapshot: JSON.stringify(setup),
          },
        });
        return;
      }
      const source = await tx.figure.findUnique({ where: { id: input.figureId } });
      if (source === null) throw new BattleStateError({ code: "figure-gone" });
      if (source.guildId !== row.guildId) {
        throw new BattleStateError({ code: "figure-of-another-server" });
      }
      if (source.diedAt !== null) {
        throw new BattleStateError({ code: "figure-dead", name: source.name });
      }
      // Two battles entering the figure at once take turns: the second sees it in the first.
      await takeTurn(this.#repo.provider, tx, `figure:${source.id}`);
      if (figures.some((f) => f.sourceFigureId === source.id)) {
        throw new BattleStateError({ code: "figure-already-entered", name: source.name });
      }
      const elsewhere = await tx.battleFigure.findFirst({
        where: { sourceFigureId: source.id, battle: { status: { not: "ended" } } },
        select: { battleId: true },
      });
      if (elsewhere !== null) {
        throw new BattleStateError({ code: "figure-in-another-battle", name: source.name });
      }
      if (input.joinAs !== undefined) await joinSide(tx, row.id, input.joinAs, input.sideId);
      const spec = parseSpec(source.spec, source.id);
      const setup: FigureSetup = {
        ...place,
        kind: "fighter",
        spec,
        sourceId: source.id,
        ...(input.ownerName === undefined ? {} : { ownerName: input.ownerName }),
      };
      await tx.battleFigure.create({
        data: {
          battleId: row.id,
          figureKey,
          sideId: input.sideId,
          kind: "fighter",
          name: spec.name,
          ownerId: source.ownerId,
          sourceFigureId: source.id,
          snapshot: JSON.stringify(setup),
        },
      });
    });
  }

  /**
   * Chooses the optional rules the battle will be fought with (replacing the earlier choice)
   * while it is forming; the start copies them into the set-up. Throws BattleStateError "rules"
   * naming a rule the ruleset does not define.
   */
  chooseOptionalRules(input: ChooseOptionalRulesInput): Promise<WriteResult<BattleSummary>> {
    return this.#forming(input.battleId, input.interactionId, "optional-rules", async (tx, row) => {
      let chosen: string[];
      try {
        chosen = checkOptionalRules(storedRuleset(row.id, row.ruleset), input.optionalRules);
      } catch (error) {
        if (error instanceof IllegalOrderError)
          throw new BattleStateError({ code: "rules", reason: error.message });
        throw error;
      }
      await tx.battle.update({
        where: { id: row.id },
        data: { optionalRules: JSON.stringify(chosen) },
      });
    });
  }

  /**
   * A player takes a figure of the battle's scenario that the GM holds: it becomes theirs to
   * order and they join its side. It stays the scenario's figure, copied from no stored figure,
   * so its EP goes to no one's roster.
   */
  takeFigure(input: TakeFigureInput): Promise<WriteResult<BattleSummary>> {
    return this.#forming(input.battleId, input.interactionId, "take-figure", async (tx, row) => {
      const figure = await tx.battleFigure.findUnique({
        where: { battleId_figureKey: { battleId: row.id, figureKey: input.figureKey } },
      });
      if (figure === null) {
        throw new BattleStateError({ code: "unknown-figure-key", figureKey: input.figureKey });
      }
      if (row.scenario === null || figure.ownerId !== null || figure.sourceFigureId !== null) {
        throw new BattleStateError({
          code: "figure-not-takeable",
          name: figure.name,
          ownerId: figure.ownerId,
        });
      }
      const setup = parseFigureSetup(row.id, figure.snapshot, figure.figureKey);
      await tx.battleFigure.update({
        where: { id: figure.id },
        data: {
          ownerId: input.userId,
          ...(input.ownerName === undefined
            ? {}
            : { snapshot: JSON.stringify({ ...setup, ownerName: input.ownerName }) }),
        },
      });
      await joinSide(tx, row.id, input.userId, figure.sideId);
    });
  }

  /** Takes a figure out again while the battle is forming. */
  removeFigure(input: {
    battleId: string;
    figureKey: string;
    interactionId?: string;
  }): Promise<WriteResult<BattleSummary>> {
    return this.#forming(input.battleId, input.interactionId, "remove-figure", async (tx, row) => {
      const { count } = await tx.battleFigure.deleteMany({
        where: { battleId: row.id, figureKey: input.figureKey },
      });
      if (count === 0) {
        throw new BattleStateError({ code: "unknown-figure-key", figureKey: input.figureKey });
      }
    });
  }

  /**
   * Starts the battle: fighters are copied again from their figures (the snapshot is the fighter
   * as at the start), the opening is rolled with the given dice and the log begins (seq 1).
   * Throws BattleStateError with the rules' reason if the set-up cannot start.
   */
  start(
    input: StartBattleInput,
  ): Promise<WriteResult<{ state: BattleState; events: readonly BattleEvent[]; version: number }>> {
    return this.#repo.once<
      WriteResult<{ state: BattleState; events: readonly BattleEvent[]; version: number }>
    >(
      input.interactionId,
      async (done) => ({ duplicate: true, value: await this.#repo.current(done.battleId, []) }),
      async () => {
        const row = await this.#repo.row(input.battleId);
        if (row.status !== "forming")
          throw new BattleStateError({ code: "not-forming", status: statusOf(row) });
        const figureRows = await this.#repo.prisma.battleFigure.findMany({
          where: { battleId: row.id },
          orderBy: { id: "asc" },
        });
        const figures: FigureSetup[] = [];
        for (const f of figureRows) {
          const setup = parseFigureSetup(row.id, f.snapshot, f.figureKey);
          const source =
            f.sourceFigureId === null
              ? null
              : await this.#repo.prisma.figure.findUnique({ where: { id: f.sourceFigureId } });
          figures.push(
            setup.kind === "fighter" && source !== null
              ? { ...setup, spec: parseSpec(source.spec, source.id) }
              : setup,
          );
        }
        const arena = parseArena(row.id, row.arena);
        const optionalRules = storedOptionalRules(row.id, row.ruleset, row.optionalRules);
        const conditions = parseScenarioColumn(row.id, row.scenario)?.conditions ?? [];
        const setup: BattleSetup = {
          ruleset: storedRuleset(row.id, row.ruleset),
          ...(optionalRules.length === 0 ? {} : { optionalRules }),
          // An AM log names the rules edition it is played under, so later editions fold it alike.
          ...(row.ruleset === "advanced-melee" ? { rulesEdition: LATEST_RULES_EDITION } : {}),
          combatType: row.combatType as CombatType,
          ...(arena === null ? {} : { arena }),
          sides: parseSides(row.id, row.sides),
          // Same-named figures start under their handles, so the log, board and map tell them apart.
          figures: withHandles(figures),
          ...(conditions.length === 0 ? {} : { conditions }),
        };
        let opening: Recorded;
        try {
          opening = startRecorded(gameOf(row), setup, row.ruleset, input.dice);
        } catch (error) {
          if (error instanceof IllegalOrderError)
            throw new BattleStateError({ code: "rules", reason: error.message });
          throw error;
        }
        const now = this.#repo.now();
        const payload: LogPayload = {
          kind: "start",
          setup,
          openingFaces: opening.faces,
          events: opening.events,
        };
        const version = await this.#repo.transaction(async (tx) => {
          const version = await bump(tx, row, {
            status: "active",
            startedAt: now,
            lastSeq: 1,
            snapshot: JSON.stringify(opening.state),
            snapshotVersion: row.version + 1,
            turnDeadlineAt: deadlineAt(row.deadlineSeconds, now),
            reminderSentAt: null,
          });
          for (const [i, f] of figureRows.entries()) {
            const fresh = figures[i];
            if (f.kind === "fighter" && fresh?.kind === "fighter") {
              await tx.battleFigure.update({
                where: { id: f.id },
                data: { snapshot: JSON.stringify(fresh), name: fresh.spec.name },
              });
            }
          }
          await tx.battleEvent.create({
            data: {
              battleId: row.id,
              ...eventColumns(
                { seq: 1, payload, actorId: input.actorId, interactionId: input.interactionId },
                version,
              ),
            },
          });
          await this.#repo.record(tx, input.interactionId, {
            action: "start",
            battleId: row.id,
            version,
            seq: 1,
            events: opening.events,
          });
          return version;
        });
        return {
          duplicate: false,
          value: { state: opening.state, events: opening.events, version },
        };
      },
    );
  }

  /** A write to a forming battle: checks, the change, the version bump and the record. */
  #forming(
    battleId: string,
    interactionId: string | undefined,
    action: string,
    change: (tx: Tx, row: BattleRow) => Promise<void>,
  ): Promise<WriteResult<BattleSummary>> {
    return this.#repo.once<WriteResult<BattleSummary>>(
      interactionId,
      async (done) => ({ duplicate: true, value: await this.#repo.summary(done.battleId) }),
      async () => {
        const row = await this.#repo.row(battleId);
        if (row.status !== "forming")
          throw new BattleStateError({ code: "not-forming", status: statusOf(row) });
        await this.#repo.transaction(async (tx) => {
          const version = await bump(tx, row, {});
          await change(tx, row);
          await this.#repo.record(tx, interactionId, {
            action,
            battleId: row.id,
            version,
            seq: null,
          });
        });
        return { duplicate: false, value: await this.#repo.summary(row.id) };
      },
    );
  }
}

/** A scenario's figure as a battle row: held by the GM (no owner), copied from no stored figure. */
function scenarioFigureRow(battleId: string, setup: FigureSetup) {
  return {
    battleId,
    figureKey: setup.id,
    sideId: setup.side,
    kind: setup.kind,
    name: setup.kind === "fighter" ? setup.spec.name : setup.name,
    snapshot: JSON.stringify(setup),
  };
}
