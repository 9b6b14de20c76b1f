/**
 * Reading a scenario's turns: each order in the engine's shape, with hexes from labels and facings
 * from names, checked against the file's sides and figures.
 */
import {
  AIMED_PARTS,
  AM_WEAPON_IDS,
  type Arena,
  ATTACK_KINDS,
  type GmRuling,
  type Hex,
  type ItemId,
  isOptionCode,
  isShieldId,
  isWeaponId,
  type LeanOrder,
  MAX_INITIATIVE_BONUS,
  ORDER_FIELDS,
  type Order,
  PANIC_CAUSES,
  type Posture,
  type ReadyChoice,
  RULING_FIELDS,
  type ScoopChoice,
  WEAPON_IDS,
  type WeaponId,
} from "../engine/index.ts";
import { readConditionsChange } from "./read-conditions.ts";
import { at, describe, type Json, optional, type Reader, readFacing, readHex } from "./reader.ts";
import { fieldsOf, LEAN, READY, SCOOP } from "./schema.ts";

/** An engine order with where it sits in the file. */
export interface ScenarioOrder {
  /** Its JSON path, e.g. `turns[3][1]` (or `turns[3].orders[1]` in a turn written as an object). */
  readonly path: string;
  readonly order: Order;
}

export interface Refs {
  readonly arena: Arena;
  readonly sideIds: readonly string[];
  readonly figureIds: readonly string[];
}

export function readTurns(r: Reader, value: unknown, refs: Refs): ScenarioOrder[][] | undefined {
  const list = r.array(value, "turns");
  if (!list) return undefined;
  const turns: ScenarioOrder[][] = [];
  let ok = true;
  list.forEach((turn, i) => {
    const path = `turns[${i}]`;
    let orders: unknown[] | undefined;
    let ordersPath = path;
    if (Array.isArray(turn)) {
      orders = turn;
    } else {
      const obj = r.object(turn, path, ["orders"]);
      ordersPath = at(path, "orders");
      orders = obj ? r.array(r.required(obj, "orders", path), ordersPath) : undefined;
    }
    if (!orders) {
      ok = false;
      return;
    }
    if (orders.length === 0) {
      r.fail(ordersPath, `turn ${i + 1} has no orders; every turn starts with an initiative order`);
      ok = false;
    }
    const read: ScenarioOrder[] = [];
    orders.forEach((item, j) => {
      const orderPath = `${ordersPath}[${j}]`;
      const order = readOrder(r, item, orderPath, refs);
      if (order) read.push({ path: orderPath, order });
      else ok = false;
    });
    turns.push(read);
  });
  return ok ? turns : undefined;
}

const ORDER_TYPES = Object.keys(ORDER_FIELDS) as Order["type"][];
const FLIGHTS = ["take-off", "land"] as const;

