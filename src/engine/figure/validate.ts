/**
 * Checks a figure against MELEE's building rules and says, in the player's words, every problem
 * found. A new figure must spend exactly its race's points; an experienced one may have more.
 */
import type { Ruleset } from "../battle/ruleset.ts";
import { attributeProblem } from "./bounds.ts";
import { carriedKg, carriesWithinLimit, loadLimitKg, notInHand } from "./carry.ts";
import {
  isArmorId,
  isShieldId,
  isWeaponId,
  SHIELDS,
  type ShieldId,
  WEAPONS,
  type Weapon,
  type WeaponId,
} from "./equipment.ts";
import type { FigureSpec } from "./figure-spec.ts";
import { fineWorkProblem } from "./fine-work.ts";
import { attributePoints, iqUnder, MIN_IQ, raceTotalWith } from "./iq.ts";
import { isRaceId, RACE_IDS, RACES, type Race } from "./races.ts";
import { type EquipmentLists, equipmentOf, weaponTableOf } from "./ruleset-equipment.ts";
import { hasTalent, TALENTS } from "./talents.ts";
import { usableUnderStrength } from "./under-strength.ts";
import { capitalize, figureLabel, listInWords, withArticle } from "./wording.ts";

const MAX_NAME_LENGTH = 32;

/** How ST + DX must compare with the race's total. */
type TotalRule = "exactly" | "at least";

/** Problems with a newly built figure; empty when it is legal. */
export function validateFigure(spec: FigureSpec, ruleset: Ruleset = "melee"): string[] {
  return figureProblems(spec, "exactly", ruleset);
}

/**
 * Problems with a figure that may have gained ST or DX through experience (MELEE: EXPERIENCE):
 * its ST + DX may be above its race's total but never below it.
 */
export function validateAdvancedFigure(spec: FigureSpec, ruleset: Ruleset = "melee"): string[] {
  return figureProblems(spec, "at least", ruleset);
}

/**
 * Each check adds what it finds to `problems`. Every battle set-up checks its figures (a simulator
 * thousands a second), so a legal figure costs no sentences and few copies.
 */
function figureProblems(spec: FigureSpec, totalRule: TotalRule, ruleset: Ruleset): string[] {
  const problems: string[] = [];
  const equipment = equipmentOf(ruleset);
  const who = figureLabel(spec.name);
  const weapons = spec.weapons.filter(isWeaponId);
  nameProblems(spec.name, problems);
  attributeProblems(spec, who, totalRule, iqUnder(spec, ruleset), problems);
  unknownIdProblems(spec, equipment, problems);
  strengthProblems(spec, who, weapons, ruleset, problems);
  carryProblems(spec, who, weapons, ruleset, problems);
  readyProblems(spec, who, weapons, weaponTableOf(ruleset), problems);
  talentProblems(spec, who, equipment, problems);
  if (spec.pack !== undefined && ruleset === "melee") {
    problems.push(`A pack on the back is ADVANCED MELEE's; ${who} wears one`);
  }
  packedProblems(spec, who, equipment, problems);
  if (spec.fine !== undefined || spec.finePlate !== undefined)
    fineWorkProblems(spec, who, ruleset, problems);
  return problems;
}

function nameProblems(name: string, problems: string[]): void {
  const trimmed = name.trim();
  if (trimmed === "") {
    problems.push("A figure needs a name");
    return;
  }
  // Counted in characters as a player sees them, so an emoji counts once (never more than the
  // UTF-16 length, so a name short in that needs no counting).
  const length = trimmed.length <= MAX_NAME_LENGTH ? trimmed.length : [...trimmed].length;
  if (length > MAX_NAME_LENGTH) {
    problems.push(
      `A name may be at most ${MAX_NAME_LENGTH} characters; "${trimmed}" has ${length}`,
    );
  }
}

