/**
 * The computer player's turns in a battle: whenever the decision the battle waits for belongs to
 * figures the GM put under the computer's control (or, in a tutorial, the initiative of any
 * side), the computer player (src/computer) answers
 * it through the store's ordinary `submitOrder`, logged as COMPUTER_ACTOR, and the same messages
 * follow as after a player's step. Called right after every step that may make a computer figure
 * the awaited one (a player's order, the start), and by the scheduler, which catches up on a
 * battle left waiting by a restart.
 */
import { answerAt, type ComputerLevel, figureOrderAt } from "../../src/computer/index.ts";
import type { Dice } from "../../src/dice/dice.ts";
import {
  type BattleState,
  declineRetreat,
  isOut,
  type Order,
  pendingDecision,
} from "../../src/engine/index.ts";
import type { BattleSummary } from "../../src/store/battle-types.ts";
import { COMPUTER_ACTOR } from "../../src/store/log-actors.ts";
import type { ChannelMessages, Reply } from "../interaction.ts";
import type { Answerable, BattleServices } from "../shared/channel-battle.ts";
import { refreshBoard } from "./board.ts";
import { stepBoardLines, stepMessages } from "./flow.ts";

/** More steps than any one turn of the computer's figures takes: a guard against a loop. */
const MAX_STEPS = 200;

/** The interaction id of the computer's order on the battle at `version`: applied once. */
export function computerInteractionId(battleId: string, version: number): string {
  return `computer:${battleId}:${version}`;
}

/**
 * The computer player's answer to the part of the pending decision it controls, or null; each
 * figure played at its own level, a side's initiative at the best level among its figures. The
 * strong player draws its look-ahead from `dice`.
 */
export function computerOrder(battle: BattleSummary, state: BattleState, dice: Dice): Order | null {
  const levels = new Map<string, ComputerLevel>();
  for (const f of battle.figures) if (f.computer) levels.set(f.figureKey, f.computerLevel);
  if (levels.size === 0) return null;
  const decision = pendingDecision(state);
  switch (decision.kind) {
    case "initiative": {
      // The tutorial answers every side's initiative, so a new player meets no roll-off question.
      if (battle.mode === "tutorial") return answerAt("basic", state, decision, dice);
      const side = state.figures.filter((f) => f.side === decision.side && !isOut(f) && !f.escaped);
      if (side.length === 0 || !side.every((f) => levels.has(f.id))) return null;
      const level = side.some((f) => levels.get(f.id) === "strong") ? "strong" : "basic";
      return answerAt(level, state, decision, dice);
    }
    case "orders": {
      const figure = decision.figures.find((key) => levels.has(key));
      if (figure === undefined) return null;
      return figureOrderAt(levels.get(figure) as ComputerLevel, state, figure, dice);
    }
    case "act": {
      const level = levels.get(decision.figure);
      return level === undefined ? null : answerAt(level, state, decision, dice);
    }
    case "retreat": {
      const right = decision.rights.find((r) => levels.has(r.victor));
      return right === undefined ? null : declineRetreat(right);
    }
    case "ended":
      return null;
  }
}

/**
 * Plays every step the computer owes the battle now, posting each step's messages through
 * `post`; stops at a decision a player owes, the end, or a step someone else made first.
 * Answers how many steps it made.
 */
export async function playComputerTurns(
  services: BattleServices,
  battleId: string,
  post: (reply: Reply) => Promise<void>,
  messages?: ChannelMessages,
): Promise<number> {
  let steps = 0;
  while (steps < MAX_STEPS) {
    const loaded = await services.battles.load(battleId);
    const before = loaded.state;
    if (loaded.battle.status !== "active" || before === null) break;
    const order = computerOrder(loaded.battle, before, services.newDice());
    if (order === null) break;
    const outcome = await services.battles.submitOrder({
      battleId,
      order,
      actorId: COMPUTER_ACTOR,
      interactionId: computerInteractionId(battleId, loaded.version),
      onlyAtVersion: loaded.version,
      dice: services.newDice(),
      read: loaded,
    });
    if (outcome.kind !== "applied") break;
    const { state, events, version, ended } = outcome.value;
    steps += 1;
    const replies = await stepMessages(
      services,
      loaded.battle,
      before,
      state,
      events,
      version,
      ended,
    );
    for (const reply of replies) await post(reply);
    await refreshBoard(
      messages,
      services,
      loaded.battle,
      state,
      stepBoardLines(before, state, events),
    );
  }
  return steps;
}

/** After a write: the steps the computer now owes, posted as follow-ups to the interaction. */
export async function playComputerTurnsAfter(
  interaction: Answerable,
  services: BattleServices,
  battleId: string,
): Promise<void> {
  await playComputerTurns(
    services,
    battleId,
    (r) => interaction.followUp(r),
    interaction.channelMessages?.(),
  );
}