function readOrder(r: Reader, value: unknown, path: string, refs: Refs): Order | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return r.fail(path, `expected an order object, got ${describe(value)}`);
  }
  const typeValue = (value as Json).type;
  const type = r.choice(typeValue, at(path, "type"), ORDER_TYPES, "an order type");
  if (!type) return undefined;
  const obj = r.object(value, path, ORDER_FIELDS[type]);
  if (!obj) return undefined;
  const before = r.issues.length;
  const figure = (key: string) => {
    const v = r.required(obj, key, path);
    return v === undefined ? undefined : readFigureRef(r, v, at(path, key), refs);
  };
  const optionalFigure = (key: string) =>
    optional(obj, key, path, (v, p) => readFigureRef(r, v, p, refs)).value;
  const optionalHex = (key: string) =>
    optional(obj, key, path, (v, p) => readHex(r, v, p, refs.arena)).value;
  const optionalFacing = (key: string) =>
    optional(obj, key, path, (v, p) => readFacing(r, v, p)).value;
  const option = (key: string) => {
    const v = r.required(obj, key, path);
    if (v === undefined) return undefined;
    if (typeof v === "string" && isOptionCode(v)) return v;
    return r.fail(
      at(path, key),
      `${describe(v)} is not an option; use a letter from "a" to "r", or "pass"`,
    );
  };
  /** The details of an option a move and a change of option both take. */
  const optionDetails = () => {
    const kind = optional(obj, "attack", path, (v, p) =>
      r.choice(v, p, ATTACK_KINDS, "an attack"),
    ).value;
    const aim = optional(obj, "aim", path, (v, p) =>
      r.choice(v, p, AIMED_PARTS, "a body part to aim at"),
    ).value;
    const atMount = optional(obj, "atMount", path, (v, p) => r.boolean(v, p)).value;
    // AM §5 SHA-KEN: how many stars are thrown at once.
    const stars = optional(obj, "stars", path, (v, p) => r.integer(v, p, 1, 12)).value;
    // AM §10: what a flier drops from the air, with `attack: "drop"`; a boulder without.
    const airDrop = optional(obj, "airDrop", path, (v, p) =>
      r.choice(v, p, [...WEAPON_IDS, ...AM_WEAPON_IDS], "a weapon to drop"),
    ).value;
    const posture = optional(obj, "posture", path, (v, p) =>
      r.choice(v, p, ["prone", "kneeling"] as const, "a posture"),
    ).value;
    const ready = optional(obj, "ready", path, (v, p) => readReady(r, v, p, refs)).value;
    const stepTo = optionalHex("stepTo");
    const stepFacing = optionalFacing("stepFacing");
    return {
      ...(kind !== undefined ? { attack: kind } : {}),
      ...(aim !== undefined ? { aim } : {}),
      ...(atMount !== undefined ? { atMount } : {}),
      ...(stars !== undefined ? { stars } : {}),
      ...(airDrop !== undefined ? { airDrop } : {}),
      ...(posture !== undefined ? { posture } : {}),
      ...(ready !== undefined ? { ready } : {}),
      ...(stepTo ? { stepTo } : {}),
      ...(stepFacing !== undefined ? { stepFacing } : {}),
    };
  };

  let order: Order | undefined;
  switch (type) {
    case "initiative": {
      const sideValue = r.required(obj, "side", path);
      const side =
        sideValue === undefined
          ? undefined
          : r.choice(sideValue, at(path, "side"), refs.sideIds, "a side");
      const moveFirst = r.boolean(r.required(obj, "moveFirst", path), at(path, "moveFirst"));
      if (side !== undefined && moveFirst !== undefined) order = { type, side, moveFirst };
      break;
    }
    case "move": {
      const id = figure("figure");
      const code = option("option");
      const pathList = optional(obj, "path", path, (v, p) => r.array(v, p));
      const steps = pathList.value?.map((h, i) =>
        readHex(r, h, at(at(path, "path"), i), refs.arena),
      );
      const destination = optionalHex("destination");
      if (obj.path !== undefined && obj.destination !== undefined) {
        r.fail(path, 'give either "path" or "destination", not both');
      }
      const facing = optionalFacing("facing");
      const target = optionalFigure("target");
      const secondTarget = optionalFigure("secondTarget");
      const details = optionDetails();
      const leave = optional(obj, "leave", path, (v, p) => r.boolean(v, p)).value;
      const flight = optional(obj, "flight", path, (v, p) =>
        r.choice(v, p, FLIGHTS, "a flight (for a flier)"),
      ).value;
      const height = optional(obj, "height", path, (v, p) => r.integer(v, p, 1, 999)).value;
      const delay = optional(obj, "delay", path, (v, p) => r.boolean(v, p)).value;
      const waitFor = optionalFigure("waitFor");
      const scoop = optional(obj, "scoop", path, (v, p) => readScoop(r, v, p)).value;
      const holdPike = optional(obj, "holdPike", path, (v, p) => r.boolean(v, p)).value;
      const lean = optional(obj, "lean", path, (v, p) => readLean(r, v, p, refs)).value;
      if (id === undefined || code === undefined) break;
      order = {
        type,
        figure: id,
        option: code,
        ...(steps ? { path: steps as Hex[] } : {}),
        ...(destination ? { destination } : {}),
        ...(facing !== undefined ? { facing } : {}),
        ...(target !== undefined ? { target } : {}),
        ...(secondTarget !== undefined ? { secondTarget } : {}),
        ...details,
        ...(leave !== undefined ? { leave } : {}),
        ...(flight !== undefined ? { flight } : {}),
        ...(height !== undefined ? { height } : {}),
        ...(delay !== undefined ? { delay } : {}),
        ...(waitFor !== undefined ? { waitFor } : {}),
        ...(scoop !== undefined ? { scoop } : {}),
        ...(holdPike !== undefined ? { holdPike } : {}),
        ...(lean !== undefined ? { lean } : {}),
      };
      break;
    }
    case "act": {
      const id = figure("figure");
      const targetValue = r.required(obj, "target", path);
      const target =
        targetValue === null || targetValue === undefined
          ? targetValue
          : readFigureRef(r, targetValue, at(path, "target"), refs);
      const stepTo = optionalHex("stepTo");
      const stepFacing = optionalFacing("stepFacing");
      if (id === undefined || target === undefined) break;
      order = {
        type,
        figure: id,
        target,
        ...(stepTo ? { stepTo } : {}),
        ...(stepFacing !== undefined ? { stepFacing } : {}),
      };
      break;
    }
    case "change-option": {
      const id = figure("figure");
      const code = option("option");
      const target = optionalFigure("target");
      const details = optionDetails();
      if (id === undefined || code === undefined) break;
      order = {
        type,
        figure: id,
        option: code,
        ...(target !== undefined ? { target } : {}),
        ...details,
      };
      break;
    }
    case "retreat": {
      const victor = figure("victor");
      const enemy = figure("enemy");
      const toValue = r.required(obj, "to", path);
      const to =
        toValue === null || toValue === undefined
          ? toValue
          : readHex(r, toValue, at(path, "to"), refs.arena);
      const advance = optional(obj, "advance", path, (v, p) => r.boolean(v, p)).value ?? false;
      const facing = optionalFacing("facing");
      if (victor === undefined || enemy === undefined || to === undefined) break;
      order = { type, victor, enemy, to, advance, ...(facing !== undefined ? { facing } : {}) };
      break;
    }
    case "gm": {
      const gm = r.string(r.required(obj, "gm", path), at(path, "gm"));
      const ruling = readRuling(r, r.required(obj, "ruling", path), at(path, "ruling"), refs);
      const reason = optional(obj, "reason", path, (v, p) => r.string(v, p)).value;
      if (gm === undefined || ruling === undefined) break;
      order = { type, gm, ruling, ...(reason !== undefined ? { reason } : {}) };
      break;
    }
  }
  return r.issues.length > before ? undefined : order;
}

