/**
 * The log's lines for AM §5 PECULIAR WEAPONS that leave something on a figure: a bola's hit
 * (src/engine/battle/bola.ts), a lasso's catch and a roped figure working loose (lasso.ts), a blow
 * at a net (net-strikes.ts); and a throw of sha-ken (sha-ken-lines.ts).
 */
import { type BattleEvent, NET_LASTS_HITS } from "../../engine/index.ts";
import { shaKenLine } from "./sha-ken-lines.ts";

type PeculiarEvent = Extract<
  BattleEvent,
  { type: "bola-hit" | "lasso-hit" | "lasso-slipped" | "net-struck" | "sha-ken-thrown" }
>;

const PECULIAR_TYPES: ReadonlySet<BattleEvent["type"]> = new Set([
  "bola-hit",
  "lasso-hit",
  "lasso-slipped",
  "net-struck",
  "sha-ken-thrown",
]);

export function isPeculiarEvent(event: BattleEvent): event is PeculiarEvent {
  return PECULIAR_TYPES.has(event.type);
}

const BOLA_WORDS: Readonly<Record<Extract<PeculiarEvent, { type: "bola-hit" }>["part"], string>> = {
  legs: "legs: down, and it may not stand next turn",
  arms: "arms: its weapons fall, and it may take none up for two turns",
  wings: "wings: it comes down",
  head: "neck: it may not attack next turn",
};

const LASSO_WORDS: Readonly<Record<Extract<PeculiarEvent, { type: "lasso-hit" }>["part"], string>> =
  {
    neck: "by the neck",
    "weapon-arm": "by the weapon arm: that hand lets go",
    "shield-arm": "by the shield arm: that hand lets go",
    body: "round the body and pulls it down",
    wings: "by the wings: it comes down",
  };

export function peculiarLine(name: (id: string) => string, event: PeculiarEvent): string {
  switch (event.type) {
    case "bola-hit":
      return `${name(event.attacker)}'s bola wraps ${name(event.target)}'s ${BOLA_WORDS[event.part]}`;
    case "lasso-hit":
      return `${name(event.attacker)}'s lasso catches ${name(event.target)} ${LASSO_WORDS[event.part]}; the rope holds it`;
    case "lasso-slipped":
      return `${name(event.figure)} works loose of ${name(event.holder)}'s lasso`;
    case "net-struck":
      return `${name(event.attacker)} strikes at ${name(event.target)}'s net: ${event.hits} hits (${Math.min(event.total, NET_LASTS_HITS)}/${NET_LASTS_HITS})`;
    case "sha-ken-thrown":
      return shaKenLine(name, event);
  }
}
