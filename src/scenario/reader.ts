/**
 * The scenario parser's reading primitives: a Reader that collects every problem with its JSON
 * path, and readers for hex labels and facing names.
 */
import {
  type Arena,
  DIRECTIONS,
  type Direction,
  formatHex,
  fromOffset,
  type Hex,
  parseDirection,
  parseHex,
  toOffset,
} from "../engine/index.ts";

/** One problem in a scenario file, at a JSON path such as `turns[3][1].path[0]`. */
export interface ScenarioIssue {
  readonly path: string;
  readonly message: string;
}

// Reading primitives. Each returns undefined after recording an issue. A value that is undefined
// is a missing field, which `required` has already reported: the readers pass it on silently.

export type Json = Record<string, unknown>;

export class Reader {
  readonly issues: ScenarioIssue[] = [];

  fail(path: string, message: string): undefined {
    this.issues.push({ path, message });
    return undefined;
  }

  /** A JSON object with only the given fields (plus "note", a comment, on every object). */
  object(value: unknown, path: string, fields: readonly string[]): Json | undefined {
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      return this.fail(path, `expected an object, got ${describe(value)}`);
    }
    const obj = value as Json;
    for (const key of Object.keys(obj)) {
      if (key === "note") {
        if (typeof obj[key] !== "string") this.fail(at(path, key), "a note must be a string");
      } else if (!fields.includes(key)) {
        this.fail(path, `unknown field "${key}"; expected ${fields.map(quote).join(", ")}`);
      }
    }
    return obj;
  }

  required(obj: Json, key: string, path: string): unknown {
    if (!(key in obj) || obj[key] === undefined) {
      this.fail(path, `"${key}" is required`);
      return undefined;
    }
    return obj[key];
  }

  array(value: unknown, path: string): unknown[] | undefined {
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) return this.fail(path, `expected a list, got ${describe(value)}`);
    return value;
  }

  string(value: unknown, path: string): string | undefined {
    if (value === undefined) return undefined;
    if (typeof value !== "string" || value.trim() === "") {
      return this.fail(path, `expected a non-empty string, got ${describe(value)}`);
    }
    return value;
  }

  boolean(value: unknown, path: string): boolean | undefined {
    if (value === undefined) return undefined;
    if (typeof value !== "boolean")
      return this.fail(path, `expected true or false, got ${describe(value)}`);
    return value;
  }

  integer(value: unknown, path: string, min: number, max: number): number | undefined {
    if (value === undefined) return undefined;
    if (typeof value !== "number" || !Number.isInteger(value)) {
      return this.fail(path, `expected a whole number, got ${describe(value)}`);
    }
    if (value < min || value > max)
      return this.fail(path, `must be from ${min} to ${max}, got ${value}`);
    return value;
  }

  /** One of a fixed list of words. */
  choice<T extends string>(
    value: unknown,
    path: string,
    options: readonly T[],
    what: string,
  ): T | undefined {
    if (value === undefined) return undefined;
    if (typeof value === "string" && (options as readonly string[]).includes(value))
      return value as T;
    return this.fail(path, `${describe(value)} is not ${what}; use one of ${options.join(", ")}`);
  }
}

export function at(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  return path === "" ? key : `${path}.${key}`;
}

export function quote(text: string): string {
  return `"${text}"`;
}

export function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  if (typeof value === "string") return JSON.stringify(value);
  if (Array.isArray(value)) return "a list";
  if (value === null) return "null";
  if (typeof value === "object") return "an object";
  return String(value);
}

/** Reads an optional field: absent is fine, present must pass `read`. */
export function optional<T>(
  obj: Json,
  key: string,
  path: string,
  read: (value: unknown, path: string) => T | undefined,
): { present: boolean; value: T | undefined } {
  if (!(key in obj) || obj[key] === undefined) return { present: false, value: undefined };
  return { present: true, value: read(obj[key], at(path, key)) };
}

// ---------------------------------------------------------------------------------------------
// Hexes and facings.

export function readHex(r: Reader, value: unknown, path: string, arena: Arena): Hex | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") {
    return r.fail(path, `expected a hex label such as "E2", got ${describe(value)}`);
  }
  const h = parseHex(value);
  if (!h) {
    return r.fail(
      path,
      `${describe(value)} is not a hex label (a column letter and a row number, such as "E2")`,
    );
  }
  const { col, row } = toOffset(h);
  if (col < 0 || col >= arena.width || row < 0 || row >= arena.height) {
    const last = formatHex(fromOffset(arena.width - 1, arena.height - 1));
    return r.fail(
      path,
      `${describe(value)} is not a hex label in this ${arena.width} × ${arena.height} arena (A1 to ${last})`,
    );
  }
  return h;
}

export function readFacing(r: Reader, value: unknown, path: string): Direction | undefined {
  if (value === undefined) return undefined;
  const direction = typeof value === "string" ? parseDirection(value) : undefined;
  if (direction === undefined) {
    return r.fail(path, `${describe(value)} is not a facing; use one of ${DIRECTIONS.join(", ")}`);
  }
  return direction;
}
