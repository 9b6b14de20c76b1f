/**
 * A user's stored fighter entering a forming battle: the user joins the side and the figure is
 * placed at the side's next free spot (see placement.ts). /battle join, a duel's thread and the
 * tutorial all enter fighters this way.
 */
import type { MeleeOutcome } from "../../src/battles/outcome.ts";
import type { Direction, Hex, Side } from "../../src/engine/index.ts";
import type { BattleSummary } from "../../src/store/battle-types.ts";
import type { Services } from "../services.ts";
import { spotAmong } from "./placement.ts";

export interface FighterEntry {
  readonly userId: string;
  /** The stored figure's id. */
  readonly figureId: string;
  /** The user's display name, shown beside the figure's if another in the battle shares it. */
  readonly ownerName?: string;
  readonly side: Side;
  /** Identifies the write, so a redelivered interaction enters the figure once. */
  readonly interactionId: string;
}

export interface Entered {
  /** The battle with the figure in it. */
  readonly battle: BattleSummary;
  readonly spot: { readonly position: Hex; readonly facing: Direction };
}

/** Thrown by the placement when the arena is full; the write is then undone. */
class NoRoom extends Error {}

/**
 * The entry's outcome (a refusal such as the figure fighting elsewhere is the caller's to answer),
 * or null, with nothing written, when the arena has no free hex left. The join, the spot (chosen
 * from the figures as they are when the write lands) and the figure are one write, so racing
 * entries never pick the same hex nor leave a player on a side without a figure.
 */
export async function enterFighter(
  battles: Services["battles"],
  battle: BattleSummary,
  entry: FighterEntry,
): Promise<MeleeOutcome<Entered> | null> {
  let added: MeleeOutcome<BattleSummary>;
  try {
    added = await battles.addFigure({
      battleId: battle.id,
      kind: "fighter",
      figureId: entry.figureId,
      ...(entry.ownerName === undefined ? {} : { ownerName: entry.ownerName }),
      sideId: entry.side.id,
      joinAs: entry.userId,
      place: (taken) => {
        const spot = spotAmong(battle.arena, entry.side, taken);
        if (spot === null) throw new NoRoom();
        return spot;
      },
      interactionId: entry.interactionId,
    });
  } catch (error) {
    if (error instanceof NoRoom) return null;
    throw error;
  }
  if (added.kind === "refused") return added;
  const figure = added.value.figures.find((f) => f.sourceFigureId === entry.figureId);
  if (figure === undefined) throw new Error("the figure just entered");
  const { position, facing } = figure.setup;
  return { kind: added.kind, value: { battle: added.value, spot: { position, facing } } };
}
