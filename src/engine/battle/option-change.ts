/**
 * Changing a figure's option later in the turn (MELEE: IV, OPTIONS): a player may change his mind
 * "as long as (a) that figure has not yet acted, and (b) that figure did not move too far to allow
 * it to take the new option", and a figure "MAY NOT mix actions from different options"
 * (docs/rulings.md, "Changing one's option"). AM §2 CHANGING OPTIONS narrows it: after more than
 * 1 hex only attacking, defending, dodging or dropping are left.
 */
import { checkStepFacing, stepFoe } from "./actions.ts";
import { flyingOptionProblem, optionProblemIn } from "./availability.ts";
import { chosenOption, setChosenOption } from "./chosen.ts";
import { wadingMa } from "./conditions.ts";
import { type Ctx, emit } from "./context.ts";
import { refuse } from "./errors.ts";
import { figureById } from "./figures.ts";
import { isRidingOption } from "./mounting.ts";
import {
  applyOptionEffect,
  attackFor,
  attackTargetProblem,
  checkAim,
  checkAtMount,
  checkNamedTargets,
  checkStars,
} from "./move-order.ts";
import { currentMa } from "./movement.ts";
import { moveAllowance, type OptionCode, type OptionRule, optionRule } from "./options.ts";
import type { ChangeOptionOrder } from "./orders.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState, ChosenOption } from "./types.ts";

/**
 * Options whose effect is made as the figure's movement ends (it drops, readies, stands up or picks
 * up), not when it acts: once taken, they have been carried out.
 */
const DONE_WITH_MOVEMENT: ReadonlySet<OptionCode> = new Set(["d", "e", "g", "k", "n", "o"]);

/** AM §2 CHANGING OPTIONS: what a figure that moved more than 1 hex may still change to. */
function changesAfterMoving(to: OptionRule): boolean {
  return to.attacks || to.evasive || to.code === "d";
}

/** Why the figure may not change its option to this one now, or null when it may. */
export function optionChangeProblem(
  state: BattleState,
  f: BattleFigure,
  code: OptionCode,
): string | null {
  const phase = state.phase;
  // Attacks are over once the retreat step (IV step 5) comes: nothing is left to change.
  if (phase.kind !== "movement" && phase.kind !== "action")
    return "Options can be changed only during movement and attacks.";
  // Second arrows fly after every figure has made its first attack (MELEE: WEAPON TABLE); the
  // list of who has acted starts again for them, so it cannot tell who already acted.
  if (phase.kind === "action" && phase.pass === 2)
    return "Every figure has made its first attack: options can no longer be changed.";
  const chosen = chosenOption(state, f.id);
  if (!chosen) return `${f.name} has not chosen an option yet.`;
  // AM §9: getting on or off the animal is done at once, and is no option to change to later.
  if (isRidingOption(chosen.option) || isRidingOption(code))
    return `${f.name} cannot change option to or from getting on or off a mount.`;
  // AM §3: flight is declared with the move it makes (fleeing.ts), not taken up or dropped later.
  if (chosen.option === "flee" || code === "flee")
    return `${f.name} cannot change option to or from fleeing: flight is declared with its move.`;
  if (state.turnState.acted.includes(f.id)) return `${f.name} has already acted.`;
  if (DONE_WITH_MOVEMENT.has(chosen.option)) {
    return `${f.name} has already carried out (${chosen.option}) ${optionRule(chosen.option).name}; another option now would mix the actions of two options.`;
  }
  // Moving onto an enemy (HTH) is itself the option's attack: it cannot become another option.
  if (chosen.enteredFrom !== null)
    return `${f.name} went hand-to-hand as it moved; it cannot change option now.`;
  const to = optionRule(code);
  // The options open are those of the situation the figure was in when its turn to move came
  // ("pass" is open in any situation, so it must not open the others'), with their own needs
  // (a missile weapon to shoot, standing up first, …) as they are now.
  if (to.situation !== "any" && to.situation !== chosen.situation)
    return `(${code}) is not open to ${f.name} this turn.`;
  // (g) and (n) rise "during movement phase": a figure down once attacks have begun, knocked down
  // or floored by a rush, stays down until next turn (MELEE REACTIONS TO INJURY).
  if (phase.kind === "action" && (code === "g" || code === "n"))
    return `${f.name} can stand up only in the movement phase; it may stand up next turn.`;
  if (flyingOptionProblem(f, code, chosen.situation))
    return `${f.name} is flying: (${code}) is not open to it in the air.`;
  const problem = optionProblemIn(state, f, code, chosen.situation, chosen.engagedAtPreviousOption);
  if (problem) return problem;
  if (rulesOf(state).narrowChangesAfterMoving && chosen.moved > 1 && !changesAfterMoving(to))
    return `${f.name} moved ${chosen.moved} hexes; under ADVANCED MELEE it may now only attack, defend, dodge or drop.`;
  const limit = moveAllowance(to.move, wadingMa(state, f, currentMa(f), chosen.startedAt));
  if (chosen.moved > limit)
    return `${f.name} moved ${chosen.moved} hexes; (${code}) allows at most ${limit}.`;
  return null;
}

/** The change itself: an option changed to that drops, readies, stands up or picks up does so now. */
export function changeOption(ctx: Ctx, order: ChangeOptionOrder): void {
  const f = figureById(ctx.state, order.figure);
  const problem = optionChangeProblem(ctx.state, f, order.option);
  if (problem) refuse(problem);
  checkStepFacing(order.option, order.stepFacing);
  // optionChangeProblem has made sure it has one.
  const chosen = chosenOption(ctx.state, f.id) as ChosenOption;
  // The attack the new option implies: (f)/(j) shoot, (m) grapples, the others strike.
  const attack = attackFor(ctx.state, f, order);
  checkNamedTargets(order, attack);
  if (order.target && attack) {
    const reason = attackTargetProblem(ctx.state, f, order.option, attack, order.target);
    if (reason) refuse(reason);
  }
  if (order.atMount) checkAtMount(ctx.state, attack, order.aim, order.target ?? chosen.target);
  if (order.aim !== undefined)
    checkAim(ctx.state, f, attack, order.aim, order.target ?? chosen.target);
  if (order.stars !== undefined) checkStars(f, attack, order.stars);
  emit(ctx, { type: "option-changed", figure: f.id, from: chosen.option, to: order.option });
  applyOptionEffect(ctx, f, order);
  // A new option chooses afresh whether it strikes at a mount, as it aims afresh.
  const { atMount: _, ...kept } = chosen;
  setChosenOption(ctx.state.turnState, {
    ...kept,
    option: order.option,
    target:
      order.target ??
      (order.stepTo ? stepFoe(ctx.state, f, order.option, order.stepTo) : chosen.target),
    destination: order.stepTo ?? chosen.destination,
    stepFacing: order.stepFacing ?? chosen.stepFacing,
    attack,
    // A new option aims afresh: an aim given before is not carried over.
    aim: order.aim,
    // And counts its sha-ken afresh (AM §5).
    stars: order.stars,
    airDrop: order.airDrop,
    exchangeWith: order.ready?.exchangeWith,
    ...(order.atMount ? { atMount: true as const } : {}),
  });
}
