/**
 * The action phase (MELEE: IV step 4): figures act in order of adjusted DX, highest first, ties
 * broken by a die each turn; second arrows after all first attacks; a figure killed or knocked
 * down before its turn loses its action. The next figure is picked after every action, with adjDX
 * as it is then (AM §2 TURN SEQUENCE); under AM pole weapons in a charge go first (AM §5 ATTACKS).
 */
import { weaponOf } from "../figure/equipment.ts";
import {
  type Direction,
  formatDirection,
  formatHex,
  type Hex,
  hexDistance,
  isDirection,
} from "../hex/coordinates.ts";
import { dropFromTheAir } from "./air-drops.ts";
import { chosenOption } from "./chosen.ts";
import { type Ctx, emit, rollDie } from "./context.ts";
import { attackDxValue, baseAdjDxValue, missileAdjDx } from "./dx.ts";
import { refuse } from "./errors.ts";
import { areEnemies, figuresAt, findFigure, hthFoes, isDown, isInHth, isOut } from "./figures.ts";
import { groundAt, stepInto } from "./footing.ts";
import { isLarge } from "./footprint.ts";
import {
  attemptHth,
  disengageFromHth,
  drawDagger,
  hthAttack,
  mayEnterForHth,
  strikeWithTwoDaggers,
} from "./hth.ts";
import { castLasso } from "./lasso.ts";
import {
  shieldRush,
  standsFastWithPole,
  strikesInAPoleCharge,
  sweepingBlow,
  weaponAttack,
} from "./melee.ts";
import { riderAndMountAttack } from "./mount-attack.ts";
import { strikeAtNet } from "./net-strikes.ts";
import { type OptionCode, optionRule, stepsAway } from "./options.ts";
import { jabsWithPike } from "./pikes.ts";
import { struggleInPin, tryPin } from "./pinning.ts";
import { pullDown } from "./pulling-down.ts";
import { isSheltered, rangedAttack } from "./ranged.ts";
import { rulesOf } from "./ruleset-rules.ts";
import { sweptFigures } from "./sweeps.ts";
import {
  grappleEntry,
  hthAttemptProblem,
  legalTargets,
  roomToGrapple,
  targetKindOf,
  targetProblem,
} from "./targets.ts";
import { promptActors } from "./timing.ts";
import { trample } from "./trample-attack.ts";
import type { AttackKind, BattleFigure, BattleState, ChosenOption, TurnState } from "./types.ts";
import { meleeWeapon, shootsFromPosture } from "./weapons-in-use.ts";

/**
 * adjDX used for the order of attack: everything but missile and thrown range (a sheltering
 * target's −4 counts). In the second pass a bow's second arrow goes at its second target.
 */
function orderingDx(ctx: Ctx, f: BattleFigure, chosen: ChosenOption, pass: 1 | 2): number {
  if (chosen.attack === "sweep") return sweepOrderingDx(ctx.state, f);
  const targetId = pass === 2 ? (chosen.secondTarget ?? chosen.target) : chosen.target;
  const target = targetId ? findFigure(ctx.state, targetId) : undefined;
  // An attempt to grapple (m) is not yet hand-to-hand: it goes at plain adjDX.
  if (!target || !chosen.attack || isOut(target) || chosen.option === "m") return baseAdjDxValue(f);
  // A pole weapon's +2 against a charge counts: the order of attack leaves out only range.
  const striking = chosen.attack === "weapon" || chosen.attack === "two-weapons";
  const ranged = chosen.attack === "missile" || chosen.attack === "thrown";
  return attackDxValue(ctx.state, f, target, {
    kind: chosen.attack,
    withRange: false,
    poleAgainstCharge: striking && standsFastWithPole(ctx.state, f, target, meleeWeapon(f)),
    sheltered: ranged && isSheltered(ctx.state, f, target),
  });
}

/** AM §6 SWEEPING BLOWS: every roll is made "at the time of the lowest adjDX" among them. */
function sweepOrderingDx(state: BattleState, f: BattleFigure): number {
  const situation = { kind: "sweep", withRange: false, poleAgainstCharge: false } as const;
  const each = sweptFigures(state, f).map((o) => attackDxValue(state, f, o, situation));
  return each.length === 0 ? baseAdjDxValue(f) : Math.min(...each);
}

function eligible(ctx: Ctx, pass: 1 | 2): BattleFigure[] {
  const ts = ctx.state.turnState;
  return ctx.state.figures.filter((f) => {
    if (ts.acted.includes(f.id)) return false;
    const chosen = chosenOption(ctx.state, f.id);
    if (!chosen) return false;
    return pass === 1 ? optionRule(chosen.option).actsInActionPhase : ts.secondShots.includes(f.id);
  });
}

