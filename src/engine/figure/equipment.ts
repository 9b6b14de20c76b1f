/**
 * The books' equipment as data: MELEE's WEAPON TABLE, ARMOR and SHIELDS, and what ADVANCED MELEE's
 * WEAPONS TABLE and ARMOR AND SHIELDS table (AM §5) add or change. Ids name one item in both
 * books; `WEAPON_IDS`, `ARMOR_IDS` and `SHIELD_IDS` are MELEE's lists, the `AM_` lists the items
 * only AM has, and `equipmentOf` (ruleset-equipment.ts) gives each ruleset's whole list.
 */
import { memberOf } from "../lists.ts";
import { recentLookup } from "../recent-lookup.ts";
import type { TalentId } from "./talents.ts";

/** Damage as dice plus an add: 2-1 is { dice: 2, add: -1 }. */
export interface Damage {
  readonly dice: number;
  readonly add: number;
}

export type WeaponClass = "hand" | "pole" | "missile";

export interface CrossbowReload {
  /** Turns between shots normally (2 = every other turn). */
  readonly everyTurns: number;
  /** At or above this adjDX, the bow fires every `fasterEveryTurns` turns. */
  readonly fasterAtDx: number;
  readonly fasterEveryTurns: number;
}

/**
 * A gunpowder weapon's loading (AM §6 GUNPOWDER WEAPONS): turns of option (e) to ready it, the
 * first included, and to reload it after a shot or a bad charge; gunpowder.ts fires it.
 */
export interface GunpowderLoading {
  readonly readyTurns: number;
  readonly reloadTurns: number;
  /** The arquebus: +4 DX to hit with the Guns talent, −4 without it. */
  readonly gunsDx?: number;
  /** The blunderbuss: a wedge of junk at everyone in it, not a ball at one figure (blunderbuss.ts). */
  readonly wedge?: true;
}

export interface Weapon {
  readonly id: WeaponId;
  readonly name: string;
  readonly damage: Damage;
  /** Minimum starting ST to use it; 0 when anyone may. */
  readonly st: number;
  readonly class: WeaponClass;
  readonly twoHanded: boolean;
  /** May be thrown (MELEE: THROWN WEAPONS). */
  readonly throwable: boolean;
  /** Damage in hand-to-hand combat when it differs from the listed damage. */
  readonly hthDamage?: Damage;
  /** Bows: two shots a turn at or above this adjDX. */
  readonly twoShotsAtDx?: number;
  readonly crossbow?: CrossbowReload;
  /** Counts as a dagger for the carry limit and for HTH (dagger, main-gauche). */
  readonly daggerLike: boolean;
  /** Dwarves add 1 damage with hammers and axes (MELEE: FANTASY FIGHTERS). */
  readonly hammerOrAxe: boolean;
  /**
   * AM §6 CLUBS: the damage is the bare-hands table's for the wielder's ST plus this, not
   * `damage` (which is MELEE's figure for the item).
   */
  readonly strengthDamageAdd?: number;
  /** AM §6 CLUBS: held in both hands, as a maul, the club adds this to the table instead. */
  readonly maulDamageAdd?: number;
  /** A peculiar weapon's own talent, without which it cannot be used at all (AM §5). */
  readonly talent?: TalentId;
  /** A pair, one in each hand, that may strike with both at −4 DX each (AM §5: nunchuks). */
  readonly pair?: true;
  /** Thrown, it entangles the figure it hits (AM §5 PECULIAR WEAPONS: the net; nets.ts). */
  readonly entangles?: true;
  /**
   * Strikes only at foes this many hexes away, over any figures between, with no DX for range
   * (AM §5 PECULIAR WEAPONS: the whip's 3 to 5 hexes; reach.ts).
   */
  readonly reach?: { readonly min: number; readonly max: number };
  /** Only thrown, at a part named before the throw (AM §5 PECULIAR WEAPONS: the bola; bola.ts). */
  readonly bola?: true;
  /**
   * Cast as a lasso at foes this many hexes away, at the missile weapons' DX by megahexes or with
   * none (AM §5 PECULIAR WEAPONS: the lasso, and the whip used as one; lasso.ts).
   */
  readonly lasso?: { readonly min: number; readonly max: number; readonly byMegahex: boolean };
  /**
   * AM §5 WEAPONS TABLE: a weapon with two ratings, this one held in one hand and `damage` in two
   * (the bastard sword; AM's spear). Such a weapon is not `twoHanded`: one hand may hold it.
   */
  readonly oneHandDamage?: Damage;
  /**
   * A lit torch: it lights the dark round its holder and does double damage to a figure fire
   * harms most (AM §6 FIRE AS A WEAPON; torch.ts).
   */
  readonly flame?: true;
  /** Thrown at a hex, it breaks and burns there (AM §6 FIRE AS A WEAPON: the molotail). */
  readonly molotail?: true;
  readonly gunpowder?: GunpowderLoading;
  /** Lit and thrown like a molotail, it bursts where it lands (AM §6 GUNPOWDER BOMBS: the grenade). */
  readonly grenade?: true;
  /**
   * A belt pouch of this many throwing stars, thrown one or several at once (AM §5 PECULIAR
   * WEAPONS: sha-ken; sha-ken.ts).
   */
  readonly pouch?: number;
}

