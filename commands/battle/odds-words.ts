/**
 * The odds of a click-menu target in words, from the engine's numbers for the roll the attack
 * really makes: "hit on 9 or less · 38 %", "4d6 (dodging or defending), hit on …", a pin's own
 * roll (AM §5), a pull at a rider's 6 dice against ST + DX with the pulls still to make, and a
 * mount's own roll beside its rider's (AM §9).
 */
import {
  type AttackKind,
  type BattleState,
  type HitChance,
  pullsLeftToUnseat,
} from "../../src/engine/index.ts";
import { oddsVerbOf } from "./attack-offers.ts";

/** A rider's mount attacking beside him (AM §9 ATTACKS): its name and its own roll's odds. */
export interface MountChance {
  readonly name: string;
  readonly chance: HitChance;
}

/** "hit on 9 or less · 38 %", and after it the mount's: " · Bayard: hit on 11 or less · 63 %". */
export function chanceWords(
  state: BattleState,
  attack: AttackKind | undefined,
  targetKey: string,
  chance: HitChance,
  mount?: MountChance,
): string {
  const verb = oddsVerbOf(attack);
  const words = rollWords(verb, chance);
  if (attack === "pull-down")
    return `${chance.dice}d6 against ST + DX, ${words}${pullsLeft(state, targetKey)}`;
  return mount === undefined
    ? words
    : `${words} · ${mount.name}: ${rollWords("hit", mount.chance)}`;
}

/** "hit on 9 or less · 38 %", "4d6 (dodging or defending), …", a pin's "5d6, …", or "cannot hit". */
function rollWords(verb: string, chance: HitChance): string {
  if (chance.hitsOnOrLess === 0) return `cannot ${verb} (adjDX ${chance.adjDx}) · 0 %`;
  const odds = `${verb} on ${chance.hitsOnOrLess} or less · ${Math.round(chance.chance * 100)} %`;
  if (chance.dice === 3 || verb === "pull") return odds;
  // Four dice for a blow mean a dodging or defending target; a pin's dice are its UC levels'.
  return verb === "hit" ? `4d6 (dodging or defending), ${odds}` : `${chance.dice}d6, ${odds}`;
}

/** " · 1 pull unseats him", or the 2 or 3 a Horseman or an Expert needs this turn. */
function pullsLeft(state: BattleState, riderKey: string): string {
  const rider = state.figures.find((f) => f.id === riderKey);
  const left = rider === undefined ? null : pullsLeftToUnseat(state, rider);
  if (left === null) return "";
  return left === 1 ? " · 1 pull unseats him" : ` · ${left} pulls this turn unseat him`;
}
