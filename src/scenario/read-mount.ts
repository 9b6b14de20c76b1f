/**
 * A fighter's `mount` in a scenario file (ADVANCED MELEE §9): the beast it rides into battle,
 * checked as the engine's set-up will check it, each problem at its path.
 */
import {
  AM_ARMOR_IDS,
  ARMOR_IDS,
  HORSEMANSHIPS,
  MAX_ATTRIBUTE,
  MIN_ATTRIBUTE,
  type MountSetup,
  mountProblems,
  normaliseName,
  RIDING_BEAST_IDS,
  type Ruleset,
  ridersAllowed,
} from "../engine/index.ts";
import { at, optional, type Reader } from "./reader.ts";
import { fieldsOf, MOUNT } from "./schema.ts";

/** The mount of the fighter named `riderName`; undefined (with issues noted) when it is wrong. */
export function readMount(
  r: Reader,
  value: unknown,
  path: string,
  riderName: string,
  ruleset: Ruleset,
): MountSetup | undefined {
  if (!ridersAllowed(ruleset))
    return r.fail(path, "mounted combat is ADVANCED MELEE's (§9); this scenario plays MELEE");
  const obj = r.object(value, path, fieldsOf(MOUNT));
  if (!obj) return undefined;
  const before = r.issues.length;
  const beast = r.choice(
    r.required(obj, "beast", path),
    at(path, "beast"),
    RIDING_BEAST_IDS,
    "a riding beast",
  );
  const name = optional(obj, "name", path, (v, p) => r.string(v, p));
  const st = optional(obj, "st", path, (v, p) => r.integer(v, p, MIN_ATTRIBUTE, MAX_ATTRIBUTE));
  const dx = optional(obj, "dx", path, (v, p) => r.integer(v, p, MIN_ATTRIBUTE, MAX_ATTRIBUTE));
  const horsemanship = optional(obj, "horsemanship", path, (v, p) =>
    r.choice(v, p, HORSEMANSHIPS, "none, horseman or expert"),
  );
  const loadKg = optional(obj, "loadKg", path, (v, p) => r.integer(v, p, 1, 100_000));
  // AM §9 ARMOR FOR RIDING BEASTS: barding comes in every kind of the man's armor.
  const barding = optional(obj, "barding", path, (v, p) =>
    r.choice(v, p, [...ARMOR_IDS, ...AM_ARMOR_IDS], "an armor"),
  );
  if (r.issues.length > before || beast === undefined) return undefined;
  const mount: MountSetup = {
    beast,
    ...(name.value === undefined ? {} : { name: normaliseName(name.value) }),
    ...(st.value === undefined ? {} : { st: st.value }),
    ...(dx.value === undefined ? {} : { dx: dx.value }),
    ...(horsemanship.value === undefined ? {} : { horsemanship: horsemanship.value }),
    ...(loadKg.value === undefined ? {} : { loadKg: loadKg.value }),
    ...(barding.value === undefined ? {} : { barding: barding.value }),
  };
  for (const problem of mountProblems(riderName, mount)) r.fail(path, problem);
  return r.issues.length > before ? undefined : mount;
}
