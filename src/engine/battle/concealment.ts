/**
 * ADVANCED MELEE §6 CONCEALMENT: a missile-weapon user firing at a figure partly hidden, or from
 * cover, adds or subtracts DX. The GM says which hexes give cover (conditions.ts): a half-hidden
 * figure is −4 to shoot at and leans out to shoot, at −2; one showing only head and shoulders is
 * −6 to shoot at, and a crossbow fired from there rests on its cover, at +2 (a prone crossbowman
 * keeps his +1 instead). A flier is above any cover. Readings in docs/rulings.md, "Concealment".
 */
import { weaponOf } from "../figure/equipment.ts";
import type { Hex } from "../hex/coordinates.ts";
import { coverAt } from "./conditions.ts";
import type { DxModifier } from "./events.ts";
import type { AttackKind, BattleFigure, BattleState } from "./types.ts";

/** The adjustments of a shot from hex `from` at a target in hex `at`, for either's cover. */
export function concealmentModifiers(
  state: BattleState,
  attacker: BattleFigure,
  target: BattleFigure,
  shot: {
    readonly from: Hex;
    readonly at: Hex;
    readonly kind: AttackKind;
    readonly toMiss: boolean;
  },
): DxModifier[] {
  const { from, at, kind, toMiss } = shot;
  if (state.conditions === undefined || kind !== "missile") return [];
  const modifiers: DxModifier[] = [];
  const own = attacker.flying ? "none" : coverAt(state, from);
  if (own === "half") modifiers.push({ label: "leaning out of cover", value: -2 });
  const weapon = attacker.readyWeapon ? weaponOf(attacker.readyWeapon) : undefined;
  if (own === "head" && weapon?.crossbow && attacker.posture !== "prone")
    modifiers.push({ label: "crossbow rested on cover", value: 2 });
  // Rolling to miss a friend in the way is no shot at it: its cover does not help.
  const theirs = toMiss || target.flying ? "none" : coverAt(state, at);
  if (theirs === "half") modifiers.push({ label: "target half-hidden", value: -4 });
  if (theirs === "head") modifiers.push({ label: "only the target's head shows", value: -6 });
  return modifiers;
}
