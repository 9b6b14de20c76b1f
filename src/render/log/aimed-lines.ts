/** The log's line for AM §6 AIMED SHOTS (see src/engine/battle/aimed-shots.ts). */
import type { BattleEvent } from "../../engine/index.ts";

type AimedHit = Extract<BattleEvent, { type: "aimed-hit" }>;

const EFFECT_WORDS: Readonly<Record<NonNullable<AimedHit["effect"]>, string>> = {
  dazed: "is dazed: −4 DX next turn",
  stunned: "is stunned and falls unconscious",
  "weapon-dropped": "drops the weapon in that hand",
  "shield-lost": "loses the shield's protection: it falls",
  "knocked-to-knees": "drops to its knees for this turn and the next two",
  grounded: "can no longer fly",
  "use-lost": "loses the use of it",
  "limb-lost": "loses it for good",
};

/** A whip's or thrown dagger's hands (AM §6 DAGGER MARKSMANSHIP): each arm's hand lets go. */
const MARKSMAN_PARTS: Readonly<Record<AimedHit["part"], string>> = {
  head: "head (armor no help, damage doubled)",
  "weapon-arm": "weapon hand",
  "shield-arm": "shield hand",
  leg: "leg",
  wing: "wing",
};

export function aimedHitLine(name: (id: string) => string, event: AimedHit): string {
  const part = event.marksman ? MARKSMAN_PARTS[event.part] : event.part.replace("-", " ");
  const effect =
    event.marksman && event.effect === "weapon-dropped"
      ? "lets go of what that hand held"
      : event.effect
        ? EFFECT_WORDS[event.effect]
        : "no more than the hits";
  return `Aimed at the ${part}: ${event.taken} hits, ${name(event.target)} ${effect}`;
}