// MELEE: CREATING A FIGURE, NONHUMAN FIGURES — race totals and minimums; bounds.ts's range. Under
// AM a figure's IQ counts towards the total too (iq.ts).
function attributeProblems(
  spec: FigureSpec,
  who: string,
  totalRule: TotalRule,
  iq: number | undefined,
  problems: string[],
): void {
  const { st, dx } = spec;
  for (const problem of [attributeProblem("ST", st, who), attributeProblem("DX", dx, who)]) {
    if (problem !== undefined) problems.push(problem);
  }
  if (iq !== undefined) iqProblems(iq, who, problems);
  if (!isRaceId(spec.race)) {
    problems.push(`"${spec.race}" is not a race; choose one of ${listInWords(RACE_IDS, "or")}`);
    return;
  }
  const race = RACES[spec.race];
  const total = raceTotalWith(race.total, iq);
  const points = attributePoints(st, dx, iq);
  const whole = Number.isInteger(st) && Number.isInteger(dx) && Number.isInteger(iq ?? 0);
  if (whole && !totalAllowed(points, total, totalRule)) {
    const target = totalRule === "exactly" ? `${total}` : `at least ${total}`;
    const attributes = iq === undefined ? "ST and DX" : "ST, DX and IQ";
    const sum = iq === undefined ? `${st} + ${dx}` : `${st} + ${dx} + ${iq}`;
    problems.push(
      `${aRaceLabel(race)}'s ${attributes} must add up to ${target}; ${who} has ${sum} = ${points}`,
    );
  }
  if (Number.isInteger(st) && st < race.minSt) {
    problems.push(`${aRaceLabel(race)} needs ST ${race.minSt} or more; ${who} has ST ${st}`);
  }
  if (Number.isInteger(dx) && dx < race.minDx) {
    problems.push(`${aRaceLabel(race)} needs DX ${race.minDx} or more; ${who} has DX ${dx}`);
  }
}

/** bounds.ts's range, and no IQ below where every race's starts (iq.ts). */
function iqProblems(iq: number, who: string, problems: string[]): void {
  const problem = attributeProblem("IQ", iq, who);
  if (problem !== undefined) problems.push(problem);
  else if (iq < MIN_IQ) problems.push(`IQ must be ${MIN_IQ} or more; ${who} has IQ ${iq}`);
}

/** "An elf", for the start of a sentence; written only when there is a problem to report. */
function aRaceLabel(race: Race): string {
  return capitalize(withArticle(race.name.toLowerCase()));
}

function totalAllowed(points: number, total: number, totalRule: TotalRule): boolean {
  return totalRule === "exactly" ? points === total : points >= total;
}

/** Ids that are no item of the ruleset's (an AM-only item under MELEE among them). */
function unknownIdProblems(spec: FigureSpec, equipment: EquipmentLists, problems: string[]): void {
  const { armors, shields, weapons } = equipment;
  if (!isArmorId(spec.armor) || !equipment.hasArmor(spec.armor)) {
    problems.push(`"${spec.armor}" is not an armor; choose one of ${listInWords(armors, "or")}`);
  }
  if (spec.shield !== null && !(isShieldId(spec.shield) && equipment.hasShield(spec.shield))) {
    problems.push(
      `"${spec.shield}" is not a shield; choose ${listInWords(shields, "or")}, or no shield`,
    );
  }
  if (allKnownWeapons(spec, equipment)) return;
  const named = spec.readyWeapon === null ? spec.weapons : [...spec.weapons, spec.readyWeapon];
  for (const id of new Set(named)) {
    if (!isKnownWeapon(id, equipment)) {
      problems.push(`"${id}" is not a weapon; choose from ${listInWords(weapons, "or")}`);
    }
  }
}

function isKnownWeapon(id: string, equipment: EquipmentLists): boolean {
  return isWeaponId(id) && equipment.hasWeapon(id);
}

/** Every weapon named is the ruleset's: a loop, as every set-up asks it (no closure per call). */
function allKnownWeapons(spec: FigureSpec, equipment: EquipmentLists): boolean {
  for (const id of spec.weapons) if (!isKnownWeapon(id, equipment)) return false;
  return spec.readyWeapon === null || isKnownWeapon(spec.readyWeapon, equipment);
}

/**
 * MELEE: CREATING A FIGURE — a weapon needs the ST the figure begins the fight with. AM §5 WEAPONS
 * lets a weaker figure carry and use it at a penalty (under-strength.ts), a crossbow excepted.
 */
