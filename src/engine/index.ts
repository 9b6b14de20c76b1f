/**
 * The rules engine's public face. Everything outside src/engine imports from here.
 */
export * from "./dice.ts";
export * from "./figure/equipment.ts";
export * from "./figure/races.ts";
export * from "./figure/figure-spec.ts";
export * from "./figure/validate.ts";
export * from "./figure/derived.ts";
export * from "./figure/experience.ts";
export * from "./figure/monsters.ts";
export * from "./figure/errors.ts";
export * from "./hex/coordinates.ts";
export * from "./hex/arena.ts";
export * from "./hex/facing.ts";
export * from "./hex/pixel.ts";
export * from "./hex/megahex.ts";
export type { Arc } from "./hex/facing.ts";
export * from "./battle/types.ts";
export * from "./battle/options.ts";
export * from "./battle/orders.ts";
export * from "./battle/events.ts";
export * from "./battle/errors.ts";
export { applyOrder, type OrderResult } from "./battle/apply.ts";
export { createBattle, type BattleSetup, type FigureSetup } from "./battle/setup.ts";
export * from "./battle/replay.ts";
export * from "./battle/decisions.ts";
export { baseAdjDx, type AdjustedDx } from "./battle/dx.ts";
export { stRemaining, isOut, isInHth } from "./battle/figures.ts";
export { isEngaged, engagingEnemies } from "./battle/engagement.ts";
