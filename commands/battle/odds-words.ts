/**
 * The odds of a click-menu target in words, from the engine's numbers for the roll the attack
 * really makes: "hit on 9 or less · 38 %", "4d6 (dodging or defending), hit on …", a pin's own
 * roll (AM §5), and a pull at a rider's 6 dice against ST + DX with the pulls still to make (AM §9).
 */
import {
  type AttackKind,
  type BattleState,
  type HitChance,
  pullsLeftToUnseat,
} from "../../src/engine/index.ts";

/** Why the attack rolls: a pin pins, a pull pulls, anything else hits. */
const VERBS: Partial<Record<AttackKind, string>> = { pin: "pin", "pull-down": "pull" };

export function chanceWords(
  state: BattleState,
  attack: AttackKind | undefined,
  targetKey: string,
  chance: HitChance,
): string {
  const verb = (attack === undefined ? undefined : VERBS[attack]) ?? "hit";
  if (chance.hitsOnOrLess === 0) return `cannot ${verb} (adjDX ${chance.adjDx}) · 0 %`;
  const odds = `${verb} on ${chance.hitsOnOrLess} or less · ${Math.round(chance.chance * 100)} %`;
  if (attack === "pull-down")
    return `${chance.dice}d6 against ST + DX, ${odds}${pullsLeft(state, targetKey)}`;
  return chance.dice === 4 ? `4d6 (dodging or defending), ${odds}` : odds;
}

/** " · he falls at this pull", or at the 2nd or 3rd more this turn (a Horseman, an Expert). */
function pullsLeft(state: BattleState, riderKey: string): string {
  const rider = state.figures.find((f) => f.id === riderKey);
  const left = rider === undefined ? null : pullsLeftToUnseat(state, rider);
  if (left === null) return "";
  return left === 1 ? " · 1 pull unseats him" : ` · ${left} pulls this turn unseat him`;
}
