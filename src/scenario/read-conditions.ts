/**
 * Reading AM §6 ADVERSE CONDITIONS from a scenario: a change of the light or the ground for the
 * whole arena (no `hexes`) or some hexes, or of some hexes' level (HEIGHT) or narrow tunnel, in
 * the set-up's `conditions` list or a GM ruling.
 */
import {
  type Arena,
  type ConditionsChange,
  GROUNDS,
  type Hex,
  LIGHTS,
  MAX_LEVEL,
} from "../engine/index.ts";
import { at, type Json, optional, type Reader, readHex } from "./reader.ts";

/** The change in `obj` (its fields already checked by name), or undefined with issues noted. */
export function readConditionsChange(
  r: Reader,
  obj: Json,
  path: string,
  arena: Arena,
): ConditionsChange | undefined {
  const before = r.issues.length;
  const light = optional(obj, "light", path, (v, p) => r.choice(v, p, LIGHTS, "a light")).value;
  const ground = optional(obj, "ground", path, (v, p) => r.choice(v, p, GROUNDS, "a ground")).value;
  const level = optional(obj, "level", path, (v, p) => r.integer(v, p, 0, MAX_LEVEL)).value;
  const tunnel = optional(obj, "tunnel", path, (v, p) => r.boolean(v, p)).value;
  const list = obj.hexes === null ? undefined : r.array(obj.hexes, at(path, "hexes"));
  const hexes = list?.map((v, i) => readHex(r, v, at(at(path, "hexes"), i), arena));
  if ([light, ground, level, tunnel].every((v) => v === undefined))
    r.fail(path, 'give a "light", a "ground", a "level" or a "tunnel"');
  if (hexes === undefined && (level !== undefined || tunnel !== undefined))
    r.fail(path, 'a "level" or a "tunnel" is set on "hexes": name them');
  if (r.issues.length > before) return undefined;
  return {
    hexes: hexes === undefined ? null : (hexes as Hex[]),
    ...(light === undefined ? {} : { light }),
    ...(ground === undefined ? {} : { ground }),
    ...(level === undefined ? {} : { level }),
    ...(tunnel === undefined ? {} : { tunnel }),
  };
}
