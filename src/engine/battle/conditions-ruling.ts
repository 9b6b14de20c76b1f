/**
 * The GM's ruling on AM §6 ADVERSE CONDITIONS: darkness, footing and water for the whole arena or
 * some hexes. Only a battle fought under ADVANCED MELEE has them.
 */
import { isInArena } from "../hex/arena.ts";
import { formatHex } from "../hex/coordinates.ts";
import {
  type ConditionsChange,
  changeConditions,
  GROUNDS,
  LIGHTS,
  NO_CONDITIONS,
} from "./conditions.ts";
import { type Ctx, emit } from "./context.ts";
import { refuse } from "./errors.ts";
import type { BattleState } from "./types.ts";

export const NOT_UNDER_MELEE =
  "Darkness, footing and water are ADVANCED MELEE's adverse conditions (§6); this battle is fought under MELEE.";

/** Refuses a change that names nothing, a value no one knows, or a hex outside the arena. */
export function checkConditionsChange(state: BattleState, change: ConditionsChange): void {
  if (state.ruleset !== "advanced-melee") refuse(NOT_UNDER_MELEE);
  if (change.light === undefined && change.ground === undefined)
    refuse("Say what to set: the light, the ground or both.");
  if (change.light !== undefined && !LIGHTS.includes(change.light))
    refuse(`The light is one of ${LIGHTS.join(", ")}.`);
  if (change.ground !== undefined && !GROUNDS.includes(change.ground))
    refuse(`The ground is one of ${GROUNDS.join(", ")}.`);
  if (change.hexes !== null) {
    if (change.hexes.length === 0) refuse("Name at least one hex, or none for the whole arena.");
    for (const h of change.hexes)
      if (!isInArena(state.arena, h)) refuse(`${formatHex(h)} is outside the arena or a wall.`);
  }
}

/** Sets the conditions in the state, changed as `change` says (checked first). */
export function setConditions(state: BattleState, change: ConditionsChange): void {
  checkConditionsChange(state, change);
  state.conditions = changeConditions(state.conditions ?? NO_CONDITIONS, change);
}

export function applyConditionsRuling(
  ctx: Ctx,
  gm: string,
  change: ConditionsChange,
  reason: string | null,
): void {
  setConditions(ctx.state, change);
  const { hexes, light, ground } = change;
  emit(ctx, {
    type: "conditions-set",
    gm,
    hexes,
    ...(light ? { light } : {}),
    ...(ground ? { ground } : {}),
    reason,
  });
}
