/**
 * The action phase (MELEE: IV step 4): figures act in order of adjusted DX, highest first, ties
 * broken by a die each turn; second arrows after all first attacks; a figure killed or knocked
 * down before its turn loses its action.
 */
import { WEAPONS } from "../figure/equipment.ts";
import { isInArena } from "../hex/arena.ts";
import { hexDistance } from "../hex/coordinates.ts";
import { type Ctx, emit, roll } from "./context.ts";
import { attackDx, baseAdjDx } from "./dx.ts";
import { figuresAt, findFigure, hthFoes, isDown, isInHth, isOut } from "./figures.ts";
import { attemptHth, disengageFromHth, drawDagger, hthAttack } from "./hth.ts";
import { shieldRush, weaponAttack } from "./melee.ts";
import { OPTIONS } from "./options.ts";
import { rangedAttack } from "./ranged.ts";
import { hthAttemptProblem, targetProblem } from "./targets.ts";
import type { AttackKind, BattleFigure, ChosenOption } from "./types.ts";

/** adjDX used for the order of attack: everything but missile and thrown range. */
function orderingDx(ctx: Ctx, f: BattleFigure, chosen: ChosenOption): number {
  const target = chosen.target ? findFigure(ctx.state, chosen.target) : undefined;
  if (!target || !chosen.attack || isOut(target)) return baseAdjDx(f).value;
  return attackDx(ctx.state, f, target, {
    kind: chosen.attack,
    withRange: false,
    poleAgainstCharge: false,
  }).value;
}

function eligible(ctx: Ctx, pass: 1 | 2): BattleFigure[] {
  const ts = ctx.state.turnState;
  return ctx.state.figures.filter((f) => {
    if (ts.acted.includes(f.id)) return false;
    const chosen = ts.chosen[f.id];
    if (!chosen) return false;
    return pass === 1 ? OPTIONS[chosen.option].actsInActionPhase : ts.secondShots.includes(f.id);
  });
}

/** Picks the next figure to act, rolling tie-breaks where adjDX is equal. */
function nextActor(ctx: Ctx, candidates: BattleFigure[]): BattleFigure | undefined {
  const ts = ctx.state.turnState;
  const scored = candidates.map((f) => ({
    f,
    dx: orderingDx(ctx, f, ts.chosen[f.id] as ChosenOption),
  }));
  const best = Math.max(...scored.map((s) => s.dx));
  let tied = scored.filter((s) => s.dx === best).map((s) => s.f);
  if (tied.length === 1) return tied[0];
  for (;;) {
    const fresh = tied.filter((f) => ts.tiebreaks[f.id] === undefined);
    if (fresh.length > 0) {
      const rolls = fresh.map((f) => ({ figure: f.id, roll: roll(ctx, 1).sum }));
      for (const r of rolls) ts.tiebreaks[r.figure] = r.roll;
      emit(ctx, { type: "tiebreak", rolls });
    }
    const top = Math.max(...tied.map((f) => ts.tiebreaks[f.id] ?? 0));
    const leaders = tied.filter((f) => ts.tiebreaks[f.id] === top);
    if (leaders.length === 1) return leaders[0];
    for (const f of leaders) delete ts.tiebreaks[f.id];
    tied = leaders;
  }
}

export type ActResult = "done" | "needs-input";

/** Why a figure that chose to act cannot, or null. Losing the action is final. */
function lostAction(ctx: Ctx, f: BattleFigure, chosen: ChosenOption): string | null {
  if (isOut(f)) return `${f.name} is out of the fight`;
  if (f.knockedDownThisTurn) return `${f.name} was knocked down before acting`;
  const needsFeet =
    chosen.option !== "f" &&
    chosen.option !== "j" &&
    !isInHth(ctx.state, f) &&
    chosen.option !== "p";
  if (needsFeet && isDown(f)) return `${f.name} is on the ground`;
  return null;
}

function attackKindFor(chosen: ChosenOption): AttackKind {
  if (chosen.attack) return chosen.attack;
  if (chosen.option === "f" || chosen.option === "j") return "missile";
  if (chosen.option === "m" || chosen.option === "p") return "hth";
  return "weapon";
}

/** Carries out one figure's action, or reports that it needs a (new) target first. */
export function act(ctx: Ctx, f: BattleFigure, pass: 1 | 2): ActResult {
  const ts = ctx.state.turnState;
  const chosen = ts.chosen[f.id] as ChosenOption;
  const lost = lostAction(ctx, f, chosen);
  if (lost) {
    emit(ctx, { type: "action-lost", figure: f.id, reason: lost });
    return "done";
  }
  switch (chosen.option) {
    case "q":
      drawDagger(ctx, f);
      return "done";
    case "r":
    case "l":
      return step(ctx, f, chosen);
    case "m":
      return grapple(ctx, f, chosen);
    default:
      return attack(ctx, f, chosen, pass);
  }
}

