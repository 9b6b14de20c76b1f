/**
 * AM §5 PINNING A FOE: a figure in HTH with a single foe and no ready weapon may try, instead of
 * an attack, to hold that foe helpless. The book leaves the target number, the timing of the
 * escape roll and the pinner's freedom to the reader; the engine's readings are in docs/rulings.md
 * ("Pinning a foe").
 */
import { type Ctx, emit, roll } from "./context.ts";
import { baseAdjDxValue } from "./dx.ts";
import { findFigure, hthFoes, isOut, stRemaining } from "./figures.ts";
import { type HitChance, rollChance } from "./hit-chance.ts";
import type { BattleFigure, BattleState } from "./types.ts";
import { pinDice } from "./unarmed-combat.ts";

/** Turns after the pin's own during which the victim is helpless, before it may roll to escape. */
const HELPLESS_TURNS = 2;

/** Dice the victim rolls against its ST to break a pin ("a 4/ST roll"). */
const ESCAPE_DICE = 4;

/** The figure holding `f` pinned, or undefined when nothing holds it (the pinner gone or away). */
export function pinnerOf(state: BattleState, f: BattleFigure): BattleFigure | undefined {
  if (!f.pinned) return undefined;
  const by = findFigure(state, f.pinned.by);
  if (!by || isOut(by) || !hthFoes(state, f).includes(by)) return undefined;
  return by;
}

/** Why `f` may not try to pin `target` now, or null when it may. */
export function pinProblem(
  state: BattleState,
  f: BattleFigure,
  target: BattleFigure,
): string | null {
  if (state.ruleset !== "advanced-melee")
    return "Pinning a foe is an ADVANCED MELEE rule (AM §5); this battle is fought under MELEE.";
  if (!f.traits.usesWeapons) return `${f.name} has no hands to pin with.`;
  if (f.readyWeapon || f.offhand)
    return `${f.name} must have no ready weapon to pin (AM §5 PINNING A FOE).`;
  const foes = hthFoes(state, f);
  if (foes.length !== 1 || foes[0] !== target)
    return `${f.name} may pin only a single foe it alone is in hand-to-hand combat with.`;
  if (pinnerOf(state, target) === f) return `${f.name} already holds ${target.name} pinned.`;
  return null;
}

/** The one foe `f` could try to pin now, if any (what the order-by-clicks offers). */
export function pinnableFoe(state: BattleState, f: BattleFigure): BattleFigure | undefined {
  const [foe, ...others] = hthFoes(state, f);
  return foe && others.length === 0 && pinProblem(state, f, foe) === null ? foe : undefined;
}

/**
 * What the pin roll needs: 3 dice changed by the Unarmed Combat levels (pinDice), plus half the
 * DX difference (rounded down) when the pinner's adjDX is the lower, minus it when the higher, at
 * or under the pinner's adjDX (without HTH's +4, which is for attacks).
 */
function pinRoll(
  f: BattleFigure,
  target: BattleFigure,
): { dice: number; needed: number; modifier: number } {
  const needed = baseAdjDxValue(f);
  const difference = baseAdjDxValue(target) - needed;
  const modifier = Math.sign(difference) * Math.floor(Math.abs(difference) / 2);
  return { dice: pinDice(f, target), needed, modifier };
}

/** The odds that `f` pins `target`: the sum of its dice it must roll at or under. */
export function pinChance(f: BattleFigure, target: BattleFigure): HitChance {
  const { dice, needed, modifier } = pinRoll(f, target);
  return rollChance(needed, needed - modifier, dice);
}

/** The pin roll (pinRoll); on a success the target is pinned from this turn. */
export function tryPin(ctx: Ctx, f: BattleFigure, target: BattleFigure): void {
  const problem = pinProblem(ctx.state, f, target);
  if (problem) {
    emit(ctx, { type: "action-lost", figure: f.id, reason: problem });
    return;
  }
  const { dice, needed, modifier } = pinRoll(f, target);
  const { faces, sum } = roll(ctx, dice);
  const success = sum + modifier <= needed;
  emit(ctx, { type: "pin", figure: f.id, target: target.id, faces, modifier, needed, success });
  if (success) target.pinned = { by: f.id, turn: ctx.state.turn };
}

/**
 * How a pin holds `f` this turn, as its action will find it: helpless (the turn it was pinned and
 * the two after), held fast by a stronger pinner (ST now), or free to roll to break out; undefined
 * when no pin holds it.
 */
export function pinHold(
  state: BattleState,
  f: BattleFigure,
): { by: BattleFigure; hold: "helpless" | "held-fast" | "struggles" } | undefined {
  const by = pinnerOf(state, f);
  if (!by || !f.pinned) return undefined;
  if (state.turn <= f.pinned.turn + HELPLESS_TURNS) return { by, hold: "helpless" };
  return { by, hold: stRemaining(by) > stRemaining(f) ? "held-fast" : "struggles" };
}

/**
 * What a pinned figure does with its action: nothing in the turn it was pinned and the two after;
 * later it rolls 4 dice against its ST to break free, unless the pinner is the stronger (ST now),
 * which holds it fast. Returns false when no pin holds the figure, and it acts as it chose.
 */
export function struggleInPin(ctx: Ctx, f: BattleFigure): boolean {
  const held = pinHold(ctx.state, f);
  if (!held) return false;
  const { by, hold } = held;
  if (hold === "helpless") {
    emit(ctx, { type: "action-lost", figure: f.id, reason: `${f.name} is pinned by ${by.name}` });
    return true;
  }
  if (hold === "held-fast") {
    emit(ctx, {
      type: "action-lost",
      figure: f.id,
      reason: `${f.name} is held fast by the stronger ${by.name}`,
    });
    return true;
  }
  const needed = stRemaining(f);
  const { faces, sum } = roll(ctx, ESCAPE_DICE);
  const success = sum <= needed;
  emit(ctx, { type: "pin-escape", figure: f.id, pinner: by.id, faces, needed, success });
  if (success) delete f.pinned;
  return true;
}

/** The pinner lets go: to strike its victim, or on leaving the brawl. */
export function releasePins(ctx: Ctx, pinner: BattleFigure, reason: string): void {
  for (const victim of ctx.state.figures) {
    if (victim.pinned?.by !== pinner.id) continue;
    delete victim.pinned;
    emit(ctx, { type: "pin-released", figure: victim.id, pinner: pinner.id, reason });
  }
}
