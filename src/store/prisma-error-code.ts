/**
 * The Prisma error code of a failed database call, whether it came from the model API or from a
 * raw statement (battle-sql.ts). The model API turns the driver's error into a specific code
 * (P2002 for a unique index, P1001 for a server out of reach, …); a raw statement's failure
 * always arrives as P2010, "raw query failed", with the driver's error inside. For those this
 * gives the code the model API would have given, so callers test one code either way.
 */
import { Prisma } from "../../generated/prisma/client.ts";

/** The driver error kinds the store reacts to, with the model API's code for each. */
const CODE_OF_DRIVER_ERROR: Readonly<Record<string, string>> = {
  DatabaseNotReachable: "P1001",
  SocketTimeout: "P1008",
  TlsConnectionError: "P1011",
  ConnectionClosed: "P1017",
  UniqueConstraintViolation: "P2002",
  TransactionWriteConflict: "P2034",
  TooManyConnections: "P2037",
};

const RAW_QUERY_FAILED = "P2010";

interface DriverErrorCause {
  readonly kind?: unknown;
  readonly originalCode?: unknown;
}

function driverCause(error: Prisma.PrismaClientKnownRequestError): DriverErrorCause | undefined {
  const adapterError = (error.meta as { driverAdapterError?: { cause?: DriverErrorCause } })
    ?.driverAdapterError;
  return adapterError?.cause;
}

/** The model API's code for this error, or undefined if it is not a Prisma request error. */
export function prismaErrorCode(error: unknown): string | undefined {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return undefined;
  if (error.code !== RAW_QUERY_FAILED) return error.code;
  const kind = driverCause(error)?.kind;
  return (typeof kind === "string" ? CODE_OF_DRIVER_ERROR[kind] : undefined) ?? error.code;
}

/** The driver's own code inside a raw statement's failure (SQLITE_BUSY, 57P01, …), if any. */
export function driverErrorCode(error: unknown): string | undefined {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return undefined;
  const code = driverCause(error)?.originalCode;
  return typeof code === "string" ? code : undefined;
}
