/**
 * Errors the stores throw on purpose. The first two carry messages fit to show a user;
 * a corrupt row is an operator's problem and says which row and what is wrong with it.
 */
import type { BattleRefusal } from "./refusals.ts";

export class FigureNameTakenError extends Error {
  constructor(readonly figureName: string) {
    super(`You already have a figure named "${figureName}" in this server.`);
    this.name = "FigureNameTakenError";
  }
}

export class FigureNotFoundError extends Error {
  constructor(readonly figureId: string) {
    super("That figure no longer exists.");
    this.name = "FigureNotFoundError";
  }
}

/** The figure changed between the caller's read and its write (a battle's EP, another command). */
export class FigureChangedError extends Error {
  constructor(readonly figureName: string) {
    super(`${figureName} changed meanwhile; nothing was changed. Try again.`);
    this.name = "FigureChangedError";
  }
}

/** The owner already has the most figures the server allows. */
export class FigureLimitError extends Error {
  constructor(readonly most: number) {
    super(`The owner already has ${most} figures, the most allowed.`);
    this.name = "FigureLimitError";
  }
}

export class CorruptFigureError extends Error {
  constructor(
    readonly figureId: string,
    problem: string,
  ) {
    super(`Figure row ${figureId} is corrupt: ${problem}`);
    this.name = "CorruptFigureError";
  }
}

export class MigrationError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "MigrationError";
  }
}

export class BattleNotFoundError extends Error {
  constructor(readonly battleId: string) {
    super("That battle no longer exists.");
    this.name = "BattleNotFoundError";
  }
}

/** The channel already has a battle that has not ended: one at a time per channel or thread. */
export class ChannelBusyError extends Error {
  constructor(readonly battleId: string | null) {
    super("This channel already has a battle. Finish or abandon it before starting another.");
    this.name = "ChannelBusyError";
  }
}

/** The guild already has `limit` battles not ended: another waits until one ends. */
export class BattleLimitError extends Error {
  constructor(readonly limit: number) {
    super(`The server already has ${limit} battles not ended.`);
    this.name = "BattleLimitError";
  }
}

/**
 * A battle write that does not fit where the battle is (joining once it has started, undoing
 * more steps than there are, …). `refusal` says why as data; the handler words it for the user.
 */
export class BattleStateError extends Error {
  constructor(readonly refusal: BattleRefusal) {
    super(`battle write refused: ${refusal.code}`);
    this.name = "BattleStateError";
  }
}

export class CorruptBattleError extends Error {
  constructor(
    readonly battleId: string,
    problem: string,
    options?: ErrorOptions,
  ) {
    super(`Battle ${battleId} is corrupt: ${problem}`, options);
    this.name = "CorruptBattleError";
  }
}

/**
 * The SQLite file is no longer at its path (deleted, or replaced by one that cannot be opened):
 * refused rather than written to a file nobody will see again.
 */
export class DatabaseFileLostError extends Error {
  constructor(
    readonly file: string,
    problem: string,
    options?: ErrorOptions,
  ) {
    super(`The database file ${file} ${problem}`, options);
    this.name = "DatabaseFileLostError";
  }
}
