/**
 * Scenario files (docs/scenario-format.md): a battle's set-up, its dice and its orders as JSON,
 * with hexes as labels ("E2") and facings as names ("SE"). Parsing checks every field and names
 * the path of each problem (`turns[3][1].path[0]: "Z99" is not a hex label …`); the result is the
 * engine's own set-up, orders and dice, ready for run.ts. Pure: no I/O.
 */
import {
  type Arena,
  type BattleSetup,
  type CombatType,
  type ConditionsChange,
  checkOptionalRules,
  customArena,
  defaultArena,
  equipmentOf,
  type FigureSetup,
  type FigureSpec,
  type Hex,
  hexKey,
  IllegalOrderError,
  isArmorId,
  isMonsterId,
  isPackLoad,
  isRaceId,
  isShieldId,
  isTalentId,
  isWeaponId,
  loadProblems,
  MAX_ATTRIBUTE,
  MAX_BEAST_HEXES,
  MAX_BEAST_MA,
  MIN_ATTRIBUTE,
  MONSTER_IDS,
  type MonsterId,
  monsterProblems,
  NOT_UNDER_MELEE,
  normaliseName,
  PACK_LOADS,
  RACE_IDS,
  RULESET_IDS,
  type Ruleset,
  type Side,
  sameHex,
  validateAdvancedFigure,
  WEAPONS,
  type WeaponId,
} from "../engine/index.ts";
import { readConditionsChange } from "./read-conditions.ts";
import { readFine } from "./read-fine.ts";
import { readMount } from "./read-mount.ts";
import { readTurns, type ScenarioOrder } from "./read-orders.ts";
import {
  at,
  describe,
  type Json,
  optional,
  Reader,
  readFacing,
  readHex,
  type ScenarioIssue,
} from "./reader.ts";
import {
  ARENA,
  CONDITIONS,
  FIGHTER,
  FIGURE,
  fieldsOf,
  MAX_BOULDERS,
  MONSTER,
  SCENARIO,
  SIDE,
} from "./schema.ts";

export type { ScenarioOrder } from "./read-orders.ts";
export type { ScenarioIssue } from "./reader.ts";

export type DiceSpec =
  | { readonly kind: "forced"; readonly faces: readonly number[] }
  | { readonly kind: "seed"; readonly seed: number };

export interface Scenario {
  readonly setup: BattleSetup & { readonly arena: Arena };
  readonly dice: DiceSpec;
  /** turns[i] holds the orders of battle turn i + 1. */
  readonly turns: readonly (readonly ScenarioOrder[])[];
}

export type ParseResult =
  | { readonly ok: true; readonly scenario: Scenario }
  | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

export const DEFAULT_SEED = 1;

export function formatIssue(issue: ScenarioIssue): string {
  return issue.path === "" ? issue.message : `${issue.path}: ${issue.message}`;
}

/** Parses the text of a scenario file. */
export function parseScenarioText(text: string): ParseResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, issues: [{ path: "", message: `not valid JSON: ${detail}` }] };
  }
  return parseScenario(json);
}

/** Checks parsed JSON against the scenario format and builds the engine's inputs. */
export function parseScenario(json: unknown): ParseResult {
  const r = new Reader();
  const scenario = readScenario(r, json);
  if (r.issues.length > 0 || scenario === undefined) {
    const issues = r.issues.length > 0 ? r.issues : [{ path: "", message: "invalid scenario" }];
    return { ok: false, issues };
  }
  return { ok: true, scenario };
}

// ---------------------------------------------------------------------------------------------
// The file.

const COMBAT_TYPES: readonly CombatType[] = ["death", "arena", "practice"];

/** The ruleset's optional rules in force: a list of names, none when absent. */
function readOptionalRules(
  r: Reader,
  ruleset: Ruleset | undefined,
  value: unknown,
): string[] | undefined {
  if (value === undefined) return [];
  const list = r.array(value, "optionalRules");
  if (!list) return undefined;
  const names = list.map((v, i) => r.string(v, `optionalRules[${i}]`));
  if (names.some((n) => n === undefined) || ruleset === undefined) return undefined;
  try {
    return checkOptionalRules(ruleset, names as string[]);
  } catch (error) {
    if (error instanceof IllegalOrderError) return r.fail("optionalRules", error.message);
    throw error;
  }
}

