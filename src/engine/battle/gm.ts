/**
 * Game-master rulings: direct changes to a figure that the rules engine cannot adjudicate
 * (a narrative wound, a figure moved by a collapsing floor, a weapon handed over). Each is checked
 * for sense — a hex inside the arena and free, hits within ST — and then applied as stated.
 */

import { isShieldId, isWeaponId, weaponOf } from "../figure/equipment.ts";
import { isInArena } from "../hex/arena.ts";
import { formatDirection, formatHex } from "../hex/coordinates.ts";
import { hasHeights } from "./altitude.ts";
import { berserkRuling } from "./berserk.ts";
import { applyConditionsRuling } from "./conditions-ruling.ts";
import { type Ctx, emit } from "./context.ts";
import { BOULDER, BOULDER_KG, boulderLoadProblem, bouldersOf, setBoulders } from "./drops.ts";
import { refuse } from "./errors.ts";
import { blocksMovement, figureById, figuresAt, stRemaining } from "./figures.ts";
import { ruleFleeing } from "./fleeing.ts";
import { footprintAt } from "./footprint.ts";
import { CHEAP_POWDER, giveCheapPowder } from "./gunpowder.ts";
import { applyInitiativeBonusRuling } from "./initiative-bonus.ts";
import { reactToInjury } from "./injury.ts";
import type { GmOrder } from "./orders.ts";
import { rulePanic } from "./panic-ruling.ts";
import { pouchedStars } from "./sha-ken.ts";
import { applySurpriseRuling } from "./surprise.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** Sets the hits; what they lead to (reactToInjury) follows once the ruling is logged. */
function setHits(f: BattleFigure, hits: number): string {
  if (!Number.isInteger(hits) || hits < 0 || hits > f.st) {
    refuse(`Hits must be a whole number from 0 to ${f.st} (${f.name}'s ST).`);
  }
  if (hits < f.hits && f.condition !== "ok") {
    refuse(
      `${f.name} is ${f.condition}; healing does not bring a fallen figure back in this battle.`,
    );
  }
  const before = f.hits;
  f.hits = hits;
  return `hits ${before} → ${hits} (ST ${stRemaining(f)}/${f.st})`;
}

function place(
  ctx: Ctx,
  f: BattleFigure,
  order: Extract<GmOrder["ruling"], { kind: "place" }>,
): string {
  const facing = order.facing ?? f.facing;
  // A giant needs all three of its hexes there.
  for (const h of footprintAt(f, order.to, facing)) {
    if (!isInArena(ctx.state.arena, h)) refuse(`${formatHex(h)} is outside the arena or a wall.`);
    const others = figuresAt(ctx.state, h).filter((o) => o !== f);
    if (blocksMovement(f) && others.some(blocksMovement)) refuse(`${formatHex(h)} is occupied.`);
  }
  f.position = order.to;
  f.facing = facing;
  return `placed at ${formatHex(order.to)} facing ${formatDirection(f.facing)}`;
}

function give(state: BattleState, f: BattleFigure, item: string, ready: boolean): string {
  if (item === BOULDER) return giveBoulder(state, f);
  if (item === CHEAP_POWDER) return giveCheapPowder(state, f);
  if (isShieldId(item)) {
    if (f.shield) refuse(`${f.name} already has a shield.`);
    f.shield = item;
    f.shieldReady = ready;
    return `given a ${item}${ready ? ", ready" : ""}`;
  }
  if (!isWeaponId(item)) refuse(`"${item}" is not a weapon or shield.`);
  if (ready) {
    if (f.readyWeapon) f.carried.push(f.readyWeapon);
    f.readyWeapon = item;
  } else {
    f.carried.push(item);
  }
  // AM §5 SHA-KEN: a pouch of stars comes full.
  const stars = pouchedStars([item]);
  if (stars > 0) f.shaKen = (f.shaKen ?? 0) + stars;
  return `given a ${weaponOf(item).name.toLowerCase()}${ready ? ", ready" : ""}`;
}

/** AM §10: one more 50 kg boulder for a flier to drop, within what its ST carries (drops.ts). */
function giveBoulder(state: BattleState, f: BattleFigure): string {
  if (!hasHeights(state)) refuse("Boulders to drop from the air are ADVANCED MELEE's (§10).");
  const count = bouldersOf(f) + 1;
  const problem = boulderLoadProblem(f, count);
  if (problem) refuse(problem);
  setBoulders(f, count);
  return `given a ${BOULDER_KG} kg boulder to drop (${count} carried)`;
}

function take(f: BattleFigure, item: string): string {
  if (f.shield === item) {
    f.shield = null;
    f.shieldReady = false;
  } else if (f.readyWeapon === item) {
    f.readyWeapon = null;
  } else if (f.offhand === item) {
    f.offhand = null;
  } else {
    const index = f.carried.indexOf(item as never);
    if (index < 0) refuse(`${f.name} has no ${item}.`);
    f.carried.splice(index, 1);
  }
  return `loses the ${item}`;
}

/**
 * Applies the ruling and logs it, then its consequences (a figure falling unconscious and dropping
 * what it held), so the log reads cause before effect.
 */
export function applyGmOrder(ctx: Ctx, order: GmOrder): void {
  const { ruling } = order;
  if (ruling.kind === "conditions") {
    applyConditionsRuling(ctx, order.gm, ruling, order.reason ?? null);
    return;
  }
  if (ruling.kind === "initiative-bonus") {
    applyInitiativeBonusRuling(ctx, order.gm, ruling, order.reason ?? null);
    return;
  }
  if (ruling.kind === "surprise") {
    applySurpriseRuling(ctx, order.gm, ruling, order.reason ?? null);
    return;
  }
  const f = figureById(ctx.state, ruling.figure);
  let description: string;
  switch (ruling.kind) {
    case "set-hits":
      description = setHits(f, ruling.hits);
      break;
    case "place":
      description = place(ctx, f, ruling);
      break;
    case "posture":
      if (f.condition !== "ok" && ruling.posture !== "fallen")
        refuse(`${f.name} is ${f.condition} and cannot get up.`);
      f.posture = ruling.posture;
      description = `now ${ruling.posture}`;
      break;
    case "give":
      description = give(ctx.state, f, ruling.item, ruling.ready);
      break;
    case "take":
      description = take(f, ruling.item);
      break;
    case "berserk":
      description = berserkRuling(ctx, ctx.state, f, ruling.berserk);
      break;
    case "panic":
      description = rulePanic(ctx, f, ruling.cause);
      break;
    case "fleeing":
      description = ruleFleeing(ctx.state, f);
      break;
  }
  emit(ctx, {
    type: "gm-ruling",
    gm: order.gm,
    figure: f.id,
    ruling: description,
    reason: order.reason ?? null,
  });
  if (ruling.kind === "set-hits" || ruling.kind === "berserk") reactToInjury(ctx, f);
}
