/**
 * ADVANCED MELEE's two optional timing rules (AM §6): DELAYED ACTIONS, a figure acting after its
 * place in the order of attack, and WAITING FOR AN OPENING (under AIMED SHOTS), a fighter that
 * holds still for up to two turns to strike one foe at +1 or +2 DX. Each acts only when the battle
 * chose its rule; the marks they leave (`delayed`, `waitingFor` on the turn's option, `waiting` on
 * the figure) are optional fields, absent in every other battle. AM §6 FIRE AS A WEAPON's aiming of
 * a flask ("add 1 to your adjDX for each turn, up to 3, that you spend aiming"; lost if you are
 * hit) is the same wait, in any AM battle, for a figure with a molotail in hand.
 */
import { weaponOf } from "../figure/equipment.ts";
import { isRegularAttack } from "./attack-kinds.ts";
import { chosenOption } from "./chosen.ts";
import { refuse } from "./errors.ts";
import type { DxModifier } from "./events.ts";
import { areEnemies, figureById, findFigure, isOut } from "./figures.ts";
import { type OptionCode, optionRule } from "./options.ts";
import type { MoveOrder } from "./orders.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { AttackKind, BattleFigure, BattleState, ChosenOption } from "./types.ts";

export const DELAYED_ACTIONS = "delayed-actions";
export const WAITING_FOR_AN_OPENING = "waiting-for-an-opening";

/** "He gets +1 DX if he waits for one turn, +2 if he waits for two": no more turns count. */
export const MOST_TURNS_WAITED = 2;
/** A flask is aimed for up to 3 turns. */
export const MOST_TURNS_AIMING_A_FLASK = 3;

function inForce(state: BattleState, rule: string): boolean {
  return state.optionalRules.includes(rule);
}

/** Whether the figure aims a molotail in hand: AM's own rule, not the optional one. */
export function aimsAFlask(state: BattleState, f: BattleFigure): boolean {
  return (
    rulesOf(state).aimsMolotails &&
    f.readyWeapon !== null &&
    weaponOf(f.readyWeapon).molotail === true
  );
}

function mostTurnsWaited(state: BattleState, f: BattleFigure): number {
  return aimsAFlask(state, f) ? MOST_TURNS_AIMING_A_FLASK : MOST_TURNS_WAITED;
}

/**
 * Why the figure may not delay its action under this option, or null. Only an option with an
 * action in the action phase has one to delay.
 */
export function delayProblem(state: BattleState, option: OptionCode): string | null {
  if (!inForce(state, DELAYED_ACTIONS))
    return "Delaying an action is ADVANCED MELEE's optional rule delayed-actions, which this battle does not use.";
  if (!optionRule(option).actsInActionPhase)
    return `(${option}) ${optionRule(option).name} has no action to delay: only attacks and disengaging act after movement.`;
  return null;
}

/** Why the figure may not wait for an opening on `target` this turn, or null. */
export function waitProblem(state: BattleState, f: BattleFigure, targetId: string): string | null {
  if (!inForce(state, WAITING_FOR_AN_OPENING) && !aimsAFlask(state, f))
    return "Waiting for an opening is ADVANCED MELEE's optional rule waiting-for-an-opening, which this battle does not use.";
  const target = findFigure(state, targetId);
  if (!target || !areEnemies(f, target) || isOut(target) || target.escaped)
    return `${f.name} can wait for an opening only on an enemy still in the fight.`;
  const most = mostTurnsWaited(state, f);
  if (f.waiting?.target === targetId && f.waiting.turns >= most)
    return `${f.name} has waited ${most} turns for an opening on ${target.name}, the most the rule allows: it must strike now or give the opening up.`;
  return null;
}

/** The enemies the figure may wait for an opening on now. */
export function waitTargets(state: BattleState, figureId: string): string[] {
  const f = figureById(state, figureId);
  return state.figures.filter((o) => waitProblem(state, f, o.id) === null).map((o) => o.id);
}

/**
 * Checks a move order's timing fields. Waiting is the "do nothing" option: the book lets a waiting
 * fighter neither move, dodge nor attack.
 */
export function checkTiming(
  state: BattleState,
  f: BattleFigure,
  order: Pick<MoveOrder, "option" | "delay" | "waitFor">,
): void {
  if (order.delay) {
    const problem = delayProblem(state, order.option);
    if (problem) refuse(problem);
  }
  if (order.waitFor !== undefined) {
    if (order.option !== "pass")
      refuse(
        `${f.name} waits for an opening by doing nothing else ("pass"): it may not move, dodge or attack while it waits.`,
      );
    const problem = waitProblem(state, f, order.waitFor);
    if (problem) refuse(problem);
  }
}

/**
 * Gives a chosen option, or its event, the marks of a checked order's timing fields. They are set
 * in place, not spread: every move order passes here, and spreading (even an empty object) cost
 * more than the rest of building the option under MELEE, where there are never any marks.
 */
export function addTimingMarks(
  marks: { -readonly [K in "delayed" | "waitingFor"]?: ChosenOption[K] },
  order: Pick<MoveOrder, "delay" | "waitFor">,
): void {
  if (order.delay) marks.delayed = true;
  if (order.waitFor !== undefined) marks.waitingFor = order.waitFor;
}

/** The turn's figures to act in their place: those that delayed go after every other one. */
export function promptActors(state: BattleState, candidates: BattleFigure[]): BattleFigure[] {
  if (!inForce(state, DELAYED_ACTIONS)) return candidates;
  return candidates.filter((f) => !chosenOption(state, f.id)?.delayed);
}

/** The +1 or +2 DX a fighter earned waiting for an opening on this target, or 0. */
export function openingBonus(
  attacker: BattleFigure,
  target: BattleFigure,
  kind: AttackKind,
): DxModifier | null {
  const waiting = attacker.waiting;
  if (!waiting || waiting.target !== target.id || !isRegularAttack(kind)) return null;
  return {
    label: `waited ${waiting.turns} turn${waiting.turns === 1 ? "" : "s"} for an opening`,
    value: waiting.turns,
  };
}

/**
 * At the turn's end each figure that waited the whole turn counts one more turn on its foe (a new
 * foe starts again at one); any other option gives the opening up, as does striking with it. A
 * thrower aiming a flask who was hit this turn has lost its aim.
 */
export function countWaiting(state: BattleState): void {
  if (!inForce(state, WAITING_FOR_AN_OPENING) && !rulesOf(state).aimsMolotails) return;
  for (const f of state.figures) {
    const chosen = chosenOption(state, f.id);
    const target = chosen?.option === "pass" ? chosen.waitingFor : undefined;
    const spoiled = aimsAFlask(state, f) && state.turnState.hurtThisTurn.includes(f.id);
    if (target === undefined || isOut(f) || spoiled) {
      if (f.waiting) delete f.waiting;
      continue;
    }
    const turns = f.waiting?.target === target ? f.waiting.turns + 1 : 1;
    f.waiting = { target, turns: Math.min(turns, mostTurnsWaited(state, f)) };
  }
}
