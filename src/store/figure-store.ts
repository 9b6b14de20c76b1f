/**
 * The figures users keep between battles, per guild and owner, with a history row for every
 * change. Each change and its history row are written in one transaction. A change made from a
 * figure read earlier is a compare-and-set: it lands only if the figure is still as read, so a
 * battle's EP award or another command in between is never overwritten (FigureChangedError).
 */

import type { Figure as FigureRow, PrismaClient } from "../../generated/prisma/client.ts";
import {
  attributeProblem,
  epProblem,
  type FigureSpec,
  nameKey,
  normaliseName,
} from "../engine/index.ts";
import type { Database } from "./database.ts";
import {
  CorruptFigureError,
  FigureChangedError,
  FigureLimitError,
  FigureNameTakenError,
  FigureNotFoundError,
} from "./errors.ts";
import { exclusive } from "./exclusive.ts";
import { readDeath, type StoredDeath } from "./figure-records.ts";
import { parseSpec, serializeSpec } from "./figure-spec-json.ts";
import { prismaErrorCode } from "./prisma-error-code.ts";
import { takeTurn } from "./take-turn.ts";

export interface StoredFigure {
  id: string;
  guildId: string;
  ownerId: string;
  spec: FigureSpec;
  ep: number;
  /** False for a figure imported from an unsigned or altered document. */
  verified: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** Set when it was slain in a battle, until a server manager restores it. */
  death: StoredDeath | null;
}

export interface FigureHistoryEntry {
  kind: string;
  epDelta: number;
  detail: string;
  /** The battle that earned (or cost) the EP, for the "ep" rows written at a battle's end. */
  battleId: string | null;
  createdAt: Date;
}

export interface CreateFigureInput {
  guildId: string;
  ownerId: string;
  spec: FigureSpec;
  ep?: number;
  historyKind?: "created" | "imported";
  /** False marks an import from an unsigned or altered document (default true). */
  verified?: boolean;
  detail?: string;
  /** The most figures the owner may have in this guild: at it, the create throws FigureLimitError. */
  limit?: number;
}

/** The key figures stored before names were normalised (NFKC) went by; they keep it. */
function legacyNameKey(name: string): string {
  return name.trim().normalize("NFC").toLowerCase();
}

/**
 * The unique key a stored name gets. New names arrive normalised; a figure stored before that
 * keeps its name and old key, so saving it again (equip, advance) cannot clash with another.
 */
function storedNameKey(name: string): string {
  return normaliseName(name) === name ? nameKey(name) : legacyNameKey(name);
}

export class FigureStore {
  readonly #prisma: PrismaClient;
  readonly #provider: Database["provider"];

  constructor(database: Pick<Database, "prisma" | "provider">) {
    this.#prisma = database.prisma;
    this.#provider = database.provider;
  }

