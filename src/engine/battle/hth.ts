/**
 * Hand-to-hand combat (MELEE: HAND-TO-HAND COMBAT, MULTIPLE HTH COMBAT,
 * DISENGAGING FROM HTH COMBAT).
 */
import { type Damage, type WeaponId, weaponOf } from "../figure/equipment.ts";
import { hasBackToWall, isInArena } from "../hex/arena.ts";
import { type Direction, type Hex, sameHex } from "../hex/coordinates.ts";
import { rearHex } from "../hex/facing.ts";
import { grapplesInTheAir } from "./aerial-engagement.ts";
import { fallGrappling } from "./aerial-falls.ts";
import { rollAttack } from "./attack-roll.ts";
import { asBroken } from "./broken-weapons.ts";
import { type Ctx, emit, roll } from "./context.ts";
import { baseAdjDxValue } from "./dx.ts";
import { areEnemies, brawlOf, hthFoes, isDown, isInHth, isOut } from "./figures.ts";
import { groundAt, keepFooting, stepInto } from "./footing.ts";
import { isLarge, largeRearHexes } from "./footprint.ts";
import { hurtByOwnFumble, rollAndApplyDamage } from "./injury.ts";
import { dropForHandToHand, fumble } from "./items.ts";
import { releasePins } from "./pinning.ts";
import { recordRetreatRight } from "./retreat-rights.ts";
import { rulesOf } from "./ruleset-rules.ts";
import { damageMultiplier, isHit, readAmFourDice, readToHit } from "./to-hit.ts";
import { fearsTheTorch } from "./torch.ts";
import { drawsIntoOffhand, readyOffhandDagger } from "./two-daggers.ts";
import type { BattleFigure, BattleState } from "./types.ts";
import { unarmedCombatLevel } from "./unarmed-combat.ts";
import { doublesInACharge, hasDaggerReady, meleeStriker } from "./weapons-in-use.ts";

/**
 * Why `attacker` may not enter `defender`'s hex from `from`, or null when it may: the foe is down
 * or has its back to a wall, is slower, is already brawling, or is jumped from behind.
 */
export function hthEntryProblem(
  state: BattleState,
  attacker: BattleFigure,
  defender: BattleFigure,
  from: Hex,
): string | null {
  if (isOut(defender)) return `${defender.name} is out of the fight.`;
  if (outOfGrasp(state, attacker, defender)) return `${defender.name} is flying, out of reach.`;
  if (fearsTheTorch(state, attacker, defender))
    return `${attacker.name} fears ${defender.name}'s torch and will not close to grapple (AM §6).`;
  if (mayGrapple(state, attacker, defender, from)) return null;
  return `${attacker.name} cannot grapple ${defender.name}: hand-to-hand needs a foe that is down, has its back to a wall, is slower (MA ${defender.ma} vs ${attacker.ma}), is already brawling, or is jumped from its rear hex.`;
}

/** hthEntryProblem is null, without putting the problem into words (path searches ask often). */
export function mayEnterForHth(
  state: BattleState,
  attacker: BattleFigure,
  defender: BattleFigure,
  from: Hex,
): boolean {
  return (
    !isOut(defender) &&
    !outOfGrasp(state, attacker, defender) &&
    !fearsTheTorch(state, attacker, defender) &&
    mayGrapple(state, attacker, defender, from)
  );
}

/** A flier is out of a grappler's grasp, save another flier's under AM (aerial-engagement.ts). */
function outOfGrasp(state: BattleState, attacker: BattleFigure, defender: BattleFigure): boolean {
  return defender.flying && !grapplesInTheAir(state, attacker, defender);
}

/** The grappling rules proper, for a defender still fighting on the ground. */
function mayGrapple(
  state: BattleState,
  attacker: BattleFigure,
  defender: BattleFigure,
  from: Hex,
): boolean {
  // MELEE: NONHUMAN FIGURES — a gargoyle "may land ON you for HTH".
  return (
    attacker.flying ||
    isInHth(state, defender) ||
    backToWall(state, defender) ||
    defender.ma < attacker.ma ||
    jumpedFromBehind(state, defender, from)
  );
}