/**
 * Picks the next figure to act, rolling tie-breaks where adjDX is equal. Each figure keeps its
 * rolls for the turn as a list; figures still tied after one round roll again, and a later round
 * only orders the figures that tied in the earlier ones.
 */
function nextActor(ctx: Ctx, candidates: BattleFigure[], pass: 1 | 2): BattleFigure | undefined {
  // A lone candidate acts next whatever its adjDX (working it out has no side effects).
  if (candidates.length === 1) return candidates[0];
  if (pass === 1) {
    const prompt = promptActors(ctx.state, candidates);
    if (prompt.length > 0 && prompt.length < candidates.length) return nextActor(ctx, prompt, pass);
  }
  if (pass === 1 && rulesOf(ctx.state).poleChargesFirst) {
    // AM §9 THE PIKE: a footman's pike strikes before even a pole weapon's charge.
    const pikes = candidates.filter((f) =>
      jabsWithPike(ctx.state, f, chosenOption(ctx.state, f.id) as ChosenOption),
    );
    if (pikes.length > 0 && pikes.length < candidates.length) return nextActor(ctx, pikes, pass);
    const poles = candidates.filter((f) =>
      strikesInAPoleCharge(ctx.state, f, chosenOption(ctx.state, f.id) as ChosenOption),
    );
    if (poles.length > 0 && poles.length < candidates.length) return nextActor(ctx, poles, pass);
  }
  const ts = ctx.state.turnState;
  let best = Number.NEGATIVE_INFINITY;
  let group: BattleFigure[] = [];
  for (const f of candidates) {
    const dx = orderingDx(ctx, f, chosenOption(ctx.state, f.id) as ChosenOption, pass);
    if (dx > best) {
      best = dx;
      group = [f];
    } else if (dx === best) group.push(f);
  }
  for (let depth = 0; group.length > 1; depth++) {
    const needing = group.filter((f) => (ts.tiebreaks[f.id]?.length ?? 0) <= depth);
    if (needing.length > 0) {
      const rolls = needing.map((f) => ({ figure: f.id, roll: rollDie(ctx) }));
      for (const r of rolls) ts.tiebreaks[r.figure] = [...(ts.tiebreaks[r.figure] ?? []), r.roll];
      emit(ctx, { type: "tiebreak", rolls });
    }
    const top = Math.max(...group.map((f) => tiebreakAt(ts, f, depth)));
    group = group.filter((f) => tiebreakAt(ts, f, depth) === top);
  }
  return group[0];
}

function tiebreakAt(ts: TurnState, f: BattleFigure, depth: number): number {
  return ts.tiebreaks[f.id]?.[depth] ?? 0;
}

export type ActResult = "done" | "needs-input";

/** Why a figure that chose to act cannot, or null. Losing the action is final. */
function lostAction(ctx: Ctx, f: BattleFigure, chosen: ChosenOption, pass: 1 | 2): string | null {
  if (isOut(f)) return `${f.name} is out of the fight`;
  // Adjustments are figured before each attack (VII): wounds since the first arrow may cost the second.
  if (pass === 2 && !earnsSecondShot(f))
    return `${f.name}'s adjDX is now too low for a second arrow`;
  // MELEE: REACTIONS TO INJURY — 8 hits before its turn cost the attack ("it may not attack that
  // turn"); drawing a dagger or breaking free of a brawl is no attack. AM §2 TURN SEQUENCE: a
  // figure knocked down before its action does not act at all.
  if (
    f.knockedDownThisTurn &&
    (optionRule(chosen.option).attacks || rulesOf(ctx.state).everyFallKnocksDown)
  )
    return `${f.name} was knocked down before acting`;
  // Shooting needs a posture it can shoot from (a fall on the way spoils it); brawling (p, or
  // being in a brawl) needs no feet. Posture first: it is cheaper than looking for a brawl.
  if (chosen.option === "f" || chosen.option === "j") {
    return shootsFromPosture(f) ? null : `${f.name} cannot shoot while ${f.posture}`;
  }
  // In a brawl a figure fights on, but cannot disengage (l): only (r) gets it out.
  const fightsOnInBrawl = chosen.option !== "l" && isInHth(ctx.state, f);
  if (isDown(f) && chosen.option !== "p" && !fightsOnInBrawl) return `${f.name} is on the ground`;
  return null;
}

