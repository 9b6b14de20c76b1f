/**
 * The equipment options /figure create and /figure equip share (armor, shield, weapons, ready,
 * shield-ready, and the ruleset whose tables they come from), read into a change to apply to a
 * figure.
 */
import {
  ARMORS,
  type ArmorId,
  equipmentOf,
  type FigureSpec,
  type FineWork,
  isArmorId,
  isPackLoad,
  isShieldId,
  oneHandedOnlyUnderAm,
  PACK_LOADS,
  type PackLoad,
  RULESET_IDS,
  type Ruleset,
  SHIELDS,
  type ShieldId,
  stLacking,
  TALENT_IDS,
  TALENTS,
  type TalentId,
  tooWeakFor,
  underStrengthDx,
  usableUnderStrength,
  WEAPONS,
  type WeaponId,
  withinCarryLimit,
} from "../../src/engine/index.ts";
import { safeText } from "../format/safe-text.ts";
import type { Options } from "../interaction.ts";
import { findWeapon, parseGearWeaponList, unknownWeaponMessage } from "../shared/weapon-names.ts";

/** What the user asked to change; a field is undefined when its option was not given. */
export interface GearChange {
  readonly armor?: ArmorId;
  readonly shield?: ShieldId | null;
  readonly weapons?: readonly WeaponId[];
  /** The weapons marked "(packed)": given whenever `weapons` is, so a new list replaces both. */
  readonly packed?: readonly WeaponId[];
  /** AM §6's fine weapons, marked "(fine …)": given whenever `weapons` is, replacing the old. */
  readonly fine?: readonly FineWork[];
  /** A gun or grenade marked "(cheap powder)": given whenever `weapons` is, as `packed` is. */
  readonly cheapPowder?: boolean;
  readonly readyWeapon?: WeaponId | null;
  readonly shieldReady?: boolean;
  readonly talents?: readonly TalentId[];
  /** null takes the pack off. */
  readonly pack?: PackLoad | null;
}

export interface GearReading {
  readonly change: GearChange;
  /** The ruleset option: whose tables the gear may come from; undefined when not given. */
  readonly ruleset?: Ruleset;
  readonly problems: string[];
}

/** ADVANCED MELEE's tables hold every item: an id is checked against the ruleset afterwards. */
const ALL_GEAR = equipmentOf("advanced-melee");

/** "none" empties the hands or takes the shield off. */
const NONE = "none";

export function readGear(options: Options): GearReading {
  const problems: string[] = [];
  const change: {
    -readonly [K in keyof GearChange]: GearChange[K];
  } = {};

  const armor = options.getString("armor");
  if (armor !== undefined) {
    if (isArmorId(armor)) change.armor = armor;
    else {
      const allowed = ALL_GEAR.armors.join(", ");
      problems.push(`Armor must be one of ${allowed}; got "${safeText(armor)}".`);
    }
  }

  const shield = options.getString("shield");
  if (shield !== undefined) {
    if (shield === NONE) change.shield = null;
    else if (isShieldId(shield)) change.shield = shield;
    else {
      const allowed = [NONE, ...ALL_GEAR.shields].join(", ");
      problems.push(`Shield must be one of ${allowed}; got "${safeText(shield)}".`);
    }
  }

  const weapons = options.getString("weapons");
  if (weapons !== undefined) {
    const list = parseGearWeaponList(weapons);
    change.weapons = list.weapons;
    change.packed = list.packed;
    change.fine = list.fine;
    change.cheapPowder = list.cheapPowder;
    problems.push(...list.problems);
  }

  const ready = options.getString("ready");
  if (ready !== undefined) {
    const id = ready.trim().toLowerCase() === NONE ? null : findWeapon(ready);
    if (id === undefined) problems.push(`Ready weapon: ${unknownWeaponMessage(ready)}`);
    else change.readyWeapon = id;
  }

  const shieldReady = options.getBoolean("shield-ready");
  if (shieldReady !== undefined) change.shieldReady = shieldReady;

  const talents = options.getString("talents");
  if (talents !== undefined) {
    const list = parseTalentList(talents);
    change.talents = list.talents;
    problems.push(...list.problems);
  }

  const pack = options.getString("pack");
  if (pack !== undefined) {
    if (pack === NONE) change.pack = null;
    else if (isPackLoad(pack)) change.pack = pack;
    else
      problems.push(
        `Pack must be one of ${[NONE, ...PACK_LOADS].join(", ")}; got "${safeText(pack)}".`,
      );
  }

  const rulesetName = options.getString("ruleset");
  const ruleset = RULESET_IDS.find((id) => id === rulesetName);
  if (rulesetName !== undefined && ruleset === undefined) {
    problems.push(
      `Ruleset must be one of ${RULESET_IDS.join(", ")}; got "${safeText(rulesetName)}".`,
    );
  }

  return ruleset === undefined ? { change, problems } : { change, ruleset, problems };
}

