/** The Ur-Quan Legacy: Melee!, the house's second game: its rules module and readouts. */

export { shipStatusLines, starMapAltText } from "./render/describe.ts";
export { FACING_WORDS, halvesText, logLines, shipName } from "./render/log-text.ts";
export { type Preview, renderStarMap } from "./render/star-map.ts";
export { defaultFleet, defaultOrder } from "./rules/defaults.ts";
export { UrQuanError } from "./rules/error.ts";
export type { Facing, Hex } from "./rules/hex.ts";
export type { ShipReadout, Weapon } from "./rules/readout.ts";
export { ROSTER, readoutOf } from "./rules/roster.ts";
export { awaitingSeats, RULESETS, urQuanRules } from "./rules/rules.ts";
export { isSealedOrder, SEALED, viewFor } from "./rules/secrets.ts";
export type { Ship, UrQuanEvent, UrQuanOrder, UrQuanSetup, UrQuanState } from "./rules/state.ts";
