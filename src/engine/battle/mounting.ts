/**
 * ADVANCED MELEE §9 OPTIONS FOR RIDERS AND MOUNTS in battle: mounting a riding animal that stands
 * on the field as a figure of its own, dismounting, and jumping off a moving one. While ridden the
 * animal is no figure of its own: the rider's figure is the unit (mounted/unit.ts) and the
 * animal's figure comes back, with the hits it took, when its rider gets off.
 */
import type { TalentId } from "../figure/talents.ts";
import { formatHex, type Hex, hexDistance, neighbors, sameHex } from "../hex/coordinates.ts";
import { RIDER_LOAD_KG, RIDING_BEASTS, type RidingBeastId } from "../mounted/beasts.ts";
import { type Horsemanship, ladenMa } from "../mounted/riding.ts";
import { jumpOff } from "../mounted/rolls.ts";
import { ladenFlight, mountRider } from "../mounted/unit.ts";
import { crash, isAloft } from "./aerial-falls.ts";
import { chosenOption, setChosenOption } from "./chosen.ts";
import { type Ctx, cloneState, emit } from "./context.ts";
import { baseAdjDxValue } from "./dx.ts";
import { refuse } from "./errors.ts";
import { findFigure, isOut } from "./figures.ts";
import { getOffInTheAirProblem, keepBeastAloft } from "./flying-mounts.ts";
import { fallDown, groundAt, rollAgainst } from "./footing.ts";
import { covers, distanceTo, footprint } from "./footprint.ts";
import { reactToInjury, takeUnstoppedDie } from "./injury.ts";
import type { OptionCode, Situation } from "./options.ts";
import type { MoveOrder } from "./orders.ts";
import { rulesOf } from "./ruleset-rules.ts";
import { monsterFigure } from "./setup.ts";
import type { BattleFigure, BattleState, Traits } from "./types.ts";

export const RIDING_OPTIONS: ReadonlySet<OptionCode> = new Set(["mount", "dismount", "jump-off"]);

export function isRidingOption(code: OptionCode): boolean {
  return RIDING_OPTIONS.has(code);
}

/** How well a figure rides, by its talents (AM §9: the Horseman and Expert Horseman). */
export function horsemanshipOf(talents: readonly TalentId[] | undefined): Horsemanship {
  if (talents?.includes("expert-horseman")) return "expert";
  return talents?.includes("horseman") ? "horseman" : "none";
}

/** A riding animal on the field with no rider: its kind is a riding beast's. */
export function isRidingBeast(f: BattleFigure): boolean {
  return f.traits.kind in RIDING_BEASTS && !f.mount;
}

/**
 * Why `beast` cannot be mounted by `rider` this turn, or null. "The animal must be standing still"
 * (AM §9 OPTIONS, a): one of the rider's side that has not taken an option this turn, standing.
 */
export function mountableProblem(
  state: BattleState,
  rider: BattleFigure,
  beast: BattleFigure,
): string | null {
  if (!isRidingBeast(beast)) return `${beast.name} is not a riding animal.`;
  if (beast.side !== rider.side) return `${beast.name} is not of ${rider.name}'s side.`;
  if (isOut(beast) || beast.posture !== "standing" || beast.flying)
    return `${beast.name} is not standing on its feet.`;
  if (chosenOption(state, beast.id))
    return `${beast.name} has taken an option this turn: it must stand still to be mounted.`;
  return null;
}

/** The riding animals `rider` could reach and mount this turn (two hexes, then beside it). */
export function mountableBeasts(state: BattleState, rider: BattleFigure): BattleFigure[] {
  return state.figures.filter(
    (b) => mountableProblem(state, rider, b) === null && distanceTo(b, rider.position) <= 3,
  );
}

/** Why `f` may not take a riding option now, or null (AM §9 OPTIONS FOR RIDERS AND MOUNTS). */
export function ridingOptionProblem(
  state: BattleState,
  f: BattleFigure,
  code: OptionCode,
  situation: Situation,
): string | null {
  if (!rulesOf(state).ridersAllowed) return "Riding is ADVANCED MELEE's (§9).";
  if (f.posture !== "standing") return `${f.name} is ${f.posture} and must stand up first.`;
  if (code === "mount") {
    if (f.mount) return `${f.name} is riding already.`;
    if (!f.traits.usesWeapons || f.traits.hexes !== 1) return `${f.name} cannot ride.`;
    return mountableBeasts(state, f).length > 0
      ? null
      : `No riding animal of ${f.name}'s side stands still within reach.`;
  }
  if (!f.mount) return `${f.name} is not riding.`;
  if (situation === "hth") return `${f.name} is in hand-to-hand combat.`;
  return getOffInTheAirProblem(f);
}

/**
 * The animal's figure as its rider leaves it, in the unit's hexes with the hits it took: the
 * figure it was, or (ridden in from the set-up) a new one named for the rider.
 */