/** "nunchuks, …" (ids or names, any case) or "none"; each unknown word is a problem. */
function parseTalentList(text: string): { talents: TalentId[]; problems: string[] } {
  const words = text
    .split(",")
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== "" && word !== NONE);
  const talents: TalentId[] = [];
  const problems: string[] = [];
  for (const word of words) {
    const id = TALENT_IDS.find((t) => t === word || TALENTS[t].name.toLowerCase() === word);
    if (id === undefined) {
      problems.push(
        `Talents: "${safeText(word)}" is not a talent; choose from ${TALENT_IDS.join(", ")}, or none.`,
      );
    } else if (!talents.includes(id)) talents.push(id);
  }
  return { talents, problems };
}

/** The names of the items a figure carries that the ruleset's tables lack (AM's own under MELEE). */
function itemsOutsideTables(spec: FigureSpec, ruleset: Ruleset): string[] {
  const tables = equipmentOf(ruleset);
  return [
    ...(tables.hasArmor(spec.armor) ? [] : [ARMORS[spec.armor].name]),
    ...(spec.shield === null || tables.hasShield(spec.shield) ? [] : [SHIELDS[spec.shield].name]),
    // AM §5's pack on the back: MELEE has none.
    ...(spec.pack === undefined || ruleset !== "melee" ? [] : ["Pack on the back"]),
    ...[...new Set(spec.weapons)]
      .filter((id) => !tables.hasWeapon(id))
      .map((id) => WEAPONS[id].name),
  ];
}

/**
 * The ruleset's weapons a figure carries above its ST that only AM §5 WEAPONS lets it use (at a
 * penalty): none under AM, nor a crossbow, which no ruleset allows below its ST.
 */
function weaponsAboveSt(spec: FigureSpec, ruleset: Ruleset): WeaponId[] {
  if (ruleset !== "melee") return [];
  const tables = equipmentOf(ruleset);
  return [...new Set(spec.weapons)].filter(
    (id) => tables.hasWeapon(id) && tooWeakFor(spec.st, id) && usableUnderStrength(WEAPONS[id]),
  );
}

/**
 * What of a figure's gear only the other ruleset allows (ADVANCED MELEE's items and weapons above
 * its ST, under MELEE), named for a player.
 */
export function gearOutsideRuleset(spec: FigureSpec, ruleset: Ruleset): string[] {
  return [
    ...itemsOutsideTables(spec, ruleset),
    ...oneHandedOutsideMelee(spec, ruleset).map((name) => `${name} in one hand`),
    ...weaponsAboveSt(spec, ruleset).map((id) => `${WEAPONS[id].name} above ST ${spec.st}`),
  ];
}

