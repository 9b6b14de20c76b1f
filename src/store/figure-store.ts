/**
 * The figures users keep between battles, per guild and owner, with a history row for every
 * change. Each change and its history row are written in one transaction.
 */

import type { Figure as FigureRow, PrismaClient } from "../../generated/prisma/client.ts";
import { type FigureSpec, nameKey, normaliseName } from "../engine/index.ts";
import { CorruptFigureError, FigureNameTakenError, FigureNotFoundError } from "./errors.ts";
import { exclusive } from "./exclusive.ts";
import { parseSpec, serializeSpec } from "./figure-spec-json.ts";
import { prismaErrorCode } from "./prisma-error-code.ts";

export interface StoredFigure {
  id: string;
  guildId: string;
  ownerId: string;
  spec: FigureSpec;
  ep: number;
  createdAt: Date;
  updatedAt: Date;
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
  detail?: string;
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

  constructor(prisma: PrismaClient) {
    this.#prisma = prisma;
  }

  /** Throws FigureNameTakenError when the owner already has the name here (any case). */
  create(input: CreateFigureInput): Promise<StoredFigure> {
    const kind = input.historyKind ?? "created";
    const ep = input.ep ?? 0;
    return this.#run(async () => {
      // No look-up first: the unique index decides, so two racing creates cannot both win.
      const row = await this.#prisma.figure
        .create({
          data: {
            guildId: input.guildId,
            ownerId: input.ownerId,
            ...specColumns(input.spec),
            ep,
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
    });
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

  /** Figures for autocomplete: names starting with `prefix` first, then those containing it. */
  searchNames(
    guildId: string,
    ownerId: string,
    prefix: string,
    limit: number,
  ): Promise<{ id: string; name: string }[]> {
    const typed = nameKey(prefix);
    return this.#run(async () => {
      // One owner has a handful of figures; matching in JS keeps case-folding identical to
      // nameKey (SQLite's LIKE folds ASCII only) and needs no escaping of % and _.
      const rows = await this.#prisma.figure.findMany({
        where: { guildId, ownerId },
        select: { id: true, name: true, nameKey: true },
        orderBy: { nameKey: "asc" },
      });
      const starts = rows.filter((r) => r.nameKey.startsWith(typed));
      const contains = rows.filter(
        (r) => !r.nameKey.startsWith(typed) && r.nameKey.includes(typed),
      );
      return [...starts, ...contains]
        .slice(0, Math.max(0, limit))
        .map(({ id, name }) => ({ id, name }));
    });
  }

  /** Replaces the spec (new gear, or a rename); history kind "equipped". */
  updateSpec(id: string, spec: FigureSpec, detail: string): Promise<StoredFigure> {
    return this.#run(async () => {
      const row = await this.#prisma.figure
        .update({
          where: { id },
          data: { ...specColumns(spec), history: { create: { kind: "equipped", detail } } },
        })
        .catch(notFound(id))
        .catch(nameTaken(spec.name));
      return toStored(row);
    });
  }

  /** Stores an advanced spec and the EP left after paying for it; history kind "advanced". */
  advance(id: string, spec: FigureSpec, ep: number, detail: string): Promise<StoredFigure> {
    return this.#run(() =>
      this.#prisma.$transaction(async (tx) => {
        const before = await tx.figure.findUnique({ where: { id }, select: { ep: true } });
        if (before === null) throw new FigureNotFoundError(id);
        const row = await tx.figure
          .update({
            where: { id },
            data: {
              ...specColumns(spec),
              ep,
              history: { create: { kind: "advanced", epDelta: ep - before.ep, detail } },
            },
          })
          .catch(nameTaken(spec.name));
        return toStored(row);
      }),
    );
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
}

function specColumns(spec: FigureSpec) {
  return {
    name: spec.name,
    nameKey: storedNameKey(spec.name),
    race: spec.race,
    st: spec.st,
    dx: spec.dx,
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
    spec.dx !== row.dx
  ) {
    throw new CorruptFigureError(row.id, "the name/race/st/dx columns disagree with spec");
  }
  return {
    id: row.id,
    guildId: row.guildId,
    ownerId: row.ownerId,
    spec,
    ep: row.ep,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
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
