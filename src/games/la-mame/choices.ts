/**
 * Every order a seat may give now, each with the labels a menu shows for it, first level first
 * ("Knight in North Castle" › "Move to Ford"): the front ends offer these as clicks, so a player
 * picks only what the rules accept. Candidates are tried against the rules themselves, never
 * judged twice. Orders the menus leave out (a knight's longer detours) stay open to typing.
 */
import { ABILITY_DECK } from "./rules/abilities.ts";
import { areaOf } from "./rules/board.ts";
import { occupantOf } from "./rules/occupancy.ts";
import { laMameRules } from "./rules/rules.ts";
import { ACTION_CARDS, type LaMameOrder, type LaMameState } from "./rules/state.ts";
import { UNIT_KINDS } from "./rules/units.ts";

export interface LaMameChoice {
  /** The menu's words for this order, one a level. */
  readonly labels: readonly string[];
  readonly order: LaMameOrder;
}

const NO_DICE = { d6: () => 1, roll: () => 1 };

function accepted(state: LaMameState, order: LaMameOrder): boolean {
  try {
    laMameRules.apply(state, order, NO_DICE);
    return true;
  } catch {
    return false;
  }
}

const named = (state: LaMameState, area: string) => areaOf(state.board, area).name;
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const upTo = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

function builds(state: LaMameState, by: string): LaMameChoice[] {
  return UNIT_KINDS.flatMap((unit) =>
    state.board.areas.map((area) => ({
      labels: [`Build a ${unit}`, `in ${area.name}`],
      order: { type: "build", by, unit, area: area.id } as const,
    })),
  );
}

function abilityBids(state: LaMameState, by: string, gold: number): LaMameChoice[] {
  if (state.phase.kind !== "initial-build") return [];
  return state.phase.offers.flatMap((offer) => {
    const name = ABILITY_DECK.find((c) => c.id === offer.card)?.name ?? offer.card;
    return upTo(offer.bid + 1, gold).map((bid) => ({
      labels: [`Bid for ${name}`, `${bid} gold`],
      order: { type: "bid-ability", by, card: offer.card, gold: bid } as const,
    }));
  });
}

/**
 * A knight's or soldier's moves, one path a destination: the shortest through areas it may cross
 * (any it may stop in, or one its own units hold).
 */
function moves(state: LaMameState, by: string, from: string, unit: "knight" | "soldier") {
  const out: LaMameChoice[] = [];
  const seen = new Set([from]);
  const queue: string[][] = [[]];
  while (queue.length > 0) {
    const path = queue.shift() as string[];
    for (const next of areaOf(state.board, path.at(-1) ?? from).adjacent) {
      if (seen.has(next)) continue;
      seen.add(next);
      const order: LaMameOrder & { path: string[] } = {
        type: "move",
        by,
        from,
        unit,
        path: [...path, next],
      };
      const legal = accepted(state, order);
      if (legal) out.push({ labels: [`Move to ${named(state, next)}`], order });
      if (legal || occupantOf(state, next) === by) queue.push(order.path);
    }
  }
  return out;
}

function fieldChoices(state: LaMameState, by: string): LaMameChoice[] {
  return state.units
    .filter((u) => u.owner === by)
    .flatMap((u) => {
      const head = `${capital(u.kind)} in ${named(state, u.area)}`;
      const candidates: LaMameChoice[] =
        u.kind === "knight" || u.kind === "soldier"
          ? [
              ...areaOf(state.board, u.area).adjacent.map((to) => ({
                labels: [`Attack ${named(state, to)}`],
                order: { type: "attack", by, from: u.area, unit: u.kind, to } as LaMameOrder,
              })),
              ...moves(state, by, u.area, u.kind),
            ]
          : u.kind === "catapult"
            ? state.board.areas.map((a) => ({
                labels: [`Fire at ${a.name}`],
                order: { type: "fire", by, from: u.area, target: a.id } as LaMameOrder,
              }))
            : [];
      return candidates.map((c) => ({ labels: [head, ...c.labels], order: c.order }));
    });
}

function guessChoices(state: LaMameState, by: string): LaMameChoice[] {
  const attack = state.phase.kind === "actions" ? state.phase.attack : null;
  const top = Math.max(1, state.players.find((p) => p.id === attack?.attacker)?.gold ?? 1);
  const singles = upTo(1, top).map((g) => ({
    labels: [`Guess ${g}`],
    order: { type: "guess", by, guesses: [g] } as LaMameOrder,
  }));
  const pairs = upTo(1, top).flatMap((g) =>
    upTo(g + 1, top).map((h) => ({
      labels: [`Guess ${g}`, `and ${h}`],
      order: { type: "guess", by, guesses: [g, h] } as LaMameOrder,
    })),
  );
  return [...singles, ...pairs];
}

function candidates(state: LaMameState, by: string, decision: string): LaMameChoice[] {
  const gold = state.players.find((p) => p.id === by)?.gold ?? 0;
  const one = (label: string, order: LaMameOrder): LaMameChoice => ({ labels: [label], order });
  switch (decision) {
    case "initial build":
    case "initial build or ability bid":
      return [
        ...builds(state, by),
        ...abilityBids(state, by, gold),
        one("Pass", { type: "pass", by }),
      ];
    case "start bid":
      return upTo(0, gold).map((g) => one(`Bid ${g} gold`, { type: "start-bid", by, gold: g }));
    case "start player":
      return state.players.map((p) =>
        one(`${capital(p.id)} starts`, { type: "choose-start", by, start: p.id }),
      );
    case "action cards":
      return ACTION_CARDS.flatMap((first) =>
        state.season === 3
          ? ACTION_CARDS.filter((c) => c !== first).map((second) =>
              one(`${capital(first)}, then ${second}`, {
                type: "pick-actions",
                by,
                cards: [first, second],
              }),
            )
          : [one(capital(first), { type: "pick-actions", by, cards: [first] })],
      );
    case "build":
      return [...builds(state, by), one("End the build", { type: "end-action", by })];
    case "move or attack":
      return [...fieldChoices(state, by), one("End the action", { type: "end-action", by })];
    case "attack gold":
      return [
        ...upTo(1, gold).map((g) => one(`Hold ${g} gold`, { type: "attack-gold", by, gold: g })),
        one("Withdraw", { type: "withdraw", by }),
      ];
    case "defence guess":
      return guessChoices(state, by);
    default:
      return [];
  }
}

/** The orders the rules accept from `seat` now, in menu order; none when it is not awaited. */
export function laMameChoices(state: LaMameState, seat: string): LaMameChoice[] {
  const awaited = laMameRules.awaiting(state).find((a) => a.seat === seat);
  if (awaited === undefined) return [];
  return candidates(state, seat, awaited.decision).filter((c) => accepted(state, c.order));
}