const RULING_KINDS = Object.keys(RULING_FIELDS) as GmRuling["kind"][];
const POSTURES: readonly Posture[] = ["standing", "kneeling", "prone", "fallen"];

function readRuling(r: Reader, value: unknown, path: string, refs: Refs): GmRuling | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return r.fail(path, `expected a ruling object, got ${describe(value)}`);
  }
  const kind = r.choice((value as Json).kind, at(path, "kind"), RULING_KINDS, "a kind of ruling");
  if (!kind) return undefined;
  const obj = r.object(value, path, RULING_FIELDS[kind]);
  if (!obj) return undefined;
  if (kind === "conditions") {
    const change = readConditionsChange(r, obj, path, refs.arena);
    return change && { kind, ...change };
  }
  if (kind === "surprise") {
    const side = r.choice(r.required(obj, "side", path), at(path, "side"), refs.sideIds, "a side");
    const full = r.boolean(r.required(obj, "full", path), at(path, "full"));
    const fleeing = optional(obj, "fleeing", path, (v, p) => r.boolean(v, p)).value;
    if (side === undefined || full === undefined) return undefined;
    return { kind, side, full, ...(fleeing ? { fleeing } : {}) };
  }
  if (kind === "initiative-bonus") {
    const side = r.choice(r.required(obj, "side", path), at(path, "side"), refs.sideIds, "a side");
    const bonus = r.integer(
      r.required(obj, "bonus", path),
      at(path, "bonus"),
      0,
      MAX_INITIATIVE_BONUS,
    );
    return side === undefined || bonus === undefined ? undefined : { kind, side, bonus };
  }
  const before = r.issues.length;
  const figureValue = r.required(obj, "figure", path);
  const figure =
    figureValue === undefined ? undefined : readFigureRef(r, figureValue, at(path, "figure"), refs);
  let ruling: GmRuling | undefined;
  switch (kind) {
    case "set-hits": {
      const hits = r.integer(r.required(obj, "hits", path), at(path, "hits"), 0, 999);
      if (figure !== undefined && hits !== undefined) ruling = { kind, figure, hits };
      break;
    }
    case "place": {
      const toValue = r.required(obj, "to", path);
      const to =
        toValue === undefined ? undefined : readHex(r, toValue, at(path, "to"), refs.arena);
      const facing = optional(obj, "facing", path, (v, p) => readFacing(r, v, p)).value;
      if (figure !== undefined && to !== undefined) {
        ruling = { kind, figure, to, ...(facing !== undefined ? { facing } : {}) };
      }
      break;
    }
    case "posture": {
      const postureValue = r.required(obj, "posture", path);
      const posture =
        postureValue === undefined
          ? undefined
          : r.choice(postureValue, at(path, "posture"), POSTURES, "a posture");
      if (figure !== undefined && posture !== undefined) ruling = { kind, figure, posture };
      break;
    }
    case "give": {
      const item = readItem(r, r.required(obj, "item", path), at(path, "item"));
      const ready = optional(obj, "ready", path, (v, p) => r.boolean(v, p)).value ?? false;
      if (figure !== undefined && item !== undefined) ruling = { kind, figure, item, ready };
      break;
    }
    case "take": {
      const item = readItem(r, r.required(obj, "item", path), at(path, "item"));
      if (figure !== undefined && item !== undefined) ruling = { kind, figure, item };
      break;
    }
    case "berserk": {
      const berserk = r.boolean(r.required(obj, "berserk", path), at(path, "berserk"));
      if (figure !== undefined && berserk !== undefined) ruling = { kind, figure, berserk };
      break;
    }
    case "panic": {
      const causeValue = r.required(obj, "cause", path);
      const cause =
        causeValue === undefined
          ? undefined
          : r.choice(causeValue, at(path, "cause"), PANIC_CAUSES, "wound, great or small");
      if (figure !== undefined && cause !== undefined) ruling = { kind, figure, cause };
      break;
    }
    case "fleeing":
      if (figure !== undefined) ruling = { kind, figure };
      break;
  }
  return r.issues.length > before ? undefined : ruling;
}