function step(ctx: Ctx, f: BattleFigure, chosen: ChosenOption): ActResult {
  const to = chosen.destination;
  const free =
    to &&
    hexDistance(f.position, to) === 1 &&
    isInArena(ctx.state.arena, to) &&
    figuresAt(ctx.state, to).every(isOut);
  if (!to || !free) return "needs-input";
  if (chosen.option === "r") {
    disengageFromHth(ctx, f, to);
  } else {
    emit(ctx, { type: "stepped", figure: f.id, from: f.position, to, reason: "disengaged" });
    f.position = to;
  }
  return "done";
}

function grapple(ctx: Ctx, f: BattleFigure, chosen: ChosenOption): ActResult {
  if (!chosen.target || hthAttemptProblem(ctx.state, f, chosen.target) !== null)
    return "needs-input";
  const target = findFigure(ctx.state, chosen.target) as BattleFigure;
  const from = f.position;
  if (attemptHth(ctx, f, target, from) && !isOut(f) && !isOut(target)) hthAttack(ctx, f, target);
  return "done";
}

function attack(ctx: Ctx, f: BattleFigure, chosen: ChosenOption, pass: 1 | 2): ActResult {
  // A charge that went hand-to-hand during movement strikes its foe in the pile.
  if (chosen.option === "b" && isInHth(ctx.state, f)) {
    const foe =
      hthFoes(ctx.state, f).find((o) => o.id === chosen.target) ?? hthFoes(ctx.state, f)[0];
    if (foe) hthAttack(ctx, f, foe);
    return "done";
  }
  if (chosen.attack === null && chosen.option === "b" && chosen.enteredFrom) return "done";
  const kind = attackKindFor(chosen);
  const targetId = pass === 2 ? (chosen.secondTarget ?? chosen.target) : chosen.target;
  if (
    !targetId ||
    targetProblem(
      ctx.state,
      f,
      targetId,
      kind === "two-weapons" || kind === "shield-rush" ? "weapon" : kind,
    ) !== null
  ) {
    return "needs-input";
  }
  const target = findFigure(ctx.state, targetId) as BattleFigure;
  switch (kind) {
    case "hth":
      hthAttack(ctx, f, target);
      break;
    case "shield-rush":
      shieldRush(ctx, f, target);
      break;
    case "thrown":
    case "missile":
      rangedAttack(ctx, f, target, kind);
      if (kind === "missile" && pass === 1) offerSecondShot(ctx, f, chosen);
      if (chosen.option === "j") f.mustDropMissile = true;
      break;
    default:
      weaponAttack(ctx, f, target, kind === "two-weapons");
  }
  return "done";
}

/** Bows shoot twice a turn at high enough adjDX (MELEE: WEAPON TABLE). */
function offerSecondShot(ctx: Ctx, f: BattleFigure, chosen: ChosenOption): void {
  if (chosen.option !== "f" || !f.readyWeapon) return;
  const threshold = WEAPONS[f.readyWeapon].twoShotsAtDx;
  if (threshold === undefined) return;
  if (baseAdjDx(f).value + f.traits.missileDx >= threshold)
    ctx.state.turnState.secondShots.push(f.id);
}

/**
 * Runs actions until the phase is over ("done") or a figure needs a decision from its player.
 */
export function runActions(ctx: Ctx): "done" | "waiting" {
  for (;;) {
    const phase = ctx.state.phase;
    if (phase.kind !== "action") return "done";
    const candidates = eligible(ctx, phase.pass);
    if (candidates.length === 0) {
      if (phase.pass === 1 && ctx.state.turnState.secondShots.length > 0) {
        ctx.state.phase = { kind: "action", pass: 2, waitingFor: null };
        ctx.state.turnState.acted = [];
        continue;
      }
      return "done";
    }
    const actor = nextActor(ctx, candidates) as BattleFigure;
    const result = act(ctx, actor, phase.pass);
    if (result === "needs-input") {
      ctx.state.phase = { ...phase, waitingFor: actor.id };
      return "waiting";
    }
    ctx.state.turnState.acted.push(actor.id);
  }
}

/** Records that the waiting figure has acted (or forfeited) and clears the wait. */
export function markActed(ctx: Ctx, f: BattleFigure): void {
  const phase = ctx.state.phase;
  ctx.state.turnState.acted.push(f.id);
  if (phase.kind === "action") ctx.state.phase = { ...phase, waitingFor: null };
}