export const WEAPON_IDS = [
  "dagger",
  "main-gauche",
  "rapier",
  "club",
  "hammer",
  "cutlass",
  "shortsword",
  "mace",
  "small-ax",
  "broadsword",
  "morningstar",
  "two-handed-sword",
  "battleaxe",
  "javelin",
  "spear",
  "halberd",
  "pike-axe",
  "rock",
  "sling",
  "small-bow",
  "horse-bow",
  "longbow",
  "light-crossbow",
  "heavy-crossbow",
] as const;

/**
 * AM's weapons MELEE lacks that fight by the ordinary rules (AM §5 WEAPONS TABLE), the bastard
 * sword with its two grips, the peculiar weapons played so far (nunchuks, net, whip, bola, lasso,
 * sha-ken), §9's pike and cavalry lance, the torch (in hand or on a pole) and molotail (AM §6 FIRE
 * AS A WEAPON), and the
 * arquebus, blunderbuss and grenade (AM §6 GUNPOWDER WEAPONS and BOMBS), and the cestus, played
 * as a main-gauche (AM §5 PECULIAR WEAPONS).
 */
export const AM_WEAPON_IDS = [
  "hatchet",
  "bastard-sword",
  "military-pick",
  "great-hammer",
  "great-sword",
  "trident",
  "naginata",
  "quarterstaff",
  "nunchuks",
  "net",
  "whip",
  "bola",
  "pike",
  "cavalry-lance",
  "lasso",
  "torch",
  "torch-pole",
  "molotail",
  "arquebus",
  "blunderbuss",
  "grenade",
  "sha-ken",
  "cestus",
] as const;

export type WeaponId = (typeof WEAPON_IDS)[number] | (typeof AM_WEAPON_IDS)[number];

/**
 * The weapons with an edge, which may strike at a net instead of its wielder (AM §5 PECULIAR
 * WEAPONS, the net): the blades and axes. Clubs, hammers, picks, points and the peculiar weapons
 * have none (docs/rulings.md, "Striking at a net").
 */
export const EDGED_WEAPON_IDS: ReadonlySet<WeaponId> = new Set<WeaponId>([
  "dagger",
  "main-gauche",
  "rapier",
  "cutlass",
  "shortsword",
  "small-ax",
  "broadsword",
  "two-handed-sword",
  "battleaxe",
  "halberd",
  "pike-axe",
  "hatchet",
  "bastard-sword",
  "great-sword",
  "naginata",
]);

type WeaponRow = Omit<Weapon, "id" | "daggerLike" | "hammerOrAxe" | "twoHanded" | "throwable"> &
  Partial<Pick<Weapon, "daggerLike" | "hammerOrAxe" | "twoHanded" | "throwable">>;

