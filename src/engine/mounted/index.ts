/** ADVANCED MELEE §9 MOUNTED COMBAT (and §6 TRAMPLING): its rules as plain functions of numbers and dice. */

export * from "./beasts.ts";
export * from "./damage.ts";
export * from "./panic.ts";
export * from "./riding.ts";
export * from "./rolls.ts";
export * from "./saddle.ts";
export * from "./trampling.ts";
export * from "./unit.ts";
