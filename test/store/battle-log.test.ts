import { describe, expect, it } from "vitest";
import { duelSetup } from "../../src/computer/duel.ts";
import { chooseOrder } from "../../src/computer/policy.ts";
import {
  applyLoggedOrder,
  type BattleSetup,
  SeededDice,
  startLoggedBattle,
} from "../../src/engine/index.ts";
import { foldEntries } from "../../src/store/battle-log.ts";
import type { LogEntry } from "../../src/store/battle-types.ts";
import { CorruptBattleError } from "../../src/store/errors.ts";
import { human } from "../engine/battle/builders.ts";

const ROW = { actorId: "gm", interactionId: null, createdAt: new Date(0) } as const;
const MELEE = { game: "melee", ruleset: "melee" } as const;

/** A log of just its start, rolled with seed 1. */
function startOf(setup: BattleSetup): LogEntry[] {
  const started = startLoggedBattle(setup, new SeededDice(1));
  const { openingFaces, events } = started;
  return [{ ...ROW, seq: 1, version: 1, kind: "start", setup, openingFaces, events }];
}

describe("folding a stored log", () => {
  it("calls a log whose order left faces unused corrupt, naming the battle", () => {
    const setup = duelSetup(human("Ann"), human("Bob"));
    const started = startLoggedBattle(setup, new SeededDice(1));
    const order = chooseOrder(started.state);
    const applied = applyLoggedOrder(started.state, order, new SeededDice(2));
    const entries: LogEntry[] = [
      {
        ...ROW,
        seq: 1,
        version: 1,
        kind: "start",
        setup,
        openingFaces: started.openingFaces,
        events: started.events,
      },
      {
        ...ROW,
        seq: 2,
        version: 2,
        kind: "order",
        order,
        faces: [...applied.logged.faces, 1],
        events: applied.events,
      },
    ];
    expect(() => foldEntries("battle-1", MELEE, entries)).toThrow(CorruptBattleError);
    expect(() => foldEntries("battle-1", MELEE, entries)).toThrow(
      "Battle battle-1 is corrupt: the log no longer folds: order 1 left 1 logged faces unused",
    );
  });

  it("calls a log of a game this build does not know corrupt, naming the game", () => {
    const entries = startOf(duelSetup(human("Ann"), human("Bob")));
    expect(() => foldEntries("battle-1", { game: "chess", ruleset: "melee" }, entries)).toThrow(
      new CorruptBattleError("battle-1", 'there is no game "chess"'),
    );
    expect(foldEntries("battle-1", MELEE, entries).state.turn).toBe(1);
  });
});
