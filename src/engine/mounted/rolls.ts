/**
 * ADVANCED MELEE §9 MOUNTED COMBAT: the rolls of getting on, off and pulled off a mount. Each
 * takes the dice it rolls, so forced dice give exact results.
 */
import { type Dice, rollFaces } from "../../dice/dice.ts";
import { chanceOf, type HitChance } from "../battle/hit-chance.ts";
import { isHit, readToHit } from "../battle/to-hit.ts";
import type { Horsemanship } from "./riding.ts";

export interface MountedRoll {
  readonly faces: readonly number[];
  readonly sum: number;
  readonly target: number;
  readonly success: boolean;
}

/**
 * `count` dice against `target`. Three dice read like a roll to hit, as the other saving rolls do
 * (footing.ts): 3 to 5 always succeed, 16 to 18 always fail; other counts succeed at or under.
 */
export function rollAgainst(dice: Dice, count: number, target: number): MountedRoll {
  const faces = rollFaces(dice, count);
  const sum = faces.reduce((a, b) => a + b, 0);
  return { faces, sum, target, success: succeedsAgainst(count, sum, target) };
}

/** Whether rollAgainst's sum of `count` dice succeeds against `target`. */
function succeedsAgainst(count: number, sum: number, target: number): boolean {
  return count === 3 ? isHit(readToHit(sum, target)) : sum <= target;
}

/** The odds that rollAgainst(dice, count, target) succeeds: the odds its menu shows. */
export function chanceAgainst(count: number, target: number): HitChance {
  return chanceOf(count, target, (sum) => succeedsAgainst(count, sum, target));
}

/**
 * AM §9 OPTIONS, mount: a Horseman gets on without a roll; anyone else rolls 3 dice against DX or
 * ends on the ground, unhurt. Null when no roll is needed.
 */
export function mountRoll(dice: Dice, dx: number, horsemanship: Horsemanship): MountedRoll | null {
  return horsemanship === "none" ? rollAgainst(dice, 3, dx) : null;
}

/** AM §9 OPTIONS, jumping off a moving animal: dice against DX by how well the figure rides. */
export const JUMP_OFF_DICE: Readonly<Record<Horsemanship, number>> = {
  expert: 2,
  horseman: 3,
  none: 5,
};

/**
 * AM §9 OPTIONS, jumping off: the jumper ends the turn prone whatever the roll; a failed roll
 * costs one die of damage, rolled here after the roll.
 */
export function jumpOff(
  dice: Dice,
  dx: number,
  horsemanship: Horsemanship,
): { readonly roll: MountedRoll; readonly damage: number } {
  const roll = rollAgainst(dice, JUMP_OFF_DICE[horsemanship], dx);
  return { roll, damage: roll.success ? 0 : dice.d6() };
}

/**
 * AM §9 PULLING A RIDER FROM HIS MOUNT: a foe on the ground next to the rider rolls 6 dice against
 * its ST + DX (HTH skill counts for neither side).
 */
export function pullRoll(dice: Dice, st: number, dx: number): MountedRoll {
  return rollAgainst(dice, PULL_DICE, st + dx);
}

const PULL_DICE = 6;

/** The odds of pullRoll. */
export function pullChance(st: number, dx: number): HitChance {
  return chanceAgainst(PULL_DICE, st + dx);
}

/** Successful pulls in one turn that unseat a rider, by how well he rides. */
export const PULLS_TO_UNSEAT: Readonly<Record<Horsemanship, number>> = {
  none: 1,
  horseman: 2,
  expert: 3,
};

/** Hits in one turn that throw a rider from his mount: those that knock a standing man down. */
export const HITS_TO_UNSEAT = 8;

/** Whether a rider falls: enough pulls this turn, or 8 hits this turn. */
export function isUnseated(
  successfulPullsThisTurn: number,
  hitsThisTurn: number,
  horsemanship: Horsemanship,
): boolean {
  return successfulPullsThisTurn >= PULLS_TO_UNSEAT[horsemanship] || hitsThisTurn >= HITS_TO_UNSEAT;
}

/**
 * AM §9 THE CAVALRY LANCE: after a sweeping blow that hits, the rider rolls 3 dice against ST or
 * drops the lance.
 */
export function keepLanceRoll(dice: Dice, st: number): MountedRoll {
  return rollAgainst(dice, 3, st);
}
