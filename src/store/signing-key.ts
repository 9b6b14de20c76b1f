/**
 * The key that signs figure exports: FIGURE_SIGNING_SECRET when set, otherwise one the install
 * makes on first start and keeps in `InstallSecret`, so exports verify across restarts and
 * across every process sharing the database.
 */
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { prismaErrorCode } from "./prisma-error-code.ts";

const FIGURE_SIGNING_KEY = "figure-signing-key";

export async function figureSigningKey(
  prisma: PrismaClient,
  fromEnvironment: string | undefined,
): Promise<string> {
  if (fromEnvironment !== undefined) return fromEnvironment;
  const where = { name: FIGURE_SIGNING_KEY };
  const kept = await prisma.installSecret.findUnique({ where });
  if (kept !== null) return kept.value;
  try {
    const made = await prisma.installSecret.create({
      data: { ...where, value: randomBytes(32).toString("hex") },
    });
    return made.value;
  } catch (error) {
    // Another process made it first: theirs is the key.
    if (prismaErrorCode(error) !== "P2002") throw error;
    const theirs = await prisma.installSecret.findUniqueOrThrow({ where });
    return theirs.value;
  }
}
