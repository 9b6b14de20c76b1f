/**
 * Experience points: what surviving a combat earns (MELEE: EXPERIENCE) and trading them in for
 * basic ST or DX, or under ADVANCED MELEE IQ too.
 */
import { MAX_ATTRIBUTE } from "./bounds.ts";
import { FigureRuleError } from "./errors.ts";
import type { FigureSpec } from "./figure-spec.ts";
import { figureLabel } from "./wording.ts";

// MELEE: EXPERIENCE — 100 EP buy one point of basic ST or DX, with no upper limit (the bot's
// is MAX_ATTRIBUTE, so the stored number stays bounded).
export const EP_PER_ADVANCE = 100;

/**
 * An attribute experience raises. IQ is ADVANCED MELEE's: AM §7's experience (In the Labyrinth's)
 * is spent on any of the three at the same price, so a figure with IQ may raise it; one without
 * (a MELEE figure) may not.
 */
export type AdvanceAttribute = "st" | "dx" | "iq";

export function advanceFigure(
  spec: FigureSpec,
  ep: number,
  attribute: AdvanceAttribute,
): { spec: FigureSpec; ep: number } {
  const who = figureLabel(spec.name);
  if (!Number.isFinite(ep) || ep < EP_PER_ADVANCE) {
    throw new FigureRuleError(`${who} has ${ep} EP; advancing needs ${EP_PER_ADVANCE}`);
  }
  const from = spec[attribute];
  if (from === undefined) {
    throw new FigureRuleError(
      `${who} has no IQ, a MELEE figure's ST and DX being all it has; IQ is ADVANCED MELEE's`,
    );
  }
  if (from >= MAX_ATTRIBUTE) {
    const label = attribute.toUpperCase();
    throw new FigureRuleError(`${who} has ${label} ${from}, the most a figure may have`);
  }
  return {
    spec: { ...spec, [attribute]: from + 1 },
    ep: ep - EP_PER_ADVANCE,
  };
}

export type CombatType = "death" | "arena" | "practice";

export interface CombatEpInput {
  combatType: CombatType;
  /** Every figure that began the combat, the dead included: they count toward averages. */
  figures: Array<{
    id: string;
    side: string;
    /** Basic ST + DX when the combat began. */
    stPlusDx: number;
    survived: boolean;
    onWinningSide: boolean;
    ranAwayUnhurt: boolean;
    onFeetAtEnd: boolean;
  }>;
}

type CombatFigure = CombatEpInput["figures"][number];

/** How a side's average ST + DX stands against the average of every figure opposing it. */
interface Standing {
  /** Combat to the death: the enemy averaged more than 3 above this side. */
  enemyMoreThan3Superior: boolean;
  /** Arena: this side averaged 3 or more below the enemy. */
  weaker3OrMore: boolean;
}

/** EP each figure earns from one combat, by figure id. The arena's runaway award is negative. */
export function combatEp(input: CombatEpInput): Record<string, number> {
  const standings = sideStandings(input.figures);
  const awards = new Map<string, number>();
  for (const figure of input.figures) {
    if (awards.has(figure.id)) {
      throw new FigureRuleError(`Figure "${figure.id}" appears twice in the combat`);
    }
    const standing = standings.get(figure.side) as Standing;
    awards.set(figure.id, award(input.combatType, figure, standing));
  }
  return Object.fromEntries(awards);
}

function award(combatType: CombatType, figure: CombatFigure, standing: Standing): number {
  // The dead are not survivors and earn nothing, whatever the other flags say.
  if (!figure.survived) return 0;
  switch (combatType) {
    case "death":
      return standing.enemyMoreThan3Superior ? 70 : 50;
    case "arena": {
      const base = figure.onWinningSide ? 30 : figure.ranAwayUnhurt ? -10 : 20;
      return base + (standing.weaker3OrMore ? 10 : 0);
    }
    case "practice":
      return figure.onFeetAtEnd ? 10 : 0;
  }
}

interface Tally {
  sum: number;
  count: number;
}

/**
 * Compares each side with every figure not on it, so with three or more sides the "enemy" is
 * all the other sides together. Averages are compared by cross-multiplying, so no fraction is
 * rounded near the thresholds.
 */
function sideStandings(figures: readonly CombatFigure[]): Map<string, Standing> {
  const all: Tally = { sum: 0, count: 0 };
  const bySide = new Map<string, Tally>();
  for (const figure of figures) {
    const tally = bySide.get(figure.side) ?? { sum: 0, count: 0 };
    tally.sum += figure.stPlusDx;
    tally.count += 1;
    bySide.set(figure.side, tally);
    all.sum += figure.stPlusDx;
    all.count += 1;
  }
  const standings = new Map<string, Standing>();
  for (const [side, own] of bySide) {
    const enemy: Tally = { sum: all.sum - own.sum, count: all.count - own.count };
    // Sign of (enemy average - own average - 3); no enemy means no comparison.
    const lead =
      enemy.count === 0
        ? -1
        : Math.sign(enemy.sum * own.count - own.sum * enemy.count - 3 * own.count * enemy.count);
    standings.set(side, { enemyMoreThan3Superior: lead > 0, weaker3OrMore: lead >= 0 });
  }
  return standings;
}
