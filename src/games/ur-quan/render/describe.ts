/** The Star Map in words: alt text for the picture, and each ship's crew and battery for the embed. */
import { readoutOf } from "../rules/roster.ts";
import type { UrQuanState } from "../rules/state.ts";
import { FACING_WORDS, halvesText, shipName } from "./log-text.ts";

/** One line per ship on the map: owner, ship, crew and battery, as the embed shows them. */
export function shipStatusLines(state: UrQuanState): string[] {
  return state.ships.map((ship) => {
    const r = readoutOf(ship.classId);
    const owner = state.players.find((p) => p.id === ship.owner)?.name ?? ship.owner;
    return `${owner} · ${r.name}: crew ${halvesText(ship.crewHalves)}/${halvesText(r.crewHalves)}, battery ${ship.battery}/${r.battery}`;
  });
}

/** Alt text: the map's size, each ship's place and facing, and the asteroids. */
export function starMapAltText(state: UrQuanState): string {
  const ships = state.ships.map(
    (s) =>
      `${shipName(state, s.id)} at (${s.hex.col},${s.hex.row}) facing ${FACING_WORDS[s.facing]}`,
  );
  const rocks = state.asteroids.map((a) => `(${a.col},${a.row})`).join(", ");
  return `Star Map ${state.width}×${state.height} hexes. ${ships.join("; ") || "No ships yet"}. Asteroids: ${rocks || "none"}.`;
}