function strengthProblems(
  spec: FigureSpec,
  who: string,
  weapons: readonly WeaponId[],
  ruleset: Ruleset,
  problems: string[],
): void {
  for (let i = 0; i < weapons.length; i++) {
    const weapon = weapons[i] as WeaponId;
    // Each weapon once, where it is first listed (no Set: this runs for every battle set up).
    if (weapons.indexOf(weapon) !== i) continue;
    const { name, st } = WEAPONS[weapon];
    if (spec.st >= st) continue;
    if (ruleset === "advanced-melee" && usableUnderStrength(WEAPONS[weapon])) continue;
    problems.push(`${name} needs ST ${st}; ${who} has ST ${spec.st}`);
  }
}

/**
 * AM §5 WEAPONS: a PACKED weapon rides in the backpack, so it needs a pack (which MELEE has not)
 * and must be one of the ruleset's weapons.
 */
function packedProblems(
  spec: FigureSpec,
  who: string,
  equipment: EquipmentLists,
  problems: string[],
): void {
  const packed = spec.packed ?? [];
  if (packed.length === 0) return;
  if (spec.pack === undefined) {
    problems.push(`A packed weapon rides in a pack on the back; ${who} wears no pack`);
  }
  for (const id of new Set(packed)) {
    if (!isKnownWeapon(id, equipment)) {
      problems.push(`"${id}" is not a weapon; choose from ${listInWords(equipment.weapons, "or")}`);
    }
  }
}

/** AM §6 FINE WEAPONS AND ARMOR: work on weapons the figure has, and fine plate only as plate. */
function fineWorkProblems(
  spec: FigureSpec,
  who: string,
  ruleset: Ruleset,
  problems: string[],
): void {
  if (ruleset === "melee") {
    problems.push(`Fine weapons and armor are ADVANCED MELEE's; ${who} has some`);
    return;
  }
  if (spec.finePlate && spec.armor !== "plate")
    problems.push(`Only plate can be fine plate; ${who} wears ${spec.armor}`);
  const has = new Set([...spec.weapons, ...(spec.packed ?? [])]);
  const seen = new Set<WeaponId>();
  for (const work of spec.fine ?? []) {
    if (!isWeaponId(work.weapon)) continue;
    const name = WEAPONS[work.weapon].name.toLowerCase();
    if (!has.has(work.weapon)) problems.push(`${who} has no ${name} to be fine work`);
    if (seen.has(work.weapon)) problems.push(`${who}'s ${name} is fine work only once`);
    seen.add(work.weapon);
    const problem = fineWorkProblem(work);
    if (problem !== null) problems.push(problem);
  }
}

/** The ready weapon when it names a weapon; an unknown name is reported with the equipment. */
function knownReadyWeapon(spec: FigureSpec): WeaponId | null {
  return spec.readyWeapon !== null && isWeaponId(spec.readyWeapon) ? spec.readyWeapon : null;
}

/** The weapons' names as a sentence lists them: "broadsword", "dagger". */
function weaponNames(weapons: readonly WeaponId[]): string[] {
  return weapons.map((id) => WEAPONS[id].name.toLowerCase());
}

/** The shield a figure carries when it names one; an unknown name is reported with the equipment. */
function knownShield(spec: FigureSpec): ShieldId | null {
  return spec.shield !== null && isShieldId(spec.shield) ? spec.shield : null;
}

