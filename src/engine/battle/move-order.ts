/**
 * Applying a figure's option and movement during its player's movement phase.
 */
import { formatHex, type Hex, sameHex } from "../hex/coordinates.ts";
import { optionProblem } from "./availability.ts";
import { type Ctx, emit, roll } from "./context.ts";
import { baseAdjDx } from "./dx.ts";
import { refuse } from "./errors.ts";
import { figureById } from "./figures.ts";
import { attemptHth } from "./hth.ts";
import { type PlannedMove, planPath, planToDestination } from "./movement.ts";
import { OPTIONS } from "./options.ts";
import type { MoveOrder } from "./orders.ts";
import { changeWeapons, pickUpWeapon, readyNewWeapon } from "./readying.ts";
import { hthAttemptProblem, targetProblem } from "./targets.ts";
import { isHit, readToHit } from "./to-hit.ts";
import type { AttackKind, BattleFigure, ChosenOption } from "./types.ts";
import { hasReadyThrowable, meleeStriker } from "./weapons-in-use.ts";

/** The attack an option implies, checked against what the figure holds. */
function attackFor(f: BattleFigure, order: MoveOrder): AttackKind | null {
  const rule = OPTIONS[order.option];
  if (!rule.attacks) {
    if (order.attack) refuse(`Option (${order.option}) is not an attack.`);
    return null;
  }
  if (order.option === "f" || order.option === "j") return "missile";
  if (order.option === "m" || order.option === "p") return "hth";
  const kind =
    order.attack ?? (meleeStriker(f) ? "weapon" : hasReadyThrowable(f) ? "thrown" : "weapon");
  switch (kind) {
    case "two-weapons":
      if (!f.offhand || !meleeStriker(f))
        refuse(`${f.name} needs a weapon and a ready main-gauche to strike twice.`);
      return kind;
    case "shield-rush":
      if (!f.shield || !f.shieldReady) refuse(`${f.name} needs a ready shield to shield-rush.`);
      return kind;
    case "thrown":
      if (!hasReadyThrowable(f)) refuse(`${f.name}'s ready weapon cannot be thrown.`);
      return kind;
    case "weapon":
      return kind;
    default:
      return refuse(`Option (${order.option}) cannot make a ${kind} attack.`);
  }
}

function plan(ctx: Ctx, f: BattleFigure, order: MoveOrder): PlannedMove {
  if (order.path && order.destination) refuse("Give either a path or a destination, not both.");
  if (order.path) return planPath(ctx.state, f, order.option, order.path, order.facing);
  if (order.destination)
    return planToDestination(ctx.state, f, order.option, order.destination, order.facing);
  return planPath(ctx.state, f, order.option, [], order.facing);
}

/** Entering a hex with a body on the ground: 3 dice against adjDX or fall (MELEE: MOVING ONTO OTHER FIGURES). */
function keepFooting(ctx: Ctx, f: BattleFigure): void {
  const { faces, sum } = roll(ctx, 3);
  const adjDx = baseAdjDx(f).value;
  const success = isHit(readToHit(sum, adjDx));
  emit(ctx, {
    type: "saving-roll",
    figure: f.id,
    purpose: "keep footing among bodies",
    faces,
    target: adjDx,
    success,
  });
  if (!success) {
    f.posture = "fallen";
    emit(ctx, { type: "posture", figure: f.id, posture: "fallen", reason: "stumbled over a body" });
  }
}

function leaveArena(ctx: Ctx, f: BattleFigure): void {
  if (ctx.state.combatType !== "arena")
    refuse("Only in arena combat may a figure leave through its door.");
  const side = ctx.state.sides.find((s) => s.id === f.side);
  const door = side ? (ctx.state.arena.entrances[side.entrance] ?? []) : [];
  if (!door.some((h) => sameHex(h, f.position))) {
    refuse(
      `${f.name} must end its move on its own entrance hex (${door.map(formatHex).join(", ")}) to leave.`,
    );
  }
  f.escaped = true;
  emit(ctx, { type: "escaped", figure: f.id });
}

