/**
 * Reading AM §6 ADVERSE CONDITIONS from a scenario: a change of the light or the ground for the
 * whole arena (no `hexes`) or some hexes, or of some hexes' level (HEIGHT), narrow tunnel, cover or
 * fire (FIRE AS A WEAPON), in
 * the set-up's `conditions` list or a GM ruling.
 */
import {
  type Arena,
  COVERS,
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
  const cover = optional(obj, "cover", path, (v, p) => r.choice(v, p, COVERS, "a cover")).value;
  const fire = optional(obj, "fire", path, (v, p) => r.boolean(v, p)).value;
  const list = obj.hexes === null ? undefined : r.array(obj.hexes, at(path, "hexes"));
  const hexes = list?.map((v, i) => readHex(r, v, at(at(path, "hexes"), i), arena));
  const hexOnly = [level, tunnel, cover, fire].some((v) => v !== undefined);
  if (light === undefined && ground === undefined && !hexOnly)
    r.fail(path, 'give a "light", a "ground", a "level", a "tunnel", a "cover" or a "fire"');
  if (hexes === undefined && hexOnly)
    r.fail(path, 'a "level", a "tunnel", a "cover" or a "fire" is set on "hexes": name them');
  if (r.issues.length > before) return undefined;
  return {
    hexes: hexes === undefined ? null : (hexes as Hex[]),
    ...(light === undefined ? {} : { light }),
    ...(ground === undefined ? {} : { ground }),
    ...(level === undefined ? {} : { level }),
    ...(tunnel === undefined ? {} : { tunnel }),
    ...(cover === undefined ? {} : { cover }),
    ...(fire === undefined ? {} : { fire }),
  };
}