const d = (dice: number, add = 0): Damage => ({ dice, add });

const ROWS: Record<WeaponId, WeaponRow> = {
  dagger: {
    name: "Dagger",
    damage: d(1, -1),
    st: 0,
    class: "hand",
    throwable: true,
    hthDamage: d(1, 2),
    daggerLike: true,
  },
  "main-gauche": {
    name: "Main-gauche",
    damage: d(1, -1),
    st: 0,
    class: "hand",
    hthDamage: d(1, -1),
    daggerLike: true,
  },
  rapier: { name: "Rapier", damage: d(1), st: 9, class: "hand" },
  club: { name: "Club", damage: d(1), st: 9, class: "hand", throwable: true },
  hammer: {
    name: "Hammer",
    damage: d(1, 1),
    st: 10,
    class: "hand",
    throwable: true,
    hammerOrAxe: true,
  },
  cutlass: { name: "Cutlass", damage: d(2, -2), st: 10, class: "hand" },
  shortsword: { name: "Shortsword", damage: d(2, -1), st: 11, class: "hand" },
  mace: { name: "Mace", damage: d(2, -1), st: 11, class: "hand", throwable: true },
  "small-ax": {
    name: "Small ax",
    damage: d(1, 2),
    st: 11,
    class: "hand",
    throwable: true,
    hammerOrAxe: true,
  },
  broadsword: { name: "Broadsword", damage: d(2), st: 12, class: "hand" },
  morningstar: { name: "Morningstar", damage: d(2, 1), st: 13, class: "hand" },
  "two-handed-sword": {
    name: "2-handed sword",
    damage: d(3, -1),
    st: 14,
    class: "hand",
    twoHanded: true,
  },
  battleaxe: {
    name: "Battleaxe",
    damage: d(3),
    st: 15,
    class: "hand",
    twoHanded: true,
    hammerOrAxe: true,
  },
  javelin: { name: "Javelin", damage: d(1, -1), st: 9, class: "pole", throwable: true },
  spear: {
    name: "Spear",
    damage: d(1, 1),
    st: 11,
    class: "pole",
    throwable: true,
    twoHanded: true,
  },
  halberd: { name: "Halberd", damage: d(2, -1), st: 13, class: "pole", twoHanded: true },
  "pike-axe": {
    name: "Pike axe",
    damage: d(2, 2),
    st: 15,
    class: "pole",
    twoHanded: true,
    hammerOrAxe: true,
  },
  rock: { name: "Thrown rock", damage: d(1, -4), st: 0, class: "missile" },
  sling: { name: "Sling", damage: d(1, -2), st: 0, class: "missile" },
  "small-bow": {
    name: "Small bow",
    damage: d(1, -1),
    st: 9,
    class: "missile",
    twoHanded: true,
    twoShotsAtDx: 15,
  },
  "horse-bow": {
    name: "Horse bow",
    damage: d(1),
    st: 10,
    class: "missile",
    twoHanded: true,
    twoShotsAtDx: 16,
  },
  longbow: {
    name: "Longbow",
    damage: d(1, 2),
    st: 11,
    class: "missile",
    twoHanded: true,
    twoShotsAtDx: 18,
  },
  "light-crossbow": {
    name: "Light crossbow",
    damage: d(2),
    st: 12,
    class: "missile",
    twoHanded: true,
    crossbow: { everyTurns: 2, fasterAtDx: 14, fasterEveryTurns: 1 },
  },
  "heavy-crossbow": {
    name: "Heavy crossbow",
    damage: d(3),
    st: 15,
    class: "missile",
    twoHanded: true,
    crossbow: { everyTurns: 3, fasterAtDx: 16, fasterEveryTurns: 2 },
  },
  // AM §5 WEAPONS TABLE, the rows MELEE lacks. AM marks "dwarves +1" only on the hammer and small
  // ax, so the hatchet, pick and great hammer get no dwarf bonus (docs/rulings.md).
  hatchet: { name: "Hatchet", damage: d(1), st: 9, class: "hand", throwable: true },
  "military-pick": { name: "Military pick", damage: d(2), st: 12, class: "hand" },
  "great-hammer": {
    name: "Great hammer",
    damage: d(2, 2),
    st: 14,
    class: "hand",
    twoHanded: true,
  },
  // AM §5 WEAPONS TABLE: 2+1 in one hand, 3-2 in two (weapons-in-use.ts picks the grip).
  "bastard-sword": {
    name: "Bastard sword",
    damage: d(3, -2),
    oneHandDamage: d(2, 1),
    st: 13,
    class: "hand",
  },
  "great-sword": { name: "Great sword", damage: d(3, 1), st: 16, class: "hand", twoHanded: true },
  trident: { name: "Trident", damage: d(1), st: 10, class: "pole", throwable: true },
  naginata: { name: "Naginata", damage: d(1, 2), st: 10, class: "pole", twoHanded: true },
  quarterstaff: {
    name: "Quarterstaff",
    damage: d(1, 2),
    st: 11,
    class: "hand",
    twoHanded: true,
  },
  // AM §5 PECULIAR WEAPONS: a pair, one in each hand (so no ready shield), one striking a turn.
  nunchuks: {
    name: "Nunchuks",
    damage: d(1, 1),
    st: 8,
    class: "hand",
    twoHanded: true,
    talent: "nunchuks",
    pair: true,
  },
  // AM §5 PECULIAR WEAPONS: a spiked gauntlet "treated exactly like a main-gauche", held in the off
  // hand; in HTH it does the ST table's damage +3 (AM §6), outside HTH the main-gauche's 1-1.
  cestus: {
    name: "Cestus",
    damage: d(1, -1),
    st: 0,
    class: "hand",
    hthDamage: d(1, -1),
    daggerLike: true,
  },
  // AM §5 PECULIAR WEAPONS: the retiarius's net, barbed (1-3 swung or thrown), one-handed.
  net: {
    name: "Net",
    damage: d(1, -3),
    st: 10,
    class: "hand",
    throwable: true,
    talent: "net-and-trident",
    entangles: true,
  },
  // AM §5 PECULIAR WEAPONS: the bullwhip, 1-1 at 3 to 5 hexes, aimed at the head or a hand as a
  // marksman's dagger (marksmanship.ts).
  whip: {
    name: "Whip",
    damage: d(1, -1),
    st: 8,
    class: "hand",
    talent: "whip",
    reach: { min: 3, max: 5 },
    lasso: { min: 3, max: 5, byMegahex: false },
  },
  // AM §5 PECULIAR WEAPONS: the bola, ST 9, thrown only; its damage is the 1+2 of a head hit, the
  // only part it hurts (bola.ts).
  bola: {
    name: "Bola",
    damage: d(1, 2),
    st: 9,
    class: "hand",
    throwable: true,
    talent: "bola",
    bola: true,
  },
  // AM §5 WEAPONS TABLE and §9 THE PIKE: 2+1 grounded against riders, otherwise a spear that
  // reaches 2 or 3 hexes and never an adjacent one (battle/pikes.ts).
  pike: { name: "Pike", damage: d(2, 1), st: 12, class: "pole", twoHanded: true },
  // AM §5 WEAPONS TABLE and §9 THE CAVALRY LANCE: one-handed, from horseback only (battle/lances.ts).
  "cavalry-lance": { name: "Cavalry lance", damage: d(3, -1), st: 13, class: "pole" },
  // AM §5 PECULIAR WEAPONS: the lariat, ST 8, cast 3 to 15 hexes; its damage is the 1+2 of a
  // neck hit, the only part it hurts (lasso.ts).
  lasso: {
    name: "Lasso",
    damage: d(1, 2),
    st: 8,
    class: "hand",
    talent: "lasso",
    lasso: { min: 3, max: 15, byMegahex: true },
  },
  // AM §6 FIRE AS A WEAPON: a resin torch, 1-2, in one hand; anyone may swing it.
  torch: { name: "Torch", damage: d(1, -2), st: 0, class: "hand", flame: true },
  // AM §6: the torch tied to a long pole, a pole weapon with the torch's damage and hand, "just
  // longer": it never doubles in a charge (weapons-in-use.ts, doublesInACharge).
  "torch-pole": { name: "Torch on a pole", damage: d(1, -2), st: 0, class: "pole", flame: true },
  // AM §6 FIRE AS A WEAPON: a flask of burning oil, thrown only; its hits are its fire's (molotail.ts).
  molotail: {
    name: "Molotail",
    damage: d(0),
    st: 0,
    class: "hand",
    throwable: true,
    molotail: true,
  },
  // AM §6 GUNPOWDER WEAPONS: anyone may fire them (no ST listed); both need both hands.
  arquebus: {
    name: "Arquebus",
    damage: d(3, 3),
    st: 0,
    class: "missile",
    twoHanded: true,
    gunpowder: { readyTurns: 4, reloadTurns: 12, gunsDx: 4 },
  },
  blunderbuss: {
    name: "Blunderbuss",
    damage: d(1, 2),
    st: 0,
    class: "missile",
    twoHanded: true,
    gunpowder: { readyTurns: 1, reloadTurns: 12, wedge: true },
  },
  // AM §6 GUNPOWDER BOMBS: an earthenware jug of powder and scrap; its damage is its blast's (blast.ts).
  grenade: { name: "Grenade", damage: d(0), st: 0, class: "hand", throwable: true, grenade: true },
  // AM §5 PECULIAR WEAPONS: throwing stars, 1-2 each, any ST, a pouch of 12 on the belt.
  "sha-ken": {
    name: "Sha-ken",
    damage: d(1, -2),
    st: 0,
    class: "hand",
    throwable: true,
    talent: "sha-ken",
    pouch: 12,
  },
};

