/**
 * Thrown and missile attacks along a line of flight (MELEE: THROWN WEAPONS, MISSILE WEAPONS,
 * HITTING YOUR FRIENDS, MULTIPLE HTH COMBAT).
 */
import { isLitToThrow, type WeaponId, weaponOf } from "../figure/equipment.ts";
import { isInArena } from "../hex/arena.ts";
import { type Hex, hexDistance } from "../hex/coordinates.ts";
import { flightPastTargetInside, flightToTarget } from "../hex/line.ts";
import { lastOf } from "../lists.ts";
import { rollAttack } from "./attack-roll.ts";
import { fireBlunderbuss } from "./blunderbuss.ts";
import { bolaHit } from "./bola.ts";
import { breaksButStrikes, markBroken, unmarkBroken } from "./broken-weapons.ts";
import { type Ctx, emit, rollDie } from "./context.ts";
import { missileAdjDx } from "./dx.ts";
import { areEnemies, figuresAt, isInHth, isOut } from "./figures.ts";
import { aimAt, attackFrom } from "./footprint.ts";
import { litThrowLands } from "./grenade.ts";
import { gunBursts, gunFires } from "./gunpowder.ts";
import { rollAndApplyDamage } from "./injury.ts";
import { dropItem, emptyWeaponHand, fumble } from "./items.ts";
import { standsInTheWay } from "./line-of-fire.ts";
import { isPastEffectiveRange } from "./long-range.ts";
import { throwAtHex } from "./molotail.ts";
import { entangle } from "./nets.ts";
import { rulesOf } from "./ruleset-rules.ts";
import { spendStars, starsThrown } from "./sha-ken.ts";
import { damageMultiplier, isHit } from "./to-hit.ts";
import type { BattleFigure, BattleState } from "./types.ts";
import { cockingTurns } from "./weapon-talents.ts";
import { rangedStriker, type Striker } from "./weapons-in-use.ts";

/** A thrown weapon flies on this far past a missed target. */
const THROWN_FLIGHT_PAST_TARGET = 10;

/**
 * Picks one figure of a HTH pile at random (MELEE: MULTIPLE HTH COMBAT): as many dice as it takes
 * to have a face for everyone (one die for up to six, read as a base-6 number), rolled again
 * when they name no one.
 */
function randomPileMember(ctx: Ctx, pile: BattleFigure[]): BattleFigure {
  if (pile.length === 1) return pile[0] as BattleFigure;
  let outcomes = 6;
  let diceCount = 1;
  while (outcomes < pile.length) {
    outcomes *= 6;
    diceCount++;
  }
  const usable = pile.length * Math.floor(outcomes / pile.length);
  const faces: number[] = [];
  for (;;) {
    let value = 0;
    for (let i = 0; i < diceCount; i++) {
      const face = rollDie(ctx);
      faces.push(face);
      value = value * 6 + (face - 1);
    }
    if (value < usable) {
      const victim = pile[value % pile.length] as BattleFigure;
      emit(ctx, { type: "pile-victim", faces, figure: victim.id });
      return victim;
    }
  }
}

/**
 * MELEE: SHELTERING DIRECTLY BEHIND FALLEN BODIES — a prone or kneeling target whose hex is right
 * behind a body on the line of flight; ADVANCED MELEE §3 CRAWLING, KNEELING AND LYING PRONE — one
 * lying or kneeling in the body's own hex, whichever way the shot comes.
 */
function shelterFor(
  state: BattleState,
  target: BattleFigure,
  aim: Hex,
  before: readonly Hex[],
): { body: BattleFigure; at: Hex } | undefined {
  if (target.posture !== "prone" && target.posture !== "kneeling") return undefined;
  const inBodysHex = rulesOf(state).sheltersInBodysHex;
  const at = inBodysHex ? aim : lastOf(before);
  if (!at || (!inBodysHex && hexDistance(at, aim) !== 1)) return undefined;
  const body = figuresAt(state, at).find(
    (f) => f !== target && (f.condition !== "ok" || (f.posture === "fallen" && !isInHth(state, f))),
  );
  return body ? { body, at } : undefined;
}

/** Whether a missile or thrown attack by `attacker` on `target` would meet it sheltering. */
export function isSheltered(
  state: BattleState,
  attacker: BattleFigure,
  target: BattleFigure,
): boolean {
  const from = attackFrom(attacker, target);
  const aim = aimAt(attacker, target, from);
  return shelterFor(state, target, aim, flightToTarget(from, aim)) !== undefined;
}

