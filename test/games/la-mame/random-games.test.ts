import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../src/dice/dice.ts";
import { applyRecorded, foldGameLog, startRecorded } from "../../../src/games/game-log.ts";
import { computerOrder } from "../../../src/games/la-mame/computer/player.ts";
import {
  defaultOrder,
  type LaMameEvent,
  type LaMameOrder,
  type LaMameSetup,
  type LaMameState,
  laMameRules,
  SUPPLY,
  UNIT_KINDS,
  viewFor,
} from "../../../src/games/la-mame/index.ts";

const MOST_ORDERS = 4000;

function checkInvariants(state: LaMameState): void {
  for (const player of state.players) {
    expect(player.gold).toBeGreaterThanOrEqual(0);
    for (const kind of UNIT_KINDS) {
      const onBoard = state.units.filter((u) => u.owner === player.id && u.kind === kind).length;
      expect(player.supply[kind]).toBeGreaterThanOrEqual(0);
      expect(onBoard + player.supply[kind]).toBeLessThanOrEqual(SUPPLY[kind]);
    }
  }
  for (const area of state.board.areas) {
    const here = state.units.filter((u) => u.area === area.id);
    expect(new Set(here.map((u) => u.owner)).size).toBeLessThanOrEqual(1);
    expect(new Set(here.map((u) => u.kind)).size).toBe(here.length);
    if (area.kind === "castle") expect(here.some((u) => u.kind === "camp")).toBe(false);
  }
}

/** No event carries a sealed value, and no seat's view shows another's sealed choice. */
function checkSealed(state: LaMameState, events: readonly LaMameEvent[]): void {
  for (const event of events)
    if (event.type === "sealed")
      expect(Object.keys(event).sort()).toEqual(["player", "type", "what"]);
  for (const viewer of state.players) {
    const view = viewFor(state, viewer.id) as {
      phase: { sealed?: Record<string, unknown>; attack?: { gold: unknown } };
    };
    for (const [seat, value] of Object.entries(view.phase.sealed ?? {}))
      if (seat !== viewer.id) expect(value).toBe("sealed");
    const attack = state.phase.kind === "actions" ? state.phase.attack : null;
    if (attack?.gold != null && attack.attacker !== viewer.id)
      expect(view.phase.attack?.gold).toBe("sealed");
  }
}

/** Plays one game of computer players to its end, checking the invariants after every order. */
function playOut(players: string[], ruleset: string, seed: number) {
  const dice = new SeededDice(seed);
  const setup: LaMameSetup = { players };
  const opening = startRecorded(laMameRules, setup, ruleset, dice);
  let state = opening.state;
  const orders: { order: LaMameOrder; faces: readonly number[] }[] = [];
  while (laMameRules.result(state) === null && orders.length < MOST_ORDERS) {
    // Every awaited seat's deadline default is an order the rules accept.
    for (const awaited of laMameRules.awaiting(state))
      expect(() => laMameRules.apply(state, defaultOrder(state, awaited.seat), dice)).not.toThrow();
    const seat = laMameRules.awaiting(state)[0]?.seat as string;
    const order = computerOrder(state, seat, dice);
    const step = applyRecorded(laMameRules, state, order, dice);
    state = step.state;
    orders.push({ order, faces: step.faces });
    checkInvariants(state);
    checkSealed(state, step.events);
  }
  return { state, log: { setup, ruleset, openingFaces: opening.faces, orders } };
}

describe("random games of computer players", () => {
  it("always end, accept every deadline default, keep gold and supply within bounds, and fold back from their log", () => {
    const endings = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const players = ["a", "b", "c", "d"].slice(0, 2 + (seed % 3));
      const ruleset = seed % 2 === 0 ? "full" : "introductory";
      const { state, log } = playOut(players, ruleset, seed);
      expect(laMameRules.result(state), `seed ${seed}`).not.toBeNull();
      expect(laMameRules.awaiting(state)).toEqual([]);
      expect(foldGameLog(laMameRules, log).state).toEqual(state);
      if (state.phase.kind === "over") endings.add(state.phase.reason);
    }
    // These seeds reach both endings: a castle taken, and areas counted after Winter.
    expect([...endings].sort()).toEqual(["areas", "castle"]);
  });
});
