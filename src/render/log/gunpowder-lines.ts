/**
 * The log's lines for AM §6 GUNPOWDER WEAPONS and GUNPOWDER BOMBS (src/engine/battle/gunpowder.ts,
 * blunderbuss.ts, grenade.ts, blast.ts).
 */
import {
  type BattleEvent,
  type BattleState,
  formatDirection,
  formatHex,
  type GunpowderEvent,
  weaponOf,
} from "../../engine/index.ts";
import { figureName } from "../map/describe.ts";
import { stoppedAndTaken } from "./hurt-words.ts";
import { diceRoll, plural } from "./words.ts";

const GUNPOWDER_TYPES: ReadonlySet<BattleEvent["type"]> = new Set([
  "powder-roll",
  "gun-burst",
  "blunderbuss-fired",
  "grenade-landed",
  "blasted",
]);

export function isGunpowderEvent(event: BattleEvent): event is GunpowderEvent {
  return GUNPOWDER_TYPES.has(event.type);
}

const BLAST_REACH = ["in the blast's megahex", "in the next megahex"];

/**
 * "Ann's arquebus: powder 1d6 = 6, bad: it does not fire" ("cheap powder 1d6 = 4" for cheap
 * powder), "Ann's blunderbuss sprays 15 hexes from
 * E6", "Ann's grenade scatters (1d6 = 1) 2 hexes S, and lands in E10", "The blast reaches Wulf in
 * the next megahex: 1d6 = 4, armor stops 2, Wulf takes 2 (ST 10/12)".
 */
export function gunpowderLine(state: BattleState, event: GunpowderEvent): string {
  const who = figureName(state, event.figure);
  switch (event.type) {
    case "powder-roll": {
      const weapon = weaponOf(event.weapon);
      const bad = weapon.grenade ? "bad: it is a dud" : "bad: it does not fire";
      const powder = event.cheap ? "cheap powder" : "powder";
      return `${who}'s ${weapon.name.toLowerCase()}: ${powder} ${diceRoll([event.face])}, ${event.good ? "good" : bad}`;
    }
    case "gun-burst":
      return `${who}'s ${weaponOf(event.weapon).name.toLowerCase()} bursts in ${formatHex(event.at)} and is lost`;
    case "blunderbuss-fired": {
      const apex = event.hexes[0];
      const from = apex ? ` from ${formatHex(apex)}` : "";
      return `${who}'s blunderbuss sprays ${plural(event.hexes.length, "hex", "hexes")}${from}`;
    }
    case "grenade-landed": {
      const jug = `${who}'s grenade`;
      if (event.inHand) return `${jug} goes off in the thrower's hand, in ${formatHex(event.at)}`;
      const s = event.scatter;
      if (!s) return `${jug} lands in ${formatHex(event.at)}`;
      const off = `${plural(s.hexes, "hex", "hexes")} ${formatDirection(s.direction)}`;
      return `${jug} scatters (${diceRoll([s.face])}) ${off}, and lands in ${formatHex(event.at)}`;
    }
    case "blasted": {
      const reach = BLAST_REACH[event.megahexes] ?? `${event.megahexes} megahexes off`;
      const hurt = stoppedAndTaken(state, event.figure, event);
      return [`The blast reaches ${who} ${reach}: ${diceRoll(event.faces)}`, ...hurt].join(", ");
    }
  }
}
