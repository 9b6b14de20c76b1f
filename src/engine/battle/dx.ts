/**
 * Adjusted DX (MELEE: VII. ATTACKS, DX ADJUSTMENTS). Each adjustment is returned with a label so
 * the combat log can show how the number was reached.
 */
import { armorOf, isLitToThrow, shieldOf, type WeaponId, weaponOf } from "../figure/equipment.ts";
import { FINE_PLATE_DX, fineWorkOn } from "../figure/fine-work.ts";
import { PACK_DX, packName } from "../figure/pack.ts";
import { hasTalent } from "../figure/talents.ts";
import { stLacking, underStrengthDx } from "../figure/under-strength.ts";
import { type Hex, hexDistance } from "../hex/coordinates.ts";
import { megahexDistance, missileRangePenalty } from "../hex/megahex.ts";
import type { Mount } from "../mounted/beasts.ts";
import { aerialModifiers } from "./aerial-dx.ts";
import { type AimedPart, aimDx, isDazed, isLegStruck } from "./aimed-shots.ts";
import { isRangedAttack, wieldsReadyWeapon } from "./attack-kinds.ts";
import { BERSERK_DX } from "./berserk.ts";
import { BOXING_DX, boxes } from "./cestus.ts";
import { concealmentModifiers } from "./concealment.ts";
import { conditionsModifiers, DARK_SHOT_DX, isShotInTheDark } from "./conditions.ts";
import { hasCrippledLeg } from "./crippling.ts";
import type { DxModifier } from "./events.ts";
import { isDown, isInHth, stRemaining } from "./figures.ts";
import { aimAt, arcFrom, attackFrom } from "./footprint.ts";
import { heightModifiers } from "./height.ts";
import { talentRangePenalty } from "./long-range.ts";
import { mountedDxModifiers, mountOwnDx } from "./mounted-dx.ts";
import { oversizedTargetModifiers } from "./oversized-target.ts";
import { PIKE, pikeDxModifiers } from "./pikes.ts";
import { parriesFromOffhand } from "./retiarius.ts";
import { type RulesetRules, rulesOf } from "./ruleset-rules.ts";
import { isShaKen, starsThrown, volleyDx } from "./sha-ken.ts";
import { SWEEP_DX } from "./sweeps.ts";
import { openingBonus } from "./timing.ts";
import { fearsTheTorch, TORCH_FEAR_DX } from "./torch.ts";
import { holdsRegularOffhand, twoWeaponsModifiers } from "./two-weapons.ts";
import type { AttackKind, BattleFigure, BattleState } from "./types.ts";
import { untrainedModifiers } from "./weapon-talents.ts";
import { holdsPair } from "./weapons-in-use.ts";

export interface AdjustedDx {
  readonly value: number;
  readonly modifiers: readonly DxModifier[];
}

/**
 * Where adjustments go as they are worked out: each one with its label, for the combat log; or
 * nowhere (null) when only the number is wanted, so that no list is built (the order of attack,
 * asked several times a turn).
 */
type Labelled = DxModifier[] | null;

/** Notes one adjustment and returns its value, to be summed by the caller. */
function adjust(labelled: Labelled, label: string, value: number): number {
  labelled?.push({ label, value });
  return value;
}

/** Notes each of a rule's adjustments (AM's riders, conditions, fliers) and returns their sum. */
function adjustEach(labelled: Labelled, modifiers: readonly DxModifier[]): number {
  let sum = 0;
  for (const m of modifiers) sum += adjust(labelled, m.label, m.value);
  return sum;
}