/** Each item, weapon or talent the ruleset does not allow, named with the option that would. */
export function rulesetProblems(spec: FigureSpec, ruleset: Ruleset): string[] {
  const who = safeText(spec.name) || "The figure";
  const talents = ruleset === "melee" && (spec.talents ?? []).length > 0;
  return [
    ...itemsOutsideTables(spec, ruleset).map(
      (name) => `${name} is ADVANCED MELEE gear; add ruleset: advanced-melee to carry it`,
    ),
    ...weaponsAboveSt(spec, ruleset).map((id) => {
      const { name, st } = WEAPONS[id];
      const dx = -underStrengthDx(stLacking(spec.st, WEAPONS[id]));
      return `${name} needs ST ${st} and ${who} has ST ${spec.st}: only ADVANCED MELEE allows it, at −${dx} DX; add ruleset: advanced-melee to carry it`;
    }),
    ...oneHandedOutsideMelee(spec, ruleset).map(
      (name) =>
        `${name} needs both hands under MELEE: sling the shield, or add ruleset: advanced-melee to hold it in one`,
    ),
    ...(talents ? ["Talents are ADVANCED MELEE's; add ruleset: advanced-melee to give them"] : []),
    ...(ruleset === "melee" && spec.iq !== undefined
      ? ["IQ is ADVANCED MELEE's; add ruleset: advanced-melee to give it"]
      : []),
    ...(ruleset === "melee" && !withinCarryLimit(spec.weapons, spec.shield !== null)
      ? [
          `${who} carries more than MELEE's two weapons and a dagger (a shield counting as one); add ruleset: advanced-melee to sling two besides what is ready`,
        ]
      : []),
  ];
}

/** The ready weapon's name when MELEE refuses it beside the ready shield and AM allows it. */
function oneHandedOutsideMelee(spec: FigureSpec, ruleset: Ruleset): string[] {
  if (ruleset !== "melee" || !oneHandedOnlyUnderAm(spec) || spec.readyWeapon === null) return [];
  return [WEAPONS[spec.readyWeapon].name];
}

/** True when at least one equipment option was given. */
export function changesAnything(change: GearChange): boolean {
  return Object.values(change).some((value) => value !== undefined);
}

/**
 * Applies a change, filling in what the user left out the way a player would expect:
 * - the ready weapon stays in hand while it is still carried, else the first listed weapon is;
 * - a shield stays where it was unless the shield or the weapon in hand changed; then it goes
 *   on the arm unless the weapon in hand needs both hands (MELEE: WEAPON TABLE, †).
 */
export function applyGear(base: FigureSpec, change: GearChange): FigureSpec {
  const weapons = change.weapons ?? base.weapons;
  const keptReady =
    base.readyWeapon !== null && weapons.includes(base.readyWeapon) ? base.readyWeapon : null;
  const readyWeapon =
    change.readyWeapon !== undefined ? change.readyWeapon : (keptReady ?? weapons[0] ?? null);
  const shield = change.shield !== undefined ? change.shield : base.shield;
  const { talents, pack, packed, fine, cheapPowder, ...rest } = base;
  return {
    ...rest,
    armor: change.armor ?? base.armor,
    shield,
    weapons,
    readyWeapon,
    shieldReady: change.shieldReady ?? defaultShieldReady(base, shield, readyWeapon),
    ...talentsField(change.talents ?? talents),
    ...packField(change.pack === undefined ? pack : change.pack),
    ...packedField(change.packed ?? packed),
    ...fineField(change.fine ?? fine),
    ...((change.cheapPowder ?? cheapPowder) ? { cheapPowder: true as const } : {}),
  };
}

/** The spec's talents field: absent when there are none, as a figure without talents is stored. */
function talentsField(talents: readonly TalentId[] | undefined): { talents?: readonly TalentId[] } {
  return talents !== undefined && talents.length > 0 ? { talents } : {};
}

/** The spec's pack field: absent without a pack, as a MELEE figure is stored. */
function packField(pack: PackLoad | null | undefined): { pack?: PackLoad } {
  return pack === null || pack === undefined ? {} : { pack };
}

/** The spec's fine field: absent when no weapon is fine work. */
function fineField(fine: readonly FineWork[] | undefined): { fine?: readonly FineWork[] } {
  return fine !== undefined && fine.length > 0 ? { fine } : {};
}

/** The spec's packed field: absent when the pack holds no weapon. */
function packedField(packed: readonly WeaponId[] | undefined): { packed?: readonly WeaponId[] } {
  return packed !== undefined && packed.length > 0 ? { packed } : {};
}

function defaultShieldReady(
  base: FigureSpec,
  shield: ShieldId | null,
  readyWeapon: WeaponId | null,
): boolean {
  if (shield === null) return false;
  if (shield === base.shield && readyWeapon === base.readyWeapon) return base.shieldReady;
  return readyWeapon === null || !WEAPONS[readyWeapon].twoHanded;
}
