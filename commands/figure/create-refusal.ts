/**
 * The answer to a new figure the store refused (/figure create and import): over the per-user
 * limit, counted as it is inserted, or its name already taken by the player's own.
 */
import { FigureLimitError, FigureNameTakenError } from "../../src/store/errors.ts";
import { figureLimitMessage } from "../limits.ts";

/** The refusal's answer; `rename` says how to choose another name. Other errors are thrown on. */
export function figureCreateRefusal(error: unknown, name: string, rename: string): string {
  if (error instanceof FigureLimitError) return figureLimitMessage(error.most);
  if (error instanceof FigureNameTakenError) {
    return `You already have a figure named ${name}; ${rename}.`;
  }
  throw error;
}
