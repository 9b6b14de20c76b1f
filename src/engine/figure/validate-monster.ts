/**
 * Checks the ST and DX a GM or a scenario gives a monster (MELEE: NONHUMAN FIGURES): whole numbers
 * in bounds.ts's range, at least the book's least ST, and the book's own when it states them.
 */
import type { Ruleset } from "../battle/ruleset.ts";
import { attributeProblem } from "./bounds.ts";
import { MONSTERS, type MonsterId } from "./monsters.ts";

/** Problems with the monster's ST and DX (the book's when not given); empty when legal. */
export function monsterProblems(
  id: MonsterId,
  ruleset: Ruleset,
  st?: number,
  dx?: number,
): string[] {
  const m = MONSTERS[id];
  const who = `the ${m.name.toLowerCase()}`;
  if (m.advancedOnly && ruleset !== "advanced-melee") {
    return [`A ${m.name.toLowerCase()} fights only under ADVANCED MELEE`];
  }
  const problems: string[] = [];
  for (const problem of [
    attributeProblem("ST", st ?? m.st, who),
    attributeProblem("DX", dx ?? m.dx, who),
  ]) {
    if (problem !== undefined) problems.push(problem);
  }
  if (problems.length > 0) return problems;
  if (m.minSt !== null && (st ?? m.st) < m.minSt) {
    problems.push(`A ${m.name.toLowerCase()} has at least ST ${m.minSt}`);
  }
  if (m.statsFixed && ((st ?? m.st) !== m.st || (dx ?? m.dx) !== m.dx)) {
    problems.push(`A ${m.name.toLowerCase()} has ST ${m.st} and DX ${m.dx}`);
  }
  return problems;
}