function readScenario(r: Reader, json: unknown): Scenario | undefined {
  const top = r.object(json, "", fieldsOf(SCENARIO));
  if (!top) return undefined;
  const rulesetValue = r.required(top, "ruleset", "");
  const ruleset =
    rulesetValue === undefined
      ? undefined
      : r.choice(rulesetValue, "ruleset", RULESET_IDS, "a ruleset");
  const optionalRules = readOptionalRules(r, ruleset, top.optionalRules);
  const combatTypeValue = r.required(top, "combatType", "");
  const combatType =
    combatTypeValue === undefined
      ? undefined
      : r.choice(combatTypeValue, "combatType", COMBAT_TYPES, "a combat type");

  const arena = top.arena !== undefined ? readArena(r, top.arena) : defaultArena();
  const conditions =
    top.conditions === undefined || !arena ? [] : readConditions(r, top.conditions, ruleset, arena);
  const sidesValue = r.required(top, "sides", "");
  const sides = sidesValue === undefined || !arena ? undefined : readSides(r, sidesValue, arena);
  const figuresValue = r.required(top, "figures", "");
  const figures =
    figuresValue === undefined || !arena || !sides
      ? undefined
      : readFigures(r, figuresValue, arena, sides, combatType, ruleset ?? "melee");
  const dice: DiceSpec | undefined =
    top.dice !== undefined ? readDice(r, top.dice) : { kind: "seed", seed: DEFAULT_SEED };
  const turnsValue = r.required(top, "turns", "");
  // Orders are checked even when a side or figure is wrong, against the ids the file gives.
  const turns =
    turnsValue === undefined || !arena
      ? undefined
      : readTurns(r, turnsValue, {
          arena,
          sideIds: sides?.map((s) => s.id) ?? idsIn(sidesValue),
          figureIds: figures?.map((f) => f.id) ?? idsIn(figuresValue),
        });

  if (!ruleset || !optionalRules || !combatType || !arena || !sides || !figures || !dice || !turns)
    return undefined;
  if (!conditions) return undefined;
  return {
    setup: {
      ruleset,
      optionalRules,
      combatType,
      arena,
      sides,
      figures,
      ...(conditions.length > 0 ? { conditions } : {}),
    },
    dice,
    turns,
  };
}

/** The set-up's adverse conditions (AM §6): ADVANCED MELEE's only. */
function readConditions(
  r: Reader,
  value: unknown,
  ruleset: Ruleset | undefined,
  arena: Arena,
): ConditionsChange[] | undefined {
  const list = r.array(value, "conditions");
  if (!list) return undefined;
  if (ruleset !== "advanced-melee") return r.fail("conditions", NOT_UNDER_MELEE);
  const changes = list.map((item, i) => {
    const path = at("conditions", i);
    const obj = r.object(item, path, fieldsOf(CONDITIONS));
    return obj && readConditionsChange(r, obj, path, arena);
  });
  return changes.every((c) => c !== undefined) ? changes : undefined;
}

/** The string ids of a list of objects, however wrong the rest of them is. */
function idsIn(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list
    .map((item) => (typeof item === "object" && item !== null ? (item as Json).id : undefined))
    .filter((id): id is string => typeof id === "string");
}

function readArena(r: Reader, value: unknown): Arena | undefined {
  const obj = r.object(value, "arena", fieldsOf(ARENA));
  if (!obj) return undefined;
  const width = r.integer(r.required(obj, "width", "arena"), "arena.width", 6, 40);
  const height = r.integer(r.required(obj, "height", "arena"), "arena.height", 6, 40);
  if (width === undefined || height === undefined) return undefined;
  const open = customArena(width, height);
  const walls: Hex[] = [];
  const list = optional(obj, "walls", "arena", (v, p) => r.array(v, p));
  list.value?.forEach((label, i) => {
    const path = `arena.walls[${i}]`;
    const wall = readHex(r, label, path, open);
    if (!wall) return;
    if (open.entrances.some((end) => end.some((e) => sameHex(e, wall)))) {
      r.fail(path, `${describe(label)} is an entrance hex and cannot be a wall`);
    } else if (walls.some((w) => sameHex(w, wall))) {
      r.fail(path, `${describe(label)} is listed twice`);
    } else {
      walls.push(wall);
    }
  });
  if (list.present && !list.value) return undefined;
  return customArena(width, height, walls);
}

