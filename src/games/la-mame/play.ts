/** La Mame's MELEE as the battle service plays it (src/games/game-play.ts). */
import type { GamePlay } from "../game-play.ts";
import { computerOrder } from "./computer/player.ts";
import { renderBoardMap } from "./render/board-map.ts";
import { boardAltText, goldTable } from "./render/describe.ts";
import { logLines } from "./render/log-text.ts";
import { laMameRules } from "./rules/rules.ts";
import { BOARDS } from "./rules/setup.ts";
import type { LaMameEvent, LaMameOrder, LaMameSetup, LaMameState } from "./rules/state.ts";

export type { LaMameOrder } from "./rules/state.ts";
export { UNIT_KINDS, type UnitKind } from "./rules/units.ts";

/** Seats are named for the castles' compass points, so a computer's seat reads naturally. */
const SEAT_NAMES = ["north", "east", "south", "west"];

export const LA_MAME_PLAY: GamePlay<LaMameSetup, LaMameState, LaMameOrder, LaMameEvent> = {
  rules: laMameRules,
  seats: { min: 2, max: 4 },
  seatIds: (count) => SEAT_NAMES.slice(0, count),
  setup(seats, options) {
    const board = BOARDS.find((b) => b.id === options.board);
    return board === undefined ? { players: seats } : { players: seats, board };
  },
  seatOf: (order) => order.by,
  computerOrder,
  logLines,
  statusLines: goldTable,
  altText: boardAltText,
  renderMap: renderBoardMap,
};
export { type LaMameChoice, laMameChoices } from "./choices.ts";
