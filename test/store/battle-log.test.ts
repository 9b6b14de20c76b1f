import { describe, expect, it } from "vitest";
import { duelSetup } from "../../src/computer/duel.ts";
import { chooseOrder } from "../../src/computer/policy.ts";
import { applyLoggedOrder, SeededDice, startLoggedBattle } from "../../src/engine/index.ts";
import { foldEntries } from "../../src/store/battle-log.ts";
import type { LogEntry } from "../../src/store/battle-types.ts";
import { CorruptBattleError } from "../../src/store/errors.ts";
import { human } from "../engine/battle/builders.ts";

const ROW = { actorId: "gm", interactionId: null, createdAt: new Date(0) } as const;

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
    expect(() => foldEntries("battle-1", entries)).toThrow(CorruptBattleError);
    expect(() => foldEntries("battle-1", entries)).toThrow(
      "Battle battle-1 is corrupt: the log no longer folds: replay: an order left 1 logged faces unused",
    );
  });
});
