/**
 * The GM's ruling on AM §6 ADVERSE CONDITIONS: darkness, footing and water for the whole arena or
 * some hexes; and a hex's level (§6 HEIGHT), narrow tunnel (§6 NARROW TUNNELS), cover (§6
 * CONCEALMENT) or fire (§6 FIRE AS A WEAPON). Only a battle
 * fought under ADVANCED MELEE has them.
 */
import { isInArena } from "../hex/arena.ts";
import { formatHex } from "../hex/coordinates.ts";
import {
  COVERS,
  type ConditionsChange,
  changeConditions,
  GROUNDS,
  LIGHTS,
  MAX_LEVEL,
  NO_CONDITIONS,
  settingsOf,
} from "./conditions.ts";
import { type Ctx, emit } from "./context.ts";
import { refuse } from "./errors.ts";
import type { BattleState } from "./types.ts";

export const NOT_UNDER_MELEE =
  "Darkness, footing and water are ADVANCED MELEE's adverse conditions (§6); this battle is fought under MELEE.";

/** Refuses a change that names nothing, a value no one knows, or a hex outside the arena. */
export function checkConditionsChange(state: BattleState, change: ConditionsChange): void {
  if (state.ruleset !== "advanced-melee") refuse(NOT_UNDER_MELEE);
  const { level, tunnel, cover, fire } = change;
  const hexOnly = [level, tunnel, cover, fire].some((v) => v !== undefined);
  if (change.light === undefined && change.ground === undefined && !hexOnly)
    refuse("Say what to set: the light, the ground, a level, a tunnel, cover or fire.");
  if (cover !== undefined && !COVERS.includes(cover))
    refuse(`The cover is one of ${COVERS.join(", ")}.`);
  if (level !== undefined && !(Number.isInteger(level) && level >= 0 && level <= MAX_LEVEL))
    refuse(`A hex's level is a whole number from 0 to ${MAX_LEVEL}.`);
  if (change.hexes === null && hexOnly)
    refuse("A level, a narrow tunnel, cover or fire is set on hexes: name them.");
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
  emit(ctx, { type: "conditions-set", gm, hexes: change.hexes, ...settingsOf(change), reason });
}
