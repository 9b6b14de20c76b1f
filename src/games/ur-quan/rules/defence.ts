/**
 * The defender's answer to an Attack Die (the seed, Attack Phase and Reflex Actions): the Pilot
 * Die, which the attack must beat; or a Reflex, a d12 rolled instead, nullifying the attack if it
 * meets or beats the Attack Die; or, after a failed Pilot roll, a Dire Reflex on a d6. A Reflex
 * spends its weapon's Battery and its effect applies either way, unless the ship was destroyed.
 */
import type { Dice } from "../../../dice/dice.ts";
import { readout, shipById } from "./board.ts";
import { DIRE_REFLEX_DIE, type DieSize, REFLEX_DIE } from "./die-size.ts";
import { applyHit, applyReflexEffect } from "./effects.ts";
import { changeBattery, isOnMap } from "./fleet.ts";
import type { Weapon } from "./readout.ts";
import type { PendingAttack, Ship, UrQuanEvent, UrQuanState } from "./state.ts";
import { weaponOf } from "./targeting.ts";
import { resume } from "./turn.ts";

/** The ship's Reflex weapon, if it has one and Battery enough to use it. */
export function usableReflex(ship: Ship): Weapon | null {
  const r = readout(ship);
  const weapon = [r.special, r.main].find((w) => w.attributes.includes("reflex"));
  return weapon !== undefined && ship.battery >= weapon.cost ? weapon : null;
}

/** Whether the defender has a choice to make; without a Reflex it simply rolls its Pilot Die. */
export function defenceNeeded(ship: Ship): boolean {
  return usableReflex(ship) !== null;
}

function settle(state: UrQuanState, events: UrQuanEvent[]): void {
  if (state.phase.kind === "defence") state.phase = { kind: "turn" };
  resume(state, events);
}

function hit(state: UrQuanState, pending: PendingAttack, events: UrQuanEvent[]): void {
  const attacker = shipById(state, pending.attacker);
  applyHit(
    state,
    attacker,
    weaponOf(attacker, pending.slot),
    shipById(state, pending.target),
    events,
  );
}

/** A defence roll against a pending attack, applying what it decides and noting it in `events`. */
type DefenceRoll = (
  state: UrQuanState,
  pending: PendingAttack,
  dice: Dice,
  events: UrQuanEvent[],
) => void;

export const rollPilot: DefenceRoll = (state, pending, dice, events) => {
  const target = shipById(state, pending.target);
  const die = readout(target).pilot;
  const face = dice.roll(die);
  const hits = pending.face > face;
  events.push({ type: "pilot-rolled", ship: target.id, die, face, hit: hits });
  if (hits && defenceNeeded(target)) {
    state.phase = { kind: "defence", pending: { ...pending, stage: "dire" } };
    return;
  }
  state.phase = { kind: "turn" };
  if (hits) hit(state, pending, events);
  settle(state, events);
};

export const rollReflex: DefenceRoll = (state, pending, dice, events) => {
  const target = shipById(state, pending.target);
  const attacker = shipById(state, pending.attacker);
  const weapon = usableReflex(target);
  if (weapon === null) throw new Error("no usable reflex");
  const dire = pending.stage === "dire";
  const die: DieSize = dire ? DIRE_REFLEX_DIE : REFLEX_DIE;
  changeBattery(target, -weapon.cost, events);
  const face = dice.roll(die);
  const nullified = face >= pending.face;
  events.push({
    type: "reflex-rolled",
    ship: target.id,
    weapon: weapon.name,
    die,
    face,
    dire,
    nullified,
  });
  state.phase = { kind: "turn" };
  if (!nullified) hit(state, pending, events);
  if (isOnMap(state, target))
    applyReflexEffect(state, target, weapon, weaponOf(attacker, pending.slot), events);
  settle(state, events);
};

/** Taking the hit after a failed Pilot roll, without a Dire Reflex. */
export function takeHit(state: UrQuanState, pending: PendingAttack, events: UrQuanEvent[]): void {
  state.phase = { kind: "turn" };
  hit(state, pending, events);
  settle(state, events);
}
