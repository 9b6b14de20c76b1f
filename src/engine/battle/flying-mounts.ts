/**
 * ADVANCED MELEE §9 and §10: a rider on a flying mount. The unit flies as one figure at one height
 * (mounted/unit.ts gives it the beast's flying MA); what changes is how the two come apart in the
 * air (docs/rulings.md, "Flying mounts"):
 * - the mount dead or unconscious: "Any flying figure falls if it dies or goes unconscious. This
 *   may have severe effects on its rider, who falls with it": both fall from the height;
 * - the rider thrown or pulled off: he falls from the height, and the beast flies on there;
 * - the unit knocked down and crashing: "Any creature which falls takes 1 die of damage for every
 *   5 meters it falls", rider and mount each;
 * - the rider out of the fight: the beast carries him down, landing unhurt.
 * A rider gets off, or jumps off, only once the beast has landed.
 */

import { mountStRemaining } from "../mounted/unit.ts";
import { isAloft } from "./aerial-falls.ts";
import { heightOf, setHeight } from "./altitude.ts";
import { type Ctx, emit, roll } from "./context.ts";
import { ground } from "./crippling.ts";
import { riderThrown } from "./mounting.ts";
import type { BattleFigure } from "./types.ts";

/** Whether `f` rides a flying mount now in the air. */
export function ridesInTheAir(f: BattleFigure): boolean {
  return f.mount?.flyingMa !== undefined && f.flying;
}

/** Why a rider in the air may not get off (dismount or jump off) this turn, or null. */
export function getOffInTheAirProblem(f: BattleFigure): string | null {
  return ridesInTheAir(f)
    ? `${f.name}'s ${f.mount?.name} is ${heightOf(f)} m up: land before getting off.`
    : null;
}

/** The beast its rider left in the air flies on where the unit was, at the unit's height. */
export function keepBeastAloft(rider: BattleFigure, beast: BattleFigure): void {
  if (!ridesInTheAir(rider)) return;
  beast.flying = true;
  setHeight(beast, heightOf(rider));
}

/**
 * A crashing unit's mount takes its own dice for the fall, armor (none) no help; brought to ST 1 or
 * less it lies where it fell and its rider is thrown (mounting.ts).
 */
export function mountTakesFall(ctx: Ctx, f: BattleFigure, dice: number, from: number): void {
  const mount = f.mount;
  if (mount === undefined || dice === 0) return;
  const { faces, sum: hits } = roll(ctx, dice);
  mount.hits += hits;
  emit(ctx, { type: "aerial-fall", figure: f.id, mount: mount.name, from, to: 0, faces, hits });
  if (mountStRemaining(mount) <= 1) riderThrown(ctx, f);
}

/** A rider out of the fight in the air: his beast lands with him rather than fall (ours). */
export function landsWithOutRider(ctx: Ctx, f: BattleFigure): boolean {
  if (!isAloft(ctx, f) || f.mount?.flyingMa === undefined) return false;
  ground(ctx, f);
  return true;
}
