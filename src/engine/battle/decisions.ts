/**
 * What the battle is waiting for, and what a figure may legally do now — for buttons, autocomplete,
 * deadlines and simulated players.
 */
import { weaponOf } from "../figure/equipment.ts";
import { type Direction, type Hex, isDirection } from "../hex/coordinates.ts";
import { reachableHexes } from "../hex/path.ts";
import { lastOf } from "../lists.ts";
import { pullChance } from "../mounted/rolls.ts";
import { trampleChance } from "../mounted/trampling.ts";
import { AIMED_PARTS, type AimedPart, aimProblem } from "./aimed-shots.ts";
import { heightAtEnd } from "./altitude.ts";
import { targetKindOf } from "./attack-kinds.ts";
import { isEvasiveIn } from "./attack-roll.ts";
import { availableOptions, optionProblem } from "./availability.ts";
import { type AttackSituation, attackDxValue } from "./dx.ts";
import { IllegalOrderError } from "./errors.ts";
import { areEnemies, figureById, figuresAt, isDown, isInHth, isOut } from "./figures.ts";
import { fledLastTurn } from "./fleeing.ts";
import { covers, distanceTo } from "./footprint.ts";
import { type HitChance, hitChance } from "./hit-chance.ts";
import { plannedSeat } from "./leaning.ts";
import { mountAsAttacker } from "./mount-attack.ts";
import { atMountProblem } from "./mount-struck.ts";
import { dismountedView, mountableBeasts } from "./mounting.ts";
import { attackFor, attackTargetProblem, brawlTarget, strikesEmptyHanded } from "./move-order.ts";
import {
  allowanceIn,
  movementSearch,
  type PlannedMove,
  planPath,
  planToDestination,
} from "./movement.ts";
import { optionChangeProblem } from "./option-change.ts";
import { OPTION_CODES, type OptionCode, optionRule } from "./options.ts";
import type { MoveOrder } from "./orders.ts";
import { pinChance } from "./pinning.ts";
import { retreatHexes } from "./retreat.ts";
import { rulesOf } from "./ruleset-rules.ts";
import { hthAttemptProblem, legalTargets } from "./targets.ts";
import { standingOver, tramplerAttributes } from "./trample-attack.ts";
import { idsAwaitingOrders } from "./turn.ts";
import type { AttackKind, BattleFigure, BattleState, RetreatRight } from "./types.ts";
import { hasStrikeInReach } from "./weapons-in-use.ts";

export type Decision =
  | { readonly kind: "initiative"; readonly side: string }
  | { readonly kind: "orders"; readonly side: string; readonly figures: readonly string[] }
  | { readonly kind: "act"; readonly figure: string }
  | { readonly kind: "retreat"; readonly rights: readonly RetreatRight[] }
  | { readonly kind: "ended"; readonly winner: string | null };

export function pendingDecision(state: BattleState): Decision {
  const phase = state.phase;
  switch (phase.kind) {
    case "initiative":
      return { kind: "initiative", side: phase.winner };
    case "movement": {
      const side = phase.order[phase.index] as string;
      return { kind: "orders", side, figures: idsAwaitingOrders(state, side) };
    }
    case "action":
      if (phase.waitingFor) return { kind: "act", figure: phase.waitingFor };
      throw new Error("the action phase is never left waiting for nobody");
    case "retreat":
      return { kind: "retreat", rights: phase.rights };
    case "ended":
      return { kind: "ended", winner: phase.winner };
  }
}

/**
 * The options the figure may take now, each only when some order with it could attack. (b) is left
 * out for a figure with nothing to charge with (see legalDestinations) when no foe is in reach to
 * charge into hand-to-hand; (m) when no foe next to it may be grappled now (MELEE: HAND-TO-HAND COMBAT —
 * down, back to a wall, slower, brawling already, or jumped from behind). A typed (m) order with
 * no target is still accepted and loses its action if no foe may be grappled when it acts.
 */
export function legalOptions(state: BattleState, figureId: string): OptionCode[] {
  const f = figureById(state, figureId);
  return availableOptions(state, f).filter((code) => {
    if (code === "b") return hasStrikeInReach(f) || destinationsOf(state, f, "b").length > 0;
    if (code === "m") return mayGrappleNow(state, f);
    return true;
  });
}

