/**
 * La Mame's MELEE as a game module for the battle service (src/games/game.ts): 2 to 4 players,
 * each a seat named by their id. Several seats are awaited at once while sealed choices are due.
 * Orders carry the acting player, who must be one the game waits for; anything else is refused
 * with a readable error and changes nothing.
 */
import type { Dice } from "../../../dice/dice.ts";
import type { AwaitedSeat, GameResult, GameRules } from "../../game.ts";
import { build } from "./build.ts";
import { declareAttack, guess, sealAttackGold, withdraw } from "./combat.ts";
import { defaultOrder } from "./defaults.ts";
import { LaMameError } from "./error.ts";
import { fire, move } from "./movement.ts";
import {
  chooseStart,
  currentCard,
  currentPlayer,
  finishCard,
  pickActions,
  startBid,
} from "./season.ts";
import { isSealedOrder, viewFor } from "./secrets.ts";
import { bidAbility, initialBuild, passBuild, startState } from "./setup.ts";
import {
  type LaMameEvent,
  type LaMameOrder,
  type LaMameSetup,
  type LaMameState,
  RULESETS,
} from "./state.ts";

/** The decisions, in the words the front ends show; the order types that answer each. */
const ANSWERS: Record<string, readonly LaMameOrder["type"][]> = {
  "initial build": ["build", "pass"],
  "initial build or ability bid": ["build", "bid-ability", "pass"],
  "start bid": ["start-bid"],
  "start player": ["choose-start"],
  "action cards": ["pick-actions"],
  build: ["build", "end-action"],
  "move or attack": ["move", "attack", "fire", "end-action"],
  "attack gold": ["attack-gold", "withdraw"],
  "defence guess": ["guess"],
};

export function awaitingSeats(state: LaMameState): AwaitedSeat[] {
  const phase = state.phase;
  const unsealed = (sealed: Record<string, unknown>, decision: string) =>
    state.players.filter((p) => !(p.id in sealed)).map((p) => ({ seat: p.id, decision }));
  switch (phase.kind) {
    case "initial-build":
      return [
        {
          seat: phase.turn,
          decision: state.ruleset === "full" ? "initial build or ability bid" : "initial build",
        },
      ];
    case "start-bid":
      return unsealed(phase.sealed, "start bid");
    case "choose-start":
      return [{ seat: phase.chooser, decision: "start player" }];
    case "choose-actions":
      return unsealed(phase.sealed, "action cards");
    case "actions": {
      const attack = phase.attack;
      if (attack !== null)
        return attack.gold === null
          ? [{ seat: attack.attacker, decision: "attack gold" }]
          : [{ seat: attack.defender, decision: "defence guess" }];
      const card = currentCard(state);
      return [
        { seat: currentPlayer(state), decision: card === "build" ? "build" : "move or attack" },
      ];
    }
    case "over":
      return [];
  }
}

function requireAwaited(state: LaMameState, order: LaMameOrder): void {
  if (state.phase.kind === "over") throw new LaMameError("The game is over.");
  const awaited = awaitingSeats(state);
  const mine = awaited.find((a) => a.seat === order.by);
  if (mine === undefined)
    throw new LaMameError(
      `It is not ${order.by}'s to act now; the game waits for ${awaited.map((a) => a.seat).join(", ")}.`,
    );
  if (!(ANSWERS[mine.decision] ?? []).includes(order.type))
    throw new LaMameError(`That order does not fit now; the game waits for your ${mine.decision}.`);
}

function applyOrder(state: LaMameState, order: LaMameOrder, events: LaMameEvent[]): void {
  requireAwaited(state, order);
  switch (order.type) {
    case "build":
      if (state.phase.kind === "initial-build")
        initialBuild(state, order.by, order.unit, order.area, events);
      else build(state, order.by, order.unit, order.area, false, events);
      return;
    case "bid-ability":
      bidAbility(state, order.by, order.card, order.gold, events);
      return;
    case "pass":
      passBuild(state, order.by, events);
      return;
    case "start-bid":
      startBid(state, order.by, order.gold, events);
      return;
    case "choose-start":
      chooseStart(state, order.by, order.start, events);
      return;
    case "pick-actions":
      pickActions(state, order.by, order.cards, events);
      return;
    case "move":
      move(state, order.by, order.from, order.unit, order.path, events);
      return;
    case "attack":
      declareAttack(state, order.by, order.from, order.unit, order.to, events);
      return;
    case "attack-gold":
      sealAttackGold(state, order.by, order.gold, events);
      return;
    case "guess":
      guess(state, order.by, order.guesses, events);
      return;
    case "withdraw":
      withdraw(state, order.by, events);
      return;
    case "fire":
      fire(state, order.by, order.from, order.target, events);
      return;
    case "end-action":
      finishCard(state, events);
      return;
  }
}

export const laMameRules: GameRules<LaMameSetup, LaMameState, LaMameOrder, LaMameEvent> = {
  id: "la-mame",
  title: "La Mame's MELEE",
  rulesets: RULESETS,
  start(setup, ruleset, dice: Dice) {
    const events: LaMameEvent[] = [];
    return { state: startState(setup, ruleset, dice, events), events };
  },
  apply(state, order) {
    const draft = structuredClone(state);
    const events: LaMameEvent[] = [];
    applyOrder(draft, order, events);
    return { state: draft, events };
  },
  awaiting: awaitingSeats,
  result(state): GameResult | null {
    return state.phase.kind === "over" ? { winners: state.phase.winners } : null;
  },
  viewFor,
  isSealedOrder,
  defaultOrder,
};
