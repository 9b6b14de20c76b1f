/** What a roll to hit, or to miss a figure in the way, comes to in the log's words. */
import type { HitResult } from "../../engine/index.ts";

/** What an attack roll's result means, given whether the sum made the adjusted DX. */
export function hitWords(result: HitResult, sum: number, made: boolean, fourDice: boolean): string {
  if (fourDice) {
    if (result === "miss" && made) return `miss (${sum} on four dice always misses)`;
    return result === "miss" ? "miss" : "hit";
  }
  switch (result) {
    case "hit":
      return made ? "hit" : `but ${sum} always hits`;
    case "double":
      return made ? "hit, double damage" : `but ${sum} always hits, double damage`;
    case "triple":
      return made ? "hit, triple damage" : `but ${sum} always hits, triple damage`;
    case "miss":
      return "miss";
    case "auto-miss":
      return made ? `but ${sum} always misses` : "miss";
    // Whether the weapon is dropped or broken is its own event and line: a missile's 17 or 18
    // on a figure beyond its first roll only stops the shot (MELEE: MISSILE WEAPONS).
    case "drop":
    case "break":
    case "falls":
      return made ? `but ${sum} always misses` : "miss";
  }
}

/** Rolling to miss a friend in the way: making the roll means the weapon flies past. */
export function missWords(result: HitResult, sum: number, made: boolean): string {
  switch (result) {
    case "miss":
      return "flies past";
    case "hit":
      return made ? `but ${sum} always hits` : "hits";
    case "double":
      return `${made ? "but " : ""}${sum} hits, double damage`;
    case "triple":
      return `${made ? "but " : ""}${sum} hits, triple damage`;
    case "drop":
    case "break":
      return `${sum} stops the shot`;
    case "auto-miss":
      return "flies past";
    case "falls":
      return "falls in its hex";
  }
}
