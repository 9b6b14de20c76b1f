/**
 * What each kind of attack does as a figure's action, once its target is known to be legal
 * (MELEE IV step 4; AM §5, §6, §9, §10 for the kinds it adds). The type checker asks for an entry
 * for every kind in attack-kinds.ts; each entry's rule lives in its own file.
 */

import { dropFromTheAir } from "./air-drops.ts";
import type { AttackKind } from "./attack-kinds.ts";
import type { Ctx } from "./context.ts";
import { hthAttack, strikeWithTwoDaggers } from "./hth.ts";
import { castLasso } from "./lasso.ts";
import { shieldRush, sweepingBlow, weaponAttack } from "./melee.ts";
import { riderAndMountAttack } from "./mount-attack.ts";
import { strikeAtNet } from "./net-strikes.ts";
import { tryPin } from "./pinning.ts";
import { pullDown } from "./pulling-down.ts";
import { shoot } from "./shooting.ts";
import { trample } from "./trample-attack.ts";
import type { BattleFigure, ChosenOption } from "./types.ts";

type AttackAction = (
  ctx: Ctx,
  f: BattleFigure,
  target: BattleFigure,
  chosen: ChosenOption,
  pass: 1 | 2,
) => void;

export const ATTACK_ACTIONS: Readonly<Record<AttackKind, AttackAction>> = {
  weapon: (ctx, f, target) => weaponAttack(ctx, f, target, "weapon"),
  "two-weapons": (ctx, f, target) => weaponAttack(ctx, f, target, "two-weapons"),
  "shield-rush": (ctx, f, target) => shieldRush(ctx, f, target),
  thrown: (ctx, f, target, chosen, pass) => shoot(ctx, f, target, "thrown", chosen, pass),
  missile: (ctx, f, target, chosen, pass) => shoot(ctx, f, target, "missile", chosen, pass),
  hth: (ctx, f, target) => hthAttack(ctx, f, target),
  pin: (ctx, f, target) => tryPin(ctx, f, target),
  jab: (ctx, f, target) => weaponAttack(ctx, f, target, "jab"),
  "two-daggers": (ctx, f, target) => strikeWithTwoDaggers(ctx, f, target),
  // AM §6 SWEEPING BLOWS: the blow goes through every figure in the front hexes, not one target.
  sweep: (ctx, f) => sweepingBlow(ctx, f),
  lasso: (ctx, f, target) => castLasso(ctx, f, target),
  net: (ctx, f, target) => strikeAtNet(ctx, f, target),
  "mount-attack": (ctx, f, target) => riderAndMountAttack(ctx, f, target),
  trample: (ctx, f, target) => trample(ctx, f, target),
  "pull-down": (ctx, f, target) => pullDown(ctx, f, target),
  drop: (ctx, f, target) => dropFromTheAir(ctx, f, target),
};
