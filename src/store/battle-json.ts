/**
 * The JSON columns of the battle tables: written from engine data, and read back with shape
 * checks so a hand-edited or damaged row is reported (naming the battle) instead of reaching the
 * engine as garbage. Deep checks of orders and set-ups are the engine's, when the log is folded.
 */
import { isComputerLevel } from "../computer/index.ts";
import {
  type Arena,
  type BattleEvent,
  type BattleSetup,
  type BattleState,
  type ConditionsChange,
  checkOptionalRules,
  type FigureSetup,
  IllegalOrderError,
  type Order,
  RULESET_IDS,
  type Ruleset,
  type Side,
  STATE_LAYOUT,
} from "../engine/index.ts";
import {
  BATTLE_MODES,
  type BattleMode,
  type ControlAction,
  type LogPayload,
  type RulingMark,
} from "./battle-types.ts";
import { CorruptBattleError } from "./errors.ts";

type Json = Record<string, unknown>;

function parseObject(battleId: string, json: string, what: string): Json {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new CorruptBattleError(battleId, `${what} is not valid JSON`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new CorruptBattleError(battleId, `${what} is not a JSON object`);
  }
  return value as Json;
}

function parseArray(battleId: string, json: string, what: string): unknown[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new CorruptBattleError(battleId, `${what} is not valid JSON`);
  }
  if (!Array.isArray(value)) throw new CorruptBattleError(battleId, `${what} is not a JSON array`);
  return value;
}

const isObject = (v: unknown): v is Json =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const isFaces = (v: unknown): v is number[] =>
  Array.isArray(v) && v.every((f) => Number.isInteger(f) && f >= 1 && f <= 6);

/** The row's mode; one this build does not know makes the battle unreadable. */
export function battleModeOf(battleId: string, mode: string): BattleMode {
  const known = BATTLE_MODES.find((m) => m === mode);
  if (known === undefined) throw new CorruptBattleError(battleId, `there is no mode "${mode}"`);
  return known;
}

export function parseSides(battleId: string, json: string): Side[] {
  const sides = parseArray(battleId, json, "sides");
  for (const side of sides) {
    if (!isObject(side) || typeof side.id !== "string" || typeof side.name !== "string") {
      throw new CorruptBattleError(battleId, "a side has no id or name");
    }
    if (!Number.isInteger(side.entrance)) {
      throw new CorruptBattleError(battleId, `side "${side.id}" has no entrance`);
    }
  }
  return sides as Side[];
}

/** The row's ruleset column, refused if it names rules this build does not know. */
export function storedRuleset(battleId: string, value: string): Ruleset {
  const ruleset = RULESET_IDS.find((r) => r === value);
  if (ruleset === undefined) throw new CorruptBattleError(battleId, `unknown ruleset "${value}"`);
  return ruleset;
}

/**
 * The row's optional rules, refused if its ruleset does not define one of them. Other games'
 * rows, whose rulesets are their own, never have any.
 */
export function storedOptionalRules(battleId: string, ruleset: string, json: string): string[] {
  const names = parseArray(battleId, json, "optional rules");
  if (!names.every((name) => typeof name === "string")) {
    throw new CorruptBattleError(battleId, "an optional rule is not a name");
  }
  if (names.length === 0) return [];
  try {
    return checkOptionalRules(storedRuleset(battleId, ruleset), names);
  } catch (error) {
    if (error instanceof IllegalOrderError) throw new CorruptBattleError(battleId, error.message);
    throw error;
  }
}

export function parseArena(battleId: string, json: string | null): Arena | null {
  if (json === null) return null;
  const arena = parseObject(battleId, json, "arena");
  if (
    !Number.isInteger(arena.width) ||
    !Number.isInteger(arena.height) ||
    !Array.isArray(arena.walls) ||
    !Array.isArray(arena.entrances)
  ) {
    throw new CorruptBattleError(battleId, "arena lacks width, height, walls or entrances");
  }
  return arena as unknown as Arena;
}

/** The scenario column: the scenario's name and its set-up's conditions, or null. */
export function parseScenarioColumn(
  battleId: string,
  json: string | null,
): { readonly name: string; readonly conditions: readonly ConditionsChange[] } | null {
  if (json === null) return null;
  const scenario = parseObject(battleId, json, "scenario");
  if (typeof scenario.name !== "string" || !Array.isArray(scenario.conditions)) {
    throw new CorruptBattleError(battleId, "scenario lacks a name or conditions");
  }
  return scenario as { name: string; conditions: ConditionsChange[] };
}