function beastLeft(state: BattleState, rider: BattleFigure): BattleFigure {
  const mount = rider.mount as NonNullable<BattleFigure["mount"]>;
  const beast = monsterFigure(
    {
      kind: "monster",
      id: mount.figure ?? `${rider.id}-mount`,
      side: rider.side,
      position: rider.position,
      facing: rider.facing,
      monster: mount.beast,
      name: mount.name,
      st: mount.st,
      dx: mount.dx,
    },
    state.ruleset,
  );
  beast.hits = mount.hits;
  return beast;
}

/** The animal, left by its rider, stands with this turn's option taken: it moved with the unit. */
function standAlone(state: BattleState, beast: BattleFigure, moved: number, from: Hex): void {
  state.figures.push(beast);
  setChosenOption(state.turnState, {
    figure: beast.id,
    option: "pass",
    situation: "disengaged",
    moved,
    startedAt: from,
    target: null,
    secondTarget: null,
    destination: null,
    stepFacing: null,
    attack: null,
    enteredFrom: null,
    engagedAtPreviousOption: false,
  });
}

/** The rider on foot again: one hex, his own MA, no mount, and no wings of his own. */
function onFoot(f: BattleFigure): void {
  const mount = f.mount as NonNullable<BattleFigure["mount"]>;
  const traits: Traits = { ...f.traits, hexes: 1 };
  if (mount.flyingMa !== undefined) {
    (traits as { flyingMa: number | null }).flyingMa = null;
    delete (traits as { hoversToStrike?: true }).hoversToStrike;
  }
  (f as { traits: Traits }).traits = traits;
  f.ma = mount.riderMa ?? f.ma;
  delete f.mount;
}

/** The rider gets off where he sits and the animal, standing still, takes the unit's hexes. */
function getOff(state: BattleState, f: BattleFigure): BattleFigure {
  const beast = beastLeft(state, f);
  onFoot(f);
  standAlone(state, beast, 0, beast.position);
  return beast;
}

/**
 * The mount fell under its rider, brought to ST 1 or less: the animal lies dead or unconscious in
 * its hexes and the rider falls in the saddle hex (docs/rulings.md, "Mounted combat").
 */
export function riderThrown(ctx: Ctx, f: BattleFigure): void {
  const beast = beastLeft(ctx.state, f);
  keepBeastAloft(f, beast);
  onFoot(f);
  ctx.state.figures.push(beast);
  emit(ctx, { type: "dismounted", figure: f.id, beast: beast.id, jumped: false, thrown: true });
  // In the air the beast falls as it goes out (aerial-falls.ts), and its rider with it.
  reactToInjury(ctx, beast);
  fallFromTheSaddle(ctx, f);
  if (f.posture !== "fallen") fallDown(ctx, f, `${beast.name} fell under him`);
}

/** A rider come off a flying mount in the air falls from its height (flying-mounts.ts). */
function fallFromTheSaddle(ctx: Ctx, f: BattleFigure): void {
  if (isAloft(ctx, f)) crash(ctx, f);
}

/**
 * AM §9 OPTIONS, dismount: before the rider moves, he gets off where he sits and the animal stands
 * in its hexes; he then moves up to two hexes like any figure (move-order.ts).
 */
export function dismountFirst(ctx: Ctx, f: BattleFigure): BattleFigure {
  const beast = getOff(ctx.state, f);
  emit(ctx, { type: "dismounted", figure: f.id, beast: beast.id, jumped: false });
  return beast;
}

/** A copy of the battle with `f` got off its mount: where may he go from there (decisions.ts). */
export function dismountedView(
  state: BattleState,
  f: BattleFigure,
): { readonly state: BattleState; readonly f: BattleFigure; readonly beast: BattleFigure } {
  const copy = cloneState(state);
  const rider = copy.figures.find((o) => o.id === f.id) as BattleFigure;
  return { state: copy, f: rider, beast: getOff(copy, rider) };
}

/** AM §9: the dismounted rider ends "standing, kneeling, or prone, as you prefer". */
export function endDismount(ctx: Ctx, f: BattleFigure, posture: MoveOrder["posture"]): void {
  if (posture === undefined) return;
  f.posture = posture;
  emit(ctx, { type: "posture", figure: f.id, posture, reason: "got off" });
}

/** The dismounting rider must end his move off the animal. */
export function checkDismountEnd(f: BattleFigure, beast: BattleFigure, end: Hex): void {
  if (covers(beast, end))
    refuse(`${f.name} must get off ${beast.name}: name a hex off it, within two hexes.`);
}

/** The beast `order.target` names, checked for mounting from `end`, where the move ends. */
export function beastToMount(
  state: BattleState,
  f: BattleFigure,
  order: Pick<MoveOrder, "target">,
  end: Hex,
): BattleFigure {
  if (!order.target) return refuse(`Name the riding animal ${f.name} mounts (target).`);
  const beast = findFigure(state, order.target);
  if (!beast) return refuse(`There is no figure "${order.target}" in this battle.`);
  const problem = mountableProblem(state, f, beast);
  if (problem) refuse(problem);
  if (distanceTo(beast, end) !== 1)
    refuse(`${f.name} must end the move beside ${beast.name} to mount it.`);
  return beast;
}