/** The sum of the figure's own adjustments: armor, shield, off-hand, wounds (each in `labelled`). */
function ownAdjustment(
  f: BattleFigure,
  usingTwoWeapons: boolean,
  labelled: Labelled,
  boxing = false,
): number {
  let sum = 0;
  const armor = armorOf(f.armor);
  if (f.finePlate) sum += adjust(labelled, `fine ${armor.name.toLowerCase()}`, -FINE_PLATE_DX);
  else if (armor.dxPenalty > 0) sum += adjust(labelled, armor.name, -armor.dxPenalty);
  const shield = f.shield && f.shieldReady ? shieldOf(f.shield) : null;
  if (shield && shield.dxPenalty > 0)
    sum += adjust(labelled, `${shield.name} ready`, -shield.dxPenalty);
  // MELEE: THE LEFT-HAND DAGGER — a ready main-gauche always parries (−2; AM −1, see Traits), or
  // −4 to strike with both.
  // AM §5 LEFT-HAND WEAPONS: a regular weapon in the off hand never parries; both blows at −6
  // without the Two Weapons talent.
  if (holdsRegularOffhand(f)) {
    if (usingTwoWeapons) sum += adjustEach(labelled, twoWeaponsModifiers(f));
  } else if (f.offhand) {
    const name = weaponOf(f.offhand).name.toLowerCase();
    // AM §5 PECULIAR WEAPONS: a boxer's two cesti strike at −3 each.
    if (usingTwoWeapons && boxing) sum += adjust(labelled, "both cesti", BOXING_DX);
    else if (usingTwoWeapons) sum += adjust(labelled, `${name} as 2nd weapon`, -4);
    else if (parriesFromOffhand(f.offhand))
      sum += adjust(labelled, `${name} as shield`, -(f.traits.mainGaucheParryDx ?? 2));
  }
  // AM §5 PECULIAR WEAPONS: striking with both nunchuks is at −4, like a main-gauche's second blow.
  if (usingTwoWeapons && !f.offhand && holdsPair(f)) {
    sum += adjust(labelled, "both nunchuks", -4);
  }
  // AM §5 ARMOR AND SHIELDS: a pack on the back.
  if (f.pack) sum += adjust(labelled, packName(f.pack), -PACK_DX[f.pack]);
  // AM §6 BERSERKING: +1 on every roll, and nothing lost to wounds or weakness.
  if (f.berserk) return sum + adjust(labelled, "berserk", BERSERK_DX);
  // MELEE: REACTIONS TO INJURY
  if (f.hitsLastTurn >= f.traits.dxLossAt) {
    sum += adjust(labelled, `took ${f.hitsLastTurn} hits last turn`, -2);
  }
  if (stRemaining(f) <= 3) sum += adjust(labelled, "ST 3 or less", -3);
  return sum;
}

/** adjDX with no particular target: what a figure's card shows this turn. */
export function baseAdjDx(f: BattleFigure): AdjustedDx {
  const modifiers: DxModifier[] = [];
  return { value: f.dx + ownAdjustment(f, false, modifiers), modifiers };
}

/**
 * baseAdjDx with the ready weapon's class talent counted (AM §6 SPECIAL COMBAT TALENTS, under the
 * optional rule weapon-talents): what the roster shows, "−4 no Sword talent" named.
 */
export function readyAdjDx(state: BattleState, f: BattleFigure): AdjustedDx {
  const { value, modifiers } = baseAdjDx(f);
  const untrained = f.readyWeapon === null ? [] : untrainedModifiers(state, f, f.readyWeapon);
  const sum = untrained.reduce((total, m) => total + m.value, 0);
  return { value: value + sum, modifiers: [...modifiers, ...untrained] };
}

/** baseAdjDx(f).value, without listing the adjustments. */
export function baseAdjDxValue(f: BattleFigure): number {
  return f.dx + ownAdjustment(f, false, null);
}

/**
 * adjDX with the ready missile weapon, no target or range: the number the WEAPON TABLE compares
 * with for a bow's two shots and a crossbow's faster reloading. It counts the halfling's +3 with
 * missile weapons and a prone crossbowman's +1, both DX adjustments of the table.
 */
export function missileAdjDx(f: BattleFigure): number {
  const weapon = f.readyWeapon ? weaponOf(f.readyWeapon) : undefined;
  const prone = weapon?.crossbow !== undefined && f.posture === "prone" ? 1 : 0;
  return baseAdjDxValue(f) + f.traits.missileDx + prone;
}

export interface AttackSituation {
  readonly kind: AttackKind;
  /** Include range adjustments (to-hit) or leave them out (order of attack). */
  readonly withRange: boolean;
  /** The attacker uses a pole weapon, stood still, and the target charged this turn. */
  readonly poleAgainstCharge: boolean;
  /** A missile or thrown attack on a figure lying or kneeling behind a body. */
  readonly sheltered?: boolean;
  /** Rolling to miss a figure in the way: no attack on it, so nothing for its being hard to hit. */
  readonly toMiss?: boolean;
  /** An aimed shot's body part (AM §6 AIMED SHOTS). */
  readonly aim?: AimedPart | undefined;
  /** The weapon used when it is no longer the ready one (thrown or shot); else the ready one. */
  readonly weapon?: WeaponId | undefined;
  /** A grounded pike's thrust at a foe moving in (AM §9; pikes.ts). */
  readonly groundedPike?: boolean;
  /** The riding animal attacking on its own (AM §9; mount-attack.ts): its barding counts. */
  readonly byMount?: Mount | undefined;
  /** Sha-ken thrown at once by a planned order (AM §5); else the chosen option's count. */
  readonly stars?: number | undefined;
}

