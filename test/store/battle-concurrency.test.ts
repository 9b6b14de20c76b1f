import { expect, it } from "vitest";
import { MeleeBattles } from "../../src/battles/melee-battles.ts";
import type { MeleeOutcome } from "../../src/battles/outcome.ts";
import { type Order, SeededDice } from "../../src/engine/index.ts";
import type { AppliedOrder, RepeatedOrder } from "../../src/store/battle-types.ts";
import { type Database, openDatabase } from "../../src/store/database.ts";
import type { BattleRefusal } from "../../src/store/refusals.ts";
import { nextOrder, RED_PLAYER, startDuel } from "./battles.ts";
import { battleStorePerTest, describeEachEngine } from "./engines.ts";

/** The log is 1…n with no gap or repeat, and folds to the state the store serves. */
async function expectConsistent(db: Database, store: MeleeBattles, battleId: string) {
  const rows = await db.prisma.battleEvent.findMany({
    where: { battleId },
    orderBy: { seq: "asc" },
  });
  expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
  const loaded = await store.load(battleId);
  expect(loaded.battle.lastSeq).toBe(rows.length);
  expect(await store.foldLog(battleId)).toEqual(loaded.state);
  return rows;
}

type OrderOutcome = MeleeOutcome<AppliedOrder, RepeatedOrder>;

/** A refused order is a conflict when the battle moved on under it, else illegal. */
const kindOf = (o: OrderOutcome) =>
  o.kind !== "refused" ? o.kind : o.refusal.code === "conflict" ? "conflict" : "illegal";

/** Why an order was refused: for a conflict, why it no longer fits. */
const reasonOf = (refusal: BattleRefusal) =>
  refusal.code === "conflict" ? refusal.refusal : refusal;

const count = (outcomes: OrderOutcome[], kind: ReturnType<typeof kindOf>) =>
  outcomes.filter((o) => kindOf(o) === kind).length;

