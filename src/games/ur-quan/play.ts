/**
 * The Ur-Quan Legacy: Melee! as the battle service plays it (src/games/game-play.ts). Its own
 * commands are still to come: a fleet is read from the options as `fleet:<seat>`, ship ids
 * separated by commas, and the fleets' agreed points from `points`.
 */
import type { GamePlay } from "../game-play.ts";
import { computerOrder } from "./computer/captain.ts";
import { shipStatusLines, starMapAltText } from "./render/describe.ts";
import { logLines } from "./render/log-text.ts";
import { renderStarMap } from "./render/star-map.ts";
import { urQuanRules } from "./rules/rules.ts";
import type { UrQuanEvent, UrQuanOrder, UrQuanSetup, UrQuanState } from "./rules/state.ts";

/** The fleets' Maximum Point Value when the options name none. */
const DEFAULT_POINTS = 60;

export const UR_QUAN_PLAY: GamePlay<UrQuanSetup, UrQuanState, UrQuanOrder, UrQuanEvent> = {
  rules: urQuanRules,
  seats: { min: 2, max: 2 },
  seatIds: (count) => ["a", "b"].slice(0, count),
  setup(seats, options) {
    return {
      players: seats.map((id) => ({
        id,
        name: id,
        fleet: String(options[`fleet:${id}`] ?? "")
          .split(",")
          .filter((ship) => ship !== ""),
      })),
      points: Number(options.points ?? DEFAULT_POINTS),
    };
  },
  seatOf: (order) => order.by,
  computerOrder,
  logLines,
  statusLines: shipStatusLines,
  altText: starMapAltText,
  renderMap: (state) => renderStarMap(state),
};