/** adjDX of `attacker` attacking `target` (or rolling for it, when it is in the way). */
export function attackDx(
  state: BattleState,
  attacker: BattleFigure,
  target: BattleFigure,
  situation: AttackSituation,
): AdjustedDx {
  const modifiers: DxModifier[] = [];
  const value = attacker.dx + attackAdjustment(state, attacker, target, situation, modifiers);
  return { value, modifiers };
}

/** attackDx(…).value, without listing the adjustments. */
export function attackDxValue(
  state: BattleState,
  attacker: BattleFigure,
  target: BattleFigure,
  situation: AttackSituation,
): number {
  return attacker.dx + attackAdjustment(state, attacker, target, situation, null);
}

/** A share of attackDx's adjustments, each noted in `labelled`; the sum of the values noted. */
type AttackAdjustment = (
  state: BattleState,
  attacker: BattleFigure,
  target: BattleFigure,
  situation: AttackSituation,
  labelled: Labelled,
) => number;

/** AM §6 FINE WEAPONS: +1 for a blow or throw of the figure's balanced weapon. */
function balanceDx(f: BattleFigure, situation: AttackSituation, labelled: Labelled): number {
  if (!BALANCED_ATTACKS.has(situation.kind)) return 0;
  const weapon = situation.weapon ?? f.readyWeapon;
  const work = fineWorkOn(f.fine, weapon);
  if (work?.dx === undefined || weapon === null) return 0;
  return adjust(labelled, `balanced ${weaponOf(weapon).name.toLowerCase()}`, work.dx);
}

/** The attacks made with the ready weapon alone, which a balanced one helps (not two at once). */
const BALANCED_ATTACKS: ReadonlySet<AttackKind> = new Set<AttackKind>([
  "weapon",
  "thrown",
  "jab",
  "sweep",
]);

