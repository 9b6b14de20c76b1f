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
}

const REDACTED = "[redacted]";

export function createLogger(options: LoggerOptions): Logger {
  const threshold = LOG_LEVELS.indexOf(options.level);
  const secrets = (options.secrets ?? []).filter((s) => s.length > 0);
  const write = options.write ?? ((line: string) => process.stderr.write(line));
  const now = options.now ?? (() => new Date());

  const redact = (value: unknown): unknown => {
    if (typeof value === "string") {
      return secrets.reduce((text, secret) => text.replaceAll(secret, REDACTED), value);
    }
    if (value instanceof Error) {
      return { name: value.name, message: redact(value.message), stack: redact(value.stack) };
    }
    if (Array.isArray(value)) return value.map(redact);
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v)]));
    }
    return value;
  };

  const log = (level: LogLevel, msg: string, fields: LogFields = {}): void => {
    if (LOG_LEVELS.indexOf(level) < threshold) return;
    const entry = { time: now().toISOString(), level, msg, ...fields };
    write(`${JSON.stringify(redact(entry))}\n`);
  };

  return {
    debug: (msg, fields) => log("debug", msg, fields),
    info: (msg, fields) => log("info", msg, fields),
    warn: (msg, fields) => log("warn", msg, fields),
    error: (msg, fields) => log("error", msg, fields),
  };
}
