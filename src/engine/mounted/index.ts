/** ADVANCED MELEE §9 MOUNTED COMBAT: its rules as plain functions (riding, rolls, damage). */
export * from "./damage.ts";
export * from "./panic.ts";
export * from "./riding.ts";
export * from "./rolls.ts";
export * from "./saddle.ts";
export * from "./trampling.ts";
