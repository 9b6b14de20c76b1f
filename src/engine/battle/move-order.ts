/**
 * Applying a figure's option and movement during its player's movement phase.
 */
import { formatHex, type Hex, hexDistance, isDirection, sameHex } from "../hex/coordinates.ts";
import { lastOf } from "../lists.ts";
import { checkStepFacing, stepFoe } from "./actions.ts";
import { landsToCharge } from "./aerial-reach.ts";
import { type AimedPart, aimProblem } from "./aimed-shots.ts";
import { checkHeight, settleHeight } from "./altitude.ts";
import { targetKindOf } from "./attack-kinds.ts";
import { optionProblemNow } from "./availability.ts";
import { setChosenOption } from "./chosen.ts";
import { type Ctx, emit } from "./context.ts";
import { situationOf } from "./engagement.ts";
import { refuse } from "./errors.ts";
import type { BattleEvent } from "./events.ts";
import {
  areEnemies,
  blocksMovement,
  figureById,
  figuresWith,
  findFigure,
  isDown,
  isInHth,
  isOut,
} from "./figures.ts";
import { burnOnTheWay } from "./fire.ts";
import { markFled } from "./fleeing.ts";
import { fallDown, groundAt, keepFooting, stepInto } from "./footing.ts";
import { sharesHex } from "./footprint.ts";
import { attemptHth } from "./hth.ts";
import { checkGrappleNamed, grappleInMovement } from "./hth-in-movement.ts";
import { dropItem } from "./items.ts";
import { rollJumps } from "./jumping.ts";
import { slipLasso } from "./lasso.ts";
import { seatRider } from "./leaning.ts";
import { MOUNT_ATTACK } from "./mount-attack.ts";
import { atMountProblem } from "./mount-struck.ts";
import {
  beastToMount,
  checkDismountEnd,
  dismountFirst,
  endDismount,
  jumpLanding,
  jumpOffBeast,
  mountBeast,
} from "./mounting.ts";
import { type PlannedMove, planPath, planToDestination } from "./movement.ts";
import { struggleFromNet } from "./nets.ts";
import { type OptionCode, optionRule } from "./options.ts";
import type { MoveOrder } from "./orders.ts";
import { groundPike, pikesMeetMove } from "./pikes.ts";
import { pinProblem } from "./pinning.ts";
import { pushBack } from "./push-back.ts";
import { changeWeapons, pickUpWeapon, readyNewWeapon } from "./readying.ts";
import { checkMountAttackMove } from "./riding-options.ts";
import { rollRunning } from "./running-falls.ts";
import { scoopHex, scoopUp } from "./scooping.ts";
import { starsOrderProblem } from "./sha-ken.ts";
import { STRIKE_CHOICE_PROBLEMS } from "./strike-choices.ts";
import { hthAttemptProblem, targetProblem } from "./targets.ts";
import { addTimingMarks, checkTiming } from "./timing.ts";
import { standingOver } from "./trample-attack.ts";
import { twoDaggersProblem } from "./two-daggers.ts";
import {
  type AttackKind,
  type BattleFigure,
  type BattleState,
  type ChosenOption,
  isNamedAttack,
} from "./types.ts";
import { hasMeleeStriker, hasReadyMissile, hasReadyThrowable } from "./weapons-in-use.ts";

type OptionChosen = Extract<BattleEvent, { type: "option-chosen" }>;

/** Only an attack takes a target, and only a bow's (f) a second one (for its second arrow). */
export function checkNamedTargets(
  order: Pick<MoveOrder, "option" | "target" | "secondTarget">,
  attack: AttackKind | null,
): void {
  if (!attack && order.target) refuse(`Option (${order.option}) makes no attack: name no target.`);
  if (order.secondTarget && order.option !== "f")
    refuse("Only a missile attack (f) names a second target, for a second arrow.");
}

