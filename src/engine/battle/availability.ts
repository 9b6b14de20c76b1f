/**
 * Which options a figure has when its turn to move comes (MELEE: OPTIONS FOR DISENGAGED FIGURES,
 * ENGAGED FIGURES, FIGURES IN HTH COMBAT; REACTIONS TO INJURY; PRONE AND KNEELING FIRE; AM §2 LIST
 * OF OPTIONS, I(c), where ADVANCED MELEE differs).
 */

import { reloadsBetweenShots, weaponOf } from "../figure/equipment.ts";
import { isLegStruck } from "./aimed-shots.ts";
import { berserkOptionProblem } from "./berserk.ts";
import { bolaProblem } from "./bola.ts";
import { parriesWithBow } from "./bow-parry.ts";
import { chosenOption } from "./chosen.ts";
import { grapplesAsCrawler } from "./crawlers-hth.ts";
import { situationOf } from "./engagement.ts";
import { isDown, isOut } from "./figures.ts";
import { fleeProblem } from "./fleeing.ts";
import { lassoProblem } from "./lasso.ts";
import { isRidingOption, ridingOptionProblem } from "./mounting.ts";
import { isCrawling } from "./movement.ts";
import { isEntangled } from "./nets.ts";
import { OPTION_CODES, type OptionCode, optionRule, type Situation } from "./options.ts";
import { itemsInReach } from "./pick-up-reach.ts";
import { readiesLyingDown } from "./prone-readying.ts";
import { changeWeaponsProblem, pickUpProblem } from "./readying.ts";
import { riderOptionProblem } from "./riding-options.ts";
import { rulesOf } from "./ruleset-rules.ts";
import { drawsIntoOffhand } from "./two-daggers.ts";
import type { BattleFigure, BattleState } from "./types.ts";
import {
  hasDaggerReady,
  hasReadyMissile,
  hasStrikeInReach,
  shootsFromPosture,
} from "./weapons-in-use.ts";

const SITUATION_WORDS = {
  disengaged: "not engaged; its options are (a)–(g)",
  engaged: "engaged; its options are (h)–(o)",
  hth: "in hand-to-hand combat; its options are (p)–(r)",
} as const;

/**
 * A missile weapon ready that can shoot from the figure's posture: not spent by (j), and loaded if
 * it is a crossbow or gun (the reloading left counts for those only).
 */
function canShoot(f: BattleFigure): boolean {
  return hasReadyMissile(f) && !unloaded(f) && !f.mustDropMissile && shootsFromPosture(f);
}

/** Its ready crossbow or gun still needs turns of reloading (or readying) before it shoots. */
function unloaded(f: BattleFigure): boolean {
  return (
    f.reloadTurnsLeft > 0 && f.readyWeapon !== null && reloadsBetweenShots(weaponOf(f.readyWeapon))
  );
}

function crossbowUnloaded(f: BattleFigure): boolean {
  return unloaded(f) && f.readyWeapon !== null && weaponOf(f.readyWeapon).crossbow !== undefined;
}

function hasReadyParryWeapon(f: BattleFigure): boolean {
  return f.readyWeapon !== null && weaponOf(f.readyWeapon).class !== "missile";
}

/** Why the figure may not take this option now, or null when it may. */
/** What a flier can do in the air; it lands to attack (MELEE: NONHUMAN FIGURES, gargoyle). */
const FLYING_OPTIONS: ReadonlySet<OptionCode> = new Set(["a", "b", "c", "pass"]);

/**
 * What a flier engaged by another in the air can do (AM §10: engaged "just as though they were
 * on the ground"): shift and attack, shift and defend, disengage, grapple (both then fall), or
 * nothing.
 */
const ENGAGED_FLYING_OPTIONS: ReadonlySet<OptionCode> = new Set(["h", "i", "l", "m", "pass"]);

/**
 * What a rider on a flying mount adds in the air: readying a weapon and missile fire, disengaged
 * or engaged, as a horseman "can carry and use any weapon for which he has the ST, including
 * missile weapons" (AM §9 ATTACKS; §10: "any attack from or in the air that it could make on the
 * ground").
 */
const RIDER_FLYING_OPTIONS: ReadonlySet<OptionCode> = new Set(["e", "f"]);
const RIDER_ENGAGED_FLYING_OPTIONS: ReadonlySet<OptionCode> = new Set(["j", "k"]);

