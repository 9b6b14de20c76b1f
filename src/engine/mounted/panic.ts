/**
 * ADVANCED MELEE §9 PANIC: the rolls a GM calls for when a riding animal is hurt or frightened.
 * A GM tool: the bot rolls and reads the dice; what the panicked animal does is the GM's to play.
 */
import type { Dice } from "../../dice/dice.ts";
import type { Horsemanship } from "./riding.ts";
import { type MountedRoll, rollAgainst } from "./rolls.ts";

/** An animal of this IQ or more never panics. */
export const CALM_IQ = 7;

/**
 * Whether the animal can panic at all: not under an Expert Horseman, not with IQ 7 or more, not
 * when fully trained for war.
 */
export function mayPanic(
  riderHorsemanship: Horsemanship,
  animalIq: number,
  trainedForWar: boolean,
): boolean {
  return riderHorsemanship !== "expert" && animalIq < CALM_IQ && !trainedForWar;
}

/** When the animal is wounded its rider keeps it calm on 3 dice against IQ (2 for a Horseman). */
export function keepCalmRoll(dice: Dice, riderIq: number, horsemanship: Horsemanship): MountedRoll {
  return rollAgainst(dice, horsemanship === "none" ? 3 : 2, riderIq);
}

/** Fire, explosions or a dragon (3 dice) or a smaller menace (2), less one die for a Horseman. */
export type Fright = "great" | "small";

/** Something frightening: dice against the animal's IQ; at or under keeps it calm, over panics. */
export function frightRoll(
  dice: Dice,
  animalIq: number,
  fright: Fright,
  riderHorsemanship: Horsemanship,
): MountedRoll {
  const count = (fright === "great" ? 3 : 2) - (riderHorsemanship === "none" ? 0 : 1);
  return rollAgainst(dice, count, animalIq);
}

/** What a panicked animal does, by one die. */
export type PanicReaction = "flees" | "berserk" | "charges-blindly" | "freezes" | "throws-rider";

export function panicReaction(dice: Dice): {
  readonly face: number;
  readonly reaction: PanicReaction;
} {
  const face = dice.d6();
  const reaction: PanicReaction =
    face <= 2
      ? "flees"
      : face === 3
        ? "berserk"
        : face === 4
          ? "charges-blindly"
          : face === 5
            ? "freezes"
            : "throws-rider";
  return { face, reaction };
}

/** An animal trying to throw its rider: 3 dice against DX each turn for a Horseman, 4 for others. */
export function hangOnRoll(dice: Dice, riderDx: number, horsemanship: Horsemanship): MountedRoll {
  return rollAgainst(dice, horsemanship === "none" ? 4 : 3, riderDx);
}

/** Bringing a panicked animal under control: 3 dice against IQ for a Horseman, 5 for others. */
export function regainControlRoll(
  dice: Dice,
  riderIq: number,
  horsemanship: Horsemanship,
): MountedRoll {
  return rollAgainst(dice, horsemanship === "none" ? 5 : 3, riderIq);
}
