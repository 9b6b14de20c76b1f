/**
 * Tells a database that cannot be reached (down, restarting, overloaded, locked for too long)
 * from every other failure, so the user hears "try again in a minute" instead of an apology for
 * a bug. Nothing was written when one of these is thrown: each store write is one transaction.
 */
import { Prisma } from "../../generated/prisma/client.ts";
import { DatabaseFileLostError } from "./errors.ts";
import { driverErrorCode, prismaErrorCode } from "./prisma-error-code.ts";

/** What the user hears when a call failed that way (the bot and local play alike). */
export const STORE_UNAVAILABLE =
  "The battle records can't be reached right now; nothing was changed. Try again in a minute.";

/**
 * Prisma's codes for a server it cannot reach or that stopped answering:
 * P1001 can't reach the server, P1002 reached it but timed out, P1008 operation timed out (also
 * SQLite's SQLITE_BUSY once the busy timeout ran out), P1011 TLS connection failed, P1017 the
 * server closed the connection, P2024 no pooled connection came free in time, P2028 a
 * transaction could not be started in time, P2037 too many connections.
 */
const UNAVAILABLE_CODES: ReadonlySet<string> = new Set([
  "P1001",
  "P1002",
  "P1008",
  "P1011",
  "P1017",
  "P2024",
  "P2028",
  "P2037",
]);

/** Node's and the drivers' codes for the same, when they arrive without Prisma's wrapping. */
const DRIVER_CODES: ReadonlySet<string> = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  // PostgreSQL: too many connections, the server shutting down or starting up.
  "53300",
  "57P01",
  "57P03",
]);

/**
 * SQLite's result codes (extended codes start with these) for a file it cannot use: locked by
 * another program past the wait, full disk, I/O error, cannot be opened, read-only (also a file
 * deleted or moved under the bot: SQLITE_READONLY_DBMOVED).
 */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|CANTOPEN|READONLY)(_|$)/;

/** Another connection holds the lock: worth trying again shortly (see exclusive.ts). */
const SQLITE_LOCKED_OUT = /^SQLITE_(BUSY|LOCKED)(_|$)/;

/** How far down `cause` chains to look (a pool error wraps the socket error, and so on). */
const MAX_DEPTH = 5;

export function isStoreUnavailable(error: unknown): boolean {
  return someCause(error, (current) => {
    if (current instanceof Prisma.PrismaClientInitializationError) return true;
    if (current instanceof DatabaseFileLostError) return true;
    if (UNAVAILABLE_CODES.has(prismaErrorCode(current) ?? "")) return true;
    return driverCodes(current).some(
      (code) => DRIVER_CODES.has(code) || SQLITE_UNAVAILABLE.test(code),
    );
  });
}

/** SQLite refused because another connection holds the database locked. */
export function isLockedOut(error: unknown): boolean {
  return someCause(error, (current) =>
    driverCodes(current).some((code) => SQLITE_LOCKED_OUT.test(code)),
  );
}

function someCause(error: unknown, test: (current: Error) => boolean): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && current instanceof Error; depth++) {
    if (test(current)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * The driver's code for this error: inside Prisma's error, or on the error itself (a driver's
 * error passed through unwrapped, or Prisma's with only the driver's code copied onto it).
 */
function driverCodes(error: Error): string[] {
  const own = (error as { code?: unknown }).code;
  return [driverErrorCode(error), own].filter((code): code is string => typeof code === "string");
}