/** Why `target` cannot be attacked so from where `f` stands and faces now, or null. */
export function attackTargetProblem(
  state: BattleState,
  f: BattleFigure,
  option: OptionCode,
  attack: AttackKind,
  target: string,
): string | null {
  if (option === "m") return hthAttemptProblem(state, f, target);
  const problem = targetProblem(state, f, target, targetKindOf(attack));
  if (problem || attack !== "pin") return problem;
  return pinProblem(state, f, figureById(state, target));
}

/** Refuses an aimed shot the battle's rules or the attack do not allow (AM §6 AIMED SHOTS). */
export function checkAim(
  state: BattleState,
  f: BattleFigure,
  attack: AttackKind | null,
  aim: AimedPart,
  target: string | null,
  stars?: number,
): void {
  const t = target ? findFigure(state, target) : undefined;
  const problem = aimProblem(state, f, attack, aim, t, stars);
  if (problem) refuse(problem);
}

/** Refuses an attack at a mount (AM §9) that is no blow or shot at a rider, or is aimed too. */
export function checkAtMount(
  state: BattleState,
  attack: AttackKind | null,
  aim: AimedPart | undefined,
  target: string | null,
): void {
  const problem = atMountProblem(state, attack, target);
  if (problem) refuse(problem);
  if (aim !== undefined) refuse("An attack at a mount is not aimed at a part of its rider.");
}

/** Refuses a count of sha-ken (AM §5) that the attack or the figure's stock cannot throw. */
export function checkStars(f: BattleFigure, attack: AttackKind | null, stars: number): void {
  const problem = starsOrderProblem(f, attack, stars);
  if (problem) refuse(problem);
}

/** A blow in reach needs a hand weapon; going hand-to-hand (`hthTarget`) needs none. */
export function strikesEmptyHanded(
  f: BattleFigure,
  attack: AttackKind | null,
  hthTarget: BattleFigure | null,
): boolean {
  return !hthTarget && (attack === "weapon" || attack === "two-weapons") && !hasMeleeStriker(f);
}

/**
 * What (p) strikes with in HTH: by default its dagger or hands; AM §5 PINNING A FOE's pin, whether
 * it may is pinProblem's to say; AM §5 LEFT-HAND WEAPONS' two daggers, when both are in hand.
 */
function hthAttackFor(
  state: BattleState,
  f: BattleFigure,
  attack: AttackKind | undefined,
): AttackKind {
  if (attack === "pin") return attack;
  if (attack !== "two-daggers") return "hth";
  const problem = twoDaggersProblem(state, f);
  return problem ? refuse(problem) : attack;
}

/** What a striking option does when the order does not say: the ready weapon, else the shield. */
function defaultAttack(f: BattleFigure): AttackKind {
  if (f.readyWeapon === "lasso") return "lasso";
  if (hasMeleeStriker(f)) return "weapon";
  if (hasReadyThrowable(f)) return "thrown";
  if (f.shield && f.shieldReady) return "shield-rush";
  // AM §9 ATTACKS: a rider with nothing to strike with leaves the attack to his mount.
  return f.mount ? MOUNT_ATTACK : "weapon";
}

/** The attack an option implies, checked against what the figure holds. */
export function attackFor(
  state: BattleState,
  f: BattleFigure,
  order: Pick<MoveOrder, "option" | "attack" | "flight" | "airDrop">,
): AttackKind | null {
  const rule = optionRule(order.option);
  if (!rule.attacks) {
    if (order.attack) refuse(`Option (${order.option}) is not an attack.`);
    return null;
  }
  if (order.option === "f" || order.option === "j") return "missile";
  if (order.option === "m") return "hth";
  if (order.option === "p") return hthAttackFor(state, f, order.attack);
  const kind = order.attack ?? defaultAttack(f);
  const problemOf = STRIKE_CHOICE_PROBLEMS[kind];
  if (problemOf === null) return refuse(`Option (${order.option}) cannot make a ${kind} attack.`);
  const problem = problemOf(state, f, order);
  return problem ? refuse(problem) : kind;
}

