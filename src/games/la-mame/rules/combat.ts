/**
 * Attacks (La Mame's MELEE, "Attacks", "Castle", "Central Mountains"): the attacker seals at
 * least 1 gold, the defender guesses (twice in a castle or mountains), a right guess destroys the
 * attacker, a wrong one the next defender (soldier, then knight, then camp), and the gold is spent
 * either way. A castle's garrison is beaten last, and taking a castle ends the game.
 */
import type { AbilityCard } from "./abilities.ts";
import { areaOf } from "./board.ts";
import { LaMameError } from "./error.ts";
import { checkStep, hostile, moverAt, requireMoveAction } from "./movement.ts";
import {
  abilityTotal,
  castleOwner,
  occupantOf,
  playerOf,
  removeUnit,
  unitAt,
  unitsIn,
} from "./occupancy.ts";
import type { Attack, LaMameEvent, LaMameState, Unit } from "./state.ts";
import { DEFENCE_ORDER } from "./units.ts";

/** The next unit that must be beaten in an area; catapults never defend. */
export function nextDefender(state: LaMameState, defender: string, area: string): Unit | undefined {
  for (const kind of DEFENCE_ORDER) {
    const unit = unitAt(state, area, kind);
    if (unit !== undefined && unit.owner === defender) return unit;
  }
  return undefined;
}

/** Guesses the defender makes this round: 2 in a castle or mountains, else 1, plus abilities. */
export function guessesFor(state: LaMameState, defender: string, area: string): number {
  const kind = areaOf(state.board, area).kind;
  const unit = nextDefender(state, defender, area);
  const extra = abilityTotal(state, defender, (card) => {
    const where = card.extraGuess?.where;
    const matches = where === kind || (where === "camp" && unit?.kind === "camp");
    return matches ? card.extraGuess?.guesses : 0;
  });
  return (kind === "castle" || kind === "mountain" ? 2 : 1) + extra;
}

/** How many distinct guesses are due: no more than the values the attacker could hold. */
export function guessesDue(state: LaMameState, attack: Attack): number {
  return Math.min(attack.guesses, playerOf(state, attack.attacker).gold);
}

function attackOf(state: LaMameState): Attack {
  if (state.phase.kind !== "actions" || state.phase.attack === null)
    throw new LaMameError("No attack is under way.");
  return state.phase.attack;
}

export function declareAttack(
  state: LaMameState,
  player: string,
  from: string,
  kind: "knight" | "soldier",
  to: string,
  events: LaMameEvent[],
): void {
  requireMoveAction(state, player);
  const unit = moverAt(state, player, from, kind);
  checkStep(state, unit, from, to);
  if (!hostile(state, player, to))
    throw new LaMameError(`${areaOf(state.board, to).name} holds no enemy: move there.`);
  const defender = (occupantOf(state, to) ?? castleOwner(state, to)) as string;
  if (kind === "soldier") unit.spent = true;
  if (nextDefender(state, defender, to) === undefined && castleOwner(state, to) === null) {
    // Only catapults: they cannot defend and are taken by moving in, without gold.
    takeArea(state, player, unit, to, events);
    return;
  }
  if (playerOf(state, player).gold < 1) throw new LaMameError("An attack needs at least 1 gold.");
  const attack: Attack = {
    attacker: player,
    defender,
    from,
    to,
    unit: kind,
    gold: null,
    guesses: guessesFor(state, defender, to),
  };
  (state.phase as { attack: Attack | null }).attack = attack;
  events.push({
    type: "attack-declared",
    attacker: player,
    defender,
    from,
    to,
    unit: kind,
    guesses: attack.guesses,
  });
}

/** The attacker's sealed gold for this round: from 1 to all they have. */
export function sealAttackGold(
  state: LaMameState,
  player: string,
  gold: number,
  events: LaMameEvent[],
): void {
  const attack = attackOf(state);
  if (attack.attacker !== player || attack.gold !== null)
    throw new LaMameError("No attack gold is due from you.");
  const have = playerOf(state, player).gold;
  if (!Number.isInteger(gold) || gold < 1 || gold > have)
    throw new LaMameError(`Hold a whole number of gold from 1 to ${have}.`);
  attack.gold = gold;
  events.push({ type: "sealed", player, what: "attack gold" });
}

export function withdraw(state: LaMameState, player: string, events: LaMameEvent[]): void {
  const attack = attackOf(state);
  if (attack.attacker !== player || attack.gold !== null)
    throw new LaMameError("You have no attack to call off now.");
  endAttack(state, events, true);
}

