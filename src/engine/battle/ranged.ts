/**
 * Thrown and missile attacks along a line of flight (MELEE: THROWN WEAPONS, MISSILE WEAPONS,
 * HITTING YOUR FRIENDS, MULTIPLE HTH COMBAT).
 */
import { WEAPONS } from "../figure/equipment.ts";
import { isInArena } from "../hex/arena.ts";
import { type Hex, hexDistance } from "../hex/coordinates.ts";
import { flightPath } from "../hex/line.ts";
import { rollAttack } from "./attack-roll.ts";
import { type Ctx, emit, roll } from "./context.ts";
import { missileAdjDx } from "./dx.ts";
import { areEnemies, figuresAt, isInHth, isOut } from "./figures.ts";
import { aimAt, attackFrom } from "./footprint.ts";
import { rollAndApplyDamage } from "./injury.ts";
import { dropItem } from "./items.ts";
import { damageMultiplier, isHit } from "./to-hit.ts";
import type { BattleFigure } from "./types.ts";
import { rangedStriker } from "./weapons-in-use.ts";

/** A thrown weapon flies on this far past a missed target. */
const THROWN_FLIGHT_PAST_TARGET = 10;

function standingIn(ctx: Ctx, h: Hex, attacker: BattleFigure): BattleFigure[] {
  return figuresAt(ctx.state, h).filter(
    (f) =>
      f !== attacker &&
      !isOut(f) &&
      f.posture === "standing" &&
      !f.flying &&
      !isInHth(ctx.state, f),
  );
}

/** Picks one figure of a HTH pile at random (a die, re-rolled when it names no one). */
function randomPileMember(ctx: Ctx, pile: BattleFigure[]): BattleFigure {
  if (pile.length === 1) return pile[0] as BattleFigure;
  const usable = pile.length * Math.floor(6 / pile.length);
  for (;;) {
    const face = roll(ctx, 1).sum;
    if (face <= usable) return pile[(face - 1) % pile.length] as BattleFigure;
  }
}

/**
 * MELEE: SHELTERING DIRECTLY BEHIND FALLEN BODIES — a prone or kneeling target whose hex is right
 * behind a body on the line of flight.
 */
function shelterFor(
  ctx: Ctx,
  target: BattleFigure,
  aim: Hex,
  before: readonly Hex[],
): { body: BattleFigure; at: Hex } | undefined {
  if (target.posture !== "prone" && target.posture !== "kneeling") return undefined;
  const at = before[before.length - 1];
  if (!at || hexDistance(at, aim) !== 1) return undefined;
  const body = figuresAt(ctx.state, at).find(
    (f) => f.condition !== "ok" || (f.posture === "fallen" && !isInHth(ctx.state, f)),
  );
  return body ? { body, at } : undefined;
}

export function rangedAttack(
  ctx: Ctx,
  attacker: BattleFigure,
  target: BattleFigure,
  kind: "thrown" | "missile",
): void {
  const striker = rangedStriker(attacker);
  const weaponId = attacker.readyWeapon;
  if (!striker || !weaponId) return;
  const weapon = WEAPONS[weaponId];
  if (kind === "thrown") attacker.readyWeapon = null;

  // Arrows fly on until a wall or the arena's edge, which is never further than this.
  const beyond =
    kind === "thrown" ? THROWN_FLIGHT_PAST_TARGET : ctx.state.arena.width + ctx.state.arena.height;
  // A giant throws from, and is aimed at, one of its three hexes (footprint.ts).
  const from = attackFrom(attacker, target);
  const aim = aimAt(attacker, target, from);
  const before = flightPath(from, aim, 0).toTarget;
  // The line past the target is traced only when a shot misses it (most do not).
  let after: Hex[] | undefined;
  const pastTarget = (): Hex[] => {
    if (after) return after;
    after = [];
    for (const h of flightPath(from, aim, beyond).pastTarget) {
      if (!isInArena(ctx.state.arena, h)) break;
      after.push(h);
    }
    return after;
  };
  let landing: Hex | undefined;
  let rolls = 0;
  // A giant covering several hexes on the line is rolled for once.
  const rolledFor: BattleFigure[] = [];
  // A thrown weapon that breaks leaves nothing to land.
  const flightEnd = { broken: false };

  const rollFor = (
    figure: BattleFigure,
    at: Hex,
    how: { toMiss?: boolean; sheltered?: boolean } = {},
  ): boolean => {
    // You may not roll to miss an enemy: only friends in the way are rolled to miss.
    const toMiss = how.toMiss ?? !areEnemies(figure, attacker);
    const first = rolls === 0;
    rolls++;
    rolledFor.push(figure);
    const result = rollAttack(ctx, {
      attacker,
      target: figure,
      kind,
      weaponLabel: striker.label,
      toMiss,
      sheltered: how.sheltered ?? false,
    });
    if (isHit(result)) {
      const pile = isInHth(ctx.state, figure)
        ? figuresAt(ctx.state, at).filter((f) => !isOut(f))
        : [figure];
      const victim = randomPileMember(ctx, pile);
      rollAndApplyDamage(ctx, attacker, victim, striker.damage, damageMultiplier(result), kind);
      landing = at;
      return true;
    }
    if (result === "drop" || result === "break") {
      if (kind === "thrown") {
        landing = at;
        if (result === "break") {
          emit(ctx, { type: "item-broken", figure: attacker.id, item: weaponId });
          flightEnd.broken = true;
        }
        return true;
      }
      // A missile's 17 or 18 on any figure but the first only breaks the arrow.
      if (first && result === "drop") {
        attacker.readyWeapon = null;
        dropItem(ctx, attacker, weaponId, attacker.position, "rolled 17");
      } else if (first) {
        attacker.readyWeapon = null;
        emit(ctx, { type: "item-broken", figure: attacker.id, item: weaponId });
      }
      return true;
    }
    return false;
  };

  const shelter = shelterFor(ctx, target, aim, before);
  const rollForTarget = (): boolean => {
    if (rollFor(target, aim, { sheltered: shelter !== undefined })) return true;
    // Missing a sheltering target, the shot may strike the body instead: if it still lives, the
    // archer rolls to miss it.
    return shelter !== undefined && shelter.body.condition !== "dead"
      ? rollFor(shelter.body, shelter.at, { toMiss: true })
      : false;
  };
  // Figures in the way first, then the target, then whoever stands where a miss flies on.
  const inTheWay = (at: Hex): boolean =>
    standingIn(ctx, at, attacker).some(
      (f) => f !== target && !rolledFor.includes(f) && rollFor(f, at),
    );
  const stopped = before.some(inTheWay) || rollForTarget() || pastTarget().some(inTheWay);

  if (kind === "thrown" && !flightEnd.broken) {
    // A weapon that struck nobody lands where its flight ends.
    const end = stopped && landing ? landing : (pastTarget().at(-1) ?? aim);
    dropItem(ctx, null, weaponId, end, `${striker.label} thrown by ${attacker.name} lands`);
  }
  if (kind === "missile" && weapon.crossbow && attacker.readyWeapon === weaponId) {
    // "every turn if adjDX = 14+": the halfling's +3 and prone +1 count, as for bows' two shots.
    const fast = missileAdjDx(attacker) >= weapon.crossbow.fasterAtDx;
    attacker.reloadTurnsLeft =
      (fast ? weapon.crossbow.fasterEveryTurns : weapon.crossbow.everyTurns) - 1;
  }
}
