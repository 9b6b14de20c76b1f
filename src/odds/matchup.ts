/**
 * A one-against-one matchup for the odds: two contestants (a player's fighter or one of the
 * book's monsters) enter an arena from opposite ends (MELEE: MOVEMENT, entrance hexes) and fight
 * under a combat type (MELEE: IX. EXPERIENCE).
 */
import { FACING_FROM_END } from "../computer/index.ts";
import {
  type Arena,
  type BattleSetup,
  type CombatType,
  defaultArena,
  type FigureSetup,
  type Hex,
  MONSTERS,
  neighbor,
} from "../engine/index.ts";

/** A figure's entry in a battle set-up without its place: who it is, not where it starts. */
export type Contestant =
  | Pick<Extract<FigureSetup, { kind: "fighter" }>, "kind" | "spec">
  | Pick<Extract<FigureSetup, { kind: "monster" }>, "kind" | "monster" | "name" | "st" | "dx">;

export interface MatchupOptions {
  readonly combatType: CombatType;
  /** MELEE's 12 × 16 arena when not given. */
  readonly arena?: Arena;
}

export function contestantName(contestant: Contestant): string {
  return contestant.kind === "fighter" ? contestant.spec.name : contestant.name;
}

/**
 * The matchup's set-up with `a` entering from end `aEnd`: each contestant on its own side ("a"
 * and "b"), in the middle entrance hex of its end, facing the other end.
 */
export function matchupSetup(
  a: Contestant,
  b: Contestant,
  options: MatchupOptions,
  aEnd: 0 | 1,
): BattleSetup {
  const arena = options.arena ?? defaultArena();
  const ends = aEnd === 0 ? ([0, 1] as const) : ([1, 0] as const);
  const entry = (id: "a" | "b", contestant: Contestant, end: 0 | 1): FigureSetup => {
    const facing = FACING_FROM_END[end];
    const door = entranceHex(arena, end);
    // A giant's rear hexes lie behind its own: one hex further in, they stay inside the arena.
    const large = contestant.kind === "monster" && MONSTERS[contestant.monster].hexes > 1;
    const placed = { id, side: id, position: large ? neighbor(door, facing) : door, facing };
    return contestant.kind === "fighter"
      ? { ...placed, kind: "fighter", spec: contestant.spec }
      : { ...placed, ...contestant };
  };
  return {
    combatType: options.combatType,
    arena,
    sides: [
      { id: "a", name: contestantName(a), entrance: ends[0] },
      { id: "b", name: contestantName(b), entrance: ends[1] },
    ],
    figures: [entry("a", a, ends[0]), entry("b", b, ends[1])],
  };
}

/** The middle entrance hex of an end. */
function entranceHex(arena: Arena, end: 0 | 1): Hex {
  const door = arena.entrances[end] ?? [];
  const hex = door[Math.floor((door.length - 1) / 2)];
  if (!hex) throw new Error(`the arena has no entrance at end ${end}`);
  return hex;
}