/**
 * The figures that may flee now, before the initiative's winner chooses: they fled last turn and
 * may still (AM §3 INITIATIVE, fleeing.ts).
 */
export function figuresFleeingFirst(state: BattleState): string[] {
  if (state.phase.kind !== "initiative" || state.ruleset !== "advanced-melee") return [];
  const ids: string[] = [];
  for (const f of state.figures) {
    if (fledLastTurn(state, f) && legalOptions(state, f.id).includes("flee")) ids.push(f.id);
  }
  return ids;
}

/** Whether some foe next to the figure may be grappled now (MELEE: HAND-TO-HAND COMBAT). */
function mayGrappleNow(state: BattleState, f: BattleFigure): boolean {
  return state.figures.some((t) => hthAttemptProblem(state, f, t.id) === null);
}

/**
 * The options the figure may change to now (MELEE: IV, OPTIONS); none when it may not change.
 * (m) is left out as in legalOptions, unless some foe may be grappled now; its movement done, a
 * change to (b) is left out when the figure has nothing ready to strike with.
 */
export function legalOptionChanges(state: BattleState, figureId: string): OptionCode[] {
  const f = figureById(state, figureId);
  return OPTION_CODES.filter((code) => {
    if (optionChangeProblem(state, f, code) !== null) return false;
    if (code === "b") return hasStrikeInReach(f);
    if (code === "m") return mayGrappleNow(state, f);
    return true;
  });
}

export interface Destination {
  readonly hex: Hex;
  readonly path: readonly Hex[];
  readonly cost: number;
  /** The figures a multi-hex figure ending here pushes back (AM §3; push-back.ts). */
  readonly pushes?: readonly string[];
}

/**
 * Where the figure could end its movement under this option, with the cheapest path to each.
 *
 * `flight`: as a move order's (a flier taking off at the start of this move, or landing at its
 * end): a gargoyle taking off moves with its flying MA (MELEE: NONHUMAN FIGURES). Nothing is
 * listed when that order's flight would be refused (not a flier, already flying or not, or taking
 * off with an option other than (a) or (c)).
 *
 * (b) for a figure with nothing to charge with — no hand weapon, throwing weapon or shield ready,
 * only a bow, say — lists only the hexes of foes it may charge onto for hand-to-hand, which it may
 * attempt bare-handed: any other charge is refused (MELEE: option (b), "any weapon except a missile
 * weapon").
 */
export function legalDestinations(
  state: BattleState,
  figureId: string,
  option: OptionCode,
  flight?: MoveOrder["flight"],
): Destination[] {
  const f = figureById(state, figureId);
  if (option === "dismount" && f.mount) {
    // AM §9: the rider moves on foot once off, to a hex off the animal.
    const off = dismountedView(state, f);
    return destinationsOf(off.state, off.f, option).filter((d) => !covers(off.beast, d.hex));
  }
  if (option === "mount") {
    // AM §9: a mount ends its two hexes beside a riding animal it may get on.
    const beasts = mountableBeasts(state, f);
    return destinationsOf(state, f, option).filter((d) =>
      beasts.some((b) => distanceTo(b, d.hex) === 1),
    );
  }
  if (flight === undefined) return destinationsOf(state, f, option);
  const moving = flying(state, f, option, flight);
  return moving ? destinationsOf(moving.state, moving.f, option) : [];
}

function destinationsOf(state: BattleState, f: BattleFigure, option: OptionCode): Destination[] {
  const hthOnly = option === "b" && !hasStrikeInReach(f);
  const ends: Destination[] = hthOnly ? [] : [{ hex: f.position, path: [], cost: 0 }];
  if (allowanceIn(state, f, option) === 0) return ends;
  for (const found of reachableHexes(f.position, movementSearch(state, f, option)).values()) {
    // Only a foe's hex can be entered for HTH: no need to plan the others.
    if (hthOnly && !foeIn(state, f, lastOf(found.path))) continue;
    // The search knows costs and stops; planPath adds the option's own rules (shifts, HTH entry).
    try {
      const planned = planPath(state, f, option, found.path);
      const end = lastOf(planned.path);
      if (end && (!hthOnly || planned.hthTarget)) {
        const pushes = planned.pushes?.map((p) => p.figure);
        ends.push({ hex: end, path: planned.path, cost: planned.cost, ...(pushes && { pushes }) });
      }
    } catch (error) {
      if (!(error instanceof IllegalOrderError)) throw error;
    }
  }
  return ends;
}