export const WEAPONS: Readonly<Record<WeaponId, Weapon>> = Object.fromEntries(
  [...WEAPON_IDS, ...AM_WEAPON_IDS].map((id) => {
    const row = ROWS[id];
    const weapon: Weapon = {
      daggerLike: false,
      hammerOrAxe: false,
      twoHanded: false,
      throwable: false,
      ...row,
      id,
    };
    return [id, weapon];
  }),
) as Record<WeaponId, Weapon>;

/**
 * Reloaded by option (e) between shots: the crossbows (MELEE: MISSILE WEAPONS) and the gunpowder
 * weapons (AM §6). `reloadTurnsLeft` on the figure counts what is left.
 */
export function reloadsBetweenShots(weapon: Weapon): boolean {
  return weapon.crossbow !== undefined || weapon.gunpowder !== undefined;
}

/** Lit from a torch the thrower carries before it is thrown: the molotail and the grenade (AM §6). */
export function isLitToThrow(weapon: Weapon): boolean {
  return weapon.molotail === true || weapon.grenade === true;
}

/** Fired or set off with gunpowder, and so tested by the powder's die: the guns and the grenade. */
export function burnsPowder(weapon: Weapon): boolean {
  return weapon.gunpowder !== undefined || weapon.grenade === true;
}

