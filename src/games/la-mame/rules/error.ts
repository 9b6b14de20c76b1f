/** A rules refusal a player can read; it changes nothing. */
export class LaMameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LaMameError";
  }
}
