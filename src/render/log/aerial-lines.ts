/**
 * The log's lines for AM §10's falling fliers (src/engine/battle/aerial-falls.ts) and the boulders
 * and weapons fliers drop (drops.ts, air-drops.ts).
 */
import { type BattleEvent, type WeaponId, weaponOf } from "../../engine/index.ts";
import { diceRoll } from "./words.ts";

/**
 * "Garg falls 12 m and crashes: 2d6 = 7 (3+4) hits", or "… falls 25 m and pulls out at 15 m"; a
 * rider's mount's own hits as "Roland's Griffin falls 10 m and crashes: …".
 */
export function aerialFallLine(
  name: (id: string) => string,
  event: Extract<BattleEvent, { type: "aerial-fall" }>,
): string {
  const who =
    event.mount === undefined ? name(event.figure) : `${name(event.figure)}'s ${event.mount}`;
  const fell = `${who} falls ${event.from - event.to} m`;
  if (event.to > 0) return `${fell} and pulls out at ${event.to} m`;
  if (event.faces.length === 0) return `${fell} and crashes, unhurt`;
  return `${fell} and crashes: ${diceRoll(event.faces)} hits, armor no help`;
}

/** "Grim drops a 50 kg boulder on Flavius from 6 m"; the roll to hit follows on its own line. */
export function boulderDroppedLine(
  name: (id: string) => string,
  event: Extract<BattleEvent, { type: "boulder-dropped" }>,
): string {
  return `${name(event.figure)} drops a ${event.kg} kg boulder on ${name(event.target)} from ${event.height} m`;
}

/** "Grim drops a spear on Flavius from 6 m" (AM §10, air-drops.ts); its roll follows. */
export function weaponDroppedLine(
  name: (id: string) => string,
  event: Extract<BattleEvent, { type: "weapon-dropped-from-air" }>,
): string {
  return `${name(event.figure)} drops ${droppedName(event.item)} on ${name(event.target)} from ${event.height} m`;
}

/** "a spear", "an ax": the weapon a flier drops, as the log names it. */
export function droppedName(item: WeaponId): string {
  const word = weaponOf(item).name.toLowerCase();
  return `${/^[aeiou]/.test(word) ? "an" : "a"} ${word}`;
}