function readSides(r: Reader, value: unknown, arena: Arena): Side[] | undefined {
  const list = r.array(value, "sides");
  if (!list) return undefined;
  if (list.length < 2) r.fail("sides", "a battle needs at least two sides");
  const sides: Side[] = [];
  let ok = true;
  list.forEach((item, i) => {
    const path = `sides[${i}]`;
    const obj = r.object(item, path, fieldsOf(SIDE));
    if (!obj) {
      ok = false;
      return;
    }
    const id = r.string(r.required(obj, "id", path), at(path, "id"));
    const name = r.string(r.required(obj, "name", path), at(path, "name"));
    const entrance = r.integer(
      r.required(obj, "entrance", path),
      at(path, "entrance"),
      0,
      arena.entrances.length - 1,
    );
    if (id !== undefined && sides.some((s) => s.id === id)) {
      r.fail(at(path, "id"), `the side id "${id}" is used twice`);
      ok = false;
      return;
    }
    if (id === undefined || name === undefined || entrance === undefined) {
      ok = false;
      return;
    }
    sides.push({ id, name, entrance });
  });
  return ok ? sides : undefined;
}

function readFigures(
  r: Reader,
  value: unknown,
  arena: Arena,
  sides: readonly Side[],
  combatType: CombatType | undefined,
  ruleset: Ruleset,
): FigureSetup[] | undefined {
  const list = r.array(value, "figures");
  if (!list) return undefined;
  const figures: FigureSetup[] = [];
  let ok = true;
  list.forEach((item, i) => {
    const figure = readFigure(r, item, `figures[${i}]`, arena, sides, figures, combatType, ruleset);
    if (figure) figures.push(figure);
    else ok = false;
  });
  if (!ok) return undefined;
  sides.forEach((side, i) => {
    if (!figures.some((f) => f.side === side.id)) {
      r.fail(`sides[${i}]`, `side "${side.id}" has no figures`);
      ok = false;
    }
  });
  return ok ? figures : undefined;
}

function readFigure(
  r: Reader,
  value: unknown,
  path: string,
  arena: Arena,
  sides: readonly Side[],
  earlier: readonly FigureSetup[],
  combatType: CombatType | undefined,
  ruleset: Ruleset,
): FigureSetup | undefined {
  const obj = r.object(value, path, fieldsOf(FIGURE));
  if (!obj) return undefined;
  const id = r.string(r.required(obj, "id", path), at(path, "id"));
  if (id !== undefined && earlier.some((f) => f.id === id)) {
    r.fail(at(path, "id"), `the figure id "${id}" is used twice`);
  }
  const sideValue = r.required(obj, "side", path);
  const side =
    sideValue === undefined
      ? undefined
      : r.choice(
          sideValue,
          at(path, "side"),
          sides.map((s) => s.id),
          "a side",
        );
  const positionValue = r.required(obj, "position", path);
  let position =
    positionValue === undefined
      ? undefined
      : readHex(r, positionValue, at(path, "position"), arena);
  if (position && arena.walls.some((w) => sameHex(w, position as Hex))) {
    position = r.fail(at(path, "position"), `${describe(positionValue)} is a wall`);
  }
  const other = position && earlier.find((f) => hexKey(f.position) === hexKey(position as Hex));
  if (other)
    position = r.fail(at(path, "position"), `${describe(positionValue)} is taken by "${other.id}"`);
  const facingValue = r.required(obj, "facing", path);
  const facing =
    facingValue === undefined ? undefined : readFacing(r, facingValue, at(path, "facing"));

  const hasFighter = obj.fighter !== undefined;
  const hasMonster = obj.monster !== undefined;
  if (hasFighter === hasMonster) {
    r.fail(
      path,
      'give exactly one of "fighter" (a built figure) or "monster" (a beast from the book)',
    );
    return undefined;
  }
  const base = { id, side, position, facing };
  if (hasFighter) {
    const spec = readFighter(r, obj.fighter, at(path, "fighter"), combatType, ruleset);
    const mount =
      obj.mount === undefined || !spec
        ? undefined
        : readMount(r, obj.mount, at(path, "mount"), spec.name, ruleset);
    if (!spec || !complete(base) || (obj.mount !== undefined && !mount)) return undefined;
    return { ...base, kind: "fighter", spec, ...(mount ? { mount } : {}) };
  }
  if (obj.mount !== undefined) return r.fail(at(path, "mount"), "only a fighter rides a mount");
  const monster = readMonster(r, obj.monster, at(path, "monster"), ruleset);
  if (!monster || !complete(base)) return undefined;
  return { ...base, kind: "monster", ...monster };
}

function complete<T extends Record<string, unknown>>(
  obj: T,
): obj is { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.values(obj).every((v) => v !== undefined);
}

/** A field only ADVANCED MELEE's fighters have: its value, or undefined (refused under MELEE). */
function amOnlyField(
  r: Reader,
  obj: Record<string, unknown>,
  path: string,
  ruleset: Ruleset,
  field: "iq" | "pack" | "packed" | "cheapPowder",
  what: string,
): unknown {
  if (obj[field] === undefined) return undefined;
  if (ruleset === "advanced-melee") return obj[field];
  r.fail(at(path, field), `${what} ADVANCED MELEE's: set "ruleset": "advanced-melee"`);
  return undefined;
}