/** Why a flier in the air cannot take `code` in this situation, or null when it can (or is not flying). */
export function flyingOptionProblem(
  f: BattleFigure,
  code: OptionCode,
  situation: Situation,
): string | null {
  if (!f.flying) return null;
  const riders = situation === "engaged" ? RIDER_ENGAGED_FLYING_OPTIONS : RIDER_FLYING_OPTIONS;
  if (f.mount && riders.has(code)) return null;
  if (situation === "engaged") {
    return ENGAGED_FLYING_OPTIONS.has(code)
      ? null
      : `${f.name} is engaged in the air: it may shift and attack (h), shift and defend (i), disengage (l), grapple (m) or do nothing.`;
  }
  return FLYING_OPTIONS.has(code)
    ? null
    : `${f.name} is flying: it may fly on (a), swoop down to attack (b), dodge (c) or hover (pass).`;
}

export function optionProblem(
  state: BattleState,
  f: BattleFigure,
  code: OptionCode,
): string | null {
  return optionProblemNow(state, f, code, situationOf(state, f));
}

/** optionProblem, for a caller that has worked out the figure's situationOf already. */
export function optionProblemNow(
  state: BattleState,
  f: BattleFigure,
  code: OptionCode,
  situation: Situation,
): string | null {
  if (isOut(f)) return `${f.name} is out of the fight.`;
  if (chosenOption(state, f.id)) return `${f.name} already has an option this turn.`;
  return flyingOptionProblem(f, code, situation) ?? optionProblemIn(state, f, code, situation);
}

/**
 * Why the figure may not take this option, given the situation it was in when its turn to move
 * came — also used when it changes its mind later in the turn (MELEE: OPTIONS). `engagedBefore`:
 * whether it was engaged when it chose its option before this turn's; by then this turn's choice
 * has overwritten the figure's own record, so a change of option passes the one its choice kept.
 */
