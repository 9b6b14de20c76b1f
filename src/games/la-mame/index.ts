/** La Mame's MELEE, the house's third game: its rules module, boards and ability deck. */

export { ABILITY_DECK, type AbilityCard } from "./rules/abilities.ts";
export type { Area, Board } from "./rules/board.ts";
export { defaultOrder } from "./rules/defaults.ts";
export { LaMameError } from "./rules/error.ts";
export { awaitingSeats, laMameRules } from "./rules/rules.ts";
export { isSealedOrder, viewFor } from "./rules/secrets.ts";
export { BOARDS } from "./rules/setup.ts";
export type { LaMameEvent, LaMameOrder, LaMameSetup, LaMameState } from "./rules/state.ts";
export { RULESETS } from "./rules/state.ts";
export { COST, SUPPLY, UNIT_KINDS, type UnitKind } from "./rules/units.ts";