/**
 * Coming in "from the rear": from its rear hex, or from any side onto a figure that faces rear all
 * round — one on the ground ("lying down, prone, or kneeling") or bending over (MELEE VI, FACING).
 */
function jumpedFromBehind(state: BattleState, defender: BattleFigure, from: Hex): boolean {
  return (
    isDown(defender) ||
    state.turnState.bendingOver.includes(defender.id) ||
    isRearHexOf(defender, from)
  );
}

/** Its rear hex off the map or a wall; a giant's two rear hexes both (no room behind it at all). */
function backToWall(state: BattleState, f: BattleFigure): boolean {
  if (!isLarge(f)) return hasBackToWall(state.arena, f.position, f.facing);
  return largeRearHexes(f).every((h) => !isInArena(state.arena, h));
}

/** Whether `h` is the figure's rear hex (one of a giant's two). */
function isRearHexOf(f: BattleFigure, h: Hex): boolean {
  if (!isLarge(f)) return sameHex(rearHex(f.position, f.facing), h);
  return largeRearHexes(f).some((r) => sameHex(r, h));
}

function fallInto(ctx: Ctx, f: BattleFigure, reason: string): void {
  if (f.posture !== "fallen") {
    f.posture = "fallen";
    emit(ctx, { type: "posture", figure: f.id, posture: "fallen", reason });
  }
}

/**
 * Moves the attacker onto the defender's hex (`into`: which of a giant's three it enters) and rolls
 * the defender's reaction. Returns true if they now grapple.
 */
export function attemptHth(
  ctx: Ctx,
  attacker: BattleFigure,
  defender: BattleFigure,
  from: Hex,
  into: Hex = defender.position,
  charging = false,
): boolean {
  const joining = isInHth(ctx.state, defender);
  if (!joining) {
    const fromRear = jumpedFromBehind(ctx.state, defender, from);
    const unarmed =
      !fromRear && rulesOf(ctx.state).unarmedDefenderRerollsSix && isUnskilledUnarmed(defender);
    let faces: number[] = [];
    let face = 0;
    // Jumped from behind (or, under AM, unarmed), a 6 does not count: roll again.
    do {
      const r = roll(ctx, 1);
      faces = [...faces, ...r.faces];
      face = r.sum;
    } while ((fromRear || unarmed) && face === 6);
    const outcome =
      face <= 2
        ? "grappled"
        : face <= 4
          ? "grappled-dagger"
          : face === 5
            ? "backed-off"
            : "countered";
    emit(ctx, {
      type: "hth-defense",
      attacker: attacker.id,
      defender: defender.id,
      faces,
      outcome,
      ...(unarmed ? { unarmed } : {}),
    });
    if (outcome === "backed-off" || outcome === "countered") {
      if (outcome === "countered") counterHit(ctx, defender, attacker, charging);
      // Backing up onto a body calls for the footing roll, as any move into its hex does. A
      // charger waits in the hex it entered from (move-order.ts), so it is already back there.
      if (!sameHex(attacker.position, from))
        stepInto(ctx, attacker, from, "repelled from hand-to-hand");
      else if (groundAt(ctx.state, attacker, from) === "bodies") keepFooting(ctx, attacker);
      return false;
    }
    // On a 1–2 the defender fights bare-handed unless his ready weapon is a dagger; on a 3–4 he
    // "has time to ready his dagger", a main-gauche in his off hand included.
    dropForHandToHand(ctx, defender, defender.position, "grappled", outcome === "grappled-dagger");
    if (outcome === "grappled-dagger") readyDagger(ctx, defender);
    fallInto(ctx, defender, "grappled");
  }
  // The attacker keeps a ready dagger; anything else is dropped where it came from.
  dropForHandToHand(ctx, attacker, from, "went hand-to-hand", true);
  if (!sameHex(attacker.position, into)) {
    emit(ctx, {
      type: "stepped",
      figure: attacker.id,
      from: attacker.position,
      to: into,
      reason: "hand-to-hand",
    });
    attacker.position = into;
  }
  fallInto(ctx, attacker, "hand-to-hand");
  fallGrappling(ctx, attacker, defender);
  return true;
}

