/**
 * The Ur-Quan Legacy: Melee! as a game module for the battle service (src/games/game.ts): a duel
 * of two players, each a seat named by their id. Orders carry the acting player, who must be the
 * one the game waits for; anything else is refused with a readable error and changes nothing.
 */
import type { Dice } from "../../../dice/dice.ts";
import type { AwaitedSeat, GameResult, GameRules } from "../../game.ts";
import { fire } from "./attack.ts";
import { shipOf } from "./board.ts";
import { chooseFleet } from "./buying.ts";
import { defaultOrder } from "./defaults.ts";
import { rollPilot, rollReflex, takeHit, usableReflex } from "./defence.ts";
import { UrQuanError } from "./error.ts";
import { moveForward, turnShip } from "./movement.ts";
import { isSealedOrder, viewFor } from "./secrets.ts";
import { chooseOrder, placeAsteroid, placeShip, rollAmbush, startState } from "./setup.ts";
import type { Player, UrQuanEvent, UrQuanOrder, UrQuanSetup, UrQuanState } from "./state.ts";
import { endTurn } from "./turn.ts";

/** The rulesets: the seed's rules with our Inertia and readouts. */
export const RULESETS = ["standard"] as const;

/** The decision each phase waits for, in the words the front ends show. */
export function awaitingSeats(state: UrQuanState): AwaitedSeat[] {
  const phase = state.phase;
  switch (phase.kind) {
    case "fleets":
      return state.players
        .filter((p) => !(p.id in phase.chosen))
        .map((p) => ({ seat: p.id, decision: "fleet" }));
    case "choose-order":
      return [{ seat: phase.chooser, decision: "turn order" }];
    case "asteroids":
      return [{ seat: phase.next, decision: "asteroid" }];
    case "placing":
      return phase.players.length > 0
        ? [{ seat: phase.players[0] as string, decision: "place ship" }]
        : [];
    case "turn":
      return state.active === null ? [] : [{ seat: state.active, decision: "order" }];
    case "defence": {
      const target = state.ships.find((s) => s.id === phase.pending.target);
      const decision = phase.pending.stage === "dire" ? "dire reflex" : "defence";
      return target === undefined ? [] : [{ seat: target.owner, decision }];
    }
    case "over":
      return [];
  }
}

function playerOf(state: UrQuanState, id: string): Player {
  const player = state.players.find((p) => p.id === id);
  if (player === undefined) throw new UrQuanError(`"${id}" is not a player in this game.`);
  return player;
}

function requireTurnOf(
  state: UrQuanState,
  order: UrQuanOrder,
  kinds: readonly UrQuanState["phase"]["kind"][],
): void {
  if (state.phase.kind === "over") throw new UrQuanError("The battle is over.");
  const seats = awaitingSeats(state).map((s) => s.seat);
  if (!kinds.includes(state.phase.kind)) {
    const waiting = awaitingSeats(state)
      .map((s) => `${s.decision} from ${s.seat}`)
      .join(", ");
    throw new UrQuanError(`That order does not fit now; the game waits for ${waiting}.`);
  }
  if (!seats.includes(order.by))
    throw new UrQuanError(
      `It is not ${order.by}'s to act now; the game waits for ${seats.join(", ")}.`,
    );
}

function applyOrder(
  state: UrQuanState,
  order: UrQuanOrder,
  dice: Dice,
  events: UrQuanEvent[],
): void {
  const phase = state.phase;
  switch (order.type) {
    case "fleet":
      requireTurnOf(state, order, ["fleets"]);
      chooseFleet(state, playerOf(state, order.by), order.ships, dice, events);
      return;
    case "choose-order":
      requireTurnOf(state, order, ["choose-order"]);
      chooseOrder(state, order.first, events);
      return;
    case "asteroid":
      requireTurnOf(state, order, ["asteroids"]);
      placeAsteroid(state, order.by, order.hex, events);
      return;
    case "ambush":
      requireTurnOf(state, order, ["placing"]);
      rollAmbush(state, playerOf(state, order.by), dice, events);
      return;
    case "place":
      requireTurnOf(state, order, ["placing"]);
      placeShip(state, playerOf(state, order.by), order.ship, order.hex, order.facing, events);
      return;
    case "end":
      requireTurnOf(state, order, ["turn"]);
      endTurn(state, events);
      return;
    case "defend":
    case "dire": {
      requireTurnOf(state, order, ["defence"]);
      if (phase.kind !== "defence") return;
      const pending = phase.pending;
      if ((order.type === "dire") !== (pending.stage === "dire")) {
        throw new UrQuanError(
          pending.stage === "dire"
            ? "Your Pilot roll failed: choose Dire Reflex or take the hit."
            : "Choose Pilot or Reflex.",
        );
      }
      if (order.choice === "pilot") {
        rollPilot(state, pending, dice, events);
        return;
      }
      if (order.choice === "take") {
        takeHit(state, pending, events);
        return;
      }
      const target = state.ships.find((s) => s.id === pending.target);
      if (target === undefined || usableReflex(target) === null)
        throw new UrQuanError("Your ship has no Reflex it can pay for.");
      rollReflex(state, pending, dice, events);
      return;
    }
    default: {
      requireTurnOf(state, order, ["turn"]);
      const ship = shipOf(state, order.by);
      if (ship === undefined) throw new UrQuanError("You have no ship on the map.");
      if (order.type === "forward") {
        moveForward(state, ship, order.hexes ?? 1, events);
        return;
      }
      if (order.type === "turn") {
        turnShip(ship, order.side, order.times ?? 1, events);
        return;
      }
      fire(state, ship, order.slot, order.target, order.hex, dice, events);
      return;
    }
  }
}

export const urQuanRules: GameRules<UrQuanSetup, UrQuanState, UrQuanOrder, UrQuanEvent> = {
  id: "ur-quan",
  title: "The Ur-Quan Legacy: Melee!",
  rulesets: RULESETS,
  start(setup, ruleset, dice) {
    if (!(RULESETS as readonly string[]).includes(ruleset))
      throw new UrQuanError(`Unknown ruleset "${ruleset}"; use ${RULESETS.join(", ")}.`);
    const events: UrQuanEvent[] = [];
    return { state: startState(setup, ruleset, dice, events), events };
  },
  apply(state, order, dice) {
    const draft = structuredClone(state);
    const events: UrQuanEvent[] = [];
    applyOrder(draft, order, dice, events);
    return { state: draft, events };
  },
  awaiting: awaitingSeats,
  viewFor,
  isSealedOrder,
  defaultOrder,
  result(state): GameResult | null {
    return state.phase.kind === "over" ? { winners: state.phase.winners } : null;
  },
};
