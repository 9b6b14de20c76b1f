/**
 * Errors the stores throw on purpose. The first two carry messages fit to show a user;
 * a corrupt row is an operator's problem and says which row and what is wrong with it.
 */

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