function foeIn(state: BattleState, f: BattleFigure, h: Hex | undefined): boolean {
  return h !== undefined && figuresAt(state, h).some((o) => areEnemies(o, f) && !isOut(o));
}

/**
 * The state and figure a move with this `flight` plans with: taking off, the figure flies from
 * the start (a copy of it, in a copy of the figure list; nothing is changed); null when the order's
 * flight would be refused (move-order.ts, takeOff and land).
 */
function flying(
  state: BattleState,
  f: BattleFigure,
  option: OptionCode,
  flight: MoveOrder["flight"],
): { state: BattleState; f: BattleFigure } | null {
  if (flight === undefined) return { state, f };
  if (flight === "land") return f.flying ? { state, f } : null;
  if (f.traits.flyingMa === null || f.flying || isDown(f) || f.crippled?.includes("wing"))
    return null;
  if (option !== "a" && option !== "c") return null;
  return substitute(state, f, { flying: true });
}

/** A copy of `f` changed so, standing in for it in a copy of the state's figure list. */
function substitute(
  state: BattleState,
  f: BattleFigure,
  change: Partial<BattleFigure>,
): { state: BattleState; f: BattleFigure } {
  const copy: BattleFigure = { ...f, ...change };
  return { state: { ...state, figures: state.figures.map((o) => (o === f ? copy : o)) }, f: copy };
}

/** A move order's movement and attack, as legalAttackTargets is asked about it. */
export type PlannedOrder = Pick<
  MoveOrder,
  | "option"
  | "path"
  | "destination"
  | "facing"
  | "attack"
  | "flight"
  | "height"
  | "aim"
  | "atMount"
  | "stars"
  | "lean"
  | "airDrop"
>;

const FACINGS: readonly Direction[] = [0, 1, 2, 3, 4, 5];

/**
 * Figures the figure could attack this way.
 *
 * Without `move`: from where it stands and as it faces now (in the action phase; or standing
 * still). In a brawl, "hth" lists the foes option (p) may strike, unconscious ones too in combat to
 * the death; outside one, the enemies it could grapple with option (m).
 *
 * With `move`: the targets a move order with this option, path or destination, facing, attack
 * and flight would be accepted with — checked from the hex the move ends in and the facing it ends
 * with, as applyOrder checks them (MELEE VI: a figure "may always change its facing at the end of
 * its movement turn"). With no `facing`, a target is listed when SOME end facing allows it: the
 * player chooses the facing, and must then give one that does (ask again with each facing to learn
 * which; an order without one faces the way of its last step). The attack is the one the order
 * makes (its `attack`, or by default the ready weapon, a throwing weapon, else a shield-rush);
 * `kind` must be the kind of target that attack seeks — "weapon" for any blow in reach (weapon,
 * two weapons, shield-rush), "thrown", "missile" or "hth" — else nothing is listed. A charge that
 * ends on a foe's hex for HTH lists the foe it strikes: the one entered, or another in his pile.
 * Nothing is listed for an option that makes no attack, or a move that would be refused.
 */
export function legalAttackTargets(
  state: BattleState,
  figureId: string,
  kind: AttackKind,
  move?: PlannedOrder,
): string[] {
  const f = figureById(state, figureId);
  if (move) return targetsAfter(state, f, kind, move);
  if (kind === "hth") {
    // In a brawl: the foes there (option p); otherwise the enemies it could grapple (option m).
    if (isInHth(state, f)) return legalTargets(state, f, "hth").map((t) => t.id);
    return state.figures.filter((t) => hthAttemptProblem(state, f, t.id) === null).map((t) => t.id);
  }
  return legalTargets(state, f, kind).map((t) => t.id);
}