// MELEE: CREATING A FIGURE, WEAPON TABLE — one dagger plus two others; a shield is one of them.
// AM §5 WEAPONS: what is ready, plus two slung at the side and daggers on the belt (carry.ts).
function carryProblems(
  spec: FigureSpec,
  who: string,
  weapons: readonly WeaponId[],
  ruleset: Ruleset,
  problems: string[],
): void {
  const shield = knownShield(spec);
  const gear = {
    weapons,
    readyWeapon: knownReadyWeapon(spec),
    shield,
    shieldReady: spec.shieldReady,
  };
  if (carriesWithinLimit(gear, ruleset)) return;
  if (ruleset === "advanced-melee") {
    const slung = weaponNames(
      notInHand(weapons, gear.readyWeapon).filter((id) => !WEAPONS[id].daggerLike),
    );
    if (shield !== null && !spec.shieldReady) slung.push(SHIELDS[shield].name.toLowerCase());
    problems.push(
      "Besides what it holds ready, a figure may sling two weapons or shields at its side " +
        `(daggers and main-gauches ride on the belt besides); ${who} slings ${listInWords(slung)}`,
    );
    return;
  }
  const carried = weaponNames(weapons);
  if (shield !== null) carried.push(SHIELDS[shield].name.toLowerCase());
  problems.push(
    "A figure may carry one dagger or main-gauche plus two other weapons, and a shield or a " +
      `second dagger counts as one of the two; ${who} carries ${listInWords(carried)}`,
  );
}

/**
 * AM §5 WEAPONS: a figure carries "as many as your ST allows" (carry.ts reads 3 × ST kg outside a
 * pack). Checked when a figure is built or its gear changes, not when a battle is set up, so a
 * battle logged before the limit folds as it was played. MELEE weighs nothing.
 */
export function loadProblems(spec: FigureSpec, ruleset: Ruleset): string[] {
  if (ruleset === "melee") return [];
  const kg = carriedKg(spec.weapons.filter(isWeaponId), knownShield(spec));
  const limit = loadLimitKg(spec.st);
  if (kg <= limit) return [];
  return [
    `A figure with ST ${spec.st} carries at most ${limit} kg of weapons and shields (3 × ST); ` +
      `${figureLabel(spec.name)} carries ${kg} kg`,
  ];
}

// MELEE: ATTACKS (ready weapon), WEAPON TABLE († two-handed weapons sling the shield).
function readyProblems(
  spec: FigureSpec,
  who: string,
  weapons: readonly WeaponId[],
  table: Readonly<Record<WeaponId, Weapon>>,
  problems: string[],
): void {
  const ready = knownReadyWeapon(spec);
  if (ready !== null && !weapons.includes(ready) && spec.packed?.includes(ready)) {
    problems.push(`${WEAPONS[ready].name} is in ${who}'s pack, so it cannot start ready`);
  } else if (ready !== null && !weapons.includes(ready)) {
    const carried = weaponNames(weapons);
    const among = carried.length === 0 ? "carries none" : `carries ${listInWords(carried)}`;
    problems.push(
      `The ready weapon must be one the figure carries; ${WEAPONS[ready].name} is not, and ${who} ${among}`,
    );
  }
  if (spec.shieldReady && spec.shield === null) {
    problems.push(
      `${capitalize(who)} has no shield to ready: add a shield or start with no shield ready`,
    );
  }
  if (ready !== null && table[ready].twoHanded && spec.shieldReady && spec.shield !== null) {
    const aWeapon = capitalize(withArticle(WEAPONS[ready].name.toLowerCase()));
    problems.push(`${aWeapon} needs both hands: sling the shield or ready another weapon`);
  }
}

/**
 * Talents the ruleset has (AM's, none under MELEE), and a peculiar weapon in hand only with its
 * talent: AM §5 PECULIAR WEAPONS, "cannot use it at all" without. One may still be carried.
 */
function talentProblems(
  spec: FigureSpec,
  who: string,
  equipment: EquipmentLists,
  problems: string[],
): void {
  const talents = spec.talents;
  if (talents !== undefined && talents.length > 0) {
    for (const id of new Set(talents)) {
      if (!(equipment.talents as readonly string[]).includes(id)) {
        const choices = equipment.talents;
        problems.push(
          choices.length === 0
            ? `"${id}" is an ADVANCED MELEE talent; MELEE figures have no talents`
            : `"${id}" is not a talent; choose from ${listInWords(choices, "or")}`,
        );
      }
    }
  }
  const ready = knownReadyWeapon(spec);
  const talent = ready === null ? undefined : WEAPONS[ready].talent;
  if (ready !== null && talent !== undefined && !hasTalent(talents, talent)) {
    problems.push(
      `${WEAPONS[ready].name} cannot be used without the ${TALENTS[talent].name} talent; give ${who} the talent or ready another weapon`,
    );
  }
}
