/**
 * The strong player's approach to a foe who fights hand to hand, before blows are exchanged. The
 * safe player walks as near as it can with a full move (a), which makes no attack, and charges
 * (b) whenever it can reach: a figure that waits just beyond the foe's charge, yet within its full
 * move, strikes it as it walks up (MELEE: OPTIONS), and one that keeps that distance at the end of
 * each turn gets the first blow whoever moves first next. With a pole weapon it also stands fast
 * where the foe will charge it, for +2 DX and double damage (MELEE: POLE WEAPONS).
 */

import {
  allowance,
  type BattleFigure,
  type BattleState,
  chosenOption,
  engagingEnemies,
  type Hex,
  hasMeleeStriker,
  hasReadyMissile,
  hexDistance,
  isInHth,
  isLarge,
  legalDestinations,
  type MoveOrder,
  type OptionCode,
  weaponOf,
} from "../engine/index.ts";
import { bestCarriedHandWeapon } from "./hand-weapons.ts";
import { facingToward, isFoeInTheFight, occupiedByOther, optionAllowed } from "./policy.ts";

/**
 * How many turns the rules of thumb here hold back for. Waiting pays against a foe who comes; a foe
 * who waits as well would keep both apart until the battle's turn limit, so after these turns the
 * strong player closes as the safe one does.
 */
export const OPENING_TURNS = 6;

/**
 * The order that keeps or takes the distance the safe player walks into, or null when the rules
 * of thumb here do not apply (the figure or its foe shoots, is down, engaged or in a brawl; more
 * than one foe; or no hex at a good distance can be reached).
 */
export function openingOrder(state: BattleState, f: BattleFigure): MoveOrder | null {
  if (state.turn > OPENING_TURNS) return null;
  const foes = state.figures.filter((o) => isFoeInTheFight(f, o));
  const foe = foes[0];
  if (foes.length !== 1 || !foe || f.posture !== "standing" || isInHth(state, f)) return null;
  // A giant needs room for its three hexes as it moves and turns: the safe player's care, not this.
  if (isLarge(f) || isLarge(foe)) return null;
  if (engagingEnemies(state, f).length > 0) return null;
  if (hasReadyMissile(foe) && foe.posture === "standing") return closeOnArcher(state, f, foe);
  if (!fightsHandToHand(state, f) || !fightsHandToHand(state, foe)) return null;
  const distance = hexDistance(f.position, foe.position);
  // The foe charges from up to its ½ MA + 1 away, and walks up next to us from its MA + 1.
  const foeCharges = allowance(foe, "b") + 1;
  const foeWalksUp = allowance(foe, "a") + 1;
  const foeMovesLater = chosenOption(state, foe.id) === undefined;
  if (!foeMovesLater) {
    // The foe has moved: charge it if we can (it made no attack if it walked), else stop where
    // it must walk up to us next turn.
    if (distance - 1 <= allowance(f, "b")) return null;
    return moveTo(state, f, foe, "a", foeCharges + 1, foeWalksUp, true);
  }
  if (isPole(f) && distance <= foeCharges && optionAllowed(state, f, "b", "disengaged")) {
    return {
      type: "move",
      figure: f.id,
      option: "b",
      facing: facingToward(f.position, foe.position),
      path: [],
    };
  }
  return (
    moveTo(state, f, foe, "b", foeCharges + 1, foeWalksUp, false) ??
    // Beyond that: stop where the foe's full move ends at that distance from us.
    moveTo(state, f, foe, "a", foeCharges + foeWalksUp, 2 * foeWalksUp - 1, false)
  );
}

/**
 * Against a foe with a loaded bow: ready the best hand weapon, then dodge (c) toward the foe until
 * it can be charged. The safe player shoots at 3 dice until it is engaged, shoots once more and
 * must then ready a hand weapon, a turn without an attack; a dodging figure is shot at with 4
 * dice (MELEE: OPTIONS, dodge).
 */
function closeOnArcher(state: BattleState, f: BattleFigure, foe: BattleFigure): MoveOrder | null {
  const facing = facingToward(f.position, foe.position);
  if (hasReadyMissile(f)) {
    const weapon = bestCarriedHandWeapon(f);
    if (!weapon || !optionAllowed(state, f, "e", "disengaged")) return null;
    return { type: "move", figure: f.id, option: "e", facing, path: [], ready: { weapon } };
  }
  if (!hasMeleeStriker(f) || hexDistance(f.position, foe.position) - 1 <= allowance(f, "b"))
    return null;
  return moveTo(state, f, foe, "c", 2, 2, true);
}

/** Standing, not engaged or in a brawl, with a hand or pole weapon ready and no loaded missile. */
function fightsHandToHand(state: BattleState, f: BattleFigure): boolean {
  return (
    f.posture === "standing" &&
    hasMeleeStriker(f) &&
    !hasReadyMissile(f) &&
    !isInHth(state, f) &&
    engagingEnemies(state, f).length === 0
  );
}

function isPole(f: BattleFigure): boolean {
  return f.readyWeapon !== null && weaponOf(f.readyWeapon).class === "pole";
}

/**
 * Option `option` to the cheapest hex from `nearest` to `farthest` hexes from the foe, facing it
 * (with `closest`, the nearest such hex, or failing that the nearest hex beyond); null if none.
 */
function moveTo(
  state: BattleState,
  f: BattleFigure,
  foe: BattleFigure,
  option: OptionCode,
  nearest: number,
  farthest: number,
  closest: boolean,
): MoveOrder | null {
  if (!optionAllowed(state, f, option, "disengaged")) return null;
  let best: { path: readonly Hex[]; cost: number; hex: Hex; distance: number } | null = null;
  for (const d of legalDestinations(state, f.id, option)) {
    const distance = hexDistance(d.hex, foe.position);
    if (distance < nearest || (!closest && distance > farthest)) continue;
    if (d.cost > 0 && occupiedByOther(state, f, d.hex)) continue;
    const key = closest ? Math.max(0, distance - farthest) : 0;
    const bestKey = best && closest ? Math.max(0, best.distance - farthest) : 0;
    if (!best || key < bestKey || (key === bestKey && d.cost < best.cost))
      best = { path: d.path, cost: d.cost, hex: d.hex, distance };
  }
  if (!best) return null;
  const facing = facingToward(best.hex, foe.position);
  return { type: "move", figure: f.id, option, facing, path: best.path };
}
