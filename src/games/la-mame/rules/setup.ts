/**
 * Set-up and the initial build (La Mame's MELEE, "Set up" and "Initial Build Phase"): the
 * introductory build (each player in turn buys as much as they like, then passes) and the full
 * build (in turn, bid on an ability card, build one unit, or pass for good).
 */
import type { Dice } from "../../../dice/dice.ts";
import { ABILITY_DECK, abilityOf } from "./abilities.ts";
import type { Board } from "./board.ts";
import { FOUR_PLAYER_BOARD } from "./boards/four-players.ts";
import { THREE_PLAYER_BOARD } from "./boards/three-players.ts";
import { TWO_PLAYER_BOARD } from "./boards/two-players.ts";
import { build } from "./build.ts";
import { LaMameError } from "./error.ts";
import { castleOf, clockwiseFrom, playerOf } from "./occupancy.ts";
import { beginSeason } from "./season.ts";
import {
  type LaMameEvent,
  type LaMameSetup,
  type LaMameState,
  type Offer,
  RULESETS,
  type Ruleset,
} from "./state.ts";
import { STARTING_GOLD, SUPPLY, type UnitKind } from "./units.ts";

export const BOARDS: readonly Board[] = [TWO_PLAYER_BOARD, THREE_PLAYER_BOARD, FOUR_PLAYER_BOARD];

export function startState(
  setup: LaMameSetup,
  ruleset: string,
  dice: Dice,
  events: LaMameEvent[],
): LaMameState {
  if (!(RULESETS as readonly string[]).includes(ruleset))
    throw new LaMameError(`Unknown ruleset "${ruleset}"; use ${RULESETS.join(" or ")}.`);
  const ids = setup.players;
  if (ids.length < 2 || ids.length > 4)
    throw new LaMameError("La Mame's MELEE is for 2 to 4 players.");
  if (new Set(ids).size !== ids.length) throw new LaMameError("Each player may sit only once.");
  const board = setup.board ?? (BOARDS.find((b) => b.players === ids.length) as Board);
  if (board.players !== ids.length)
    throw new LaMameError(`${board.title} is for ${board.players} players.`);
  // "Decide start player": a roll among the seats.
  const startPlayer = ids[dice.roll(ids.length) - 1] as string;
  const offers: Offer[] = ruleset === "full" ? deal(ids.length + 1, dice) : [];
  const state: LaMameState = {
    ruleset: ruleset as Ruleset,
    board,
    players: ids.map((id) => ({ id, gold: STARTING_GOLD, supply: { ...SUPPLY }, abilities: [] })),
    startPlayer,
    season: 0,
    units: [],
    phase: { kind: "initial-build", turn: startPlayer, passed: [], offers },
  };
  for (const id of ids) {
    playerOf(state, id).supply.soldier -= 1;
    state.units.push({ kind: "soldier", owner: id, area: castleOf(state, id), spent: false });
  }
  events.push({ type: "started", startPlayer, offered: offers.map((o) => o.card) });
  return state;
}

/** Deals `count` ability cards face up, each drawn at random from those left. */
function deal(count: number, dice: Dice): Offer[] {
  const deck = ABILITY_DECK.map((c) => c.id);
  const offers: Offer[] = [];
  for (let i = 0; i < count; i++) {
    const [card] = deck.splice(dice.roll(deck.length) - 1, 1);
    offers.push({ card: card as string, bidder: null, bid: 0 });
  }
  return offers;
}

function buildPhase(state: LaMameState) {
  if (state.phase.kind !== "initial-build") throw new LaMameError("The initial build is over.");
  return state.phase;
}

/** The next player still building after `player`, clockwise; null once everyone has passed. */
function nextBuilder(state: LaMameState, player: string): string | null {
  const phase = buildPhase(state);
  return (
    clockwiseFrom(state, player).find((id, i) => i > 0 && !phase.passed.includes(id)) ??
    (phase.passed.includes(player) ? null : player)
  );
}

export function initialBuild(
  state: LaMameState,
  player: string,
  kind: UnitKind,
  area: string,
  events: LaMameEvent[],
): void {
  build(state, player, kind, area, true, events);
  // The full game allows one unit per turn; the introductory build goes on until the player passes.
  if (state.ruleset === "full") handOn(state, player, events);
}

export function bidAbility(
  state: LaMameState,
  player: string,
  card: string,
  gold: number,
  events: LaMameEvent[],
): void {
  if (state.ruleset !== "full")
    throw new LaMameError("The introductory game has no ability cards.");
  const offer = buildPhase(state).offers.find((o) => o.card === card);
  if (offer === undefined) throw new LaMameError(`"${card}" is not on offer.`);
  if (!Number.isInteger(gold) || gold < 1) throw new LaMameError("The least bid is 1 gold.");
  if (gold <= offer.bid)
    throw new LaMameError(`${abilityOf(card).name} has a bid of ${offer.bid}; bid more.`);
  const bidder = playerOf(state, player);
  const own = offer.bidder === player ? offer.bid : 0;
  if (bidder.gold + own < gold) throw new LaMameError(`You have ${bidder.gold} gold.`);
  const refunded = offer.bidder;
  if (refunded !== null) playerOf(state, refunded).gold += offer.bid;
  bidder.gold -= gold;
  offer.bidder = player;
  offer.bid = gold;
  events.push({ type: "ability-bid", player, card, gold, refunded });
  handOn(state, player, events);
}

export function passBuild(state: LaMameState, player: string, events: LaMameEvent[]): void {
  buildPhase(state).passed.push(player);
  events.push({ type: "passed", player });
  handOn(state, player, events);
}

/** Gives the turn to the next builder, or ends the build: bid cards go to their bidders, the rest are discarded. */
function handOn(state: LaMameState, player: string, events: LaMameEvent[]): void {
  const phase = buildPhase(state);
  const next = nextBuilder(state, player);
  if (next !== null) {
    phase.turn = next;
    return;
  }
  for (const offer of phase.offers) {
    if (offer.bidder === null) {
      events.push({ type: "ability-discarded", card: offer.card });
      continue;
    }
    const winner = playerOf(state, offer.bidder);
    winner.abilities.push(offer.card);
    events.push({ type: "ability-won", player: winner.id, card: offer.card, gold: offer.bid });
    const chest = abilityOf(offer.card).warChest ?? 0;
    if (chest > 0) {
      winner.gold += chest;
      events.push({ type: "gold", player: winner.id, gold: chest, why: "war chest" });
    }
  }
  beginSeason(state, 0, events);
}