/** Any weapon of either book; which a ruleset offers is equipmentOf's. */
export const isWeaponId = memberOf([...WEAPON_IDS, ...AM_WEAPON_IDS]);

export interface Armor {
  readonly id: ArmorId;
  readonly name: string;
  readonly stops: number;
  readonly dxPenalty: number;
  /** Movement allowance of a human wearing it. */
  readonly humanMa: number;
}

export const ARMOR_IDS = ["none", "leather", "chainmail", "plate"] as const;
/** AM §5 ARMOR AND SHIELDS: the armor MELEE lacks. Fine plate's 6 hits stopped is the table's. */
export const AM_ARMOR_IDS = ["cloth", "half-plate", "fine-plate"] as const;
export type ArmorId = (typeof ARMOR_IDS)[number] | (typeof AM_ARMOR_IDS)[number];

export const ARMORS: Readonly<Record<ArmorId, Armor>> = {
  none: { id: "none", name: "No armor", stops: 0, dxPenalty: 0, humanMa: 10 },
  leather: { id: "leather", name: "Leather armor", stops: 2, dxPenalty: 2, humanMa: 8 },
  chainmail: { id: "chainmail", name: "Chainmail", stops: 3, dxPenalty: 3, humanMa: 6 },
  plate: { id: "plate", name: "Plate armor", stops: 5, dxPenalty: 6, humanMa: 6 },
  cloth: { id: "cloth", name: "Cloth armor", stops: 1, dxPenalty: 1, humanMa: 10 },
  "half-plate": { id: "half-plate", name: "Half-plate", stops: 4, dxPenalty: 5, humanMa: 6 },
  "fine-plate": { id: "fine-plate", name: "Fine plate", stops: 6, dxPenalty: 4, humanMa: 6 },
};