/** legalAttackTargets with a planned move: applyMoveOrder's checks, in its order. */
function targetsAfter(
  state: BattleState,
  figure: BattleFigure,
  kind: AttackKind,
  move: PlannedOrder,
): string[] {
  if (!optionRule(move.option).attacks || optionProblem(state, figure, move.option) !== null)
    return [];
  if (move.path && move.destination) return [];
  if (move.facing !== undefined && !isDirection(move.facing)) return [];
  const moving = flying(state, figure, move.option, move.flight);
  if (!moving) return [];
  const attack = plannedAttack(moving.state, moving.f, move);
  if (attack === null || targetKindOf(attack) !== targetKindOf(kind)) return [];
  const found = new Set<string>();
  for (const facing of move.facing === undefined ? FACINGS : [move.facing]) {
    const planned = plannedMove(moving.state, moving.f, move, facing);
    if (!planned) continue;
    if (strikesEmptyHanded(moving.f, attack, planned.hthTarget)) continue;
    const entered = planned.hthTarget;
    if (entered) {
      for (const t of moving.state.figures)
        if (brawlTarget(moving.state, entered, t.id) === t.id) found.add(t.id);
      continue;
    }
    const position = lastOf(planned.path) ?? moving.f.position;
    // AM §9 LEANING: a rider strikes from the seat the order gives him.
    const seat = plannedSeat(moving.f, move.lean, position, planned.facing);
    if (seat === null) continue;
    const there = substitute(moving.state, moving.f, {
      position,
      facing: planned.facing,
      ...seat,
    });
    for (const t of there.state.figures)
      if (attackTargetProblem(there.state, there.f, move.option, attack, t.id) === null)
        found.add(t.id);
  }
  return state.figures.filter((t) => found.has(t.id)).map((t) => t.id);
}

/**
 * The attack a planned move makes: the one it names, else what its option does with what the
 * figure holds (a bola is thrown); null when it makes none or would be refused.
 */
export function plannedAttackKind(
  state: BattleState,
  figureId: string,
  move: PlannedOrder,
): AttackKind | null {
  return plannedAttack(state, figureById(state, figureId), move);
}

/** The attack the planned move makes, or null when it makes none or would be refused. */
function plannedAttack(state: BattleState, f: BattleFigure, move: PlannedOrder): AttackKind | null {
  try {
    return attackFor(state, f, move);
  } catch (error) {
    if (error instanceof IllegalOrderError) return null;
    throw error;
  }
}

/** The move the order plans with this end facing (move-order.ts, plan), or null if refused. */
function plannedMove(
  state: BattleState,
  f: BattleFigure,
  move: PlannedOrder,
  facing: Direction | undefined,
): PlannedMove | null {
  try {
    const planned = move.destination
      ? planToDestination(state, f, move.option, move.destination, facing)
      : planPath(state, f, move.option, move.path ?? [], facing);
    // AM §6 TRAMPLING: a charge to trample stands over a foe lying there, as applyMoveOrder plans.
    return move.attack === "trample" ? standingOver(planned) : planned;
  } catch (error) {
    if (error instanceof IllegalOrderError) return null;
    throw error;
  }
}

/**
 * The facings the planned move may end with (MELEE VI: a figure "may always change its facing at
 * the end of its movement turn", within its option's rules), each checked as applyOrder plans it.
 */
export function legalFacings(
  state: BattleState,
  figureId: string,
  move: PlannedOrder,
): Direction[] {
  const f = figureById(state, figureId);
  return FACINGS.filter((facing) => plannedMove(state, f, move, facing) !== null);
}

/**
 * The chance that the planned move's attack hits `targetId`, from where the move ends and as it
 * faces then (its `facing`, or the way of its last step), as applyOrder would roll it: the
 * attacker's adjusted DX against that target, on four dice when the target has chosen to dodge or
 * defend this turn; for a pin (AM §5), the chance of the pin roll. Null when the order would not be
 * accepted with that target, or its attack rolls no dice to hit (AM §6: a blunderbuss's wedge).
 */