function endAttack(state: LaMameState, events: LaMameEvent[], withdrew: boolean): void {
  const attack = attackOf(state);
  if (withdrew) events.push({ type: "withdrew", attacker: attack.attacker, to: attack.to });
  (state.phase as { attack: Attack | null }).attack = null;
}

/** The defender's simultaneous guesses; then the attack is revealed and resolved. */
export function guess(
  state: LaMameState,
  player: string,
  guesses: readonly number[],
  events: LaMameEvent[],
): void {
  const attack = attackOf(state);
  if (attack.defender !== player || attack.gold === null)
    throw new LaMameError("No guess is due from you.");
  const attacker = playerOf(state, attack.attacker);
  const due = guessesDue(state, attack);
  const top = attacker.gold;
  if (guesses.length !== due) throw new LaMameError(`Make ${due} guess${due === 1 ? "" : "es"}.`);
  if (guesses.some((g) => !Number.isInteger(g) || g < 1 || g > top))
    throw new LaMameError(`Each guess is a whole number from 1 to ${top} (the attacker's gold).`);
  if (new Set(guesses).size !== guesses.length)
    throw new LaMameError("Make your guesses different.");
  const gold = attack.gold;
  const hit = guesses.includes(gold);
  attacker.gold -= gold;
  events.push({ type: "attack-resolved", attacker: attacker.id, gold, guesses: [...guesses], hit });
  const unit = unitAt(state, attack.from, attack.unit) as Unit;
  if (hit) {
    removeUnit(state, unit);
    events.push({ type: "destroyed", owner: attacker.id, unit: attack.unit, area: attack.from });
    gain(state, attacker.id, (c) => c.ransom, "ransom", events);
    endAttack(state, events, false);
    return;
  }
  const beaten = nextDefender(state, attack.defender, attack.to);
  if (beaten === undefined) {
    // The garrison fell: the castle is taken and the game ends at once.
    events.push({ type: "castle-taken", by: attacker.id, from: attack.defender, area: attack.to });
    state.phase = { kind: "over", winners: [attacker.id], reason: "castle" };
    return;
  }
  if (beaten.kind === "camp") captureOrDestroy(state, attacker.id, beaten, events);
  else {
    removeUnit(state, beaten);
    events.push({ type: "destroyed", owner: beaten.owner, unit: beaten.kind, area: attack.to });
  }
  if (
    nextDefender(state, attack.defender, attack.to) !== undefined ||
    castleOwner(state, attack.to) !== null
  ) {
    if (attacker.gold < 1) {
      endAttack(state, events, true);
      return;
    }
    attack.gold = null;
    attack.guesses = guessesFor(state, attack.defender, attack.to);
    return;
  }
  endAttack(state, events, false);
  takeArea(state, attacker.id, unit, attack.to, events);
}

/** A beaten camp or a taken catapult becomes the attacker's own if they have one left, else it is destroyed. */
function captureOrDestroy(state: LaMameState, by: string, unit: Unit, events: LaMameEvent[]): void {
  const area = unit.area;
  const from = unit.owner;
  removeUnit(state, unit);
  const taker = playerOf(state, by);
  const swapped = taker.supply[unit.kind] > 0;
  if (swapped) {
    taker.supply[unit.kind] -= 1;
    // A captured catapult cannot fire on the turn it is taken.
    state.units.push({ kind: unit.kind, owner: by, area, spent: unit.kind === "catapult" });
  }
  events.push({ type: "captured", by, from, unit: unit.kind, area, swapped });
}

/** The attacker moves in, taking any catapult left there. */
function takeArea(
  state: LaMameState,
  player: string,
  unit: Unit,
  area: string,
  events: LaMameEvent[],
): void {
  for (const left of unitsIn(state, area).filter((u) => u.owner !== player))
    captureOrDestroy(state, player, left, events);
  unit.area = area;
  events.push({ type: "area-taken", by: player, area });
  gain(state, player, (c) => c.plunder, "plunder", events);
}

function gain(
  state: LaMameState,
  player: string,
  hook: (card: AbilityCard) => number | undefined,
  why: "plunder" | "ransom",
  events: LaMameEvent[],
): void {
  const gold = abilityTotal(state, player, hook);
  if (gold <= 0) return;
  playerOf(state, player).gold += gold;
  events.push({ type: "gold", player, gold, why });
}