export function applyMoveOrder(ctx: Ctx, order: MoveOrder): void {
  const { state } = ctx;
  const phase = state.phase;
  if (phase.kind !== "movement") refuse("It is not the movement phase.");
  const f = figureById(state, order.figure);
  const side = phase.order[phase.index];
  if (f.side !== side) refuse(`It is not ${f.name}'s side's turn to move.`);
  const problem = optionProblem(state, f, order.option);
  if (problem) refuse(problem);
  const attack = attackFor(f, order);
  const move = plan(ctx, f, order);

  let target = order.target ?? null;
  if (move.hthTarget) target = move.hthTarget.id;
  if (target && attack && !move.hthTarget) {
    const kind = attack === "two-weapons" || attack === "shield-rush" ? "weapon" : attack;
    // The target is checked from where the figure will stand; it may still change before acting.
    const startedAt = f.position;
    const startFacing = f.facing;
    f.position = move.path[move.path.length - 1] ?? f.position;
    f.facing = move.facing;
    const reason =
      order.option === "m"
        ? hthAttemptProblem(state, f, target)
        : targetProblem(state, f, target, kind);
    f.position = startedAt;
    f.facing = startFacing;
    if (reason) refuse(reason);
  }

  const startedAt = f.position;
  const last = move.path[move.path.length - 1];
  const before = move.path.length >= 2 ? (move.path[move.path.length - 2] as Hex) : startedAt;
  if (move.hthTarget) {
    const stopBefore = move.path.slice(0, -1);
    const landing = stopBefore[stopBefore.length - 1] ?? startedAt;
    if (!sameHex(landing, startedAt)) {
      emit(ctx, {
        type: "moved",
        figure: f.id,
        from: startedAt,
        path: stopBefore,
        facing: move.facing,
      });
    }
    f.position = landing;
    f.facing = move.facing;
  } else if (move.path.length > 0 || move.facing !== f.facing) {
    f.position = last ?? f.position;
    f.facing = move.facing;
    emit(ctx, {
      type: "moved",
      figure: f.id,
      from: startedAt,
      path: move.path,
      facing: move.facing,
    });
  }

  let chosenAttack = attack;
  if (move.hthTarget) {
    if (!attemptHth(ctx, f, move.hthTarget, before)) chosenAttack = null;
  } else if (move.endsOnBody) {
    keepFooting(ctx, f);
  }
  applyOptionEffect(ctx, f, order);

  const chosen: ChosenOption = {
    option: order.option,
    moved: move.cost,
    startedAt,
    target: chosenAttack === null && move.hthTarget ? null : target,
    secondTarget: order.secondTarget ?? null,
    destination: order.stepTo ?? null,
    attack: move.hthTarget ? (chosenAttack ? "hth" : null) : chosenAttack,
    enteredFrom: move.hthTarget ? before : null,
  };
  state.turnState.chosen[f.id] = chosen;
  emit(ctx, { type: "option-chosen", figure: f.id, option: order.option, target: chosen.target });
  if (order.leave) leaveArena(ctx, f);
}

function applyOptionEffect(ctx: Ctx, f: BattleFigure, order: MoveOrder): void {
  switch (order.option) {
    case "d": {
      const posture = order.posture ?? "prone";
      f.posture = posture;
      emit(ctx, { type: "posture", figure: f.id, posture, reason: "dropped" });
      return;
    }
    case "e":
      readyNewWeapon(ctx, f, order.ready);
      return;
    case "k":
      changeWeapons(ctx, f, order.ready);
      return;
    case "o":
      pickUpWeapon(ctx, f, order.ready);
      return;
    case "g":
    case "n":
      f.posture = "standing";
      emit(ctx, { type: "posture", figure: f.id, posture: "standing", reason: "stood up" });
      return;
    default:
      if (order.ready) refuse(`Option (${order.option}) does not ready anything.`);
  }
}
