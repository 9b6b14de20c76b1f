/**
 * AM §2 option IV(b): "Two disengaged figures within one hex of each other can use this option and
 * exchange weapons." Each names the other with (e); the first to move waits with its offer, and the
 * exchange is made when the second's movement ends: their ready weapons change hands. MELEE has no
 * exchange. Reading in docs/rulings.md, "Exchanging weapons".
 */

import { reloadsBetweenShots, type WeaponId, weaponOf } from "../figure/equipment.ts";
import { markBroken, unmarkBroken } from "./broken-weapons.ts";
import { chosenOption } from "./chosen.ts";
import { type Ctx, emit } from "./context.ts";
import { isEngaged } from "./engagement.ts";
import { refuse } from "./errors.ts";
import { findFigure, isOut } from "./figures.ts";
import { distanceBetween } from "./footprint.ts";
import { allowanceIn } from "./movement.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/**
 * A ready weapon as it changes hands: broken or not, a crossbow's (or gun's) reloading with it, and (from
 * rules edition 3) a lasso's re-coiling.
 */
interface InHand {
  readonly weapon: WeaponId | null;
  readonly broken: boolean;
  readonly reloadTurnsLeft: number;
  readonly coiledOnTurn?: number;
}

function leaveHand(f: BattleFigure): InHand {
  const weapon = f.readyWeapon;
  const reloadTurnsLeft = weapon && reloadsBetweenShots(weaponOf(weapon)) ? f.reloadTurnsLeft : 0;
  f.reloadTurnsLeft = 0;
  const held = { weapon, broken: weapon !== null && unmarkBroken(f, weapon), reloadTurnsLeft };
  const coiledOnTurn = f.lassoCoiledOnTurn;
  if (weapon !== "lasso" || coiledOnTurn === undefined) return held;
  delete f.lassoCoiledOnTurn;
  return { ...held, coiledOnTurn };
}

function takeInHand(f: BattleFigure, held: InHand): void {
  f.readyWeapon = held.weapon;
  if (held.weapon && held.broken) markBroken(f, held.weapon);
  f.reloadTurnsLeft = held.reloadTurnsLeft;
  if (held.coiledOnTurn !== undefined) f.lassoCoiledOnTurn = held.coiledOnTurn;
}

/** The hand problems of a figure holding `weapon` instead of its own: the caller's checks. */
export type HandsCheck = (f: BattleFigure, weapon: WeaponId | null) => string | null;

/**
 * Whom `figureId` may name for an exchange: every other figure still in the fight (AM only), friend
 * or foe; whether they are near and disengaged is judged as the exchange is made.
 */
export function exchangePartners(state: BattleState, figureId: string): string[] {
  if (!rulesOf(state).exchangesWeapons) return [];
  return state.figures.filter((g) => g.id !== figureId && !isOut(g)).map((g) => g.id);
}

/**
 * The partners an exchange could be made with as things stand, nearest first: both disengaged, a
 * weapon ready between them, and near enough for this figure's (e) move to end beside them. What the click-by-click order offers; the exchange itself is judged
 * when it is made.
 */
export function likelyExchangePartners(state: BattleState, figureId: string): string[] {
  const f = findFigure(state, figureId);
  if (!f || isEngaged(state, f)) return [];
  const reach = allowanceIn(state, f, "e") + 1;
  return exchangePartners(state, figureId)
    .flatMap((id) => {
      const g = findFigure(state, id);
      const near = g !== undefined && distanceBetween(f, g) <= reach;
      return near && !isEngaged(state, g) && (f.readyWeapon || g.readyWeapon) ? [g] : [];
    })
    .sort((a, b) => distanceBetween(f, a) - distanceBetween(f, b))
    .map((g) => g.id);
}

function partnerOf(ctx: Ctx, f: BattleFigure, partnerId: string): BattleFigure {
  if (!rulesOf(ctx.state).exchangesWeapons) refuse("MELEE has no weapon exchange.");
  const partner = findFigure(ctx.state, partnerId);
  if (!partner || partner === f || isOut(partner))
    refuse(`${f.name} may exchange weapons only with another figure in the fight.`);
  return partner;
}

/**
 * Option (e) naming a partner: the exchange if the partner has offered one to this figure this
 * turn, else this figure's own offer, made good when the partner's turn to move comes.
 */
export function exchangeWeapons(
  ctx: Ctx,
  f: BattleFigure,
  partnerId: string,
  handsProblem: HandsCheck,
): void {
  const partner = partnerOf(ctx, f, partnerId);
  if (isEngaged(ctx.state, f)) refuse(`${f.name} is engaged: only disengaged figures exchange.`);
  const offer = chosenOption(ctx.state, partner.id);
  if (offer?.option !== "e" || offer.exchangeWith !== f.id) {
    emit(ctx, { type: "weapon-exchange-offered", figure: f.id, partner: partner.id });
    return;
  }
  if (isEngaged(ctx.state, partner))
    refuse(`${partner.name} is engaged now: only disengaged figures exchange.`);
  if (distanceBetween(f, partner) > 1)
    refuse(`${f.name} must end within one hex of ${partner.name} to exchange weapons.`);
  const given = f.readyWeapon;
  const taken = partner.readyWeapon;
  if (!given && !taken) refuse(`Neither ${f.name} nor ${partner.name} has a weapon ready.`);
  const problem = handsProblem(f, taken) ?? handsProblem(partner, given);
  if (problem) refuse(problem);
  const fromF = leaveHand(f);
  const fromPartner = leaveHand(partner);
  takeInHand(partner, fromF);
  takeInHand(f, fromPartner);
  emit(ctx, {
    type: "weapons-exchanged",
    figure: f.id,
    partner: partner.id,
    gave: given,
    got: taken,
  });
}
