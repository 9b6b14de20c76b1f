/**
 * A challenge lives in its buttons' custom ids: "duel:<action>:<challenger>:<challenged>:
 * <challenger's figure id>:<combat type>", each part URI-encoded so a colon in an id is safe.
 * Discord allows 100 characters.
 */
import type { CombatType } from "../../src/engine/index.ts";

export const DUEL_PREFIX = "duel";
export const CUSTOM_ID_MAX = 100;

export type DuelAction = "accept" | "decline" | "pick";

export interface Challenge {
  readonly challengerId: string;
  readonly challengedId: string;
  readonly figureId: string;
  readonly combatType: CombatType;
}

const TYPES: readonly CombatType[] = ["death", "arena", "practice"];

export function challengeId(action: DuelAction, c: Challenge): string {
  return [DUEL_PREFIX, action, c.challengerId, c.challengedId, c.figureId, c.combatType]
    .map(encodeURIComponent)
    .join(":");
}

export function parseChallengeId(
  customId: string,
): { action: DuelAction; challenge: Challenge } | undefined {
  let parts: string[];
  try {
    parts = customId.split(":").map(decodeURIComponent);
  } catch {
    return undefined;
  }
  const [prefix, action, challengerId, challengedId, figureId, type] = parts;
  if (prefix !== DUEL_PREFIX || parts.length !== 6) return undefined;
  if (action !== "accept" && action !== "decline" && action !== "pick") return undefined;
  const combatType = TYPES.find((t) => t === type);
  if (
    challengerId === undefined ||
    challengedId === undefined ||
    figureId === undefined ||
    combatType === undefined
  ) {
    return undefined;
  }
  return { action, challenge: { challengerId, challengedId, figureId, combatType } };
}
