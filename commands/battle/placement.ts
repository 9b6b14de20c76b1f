/**
 * Where a figure enters: the first free entrance hex of its side's end of the arena, or the
 * nearest free hex to those, facing the other end (MELEE: MOVEMENT — figures begin in the
 * entrance hexes at opposite ends).
 */
import {
  type Arena,
  type Direction,
  defaultArena,
  footprintOf,
  type Hex,
  hexKey,
  isInArena,
  neighbors,
  type Side,
  setupFootprint,
} from "../../src/engine/index.ts";
import type { BattleSummary } from "../../src/store/battle-types.ts";

export const NO_ROOM = "There is no free hex left for another figure.";

/** End 0 is the top (facing south into the arena), end 1 the bottom (facing north). */
export function entranceFacing(entrance: number): Direction {
  return entrance === 0 ? 3 : 0;
}

/**
 * Where a figure of `side` covering `hexes` hexes enters, all of them inside the arena and clear of
 * the hexes `taken`; null when there is no room.
 */
export function spotAmong(
  arenaOrNull: Arena | null,
  side: Side,
  taken: readonly Hex[],
  hexes = 1,
): { position: Hex; facing: Direction } | null {
  const arena = arenaOrNull ?? defaultArena();
  const used = new Set(taken.map(hexKey));
  const start = arena.entrances[side.entrance] ?? [];
  const seen = new Set(start.map(hexKey));
  let frontier = [...start];
  // Breadth first from the entrance hexes: the entrance itself, then ring after ring.
  while (frontier.length > 0) {
    const facing = entranceFacing(side.entrance);
    const free = frontier.find((anchor) =>
      footprintOf(hexes, anchor, facing).every((h) => isInArena(arena, h) && !used.has(hexKey(h))),
    );
    if (free !== undefined) return { position: free, facing };
    const next: Hex[] = [];
    for (const h of frontier) {
      for (const n of neighbors(h)) {
        if (seen.has(hexKey(n)) || !isInArena(arena, n)) continue;
        seen.add(hexKey(n));
        next.push(n);
      }
    }
    frontier = next;
  }
  return null;
}

/**
 * Where the next figure of `side`, covering `hexes` hexes, enters this battle, clear of every hex
 * of every figure already placed.
 */
export function nextSpot(
  battle: Pick<BattleSummary, "arena" | "figures">,
  side: Side,
  hexes = 1,
): { position: Hex; facing: Direction } | null {
  return spotAmong(
    battle.arena,
    side,
    battle.figures.flatMap((f) => setupFootprint(f.setup)),
    hexes,
  );
}