/** The attack a chosen option makes: its declared one, else what the option implies. */
export function attackKindFor(chosen: Pick<ChosenOption, "option" | "attack">): AttackKind {
  if (chosen.attack) return chosen.attack;
  if (chosen.option === "f" || chosen.option === "j") return "missile";
  if (chosen.option === "m" || chosen.option === "p") return "hth";
  return "weapon";
}

/** Carries out one figure's action, or reports that it needs a (new) target first. */
export function act(ctx: Ctx, f: BattleFigure, pass: 1 | 2): ActResult {
  const chosen = chosenOption(ctx.state, f.id) as ChosenOption;
  const lost = lostAction(ctx, f, chosen, pass);
  if (lost) {
    emit(ctx, { type: "action-lost", figure: f.id, reason: lost });
    return "done";
  }
  if (struggleInPin(ctx, f)) return "done";
  switch (chosen.option) {
    case "q":
      drawDagger(ctx, f);
      return "done";
    case "r":
    case "l":
      return step(ctx, f, chosen);
    case "m":
      // Grappled by someone else before its turn came, it fights on in that brawl. Under AM the
      // grapple was tried as it moved (hth-in-movement.ts): thrown back, it has made its attack.
      if (isInHth(ctx.state, f)) return strikeInBrawl(ctx, f, chosen);
      return chosen.enteredFrom ? "done" : grapple(ctx, f, chosen);
    default:
      return attack(ctx, f, chosen, pass);
  }
}

/** Refuses a step facing that is not a direction, or one given for an option that takes no step. */
export function checkStepFacing(option: OptionCode, stepFacing: Direction | undefined): void {
  if (stepFacing === undefined) return;
  if (!isDirection(stepFacing)) refuse("The step's facing must be one of N, NE, SE, S, SW, NW.");
  if (!stepsAway(option))
    refuse(`(${option}) takes no step: only a figure disengaging, (l) or (r), turns as it steps.`);
}

/** Why the figure's step cannot be taken as declared: for the player asked for a new one. */
export function stepRefusal(f: BattleFigure, chosen: ChosenOption): string {
  const to = chosen.destination;
  if (!to) return `Say which hex ${f.name} steps into.`;
  if (hexDistance(f.position, to) !== 1) return `${formatHex(to)} is not next to ${f.name}.`;
  const room = chosen.option === "r" ? "empty" : "empty or hold only bodies";
  if (!isLarge(f))
    return `${f.name} cannot step into ${formatHex(to)}: it must be inside the arena and ${room}.`;
  const facing = formatDirection(chosen.stepFacing ?? f.facing);
  return `${f.name} cannot step to ${formatHex(to)} facing ${facing}: all three of its hexes there must be inside the arena and ${room}.`;
}

function step(ctx: Ctx, f: BattleFigure, chosen: ChosenOption): ActResult {
  const to = chosen.destination;
  // MELEE VI, FACING: the figure moves, so it may turn as it steps; by default it keeps its facing.
  const facing = chosen.stepFacing ?? undefined;
  // MELEE: DISENGAGING — one hex at the figure's turn to act; from HTH, into an empty hex. A giant
  // needs its three hexes there in the facing it steps into.
  const ground =
    to && hexDistance(f.position, to) === 1 ? groundAt(ctx.state, f, to, facing) : null;
  const free = chosen.option === "r" ? ground === "empty" : ground !== null;
  // "You MAY move onto another figure to attempt HTH combat that same turn" — but not attack; and
  // only onto the foe that was there when the step was named (stepFoe), not one come since.
  const foe = chosen.option === "l" && to && !free ? grappleTargetAt(ctx.state, f, to) : undefined;
  if (foe && to && foe.id === chosen.target) {
    attemptHth(ctx, f, foe, f.position, to);
    return "done";
  }
  if (!to || !free) return "needs-input";
  if (chosen.option === "r") disengageFromHth(ctx, f, to, facing);
  else stepInto(ctx, f, to, "disengaged", facing);
  return "done";
}

/** An enemy in the adjacent hex `to` that the figure could move onto for HTH. */
function grappleTargetAt(state: BattleState, f: BattleFigure, to: Hex): BattleFigure | undefined {
  if (hexDistance(f.position, to) !== 1) return undefined;
  return figuresAt(state, to).find(
    (o) =>
      areEnemies(o, f) &&
      !isOut(o) &&
      mayEnterForHth(state, f, o, f.position) &&
      // A giant steps its anchor onto the foe: its other two hexes need room.
      (!isLarge(f) || roomToGrapple(state, f, o, to) === null),
  );
}

/**
 * The foe a disengaging step (l) named now would go onto for HTH, kept as the option's target: the
 * step is an HTH attempt only on that foe, chosen knowingly (MELEE: DISENGAGING, "You MAY move
 * onto another figure").
 */
