/**
 * ADVANCED MELEE §2 option IV(b): "A prone figure must make a 3/DX roll to ready a weapon" (one it
 * carries, with (e)); MELEE's PRONE AND KNEELING FIRE lets a figure lying down only reload a
 * crossbow. A fallen figure is prone too (AM §3: "prone involuntarily"). Read in docs/rulings.md,
 * "Readying while prone or kneeling".
 */

import type { Ctx } from "./context.ts";
import { rollAgainstAdjDx } from "./footing.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** Whether the figure lies on the ground and may still ready a weapon, on a roll (AM). */
export function readiesLyingDown(state: BattleState, f: BattleFigure): boolean {
  return (f.posture === "prone" || f.posture === "fallen") && rulesOf(state).proneReadiesOnDx;
}

/** What readying changes on a figure: kept to put back when the roll is missed. */
export interface Hands {
  readonly readyWeapon: BattleFigure["readyWeapon"];
  readonly offhand: BattleFigure["offhand"];
  readonly carried: BattleFigure["carried"];
  readonly shieldReady: boolean;
}

export function handsOf(f: BattleFigure): Hands {
  return {
    readyWeapon: f.readyWeapon,
    offhand: f.offhand,
    carried: [...f.carried],
    shieldReady: f.shieldReady,
  };
}

/** The 3/adjDX roll, made once the choice is known good; a miss readies nothing. */
export function rollToReadyLyingDown(ctx: Ctx, f: BattleFigure, before: Hands): boolean {
  if (rollAgainstAdjDx(ctx, f, "ready a weapon lying down")) return true;
  f.readyWeapon = before.readyWeapon;
  f.offhand = before.offhand;
  f.carried = [...before.carried];
  f.shieldReady = before.shieldReady;
  return false;
}