  /**
   * Throws FigureNameTakenError when the owner already has the name here (any case), and
   * FigureLimitError when they already have `limit` figures. The count and the insert are one
   * transaction that racing creates of the same owner take in turns, so they cannot pass the
   * limit together, from one process or several.
   */
  create(input: CreateFigureInput): Promise<StoredFigure> {
    const kind = input.historyKind ?? "created";
    const ep = input.ep ?? 0;
    assertStorable(input.spec, ep);
    const { guildId, ownerId, limit } = input;
    return this.#run(() =>
      this.#prisma.$transaction(async (tx) => {
        // Racing creates of one owner take turns, so the count below is the true one.
        await takeTurn(this.#provider, tx, `figures:${guildId}:${ownerId}`);
        if (
          limit !== undefined &&
          (await tx.figure.count({ where: { guildId, ownerId } })) >= limit
        ) {
          throw new FigureLimitError(limit);
        }
        // No look-up first: the unique index decides, so two racing creates cannot both win.
        const row = await tx.figure
          .create({
            data: {
              guildId,
              ownerId,
              ...specColumns(input.spec),
              ep,
              verified: input.verified ?? true,
              history: {
                create: {
                  kind,
                  epDelta: ep,
                  detail: input.detail ?? (kind === "imported" ? "Imported" : "Created"),
                },
              },
            },
          })
          .catch(nameTaken(input.spec.name));
        return toStored(row);
      }),
    );
  }

  findByName(guildId: string, ownerId: string, name: string): Promise<StoredFigure | null> {
    return this.#run(async () => {
      const keys = [...new Set([nameKey(name), legacyNameKey(name)])];
      const row = await this.#prisma.figure.findFirst({
        where: { guildId, ownerId, nameKey: { in: keys } },
        orderBy: { id: "asc" },
      });
      return row === null ? null : toStored(row);
    });
  }

  /**
   * The owner's figure named by what they typed or picked: its id (what autocomplete sends)
   * first, then its name.
   */
  async findOwn(guildId: string, ownerId: string, typed: string): Promise<StoredFigure | null> {
    const byId = await this.getById(typed.trim());
    if (byId !== null && byId.guildId === guildId && byId.ownerId === ownerId) return byId;
    return this.findByName(guildId, ownerId, typed);
  }

  getById(id: string): Promise<StoredFigure | null> {
    return this.#run(async () => {
      const row = await this.#prisma.figure.findUnique({ where: { id } });
      return row === null ? null : toStored(row);
    });
  }

  /** The owner's figures in this guild, by name regardless of case. */
  list(guildId: string, ownerId: string): Promise<StoredFigure[]> {
    return this.#run(async () => {
      const rows = await this.#prisma.figure.findMany({
        where: { guildId, ownerId },
        orderBy: { nameKey: "asc" },
      });
      return rows.map(toStored);
    });
  }

  /** How many figures the owner has in this guild (for the per-user limit). */
  count(guildId: string, ownerId: string): Promise<number> {
    return this.#run(() => this.#prisma.figure.count({ where: { guildId, ownerId } }));
  }

  /**
   * Figures for autocomplete: names starting with `prefix` first, then those containing it.
   * `ownerId` null searches every player's figures in the server.
   */
  searchNames(
    guildId: string,
    ownerId: string | null,
    prefix: string,
    limit: number,
  ): Promise<{ id: string; name: string; ownerId: string }[]> {
    const typed = nameKey(prefix);
    return this.#run(async () => {
      // One owner has a handful of figures; matching in JS keeps case-folding identical to
      // nameKey (SQLite's LIKE folds ASCII only) and needs no escaping of % and _.
      const rows = await this.#prisma.figure.findMany({
        where: ownerId === null ? { guildId } : { guildId, ownerId },
        select: { id: true, name: true, nameKey: true, ownerId: true },
        orderBy: { nameKey: "asc" },
      });
      const starts = rows.filter((r) => r.nameKey.startsWith(typed));
      const contains = rows.filter(
        (r) => !r.nameKey.startsWith(typed) && r.nameKey.includes(typed),
      );
      return [...starts, ...contains]
        .slice(0, Math.max(0, limit))
        .map(({ id, name, ownerId: owner }) => ({ id, name, ownerId: owner }));
    });
  }

  /**
   * Replaces the spec of the figure read as `read` (new gear, or a rename); history kind
   * "equipped". Throws FigureChangedError if it changed since.
   */
  updateSpec(read: StoredFigure, spec: FigureSpec, detail: string): Promise<StoredFigure> {
    assertStorable(spec);
    return this.#compareAndSet(read, spec, read.ep, { kind: "equipped", epDelta: 0, detail });
  }

  /**
   * Stores an advanced spec and the EP left after paying for it, for the figure read as `read`;
   * history kind "advanced". Throws FigureChangedError if it changed since.
   */
  advance(read: StoredFigure, spec: FigureSpec, ep: number, detail: string): Promise<StoredFigure> {
    // Paying for an advance only lowers EP; the spec is what may leave the bounds.
    assertStorable(spec);
    return this.#compareAndSet(read, spec, ep, { kind: "advanced", epDelta: ep - read.ep, detail });
  }

  /** Adds (or with a negative delta, removes) experience points; history kind "ep". */
  addEp(id: string, delta: number, detail: string): Promise<StoredFigure> {
    return this.#run(async () => {
      const row = await this.#prisma.figure
        .update({
          where: { id },
          data: {
            ep: { increment: delta },
            history: { create: { kind: "ep", epDelta: delta, detail } },
          },
        })
        .catch(notFound(id));
      return toStored(row);
    });
  }

  /** Deletes the figure and its history. Deleting one already gone does nothing (double clicks). */
  delete(id: string): Promise<void> {
    return this.#run(async () => {
      await this.#prisma.figure.deleteMany({ where: { id } });
    });
  }

  /** Oldest first; empty for a figure that does not exist. */
  history(id: string): Promise<FigureHistoryEntry[]> {
    return this.#run(() =>
      this.#prisma.figureHistory.findMany({
        where: { figureId: id },
        orderBy: { id: "asc" },
        select: { kind: true, epDelta: true, detail: true, battleId: true, createdAt: true },
      }),
    );
  }

  #run<T>(task: () => Promise<T>): Promise<T> {
    return exclusive(this.#prisma, task);
  }

  #compareAndSet(
    read: StoredFigure,
    spec: FigureSpec,
    ep: number,
    history: { kind: string; epDelta: number; detail: string },
  ): Promise<StoredFigure> {
    return this.#run(() =>
      this.#prisma.$transaction(async (tx) => {
        const now = await tx.figure.findUnique({ where: { id: read.id } });
        if (now === null) throw new FigureNotFoundError(read.id);
        if (!sameFigure(toStored(now), read)) throw new FigureChangedError(read.spec.name);
        // Conditional on the row as just read: on PostgreSQL a write landing in between makes
        // this wait for it and then match nothing.
        const { count } = await tx.figure
          .updateMany({
            where: { id: now.id, ep: now.ep, spec: now.spec },
            data: { ...specColumns(spec), ep },
          })
          .catch(nameTaken(spec.name));
        if (count === 0) throw new FigureChangedError(read.spec.name);
        await tx.figureHistory.create({ data: { figureId: now.id, ...history } });
        const row = await tx.figure.findUniqueOrThrow({ where: { id: now.id } });
        return toStored(row);
      }),
    );
  }
}

