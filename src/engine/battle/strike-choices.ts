/**
 * Whether a striking option, (b) or (h), may be declared as each kind of attack now: why not, or
 * null when it may (MELEE: OPTIONS; AM §5, §6, §9, §10 for the kinds it adds). A null entry is a
 * kind those options never make (a missile, a grapple, a pin, two daggers). The type checker asks
 * for an entry for every kind in attack-kinds.ts.
 */

import { airDropProblem } from "./air-drops.ts";
import type { AttackKind } from "./attack-kinds.ts";
import { jabChoiceProblem } from "./jabs.ts";
import { lassoChoiceProblem } from "./lasso.ts";
import { mountAttackChoiceProblem } from "./mount-attack.ts";
import { netStrikeProblem } from "./net-strikes.ts";
import type { MoveOrder } from "./orders.ts";
import { pullChoiceProblem } from "./pulling-down.ts";
import { sweepChoiceProblem } from "./sweeps.ts";
import { trampleChoiceProblem } from "./trample-attack.ts";
import type { BattleFigure, BattleState } from "./types.ts";
import { hasMeleeStriker, hasReadyThrowable, holdsPair } from "./weapons-in-use.ts";

type StrikeChoiceProblem = (
  state: BattleState,
  f: BattleFigure,
  order: Pick<MoveOrder, "flight" | "airDrop">,
) => string | null;

export const STRIKE_CHOICE_PROBLEMS: Readonly<Record<AttackKind, StrikeChoiceProblem | null>> = {
  weapon: () => null,
  "two-weapons": (_state, f) =>
    (f.offhand || holdsPair(f)) && hasMeleeStriker(f)
      ? null
      : `${f.name} needs a weapon in each hand, a net and trident, or a pair of nunchuks, to strike twice.`,
  "shield-rush": (_state, f) =>
    f.shield && f.shieldReady ? null : `${f.name} needs a ready shield to shield-rush.`,
  thrown: (_state, f) =>
    hasReadyThrowable(f) ? null : `${f.name}'s ready weapon cannot be thrown.`,
  missile: null,
  hth: null,
  pin: null,
  // AM §5 JABBING WITH A POLE WEAPON.
  jab: (state, f) => jabChoiceProblem(state, f),
  "two-daggers": null,
  // AM §6 SWEEPING BLOWS.
  sweep: (state, f) => sweepChoiceProblem(state, f),
  // AM §5 PECULIAR WEAPONS: a lasso, or a whip cast as one.
  lasso: (state, f) => lassoChoiceProblem(state, f),
  // AM §5 PECULIAR WEAPONS: attacking the net.
  net: (_state, f) => netStrikeProblem(f),
  // AM §9 ATTACKS: the riding animal attacks too.
  "mount-attack": (_state, f) => mountAttackChoiceProblem(f),
  // AM §6 TRAMPLING.
  trample: (state, f) => trampleChoiceProblem(state, f),
  // AM §9 PULLING A RIDER FROM HIS MOUNT.
  "pull-down": (state, f) => pullChoiceProblem(state, f),
  // AM §10 AERIAL COMBAT: dropping things on foes, from the air.
  drop: (state, f, order) =>
    order.flight === "land"
      ? "A flier drops things from the air: it cannot land too."
      : airDropProblem(state, f, order.airDrop),
};