export function optionProblemIn(
  state: BattleState,
  f: BattleFigure,
  code: OptionCode,
  situation: Situation,
  engagedBefore = f.engagedAtLastOption,
): string | null {
  if (isOut(f)) return `${f.name} is out of the fight.`;
  const rule = optionRule(code);
  if (rule.attacks && state.turnState.fleeing?.includes(f.side))
    return `${f.name}'s side is fleeing this turn: it won the initiative to keep running, not to attack (AM §3).`;
  // AM §3: a crawler may grapple a foe lying down beside it, engaged or not (crawlers-hth.ts).
  if (code === "m" && situation !== "hth" && grapplesAsCrawler(state, f) && !isEntangled(f))
    return null;
  // AM §9 OPTIONS: a rider's options are a riding animal's (riding-options.ts).
  const riding = f.mount && rulesOf(state).riderTakesAnimalOptions;
  const asRider = riding ? riderOptionProblem(f, code, situation) : null;
  if (asRider) return asRider;
  if (rule.situation !== "any" && rule.situation !== situation) {
    return `${f.name} is ${SITUATION_WORDS[situation]}.`;
  }
  if (code === "pass") return null;
  const frenzy = berserkOptionProblem(f, code);
  if (frenzy) return frenzy;
  if (isEntangled(f) && code !== "g" && code !== "n") {
    return `${f.name} is tangled in a net: it may only struggle to stand, (g) or (n), or do nothing.`;
  }
  const bound = bolaProblem(state, f, code) ?? lassoProblem(state, f, code);
  if (bound) return bound;
  // A heavy blow leaves a figure able only to get up next turn, or nothing at all in a brawl.
  if (f.knockedDownLastTurn && situation === "hth") {
    return `${f.name} was knocked down in a brawl and may do nothing this turn.`;
  }
  const crawls = code === "a" && isCrawling(state, f);
  if (f.knockedDownLastTurn && !(code === "g" || code === "n" || crawls)) {
    return `${f.name} was knocked down last turn and may only stand up or stay down.`;
  }
  if (isRidingOption(code)) return ridingOptionProblem(state, f, code, situation);
  if (code === "flee") return fleeProblem(state, f);
  const down = isDown(f) && situation !== "hth";
  // MELEE: NONHUMAN FIGURES — beasts and the gargoyle use no weapons: nothing to ready or pick up.
  if ((code === "e" || code === "k" || code === "o") && !f.traits.usesWeapons)
    return `${f.name} uses no weapons.`;
  switch (code) {
    case "g":
    case "n":
      if (down && isLegStruck(state, f))
        return `${f.name}'s leg was struck by an aimed shot: it fights from the ground until turn ${(f.legStruckOnTurn ?? 0) + 3}.`;
      return down ? null : `${f.name} is already standing.`;
    case "d":
      // A kneeling figure may drop on down to lie prone, without moving (it has no MA while down).
      return down && f.posture !== "kneeling"
        ? `${f.name} is ${f.posture} and must stand up first.`
        : null;
    case "f":
      if (state.combatType === "practice") return "Practice combat allows no missile weapons.";
      return canShoot(f)
        ? null
        : `${f.name} has no loaded missile weapon it can shoot ${f.posture === "standing" ? "" : `while ${f.posture}`}.`.replace(
            " .",
            ".",
          );
    case "j":
      if (state.combatType === "practice") return "Practice combat allows no missile weapons.";
      if (engagedBefore && rulesOf(state).lastShotOnlyWhenNewlyEngaged)
        return `${f.name} was engaged already last turn, or readied its missile weapon only as it was engaged; a last shot is for a figure newly engaged with its missile weapon ready from before.`;
      return canShoot(f) ? null : `${f.name} has no loaded missile weapon ready.`;
    case "e":
      if (!down) return null;
      // MELEE: PRONE AND KNEELING FIRE — a crossbow is reloaded lying prone or kneeling, not fallen.
      if (readiesLyingDown(state, f)) return null;
      if (f.posture === "fallen") return `${f.name} has fallen and must stand up first.`;
      if (f.posture === "kneeling" && rulesOf(state).kneelingReadiesAnyWeapon) return null;
      return crossbowUnloaded(f)
        ? null
        : `${f.name} is ${f.posture}; only a crossbow may be reloaded while down.`;
    case "i":
      if (down) return `${f.name} is ${f.posture} and must stand up first.`;
      // The giant's club is a weapon it can parry with, unlike a beast's claws.
      return hasReadyParryWeapon(f) ||
        parriesWithBow(state, f) ||
        (f.traits.usesWeapons && f.traits.naturalAttack !== null)
        ? null
        : `${f.name} needs a ready non-missile weapon to defend.`;
    case "h":
      if (down) return `${f.name} is ${f.posture} and must stand up first.`;
      // AM §9 ATTACKS: a rider's mount attacks with no weapon (mount-attack.ts).
      return hasStrikeInReach(f) || f.mount
        ? null
        : `${f.name} has no ready weapon to attack with.`;
    case "k": {
      if (down) return `${f.name} is ${f.posture} and must stand up first.`;
      const choices = f.carried.filter((w) => weaponOf(w).class !== "missile");
      if (choices.length === 0) return `${f.name} carries no other non-missile weapon to ready.`;
      const problems = choices.map((w) => changeWeaponsProblem(f, w, rulesOf(state)));
      return problems.includes(null)
        ? null
        : `${f.name} cannot ready another weapon: ${problems[0]}`;
    }
    case "o": {
      // MELEE: PRONE AND KNEELING FIRE — "no other weapon may be readied by a prone or kneeling
      // figure" (only a crossbow may be reloaded); (o) bends over, so it stands up first.
      if (down) return `${f.name} is ${f.posture} and must stand up first.`;
      // A giant may pick up what lies under any of its three hexes; under AM, next door too.
      const lying = itemsInReach(state, f);
      if (lying.length === 0)
        return `There is nothing on the ground in ${f.name}'s hex to pick up.`;
      const problems = lying.map((d) => pickUpProblem(f, d.item, rulesOf(state)));
      return problems.includes(null) ? null : `${f.name} cannot use what lies here: ${problems[0]}`;
    }
    case "q":
      if (hasDaggerReady(f) && !drawsIntoOffhand(state, f))
        return `${f.name} already has a dagger ready.`;
      return f.carried.some((w) => weaponOf(w).daggerLike)
        ? null
        : `${f.name} has no dagger to draw.`;
    default:
      return down && !crawls ? `${f.name} is ${f.posture} and must stand up first.` : null;
  }
}

export function availableOptions(state: BattleState, f: BattleFigure): OptionCode[] {
  const situation = situationOf(state, f);
  return OPTION_CODES.filter((code) => optionProblemNow(state, f, code, situation) === null);
}
