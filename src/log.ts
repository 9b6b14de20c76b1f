/**
 * Logging through pino: one JSON object per line (on stderr, so stdout stays free for local
 * play), with the configured secrets redacted wherever they appear. In local play the lines go
 * to a file and only warnings and errors reach the terminal, as readable text.
 */
import pino, { type DestinationStream } from "pino";
import pretty from "pino-pretty";
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
  /** Where each JSON line goes (default: stderr). */
  readonly write?: (line: string) => void;
  readonly now?: () => Date;
  /** Fields every line carries (a shard process's shard id). */
  readonly fields?: LogFields;
}

export interface LocalPlayLoggerOptions extends Omit<LoggerOptions, "write"> {
  /** The file every line is appended to (its folder is made if missing). */
  readonly file: string;
  /** Where warnings and errors are shown as readable text (default: stderr). */
  readonly terminal?: NodeJS.WritableStream;
}

const REDACTED = "[redacted]";
/** Fields that hold a secret whole, whatever their value: pino censors them by name. */
const SECRET_FIELDS = ["token", "secret", "*.token", "*.secret"];
/** How deep a field is followed; deeper values (and cycles) are summarised, not printed. */
const MAX_DEPTH = 8;

export function createLogger(options: LoggerOptions): Logger {
  const write = options.write ?? ((line: string) => process.stderr.write(line));
  return wrap(options, { write });
}

/** Local play's logger: everything to `file`, warnings and errors also to the terminal. */
export function createLocalPlayLogger(options: LocalPlayLoggerOptions): Logger {
  const file = pino.destination({ dest: options.file, sync: true, mkdir: true, append: true });
  const terminal = pretty({
    destination: options.terminal ?? process.stderr,
    sync: true,
    colorize: false,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname",
  });
  return wrap(
    options,
    pino.multistream([
      { level: options.level, stream: file },
      { level: "warn", stream: terminal },
    ]),
  );
}

function wrap(options: LoggerOptions, destination: DestinationStream): Logger {
  const secrets = (options.secrets ?? []).filter((s) => s.length > 0);
  const now = options.now ?? (() => new Date());
  const hide = (text: string): string =>
    secrets.reduce((hidden, secret) => hidden.replaceAll(secret, REDACTED), text);
  const logger = pino(
    {
      level: options.level,
      base: null,
      redact: { paths: SECRET_FIELDS, censor: REDACTED },
      formatters: { level: (label) => ({ level: label }) },
      timestamp: () => `,"time":"${now().toISOString()}"`,
    },
    destination,
  );

  const log = (level: LogLevel, msg: string, fields: LogFields = {}): void => {
    let entry: unknown;
    try {
      entry = plain({ ...options.fields, ...fields }, hide, new WeakSet());
    } catch (error) {
      // A field whose getter throws must not turn a log call into a crash.
      entry = { unloggable: hide(String(error)) };
    }
    logger[level](entry as object, hide(msg));
  };

  return Object.fromEntries(
    LOG_LEVELS.map((level) => [
      level,
      (msg: string, fields?: LogFields) => log(level, msg, fields),
    ]),
  ) as unknown as Logger;
}

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
