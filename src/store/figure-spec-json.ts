/**
 * A FigureSpec as stored in the `spec` column, and the shape check that keeps a hand-edited or
 * half-written row from reaching the engine as garbage.
 */
import {
  type FigureSpec,
  isArmorId,
  isRaceId,
  isShieldId,
  isWeaponId,
  type WeaponId,
} from "../engine/index.ts";
import { CorruptFigureError } from "./errors.ts";

/** Writes exactly the spec's fields, so extra properties on the object never reach the row. */
export function serializeSpec(spec: FigureSpec): string {
  const stored: FigureSpec = {
    name: spec.name,
    race: spec.race,
    st: spec.st,
    dx: spec.dx,
    armor: spec.armor,
    shield: spec.shield,
    weapons: spec.weapons,
    readyWeapon: spec.readyWeapon,
    shieldReady: spec.shieldReady,
  };
  return JSON.stringify(stored);
}

/** Parses a stored spec; throws CorruptFigureError naming the first field that is wrong. */
export function parseSpec(json: string, figureId: string): FigureSpec {
  const fail = (problem: string): never => {
    throw new CorruptFigureError(figureId, problem);
  };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return fail("spec is not valid JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return fail("spec is not a JSON object");
  }
  const { name, race, st, dx, armor, shield, weapons, readyWeapon, shieldReady } = value as Record<
    string,
    unknown
  >;
  if (typeof name !== "string") return fail("spec.name is not a string");
  if (typeof race !== "string" || !isRaceId(race)) return fail("spec.race is not a known race");
  if (typeof st !== "number" || !Number.isInteger(st)) return fail("spec.st is not an integer");
  if (typeof dx !== "number" || !Number.isInteger(dx)) return fail("spec.dx is not an integer");
  if (typeof armor !== "string" || !isArmorId(armor)) {
    return fail("spec.armor is not a known armor");
  }
  if (shield !== null && !(typeof shield === "string" && isShieldId(shield))) {
    return fail("spec.shield is neither null nor a known shield");
  }
  if (
    !Array.isArray(weapons) ||
    !weapons.every((w): w is WeaponId => typeof w === "string" && isWeaponId(w))
  ) {
    return fail("spec.weapons is not a list of known weapons");
  }
  if (readyWeapon !== null && !(typeof readyWeapon === "string" && isWeaponId(readyWeapon))) {
    return fail("spec.readyWeapon is neither null nor a known weapon");
  }
  if (typeof shieldReady !== "boolean") return fail("spec.shieldReady is not a boolean");
  return {
    name,
    race,
    st,
    dx,
    armor,
    shield,
    weapons,
    readyWeapon,
    shieldReady,
  };
}