/** The sum of attackDx's adjustments, noting each in `labelled`. */
const attackAdjustment: AttackAdjustment = (state, attacker, target, situation, labelled) => {
  const { kind } = situation;
  // AM §6 DARKNESS: a shot in total darkness is at adjDX 5, whatever else would count.
  if (isShotInTheDark(state, attacker, target, kind))
    return adjust(labelled, `in total darkness: adjDX ${DARK_SHOT_DX}`, DARK_SHOT_DX - attacker.dx);
  const twoWeapons = kind === "two-weapons" || kind === "two-daggers";
  let sum = ownAdjustment(attacker, twoWeapons, labelled, boxes(attacker, rulesOf(state)));
  if (kind === "sweep") sum += adjust(labelled, "sweeping blow", SWEEP_DX);
  sum += balanceDx(attacker, situation, labelled);
  if (situation.byMount) sum += adjustEach(labelled, mountOwnDx(situation.byMount));
  // A giant attacks from, and is attacked at, one of its three hexes (footprint.ts).
  const from = attackFrom(attacker, target);
  const at = aimAt(attacker, target, from);
  const distance = hexDistance(from, at);

  if (kind === "hth" || kind === "two-daggers" || (distance === 0 && isInHth(state, target))) {
    // MELEE: HAND-TO-HAND COMBAT — grappling figures always count as attacking from the rear.
    sum += adjust(labelled, "hand-to-hand", 4);
  } else if (kind !== "missile") {
    // MELEE: FACING — missile attacks get no facing adds; a figure on the ground has no front.
    if (isDown(target) || isInHth(state, target)) {
      sum += adjust(labelled, "target on the ground", 4);
    } else if (state.turnState.bendingOver.includes(target.id)) {
      // MELEE: VI. FACING — "one bending over to pick up a weapon is considered to face 'rear' in
      // all six directions": every attack on it is a rear attack.
      sum += adjust(labelled, "target bending over", 4);
    } else {
      const arc = arcFrom(target, from);
      const sideIsFront = target.traits.sidesAreFront;
      if (arc === "rear") sum += adjust(labelled, "from the rear", 4);
      else if (arc === "side" && !sideIsFront) sum += adjust(labelled, "from the side", 2);
    }
  }

  if (target.traits.attackersDx !== 0 && !situation.toMiss) {
    sum += adjust(labelled, `attacking a ${target.traits.kind}`, target.traits.attackersDx);
  }
  if (situation.poleAgainstCharge) sum += adjust(labelled, "pole weapon vs charge", 2);
  if (attacker.readyWeapon === PIKE && (kind === "jab" || kind === "weapon"))
    sum += adjustEach(labelled, pikeDxModifiers(target, distance, situation.groundedPike === true));
  const rules = rulesOf(state);
  if (rules.underStrengthWeapons) sum += underStrength(attacker, situation, rules, labelled);
  sum += untrained(state, attacker, situation, labelled);
  if (attacker.mount || target.mount)
    sum += adjustEach(
      labelled,
      mountedDxModifiers(state, attacker, target, situation.toMiss === true),
    );
  // AM §6 CRIPPLING HITS: a crippled leg fights at −2 (not with missiles) and is struck at +2.
  if (attacker.crippled && kind !== "missile" && hasCrippledLeg(attacker))
    sum += adjust(labelled, "crippled leg", -2);
  if (target.crippled && !situation.toMiss && hasCrippledLeg(target))
    sum += adjust(labelled, "target's leg crippled", 2);
  if (!situation.toMiss && fearsTheTorch(state, attacker, target))
    sum += adjust(labelled, "afraid of the torch", TORCH_FEAR_DX);
  const opening = attacker.waiting ? openingBonus(attacker, target, kind) : null;
  if (opening) sum += adjust(labelled, opening.label, opening.value);
  sum += aimedAdjustment(state, attacker, target, situation, labelled);
  // MELEE: SHELTERING DIRECTLY BEHIND FALLEN BODIES
  if (situation.sheltered) sum += adjust(labelled, "target sheltering behind a body", -4);

  if (state.conditions) {
    sum += adjustEach(labelled, conditionsModifiers(state, attacker, kind));
    sum += adjustEach(labelled, heightModifiers(state, attacker, target, from, at, kind));
    const shot = { from, at, kind, toMiss: situation.toMiss === true };
    sum += adjustEach(labelled, concealmentModifiers(state, attacker, target, shot));
  }
  // A figure in the way is rolled for to miss, not attacked: its flight makes it no harder to miss.
  if (!situation.toMiss)
    sum += adjustEach(labelled, aerialModifiers(state, attacker, target, kind));
  if (isRangedAttack(kind))
    sum += rangedAdjustment(state, attacker, situation, from, at, distance, labelled);
  if (kind === "lasso" && situation.withRange) sum += lassoRange(attacker, from, at, labelled);
  // AM §5 Oversized Targets: a big figure's other hexes in clear view make it easier to hit.
  if (!situation.toMiss)
    sum += adjustEach(labelled, oversizedTargetModifiers(state, attacker, target, kind, from, at));
  return sum;
};

/** AM §5 PECULIAR WEAPONS: a lasso cast at the missile weapons' DX by megahexes, a whip without. */
function lassoRange(attacker: BattleFigure, from: Hex, at: Hex, labelled: Labelled): number {
  const rope = attacker.readyWeapon ? weaponOf(attacker.readyWeapon).lasso : undefined;
  if (!rope?.byMegahex) return 0;
  const mh = megahexDistance(from, at);
  const penalty = missileRangePenalty(mh);
  return penalty === 0 ? 0 : adjust(labelled, `lasso at ${mh} megahexes`, penalty);
}

/**
 * AM §5 WEAPONS: −1 DX for each ST point the figure lacks for the ready weapon it strikes, throws
 * or shoots with; with a main-gauche too, both blows (docs/rulings.md).
 */
function underStrength(
  attacker: BattleFigure,
  situation: AttackSituation,
  rules: RulesetRules,
  labelled: Labelled,
): number {
  const used = situation.weapon ?? attacker.readyWeapon;
  if (used === null || !wieldsReadyWeapon(situation.kind)) return 0;
  // The ruleset's table: AM's club needs no ST (AM §5 WEAPONS TABLE).
  const weapon = rules.weapon(used);
  const lacking = stLacking(attacker.st, weapon);
  if (lacking === 0) return 0;
  return adjust(labelled, `${weapon.name} needs ST ${weapon.st}`, underStrengthDx(lacking));
}