/** One shot or throw in flight: what it has rolled for so far and where it came down. */
interface Shot {
  readonly ctx: Ctx;
  readonly attacker: BattleFigure;
  readonly target: BattleFigure;
  readonly kind: "thrown" | "missile";
  readonly striker: Striker;
  readonly weaponId: WeaponId;
  readonly from: Hex;
  readonly aim: Hex;
  /** Arrows fly on until a wall or the arena's edge; thrown weapons a set distance. */
  readonly beyond: number;
  /** The line past the target, traced only when a shot misses it (most do not). */
  pastTarget: Hex[] | undefined;
  landing: Hex | undefined;
  rolls: number;
  /** A giant covering several hexes on the line is rolled for once. */
  readonly rolledFor: BattleFigure[];
  /** A thrown weapon that breaks leaves nothing to land. */
  broken: boolean;
  /** A thrown net that hit stays on the figure it wraps (nets.ts). */
  entangled: boolean;
}

export function rangedAttack(
  ctx: Ctx,
  attacker: BattleFigure,
  target: BattleFigure,
  kind: "thrown" | "missile",
): void {
  const striker = rangedStriker(attacker, rulesOf(ctx.state));
  const weaponId = attacker.readyWeapon;
  if (!striker || !weaponId) return;
  const weapon = weaponOf(weaponId);
  if (weapon.pouch !== undefined) {
    throwStars(ctx, attacker, target, striker, weaponId);
    return;
  }
  // A thrown weapon leaves the hand; so does a rock, though as a missile it flies by megahex range.
  if (kind === "thrown" || weaponId === "rock") emptyWeaponHand(ctx, attacker);
  if (weapon.crossbow) {
    // Unloaded from the moment it shoots, so a 17 drops it unloaded. "every turn if adjDX = 14+":
    // the halfling's +3 and prone +1 count, as for bows' two shots.
    attacker.reloadTurnsLeft = cockingTurns(ctx.state, attacker, missileAdjDx(attacker));
  }

  if (isLitToThrow(weapon)) {
    const landed = throwAtHex(ctx, attacker, target, weaponId, striker.label);
    litThrowLands(ctx, attacker, weaponId, landed);
    return;
  }
  if (weapon.gunpowder) {
    if (!gunFires(ctx, attacker, weaponId, weapon.gunpowder)) return;
    if (weapon.gunpowder.wedge) {
      // A giant fires from, and aims at, one of its three hexes (footprint.ts).
      const from = attackFrom(attacker, target);
      const aim = aimAt(attacker, target, from);
      fireBlunderbuss(ctx, attacker, { from, aim }, striker, weaponId);
      return;
    }
  }
  const { shot, stopped } = fly(ctx, attacker, target, kind, striker, weaponId);
  if (kind === "thrown" && !shot.broken && !shot.entangled) {
    // A weapon that struck nobody lands where its flight ends.
    const end = stopped && shot.landing ? shot.landing : (pastTarget(shot).at(-1) ?? shot.aim);
    const reason = `${striker.label} thrown by ${attacker.name} lands`;
    dropItem(ctx, null, weaponId, end, reason, unmarkBroken(attacker, weaponId));
  }
}

/**
 * AM §5 SHA-KEN: the stars thrown at once, each rolled for on its own along the same line; spent
 * wherever they come down (sha-ken.ts).
 */
function throwStars(
  ctx: Ctx,
  attacker: BattleFigure,
  target: BattleFigure,
  striker: Striker,
  weaponId: WeaponId,
): void {
  const stars = Math.min(starsThrown(ctx.state, attacker), attacker.shaKen ?? 0);
  spendStars(ctx, attacker, target, stars);
  for (let i = 0; i < stars && !isOut(target); i++)
    fly(ctx, attacker, target, "thrown", striker, weaponId);
}

/** One shot or throw from the attacker at the target: who it meets on its line, rolled in order. */
function fly(
  ctx: Ctx,
  attacker: BattleFigure,
  target: BattleFigure,
  kind: "thrown" | "missile",
  striker: Striker,
  weaponId: WeaponId,
): { shot: Shot; stopped: boolean } {
  // A giant throws from, and is aimed at, one of its three hexes (footprint.ts).
  const from = attackFrom(attacker, target);
  const aim = aimAt(attacker, target, from);
  const shot: Shot = {
    ctx,
    attacker,
    target,
    kind,
    striker,
    weaponId,
    from,
    aim,
    // Arrows fly on until a wall or the arena's edge, which is never further than this.
    beyond:
      kind === "thrown"
        ? THROWN_FLIGHT_PAST_TARGET
        : ctx.state.arena.width + ctx.state.arena.height,
    pastTarget: undefined,
    landing: undefined,
    rolls: 0,
    rolledFor: [],
    broken: false,
    entangled: false,
  };
  const before = flightToTarget(from, aim);
  const shelter = shelterFor(ctx.state, target, aim, before);
  // Figures in the way first, then the target, then whoever stands where a miss flies on.
  const stopped =
    anyInTheWay(shot, before, rulesOf(ctx.state).rollsToMissEnemies) ||
    rollForTarget(shot, shelter) ||
    anyInTheWay(shot, pastTarget(shot), false);
  return { shot, stopped };
}

