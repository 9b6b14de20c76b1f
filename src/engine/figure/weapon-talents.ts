/**
 * The talent each weapon needs (AM §5 WEAPONS, §5 PECULIAR WEAPONS, §6 SPECIAL COMBAT TALENTS): a
 * peculiar weapon its own, without which it cannot be used at all (`talent` in the weapon table),
 * and every other weapon its class's, without which it is used at −4 DX ("a fighter who does not
 * have the Sword talent will use a sword at -4 DX"). AM names the Sword and Crossbow talents; the
 * other classes are In the Labyrinth's, read in docs/rulings.md ("Weapon-class talents"). The
 * thrown rock, the sling, fire, bombs and guns need no class talent (guns have their own rule,
 * AM §6 GUNPOWDER WEAPONS).
 */
import { type WeaponId, weaponOf } from "./equipment.ts";
import type { TalentId } from "./talents.ts";

const CLASS_TALENT: Readonly<Partial<Record<WeaponId, TalentId>>> = {
  dagger: "knife",
  "main-gauche": "knife",
  rapier: "sword",
  cutlass: "sword",
  shortsword: "sword",
  broadsword: "sword",
  "two-handed-sword": "sword",
  "bastard-sword": "sword",
  "great-sword": "sword",
  club: "ax-mace",
  hammer: "ax-mace",
  mace: "ax-mace",
  "small-ax": "ax-mace",
  morningstar: "ax-mace",
  battleaxe: "ax-mace",
  hatchet: "ax-mace",
  "military-pick": "ax-mace",
  "great-hammer": "ax-mace",
  javelin: "pole-weapons",
  spear: "pole-weapons",
  halberd: "pole-weapons",
  "pike-axe": "pole-weapons",
  pike: "pole-weapons",
  "cavalry-lance": "pole-weapons",
  // AM §5 PECULIAR WEAPONS: anyone may use a trident as a javelin and a naginata as a spear.
  trident: "pole-weapons",
  naginata: "pole-weapons",
  quarterstaff: "quarterstaff",
  "small-bow": "bow",
  "horse-bow": "bow",
  longbow: "bow",
  "light-crossbow": "crossbow",
  "heavy-crossbow": "crossbow",
};

export type WeaponTalent =
  /** A peculiar weapon's own talent: without it, the weapon cannot be used at all. */
  | { readonly talent: TalentId; readonly peculiar: true }
  /** The weapon's class talent: without it, the weapon is used at −4 DX. */
  | { readonly talent: TalentId; readonly peculiar: false };

/** The talent `weapon` needs, or undefined when anyone may use it fully. */
export function weaponTalent(weapon: WeaponId): WeaponTalent | undefined {
  const own = weaponOf(weapon).talent;
  if (own !== undefined) return { talent: own, peculiar: true };
  const talent = CLASS_TALENT[weapon];
  return talent === undefined ? undefined : { talent, peculiar: false };
}
