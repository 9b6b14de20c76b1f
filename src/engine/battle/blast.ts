/**
 * AM §6 GUNPOWDER BOMBS: a grenade's blast does 2 dice to every figure in the megahex where it
 * bursts and 1 die to every figure in a megahex next to that one; its concussion knocks down every
 * figure within 4 megahexes that fails 3 dice against its ST. A gun that bursts (GUNPOWDER
 * WEAPONS, a roll of 18) blasts the same, without the concussion. Readings (docs/rulings.md,
 * "Gunpowder"): each figure rolls its own dice; armor and hide stop the hits, no shield does; a
 * figure in the air is above it; a giant is as near as its nearest hex; the concussion is rolled
 * against the ST left, by those still on their feet.
 */
import type { Hex } from "../hex/coordinates.ts";
import { megahexDistance } from "../hex/megahex.ts";
import { type Ctx, emit, roll } from "./context.ts";
import { isDown, isOnMap, isOut, stRemaining } from "./figures.ts";
import { fallDown, rollAgainst } from "./footing.ts";
import { footprint } from "./footprint.ts";
import { reactToInjury, takeBodyHits } from "./injury.ts";
import type { BattleFigure } from "./types.ts";

/** Dice to a figure in the blast's megahex, and in a megahex next to it. */
const BLAST_DICE = [2, 1] as const;
/** How far the concussion reaches, in megahexes. */
const CONCUSSION_MEGAHEXES = 4;

/** Megahexes from the blast at `at` to the nearest of `f`'s hexes. */
function megahexesFrom(f: BattleFigure, at: Hex): number {
  return Math.min(...footprint(f).map((h) => megahexDistance(h, at)));
}

/** A blast at `at`: its dice to those near, then (a grenade's, `concussion`) the shock. */
export function blast(ctx: Ctx, at: Hex, concussion: boolean): void {
  const reached = ctx.state.figures.filter(
    (f) => isOnMap(f) && f.condition !== "dead" && !f.flying,
  );
  for (const f of reached) {
    const megahexes = megahexesFrom(f, at);
    const dice = BLAST_DICE[megahexes];
    if (dice !== undefined) blastHits(ctx, f, megahexes, dice);
  }
  if (!concussion) return;
  for (const f of reached) {
    if (isOut(f) || isDown(f) || megahexesFrom(f, at) > CONCUSSION_MEGAHEXES) continue;
    if (!rollAgainst(ctx, f, "stand the blast's concussion", 3, stRemaining(f), "ST"))
      fallDown(ctx, f, "knocked down by the blast");
  }
}

function blastHits(ctx: Ctx, f: BattleFigure, megahexes: number, dice: number): void {
  const { faces, sum } = roll(ctx, dice);
  const body = takeBodyHits(ctx, f, sum);
  emit(ctx, {
    type: "blasted",
    figure: f.id,
    megahexes,
    dice,
    faces,
    ...body,
    stRemaining: stRemaining(f),
  });
  reactToInjury(ctx, f);
}
