/**
 * The versioned JSON document /figure export writes and /figure import reads:
 * { "format": "melee-bot/figure", "version": 1, "figure": { name, race, ..., ep } }.
 */

import {
  ARMOR_IDS,
  type ArmorId,
  epProblem,
  type FigureSpec,
  isArmorId,
  isRaceId,
  isShieldId,
  MAX_EP,
  RACE_IDS,
  type RaceId,
  SHIELD_IDS,
  type ShieldId,
  type WeaponId,
} from "../../src/engine/index.ts";
import { parseBoundedJson } from "../format/bounded-json.ts";
import { safeText } from "../format/safe-text.ts";
import { findWeapon, unknownWeaponMessage } from "./weapon-names.ts";

const DOCUMENT_FORMAT = "melee-bot/figure";
export const DOCUMENT_VERSION = 1;
/** An export is a few hundred characters, three levels deep (document, figure, weapons). */
const MAX_DOCUMENT_LENGTH = 4000;
const MAX_DOCUMENT_DEPTH = 3;

export function figureDocument(spec: FigureSpec, ep: number): string {
  const { name, race, st, dx, armor, shield, weapons, readyWeapon, shieldReady } = spec;
  const figure = { name, race, st, dx, armor, shield, weapons, readyWeapon, shieldReady, ep };
  const document = { format: DOCUMENT_FORMAT, version: DOCUMENT_VERSION, figure };
  return `${JSON.stringify(document, null, 2)}\n`;
}

export type DocumentReading =
  | { readonly ok: true; readonly spec: FigureSpec; readonly ep: number }
  | { readonly ok: false; readonly problems: string[] };

/** Reads a document, naming every field that is missing or of the wrong kind. */
export function readFigureDocument(text: string): DocumentReading {
  const read = parseBoundedJson(text, MAX_DOCUMENT_LENGTH, MAX_DOCUMENT_DEPTH);
  if (!read.ok) return fail(safeText(read.problem));
  const parsed = read.value;
  if (!isObject(parsed)) return fail("The JSON must be an object, as /figure export writes it.");
  if (parsed.format !== DOCUMENT_FORMAT) {
    return fail(`"format" must be "${DOCUMENT_FORMAT}"; got ${shown(parsed.format)}.`);
  }
  if (parsed.version !== DOCUMENT_VERSION) {
    return fail(
      `"version" must be ${DOCUMENT_VERSION}; got ${shown(parsed.version)}. This bot reads version ${DOCUMENT_VERSION} exports.`,
    );
  }
  if (!isObject(parsed.figure))
    return fail(`"figure" must be an object; got ${shown(parsed.figure)}.`);
  return readFigure(parsed.figure);
}

function readFigure(raw: Record<string, unknown>): DocumentReading {
  const problems: string[] = [];
  const field = <T>(key: string, read: (value: unknown) => T | undefined, expected: string) => {
    const value = read(raw[key]);
    if (value === undefined)
      problems.push(`"figure.${key}" must be ${expected}; got ${shown(raw[key])}.`);
    return value;
  };
  const name = field("name", (v) => (typeof v === "string" ? v.trim() : undefined), "a string");
  const race = field("race", (v) => oneOf<RaceId>(v, isRaceId), `one of ${RACE_IDS.join(", ")}`);
  const st = field("st", wholeNumber, "a whole number");
  const dx = field("dx", wholeNumber, "a whole number");
  const armor = field(
    "armor",
    (v) => oneOf<ArmorId>(v, isArmorId),
    `one of ${ARMOR_IDS.join(", ")}`,
  );
  const shield = field(
    "shield",
    (v) => (v === null ? null : oneOf<ShieldId>(v, isShieldId)),
    `null or one of ${SHIELD_IDS.join(", ")}`,
  );
  const weapons = readWeapons(raw.weapons, problems);
  const readyWeapon = readReady(raw.readyWeapon, problems);
  const shieldReady = field(
    "shieldReady",
    (v) => (typeof v === "boolean" ? v : undefined),
    "true or false",
  );
  const ep = field(
    "ep",
    (v) => (typeof v === "number" && epProblem(v) === undefined ? v : undefined),
    `a whole number from 0 to ${MAX_EP.toLocaleString("en-US")}`,
  );

  if (
    problems.length > 0 ||
    name === undefined ||
    race === undefined ||
    st === undefined ||
    dx === undefined ||
    armor === undefined ||
    shield === undefined ||
    weapons === undefined ||
    readyWeapon === undefined ||
    shieldReady === undefined ||
    ep === undefined
  ) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    spec: { name, race, st, dx, armor, shield, weapons, readyWeapon, shieldReady },
    ep,
  };
}

function readWeapons(value: unknown, problems: string[]): WeaponId[] | undefined {
  if (!Array.isArray(value)) {
    problems.push(`"figure.weapons" must be a list of weapon names; got ${shown(value)}.`);
    return undefined;
  }
  const weapons: WeaponId[] = [];
  value.forEach((item, index) => {
    const id = typeof item === "string" ? findWeapon(item) : undefined;
    if (id !== undefined) weapons.push(id);
    else if (typeof item === "string") {
      problems.push(`"figure.weapons[${index}]": ${unknownWeaponMessage(item)}`);
    } else problems.push(`"figure.weapons[${index}]" must be a string; got ${shown(item)}.`);
  });
  return weapons;
}

function readReady(value: unknown, problems: string[]): WeaponId | null | undefined {
  if (value === null) return null;
  if (typeof value !== "string") {
    problems.push(`"figure.readyWeapon" must be null or a weapon name; got ${shown(value)}.`);
    return undefined;
  }
  const id = findWeapon(value);
  if (id === undefined) problems.push(`"figure.readyWeapon": ${unknownWeaponMessage(value)}`);
  return id;
}

function fail(problem: string): DocumentReading {
  return { ok: false, problems: [problem] };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function oneOf<T extends string>(value: unknown, is: (text: string) => text is T): T | undefined {
  return typeof value === "string" && is(value) ? value : undefined;
}

function wholeNumber(value: unknown): number | undefined {
  return typeof value === "number" && Number.isInteger(value) ? value : undefined;
}

/** A received value as the user wrote it, short and safe to echo. */
function shown(value: unknown): string {
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value);
  return safeText(text.length > 40 ? `${text.slice(0, 37)}...` : text);
}
