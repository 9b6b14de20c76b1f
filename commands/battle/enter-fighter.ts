/**
 * A user's stored fighter entering a forming battle: the user joins the side and the figure is
 * placed at the side's next free spot (see placement.ts). /battle join, a duel's thread and the
 * tutorial all enter fighters this way.
 */
import type { Direction, Hex, Side } from "../../src/engine/index.ts";
import type { BattleSummary } from "../../src/store/battle-types.ts";
import type { Services } from "../services.ts";
import { nextSpot } from "./placement.ts";

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

/** Null, with nothing written, when the arena has no free hex left. */
export async function enterFighter(
  battles: Services["battles"],
  battle: BattleSummary,
  entry: FighterEntry,
): Promise<Entered | null> {
  const spot = nextSpot(battle, entry.side);
  if (spot === null) return null;
  await battles.join({ battleId: battle.id, userId: entry.userId, sideId: entry.side.id });
  const added = await battles.addFigure({
    battleId: battle.id,
    kind: "fighter",
    figureId: entry.figureId,
    ...(entry.ownerName === undefined ? {} : { ownerName: entry.ownerName }),
    sideId: entry.side.id,
    position: spot.position,
    facing: spot.facing,
    interactionId: entry.interactionId,
  });
  return { battle: added.value, spot };
}
