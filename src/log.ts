/**
 * A tiny structured logger: one JSON object per line on stderr, so stdout stays free for
 * local play and the lines can be grepped or fed to any log collector.
 */
import { LOG_LEVELS, type LogLevel } from "./config.ts";

export type LogFields = Readonly<Record<string, unknown>>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

export interface LoggerOptions {
  readonly level: LogLevel;
  /** Values never to print (the bot token); any string containing one is redacted. */
  readonly secrets?: readonly string[];
  readonly write?: (line: string) => void;
  readonly now?: () => Date;
  /** Fields every line carries (a shard process's shard id). */
  readonly fields?: LogFields;
}

const REDACTED = "[redacted]";
/** How deep a field is followed; deeper values (and cycles) are summarised, not printed. */
const MAX_DEPTH = 8;

/**
 * The value as plain JSON data with every string passed through `hide`. An error keeps its name,
 * message, stack, `cause` and own fields (discord.js puts the request's url and body there), so
 * nothing that may quote the token escapes redaction, and nothing is silently lost.
 */
function plain(
  value: unknown,
  hide: (text: string) => string,
  seen: WeakSet<object>,
  depth = 0,
): unknown {
  if (typeof value === "string") return hide(value);
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "symbol") return hide(String(value));
  // Dropped, as JSON.stringify would; printing one would print its source.
  if (typeof value === "function") return undefined;
  if (value === null || typeof value !== "object") return value;
  if (seen.has(value)) return "[circular]";
  if (depth >= MAX_DEPTH) return "[too deep]";
  seen.add(value);
  const inner = (v: unknown) => plain(v, hide, seen, depth + 1);
  let result: unknown;
  if (value instanceof Error) {
    const fields: Record<string, unknown> = {
      name: hide(value.name),
      message: hide(value.message),
    };
    if (value.stack !== undefined) fields.stack = hide(value.stack);
    if (value.cause !== undefined) fields.cause = inner(value.cause);
    if (value instanceof AggregateError) fields.errors = inner(value.errors);
    for (const [key, v] of Object.entries(value)) fields[hide(key)] ??= inner(v);
    result = fields;
  } else if (Array.isArray(value)) {
    result = value.map(inner);
  } else if (value instanceof Date) {
    result = Number.isNaN(value.getTime()) ? "Invalid Date" : value.toISOString();
  } else {
    result = Object.fromEntries(Object.entries(value).map(([k, v]) => [hide(k), inner(v)]));
  }
  seen.delete(value);
  return result;
}

export function createLogger(options: LoggerOptions): Logger {
  const threshold = LOG_LEVELS.indexOf(options.level);
  const secrets = (options.secrets ?? []).filter((s) => s.length > 0);
  const write = options.write ?? ((line: string) => process.stderr.write(line));
  const now = options.now ?? (() => new Date());

  const hide = (text: string): string =>
    secrets.reduce((hidden, secret) => hidden.replaceAll(secret, REDACTED), text);

  const log = (level: LogLevel, msg: string, fields: LogFields = {}): void => {
    if (LOG_LEVELS.indexOf(level) < threshold) return;
    const time = now().toISOString();
    let line: string;
    try {
      const entry = { time, level, msg, ...options.fields, ...fields };
      line = JSON.stringify(plain(entry, hide, new WeakSet()));
    } catch (error) {
      // A field whose getter throws must not turn a log call into a crash.
      line = JSON.stringify({ time, level, msg: hide(msg), unloggable: hide(String(error)) });
    }
    write(`${line}\n`);
  };

  return {
    debug: (msg, fields) => log("debug", msg, fields),
    info: (msg, fields) => log("info", msg, fields),
    warn: (msg, fields) => log("warn", msg, fields),
    error: (msg, fields) => log("error", msg, fields),
  };
}
