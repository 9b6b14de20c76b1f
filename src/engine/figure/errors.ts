/** Thrown when a figure rule is asked to do something the rules forbid. */
export class FigureRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FigureRuleError";
  }
}
