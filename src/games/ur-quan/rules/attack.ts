/**
 * The Attack and Special Phases (the seed): each once a turn; pay the Cost in Battery; roll the
 * Attack Die; the defender answers with its Pilot Die, or a Reflex if it has one (defence.ts).
 */
import type { Dice } from "../../../dice/dice.ts";
import { shipById } from "./board.ts";
import { defenceNeeded, rollPilot } from "./defence.ts";
import { applySelf } from "./effects.ts";
import { UrQuanError } from "./error.ts";
import { changeBattery, loseCrew } from "./fleet.ts";
import { distance, type Hex } from "./hex.ts";
import { REFLEX_ONLY, TARGETED } from "./readout.ts";
import type { Ship, UrQuanEvent, UrQuanState, WeaponSlot } from "./state.ts";
import { attackDie, weaponOf, whyNot } from "./targeting.ts";
import { resume } from "./turn.ts";

/** Half a crew box: what launching boarders or fighters costs the launching ship (our design). */
export const LAUNCH_HALVES = 1;

export function fire(
  state: UrQuanState,
  ship: Ship,
  slot: WeaponSlot,
  targetId: string | undefined,
  hex: Hex | undefined,
  dice: Dice,
  events: UrQuanEvent[],
): void {
  const weapon = weaponOf(ship, slot);
  const phaseName = slot === "main" ? "Attack" : "Special";
  if (slot === "main" ? ship.usedMain : ship.usedSpecial) {
    throw new UrQuanError(`The ${phaseName} Phase comes once a turn; it is used.`);
  }
  if (REFLEX_ONLY.has(weapon.effect.kind))
    throw new UrQuanError(`The ${weapon.name} works only as a Reflex action.`);
  if (ship.battery < weapon.cost) {
    throw new UrQuanError(`The ${weapon.name} costs ${weapon.cost} Battery; ${ship.battery} left.`);
  }
  const targeted = TARGETED.has(weapon.effect.kind);
  const target = targeted ? targetOf(state, targetId) : undefined;
  if (target !== undefined) {
    const reason = whyNot(state, ship, weapon, target);
    if (reason !== null) throw new UrQuanError(reason);
    if (weapon.effect.kind === "boarding" && ship.crewHalves <= LAUNCH_HALVES) {
      throw new UrQuanError(`Launching ${weapon.name} needs more than half a crew box aboard.`);
    }
  }
  if (slot === "main") ship.usedMain = true;
  else ship.usedSpecial = true;
  events.push({
    type: "fired",
    ship: ship.id,
    slot,
    weapon: weapon.name,
    cost: weapon.cost,
    ...(target ? { target: target.id } : {}),
  });
  changeBattery(ship, -weapon.cost, events);
  if (ship.cloaked && weapon.effect.kind !== "cloak") {
    ship.cloaked = false;
    events.push({ type: "cloaked", ship: ship.id, on: false });
  }
  if (target === undefined) {
    applySelf(state, ship, weapon, hex, events);
    resume(state, events);
    return;
  }
  if (weapon.effect.kind === "boarding") loseCrew(state, ship, LAUNCH_HALVES, events);
  const range = distance(ship.hex, target.hex);
  const die = attackDie(weapon, range, target);
  const faces = weapon.attributes.includes("rapid-fire")
    ? [dice.roll(die), dice.roll(die)]
    : [dice.roll(die)];
  const face = Math.max(...faces);
  events.push({
    type: "attack-rolled",
    ship: ship.id,
    target: target.id,
    weapon: weapon.name,
    die,
    faces,
    face,
    range,
  });
  const pending = {
    attacker: ship.id,
    target: target.id,
    slot,
    die,
    face,
    stage: "defence",
  } as const;
  if (defenceNeeded(target)) {
    state.phase = { kind: "defence", pending };
    return;
  }
  rollPilot(state, pending, dice, events);
}

function targetOf(state: UrQuanState, id: string | undefined): Ship {
  if (id === undefined) throw new UrQuanError("Name the ship to attack.");
  return shipById(state, id);
}
