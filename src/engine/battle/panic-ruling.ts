/**
 * ADVANCED MELEE §9 PANIC as a GM ruling: the GM names a rider whose mount was wounded or
 * frightened, and the bot rolls what the book says (mounted/panic.ts) and reads the dice. What a
 * panicked animal then does is the GM's to play.
 */
import { RIDING_BEASTS } from "../mounted/beasts.ts";
import {
  type Fright,
  frightRoll,
  keepCalmRoll,
  mayPanic,
  type PanicReaction,
  panicReaction,
} from "../mounted/panic.ts";
import type { MountedRoll } from "../mounted/rolls.ts";
import { type Ctx, emit } from "./context.ts";
import { refuse } from "./errors.ts";
import type { BattleFigure } from "./types.ts";

/** What set the animal off: a wound, or a great (fire, dragon) or small menace. */
export const PANIC_CAUSES = ["wound", "great", "small"] as const;
export type PanicCause = (typeof PANIC_CAUSES)[number];

/** The rider's IQ when the figure was built without one (MELEE's figures): the book's average. */
const AVERAGE_IQ = 10;

const REACTION_WORDS: Readonly<Record<PanicReaction, string>> = {
  flees: "runs at full speed away from the fight",
  berserk: "goes berserk, out of its rider's control",
  "charges-blindly": "runs blindly into the enemy at full speed, not attacking",
  freezes: "stands stock-still this turn (roll again next turn)",
  "throws-rider": "tries to throw its rider",
};

/** Rolls for the panic of `f`'s mount; returns the ruling's words for the log, after his name. */
export function rulePanic(ctx: Ctx, f: BattleFigure, cause: PanicCause): string {
  const mount = f.mount;
  if (!mount) return refuse(`${f.name} rides no animal to panic.`);
  const iq = RIDING_BEASTS[mount.beast].iq;
  if (!mayPanic(mount.horsemanship, iq, false))
    return `rides ${mount.name}, who does not panic under an Expert Horseman`;
  const roll =
    cause === "wound"
      ? keepCalmRoll(ctx.dice, f.iq ?? AVERAGE_IQ, mount.horsemanship)
      : frightRoll(ctx.dice, iq, cause as Fright, mount.horsemanship);
  emitRoll(ctx, f, `keep ${mount.name} calm`, roll);
  if (roll.success) return `rides ${mount.name}, who stays calm`;
  const { face, reaction } = panicReaction(ctx.dice);
  return `rides ${mount.name}, who panics (${face}) and ${REACTION_WORDS[reaction]}`;
}

function emitRoll(ctx: Ctx, f: BattleFigure, purpose: string, roll: MountedRoll): void {
  emit(ctx, {
    type: "saving-roll",
    figure: f.id,
    purpose,
    faces: roll.faces,
    target: roll.target,
    success: roll.success,
  });
}
