/**
 * What a MELEE battle's events say happened, counted: damage dealt and taken per figure, who
 * felled whom, the turns fought. The recap words it (src/render/recap.ts) and the store keeps each
 * stored figure's share as its record at the battle's end, so both read the log's own events and
 * no separate bookkeeping can drift from them.
 */
import type { BattleEvent } from "../../engine/index.ts";

/** A figure put out of the fight: by whom (null when no blow did it: a GM's ruling), and how. */
export interface Felling {
  readonly figure: string;
  readonly by: string | null;
  readonly outcome: "unconscious" | "dead";
  readonly turn: number;
}

export interface FigureTally {
  /** Hits' worth of damage this figure's blows got through armor (MELEE: DAMAGE). */
  readonly dealt: number;
  readonly taken: number;
}

export interface BattleTally {
  readonly turns: number;
  readonly figures: Readonly<Record<string, FigureTally>>;
  /** In the order they fell; a figure knocked out and later slain appears twice. */
  readonly fellings: readonly Felling[];
}

/** Counts a whole battle's events, oldest first. */
export function tallyBattle(events: readonly BattleEvent[]): BattleTally {
  let turn = 0;
  const figures: Record<string, { dealt: number; taken: number }> = {};
  const of = (id: string) => {
    figures[id] ??= { dealt: 0, taken: 0 };
    return figures[id];
  };
  // The last blow that landed on each figure: the one that felled it, when it falls.
  const lastBlowBy = new Map<string, string>();
  const fellings: Felling[] = [];
  for (const event of events) {
    switch (event.type) {
      case "turn-started":
        turn = event.turn;
        break;
      case "damage":
        if (event.taken > 0) {
          if (event.attacker !== event.target) of(event.attacker).dealt += event.taken;
          of(event.target).taken += event.taken;
          lastBlowBy.set(event.target, event.attacker);
        }
        break;
      case "gm-ruling":
        // A ruling, not a blow, is what changed the figure last.
        lastBlowBy.delete(event.figure);
        break;
      case "condition":
        if (event.condition === "unconscious" || event.condition === "dead") {
          const by = lastBlowBy.get(event.figure) ?? null;
          fellings.push({
            figure: event.figure,
            by: by === event.figure ? null : by,
            outcome: event.condition,
            turn,
          });
        }
        break;
      default:
        break;
    }
  }
  return { turns: turn, figures, fellings };
}

/** One figure's share of the tally, as its record keeps it. */
export interface FigureShare {
  readonly felled: number;
  readonly knockedOut: number;
  readonly slain: boolean;
  readonly slainBy: string | null;
  readonly slainOnTurn: number | null;
}

export function shareOf(tally: BattleTally, figure: string): FigureShare {
  const felled = new Set(tally.fellings.filter((f) => f.by === figure).map((f) => f.figure)).size;
  const own = tally.fellings.filter((f) => f.figure === figure);
  const death = own.find((f) => f.outcome === "dead") ?? null;
  return {
    felled,
    knockedOut: own.filter((f) => f.outcome === "unconscious").length,
    slain: death !== null,
    slainBy: death?.by ?? null,
    slainOnTurn: death?.turn ?? null,
  };
}
