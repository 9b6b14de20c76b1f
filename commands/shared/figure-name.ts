/**
 * A figure name where it enters (create, import, rename, a GM's monster): normalised before any
 * uniqueness check, so "Flavius" and "Flavius\u200b" are one name, and the normalised form is
 * what is stored.
 */
import { normaliseName } from "../../src/engine/index.ts";

export const INVISIBLE_NAME =
  "That name has nothing visible in it (only spaces, invisible or control characters); choose a name with letters or digits.";

/** The normalised name, or the refusal for a typed name that normalising empties. */
export function readFigureName(typed: string): { name: string } | { problem: string } {
  const name = normaliseName(typed);
  return name === "" && typed.trim() !== "" ? { problem: INVISIBLE_NAME } : { name };
}