/**
 * AM §9 OPTIONS, mount: a Horseman gets on; anyone else rolls 3 dice against adjDX or falls to the
 * ground beside the animal, unhurt. Mounted, the rider's figure takes the animal's place.
 */
export function mountBeast(ctx: Ctx, f: BattleFigure, beast: BattleFigure): void {
  const horsemanship = horsemanshipOf(f.talents);
  if (
    horsemanship === "none" &&
    !rollAgainst(ctx, f, `mount ${beast.name}`, 3, baseAdjDxValue(f))
  ) {
    fallDown(ctx, f, `failed to mount ${beast.name}`);
    return;
  }
  const { state } = ctx;
  state.figures.splice(state.figures.indexOf(beast), 1);
  const kind = beast.traits.kind as RidingBeastId;
  const unit = mountRider(f, {
    beast: kind,
    name: beast.name,
    st: beast.st,
    dx: beast.dx,
    ma: ladenMa(beast.ma, RIDER_LOAD_KG, beast.st) ?? 0,
    hits: beast.hits,
    horsemanship,
    figure: beast.id,
    ...ladenFlight(kind, RIDER_LOAD_KG, beast.st),
  });
  (f as { traits: Traits }).traits = unit.traits;
  f.ma = unit.ma;
  f.mount = unit.mount as NonNullable<BattleFigure["mount"]>;
  f.position = beast.position;
  f.facing = beast.facing;
  emit(ctx, { type: "mounted", figure: f.id, beast: beast.id, at: beast.position });
}

/** Whether `h` is empty ground off the body of rider `f`'s unit with its saddle in `end`. */
export function isEmptyBesideSaddle(
  state: BattleState,
  f: BattleFigure,
  end: Hex,
  h: Hex,
): boolean {
  const body = footprint({ ...f, position: end });
  return (
    !body.some((b) => sameHex(b, h)) &&
    groundAt(state, { ...f, traits: { ...f.traits, hexes: 1 } }, h) === "empty"
  );
}

/**
 * AM §9 PULLING A RIDER FROM HIS MOUNT: the rider falls off into `landing`, and the animal stands
 * in its hexes as a figure of its own, its option for the turn taken (it moved with the unit).
 */
export function unseat(ctx: Ctx, f: BattleFigure, landing: Hex, reason: string): void {
  const beast = beastLeft(ctx.state, f);
  keepBeastAloft(f, beast);
  onFoot(f);
  standAlone(ctx.state, beast, 0, beast.position);
  f.position = landing;
  emit(ctx, { type: "dismounted", figure: f.id, beast: beast.id, jumped: false, unseated: true });
  fallFromTheSaddle(ctx, f);
  fallDown(ctx, f, reason);
}

/**
 * Where a rider jumping off lands: the hex the order names, or the first empty one beside the
 * saddle (the unit's front hex), which must be off the animal and empty.
 */
export function jumpLanding(state: BattleState, f: BattleFigure, end: Hex, named?: Hex): Hex {
  const free = (h: Hex) => isEmptyBesideSaddle(state, f, end, h);
  if (named) {
    if (hexDistance(named, end) !== 1 || !free(named))
      refuse(`${formatHex(named)} is not an empty hex beside ${f.name}'s saddle to jump into.`);
    return named;
  }
  return (
    neighbors(end).find(free) ?? refuse(`There is no empty hex beside ${f.name} to jump into.`)
  );
}

/**
 * AM §9 OPTIONS, jump off: after the unit's move the rider jumps, rolling 2, 3 or 5 dice against
 * adjDX by how well he rides; a miss costs 1 die of damage, and he ends the turn prone either way.
 */
export function jumpOffBeast(
  ctx: Ctx,
  f: BattleFigure,
  landing: Hex,
  moved: number,
  from: Hex,
): void {
  const mount = f.mount as NonNullable<BattleFigure["mount"]>;
  const beast = beastLeft(ctx.state, f);
  onFoot(f);
  standAlone(ctx.state, beast, moved, from);
  f.position = landing;
  emit(ctx, { type: "dismounted", figure: f.id, beast: beast.id, jumped: true });
  const { roll, damage } = jumpOff(ctx.dice, baseAdjDxValue(f), mount.horsemanship);
  emit(ctx, {
    type: "saving-roll",
    figure: f.id,
    purpose: `jump off ${beast.name}`,
    faces: roll.faces,
    target: roll.target,
    success: roll.success,
  });
  if (!roll.success) takeUnstoppedDie(ctx, f, damage);
  if (f.condition === "ok" && f.posture !== "prone") {
    f.posture = "prone";
    emit(ctx, { type: "posture", figure: f.id, posture: "prone", reason: "jumped off" });
  }
}
