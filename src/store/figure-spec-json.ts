/**
 * A FigureSpec as stored in the `spec` column, checked by the figure schema so that a hand-edited
 * or half-written row never reaches the engine as garbage.
 */
import type { FigureSpec } from "../engine/index.ts";
import { CorruptFigureError } from "./errors.ts";
import { checkWithSchema, figureSpecSchema } from "./figure-schema.ts";

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
    // Written only when the figure has one, so a MELEE figure is stored as before.
    ...(spec.iq === undefined ? {} : { iq: spec.iq }),
    ...(spec.pack === undefined ? {} : { pack: spec.pack }),
    ...(spec.packed !== undefined && spec.packed.length > 0 ? { packed: spec.packed } : {}),
    // Written only when there are any, so a figure without talents is stored as before.
    ...(spec.talents !== undefined && spec.talents.length > 0 ? { talents: spec.talents } : {}),
    ...fineFields(spec),
    ...(spec.cheapPowder ? { cheapPowder: true as const } : {}),
  };
  return JSON.stringify(stored);
}

/** AM §6's fine weapons and fine plate, written only when the figure has them. */
export function fineFields(spec: FigureSpec): Pick<FigureSpec, "fine" | "finePlate"> {
  return {
    ...(spec.fine !== undefined && spec.fine.length > 0 ? { fine: spec.fine } : {}),
    ...(spec.finePlate ? { finePlate: true as const } : {}),
  };
}

/** Parses a stored spec; throws CorruptFigureError naming every field that is wrong. */
export function parseSpec(json: string, figureId: string): FigureSpec {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new CorruptFigureError(figureId, "spec is not valid JSON");
  }
  const reading = checkWithSchema(figureSpecSchema, value, "spec");
  if (!reading.ok) throw new CorruptFigureError(figureId, reading.problems.join(" "));
  return reading.value;
}
