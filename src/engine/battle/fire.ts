/**
 * ADVANCED MELEE §6 FIRE AS A WEAPON: a burning hex does 2 hits to a figure moving through it and
 * 4 to one that stops in it. The GM sets which hexes burn (conditions.ts). A figure stands in the
 * flame "to attack" or because it could go no further, so the 4 hits fall at the end of every turn
 * it is in a burning hex, having stopped there or stayed; the 2 hits, for each burning hex it
 * passes on its way (docs/rulings.md, "Fire"). Its armor and hide stop flame; no shield does. A
 * flier in the air crosses over fires (AM §3 FLIGHT), and the dead burn no more.
 */
import { type Hex, sameHex } from "../hex/coordinates.ts";
import { isBurning } from "./conditions.ts";
import { type Ctx, emit } from "./context.ts";
import { isOnMap, stRemaining } from "./figures.ts";
import { footprint } from "./footprint.ts";
import { reactToInjury, takeBodyHits } from "./injury.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** Hits to a figure moving through a burning hex. */
export const FIRE_PASSING_HITS = 2;
/** Hits to a figure that stops in one. */
export const FIRE_STANDING_HITS = 4;

/** How flame reached a figure: the hits each way are the book's. */
export type BurnedHow = "passing" | "standing" | "splashed" | "aflame";

/** Flame does `hits` to `f`; its armor and hide stop some unless it is soaked in oil (`soaked`). */
export function burn(
  ctx: Ctx,
  f: BattleFigure,
  at: Hex,
  how: BurnedHow,
  hits: number,
  soaked = false,
): void {
  const body = takeBodyHits(ctx, f, hits, soaked ? { stopped: 0, by: [] } : undefined);
  emit(ctx, {
    type: "burned",
    figure: f.id,
    at,
    how,
    hits,
    ...body,
    stRemaining: stRemaining(f),
  });
  reactToInjury(ctx, f);
}

/** The flame of each burning hex `path` crosses on the way to where the figure stopped. */
export function burnOnTheWay(ctx: Ctx, f: BattleFigure, path: readonly Hex[]): void {
  if (ctx.state.conditions === undefined || f.flying) return;
  for (const h of path) {
    if (f.condition === "dead") return;
    if (!sameHex(h, f.position) && isBurning(ctx.state, h))
      burn(ctx, f, h, "passing", FIRE_PASSING_HITS);
  }
}

/** At the turn's end, every figure on the ground in a burning hex takes the flame's 4 hits. */
export function burnAtTurnEnd(ctx: Ctx): void {
  if (ctx.state.conditions === undefined) return;
  for (const f of ctx.state.figures) {
    if (f.condition === "dead" || f.flying || !isOnMap(f)) continue;
    const at = footprint(f).find((h) => isBurning(ctx.state, h));
    if (at) burn(ctx, f, at, "standing", FIRE_STANDING_HITS);
  }
  burnOut(ctx.state);
}

/** A fire that burns for a number of turns (a molotail's) has one turn fewer; at none, it is out. */
function burnOut(state: BattleState): void {
  const c = state.conditions;
  if (c === undefined || !c.hexes.some((h) => h.fireTurnsLeft !== undefined)) return;
  state.conditions = {
    ...c,
    hexes: c.hexes.map((h) => {
      if (h.fireTurnsLeft === undefined) return h;
      const { fireTurnsLeft, ...rest } = h;
      return fireTurnsLeft > 1
        ? { ...h, fireTurnsLeft: fireTurnsLeft - 1 }
        : { ...rest, fire: false };
    }),
  };
}
