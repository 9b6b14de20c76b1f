/**
 * The battle log in words, from the state and a step's events: every roll shown, an attack and its
 * answer on one line ("Scout · Dart d10 = 8 vs Dreadnought Pilot d8 = 4 → hit, ½ crew").
 */
import { readoutOf } from "../rules/roster.ts";
import type { UrQuanEvent, UrQuanState } from "../rules/state.ts";

/** Facings as players say them. */
export const FACING_WORDS = ["up", "up-right", "down-right", "down", "down-left", "up-left"];

/** Half boxes as players write them: ½, 1, 1½, 2… */
export function halvesText(halves: number): string {
  const whole = Math.floor(halves / 2);
  const half = halves % 2 === 1 ? "½" : "";
  return whole === 0 ? half || "0" : `${whole}${half}`;
}

/** A ship's short name: the last word of its class ("Shofixti Scout" → "Scout"). */
export function shipName(state: UrQuanState, id: string): string {
  const classId = state.classes[id];
  if (classId === undefined) return id;
  return readoutOf(classId).name.split(" ").at(-1) ?? id;
}

function playerName(state: UrQuanState, id: string): string {
  return state.players.find((p) => p.id === id)?.name ?? id;
}

function hexText(h: { col: number; row: number }): string {
  return `(${h.col},${h.row})`;
}

/** The log lines for one step's events. */
export function logLines(state: UrQuanState, events: readonly UrQuanEvent[]): string[] {
  const lines: string[] = [];
  let attack: string | null = null;
  const say = (line: string) => {
    if (attack !== null) lines.push(attack);
    attack = null;
    lines.push(line);
  };
  const name = (id: string) => shipName(state, id);
  for (const e of events) {
    switch (e.type) {
      case "fleet-chosen":
        say(
          `${playerName(state, e.by)} has bought a fleet of ${e.ships} ship${e.ships === 1 ? "" : "s"}.`,
        );
        break;
      case "order-roll":
        say(
          `Turn order roll: ${e.faces.map((f) => `${playerName(state, f.player)} d${e.die} = ${f.face}`).join(", ")}`,
        );
        break;
      case "order-chosen":
        say(
          `${playerName(state, e.chooser)} chooses the order: ${e.order.map((p) => playerName(state, p)).join(", then ")}.`,
        );
        break;
      case "asteroid-placed":
        say(`${playerName(state, e.by)} places an asteroid at ${hexText(e.hex)}.`);
        break;
      case "ambush-roll":
        say(
          `${playerName(state, e.by)} · Ambush d${e.die} = ${e.face} → ${e.allowed ? "the VUX may warp in beside an enemy" : "no ambush"}`,
        );
        break;
      case "ship-placed":
        say(
          `${playerName(state, e.by)} brings on the ${readoutOf(e.classId).name} at ${hexText(e.hex)}, facing ${FACING_WORDS[e.facing]}${e.ambush ? ", in ambush" : ""}.`,
        );
        break;
      case "turn-started":
        say(
          `Turn ${e.turn}: ${playerName(state, e.player)}'s ${name(e.ship)}${e.recharged > 0 ? ` (+${e.recharged} Battery)` : ""}.`,
        );
        break;
      case "drifted":
        say(`${name(e.ship)} drifts to ${hexText(e.to)} (Inertia).`);
        break;
      case "collided":
        say(
          `${name(e.ship)} drifts into ${e.with === "asteroid" ? "an asteroid" : `the ${name(e.with)}`} at ${hexText(e.hex)} (Inertia).`,
        );
        break;
      case "moved":
        say(`${name(e.ship)} moves to ${hexText(e.to)}.`);
        break;
      case "turned":
        say(`${name(e.ship)} turns to face ${FACING_WORDS[e.facing]}.`);
        break;
      case "fired":
        if (e.target === undefined)
          say(`${name(e.ship)} uses its ${e.weapon}${e.cost > 0 ? ` (−${e.cost} Battery)` : ""}.`);
        break;
      case "attack-rolled":
        if (attack !== null) lines.push(attack);
        attack = `${name(e.ship)} · ${e.weapon} d${e.die} = ${e.faces.length > 1 ? `${e.faces.join(", ")} → ${e.face}` : e.face}`;
        break;
      case "pilot-rolled":
        attack = `${attack === null ? "" : `${attack} vs `}${name(e.ship)} Pilot d${e.die} = ${e.face} → ${e.hit ? "hit" : "miss"}`;
        break;
      case "reflex-rolled":
        attack = `${attack === null ? "" : `${attack}; `}${name(e.ship)} ${e.dire ? "Dire Reflex" : "Reflex"} (${e.weapon}) d${e.die} = ${e.face} → ${e.nullified ? "nullified" : "hit"}`;
        break;
      case "crew-lost":
        if (attack !== null) attack = `${attack}, ${halvesText(e.halves)} crew`;
        else
          say(`${name(e.ship)} loses ${halvesText(e.halves)} crew (${halvesText(e.left)} left).`);
        break;
      case "hit-taken":
        break;
      case "crew-gained":
        say(`${name(e.ship)} gains ${halvesText(e.halves)} crew (${halvesText(e.left)}).`);
        break;
      case "battery-changed":
        break;
      case "slowed":
        say(`Limpets on the ${name(e.ship)}: Thrust ${e.thrust}, Turn ${e.turn}.`);
        break;
      case "pulled":
        say(`${name(e.ship)} is pulled to ${hexText(e.to)}.`);
        break;
      case "confused":
        say(`${name(e.ship)} is confused: no Turn next turn.`);
        break;
      case "teleported":
        say(`${name(e.ship)} teleports to ${hexText(e.to)}.`);
        break;
      case "boosted":
        say(`${name(e.ship)} gains ${e.thrust} Thrust.`);
        break;
      case "cloaked":
        say(`${name(e.ship)} ${e.on ? "cloaks" : "decloaks"}.`);
        break;
      case "harvested":
        say(`${name(e.ship)} harvests the asteroid at ${hexText(e.hex)}.`);
        break;
      case "exploded":
        say(`${name(e.ship)} explodes in a blaze of glory!`);
        break;
      case "destroyed":
        say(`The ${name(e.ship)} is destroyed.`);
        break;
      case "turn-ended":
        break;
      case "game-over":
        say(
          e.winners.length === 0
            ? "Both fleets are gone: a draw."
            : `${e.winners.map((w) => playerName(state, w)).join(" and ")} wins the battle.`,
        );
        break;
    }
  }
  if (attack !== null) lines.push(attack);
  return lines;
}