/**
 * The defender's automatic hit on a 6: its ready weapon's damage (doubled for a pole weapon met by
 * a charge, MELEE: POLE WEAPONS), or a bare-handed blow. Like any hand blow that gets through
 * unanswered it earns the right to force a retreat (IV step 5).
 */
function counterHit(
  ctx: Ctx,
  defender: BattleFigure,
  attacker: BattleFigure,
  charging: boolean,
): void {
  const striker = meleeStriker(defender, rulesOf(ctx.state));
  const taken = striker
    ? rollAndApplyDamage(
        ctx,
        defender,
        attacker,
        striker,
        charging && doublesInACharge(striker.weapon) ? 2 : 1,
        "weapon",
      )
    : rollAndApplyDamage(
        ctx,
        defender,
        attacker,
        { damage: rulesOf(ctx.state).bareHandsInHth(defender, [attacker], 1), weapon: null },
        1,
        "hth",
      );
  if (taken > 0) recordRetreatRight(ctx, defender, attacker);
}

/**
 * Holding no weapon, having no teeth or claws to fight with, and (AM §5) no Unarmed Combat skill,
 * for which a 6 on the defence would not count.
 */
function isUnskilledUnarmed(f: BattleFigure): boolean {
  return (
    f.readyWeapon === null &&
    f.offhand === null &&
    !f.traits.naturalAttack &&
    unarmedCombatLevel(f) === 0
  );
}

/** Readies a carried dagger or main-gauche, unless one is in hand already. */
function readyDagger(ctx: Ctx, f: BattleFigure): boolean {
  if (hasDaggerReady(f)) return true;
  const index = f.carried.findIndex((w) => weaponOf(w).daggerLike);
  if (index < 0) return false;
  const [dagger] = f.carried.splice(index, 1);
  if (!dagger) return false;
  f.readyWeapon = dagger;
  emit(ctx, {
    type: "item-readied",
    figure: f.id,
    weapon: dagger,
    shieldReady: f.shieldReady,
    offhand: f.offhand,
  });
  return true;
}

interface HthStriker {
  readonly label: string;
  readonly damage: Damage;
  /** The dagger struck with, which a 17 drops and an 18 breaks; null for hands, teeth, claws. */
  readonly weapon: WeaponId | null;
  readonly broken?: true;
}

/**
 * HTH damage: a ready dagger (or `held`, the one in the off hand), a beast's own attack, or bare
 * hands by strength, as the ruleset reckons them (hth-damage.ts).
 */
export function hthDamage(
  state: BattleState,
  f: BattleFigure,
  held: WeaponId | null = f.readyWeapon,
): HthStriker {
  const rules = rulesOf(state);
  const w = held ? weaponOf(held) : null;
  if (w?.hthDamage)
    return asBroken(f, { label: w.name, damage: rules.daggerInHth(f, w), weapon: w.id });
  if (f.traits.naturalAttack)
    return {
      label: f.traits.naturalAttack.name,
      damage: f.traits.naturalAttack.hth,
      weapon: null,
    };
  const pile = brawlOf(state, f).filter((o) => !isOut(o));
  const friends = pile.filter((o) => !areEnemies(o, f)).length;
  return {
    label: "bare hands",
    damage: rules.bareHandsInHth(
      f,
      pile.filter((o) => areEnemies(o, f)),
      friends,
    ),
    weapon: null,
  };
}

/**
 * One HTH blow; `kind` "two-daggers" for each of AM's two dagger blows (two-daggers.ts), `held`
 * the off hand's dagger for the second.
 */