/** Refuses numbers outside the bounds (engine bounds.ts), before they can reach a column. */
function assertStorable(spec: FigureSpec, ep?: number): void {
  const problem =
    attributeProblem("ST", spec.st, spec.name) ??
    attributeProblem("DX", spec.dx, spec.name) ??
    (spec.iq === undefined ? undefined : attributeProblem("IQ", spec.iq, spec.name)) ??
    (ep === undefined ? undefined : epProblem(ep));
  if (problem !== undefined) throw new RangeError(`Figure not stored: ${problem}`);
}

function sameFigure(a: StoredFigure, b: StoredFigure): boolean {
  return a.ep === b.ep && serializeSpec(a.spec) === serializeSpec(b.spec);
}

function specColumns(spec: FigureSpec) {
  return {
    name: spec.name,
    nameKey: storedNameKey(spec.name),
    race: spec.race,
    st: spec.st,
    dx: spec.dx,
    iq: spec.iq ?? null,
    spec: serializeSpec(spec),
  };
}

function toStored(row: FigureRow): StoredFigure {
  const spec = parseSpec(row.spec, row.id);
  // The columns repeat the JSON for queries; disagreeing copies mean someone edited one by hand.
  if (
    spec.name !== row.name ||
    spec.race !== row.race ||
    spec.st !== row.st ||
    spec.dx !== row.dx ||
    (spec.iq ?? null) !== row.iq
  ) {
    throw new CorruptFigureError(row.id, "the name/race/st/dx/iq columns disagree with spec");
  }
  return {
    id: row.id,
    guildId: row.guildId,
    ownerId: row.ownerId,
    spec,
    ep: row.ep,
    verified: row.verified,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    death: readDeath(row.diedAt, row.death),
  };
}

/** Maps the unique index's P2002 to the error users see. */
function nameTaken(name: string) {
  return (error: unknown): never => {
    throw prismaErrorCode(error) === "P2002" ? new FigureNameTakenError(name) : error;
  };
}

/** Maps "record to update not found" (P2025). */
function notFound(id: string) {
  return (error: unknown): never => {
    throw prismaErrorCode(error) === "P2025" ? new FigureNotFoundError(id) : error;
  };
}