/** AM §6 SPECIAL COMBAT TALENTS: −4 with the ready weapon used without its class talent. */
const untrained = (
  state: BattleState,
  attacker: BattleFigure,
  situation: AttackSituation,
  labelled: Labelled,
): number => {
  const used = situation.weapon ?? attacker.readyWeapon;
  if (used === null || !wieldsReadyWeapon(situation.kind)) return 0;
  return adjustEach(labelled, untrainedModifiers(state, attacker, used));
};

/** AM §6 AIMED SHOTS: the aim's penalty, a head hit's −4 next turn, a struck leg's −2 and +2. */
const aimedAdjustment: AttackAdjustment = (state, attacker, target, situation, labelled) => {
  let sum = 0;
  const weapon = situation.weapon ?? attacker.readyWeapon;
  const aimed = situation.aim && !situation.toMiss;
  const aimCost = aimed
    ? aimDx(state, attacker, situation.kind, situation.aim, target, {
        weapon,
        stars: situation.stars,
      })
    : 0;
  // An aim that costs nothing (a lasso's, a bola's at the legs or arms) is not listed.
  if (aimed && aimCost !== 0)
    sum += adjust(labelled, `aimed at the ${situation.aim?.replace("-", " ")}`, aimCost);
  if (attacker.dazedOnTurn !== undefined && isDazed(state, attacker))
    sum += adjust(labelled, "head hit last turn", -4);
  if (attacker.legStruckOnTurn !== undefined && isLegStruck(state, attacker))
    sum += adjust(labelled, "leg struck, kneeling", -2);
  if (target.legStruckOnTurn !== undefined && !situation.toMiss && isLegStruck(state, target))
    sum += adjust(labelled, "target's leg struck", 2);
  return sum;
};

/** AM §5 SHA-KEN: several stars at once cost DX, each rolled at it. */
function volley(stars: number, labelled: Labelled): number {
  const dx = volleyDx(stars);
  return dx === 0 ? 0 : adjust(labelled, `volley of ${stars} sha-ken`, dx);
}

/** Missile and thrown attacks: the race's missile bonus, a prone crossbow, and range. */
function rangedAdjustment(
  state: BattleState,
  attacker: BattleFigure,
  situation: AttackSituation,
  from: Hex,
  at: Hex,
  distance: number,
  labelled: Labelled,
): number {
  const { kind } = situation;
  let sum = 0;
  if (attacker.traits.missileDx !== 0) {
    sum += adjust(labelled, `${attacker.traits.kind} with missiles`, attacker.traits.missileDx);
  }
  const weapon = attacker.readyWeapon ? weaponOf(attacker.readyWeapon) : undefined;
  if (kind === "missile" && weapon?.crossbow && attacker.posture === "prone") {
    sum += adjust(labelled, "crossbow fired prone", 1);
  }
  const gunsDx = kind === "missile" ? weapon?.gunpowder?.gunsDx : undefined;
  if (gunsDx !== undefined) {
    // AM §6 GUNPOWDER WEAPONS: the arquebus is +4 with the Guns talent and −4 without.
    const skilled = hasTalent(attacker.talents, "guns");
    sum += adjust(labelled, skilled ? "Guns talent" : "no Guns talent", skilled ? gunsDx : -gunsDx);
  }
  if (situation.withRange) {
    const thrown = situation.weapon ?? attacker.readyWeapon;
    if (kind === "thrown" && thrown && isLitToThrow(weaponOf(thrown))) {
      // AM §6 FIRE AS A WEAPON: a molotail (and GUNPOWDER BOMBS: a grenade) loses 1 a megahex.
      const mh = megahexDistance(from, at);
      sum += adjust(labelled, `thrown ${mh} megahexes`, -mh);
    } else if (kind === "thrown") {
      sum += adjust(labelled, `thrown ${distance} hexes`, -distance);
      if (isShaKen(thrown))
        sum += volley(situation.stars ?? starsThrown(state, attacker), labelled);
    } else {
      // AM §6 LONG-RANGE MISSILE FIRE: past 25 m the talent's table replaces the megahex one.
      const talented = talentRangePenalty(state, attacker, distance);
      if (talented !== null) {
        sum += adjust(labelled, `range ${distance} hexes (Missile Weapons)`, talented);
      } else {
        const mh = megahexDistance(from, at);
        const penalty = missileRangePenalty(mh);
        if (penalty !== 0) sum += adjust(labelled, `range ${mh} megahexes`, penalty);
      }
    }
  }
  return sum;
}