export const isArmorId = memberOf([...ARMOR_IDS, ...AM_ARMOR_IDS]);

export interface Shield {
  readonly id: ShieldId;
  readonly name: string;
  readonly stops: number;
  /** DX penalty while the shield is ready; a slung shield costs nothing. */
  readonly dxPenalty: number;
  /** Hits a shield-rush that knocks the foe down does besides (AM §5: the spike shield's 1-2). */
  readonly rushDamage?: Damage;
}

export const SHIELD_IDS = ["small-shield", "large-shield"] as const;
/**
 * AM §5 ARMOR AND SHIELDS: the shields MELEE lacks. The spike shield protects and rushes; its use
 * as a second weapon is not offered.
 */
export const AM_SHIELD_IDS = ["spike-shield", "tower-shield"] as const;
export type ShieldId = (typeof SHIELD_IDS)[number] | (typeof AM_SHIELD_IDS)[number];

export const SHIELDS: Readonly<Record<ShieldId, Shield>> = {
  "small-shield": { id: "small-shield", name: "Small shield", stops: 1, dxPenalty: 0 },
  "large-shield": { id: "large-shield", name: "Large shield", stops: 2, dxPenalty: 1 },
  "spike-shield": {
    id: "spike-shield",
    name: "Spike shield",
    stops: 1,
    dxPenalty: 0,
    rushDamage: { dice: 1, add: -2 },
  },
  "tower-shield": { id: "tower-shield", name: "Tower shield", stops: 3, dxPenalty: 2 },
};

/** WEAPONS[id], ARMORS[id] and SHIELDS[id] for the rules' hot paths (see recentLookup). */
export const weaponOf = recentLookup(WEAPONS);
export const armorOf = recentLookup(ARMORS);
export const shieldOf = recentLookup(SHIELDS);

export const isShieldId = memberOf([...SHIELD_IDS, ...AM_SHIELD_IDS]);

/**
 * What the off hand may hold: the main-gauche (MELEE: THE LEFT-HAND DAGGER) and the cestus, "treated
 * exactly like a main-gauche" (AM §5 PECULIAR WEAPONS).
 */
export const OFFHAND_WEAPON_IDS: ReadonlySet<WeaponId> = new Set<WeaponId>([
  "main-gauche",
  "cestus",
]);

/** Main-gauche in the off hand (MELEE: THE LEFT-HAND DAGGER). */
export const MAIN_GAUCHE_PARRY = { stops: 1, dxAsShield: -2, dxAsWeapon: -4 } as const;

/** Formats damage as the rulebook writes it: "2-1", "1+2", "2". */
export function formatDamage(damage: Damage): string {
  if (damage.add === 0) return `${damage.dice}`;
  return `${damage.dice}${damage.add > 0 ? "+" : "-"}${Math.abs(damage.add)}`;
}
