/**
 * MELEE (1977) as a game behind the seam (src/games/game.ts): the engine's set-up, its one
 * reducer and what it waits for, adapted without changing a rule. Its rulesets are the engine's
 * (`RULESETS`), so a ruleset the engine gains is one a battle may choose.
 */
import {
  applyOrder,
  type BattleEvent,
  type BattleSetup,
  type BattleState,
  createBattle,
  FIRST_RULES_EDITION,
  IllegalOrderError,
  type Order,
  pendingDecision,
  RULESETS,
  type Ruleset,
} from "../../engine/index.ts";
import type { AwaitedSeat, GameResult, GameRules } from "../game.ts";

export type MeleeRules = GameRules<BattleSetup, BattleState, Order, BattleEvent>;

const MELEE_RULESETS = Object.keys(RULESETS) as Ruleset[];

function isRuleset(name: string): name is Ruleset {
  return (MELEE_RULESETS as readonly string[]).includes(name);
}

/** Who MELEE waits for: a side for initiative and orders (MELEE: VI, VII), a figure to act or retreat. */
function awaiting(state: BattleState): readonly AwaitedSeat[] {
  const decision = pendingDecision(state);
  switch (decision.kind) {
    case "initiative":
      return [{ seat: decision.side, decision: "initiative" }];
    case "orders":
      return decision.figures.map((figure) => ({ seat: figure, decision: "order" }));
    case "act":
      return [{ seat: decision.figure, decision: "act" }];
    case "retreat":
      return decision.rights.map((right) => ({ seat: right.victor, decision: "retreat" }));
    case "ended":
      return [];
  }
}

/** The side left standing wins (MELEE: IX); a battle with none standing, or abandoned, is a draw. */
function result(state: BattleState): GameResult | null {
  if (state.phase.kind !== "ended") return null;
  return { winners: state.phase.winner === null ? [] : [state.phase.winner] };
}

export const MELEE: MeleeRules = {
  id: "melee",
  title: "MELEE",
  rulesets: MELEE_RULESETS,
  start(setup, ruleset, dice) {
    if (!isRuleset(ruleset)) {
      throw new IllegalOrderError(
        `"${ruleset}" is not a ruleset of MELEE: it has ${MELEE_RULESETS.join(", ")}.`,
      );
    }
    return createBattle({ ...setup, ruleset }, dice);
  },
  // A log begun before battles named their AM rules edition was played under the first.
  storedSetup: (setup) =>
    setup.rulesEdition === undefined ? { ...setup, rulesEdition: FIRST_RULES_EDITION } : setup,
  apply: applyOrder,
  awaiting,
  result,
};
