/**
 * Runs a parsed scenario through the engine: the set-up, then each turn's orders in order, checking
 * that the file's turn grouping matches the engine's turns and that forced dice are used up
 * exactly. Pure: returns the final state, every event and a summary; the CLI does the printing.
 */
import {
  applyOrder,
  type BattleEvent,
  type BattleState,
  changeWords,
  createBattle,
  type Decision,
  type Dice,
  DiceExhaustedError,
  ForcedDice,
  formatDirection,
  formatHex,
  IllegalOrderError,
  type ItemId,
  initiativeBonusWords,
  type Order,
  pendingDecision,
  RecordingDice,
  SeededDice,
  stRemaining,
  surpriseWords,
  type WeaponId,
} from "../engine/index.ts";
import type { DiceSpec, Scenario, ScenarioOrder } from "./parse.ts";

export interface FigureSummary {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  /** "human", "elf", … or the monster's type. */
  readonly kind: string;
  readonly stStart: number;
  readonly stRemaining: number;
  readonly hitsTaken: number;
  readonly position: string;
  readonly facing: string;
  readonly posture: BattleState["figures"][number]["posture"];
  /** In the air (a flier that has taken off). */
  readonly flying: boolean;
  /** Metres above the ground of a flier aloft under ADVANCED MELEE (AM §10); absent on the ground. */
  readonly height?: number;
  readonly condition: BattleState["figures"][number]["condition"];
  readonly escaped: boolean;
  readonly droppedOut: boolean;
  readonly readyWeapon: WeaponId | null;
  readonly offhand: WeaponId | null;
  readonly shield: string | null;
  readonly shieldReady: boolean;
  readonly carried: readonly WeaponId[];
}

export interface ScenarioSummary {
  /** The engine's turn number (after a turn's last order it is already the next turn). */
  readonly turn: number;
  readonly ended: boolean;
  /** The winning side's id once the battle has ended with one side standing, else null. */
  readonly winner: string | null;
  /** EP per figure id once the battle has ended, else null. */
  readonly ep: Readonly<Record<string, number>> | null;
  /** What the engine waits for next, in words; null once the battle has ended. */
  readonly next: string | null;
  readonly figures: Readonly<Record<string, FigureSummary>>;
  readonly dropped: readonly { readonly item: ItemId; readonly position: string }[];
  /** How many dice faces the scenario rolled, set-up included. */
  readonly diceRolled: number;
}

export type FailureKind =
  | "setup"
  | "turn-grouping"
  | "illegal-order"
  | "dice-exhausted"
  | "unused-dice"
  | "engine-error";

export interface ScenarioFailure {
  readonly kind: FailureKind;
  /** The whole message: where, what, and the engine's reason. */
  readonly message: string;
  /** JSON path of the order at fault (`turns[3][1]`), or null for the set-up or the dice. */
  readonly path: string | null;
  /** The file's turn (1-based) and the order's place in it (1-based), when an order is at fault. */
  readonly turn: number | null;
  readonly order: number | null;
  /** The engine's (or the runner's) reason alone. */
  readonly reason: string;
  /** The thrown error, for engine errors that are not refusals. */
  readonly cause?: unknown;
}

export type ScenarioRun =
  | {
      readonly ok: true;
      /** The state when the battle was set up (before any order), for the roster. */
      readonly start: BattleState;
      readonly state: BattleState;
      readonly events: readonly BattleEvent[];
      readonly summary: ScenarioSummary;
      /** Every face rolled, in order: a seeded run can be pinned down as forced dice. */
      readonly faces: readonly number[];
    }
  | {
      readonly ok: false;
      readonly failure: ScenarioFailure;
      /** The set-up, the state and the events up to the failure (null when the set-up failed). */
      readonly start: BattleState | null;
      readonly state: BattleState | null;
      readonly events: readonly BattleEvent[];
      readonly summary: ScenarioSummary | null;
      readonly faces: readonly number[];
    };

function makeDice(spec: DiceSpec): { dice: Dice; forced: ForcedDice | null } {
  if (spec.kind === "seed") return { dice: new SeededDice(spec.seed), forced: null };
  const forced = new ForcedDice(spec.faces);
  return { dice: forced, forced };
}

