/**
 * The Ur-Quan Legacy: Melee! as the battle service plays it (src/games/game-play.ts), and what
 * /starship reads besides (handlers reach the game only through this file). Two seats, Blue and
 * Orange as the Star Map colours them; a battle's options give the fleets' point budget
 * (`points`) and the asteroids to place (`asteroids`); fleets are bought in secret in the game.
 */
import type { GamePlay } from "../game-play.ts";
import { computerOrder } from "./computer/captain.ts";
import { shipStatusLines, starMapAltText } from "./render/describe.ts";
import { logLines } from "./render/log-text.ts";
import { renderStarMap } from "./render/star-map.ts";
import { urQuanRules } from "./rules/rules.ts";
import { DEFAULT_ASTEROIDS } from "./rules/setup.ts";
import type { UrQuanEvent, UrQuanOrder, UrQuanSetup, UrQuanState } from "./rules/state.ts";

export {
  FACING_WORDS,
  type Facing,
  halvesText,
  logLines,
  type Preview,
  ROSTER,
  readoutOf,
  renderStarMap,
  SEALED,
  type ShipReadout,
  shipStatusLines,
  starMapAltText,
  type UrQuanEvent,
  type UrQuanOrder,
  type UrQuanState,
  viewFor,
} from "./index.ts";

/** The fleets' Maximum Point Value when the options name none. */
export const DEFAULT_POINTS = 60;

/** The seats, in the order of the map's edges (top, bottom) and colours. */
const SEATS = ["blue", "orange"];

const capitalised = (id: string) => `${id.charAt(0).toUpperCase()}${id.slice(1)}`;

export const UR_QUAN_PLAY: GamePlay<UrQuanSetup, UrQuanState, UrQuanOrder, UrQuanEvent> = {
  rules: urQuanRules,
  seats: { min: 2, max: 2 },
  seatIds: (count) => SEATS.slice(0, count),
  setup(seats, options) {
    return {
      players: seats.map((id) => ({ id, name: capitalised(id) })),
      points: Number(options.points ?? DEFAULT_POINTS),
      asteroids: Number(options.asteroids ?? DEFAULT_ASTEROIDS),
    };
  },
  seatOf: (order) => order.by,
  computerOrder,
  logLines,
  statusLines: shipStatusLines,
  altText: starMapAltText,
  renderMap: (state) => renderStarMap(state),
};
