/** An order the rules do not allow. The message is for the player who gave it. */
export class IllegalOrderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "IllegalOrderError";
  }
}

export function refuse(message: string): never {
  throw new IllegalOrderError(message);
}
