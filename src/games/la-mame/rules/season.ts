/**
 * One season (La Mame's MELEE, "Each season"): the sealed bid for start player, the sealed
 * action cards (two in Winter), each player's turn in order from the start player, income, and
 * the next season or the end.
 */
import { LaMameError } from "./error.ts";
import { abilityTotal, clockwiseFrom, playerOf } from "./occupancy.ts";
import { finishByAreas, hopeless, income } from "./scoring.ts";
import { ACTION_CARDS, type ActionCard, type LaMameEvent, type LaMameState } from "./state.ts";

export function beginSeason(state: LaMameState, season: number, events: LaMameEvent[]): void {
  state.season = season;
  state.phase = { kind: "start-bid", sealed: {} };
  events.push({ type: "season", season });
}

/** A sealed bid for start player, from 0 to the player's gold. */
export function startBid(
  state: LaMameState,
  player: string,
  gold: number,
  events: LaMameEvent[],
): void {
  const phase = state.phase;
  if (phase.kind !== "start-bid") throw new LaMameError("No bid for start player is due now.");
  const have = playerOf(state, player).gold;
  if (!Number.isInteger(gold) || gold < 0 || gold > have)
    throw new LaMameError(`Bid a whole number of gold from 0 to ${have}.`);
  if (player in phase.sealed) throw new LaMameError("Your bid is already in.");
  phase.sealed[player] = gold;
  events.push({ type: "sealed", player, what: "start bid" });
  if (Object.keys(phase.sealed).length < state.players.length) return;
  // The top bid wins; ties go to the start player, then clockwise from them.
  const bids = phase.sealed;
  const top = Math.max(...Object.values(bids));
  const winner = clockwiseFrom(state, state.startPlayer).find((id) => bids[id] === top) as string;
  playerOf(state, winner).gold -= top;
  events.push({ type: "start-bids-revealed", bids: { ...bids }, winner, paid: top });
  state.phase = { kind: "choose-start", chooser: winner };
}

export function chooseStart(
  state: LaMameState,
  chooser: string,
  start: string,
  events: LaMameEvent[],
): void {
  playerOf(state, start);
  state.startPlayer = start;
  events.push({ type: "start-chosen", chooser, start });
  state.phase = { kind: "choose-actions", sealed: {} };
}

/** How many action cards each player picks this season: two in Winter, else one. */
export function cardsDue(state: LaMameState): number {
  return state.season === 3 ? 2 : 1;
}

/** A sealed pick of action cards, in the order the player will take them. */
export function pickActions(
  state: LaMameState,
  player: string,
  cards: ActionCard[],
  events: LaMameEvent[],
): void {
  const phase = state.phase;
  if (phase.kind !== "choose-actions") throw new LaMameError("No action cards are due now.");
  const due = cardsDue(state);
  if (player in phase.sealed) throw new LaMameError("Your action cards are already in.");
  if (cards.length !== due)
    throw new LaMameError(due === 2 ? "In Winter pick two action cards." : "Pick one action card.");
  if (cards.some((c) => !(ACTION_CARDS as readonly string[]).includes(c)))
    throw new LaMameError(`The action cards are ${ACTION_CARDS.join(", ")}.`);
  if (new Set(cards).size !== cards.length)
    throw new LaMameError("You have one card of each action; pick two different ones.");
  phase.sealed[player] = [...cards];
  events.push({ type: "sealed", player, what: "actions" });
  if (Object.keys(phase.sealed).length < state.players.length) return;
  state.phase = {
    kind: "actions",
    order: clockwiseFrom(state, state.startPlayer),
    index: 0,
    cards: phase.sealed,
    step: 0,
    attack: null,
  };
  beginTurn(state, events);
}

function actionsPhase(state: LaMameState) {
  if (state.phase.kind !== "actions") throw new LaMameError("No action is being taken now.");
  return state.phase;
}

export function currentPlayer(state: LaMameState): string {
  const phase = actionsPhase(state);
  return phase.order[phase.index] as string;
}

export function currentCard(state: LaMameState): ActionCard {
  const phase = actionsPhase(state);
  return (phase.cards[currentPlayer(state)] as ActionCard[])[phase.step] as ActionCard;
}

/** A player's turn opens: their cards are revealed; the last in Winter skips a turn that cannot win. */
function beginTurn(state: LaMameState, events: LaMameEvent[]): void {
  const phase = actionsPhase(state);
  const player = currentPlayer(state);
  events.push({
    type: "actions-revealed",
    player,
    cards: [...(phase.cards[player] as ActionCard[])],
  });
  if (state.season === 3 && phase.index === phase.order.length - 1 && hopeless(state, player)) {
    events.push({ type: "turn-skipped", player });
    phase.index = phase.order.length;
    endSeason(state, events);
    return;
  }
  beginCard(state, events);
}

/** Tax takes itself; Build and Move/Attack wait for the player's orders and "end-action". */
function beginCard(state: LaMameState, events: LaMameEvent[]): void {
  if (currentCard(state) !== "tax") return;
  const player = currentPlayer(state);
  const gold = 3 + abilityTotal(state, player, (card) => card.taxBonus);
  playerOf(state, player).gold += gold;
  events.push({ type: "taxed", player, gold });
  finishCard(state, events);
}

/** Ends the current card: the next card, the next player, or income. */
export function finishCard(state: LaMameState, events: LaMameEvent[]): void {
  const phase = actionsPhase(state);
  for (const unit of state.units) unit.spent = false;
  phase.attack = null;
  phase.step += 1;
  if (phase.step < (phase.cards[currentPlayer(state)] as ActionCard[]).length) {
    beginCard(state, events);
    return;
  }
  phase.step = 0;
  phase.index += 1;
  if (phase.index < phase.order.length) {
    beginTurn(state, events);
    return;
  }
  endSeason(state, events);
}

function endSeason(state: LaMameState, events: LaMameEvent[]): void {
  income(state, events);
  if (state.season === 3) {
    finishByAreas(state, actionsPhase(state).order, events);
    return;
  }
  beginSeason(state, state.season + 1, events);
}