export function runScenario(scenario: Scenario): ScenarioRun {
  const { dice: inner, forced } = makeDice(scenario.dice);
  const dice = new RecordingDice(inner);
  const events: BattleEvent[] = [];

  let state: BattleState;
  try {
    const created = createBattle(scenario.setup, dice);
    state = created.state;
    events.push(...created.events);
  } catch (error) {
    const reason = reasonOf(error);
    return {
      ok: false,
      failure: {
        kind: error instanceof DiceExhaustedError ? "dice-exhausted" : refusalKind(error, "setup"),
        message: `the set-up was refused: ${reason}`,
        path: null,
        turn: null,
        order: null,
        reason,
        ...(isRefusal(error) ? {} : { cause: error }),
      },
      start: null,
      state: null,
      events,
      summary: null,
      faces: dice.faces,
    };
  }

  const start = state;
  const fail = (failure: ScenarioFailure): ScenarioRun => ({
    ok: false,
    failure,
    start,
    state,
    events,
    summary: summarize(state, dice.faces.length),
    faces: dice.faces,
  });

  let last: ScenarioOrder | null = null;
  for (const [t, orders] of scenario.turns.entries()) {
    const fileTurn = t + 1;
    for (const [i, entry] of orders.entries()) {
      const where = {
        path: entry.path,
        turn: fileTurn,
        order: i + 1,
        label: `${entry.path} (turn ${fileTurn}, order ${i + 1}: ${describeOrder(entry.order)})`,
      };
      const grouping = groupingProblem(state, fileTurn, last);
      if (grouping) {
        return fail({
          kind: "turn-grouping",
          message: `${where.label}: ${grouping}`,
          path: where.path,
          turn: where.turn,
          order: where.order,
          reason: grouping,
        });
      }
      try {
        const result = applyOrder(state, entry.order, dice);
        state = result.state;
        events.push(...result.events);
      } catch (error) {
        const reason = reasonOf(error);
        const kind =
          error instanceof DiceExhaustedError
            ? "dice-exhausted"
            : refusalKind(error, "illegal-order");
        const lead =
          kind === "illegal-order"
            ? "was refused"
            : kind === "dice-exhausted"
              ? "needs more dice than the file gives"
              : "failed inside the engine";
        return fail({
          kind,
          message: `${where.label} ${lead}: ${reason}`,
          path: where.path,
          turn: where.turn,
          order: where.order,
          reason,
          ...(kind === "engine-error" ? { cause: error } : {}),
        });
      }
      last = entry;
    }
  }

  if (forced && forced.remaining > 0) {
    const used = dice.faces.length;
    const spare = scenario.dice.kind === "forced" ? scenario.dice.faces.slice(used) : [];
    const after = last ? `after the last order (${last.path})` : "after the set-up";
    const shown = spare.length > 20 ? `${spare.slice(0, 20).join(", ")}, …` : spare.join(", ");
    const reason = `${spare.length} forced ${spare.length === 1 ? "die was" : "dice were"} left unused ${after}: ${shown}`;
    return fail({
      kind: "unused-dice",
      message: reason,
      path: null,
      turn: null,
      order: null,
      reason,
    });
  }
  const summary = summarize(state, dice.faces.length);
  return { ok: true, start, state, events, summary, faces: dice.faces };
}

function isRefusal(error: unknown): boolean {
  return error instanceof IllegalOrderError || error instanceof DiceExhaustedError;
}

