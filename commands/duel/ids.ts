/**
 * A challenge lives in its buttons' custom ids: "duel:<action>:<challenger>:<challenged>:
 * <challenger's figure id>:<combat type>", each part URI-encoded so a colon in an id is safe.
 * The menu of a challenged player with several figures carries, instead of the challenger (the
 * figure's owner), the id of the challenge's message, which keys the claim of its acceptance.
 * Discord allows 100 characters.
 */
import type { CombatType } from "../../src/engine/index.ts";

export const DUEL_PREFIX = "duel";
export const CUSTOM_ID_MAX = 100;

export interface Challenge {
  readonly challengerId: string;
  readonly challengedId: string;
  readonly figureId: string;
  readonly combatType: CombatType;
}

/** What a button or menu of a challenge says. */
export type ChallengeAnswer =
  | { readonly action: "accept" | "decline"; readonly challenge: Challenge }
  | {
      readonly action: "pick";
      readonly challenge: Omit<Challenge, "challengerId">;
      /** The message the challenge is on (the menu is a message of its own). */
      readonly challengeMessageId: string;
    };

const TYPES: readonly CombatType[] = ["death", "arena", "practice"];

export function challengeId(action: "accept" | "decline", c: Challenge): string {
  return encode([DUEL_PREFIX, action, c.challengerId, c.challengedId, c.figureId, c.combatType]);
}

/** At most 10 + 20 + 25 + 8 + 20 characters and 4 colons: Discord ids, a cuid, a combat type. */
export function pickId(c: Challenge, challengeMessageId: string): string {
  return encode([
    DUEL_PREFIX,
    "pick",
    c.challengedId,
    c.figureId,
    c.combatType,
    challengeMessageId,
  ]);
}

function encode(parts: readonly string[]): string {
  return parts.map(encodeURIComponent).join(":");
}

export function parseChallengeId(customId: string): ChallengeAnswer | undefined {
  let parts: string[];
  try {
    parts = customId.split(":").map(decodeURIComponent);
  } catch {
    return undefined;
  }
  if (parts[0] !== DUEL_PREFIX || parts.length !== 6) return undefined;
  const [, action, ...rest] = parts;
  if (action === "pick") {
    const [challengedId, figureId, type, challengeMessageId] = rest;
    const combatType = TYPES.find((t) => t === type);
    if (challengedId === undefined || figureId === undefined || combatType === undefined) {
      return undefined;
    }
    if (challengeMessageId === undefined) return undefined;
    return { action, challenge: { challengedId, figureId, combatType }, challengeMessageId };
  }
  if (action !== "accept" && action !== "decline") return undefined;
  const [challengerId, challengedId, figureId, type] = rest;
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