/** A fighter's IQ (figure/iq.ts); absent when not given. */
function readIq(r: Reader, obj: Record<string, unknown>, path: string, ruleset: Ruleset) {
  const iq = amOnlyField(r, obj, path, ruleset, "iq", "IQ is");
  return iq === undefined ? undefined : r.integer(iq, at(path, "iq"), MIN_ATTRIBUTE, MAX_ATTRIBUTE);
}

/** A fighter's pack on the back (figure/pack.ts); absent when not given. */
function readPack(r: Reader, obj: Record<string, unknown>, path: string, ruleset: Ruleset) {
  const value = amOnlyField(r, obj, path, ruleset, "pack", "a pack is");
  if (value === undefined) return undefined;
  const pack = r.choice(value, at(path, "pack"), PACK_LOADS, "a pack's load");
  return pack !== undefined && isPackLoad(pack) ? pack : undefined;
}

/** The weapons in a fighter's pack (AM §5 "PACKED"); absent when not given. */
function readPacked(
  r: Reader,
  obj: Record<string, unknown>,
  path: string,
  ruleset: Ruleset,
  weaponIds: readonly string[],
): WeaponId[] | undefined {
  const value = amOnlyField(r, obj, path, ruleset, "packed", "packed weapons are");
  if (value === undefined) return undefined;
  const list = r.array(value, at(path, "packed"));
  return list
    ?.map((w, i) => r.choice(w, at(at(path, "packed"), i), weaponIds, "a weapon"))
    .filter((w): w is WeaponId => w !== undefined && isWeaponId(w));
}

function readFighter(
  r: Reader,
  value: unknown,
  path: string,
  combatType: CombatType | undefined,
  ruleset: Ruleset,
): FigureSpec | undefined {
  const obj = r.object(value, path, fieldsOf(FIGHTER));
  const { armors, shields, weapons: weaponIds, talents: talentIds } = equipmentOf(ruleset);
  if (!obj) return undefined;
  const before = r.issues.length;
  const get = (key: string) => r.required(obj, key, path);
  const name = r.string(get("name"), at(path, "name"));
  const race = r.choice(get("race"), at(path, "race"), RACE_IDS, "a race");
  const st = r.integer(get("st"), at(path, "st"), MIN_ATTRIBUTE, MAX_ATTRIBUTE);
  const dx = r.integer(get("dx"), at(path, "dx"), MIN_ATTRIBUTE, MAX_ATTRIBUTE);
  const armor = r.choice(get("armor"), at(path, "armor"), armors, "an armor");
  const shieldValue = get("shield");
  const shield =
    shieldValue === null
      ? null
      : r.choice(shieldValue, at(path, "shield"), shields, "a shield (or null)");
  const weaponList = r.array(get("weapons"), at(path, "weapons"));
  const weapons = weaponList?.map((w, i) =>
    r.choice(w, at(at(path, "weapons"), i), weaponIds, "a weapon"),
  );
  const readyValue = get("readyWeapon");
  const readyWeapon =
    readyValue === null
      ? null
      : r.choice(readyValue, at(path, "readyWeapon"), weaponIds, "a weapon (or null)");
  const shieldReady = r.boolean(get("shieldReady"), at(path, "shieldReady"));
  const talentList = obj.talents === undefined ? [] : r.array(obj.talents, at(path, "talents"));
  if (talentList !== undefined && talentList.length > 0 && talentIds.length === 0) {
    r.fail(at(path, "talents"), 'talents are ADVANCED MELEE\'s: set "ruleset": "advanced-melee"');
  }
  const talents =
    talentIds.length === 0
      ? []
      : talentList?.map((t, i) =>
          r.choice(t, at(at(path, "talents"), i), talentIds, "an ADVANCED MELEE talent"),
        );
  const iq = readIq(r, obj, path, ruleset);
  const pack = readPack(r, obj, path, ruleset);
  const packed = readPacked(r, obj, path, ruleset, weaponIds);
  const cheap = amOnlyField(r, obj, path, ruleset, "cheapPowder", "cheap powder is");
  if (cheap !== undefined && cheap !== true) r.fail(at(path, "cheapPowder"), "must be true");
  const fine = readFine(r, obj, path, ruleset, weaponIds);
  if (r.issues.length > before) return undefined;
  if (
    name === undefined ||
    race === undefined ||
    st === undefined ||
    dx === undefined ||
    armor === undefined ||
    shield === undefined ||
    weapons === undefined ||
    readyWeapon === undefined ||
    shieldReady === undefined ||
    !isRaceId(race) ||
    !isArmorId(armor) ||
    (shield !== null && !isShieldId(shield))
  ) {
    return undefined;
  }
  const spec: FigureSpec = {
    name: normaliseName(name),
    race,
    st,
    dx,
    armor,
    shield,
    weapons: weapons.filter((w): w is WeaponId => w !== undefined && isWeaponId(w)),
    readyWeapon,
    shieldReady,
    ...(talents !== undefined && talents.length > 0
      ? { talents: talents.filter((t) => t !== undefined && isTalentId(t)) }
      : {}),
    ...(iq === undefined ? {} : { iq }),
    ...(pack === undefined ? {} : { pack }),
    ...(packed === undefined || packed.length === 0 ? {} : { packed }),
    ...(cheap === true ? { cheapPowder: true as const } : {}),
    ...fine,
  };
  for (const problem of validateAdvancedFigure(spec, ruleset)) r.fail(path, problem);
  for (const problem of loadProblems(spec, ruleset)) r.fail(path, problem);
  if (combatType === "practice" && spec.weapons.some((w) => WEAPONS[w].class === "missile")) {
    r.fail(at(path, "weapons"), "practice combat allows no missile weapons");
  }
  return r.issues.length > before ? undefined : spec;
}

