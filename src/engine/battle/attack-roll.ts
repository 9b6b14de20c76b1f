/**
 * One roll to hit (or to miss a figure in the way), with its adjusted DX and its event.
 */

import type { WeaponId } from "../figure/equipment.ts";
import type { Mount } from "../mounted/beasts.ts";
import type { AimedPart } from "./aimed-shots.ts";
import { ruinParryingBow } from "./bow-parry.ts";
import { chosenOption } from "./chosen.ts";
import { type Ctx, emit, roll } from "./context.ts";
import { mayCripple } from "./crippling.ts";
import { type AttackSituation, attackDx } from "./dx.ts";
import type { HitResult } from "./events.ts";
import { isInHth } from "./figures.ts";
import { aimsAsMarksman } from "./marksmanship.ts";
import { optionRule } from "./options.ts";
import { rulesOf } from "./ruleset-rules.ts";
import { isHit, readToHit, readToMiss, readToMissEnemy } from "./to-hit.ts";
import type { AttackKind, BattleFigure, BattleState } from "./types.ts";

export interface AttackRollRequest {
  readonly attacker: BattleFigure;
  readonly target: BattleFigure;
  readonly kind: AttackKind;
  readonly weaponLabel: string;
  /** The weapon thrown or shot, which has left the hand by the time it is rolled for. */
  readonly weapon?: WeaponId;
  readonly toMiss: boolean;
  /** Rolling to miss an enemy in the way (AM §5 THROWN WEAPONS), which a miss only falls before. */
  readonly missingAnEnemy?: boolean;
  readonly poleAgainstCharge?: boolean;
  readonly sheltered?: boolean;
  /** A grounded pike's thrust at a foe moving in (AM §9; pikes.ts). */
  readonly groundedPike?: boolean;
  /** The riding animal attacking on its own (AM §9; mount-attack.ts). */
  readonly byMount?: Mount;
}

/**
 * Whether the figure is dodging or defending against this kind of attack (attacks on it roll four
 * dice). Grappled, it can do neither: it is on the ground, its weapon dropped or in the pile.
 */
export function isEvasive(ctx: Ctx, f: BattleFigure, kind: AttackKind): boolean {
  return isEvasiveIn(ctx.state, f, kind);
}

/** isEvasive, asked of a state outside an order's resolution (the odds shown before one). */
export function isEvasiveIn(state: BattleState, f: BattleFigure, kind: AttackKind): boolean {
  const chosen = chosenOption(state, f.id);
  if (chosen === undefined || !optionRule(chosen.option).evasive || isInHth(state, f)) return false;
  if (!rulesOf(state).evasionFitsAttack) return true;
  // AM §5 DEFENDING AND DODGING: one dodges (c) what flies and parries (i) what is struck.
  const flies = kind === "missile" || kind === "thrown" || kind === "lasso";
  return chosen.option === "c" ? flies : !flies;
}

/** The part the attacker aimed at, when this roll is at the target its option named (not a miss's spill). */
function aimOf(state: BattleState, request: AttackRollRequest): AimedPart | undefined {
  if (request.toMiss) return undefined;
  const chosen = chosenOption(state, request.attacker.id);
  return chosen?.target === request.target.id ? chosen.aim : undefined;
}

export function rollAttack(ctx: Ctx, request: AttackRollRequest): HitResult {
  const situation: AttackSituation = {
    kind: request.kind,
    withRange: true,
    poleAgainstCharge: request.poleAgainstCharge ?? false,
    sheltered: request.sheltered ?? false,
    toMiss: request.toMiss,
    aim: aimOf(ctx.state, request),
    weapon: request.weapon,
    groundedPike: request.groundedPike ?? false,
    byMount: request.byMount,
  };
  const dx = attackDx(ctx.state, request.attacker, request.target, situation);
  // MELEE: DEFENDING AND DODGING — four dice against a figure that dodges or defends; AM §5 reads
  // them with automatic hits and fumbles (ruleset-rules.ts).
  const fourDice = !request.toMiss && isEvasive(ctx, request.target, request.kind);
  const { faces, sum } = roll(ctx, fourDice ? 4 : 3);
  const result = request.toMiss
    ? (request.missingAnEnemy ? readToMissEnemy : readToMiss)(sum, dx.value)
    : fourDice
      ? rulesOf(ctx.state).readFourDice(sum, dx.value)
      : readToHit(sum, dx.value);
  ctx.aimedHit =
    situation.aim && isHit(result)
      ? {
          target: request.target.id,
          part: situation.aim,
          marksman: aimsAsMarksman(
            ctx.state,
            request.attacker,
            request.kind,
            situation.aim,
            request.target,
            { weapon: request.weapon },
          ),
        }
      : null;
  ctx.mayCripple =
    !request.toMiss && isHit(result) && mayCripple(ctx.state, sum) ? request.target.id : null;
  emit(ctx, {
    type: "attack-roll",
    attacker: request.attacker.id,
    target: request.target.id,
    weapon: request.weaponLabel,
    kind: request.kind,
    toMiss: request.toMiss,
    faces,
    adjDx: dx.value,
    modifiers: dx.modifiers,
    result,
  });
  if (fourDice) ruinParryingBow(ctx, request.target);
  return result;
}
