/**
 * What a player types into /starship, read into the game's terms: a hex ("5,4" as the Star Map
 * numbers it), a facing by name, ships by id, full name or class ("ur-quan", "Ur-Quan Dreadnought",
 * "Dreadnought"). Each reader answers a value or a sentence saying what was wrong.
 */

import { FACING_WORDS, ROSTER, type ShipReadout } from "../../src/games/ur-quan/play.ts";
import { safeText } from "../format/safe-text.ts";

export type Read<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problem: string };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const problem = <T>(text: string): Read<T> => ({ ok: false, problem: text });

/** The facings as slash-command choices, in the rules' numbering. */
export const FACING_CHOICES = FACING_WORDS.map((name, value) => ({ name, value }));

/** A hex as the map labels it: column and row, "5,4" (brackets and spaces allowed). */
export function readHex(text: string): Read<{ col: number; row: number }> {
  const match = /^\s*\(?\s*(\d{1,2})\s*[, ]\s*(\d{1,2})\s*\)?\s*$/.exec(text);
  if (match === null)
    return problem(
      `"${safeText(text.slice(0, 20))}" is not a hex; write its column and row as on the map, e.g. 5,4.`,
    );
  return ok({ col: Number(match[1]), row: Number(match[2]) });
}

function key(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, " ");
}

/** A ship of the roster by id, full name or class name. */
export function readShip(text: string): Read<ShipReadout> {
  const wanted = key(text);
  const ship = ROSTER.find(
    (r) =>
      r.id === wanted || key(r.name) === wanted || key(r.name.split(" ").at(-1) ?? "") === wanted,
  );
  if (ship === undefined)
    return problem(
      `There is no ship "${safeText(text.trim().slice(0, 30))}"; /starship ships lists them.`,
    );
  return ok(ship);
}

/** The most ships a fleet may list (Super Melee's fleet has 14 slots). */
export const MOST_SHIPS = 14;

/** A fleet: ships separated by commas, a ship bought twice written twice. */
export function readFleet(text: string): Read<string[]> {
  const names = text.split(",").filter((name) => name.trim() !== "");
  if (names.length === 0) return problem("Name at least one ship, e.g. ships: Scout, Dreadnought.");
  if (names.length > MOST_SHIPS) return problem(`A fleet has at most ${MOST_SHIPS} ships.`);
  const fleet: string[] = [];
  for (const name of names) {
    const ship = readShip(name);
    if (!ship.ok) return problem(ship.problem);
    fleet.push(ship.value.id);
  }
  return ok(fleet);
}