describeEachEngine("Concurrent commands", (engine) => {
  let url: string;
  let db: Database;
  let store: MeleeBattles;
  battleStorePerTest(engine, (opened) => ({ url, db, store } = opened));

  it("applies exactly one of 20 conflicting commands; the rest are told it was already done", async () => {
    const duel = await startDuel(db, store);
    const order = nextOrder(duel.state); // the initiative winner's choice
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.submitOrder({
          battleId: duel.battleId,
          order,
          actorId: `clicker-${i}`,
          interactionId: `click-${i}`,
          expectedVersion: duel.version,
          dice: new SeededDice(i),
        }),
      ),
    );
    expect(count(outcomes, "applied")).toBe(1);
    expect(count(outcomes, "conflict")).toBe(19);
    for (const o of outcomes) {
      if (o.kind === "refused") {
        expect(o.refusal.code).toBe("conflict");
        expect(reasonOf(o.refusal)).toEqual({
          code: "rules",
          reason: "Initiative is not being chosen now.",
        });
      }
    }
    const rows = await expectConsistent(db, store, duel.battleId);
    expect(rows).toHaveLength(2);
    expect(await db.prisma.processedInteraction.count({ where: { battleId: duel.battleId } })).toBe(
      1,
    );
  });

  it("sorts 20 racing deliveries into one applied, its redeliveries, and conflicts", async () => {
    const duel = await startDuel(db, store);
    const decision = nextOrder(duel.state);
    if (decision.type !== "initiative") throw new Error("expected the initiative choice");
    const other: Order = { ...decision, moveFirst: !decision.moveFirst };
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.submitOrder({
          battleId: duel.battleId,
          // Ten deliveries of one interaction, ten other interactions choosing the opposite.
          order: i % 2 === 0 ? decision : other,
          actorId: RED_PLAYER,
          interactionId: i % 2 === 0 ? "the-interaction" : `other-${i}`,
          expectedVersion: duel.version,
          dice: new SeededDice(i),
        }),
      ),
    );
    expect(count(outcomes, "applied")).toBe(1);
    expect(count(outcomes, "illegal")).toBe(0);
    const winner = outcomes.findIndex((o) => o.kind === "applied");
    const winnerWasRedelivered = winner % 2 === 0;
    expect(count(outcomes, "duplicate")).toBe(winnerWasRedelivered ? 9 : 0);
    expect(count(outcomes, "conflict")).toBe(winnerWasRedelivered ? 10 : 19);
    const applied = outcomes[winner];
    for (const o of outcomes) {
      if (o.kind === "duplicate" && applied?.kind === "applied") {
        expect(o).toEqual({
          kind: "duplicate",
          value: {
            events: applied.value.events,
            version: applied.value.version,
            seq: applied.value.seq,
          },
        });
      }
    }
    expect(await expectConsistent(db, store, duel.battleId)).toHaveLength(2);
  });

  it("loses nothing and doubles nothing when four players race through a battle", async () => {
    const duel = await startDuel(db, store);
    // Each player reads the state, decides, and submits against the version it read; whoever
    // is beaten reads again. Forty orders get through, whatever the interleaving.
    const target = 40;
    let applied = 0;
    const appliedSeqs: number[] = [];
    const player = async (p: number) => {
      const dice = new SeededDice(100 + p);
      for (let turn = 0; applied < target; turn++) {
        const { state, version } = await store.load(duel.battleId);
        if (state === null || state.phase.kind === "ended") return;
        const outcome = await store.submitOrder({
          battleId: duel.battleId,
          order: nextOrder(state, "stall"),
          actorId: `player-${p}`,
          interactionId: `player-${p}-${turn}`,
          expectedVersion: version,
          dice,
        });
        expect(outcome.kind).not.toBe("illegal");
        if (outcome.kind === "applied") {
          applied += 1;
          appliedSeqs.push(outcome.value.seq);
        }
      }
    };
    await Promise.all([0, 1, 2, 3].map(player));
    const rows = await expectConsistent(db, store, duel.battleId);
    expect(appliedSeqs.sort((a, b) => a - b)).toEqual(rows.slice(1).map((r) => r.seq));
    expect(await db.prisma.processedInteraction.count({ where: { battleId: duel.battleId } })).toBe(
      appliedSeqs.length,
    );
  });

  it("has the database refuse a second event at a seq already taken", async () => {
    const duel = await startDuel(db, store);
    await expect(
      db.prisma.battleEvent.create({
        data: {
          battleId: duel.battleId,
          seq: 1,
          kind: "order",
          payload: "{}",
          actorId: "x",
          version: 99,
        },
      }),
    ).rejects.toMatchObject({ code: "P2002" });
  });

  it.skipIf(engine.provider !== "postgresql")(
    "serialises two processes' clients on one database (as shards would)",
    async () => {
      const duel = await startDuel(db, store);
      const otherDb = await openDatabase(url);
      try {
        const other = new MeleeBattles(otherDb);
        const order = nextOrder(duel.state);
        const outcomes = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            (i % 2 === 0 ? store : other).submitOrder({
              battleId: duel.battleId,
              order,
              actorId: RED_PLAYER,
              interactionId: `shard-${i}`,
              dice: new SeededDice(i),
            }),
          ),
        );
        // No expected version given: a loser that lost a race mid-write is a conflict; one that
        // read the state after the winner wrote is simply refused by the rules.
        expect(count(outcomes, "applied")).toBe(1);
        expect(count(outcomes, "conflict") + count(outcomes, "illegal")).toBe(19);
        for (const o of outcomes) {
          if (o.kind === "refused") {
            expect(reasonOf(o.refusal)).toEqual({
              code: "rules",
              reason: "Initiative is not being chosen now.",
            });
          }
        }
        expect(await expectConsistent(db, other, duel.battleId)).toHaveLength(2);
      } finally {
        await otherDb.close();
      }
    },
  );
});