export function plannedHitChance(
  state: BattleState,
  figureId: string,
  move: PlannedOrder,
  targetId: string,
): HitChance | null {
  const f = figureById(state, figureId);
  const attack = plannedAttack(state, f, move);
  if (attack === null || !legalAttackTargets(state, figureId, attack, move).includes(targetId))
    return null;
  // AM §5: a pin is no blow; its roll is the pinner's own (pinning.ts).
  if (attack === "pin") return pinChance(f, figureById(state, targetId));
  if (attack === "missile" && f.readyWeapon && weaponOf(f.readyWeapon).gunpowder?.wedge)
    return null;
  // AM §6: the stomp is 3 dice against the trampler's DX, unmodified (trample-attack.ts).
  if (attack === "trample") return trampleChance(tramplerAttributes(f).dx);
  // AM §9: a pull is 6 dice against the puller's ST + DX (pulling-down.ts).
  if (attack === "pull-down") return pullChance(f.st, f.dx);
  const moving = flying(state, f, move.option, move.flight);
  const planned = moving && plannedMove(moving.state, moving.f, move, move.facing);
  if (!moving || !planned) return null;
  const kind: AttackKind = planned.hthTarget ? "hth" : attack;
  // A flier shoots or drops from the height its move ends at (AM §5 FLYING TARGETS, §10).
  const order: MoveOrder = { type: "move", figure: figureId, target: targetId, ...move };
  const there = substitute(moving.state, moving.f, {
    position: lastOf(planned.path) ?? f.position,
    facing: planned.facing,
    ...heightAtEnd(state, moving.f, order, move.flight === "take-off"),
  });
  const target = figureById(there.state, targetId);
  return chanceThere(there.state, there.f, target, {
    kind,
    withRange: true,
    poleAgainstCharge: false,
    aim: move.aim,
    stars: move.stars,
  });
}

/** The odds of a roll to hit `target` in `state`, as rollAttack makes it. */
function chanceThere(
  state: BattleState,
  attacker: BattleFigure,
  target: BattleFigure,
  situation: AttackSituation,
): HitChance {
  const adjDx = attackDxValue(state, attacker, target, situation);
  const evasive = isEvasiveIn(state, target, situation.kind);
  return hitChance(adjDx, evasive ? 4 : 3, rulesOf(state).readFourDice);
}

/**
 * The chance that a rider's mount, attacking beside him (AM §9 ATTACKS, mount-attack.ts), hits
 * `targetId` from where the planned move ends; null unless the move names that attack and would
 * be accepted with that target.
 */
export function plannedMountHitChance(
  state: BattleState,
  figureId: string,
  move: PlannedOrder,
  targetId: string,
): HitChance | null {
  const f = figureById(state, figureId);
  const mount = f.mount;
  if (!mount || plannedAttack(state, f, move) !== "mount-attack") return null;
  const planned = plannedMove(state, f, move, move.facing);
  if (!planned || plannedHitChance(state, figureId, move, targetId) === null) return null;
  const there = substitute(state, f, {
    position: lastOf(planned.path) ?? f.position,
    facing: planned.facing,
  });
  const target = figureById(there.state, targetId);
  return chanceThere(there.state, mountAsAttacker(there.f, mount), target, {
    kind: "mount-attack",
    withRange: true,
    poleAgainstCharge: false,
    byMount: mount,
  });
}

/**
 * The body parts the planned move's attack on `targetId` may be aimed at (AM §6 AIMED SHOTS, an
 * optional rule): none when the battle does not play it, the attack is no blow (a pin, a
 * shield-rush) or the order would not be accepted with that target; a wing only on a winged foe.
 */
export function legalAims(
  state: BattleState,
  figureId: string,
  move: PlannedOrder,
  targetId: string,
): AimedPart[] {
  const f = figureById(state, figureId);
  const attack = plannedAttack(state, f, move);
  if (plannedHitChance(state, figureId, move, targetId) === null) return [];
  const target = figureById(state, targetId);
  return AIMED_PARTS.filter(
    (part) => aimProblem(state, f, attack, part, target, move.stars) === null,
  );
}

/** Whether the planned move's attack on `targetId` may strike at its mount instead (AM §9). */
export function mayStrikeMount(
  state: BattleState,
  figureId: string,
  move: PlannedOrder,
  targetId: string,
): boolean {
  const attack = plannedAttack(state, figureById(state, figureId), move);
  return (
    atMountProblem(state, attack, targetId) === null &&
    plannedHitChance(state, figureId, move, targetId) !== null
  );
}

export function legalRetreatHexes(state: BattleState, right: RetreatRight): Hex[] {
  return retreatHexes(state, right);
}