/** Refusals are the rules saying no; anything else thrown is an engine fault worth reporting. */
function refusalKind(error: unknown, refusal: FailureKind): FailureKind {
  if (error instanceof IllegalOrderError) return refusal;
  // A RangeError from set-up helpers (arena sizes, walls) is the set-up being refused too.
  if (refusal === "setup" && error instanceof RangeError) return refusal;
  return "engine-error";
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Whether the next order, listed under `fileTurn`, falls in that engine turn. */
function groupingProblem(
  state: BattleState,
  fileTurn: number,
  last: ScenarioOrder | null,
): string | null {
  if (state.phase.kind === "ended") {
    const winner = state.phase.winner;
    const outcome = winner === null ? "with no winner" : `and "${winner}" won`;
    return `the battle already ended in turn ${state.turn} ${outcome}; remove the orders after ${last?.path ?? "the set-up"}`;
  }
  if (state.turn === fileTurn) return null;
  if (state.turn < fileTurn) {
    return `this order is listed under turn ${fileTurn}, but the battle is still in turn ${state.turn} (waiting for ${describeDecision(state, pendingDecision(state))}); turn ${state.turn} needs more orders`;
  }
  return `this order is listed under turn ${fileTurn}, but turn ${fileTurn} ended after ${last?.path ?? "the set-up"} and the battle is in turn ${state.turn}; start turns[${state.turn - 1}] here`;
}

/** "move wulf (k)", "initiative: rome moves first", … */
export function describeOrder(order: Order): string {
  switch (order.type) {
    case "initiative":
      return `initiative: ${order.side} ${order.moveFirst ? "moves first" : "lets the others move first"}`;
    case "move":
      return `move ${order.figure} (${order.option})`;
    case "act":
      return `act ${order.figure}`;
    case "change-option":
      return `change-option ${order.figure} to (${order.option})`;
    case "retreat":
      return `retreat: ${order.victor} pushes ${order.enemy}`;
    case "gm":
      if (order.ruling.kind === "conditions") return `gm conditions ${changeWords(order.ruling)}`;
      if (order.ruling.kind === "surprise") return `gm ${surpriseWords(order.ruling)}`;
      if (order.ruling.kind === "initiative-bonus")
        return `gm ${initiativeBonusWords(order.ruling)}`;
      return `gm ${order.ruling.kind} ${order.ruling.figure}`;
  }
}

function sideName(state: BattleState, id: string): string {
  return state.sides.find((s) => s.id === id)?.name ?? id;
}

/** What the engine is waiting for, in words. */
export function describeDecision(state: BattleState, decision: Decision): string {
  switch (decision.kind) {
    case "initiative":
      return `${sideName(state, decision.side)} ("${decision.side}") to choose who moves first`;
    case "orders":
      return `${sideName(state, decision.side)}'s orders for ${decision.figures.map((id) => `"${id}"`).join(", ")}`;
    case "act":
      return `"${decision.figure}" to name a new target or forfeit (an "act" order)`;
    case "retreat":
      return `a retreat decision: ${decision.rights.map((r) => `"${r.victor}" may force "${r.enemy}" back`).join("; ")}`;
    case "ended":
      return "nothing: the battle is over";
  }
}

/** The state as plain JSON-ready data, with hexes as labels and facings as names. */
export function summarize(state: BattleState, diceRolled: number): ScenarioSummary {
  const figures: Record<string, FigureSummary> = {};
  for (const f of state.figures) {
    figures[f.id] = {
      id: f.id,
      name: f.name,
      side: f.side,
      kind: f.traits.kind,
      stStart: f.st,
      stRemaining: stRemaining(f),
      hitsTaken: f.hits,
      position: formatHex(f.position),
      facing: formatDirection(f.facing),
      posture: f.posture,
      flying: f.flying,
      ...(f.height === undefined ? {} : { height: f.height }),
      condition: f.condition,
      escaped: f.escaped,
      droppedOut: f.droppedOut,
      readyWeapon: f.readyWeapon,
      offhand: f.offhand,
      shield: f.shield,
      shieldReady: f.shieldReady,
      carried: [...f.carried],
    };
  }
  const ended = state.phase.kind === "ended";
  return {
    turn: state.turn,
    ended,
    winner: state.phase.kind === "ended" ? state.phase.winner : null,
    ep: ended && state.ep ? { ...state.ep } : null,
    next: ended ? null : describeDecision(state, pendingDecision(state)),
    figures,
    dropped: state.dropped.map((d) => ({ item: d.item, position: formatHex(d.position) })),
    diceRolled,
  };
}
