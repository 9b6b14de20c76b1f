/** What each effect in our glossary does (docs/ur-quan.md), on a hit, on use, or as a Reflex. */
import { occupant, onMap, readout } from "./board.ts";
import { UrQuanError } from "./error.ts";
import { changeBattery, checkOver, destroy, gainCrew, isOnMap, loseCrew } from "./fleet.ts";
import { distance, type Facing, facingToward, type Hex, neighbour, turned } from "./hex.ts";
import type { Effect, Weapon } from "./readout.ts";
import type { Ship, UrQuanEvent, UrQuanState } from "./state.ts";

/** A targeted weapon's hit on `target`. */
export function applyHit(
  state: UrQuanState,
  attacker: Ship,
  weapon: Weapon,
  target: Ship,
  events: UrQuanEvent[],
): void {
  events.push({ type: "hit-taken", ship: target.id, weapon: weapon.name });
  const effect = weapon.effect;
  switch (effect.kind) {
    case "damage":
    case "boarding":
      loseCrew(state, target, weapon.damage, events);
      return;
    case "steal-crew": {
      const taken = Math.min(weapon.damage, target.crewHalves);
      loseCrew(state, target, taken, events);
      if (isOnMap(state, attacker)) gainCrew(attacker, taken, events);
      return;
    }
    case "limpets":
      target.slowed += 1;
      events.push({
        type: "slowed",
        ship: target.id,
        thrust: readout(target).thrust - target.slowed,
        turn: readout(target).turn - target.slowed,
      });
      return;
    case "drain":
      changeBattery(target, -effect.boxes, events);
      return;
    case "pull":
      pull(state, target, attacker, effect.hexes, events);
      return;
    case "confuse":
      target.confused = true;
      events.push({ type: "confused", ship: target.id });
      return;
    default:
      throw new Error(`${effect.kind} is not a targeted effect`);
  }
}

/**
 * Moves a ship up to `hexes` hexes, each across the hexside `way` gives from where it is, stopping
 * before an object or the map's edge; returns where it started.
 */
function slide(state: UrQuanState, ship: Ship, hexes: number, way: (at: Hex) => Facing): Hex {
  const from = ship.hex;
  for (let i = 0; i < hexes; i++) {
    const next = neighbour(ship.hex, way(ship.hex));
    if (!onMap(state, next) || occupant(state, next) !== null) break;
    ship.hex = next;
  }
  return from;
}

function pull(
  state: UrQuanState,
  target: Ship,
  toward: Ship,
  hexes: number,
  events: UrQuanEvent[],
): void {
  const from = slide(state, target, hexes, (at) => facingToward(at, toward.hex));
  if (target.hex !== from) events.push({ type: "pulled", ship: target.id, from, to: target.hex });
}

/** The Glory Device: the ship explodes and every other ship within range takes the Damage. */
export function explode(
  state: UrQuanState,
  ship: Ship,
  weapon: Weapon,
  events: UrQuanEvent[],
): void {
  events.push({ type: "exploded", ship: ship.id });
  const caught = state.ships.filter((s) => s !== ship && distance(s.hex, ship.hex) <= weapon.range);
  for (const other of caught) loseCrew(state, other, weapon.damage, events, false);
  destroy(state, ship, events, false);
  checkOver(state, events);
}

/** A self effect of the ship's weapon, used on its own turn; `hex` for a teleport's destination. */
type SelfEffect = (
  state: UrQuanState,
  ship: Ship,
  weapon: Weapon,
  hex: Hex | undefined,
  events: UrQuanEvent[],
) => void;

export const applySelf: SelfEffect = (state, ship, weapon, hex, events) => {
  const effect: Effect = weapon.effect;
  switch (effect.kind) {
    case "teleport":
      teleport(state, ship, weapon, hex, events);
      return;
    case "regenerate":
      gainCrew(ship, effect.boxes * 2, events);
      return;
    case "boost":
      ship.thrustLeft += effect.thrust;
      events.push({ type: "boosted", ship: ship.id, thrust: effect.thrust });
      return;
    case "cloak":
      ship.cloaked = true;
      events.push({ type: "cloaked", ship: ship.id, on: true });
      return;
    case "furnace":
      if (ship.crewHalves <= 1)
        throw new UrQuanError("The Furnace would burn the last crew; it is refused.");
      loseCrew(state, ship, 1, events);
      changeBattery(ship, effect.boxes, events);
      return;
    case "recharge":
      changeBattery(ship, effect.boxes, events);
      return;
    case "retro":
      retro(state, ship, effect.hexes, events);
      return;
    case "harvest":
      harvest(state, ship, weapon, effect.boxes, events);
      return;
    case "glory":
      explode(state, ship, weapon, events);
      return;
    default:
      throw new UrQuanError(`The ${weapon.name} works only as a Reflex action.`);
  }
};

const teleport: SelfEffect = (state, ship, weapon, hex, events) => {
  if (hex === undefined) throw new UrQuanError(`Name the hex to ${weapon.name} to.`);
  if (!onMap(state, hex) || occupant(state, hex) !== null)
    throw new UrQuanError("Teleport to an empty hex on the map.");
  if (distance(ship.hex, hex) > weapon.range)
    throw new UrQuanError(`${weapon.name} reaches ${weapon.range} hexes.`);
  events.push({ type: "teleported", ship: ship.id, from: ship.hex, to: hex });
  ship.hex = hex;
};

function retro(state: UrQuanState, ship: Ship, hexes: number, events: UrQuanEvent[]): void {
  const from = slide(state, ship, hexes, () => turned(ship.facing, 3));
  if (ship.hex !== from) events.push({ type: "moved", ship: ship.id, from, to: ship.hex });
}

function harvest(
  state: UrQuanState,
  ship: Ship,
  weapon: Weapon,
  boxes: number,
  events: UrQuanEvent[],
): void {
  const rock = state.asteroids.find((a) => distance(a, ship.hex) <= weapon.range);
  if (rock === undefined)
    throw new UrQuanError(`No asteroid within ${weapon.range} hex to harvest.`);
  state.asteroids = state.asteroids.filter((a) => a !== rock);
  events.push({ type: "harvested", ship: ship.id, hex: rock });
  changeBattery(ship, boxes, events);
}

/** A Reflex weapon's own effect, after its roll (the seed: it applies whether or not it nullified). */
export function applyReflexEffect(
  state: UrQuanState,
  ship: Ship,
  weapon: Weapon,
  attackWeapon: Weapon,
  events: UrQuanEvent[],
): void {
  switch (weapon.effect.kind) {
    case "glory":
      explode(state, ship, weapon, events);
      return;
    case "absorb":
      changeBattery(ship, attackWeapon.cost, events);
      return;
    default:
      return;
  }
}