function pastTarget(shot: Shot): Hex[] {
  if (shot.pastTarget) return shot.pastTarget;
  const { arena } = shot.ctx.state;
  shot.pastTarget = flightPastTargetInside(shot.from, shot.aim, shot.beyond, (h) =>
    isInArena(arena, h),
  );
  return shot.pastTarget;
}

/** Rolls for one figure the shot reaches; true when that stops it (a hit, a drop or a break). */
function rollFor(
  shot: Shot,
  figure: BattleFigure,
  at: Hex,
  how: { toMiss?: boolean; sheltered?: boolean; missingAnEnemy?: boolean } = {},
): boolean {
  const { ctx, attacker, kind, striker, weaponId } = shot;
  // MELEE: "You may not roll to miss an enemy": only friends in the way are, unless AM's rule is.
  const missingAnEnemy = how.missingAnEnemy ?? false;
  const toMiss = how.toMiss ?? (missingAnEnemy || !areEnemies(figure, attacker));
  const first = shot.rolls === 0;
  shot.rolls++;
  shot.rolledFor.push(figure);
  const result = rollAttack(ctx, {
    attacker,
    target: figure,
    kind,
    weaponLabel: striker.label,
    weapon: weaponId,
    toMiss,
    missingAnEnemy,
    sheltered: how.sheltered ?? false,
  });
  if (result === "falls") {
    shot.landing = at;
    return true;
  }
  if (isHit(result)) {
    const pile = isInHth(ctx.state, figure)
      ? figuresAt(ctx.state, at).filter((f) => !isOut(f))
      : [figure];
    const victim = randomPileMember(ctx, pile);
    shot.landing = at;
    if (kind === "thrown" && weaponOf(weaponId).bola) {
      bolaHit(ctx, attacker, victim);
      return true;
    }
    const far =
      kind === "missile" && isPastEffectiveRange(ctx.state, attacker, weaponId, shot.from, at);
    rollAndApplyDamage(ctx, attacker, victim, striker, damageMultiplier(result), kind, far);
    shot.landing = at;
    // A net on a figure still in the fight wraps it; on one out of it, it only lands there.
    if (kind === "thrown" && weaponOf(weaponId).entangles && !isOut(victim)) {
      entangle(ctx, attacker, victim);
      shot.entangled = true;
    }
    return true;
  }
  if (result === "drop" || result === "break") {
    if (kind === "thrown") {
      shot.landing = at;
      // A star's 17 or 18 only spends it, as every star thrown is (sha-ken.ts).
      if (weaponOf(weaponId).pouch !== undefined) return true;
      // AM §6 DROPPED AND BROKEN WEAPONS: a thrown weapon broken under AM still lands, broken.
      if (result === "break" && breaksButStrikes(rulesOf(ctx.state), attacker, weaponId)) {
        markBroken(attacker, weaponId);
        emit(ctx, { type: "item-broken", figure: attacker.id, item: weaponId, stillStrikes: true });
      } else if (result === "break") {
        unmarkBroken(attacker, weaponId);
        emit(ctx, { type: "item-broken", figure: attacker.id, item: weaponId });
        shot.broken = true;
      }
      return true;
    }
    // A missile's 17 or 18 on any figure but the first only breaks the arrow; a gun's 18 bursts it.
    if (first && result === "break" && weaponOf(weaponId).gunpowder)
      gunBursts(ctx, attacker, weaponId);
    else if (first) fumble(ctx, attacker, weaponId, result);
    return true;
  }
  return false;
}

function rollForTarget(shot: Shot, shelter: { body: BattleFigure; at: Hex } | undefined): boolean {
  if (rollFor(shot, shot.target, shot.aim, { sheltered: shelter !== undefined })) return true;
  // Missing a sheltering target, the shot may strike the body instead: if it still lives, the
  // archer rolls to miss it.
  return shelter !== undefined && shelter.body.condition !== "dead"
    ? rollFor(shot, shelter.body, shelter.at, { toMiss: true })
    : false;
}

/**
 * Rolls for those standing in the hexes, in order, until one stops the shot. Before the target,
 * AM §5 THROWN WEAPONS lets the thrower roll to miss an enemy too (`missEnemies`); past it, a stray
 * weapon is rolled to hit the enemies it reaches.
 */
function anyInTheWay(shot: Shot, hexes: readonly Hex[], missEnemies: boolean): boolean {
  const { ctx, attacker, target, rolledFor } = shot;
  for (const at of hexes) {
    for (const f of ctx.state.figures) {
      if (f === target || !standsInTheWay(ctx.state, f, at, attacker) || rolledFor.includes(f))
        continue;
      const missingAnEnemy = missEnemies && areEnemies(f, attacker);
      if (rollFor(shot, f, at, { missingAnEnemy })) return true;
    }
  }
  return false;
}
