/**
 * AM §6 FIRE AS A WEAPON: the torch. Swung, it does double damage to a figure fire harms most (the
 * troll). Held ready, it lights its holder's hex and the six round it, for AM §6 DARKNESS: "a single
 * nearby torch is enough for normal combat" (docs/rulings.md, "Torches"). An ordinary animal
 * facing it fights its holder at −2 and will not grapple it, and will not step into a burning hex.
 */
import { isWeaponId, weaponOf } from "../figure/equipment.ts";
import { type Hex, hexDistance } from "../hex/coordinates.ts";
import { isBurning } from "./conditions.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState, ItemId } from "./types.ts";

/** How far from its holder a ready torch lights the dark: its megahex. */
const TORCH_LIGHTS_WITHIN = 1;

function isFlame(item: ItemId | null): boolean {
  return item !== null && isWeaponId(item) && weaponOf(item).flame === true;
}

/** 2 for a flame striking a figure fire harms most, else 1. */
export function flameMultiplier(weapon: ItemId | null, target: BattleFigure): number {
  return target.traits.fireVulnerable && isFlame(weapon) ? 2 : 1;
}

/** Whether a figure on the map holds a lit torch ready near enough to light `h`. */
export function isTorchLit(state: BattleState, h: Hex): boolean {
  return state.figures.some(
    (f) =>
      !f.escaped && isFlame(f.readyWeapon) && hexDistance(f.position, h) <= TORCH_LIGHTS_WITHIN,
  );
}

/**
 * AM §6 FIRE AS A WEAPON's "ordinary animal": the book's bear, wolf, giant snake and horse and the
 * GM's beasts; not the gargoyle nor the troll, monsters with wits of their own.
 */
const ORDINARY_ANIMALS: ReadonlySet<string> = new Set([
  "bear",
  "wolf",
  "giant-snake",
  "horse",
  "beast",
]);

/** Whether `f` is one of AM §6's ordinary animals, which fear fire. */
export function isOrdinaryAnimal(f: BattleFigure): boolean {
  return ORDINARY_ANIMALS.has(f.traits.kind);
}

/**
 * AM §6 FIRE AS A WEAPON: "Animals will not pass through flame": an ordinary animal on the ground
 * may not step into a burning hex (docs/rulings.md, "Fire").
 */
export function refusesFlameAt(state: BattleState, f: BattleFigure, h: Hex): boolean {
  return (
    state.conditions !== undefined &&
    !f.flying &&
    rulesOf(state).animalsShunFlame &&
    isOrdinaryAnimal(f) &&
    isBurning(state, h)
  );
}

/** AM §6: an animal's DX against a foe that holds a lit torch at it. */
export const TORCH_FEAR_DX = -2;

/**
 * Whether `animal` fears `foe`'s flame: an ordinary animal facing a foe with a torch ready (read
 * as the book's "attacked with a torch"; docs/rulings.md, "Torches"). It strikes that foe at −2
 * and will not begin hand-to-hand with it.
 */
export function fearsTheTorch(
  state: BattleState,
  animal: BattleFigure,
  foe: BattleFigure,
): boolean {
  return rulesOf(state).animalsFearTorches && isOrdinaryAnimal(animal) && isFlame(foe.readyWeapon);
}
