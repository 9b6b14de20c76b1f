/**
 * Checks what a GM or a scenario gives a monster (MELEE: NONHUMAN FIGURES): ST and DX whole numbers
 * in bounds.ts's range, at least the book's least ST, and the book's own when it states them; for
 * the GM's beast (ours) also its MA and its size, and sizes past a man's and the giant's only
 * under ADVANCED MELEE (§3 MOVEMENT OF MULTI-HEX FIGURES); AM §7's troll only under ADVANCED MELEE.
 */
import { attributeProblem } from "./bounds.ts";
import { BEAST_SIZES, MAX_BEAST_MA, MONSTERS, type MonsterId } from "./monsters.ts";

/** What a GM may choose of a monster besides its kind; the book's (or the beast's) when absent. */
export interface MonsterChoices {
  readonly st?: number | undefined;
  readonly dx?: number | undefined;
  readonly ma?: number | undefined;
  readonly hexes?: number | undefined;
  /** The battle's ruleset: a beast of 2, 4, 5 or 7 hexes needs "advanced-melee". */
  readonly ruleset?: string | undefined;
}

/** Sizes MELEE knows: a man's hex and the giant's three. */
const MELEE_SIZES: readonly number[] = [1, 3];

/** Problems with the monster's ST and DX (the book's when not given); empty when legal. */
export function monsterProblems(id: MonsterId, choices: MonsterChoices = {}): string[] {
  const { st, dx, ruleset } = choices;
  const m = MONSTERS[id];
  const who = `the ${m.name.toLowerCase()}`;
  if (m.advancedOnly && ruleset !== "advanced-melee") {
    return [`A ${m.name.toLowerCase()} fights only under ADVANCED MELEE`];
  }
  const problems: string[] = [];
  for (const problem of [
    attributeProblem("ST", st ?? m.st, who),
    attributeProblem("DX", dx ?? m.dx, who),
    ...shapeProblems(id, choices),
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

function shapeProblems(id: MonsterId, { ma, hexes, ruleset }: MonsterChoices): string[] {
  const m = MONSTERS[id];
  if (!m.gmShaped) {
    return ma === undefined && hexes === undefined
      ? []
      : [`Only a beast takes an MA and a size; the ${m.name.toLowerCase()}'s are the book's`];
  }
  const problems: string[] = [];
  if (ma !== undefined && (!Number.isInteger(ma) || ma < 1 || ma > MAX_BEAST_MA)) {
    problems.push(`A beast's MA must be a whole number from 1 to ${MAX_BEAST_MA}; got ${ma}`);
  }
  if (hexes !== undefined && !BEAST_SIZES.includes(hexes)) {
    problems.push(`A beast covers ${sizesText(BEAST_SIZES)} hexes; got ${hexes}`);
  } else if (hexes !== undefined && ruleset !== "advanced-melee" && !MELEE_SIZES.includes(hexes)) {
    problems.push(`A beast of ${hexes} hexes needs ADVANCED MELEE; MELEE knows 1 or 3`);
  }
  return problems;
}

function sizesText(sizes: readonly number[]): string {
  return `${sizes.slice(0, -1).join(", ")} or ${sizes.at(-1)}`;
}
