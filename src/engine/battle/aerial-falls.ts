/**
 * ADVANCED MELEE §10 Effects of Damage on Fliers: how a flier comes out of the air under AM.
 * - Knocked down: within 20 m of the ground it crashes; from over 20 m to 30 m it rolls 3 dice
 *   against adjDX to pull out, 20 m down (two turns of falling at 10 m a turn), or crashes; higher
 *   up it pulls out 25 m down.
 * - Dead or unconscious: it falls to the ground.
 * - ST 3 or less (a flier of ST over 5): it lands at once, unhurt.
 * - A wing hit that grounds it (AM §6 AIMED SHOTS): more than 20 m up it flops to a safe landing;
 *   lower, or with the wing lost, it crashes.
 * "Any creature which falls takes 1 die of damage for every 5 meters it falls"; armor stops none
 * of it. The fall is settled at once (docs/rulings.md, "Fliers falling"). A rider and his flying
 * mount fall together (flying-mounts.ts).
 */
import { hasHeights, heightOf, setHeight } from "./altitude.ts";
import { type Ctx, emit, roll } from "./context.ts";
import { ground } from "./crippling.ts";
import { landsWithOutRider, mountTakesFall } from "./flying-mounts.ts";
import { rollAgainstAdjDx } from "./footing.ts";
import { applyHits, reactToInjury } from "./injury.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure } from "./types.ts";

/** "1 die of damage for every 5 meters it falls." */
const METRES_PER_DIE = 5;
/** A knocked-down flier this near the ground hits it; a wing-hit one has no time to flop. */
const CRASH_WITHIN = 20;
/** Up to this height a knocked-down flier must roll to pull out. */
const SAVE_WITHIN = 30;
/** Two turns of falling at 10 m a turn. */
const SAVED_FALL = 20;
/** "pulling out of the fall some 25 meters down". */
const PULL_OUT_FALL = 25;
/** "Very small fliers (ST 5 or less) do not have to land because of reduced ST." */
const SMALL_FLIER_ST = 5;
/** A flier whose ST is this or less must land. */
const LANDING_ST = 3;

/** Whether `f` is in the air in a battle whose fliers have heights and fall (ADVANCED MELEE). */
export function isAloft(ctx: Ctx, f: BattleFigure): boolean {
  return f.flying && hasHeights(ctx.state) && rulesOf(ctx.state).aerialCombat;
}

/** The flier hits the ground from its height: 1 die per full 5 m, armor no help. */
export function crash(ctx: Ctx, f: BattleFigure): void {
  const from = heightOf(f);
  f.flying = false;
  setHeight(f, 0);
  const dice = Math.floor(from / METRES_PER_DIE);
  const { faces, sum } = dice > 0 ? roll(ctx, dice) : { faces: [], sum: 0 };
  emit(ctx, { type: "aerial-fall", figure: f.id, from, to: 0, faces, hits: sum });
  mountTakesFall(ctx, f, dice, from);
  if (sum === 0) return;
  applyHits(ctx, f, sum);
  reactToInjury(ctx, f);
}

/** A flier knocked down: it crashes, or pulls out lower down. */
export function knockedOutOfTheAir(ctx: Ctx, f: BattleFigure): void {
  const from = heightOf(f);
  const pullsOut =
    from > SAVE_WITHIN || (from > CRASH_WITHIN && rollAgainstAdjDx(ctx, f, "pull out of the fall"));
  if (!pullsOut) {
    f.posture = "fallen";
    emit(ctx, {
      type: "posture",
      figure: f.id,
      posture: "fallen",
      reason: "knocked out of the air",
    });
    crash(ctx, f);
    return;
  }
  const to = from - (from > SAVE_WITHIN ? PULL_OUT_FALL : SAVED_FALL);
  setHeight(f, to);
  emit(ctx, { type: "aerial-fall", figure: f.id, from, to, faces: [], hits: 0 });
}

/** A figure out of the fight comes down: under AM a flier falls from its height. */
export function comeDown(ctx: Ctx, f: BattleFigure): void {
  if (landsWithOutRider(ctx, f)) return;
  if (isAloft(ctx, f)) crash(ctx, f);
  else ground(ctx, f);
}

/** A flier grounded by a wing hit: more than 20 m up it flops down safely, lower it crashes. */
export function wingGrounds(ctx: Ctx, f: BattleFigure): void {
  if (isAloft(ctx, f) && heightOf(f) <= CRASH_WITHIN) crash(ctx, f);
  else ground(ctx, f);
}

/** A flier of ST over 5 brought to ST 3 or less lands at once (AM §10). */
export function landsWhenWeak(ctx: Ctx, f: BattleFigure, stLeft: number): void {
  if (isAloft(ctx, f) && f.st > SMALL_FLIER_ST && stLeft <= LANDING_ST) ground(ctx, f);
}

/**
 * AM §10: "In almost all cases, HTH will cause both to fall": fliers that grapple in the air fall
 * to the ground together, each from its own height (docs/rulings.md, "Fliers grappling").
 */
export function fallGrappling(ctx: Ctx, attacker: BattleFigure, defender: BattleFigure): void {
  // A gargoyle landing on a man for HTH is not a grapple in the air.
  if (!isAloft(ctx, attacker) || !isAloft(ctx, defender)) return;
  crash(ctx, attacker);
  crash(ctx, defender);
}
