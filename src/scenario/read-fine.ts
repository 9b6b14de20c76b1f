/**
 * A fighter's fine work in a scenario file (AM §6 FINE WEAPONS AND ARMOR): `fine`, the weapons a
 * Master Armourer balanced (+1 DX) or made of fine metal (+1 or +2 damage), and `finePlate`.
 * Whether the work suits its weapon and owner is the figure's check (validate.ts).
 */
import { type FineWork, isWeaponId, type Ruleset } from "../engine/index.ts";
import { at, optional, type Reader } from "./reader.ts";
import { FINE_WORK, fieldsOf } from "./schema.ts";

/** The spec's fine and finePlate fields, as the file gives them; refused under MELEE. */
export function readFine(
  r: Reader,
  obj: Record<string, unknown>,
  path: string,
  ruleset: Ruleset,
  weaponIds: readonly string[],
): { fine?: FineWork[]; finePlate?: true } {
  if (obj.fine === undefined && obj.finePlate === undefined) return {};
  if (ruleset !== "advanced-melee") {
    const field = obj.fine === undefined ? "finePlate" : "fine";
    r.fail(at(path, field), 'fine work is ADVANCED MELEE\'s: set "ruleset": "advanced-melee"');
    return {};
  }
  const list = obj.fine === undefined ? [] : (r.array(obj.fine, at(path, "fine")) ?? []);
  const fine = list.flatMap((v, i) => readWork(r, v, at(at(path, "fine"), i), weaponIds) ?? []);
  const plate = optional(obj, "finePlate", path, (v, p) =>
    v === true ? true : r.fail(p, "finePlate is true or absent"),
  ).value;
  return { ...(fine.length > 0 ? { fine } : {}), ...(plate === true ? { finePlate: true } : {}) };
}

function readWork(
  r: Reader,
  value: unknown,
  path: string,
  weaponIds: readonly string[],
): FineWork | undefined {
  const obj = r.object(value, path, fieldsOf(FINE_WORK));
  if (!obj) return undefined;
  const weapon = r.choice(
    r.required(obj, "weapon", path),
    at(path, "weapon"),
    weaponIds,
    "a weapon",
  );
  const dx = optional(obj, "dx", path, (v, p) => r.integer(v, p, 1, 1)).value;
  const damage = optional(obj, "damage", path, (v, p) => r.integer(v, p, 1, 2)).value;
  if (weapon === undefined || !isWeaponId(weapon)) return undefined;
  return {
    weapon,
    ...(dx === 1 ? { dx } : {}),
    ...(damage === 1 || damage === 2 ? { damage } : {}),
  };
}
