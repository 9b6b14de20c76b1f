/** The Ur-Quan Legacy: Melee!, the house's second game: its rules module and readouts. */

export { defaultFleet, defaultOrder } from "./rules/defaults.ts";
export { UrQuanError } from "./rules/error.ts";
export type { ShipReadout, Weapon } from "./rules/readout.ts";
export { ROSTER, readoutOf } from "./rules/roster.ts";
export { awaitingSeats, RULESETS, urQuanRules } from "./rules/rules.ts";
export { isSealedOrder, SEALED, viewFor } from "./rules/secrets.ts";
export type { Ship, UrQuanEvent, UrQuanOrder, UrQuanSetup, UrQuanState } from "./rules/state.ts";