export function stepFoe(
  state: BattleState,
  f: BattleFigure,
  option: OptionCode,
  to: Hex | undefined,
): string | null {
  if (option !== "l" || !to) return null;
  return grappleTargetAt(state, f, to)?.id ?? null;
}

/** A HTH attack on the declared foe if it is in the figure's brawl, else on the first foe there. */
function strikeInBrawl(ctx: Ctx, f: BattleFigure, chosen: ChosenOption): ActResult {
  const foes = hthFoes(ctx.state, f);
  const foe = foes.find((o) => o.id === chosen.target) ?? foes[0];
  if (foe && chosen.attack === "pin") tryPin(ctx, f, foe);
  else if (foe) hthAttack(ctx, f, foe);
  return "done";
}

/** With no legal target at all there is nothing to ask the player: the action is lost. */
function noTargetLeft(ctx: Ctx, f: BattleFigure, legalCount: number): ActResult {
  if (legalCount > 0) return "needs-input";
  emit(ctx, { type: "action-lost", figure: f.id, reason: `${f.name} has no enemy within reach` });
  return "done";
}

function grapple(ctx: Ctx, f: BattleFigure, chosen: ChosenOption): ActResult {
  if (!chosen.target || hthAttemptProblem(ctx.state, f, chosen.target) !== null) {
    const reachable = ctx.state.figures.filter(
      (t) => hthAttemptProblem(ctx.state, f, t.id) === null,
    );
    return noTargetLeft(ctx, f, reachable.length);
  }
  const target = findFigure(ctx.state, chosen.target) as BattleFigure;
  const from = f.position;
  const into = grappleEntry(ctx.state, f, target) as Hex;
  if (attemptHth(ctx, f, target, from, into) && !isOut(f) && !isOut(target))
    hthAttack(ctx, f, target);
  return "done";
}

function attack(ctx: Ctx, f: BattleFigure, chosen: ChosenOption, pass: 1 | 2): ActResult {
  // A charge that went hand-to-hand during movement strikes its foe in the pile; any other
  // attacker pulled into a brawl before it acted fights there, as figures on the ground "can ONLY
  // attack the enemies they are in HTH combat with" (MELEE: MULTIPLE HTH COMBAT).
  if (pass === 1 && chosen.option !== "p" && isInHth(ctx.state, f))
    return strikeInBrawl(ctx, f, chosen);
  if (chosen.attack === null && chosen.option === "b" && chosen.enteredFrom) return "done";
  const kind = attackKindFor(chosen);
  const targetKind = targetKindOf(kind);
  const targetId = pass === 2 ? (chosen.secondTarget ?? chosen.target) : chosen.target;
  if (!targetId || targetProblem(ctx.state, f, targetId, targetKind) !== null) {
    return noTargetLeft(ctx, f, legalTargets(ctx.state, f, targetKind).length);
  }
  const target = findFigure(ctx.state, targetId) as BattleFigure;
  switch (kind) {
    case "hth":
      hthAttack(ctx, f, target);
      break;
    case "pin":
      tryPin(ctx, f, target);
      break;
    case "two-daggers":
      strikeWithTwoDaggers(ctx, f, target);
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
    case "sweep":
      sweepingBlow(ctx, f);
      break;
    case "lasso":
      castLasso(ctx, f, target);
      break;
    case "net":
      strikeAtNet(ctx, f, target);
      break;
    case "mount-attack":
      riderAndMountAttack(ctx, f, target);
      break;
    case "trample":
      trample(ctx, f, target);
      break;
    case "pull-down":
      pullDown(ctx, f, target);
      break;
    case "drop":
      dropFromTheAir(ctx, f, target);
      break;
    case "jab":
    case "two-weapons":
      weaponAttack(ctx, f, target, kind);
      break;
    default:
      weaponAttack(ctx, f, target, "weapon");
  }
  return "done";
}

/** Bows shoot twice a turn at high enough adjDX (MELEE: WEAPON TABLE). */
function offerSecondShot(ctx: Ctx, f: BattleFigure, chosen: ChosenOption): void {
  if (chosen.option === "f" && earnsSecondShot(f)) ctx.state.turnState.secondShots.push(f.id);
}

/** The ready bow shoots twice a turn at the figure's adjDX now. */
function earnsSecondShot(f: BattleFigure): boolean {
  const threshold = f.readyWeapon ? weaponOf(f.readyWeapon).twoShotsAtDx : undefined;
  return threshold !== undefined && missileAdjDx(f) >= threshold;
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
    const actor = nextActor(ctx, candidates, phase.pass) as BattleFigure;
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