export function hthAttack(
  ctx: Ctx,
  attacker: BattleFigure,
  target: BattleFigure,
  kind: "hth" | "two-daggers" = "hth",
  held: WeaponId | null = attacker.readyWeapon,
): void {
  // A pinner needs its hands to strike: the blow lets its victim go (docs/rulings.md).
  if (target.pinned?.by === attacker.id) releasePins(ctx, attacker, "struck");
  const striker = hthDamage(ctx.state, attacker, held);
  const { label, weapon } = striker;
  const result = rollAttack(ctx, {
    attacker,
    target,
    kind,
    weaponLabel: label,
    toMiss: false,
  });
  if (isHit(result))
    rollAndApplyDamage(ctx, attacker, target, striker, damageMultiplier(result), "hth");
  else {
    // "HTH combat is rolled for like any other combat": a 17 drops the dagger in the pile, an 18
    // breaks it; under AM bare hands hurt themselves instead.
    fumble(ctx, attacker, weapon, result);
    hurtByOwnFumble(ctx, attacker, weapon, "hth", result);
  }
}

/**
 * Option (q): 1, 2 or 3 on a die readies the dagger; under AM (option V(b)) 3 dice against DX,
 * without HTH's +4, which is for attacks.
 */
export function drawDagger(ctx: Ctx, f: BattleFigure): void {
  const hasDagger = f.carried.some((w) => weaponOf(w).daggerLike);
  if (rulesOf(ctx.state).daggerDrawOnDx) {
    // AM §5 LEFT-HAND WEAPONS: with a dagger in hand already, the second goes to the off hand.
    const intoOffhand = drawsIntoOffhand(ctx.state, f);
    const { faces, sum } = roll(ctx, 3);
    const needed = baseAdjDxValue(f);
    const success = isHit(readToHit(sum, needed)) && hasDagger;
    emit(ctx, { type: "dagger-draw", figure: f.id, faces, success, needed });
    if (success && intoOffhand) readyOffhandDagger(ctx, f);
    else if (success) readyDagger(ctx, f);
    return;
  }
  const { faces, sum } = roll(ctx, 1);
  const success = sum <= 3 && hasDagger;
  emit(ctx, { type: "dagger-draw", figure: f.id, faces, success });
  if (success) readyDagger(ctx, f);
}

/**
 * Option (r), breaking free of HTH by the ruleset's roll; success stands up into an empty adjacent
 * hex, facing `facing` when given (it moves, so it may turn: MELEE VI, FACING).
 */
export function disengageFromHth(ctx: Ctx, f: BattleFigure, stepTo: Hex, facing?: Direction): void {
  const { faces, needed, success } = rulesOf(ctx.state).hthDisengageOnDx
    ? breakFreeOnDx(ctx, f)
    : breakFreeOnADie(ctx, f);
  emit(ctx, { type: "hth-disengage", figure: f.id, faces, needed, success });
  if (!success) return;
  releasePins(ctx, f, "left the brawl");
  f.posture = "standing";
  stepInto(ctx, f, stepTo, "broke free of hand-to-hand", facing);
}

/** MELEE (r): 1–3 on a die with better DX than a lone foe, else only a 1. */
function breakFreeOnADie(ctx: Ctx, f: BattleFigure) {
  const foes = hthFoes(ctx.state, f);
  const lone = foes.length === 1 ? foes[0] : undefined;
  const needed = lone && baseAdjDxValue(f) > baseAdjDxValue(lone) ? 3 : 1;
  const { faces, sum } = roll(ctx, 1);
  return { faces, needed, success: sum <= needed };
}

/** AM V(d): 4 dice against adjDX, read as any four-dice roll, without HTH's +4 (not an attack). */
function breakFreeOnDx(ctx: Ctx, f: BattleFigure) {
  const needed = baseAdjDxValue(f);
  const { faces, sum } = roll(ctx, 4);
  return { faces, needed, success: isHit(readAmFourDice(sum, needed)) };
}

/** AM's two dagger blows, each at −4 (dx.ts): the weapon hand's first, then the off hand's. */
export function strikeWithTwoDaggers(ctx: Ctx, f: BattleFigure, foe: BattleFigure): void {
  hthAttack(ctx, f, foe, "two-daggers");
  const second = f.offhand;
  if (second && !isOut(f) && !isOut(foe)) hthAttack(ctx, f, foe, "two-daggers", second);
}
