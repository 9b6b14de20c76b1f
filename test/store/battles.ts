/**
 * Battles for the store tests and benchmarks: a duel between two stored fighters, and a simple
 * player that always has a legal order ready.
 */

import type { MeleeBattles } from "../../src/battles/melee-battles.ts";
import type { MeleeOutcome } from "../../src/battles/outcome.ts";
import {
  type BattleState,
  declineRetreat,
  defaultArena,
  type FigureSpec,
  hex,
  legalAttackTargets,
  legalOptions,
  neighbor,
  type Order,
  pendingDecision,
  type Ruleset,
  SeededDice,
} from "../../src/engine/index.ts";
import type { AppliedOrder, RepeatedOrder } from "../../src/store/battle-types.ts";
import type { Database } from "../../src/store/database.ts";
import { FigureStore } from "../../src/store/figure-store.ts";

export const GUILD = "guild-1";
export const GM = "gm-1";
export const RED_PLAYER = "player-red";
export const BLUE_PLAYER = "player-blue";

export function swordsman(name: string): FigureSpec {
  return {
    name,
    race: "human",
    st: 12,
    dx: 12,
    armor: "leather",
    shield: null,
    weapons: ["broadsword"],
    readyWeapon: "broadsword",
    shieldReady: false,
  };
}

export interface Duel {
  readonly battleId: string;
  readonly channelId: string;
  readonly redFigureId: string;
  readonly blueFigureId: string;
  readonly state: BattleState;
  readonly version: number;
}

export interface DuelOptions {
  readonly channelId?: string;
  readonly combatType?: "arena" | "death" | "practice";
  readonly seed?: number;
  readonly redEp?: number;
  /** Red starts on its own entrance hex (so it can leave the arena) instead of next to blue. */
  readonly redAtDoor?: boolean;
  /** MELEE when omitted, or ADVANCED MELEE when optional rules are given. */
  readonly ruleset?: Ruleset;
  /** Chosen while forming, before the start. */
  readonly optionalRules?: readonly string[];
}

let channels = 0;

/** Two stored fighters, Red (f1) and Blue (f2), face to face in a started battle. */
export async function startDuel(
  db: Database,
  store: MeleeBattles,
  options: DuelOptions = {},
): Promise<Duel> {
  channels += 1;
  const channelId = options.channelId ?? `channel-${process.pid}-${channels}`;
  const figures = new FigureStore(db);
  const red = await figures.create({
    guildId: GUILD,
    ownerId: RED_PLAYER,
    spec: swordsman(`Red ${channels}`),
    ep: options.redEp ?? 0,
  });
  const blue = await figures.create({
    guildId: GUILD,
    ownerId: BLUE_PLAYER,
    spec: swordsman(`Blue ${channels}`),
  });
  const battle = writtenValue(
    await store.create({
      guildId: GUILD,
      channelId,
      gmId: GM,
      combatType: options.combatType ?? "arena",
      ...(options.ruleset === undefined && options.optionalRules === undefined
        ? {}
        : { ruleset: options.ruleset ?? "advanced-melee" }),
      sides: [
        { id: "red", name: "Red", entrance: 0 },
        { id: "blue", name: "Blue", entrance: 1 },
      ],
    }),
  );
  await store.join({ battleId: battle.id, userId: RED_PLAYER, sideId: "red" });
  await store.join({ battleId: battle.id, userId: BLUE_PLAYER, sideId: "blue" });
  const middle = hex(5, 5);
  const door = defaultArena().entrances[0]?.[0] ?? middle;
  await store.addFigure({
    battleId: battle.id,
    kind: "fighter",
    figureId: red.id,
    sideId: "red",
    position: options.redAtDoor ? door : middle,
    facing: 3,
  });
  await store.addFigure({
    battleId: battle.id,
    kind: "fighter",
    figureId: blue.id,
    sideId: "blue",
    position: neighbor(middle, 3),
    facing: 0,
  });
  if (options.optionalRules !== undefined) {
    await store.chooseOptionalRules({ battleId: battle.id, optionalRules: options.optionalRules });
  }
  const started = await store.start({
    battleId: battle.id,
    actorId: GM,
    dice: new SeededDice(options.seed ?? 7),
  });
  return {
    battleId: battle.id,
    channelId,
    redFigureId: red.id,
    blueFigureId: blue.id,
    state: writtenValue(started).state,
    version: writtenValue(started).version,
  };
}

/**
 * A legal order for whatever the battle waits for. "fight" attacks whenever it can, so duels end
 * in a few turns; "stall" only passes or defends, so battles last as long as wanted.
 */
export function nextOrder(state: BattleState, style: "fight" | "stall" = "fight"): Order {
  const decision = pendingDecision(state);
  switch (decision.kind) {
    case "initiative":
      return { type: "initiative", side: decision.side, moveFirst: true };
    case "orders": {
      const figure = decision.figures[0];
      if (figure === undefined) throw new Error("no figure awaits orders");
      const options = legalOptions(state, figure);
      if (style === "fight") {
        const target = options.includes("h")
          ? legalAttackTargets(state, figure, "weapon")[0]
          : undefined;
        if (target !== undefined) return { type: "move", figure, option: "h", target };
        if (options.includes("n")) return { type: "move", figure, option: "n" };
        if (options.includes("g")) return { type: "move", figure, option: "g" };
      }
      return { type: "move", figure, option: options.includes("i") ? "i" : "pass" };
    }
    case "act":
      return { type: "act", figure: decision.figure, target: null };
    case "retreat": {
      const right = decision.rights[0];
      if (right === undefined) throw new Error("a retreat with no rights");
      return declineRetreat(right);
    }
    case "ended":
      throw new Error("the battle is over");
  }
}

/**
 * Plays the duel with "stall" orders (sent as Blue's player, dice seeded 0, 1, …) until it
 * reaches `turn`; returns the battle as loaded then.
 */
export async function stallUntilTurn(store: MeleeBattles, battleId: string, turn: number) {
  let loaded = await store.load(battleId);
  for (let i = 0; loaded.state !== null && loaded.state.turn < turn; i++) {
    await store.submitOrder({
      battleId,
      order: nextOrder(loaded.state, "stall"),
      actorId: BLUE_PLAYER,
      dice: new SeededDice(i),
    });
    loaded = await store.load(battleId);
  }
  return loaded;
}

/** A GM ruling that kills the figure outright: ends a duel in one order. */
export function killOrder(figure: string): Order {
  return {
    type: "gm",
    gm: "The GM",
    ruling: { kind: "set-hits", figure, hits: 12 },
    reason: "test",
  };
}

/** What a MELEE write did, applied or (as a duplicate) before; a refusal fails the test. */
export function writtenValue<T, D>(outcome: MeleeOutcome<T, D>): T | D {
  if (outcome.kind === "refused") throw new Error(`refused: ${outcome.refusal.code}`);
  return outcome.value;
}

/** An order that was applied; anything else fails the test. */
export function appliedOrder(outcome: MeleeOutcome<AppliedOrder, RepeatedOrder>): AppliedOrder {
  if (outcome.kind !== "applied") throw new Error(`not applied: ${outcome.kind}`);
  return outcome.value;
}