function readMonster(
  r: Reader,
  value: unknown,
  path: string,
  ruleset: Ruleset,
):
  | {
      monster: MonsterId;
      name: string;
      st?: number;
      dx?: number;
      ma?: number;
      hexes?: number;
      boulders?: number;
    }
  | undefined {
  const obj = r.object(value, path, fieldsOf(MONSTER));
  if (!obj) return undefined;
  const before = r.issues.length;
  const type = r.choice(r.required(obj, "type", path), at(path, "type"), MONSTER_IDS, "a monster");
  const name = r.string(r.required(obj, "name", path), at(path, "name"));
  const st = optional(obj, "st", path, (v, p) => r.integer(v, p, MIN_ATTRIBUTE, MAX_ATTRIBUTE));
  const dx = optional(obj, "dx", path, (v, p) => r.integer(v, p, MIN_ATTRIBUTE, MAX_ATTRIBUTE));
  const ma = optional(obj, "ma", path, (v, p) => r.integer(v, p, 1, MAX_BEAST_MA));
  const hexes = optional(obj, "hexes", path, (v, p) => r.integer(v, p, 1, MAX_BEAST_HEXES));
  // AM §10: a flier's boulders; what its ST carries is checked as the battle is set up (drops.ts).
  const boulders = optional(obj, "boulders", path, (v, p) => r.integer(v, p, 1, MAX_BOULDERS));
  if (r.issues.length > before || type === undefined || name === undefined || !isMonsterId(type)) {
    return undefined;
  }
  if (normaliseName(name) === "") return r.fail(at(path, "name"), "a monster needs a visible name");
  const problems = monsterProblems(type, {
    st: st.value,
    dx: dx.value,
    ma: ma.value,
    hexes: hexes.value,
    ruleset,
  });
  for (const problem of problems) r.fail(path, problem);
  if (problems.length > 0) return undefined;
  return {
    monster: type,
    name: normaliseName(name),
    ...(st.value === undefined ? {} : { st: st.value }),
    ...(dx.value === undefined ? {} : { dx: dx.value }),
    ...(ma.value === undefined ? {} : { ma: ma.value }),
    ...(hexes.value === undefined ? {} : { hexes: hexes.value }),
    ...(boulders.value === undefined ? {} : { boulders: boulders.value }),
  };
}

function readDice(r: Reader, value: unknown): DiceSpec | undefined {
  if (Array.isArray(value)) {
    // Faces may be grouped in lists (one roll, one turn) for readability; groups are flattened.
    const before = r.issues.length;
    const faces = value.flatMap((item, i) =>
      Array.isArray(item)
        ? item.map((face, j) => r.integer(face, `dice[${i}][${j}]`, 1, 6))
        : [r.integer(item, `dice[${i}]`, 1, 6)],
    );
    if (r.issues.length > before) return undefined;
    return { kind: "forced", faces: faces as number[] };
  }
  if (typeof value !== "object" || value === null) {
    return r.fail("dice", `expected a list of die faces or { "seed": n }, got ${describe(value)}`);
  }
  const obj = r.object(value, "dice", ["seed"]);
  if (!obj) return undefined;
  const seed = r.integer(r.required(obj, "seed", "dice"), "dice.seed", 0, 0xffffffff);
  return seed === undefined ? undefined : { kind: "seed", seed };
}
