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
import { applyHits, bodyStops, reactToInjury } from "./injury.ts";
import type { BattleFigure } from "./types.ts";

/** Hits to a figure moving through a burning hex. */
export const FIRE_PASSING_HITS = 2;
/** Hits to a figure that stops in one. */
export const FIRE_STANDING_HITS = 4;

function burn(ctx: Ctx, f: BattleFigure, at: Hex, how: "passing" | "standing"): void {
  const hits = how === "passing" ? FIRE_PASSING_HITS : FIRE_STANDING_HITS;
  const { stopped, by } = bodyStops(ctx, f);
  const taken = Math.max(0, hits - stopped);
  applyHits(ctx, f, taken);
  emit(ctx, {
    type: "burned",
    figure: f.id,
    at,
    how,
    hits,
    stopped: Math.min(stopped, hits),
    stoppedBy: by,
    taken,
    stRemaining: stRemaining(f),
  });
  reactToInjury(ctx, f);
}

/** The flame of each burning hex `path` crosses on the way to where the figure stopped. */
export function burnOnTheWay(ctx: Ctx, f: BattleFigure, path: readonly Hex[]): void {
  if (ctx.state.conditions === undefined || f.flying) return;
  for (const h of path) {
    if (f.condition === "dead") return;
    if (!sameHex(h, f.position) && isBurning(ctx.state, h)) burn(ctx, f, h, "passing");
  }
}

/** At the turn's end, every figure on the ground in a burning hex takes the flame's 4 hits. */
export function burnAtTurnEnd(ctx: Ctx): void {
  if (ctx.state.conditions === undefined) return;
  for (const f of ctx.state.figures) {
    if (f.condition === "dead" || f.flying || !isOnMap(f)) continue;
    const at = footprint(f).find((h) => isBurning(ctx.state, h));
    if (at) burn(ctx, f, at, "standing");
  }
}
