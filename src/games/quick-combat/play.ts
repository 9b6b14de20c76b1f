/**
 * ADVANCED MELEE's Quick Combat System (AM §8) as a game of the battle service: a duel of two
 * fighters (the book's, or the players' own figures) without a hex map, its rules in the engine (src/engine/quick-combat).
 * Each seat ("a", "b") is one fighter; its actions are sealed until both are given, since all
 * actions are simultaneous.
 */
import {
  applyQuickOrder,
  type FigureSpec,
  FLAVIUS,
  fighterOf,
  legalActions,
  legalMoves,
  QUICK_TRACK_LENGTH,
  type QuickEvent,
  type QuickOrder,
  type QuickSeat,
  type QuickSetup,
  type QuickState,
  quickAwaiting,
  RAGNAR,
  startQuickCombat,
  WULF,
} from "../../engine/index.ts";
import type { GameRules } from "../game.ts";
import type { GameOptions, GamePlay } from "../game-play.ts";
import { quickComputerOrder } from "./computer.ts";
import { renderTrackMap } from "./render/track-map.ts";
import { altText, logLines, statusLines } from "./words.ts";

export type { QuickOrder, QuickSeat, QuickState } from "../../engine/index.ts";
export { ORDER_HELP, orderLabel, orderWords, parseOrderWords } from "./words.ts";

/** The fighters a Quick Combat duel may be fought with: the book's cards, by name. */
export const QUICK_FIGHTERS: Readonly<Record<string, FigureSpec>> = {
  flavius: FLAVIUS,
  wulf: WULF,
  ragnar: RAGNAR,
};

const QUICK_COMBAT_ID = "quick-combat";

export const quickCombatRules: GameRules<QuickSetup, QuickState, QuickOrder, QuickEvent> = {
  id: QUICK_COMBAT_ID,
  title: "Quick Combat (ADVANCED MELEE)",
  rulesets: ["advanced-melee"],
  start: (setup, _ruleset, dice) => startQuickCombat(setup, dice),
  apply: applyQuickOrder,
  awaiting: (state) =>
    quickAwaiting(state).map((seat) => ({
      seat,
      decision: state.phase.kind === "move" ? "move" : "action",
    })),
  result: (state) =>
    state.phase.kind !== "over"
      ? null
      : { winners: state.phase.winner === null ? [] : [state.phase.winner] },
  // An action given is the giver's alone until both are in and the turn resolves.
  viewFor: (state, seat) => ({ ...state, actions: state.actions.filter((a) => a.seat === seat) }),
  isSealedOrder: (order) => order.kind === "act",
  defaultOrder: (state, seat) =>
    state.phase.kind === "move"
      ? { kind: "move", seat: seat as QuickSeat, to: fighterOf(state, seat as QuickSeat).position }
      : { kind: "act", seat: seat as QuickSeat, action: { kind: "none" } },
};

/** Every order the rules accept from the seat now: its moves (and moving second), or its actions. */
export function quickChoices(state: QuickState, seat: string): QuickOrder[] {
  if (!quickAwaiting(state).includes(seat as QuickSeat)) return [];
  const s = seat as QuickSeat;
  const f = fighterOf(state, s);
  if (state.phase.kind === "act")
    return legalActions(state, f).map((action) => ({ kind: "act", seat: s, action }));
  const moves = legalMoves(state, f).map((to): QuickOrder => ({ kind: "move", seat: s, to }));
  return state.phase.kind === "move" && state.phase.chooses
    ? [...moves, { kind: "second", seat: s }]
    : moves;
}

/** The seat option holding a player's own figure, as it stood when they took the seat. */
export const OWN_FIGURE_OPTION = "figure";

/** A seat's own figure (its player's, kept whole) if it brought one, else the book's fighter named. */
function seatFighter(options: GameOptions, seat: QuickSeat, fallback: FigureSpec): FigureSpec {
  const own = options[`${seat}.${OWN_FIGURE_OPTION}`];
  if (typeof own === "string") return JSON.parse(own) as FigureSpec;
  return QUICK_FIGHTERS[String(options[seat] ?? "").toLowerCase()] ?? fallback;
}

export const QUICK_COMBAT_PLAY: GamePlay<QuickSetup, QuickState, QuickOrder, QuickEvent> = {
  rules: quickCombatRules,
  seats: { min: 2, max: 2 },
  seatIds: () => ["a", "b"],
  setup: (_seats, options) => ({
    a: seatFighter(options, "a", FLAVIUS),
    b: seatFighter(options, "b", WULF),
  }),
  seatOf: (order) => order.seat,
  computerOrder: (state, seat) => quickComputerOrder(state, seat as QuickSeat),
  logLines,
  statusLines,
  altText,
  renderMap: (state) =>
    renderTrackMap({
      length: QUICK_TRACK_LENGTH,
      fighters: state.fighters.map((f) => ({
        label: f.seat.toUpperCase(),
        position: f.position,
        line: `${f.seat.toUpperCase()} ${f.spec.name}: ST ${f.st}`,
      })),
      ground: state.ground.map((g) => g.position),
    }),
};