function plan(ctx: Ctx, f: BattleFigure, order: MoveOrder): PlannedMove {
  if (order.path && order.destination) refuse("Give either a path or a destination, not both.");
  if (order.path) return planPath(ctx.state, f, order.option, order.path, order.facing);
  if (order.destination)
    return planToDestination(ctx.state, f, order.option, order.destination, order.facing);
  return planPath(ctx.state, f, order.option, [], order.facing);
}

/**
 * Options (g) and (n). Two figures never stand in one hex: one left on the ground beside a standing
 * friend (a brawl that ended) rises into an empty adjacent hex, as a figure leaving HTH does.
 */
function standUp(ctx: Ctx, f: BattleFigure, stepTo: Hex | undefined): void {
  // AM §5 PECULIAR WEAPONS: a figure in a net stands only if it struggles free.
  if (!struggleFromNet(ctx, f)) return;
  const standing = figuresWith(ctx.state, f).find((o) => o !== f && blocksMovement(o));
  if (standing) {
    if (!stepTo) {
      refuse(
        `${standing.name} already stands in ${formatHex(f.position)}: say which empty adjacent hex ${f.name} rises into (stepTo).`,
      );
    }
    if (hexDistance(f.position, stepTo) !== 1 || groundAt(ctx.state, f, stepTo) !== "empty") {
      refuse(`${formatHex(stepTo)} is not an empty hex next to ${f.name}.`);
    }
  }
  f.posture = "standing";
  emit(ctx, { type: "posture", figure: f.id, posture: "standing", reason: "stood up" });
  if (standing && stepTo) stepInto(ctx, f, stepTo, "stood up out of a crowded hex");
}

/**
 * The foe a charge onto a hex strikes: the one it was aimed at, or, joining a brawl, the enemy it
 * names there (MELEE: MULTIPLE HTH COMBAT — "he must pick one or the other").
 */
export function brawlTarget(
  state: BattleState,
  entered: BattleFigure,
  named: string | null,
): string {
  if (named === null || named === entered.id || !isInHth(state, entered)) return entered.id;
  // The one named must be on the side of the foe entered (so the charger's enemy), in its pile.
  const foe = findFigure(state, named);
  const inThePile = foe !== undefined && !areEnemies(foe, entered) && sharesHex(foe, entered);
  return inThePile && !isOut(foe) ? foe.id : entered.id;
}

/** Arena combat: the move must end on one of the side's own entrance hexes to leave by it. */
function checkDoor(ctx: Ctx, f: BattleFigure, end: Hex): void {
  if (ctx.state.combatType !== "arena")
    refuse("Only in arena combat may a figure leave through its door.");
  const side = ctx.state.sides.find((s) => s.id === f.side);
  const door = side ? (ctx.state.arena.entrances[side.entrance] ?? []) : [];
  if (!door.some((h) => sameHex(h, end))) {
    refuse(
      `${f.name} must end its move on its own entrance hex (${door.map(formatHex).join(", ")}) to leave.`,
    );
  }
}

