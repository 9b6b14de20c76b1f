/** An order the rules do not allow. The message is for the player who gave it. */
export class IllegalOrderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "IllegalOrderError";
  }
}

/** A stored log these rules do not fold as it was recorded: it was written by other rules. */
export class ReplayMismatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ReplayMismatchError";
  }
}

export function refuse(message: string): never {
  throw new IllegalOrderError(message);
}
