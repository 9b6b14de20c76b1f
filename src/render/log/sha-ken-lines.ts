/**
 * The log's line for AM §5 SHA-KEN (src/engine/battle/sha-ken.ts): how many stars fly at once and
 * how many are left; each star's roll follows as its own line.
 */
import type { BattleEvent } from "../../engine/index.ts";

type ShaKenThrown = Extract<BattleEvent, { type: "sha-ken-thrown" }>;

export function shaKenLine(name: (id: string) => string, event: ShaKenThrown): string {
  const stars = event.stars === 1 ? "a sha-ken" : `${event.stars} sha-ken at once`;
  const left = event.left === 0 ? "none left" : `${event.left} left`;
  return `${name(event.figure)} throws ${stars} at ${name(event.target)} (${left})`;
}