function readFigureRef(r: Reader, value: unknown, path: string, refs: Refs): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string" && refs.figureIds.includes(value)) return value;
  return r.fail(
    path,
    `${describe(value)} is not a figure; the figures are ${refs.figureIds.join(", ")}`,
  );
}

function readItem(r: Reader, value: unknown, path: string): ItemId | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string" && (isWeaponId(value) || isShieldId(value))) return value;
  return r.fail(path, `${describe(value)} is not a weapon or shield`);
}

function readScoop(r: Reader, value: unknown, path: string): ScoopChoice | undefined {
  const obj = r.object(value, path, fieldsOf(SCOOP));
  if (!obj) return undefined;
  const item = readItem(r, r.required(obj, "item", path), at(path, "item"));
  const onTheRun = optional(obj, "onTheRun", path, (v, p) => r.boolean(v, p));
  if (item === undefined) return undefined;
  return { item, ...(onTheRun.present ? { onTheRun: onTheRun.value as boolean } : {}) };
}

/** AM §9 LEANING: `{ "hex": "E7", "facing": "NE" }`, the facing optional. */
function readLean(r: Reader, value: unknown, path: string, refs: Refs): LeanOrder | undefined {
  const obj = r.object(value, path, fieldsOf(LEAN));
  if (!obj) return undefined;
  const hex = readHex(r, r.required(obj, "hex", path), at(path, "hex"), refs.arena);
  const facing = optional(obj, "facing", path, (v, p) => readFacing(r, v, p));
  if (hex === undefined || (facing.present && facing.value === undefined)) return undefined;
  return facing.value === undefined ? { hex } : { hex, facing: facing.value };
}

function readReady(r: Reader, value: unknown, path: string, refs: Refs): ReadyChoice | undefined {
  const obj = r.object(value, path, fieldsOf(READY));
  if (!obj) return undefined;
  const before = r.issues.length;
  const weaponOrNull = (v: unknown, p: string) =>
    v === null ? null : r.choice(v, p, WEAPON_IDS, "a weapon (or null)");
  const weapon = optional(obj, "weapon", path, weaponOrNull);
  const shieldReady = optional(obj, "shieldReady", path, (v, p) => r.boolean(v, p));
  const pickUp = optional(obj, "pickUp", path, (v, p) => readItem(r, v, p));
  const offhand = optional(obj, "offhand", path, weaponOrNull);
  const packOff = optional(obj, "packOff", path, (v, p) =>
    v === true ? true : r.fail(p, `${describe(v)} is not true (packOff takes the pack off)`),
  );
  const unpack = optional(obj, "unpack", path, (v, p) =>
    r.choice(v, p, [...WEAPON_IDS, ...AM_WEAPON_IDS], "a weapon in the pack"),
  );
  const drop = optional(obj, "drop", path, (v, p) => r.boolean(v, p));
  const exchangeWith = optional(obj, "exchangeWith", path, (v, p) => readFigureRef(r, v, p, refs));
  if (r.issues.length > before) return undefined;
  return {
    ...(weapon.present ? { weapon: weapon.value as WeaponId | null } : {}),
    ...(shieldReady.present ? { shieldReady: shieldReady.value as boolean } : {}),
    ...(pickUp.present ? { pickUp: pickUp.value as ItemId } : {}),
    ...(offhand.present ? { offhand: offhand.value as WeaponId | null } : {}),
    ...(packOff.present ? { packOff: true as const } : {}),
    ...(unpack.present ? { unpack: unpack.value as WeaponId } : {}),
    ...(drop.present ? { drop: drop.value as boolean } : {}),
    ...(exchangeWith.present ? { exchangeWith: exchangeWith.value as string } : {}),
  };
}
