/**
 * Getting a weapon out of the pack (AM §5 WEAPONS: a PACKED weapon "takes 4 turns to pull out and
 * ready"). The bot reads the 4 turns as two of taking the pack off (pack-off.ts) and two of option
 * (e) at the pack where it was set down: the first gets the weapon out, the second readies it as
 * any carried weapon is readied (docs/rulings.md, "Getting a packed weapon out").
 */
import { type WeaponId, weaponOf } from "../figure/equipment.ts";
import { formatHex, sameHex } from "../hex/coordinates.ts";
import { type Ctx, emit } from "./context.ts";
import { refuse } from "./errors.ts";
import type { ReadyChoice } from "./orders.ts";
import type { BattleFigure } from "./types.ts";

/**
 * Spends (e) on the packed weapon `choice.unpack`: the weapon the caller then readies when it is
 * already out, or undefined after the turn that gets it out.
 */
export function unpackWeapon(
  ctx: Ctx,
  f: BattleFigure,
  choice: ReadyChoice & { readonly unpack: WeaponId },
): WeaponId | undefined {
  const { unpack, ...rest } = choice;
  const name = weaponOf(unpack).name.toLowerCase();
  if (Object.values(rest).some((v) => v !== undefined)) {
    refuse(`Getting the ${name} out of the pack is ${f.name}'s whole option (e).`);
  }
  if (f.posture === "fallen") refuse(`${f.name} has fallen and must stand up first.`);
  if (f.unpacked === unpack) {
    delete f.unpacked;
    f.carried.push(unpack);
    return unpack;
  }
  if (f.unpacked) {
    refuse(
      `${f.name} has the ${weaponOf(f.unpacked).name.toLowerCase()} out of the pack: ready it first.`,
    );
  }
  const index = f.packed?.indexOf(unpack) ?? -1;
  if (!f.packed || index < 0) refuse(`${f.name} has no ${name} in the pack.`);
  if (f.pack) refuse(`${f.name} must take the pack off first (ready:pack): it holds the ${name}.`);
  if (f.packAt && !sameHex(f.packAt, f.position)) {
    refuse(`${f.name} set the pack down at ${formatHex(f.packAt)}: the ${name} is there.`);
  }
  f.packed.splice(index, 1);
  // The emptied pack still lies where it was set down (set-down-packs.ts).
  if (f.packed.length === 0) delete f.packed;
  f.unpacked = unpack;
  emit(ctx, { type: "weapon-unpacked", figure: f.id, weapon: unpack });
  return undefined;
}

/** The packed weapons (e) may reach now: the one already out, else the pack's once it is off. */
export function unpackable(f: BattleFigure): readonly WeaponId[] {
  if (f.unpacked) return [f.unpacked];
  return f.pack ? [] : (f.packed ?? []);
}