export function parseFigureSetup(battleId: string, json: string, figureKey: string): FigureSetup {
  const setup = parseObject(battleId, json, `figure ${figureKey}`);
  if (setup.id !== figureKey) {
    throw new CorruptBattleError(battleId, `figure ${figureKey}'s snapshot has another id`);
  }
  if (setup.kind === "fighter" ? !isObject(setup.spec) : setup.kind !== "monster") {
    throw new CorruptBattleError(
      battleId,
      `figure ${figureKey} is neither a fighter nor a monster`,
    );
  }
  if (!isObject(setup.position) || !Number.isInteger(setup.facing)) {
    throw new CorruptBattleError(battleId, `figure ${figureKey} has no position or facing`);
  }
  return setup as unknown as FigureSetup;
}

/**
 * The cached state, or null when it was stored in an older layout of the engine's state (then the
 * caller folds the log again).
 */
export function parseSnapshot(battleId: string, json: string): BattleState | null {
  const state = parseObject(battleId, json, "snapshot");
  if (!Array.isArray(state.figures) || !isObject(state.phase)) {
    throw new CorruptBattleError(battleId, "snapshot is not a battle state");
  }
  if (state.layout !== STATE_LAYOUT) return null;
  return state as unknown as BattleState;
}

const CONTROL_ACTIONS: readonly string[] = [
  "pause",
  "resume",
  "abandon",
  "computer",
  "player",
  "concede",
] satisfies ControlAction[];

function parseRulingMark(value: unknown): RulingMark | undefined | null {
  if (value === undefined) return undefined;
  if (
    !isObject(value) ||
    (value.what !== "reroll" && value.what !== "ruling") ||
    typeof value.by !== "string" ||
    (value.agreedBy !== null && typeof value.agreedBy !== "string")
  ) {
    return null;
  }
  return { what: value.what, by: value.by, agreedBy: value.agreedBy };
}

/** Parses a log row's payload for its kind; throws CorruptBattleError naming the seq. */
export function parsePayload(
  battleId: string,
  seq: number,
  kind: string,
  json: string,
): LogPayload {
  const what = `log event ${seq}`;
  const payload = parseObject(battleId, json, what);
  const fail = (problem: string): never => {
    throw new CorruptBattleError(battleId, `${what}: ${problem}`);
  };
  switch (kind) {
    case "start": {
      const { setup, openingFaces, events } = payload;
      if (!isObject(setup) || !Array.isArray(setup.sides) || !Array.isArray(setup.figures)) {
        return fail("the start has no set-up");
      }
      if (!isFaces(openingFaces)) return fail("the start's dice are not die faces");
      if (!Array.isArray(events)) return fail("the start has no events");
      return {
        kind,
        setup: setup as unknown as BattleSetup,
        openingFaces,
        events: events as BattleEvent[],
      };
    }
    case "order":
    case "gm": {
      const { order, faces, events } = payload;
      if (!isObject(order) || typeof order.type !== "string") return fail("no order");
      if (!isFaces(faces)) return fail("the dice are not die faces");
      if (!Array.isArray(events)) return fail("no events");
      const ruling = parseRulingMark(payload.ruling);
      if (ruling === null) return fail("the ruling's mark is not who ruled and who agreed");
      const step = {
        kind,
        order: order as unknown as Order,
        faces,
        events: events as BattleEvent[],
      };
      return ruling === undefined ? step : { ...step, ruling };
    }
    case "control": {
      const { action, reason, figures, side, level } = payload;
      if (typeof action !== "string" || !CONTROL_ACTIONS.includes(action)) {
        return fail("an unknown GM control");
      }
      if (reason !== null && typeof reason !== "string") return fail("the reason is not text");
      if (side !== undefined) {
        if (typeof side !== "string") return fail("the conceding side is not a side id");
        return { kind, action: action as ControlAction, reason, side };
      }
      if (figures === undefined) return { kind, action: action as ControlAction, reason };
      if (!Array.isArray(figures) || !figures.every((f) => typeof f === "string")) {
        return fail("the figures are not figure keys");
      }
      const control = {
        kind,
        action: action as ControlAction,
        reason,
        figures: figures as string[],
      };
      if (level === undefined) return control;
      if (typeof level !== "string" || !isComputerLevel(level)) {
        return fail("an unknown computer level");
      }
      return { ...control, level };
    }
    default:
      return fail(`unknown kind "${kind}"`);
  }
}

/** The payload column for a log entry (its kind lives in its own column). */
export function serializePayload(payload: LogPayload): string {
  const { kind: _kind, ...rest } = payload;
  return JSON.stringify(rest);
}