export function applyMoveOrder(ctx: Ctx, order: MoveOrder): void {
  const { state } = ctx;
  const phase = state.phase;
  const f = figureById(state, order.figure);
  // AM §3: a figure that fled last turn flees on before anyone moves (fleeing.ts).
  if (phase.kind === "movement") {
    if (f.side !== phase.order[phase.index]) refuse(`It is not ${f.name}'s side's turn to move.`);
  } else if (phase.kind !== "initiative") {
    refuse("It is not the movement phase.");
  } else if (order.option !== "flee") {
    refuse(
      "The turn's initiative is being chosen: only a figure that fled last turn may move now, to keep fleeing (AM §3).",
    );
  }
  const situation = situationOf(state, f);
  const problem = optionProblemNow(state, f, order.option, situation);
  if (problem) refuse(problem);
  if (order.option === "flee") markFled(state, f);
  const engagedAtPreviousOption = f.engagedAtLastOption;
  f.engagedAtLastOption = situation !== "disengaged";
  const takingOff = takeOff(ctx, f, order);
  checkHeight(state, f, order, takingOff);
  if (order.facing !== undefined && !isDirection(order.facing)) {
    refuse("Facing must be one of N, NE, SE, S, SW, NW.");
  }
  checkStepFacing(order.option, order.stepFacing);
  checkTiming(state, f, order);
  const attack = attackFor(state, f, order);
  const leftBeast = order.option === "dismount" ? dismountFirst(ctx, f) : null;
  let move = plan(ctx, f, order);
  if (attack === "trample") move = standingOver(move);
  checkMountAttackMove(f, attack, move.cost);
  const ride = ridingPlan(ctx.state, f, order, leftBeast, lastOf(move.path) ?? f.position);
  seatRider(f, order.lean, lastOf(move.path) ?? f.position, move.facing);
  // MELEE: option (b) — a charge attack may use any weapon except a missile weapon; (h) alike.
  if (strikesEmptyHanded(f, attack, move.hthTarget)) {
    refuse(
      order.option === "b"
        ? `${f.name} has no hand weapon ready to charge with (a charge may use any weapon but a missile weapon).`
        : `${f.name} has no hand weapon ready to strike with.`,
    );
  }

  // A mount names the animal it mounts as its target; it is no foe to attack.
  if (!ride.beast) checkNamedTargets(order, attack);
  let target = ride.beast ? null : (order.target ?? null);
  if (move.hthTarget) target = brawlTarget(state, move.hthTarget, target);
  checkGrappleNamed(state, f, order.option, target);
  if (target && attack && !move.hthTarget) {
    // The target is checked from where the figure will stand; it may still change before acting.
    const startedAt = f.position;
    const startFacing = f.facing;
    f.position = lastOf(move.path) ?? f.position;
    f.facing = move.facing;
    const reason =
      attackTargetProblem(state, f, order.option, attack, target) ??
      (order.secondTarget
        ? attackTargetProblem(state, f, order.option, attack, order.secondTarget)
        : null);
    f.position = startedAt;
    f.facing = startFacing;
    if (reason) refuse(reason);
  }

  if (order.atMount) checkAtMount(state, attack, order.aim, target);
  if (order.aim !== undefined) checkAim(state, f, attack, order.aim, target, order.stars);
  if (order.stars !== undefined) checkStars(f, attack, order.stars);
  if (order.leave) checkDoor(ctx, f, lastOf(move.path) ?? f.position);
  const scoopAt = scoopHex(state, f, order, move);
  groundPike(state, f, order.holdPike);
  // AM §3: each jump on the way is rolled for; a miss ends the move in a fall (jumping.ts).
  const jumps = rollJumps(ctx, f, move);
  // AM §6: a run over bad footing or in the dark is rolled for; a miss falls along the path.
  const run = jumps.fell ? null : rollRunning(ctx, f, jumps.move);
  move = run?.move ?? jumps.move;
  const fall = jumps.fell ? "missed a jump" : (run?.fall ?? null);
  // AM §9 THE PIKE: grounded pikes strike the mover as it comes into reach (pikes.ts).
  const piked = fall ? null : pikesMeetMove(ctx, f, order.option, move);
  if (piked) move = piked.move;
  const halted = fall !== null || piked?.stopped === true;

  const startedAt = f.position;
  const last = lastOf(move.path);
  const before = move.path.length >= 2 ? (move.path[move.path.length - 2] as Hex) : startedAt;
  if (move.hthTarget) {
    const stopBefore = move.path.slice(0, -1);
    const landing = lastOf(stopBefore) ?? startedAt;
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

  // AM §6 FIRE AS A WEAPON: the flames it crossed (fire.ts).
  burnOnTheWay(ctx, f, move.hthTarget ? move.path.slice(0, -1) : move.path);
  // Everything that can refuse the order is settled before any die is rolled for it: no option
  // whose effect may refuse moves far enough to jump.
  dropSpentMissile(ctx, f);
  // A fall ends the option, as a pike's thrust that fells the mover does: the figure neither
  // drops, readies nor rises where it lies.
  if (fall) fallDown(ctx, f, fall);
  else if (halted) {
    // The pike's hits laid it down already (injury.ts).
  } else if (ride.beast) mountBeast(ctx, f, ride.beast);
  else if (ride.landing) jumpOffBeast(ctx, f, ride.landing, move.cost, startedAt);
  else if (leftBeast) endDismount(ctx, f, order.posture);
  else applyOptionEffect(ctx, f, order);
  // A fall on the way ends the move before the scoop, as it ends the option.
  if (order.scoop && scoopAt && !fall) scoopUp(ctx, f, order.scoop, scoopAt);
  // AM §3: a multi-hex figure ending on one-hex figures pushes them back (push-back.ts).
  if (move.pushes && !halted) pushBack(ctx, f, move.pushes);
  let chosenAttack = attack;
  const grapple = halted ? null : grappleInMovement(ctx, f, order.option, target);
  if (grapple && !grapple.grappled) chosenAttack = null;
  if (move.hthTarget) {
    const charging = order.option === "b" && move.cost > 0;
    if (!attemptHth(ctx, f, move.hthTarget, before, last, charging)) chosenAttack = null;
  } else if (move.endsOnBody && !staysAloft(state, f, order)) {
    // A flier staying in the air over a body is not in its hex.
    keepFooting(ctx, f);
  }

  const chosen: { -readonly [K in keyof ChosenOption]: ChosenOption[K] } = {
    figure: f.id,
    option: order.option,
    situation,
    moved: move.cost,
    startedAt,
    // A charge thrown back from HTH keeps its foe: it still charged him (MELEE: POLE WEAPONS).
    target: target ?? stepFoe(state, f, order.option, order.stepTo),
    secondTarget: order.secondTarget ?? null,
    destination: order.stepTo ?? null,
    stepFacing: order.stepFacing ?? null,
    attack: move.hthTarget ? (chosenAttack ? "hth" : null) : chosenAttack,
    enteredFrom: move.hthTarget ? before : (grapple?.enteredFrom ?? null),
    engagedAtPreviousOption,
  };
  // The optional fields are set, not spread: see addTimingMarks.
  addTimingMarks(chosen, order);
  if (order.aim !== undefined) chosen.aim = order.aim;
  if (order.ready?.exchangeWith !== undefined) chosen.exchangeWith = order.ready.exchangeWith;
  if (order.atMount) chosen.atMount = true;
  if (order.stars !== undefined) chosen.stars = order.stars;
  if (order.airDrop !== undefined) chosen.airDrop = order.airDrop;
  setChosenOption(state.turnState, chosen);
  const chosenEvent: { -readonly [K in keyof OptionChosen]: OptionChosen[K] } = {
    type: "option-chosen",
    figure: f.id,
    option: order.option,
    target: chosen.target,
  };
  addTimingMarks(chosenEvent, order);
  if (chosen.attack !== null && isNamedAttack(chosen.attack)) chosenEvent.attack = chosen.attack;
  if (chosen.airDrop !== undefined) chosenEvent.airDrop = chosen.airDrop;
  emit(ctx, chosenEvent);
  settleHeight(ctx, f, order, takingOff);
  land(ctx, f, order);
  if (order.leave && !halted) {
    f.escaped = true;
    emit(ctx, { type: "escaped", figure: f.id });
  }
}

/**
 * AM §9: what a riding option needs, checked before any die is rolled: the animal a mount gets on
 * (beside the move's end), the hex a rider jumping off lands in, a dismounting rider off his beast.
 */
function ridingPlan(
  state: BattleState,
  f: BattleFigure,
  order: MoveOrder,
  leftBeast: BattleFigure | null,
  end: Hex,
): { readonly beast: BattleFigure | null; readonly landing: Hex | null } {
  if (leftBeast) checkDismountEnd(f, leftBeast, end);
  return {
    beast: order.option === "mount" ? beastToMount(state, f, order, end) : null,
    landing: order.option === "jump-off" ? jumpLanding(state, f, end, order.stepTo) : null,
  };
}

/**
 * A flier leaves the ground at the start of a move (a) or (c) and then moves with its flying MA;
 * whether it did.
 */
function takeOff(ctx: Ctx, f: BattleFigure, order: MoveOrder): boolean {
  if (order.flight !== "take-off") return false;
  if (f.traits.flyingMa === null) refuse(`${f.name} cannot fly.`);
  if (f.flying) refuse(`${f.name} is already flying.`);
  // A figure crawling under AM may take (a), but a flier leaves the ground from its feet.
  if (isDown(f)) refuse(`${f.name} is ${f.posture} and must stand up before it takes off.`);
  if (f.crippled?.includes("wing")) refuse(`${f.name} has lost the use of a wing and cannot fly.`);
  if (order.option !== "a" && order.option !== "c")
    refuse("A flier takes off with option (a) or (c).");
  f.flying = true;
  emit(ctx, { type: "flight", figure: f.id, airborne: true });
  return true;
}

/** A flier keeps to the air after its move unless it lands: when asked, and always to attack (b). */
function staysAloft(state: BattleState, f: BattleFigure, order: MoveOrder): boolean {
  return f.flying && order.flight !== "land" && !landsToCharge(state, order);
}

/** A flier comes down at the end of its move when asked, and to charge a foe on the ground (b). */
function land(ctx: Ctx, f: BattleFigure, order: MoveOrder): void {
  if (order.flight === "land" && !f.flying) refuse(`${f.name} is not flying.`);
  if (!f.flying || staysAloft(ctx.state, f, order)) return;
  f.flying = false;
  emit(ctx, { type: "flight", figure: f.id, airborne: false });
}

/**
 * MELEE: option (j) — the missile weapon that got off a last shot "MUST be dropped next turn": in
 * the hex the figure stands in after moving, before it readies anything (COMBAT EXAMPLE, turn 4:
 * "Wulf shifts again, drops the bow … and readies his two-handed sword").
 */
function dropSpentMissile(ctx: Ctx, f: BattleFigure): void {
  if (!f.mustDropMissile) return;
  f.mustDropMissile = false;
  // Already gone (grappled, say): whatever is in hand now is not the spent weapon.
  if (!f.readyWeapon || !hasReadyMissile(f)) return;
  dropItem(ctx, f, f.readyWeapon, f.position, "must drop the missile weapon after a last shot");
  f.readyWeapon = null;
}

/**
 * What options (d), (e), (g), (k), (n) and (o) do, made as the figure's movement ends, or when it
 * changes to one of them later in the turn.
 */
export function applyOptionEffect(
  ctx: Ctx,
  f: BattleFigure,
  order: Pick<MoveOrder, "option" | "posture" | "ready" | "stepTo">,
): void {
  switch (order.option) {
    case "d": {
      const posture = order.posture ?? "prone";
      if (f.posture === posture) refuse(`${f.name} is already ${posture}.`);
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
      standUp(ctx, f, order.stepTo);
      return;
    default:
      if (order.ready) refuse(`Option (${order.option}) does not ready anything.`);
      // AM §5 PECULIAR WEAPONS: a turn spent doing nothing else is a roped figure's to work loose.
      if (order.option === "pass") slipLasso(ctx, f);
  }
}
