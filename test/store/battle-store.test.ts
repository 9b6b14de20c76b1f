import { expect, it } from "vitest";
import { MeleeBattles } from "../../src/battles/melee-battles.ts";
import {
  applyLoggedOrder,
  type BattleState,
  hex,
  type Order,
  SeededDice,
  STATE_LAYOUT,
  startLoggedBattle,
} from "../../src/engine/index.ts";
import { foldExport } from "../../src/store/battle-log.ts";
import { type Database, openDatabase } from "../../src/store/database.ts";
import { FigureStore } from "../../src/store/figure-store.ts";
import {
  BLUE_PLAYER,
  GM,
  GUILD,
  killOrder,
  nextOrder,
  RED_PLAYER,
  startDuel,
  swordsman,
  writtenValue,
} from "./battles.ts";
import { battleStorePerTest, describeEachEngine } from "./engines.ts";

/** Plays `count` orders of the simple player; returns the orders with their outcomes. */
async function play(
  store: MeleeBattles,
  battleId: string,
  dice: SeededDice,
  count: number,
  style: "fight" | "stall" = "stall",
) {
  const played: Order[] = [];
  for (let i = 0; i < count; i++) {
    const { state } = await store.load(battleId);
    if (state === null || state.phase.kind === "ended") break;
    const order = nextOrder(state, style);
    const outcome = await store.submitOrder({ battleId, order, actorId: RED_PLAYER, dice });
    expect(outcome.kind).toBe("applied");
    played.push(order);
  }
  return played;
}

describeEachEngine("MeleeBattles", (engine) => {
  let url: string;
  let db: Database;
  let store: MeleeBattles;
  battleStorePerTest(engine, (opened) => ({ url, db, store } = opened));

  it("forms a battle: sides, players and figures copied from the figure store", async () => {
    const figures = new FigureStore(db);
    const ragnar = await figures.create({
      guildId: GUILD,
      ownerId: RED_PLAYER,
      spec: swordsman("Ragnar"),
    });
    const formed = writtenValue(
      await store.create({
        guildId: GUILD,
        channelId: "forming",
        gmId: GM,
        combatType: "death",
        sides: [
          { id: "a", name: "A", entrance: 0 },
          { id: "b", name: "B", entrance: 1 },
        ],
        deadlineSeconds: 300,
      }),
    );
    expect(formed).toMatchObject({ status: "forming", combatType: "death", gmId: GM, lastSeq: 0 });

    await store.join({ battleId: formed.id, userId: RED_PLAYER, sideId: "a" });
    await store.join({ battleId: formed.id, userId: RED_PLAYER, sideId: "b" });
    await expect(
      store.join({ battleId: formed.id, userId: "x", sideId: "c" }),
    ).resolves.toMatchObject({ kind: "refused", refusal: { code: "unknown-side", sideId: "c" } });
    await store.addFigure({
      battleId: formed.id,
      kind: "fighter",
      figureId: ragnar.id,
      sideId: "b",
      position: hex(3, 3),
      facing: 0,
    });
    const withBear = writtenValue(
      await store.addFigure({
        battleId: formed.id,
        kind: "monster",
        monster: "bear",
        name: "Bruin",
        sideId: "a",
        position: hex(3, 6),
        facing: 3,
      }),
    );
    expect(withBear.participants).toEqual([{ userId: RED_PLAYER, sideId: "b" }]);
    expect(
      withBear.figures.map(({ figureKey, kind, name, ownerId, sourceFigureId }) => ({
        figureKey,
        kind,
        name,
        ownerId,
        sourceFigureId,
      })),
    ).toEqual([
      {
        figureKey: "f1",
        kind: "fighter",
        name: "Ragnar",
        ownerId: RED_PLAYER,
        sourceFigureId: ragnar.id,
      },
      { figureKey: "f2", kind: "monster", name: "Bruin", ownerId: null, sourceFigureId: null },
    ]);

    await expect(
      store.addFigure({
        battleId: formed.id,
        kind: "fighter",
        figureId: ragnar.id,
        sideId: "a",
        position: hex(1, 1),
        facing: 0,
      }),
    ).resolves.toMatchObject({
      kind: "refused",
      refusal: { code: "figure-already-entered", name: "Ragnar" },
    });
    await expect(
      store.addFigure({
        battleId: formed.id,
        kind: "monster",
        monster: "wolf",
        name: "W",
        sideId: "a",
        position: hex(3, 3),
        facing: 0,
      }),
    ).resolves.toMatchObject({ kind: "refused", refusal: { code: "start-hex-taken" } });
    await expect(
      store.addFigure({
        battleId: formed.id,
        kind: "fighter",
        figureId: "gone",
        sideId: "a",
        position: hex(1, 1),
        facing: 0,
      }),
    ).resolves.toEqual({ kind: "refused", refusal: { code: "figure-gone" } });

    // The snapshot is the fighter as at the start: gear changed before it counts.
    await figures.updateSpec(ragnar, { ...swordsman("Ragnar"), armor: "chainmail" }, "Chainmail");
    const started = await store.start({
      battleId: formed.id,
      actorId: GM,
      dice: new SeededDice(1),
    });
    expect(writtenValue(started).state.figures.find((f) => f.id === "f1")?.armor).toBe("chainmail");
    const loaded = await store.load(formed.id);
    expect(loaded.battle).toMatchObject({ status: "active", lastSeq: 1 });
    expect(loaded.battle.turnDeadlineAt).toBeInstanceOf(Date);
    expect(loaded.battle.figures[0]?.setup).toMatchObject({
      kind: "fighter",
      spec: { armor: "chainmail" },
    });

    await expect(
      store.join({ battleId: formed.id, userId: "late", sideId: "a" }),
    ).resolves.toMatchObject({
      kind: "refused",
      refusal: { code: "not-forming", status: "active" },
    });
    await expect(
      store.start({ battleId: formed.id, actorId: GM, dice: new SeededDice(1) }),
    ).resolves.toMatchObject({ kind: "refused" });
  });

  it("refuses a start the rules refuse, with their reason, and stays forming", async () => {
    const formed = writtenValue(
      await store.create({
        guildId: GUILD,
        channelId: "lonely",
        gmId: GM,
        combatType: "arena",
        sides: [
          { id: "a", name: "A", entrance: 0 },
          { id: "b", name: "B", entrance: 1 },
        ],
      }),
    );
    await store.addFigure({
      battleId: formed.id,
      kind: "monster",
      monster: "wolf",
      name: "W",
      sideId: "a",
      position: hex(2, 2),
      facing: 0,
    });
    await expect(
      store.start({ battleId: formed.id, actorId: GM, dice: new SeededDice(1) }),
    ).resolves.toMatchObject({
      kind: "refused",
      refusal: { code: "rules", reason: 'Side "b" has no figures.' },
    });
    expect((await store.load(formed.id)).battle.status).toBe("forming");
  });

  it("keeps one open battle per channel, enforced by the database", async () => {
    const sides = [
      { id: "a", name: "A", entrance: 0 },
      { id: "b", name: "B", entrance: 1 },
    ];
    const input = {
      guildId: GUILD,
      channelId: "busy",
      gmId: GM,
      combatType: "arena" as const,
      sides,
    };
    const results = await Promise.all([
      store.create(input),
      store.create(input),
      store.create(input),
    ]);
    expect(results.filter((r) => r.kind === "applied")).toHaveLength(1);
    for (const r of results) {
      if (r.kind === "refused") expect(r.refusal).toEqual({ code: "channel-busy" });
    }
    const open = await store.activeInChannel(GUILD, "busy");
    expect(open?.status).toBe("forming");
    // The unique index itself refuses a second open battle, whatever the code above it does.
    await expect(
      db.prisma.battle.create({
        data: {
          guildId: GUILD,
          channelId: "busy",
          activeChannelKey: `${GUILD}:busy`,
          status: "forming",
          combatType: "arena",
          gmId: GM,
          sides: "[]",
        },
      }),
    ).rejects.toMatchObject({ code: "P2002" });
    // Other channels and threads are free.
    await store.create({ ...input, channelId: "thread-1" });
  });

  it("applies orders with their dice, and the state is always the fold of the log", async () => {
    const duel = await startDuel(db, store, { seed: 11 });
    const dice = new SeededDice(99);
    await play(store, duel.battleId, dice, 9, "fight");

    const loaded = await store.load(duel.battleId);
    const folded = await store.foldLog(duel.battleId);
    expect(loaded.state).toEqual(folded);

    // What each stored event says happened is what folding it again produces.
    const log = await store.log(duel.battleId);
    expect(log.entries.map((e) => e.seq)).toEqual(log.entries.map((_, i) => i + 1));
    const start = log.entries[0];
    if (start?.kind !== "start") throw new Error("no start");
    let state = startLoggedBattle(start.setup, new SeededDice(7)).state;
    for (const entry of log.entries.slice(1)) {
      if (entry.kind !== "order" && entry.kind !== "gm") continue;
      const { SeededDice: _unused, ForcedDice } = await import("../../src/engine/index.ts");
      const result = applyLoggedOrder(state, entry.order, new ForcedDice(entry.faces));
      expect(result.events).toEqual(entry.events);
      state = result.state;
    }
    expect(state).toEqual(loaded.state);

    // A missing or stale snapshot is re-derived from the log and cached again.
    await db.prisma.battle.update({
      where: { id: duel.battleId },
      data: { snapshot: null, snapshotVersion: null },
    });
    expect((await store.load(duel.battleId)).state).toEqual(folded);
    const row = await db.prisma.battle.findUniqueOrThrow({ where: { id: duel.battleId } });
    expect(row.snapshotVersion).toBe(row.version);

    // So is a current snapshot cached by an older engine, in another layout of the state.
    const older = JSON.parse(row.snapshot ?? "null");
    delete older.layout;
    older.turnState.chosen = {};
    await db.prisma.battle.update({
      where: { id: duel.battleId },
      data: { snapshot: JSON.stringify(older) },
    });
    expect((await store.load(duel.battleId)).state).toEqual(folded);
    const recached = await db.prisma.battle.findUniqueOrThrow({ where: { id: duel.battleId } });
    expect(JSON.parse(recached.snapshot ?? "null").layout).toBe(STATE_LAYOUT);
  });

  it("survives a restart mid-turn with the same state, and plays on exactly as without it", async () => {
    const duel = await startDuel(db, store, { seed: 5 });
    // An uninterrupted run with the same dice, in memory, is the reference.
    const reference = new SeededDice(1234);
    const orders: Order[] = [];
    let expected: BattleState = duel.state;
    for (let i = 0; i < 8; i++) {
      const order = nextOrder(expected, "fight");
      orders.push(order);
      expected = applyLoggedOrder(expected, order, reference).state;
    }

    const dice = new SeededDice(1234);
    for (const order of orders.slice(0, 2)) {
      await store.submitOrder({ battleId: duel.battleId, order, actorId: RED_PLAYER, dice });
    }
    const before = await store.load(duel.battleId);
    expect(before.state?.phase).toMatchObject({ kind: "movement", index: 1 }); // mid-turn
    await db.close();

    db = await openDatabase(url);
    store = new MeleeBattles(db);
    const after = await store.load(duel.battleId);
    expect(after.state).toEqual(before.state);
    expect(after.version).toBe(before.version);
    expect((await store.activeInChannel(GUILD, duel.channelId))?.id).toBe(duel.battleId);
    for (const order of orders.slice(2)) {
      await store.submitOrder({ battleId: duel.battleId, order, actorId: RED_PLAYER, dice });
    }
    expect((await store.load(duel.battleId)).state).toEqual(expected);
  });

  it("refuses an illegal order with the rules' reason and writes nothing", async () => {
    const duel = await startDuel(db, store);
    const before = await db.prisma.battle.findUniqueOrThrow({ where: { id: duel.battleId } });
    const outcome = await store.submitOrder({
      battleId: duel.battleId,
      order: { type: "act", figure: "f1", target: null },
      actorId: RED_PLAYER,
      interactionId: "i-illegal",
      dice: new SeededDice(1),
    });
    expect(outcome).toEqual({
      kind: "refused",
      refusal: { code: "rules", reason: "That figure is not waiting to act." },
    });
    const after = await db.prisma.battle.findUniqueOrThrow({ where: { id: duel.battleId } });
    expect(after).toEqual(before);
    expect(await db.prisma.battleEvent.count({ where: { battleId: duel.battleId } })).toBe(1);
    expect(
      await db.prisma.processedInteraction.count({ where: { interactionId: "i-illegal" } }),
    ).toBe(0);
  });

  it("applies an interaction delivered twice once, and answers the second from the record", async () => {
    const duel = await startDuel(db, store);
    const order = nextOrder(duel.state);
    const submit = () =>
      store.submitOrder({
        battleId: duel.battleId,
        order,
        actorId: RED_PLAYER,
        interactionId: "interaction-1",
        dice: new SeededDice(3),
      });
    const first = await submit();
    const second = await submit();
    if (first.kind !== "applied") throw new Error(`not applied: ${first.kind}`);
    expect(second).toEqual({
      kind: "duplicate",
      value: { events: first.value.events, version: first.value.version, seq: first.value.seq },
    });
    expect(await db.prisma.battleEvent.count({ where: { battleId: duel.battleId } })).toBe(2);
    expect((await store.load(duel.battleId)).version).toBe(first.value.version);

    // An order that would still be legal a second time is not applied twice either: the
    // redelivery's write trips the interaction's key and is rolled back whole.
    const ruling: Order = {
      type: "gm",
      gm: "The GM",
      ruling: { kind: "set-hits", figure: "f1", hits: 2 },
    };
    const rule = () =>
      store.submitOrder({
        battleId: duel.battleId,
        order: ruling,
        actorId: GM,
        interactionId: "ruling-1",
        dice: new SeededDice(3),
      });
    const ruled = await rule();
    expect(ruled.kind).toBe("applied");
    expect((await rule()).kind).toBe("duplicate");
    expect(await db.prisma.battleEvent.count({ where: { battleId: duel.battleId } })).toBe(3);
    expect((await store.load(duel.battleId)).version).toBe(
      ruled.kind === "applied" ? ruled.value.version : -1,
    );

    // The same holds for the other writes: a redelivered undo undoes once.
    await play(store, duel.battleId, new SeededDice(4), 3);
    const undo = () =>
      store.undo({
        battleId: duel.battleId,
        steps: 1,
        gmId: GM,
        reason: "misclick",
        interactionId: "undo-1",
      });
    expect((await undo()).kind).toBe("applied");
    const again = await undo();
    expect(again.kind).toBe("duplicate");
    expect(await db.prisma.battleEvent.count({ where: { battleId: duel.battleId } })).toBe(5);
  });

  it("checks a stale order again: applies it if still legal, else reports the conflict", async () => {
    const duel = await startDuel(db, store);
    const initiative = nextOrder(duel.state);
    const dice = new SeededDice(8);
    const applied = await store.submitOrder({
      battleId: duel.battleId,
      order: initiative,
      actorId: RED_PLAYER,
      expectedVersion: duel.version,
      dice,
    });
    expect(applied.kind).toBe("applied");

    // The same button pressed by someone who still saw the old version: already done.
    const again = await store.submitOrder({
      battleId: duel.battleId,
      order: initiative,
      actorId: BLUE_PLAYER,
      expectedVersion: duel.version,
      dice,
    });
    expect(again).toMatchObject({
      kind: "refused",
      refusal: {
        code: "conflict",
        refusal: { code: "rules", reason: "Initiative is not being chosen now." },
      },
    });
    if (again.kind !== "refused" || again.refusal.code !== "conflict" || applied.kind !== "applied")
      throw new Error("unexpected");
    expect(again.refusal.version).toBe(applied.value.version);
    expect(again.refusal.state).toEqual(applied.value.state);

    // A stale view whose order still fits the new state goes through.
    const { state } = await store.load(duel.battleId);
    if (state === null) throw new Error("no state");
    const move = await store.submitOrder({
      battleId: duel.battleId,
      order: nextOrder(state),
      actorId: RED_PLAYER,
      expectedVersion: duel.version,
      dice,
    });
    expect(move.kind).toBe("applied");
  });

  it("finds the channel's battle loaded in one read, as load has it", async () => {
    const duel = await startDuel(db, store);
    const loaded = await store.loadActiveIn(GUILD, duel.channelId);
    expect(loaded).toEqual(await store.load(duel.battleId));
    expect(await store.loadActiveIn(GUILD, "no-battle-here")).toBeNull();
  });

  it("checks an order against the caller's read, and against a fresh one once the battle moved on", async () => {
    const duel = await startDuel(db, store);
    const read = await store.load(duel.battleId);
    if (read.state === null) throw new Error("no state");
    const dice = new SeededDice(8);
    const initiative = nextOrder(read.state);
    const applied = await store.submitOrder({
      battleId: duel.battleId,
      order: initiative,
      actorId: RED_PLAYER,
      dice,
      read,
    });
    expect(applied).toMatchObject({ kind: "applied", value: { version: read.version + 1 } });

    // The same read again: the order fitted it, but the battle has moved on, so it is refused
    // against the battle as it now is, and nothing is written.
    const again = await store.submitOrder({
      battleId: duel.battleId,
      order: initiative,
      actorId: BLUE_PLAYER,
      dice,
      read,
    });
    expect(again).toMatchObject({
      kind: "refused",
      refusal: {
        code: "conflict",
        refusal: { code: "rules", reason: "Initiative is not being chosen now." },
      },
    });
    const now = await store.load(duel.battleId);
    expect(now.version).toBe(read.version + 1);
    if (now.state === null) throw new Error("no state");

    // An order that fits the battle as it now is goes through despite the old read.
    const move = await store.submitOrder({
      battleId: duel.battleId,
      order: nextOrder(now.state),
      actorId: RED_PLAYER,
      dice,
      read,
    });
    expect(move).toMatchObject({ kind: "applied", value: { version: read.version + 2 } });
    const after = await store.load(duel.battleId);
    expect(after.state).toEqual(await store.foldLog(duel.battleId));
    expect(after.battle.lastSeq).toBe(read.battle.lastSeq + 2);
  });

  it("undoes the last steps into an audit trail, and redo restores the very same state", async () => {
    const duel = await startDuel(db, store, { seed: 21 });
    const dice = new SeededDice(77);
    await play(store, duel.battleId, dice, 4, "fight");
    const middle = await store.load(duel.battleId);
    await play(store, duel.battleId, dice, 3, "fight");
    await store.pause({ battleId: duel.battleId, gmId: GM, reason: "checking the rules" });
    const end = await store.load(duel.battleId);
    const logBefore = await store.log(duel.battleId);

    await expect(
      store.undo({ battleId: duel.battleId, steps: 99, gmId: GM, reason: "x" }),
    ).resolves.toMatchObject({ kind: "refused", refusal: { code: "too-few-steps", available: 7 } });
    const undone = await store.undo({
      battleId: duel.battleId,
      steps: 3,
      gmId: GM,
      reason: "wrong figure",
    });
    expect(writtenValue(undone).state).toEqual(middle.state);
    const afterUndo = await store.load(duel.battleId);
    expect(afterUndo.state).toEqual(middle.state);
    expect(afterUndo.battle.status).toBe("paused"); // status is not part of the fold
    expect(afterUndo.battle.lastSeq).toBe(5);
    expect(await store.foldLog(duel.battleId)).toEqual(middle.state);

    // Nothing is destroyed: the three orders and the pause after them are in the audit trail.
    const log = await store.log(duel.battleId);
    expect(log.entries.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(log.undos).toHaveLength(1);
    expect(log.undos[0]).toMatchObject({
      gmId: GM,
      reason: "wrong figure",
      steps: 3,
      fromSeq: 6,
      toSeq: 9,
      redoneAt: null,
    });
    expect(log.undos[0]?.entries).toEqual(logBefore.entries.slice(5));

    const redone = await store.redo({ battleId: duel.battleId, gmId: GM });
    expect(writtenValue(redone).redone).toBe(3);
    expect(writtenValue(redone).state).toEqual(end.state);
    expect((await store.load(duel.battleId)).state).toEqual(end.state);
    expect((await store.log(duel.battleId)).entries).toEqual(logBefore.entries);
    await expect(store.redo({ battleId: duel.battleId, gmId: GM })).resolves.toMatchObject({
      kind: "refused",
      refusal: { code: "nothing-to-redo" },
    });

    // Undo, then play on: that undo can no longer be redone.
    await store.undo({ battleId: duel.battleId, steps: 1, gmId: GM, reason: "again" });
    await store.resume({ battleId: duel.battleId, gmId: GM });
    await play(store, duel.battleId, dice, 1, "fight");
    await expect(store.redo({ battleId: duel.battleId, gmId: GM })).resolves.toMatchObject({
      kind: "refused",
      refusal: { code: "moved-on-since-undo" },
    });
  });

  it("re-submitting undone orders with their recorded dice reproduces the state", async () => {
    const duel = await startDuel(db, store, { seed: 3 });
    await play(store, duel.battleId, new SeededDice(5), 6, "fight");
    const before = await store.load(duel.battleId);
    const { entries } = await store.log(duel.battleId);
    await store.undo({ battleId: duel.battleId, steps: 2, gmId: GM, reason: "redo by hand" });
    const { ForcedDice } = await import("../../src/engine/index.ts");
    for (const entry of entries.slice(-2)) {
      if (entry.kind !== "order" && entry.kind !== "gm") throw new Error("not an order");
      const outcome = await store.submitOrder({
        battleId: duel.battleId,
        order: entry.order,
        actorId: entry.actorId,
        dice: new ForcedDice(entry.faces),
      });
      expect(outcome.kind).toBe("applied");
    }
    expect((await store.load(duel.battleId)).state).toEqual(before.state);
  });

  it("ends the battle and awards EP in the same transaction, with the battle in each history", async () => {
    const duel = await startDuel(db, store, { combatType: "death" });
    const outcome = await store.submitOrder({
      battleId: duel.battleId,
      order: killOrder("f2"),
      actorId: GM,
      interactionId: "the-end",
      dice: new SeededDice(1),
    });
    if (outcome.kind !== "applied") throw new Error(outcome.kind);
    expect(outcome.value.state.phase).toEqual({ kind: "ended", winner: "red" });
    expect(outcome.value.ended).toEqual({
      winner: "red",
      awards: expect.arrayContaining([
        { figureKey: "f1", figureId: duel.redFigureId, awarded: 50, applied: 50, epAfter: 50 },
        { figureKey: "f2", figureId: duel.blueFigureId, awarded: 0, applied: 0, epAfter: 0 },
      ]),
    });

    const figures = new FigureStore(db);
    expect((await figures.getById(duel.redFigureId))?.ep).toBe(50);
    expect((await figures.history(duel.redFigureId)).at(-1)).toMatchObject({
      kind: "ep",
      epDelta: 50,
      battleId: duel.battleId,
      detail: `Death combat (battle ${duel.battleId}): +50 EP`,
    });
    expect((await figures.history(duel.blueFigureId)).at(-1)).toMatchObject({
      kind: "ep",
      epDelta: 0,
      battleId: duel.battleId,
    });

    const ended = await store.load(duel.battleId);
    expect(ended.battle).toMatchObject({ status: "ended", winner: "red", turnDeadlineAt: null });
    expect(ended.battle.endedAt).toBeInstanceOf(Date);
    expect(await store.activeInChannel(GUILD, duel.channelId)).toBeNull();
    const late = await store.submitOrder({
      battleId: duel.battleId,
      order: nextOrder(duel.state),
      actorId: RED_PLAYER,
      dice: new SeededDice(1),
    });
    expect(late).toEqual({
      kind: "refused",
      refusal: { code: "not-running", status: "ended" },
    });
    await expect(
      store.undo({ battleId: duel.battleId, steps: 1, gmId: GM, reason: "x" }),
    ).resolves.toMatchObject({ kind: "refused", refusal: { code: "ended-cannot-undo" } });

    // EP is not awarded twice when the ending interaction is delivered again.
    const again = await store.submitOrder({
      battleId: duel.battleId,
      order: killOrder("f2"),
      actorId: GM,
      interactionId: "the-end",
      dice: new SeededDice(1),
    });
    expect(again.kind).toBe("duplicate");
    expect((await figures.getById(duel.redFigureId))?.ep).toBe(50);
  });

  it("stops the arena runaway's −10 EP at 0", async () => {
    const duel = await startDuel(db, store, { combatType: "arena", redEp: 4, redAtDoor: true });
    let { state } = duel;
    const dice = new SeededDice(2);
    let outcome = await store.submitOrder({
      battleId: duel.battleId,
      order: nextOrder(state),
      actorId: RED_PLAYER,
      dice,
    });
    // Play until Red may move, then leave by its own door.
    for (let i = 0; i < 10 && outcome.kind === "applied"; i++) {
      state = outcome.value.state;
      const decision = (await import("../../src/engine/index.ts")).pendingDecision(state);
      const order: Order =
        decision.kind === "orders" && decision.figures.includes("f1")
          ? { type: "move", figure: "f1", option: "a", leave: true }
          : nextOrder(state, "stall");
      outcome = await store.submitOrder({
        battleId: duel.battleId,
        order,
        actorId: RED_PLAYER,
        dice,
      });
      if (outcome.kind === "applied" && outcome.value.ended) break;
    }
    if (outcome.kind !== "applied" || outcome.value.ended === null) throw new Error("did not end");
    expect(outcome.value.ended.awards).toContainEqual({
      figureKey: "f1",
      figureId: duel.redFigureId,
      awarded: -10,
      applied: -4,
      epAfter: 0,
    });
    const figures = new FigureStore(db);
    const history = await figures.history(duel.redFigureId);
    expect(history.at(-1)).toMatchObject({ epDelta: -4, battleId: duel.battleId });
    expect(history.at(-1)?.detail).toContain("EP stops at 0");
    expect(history.reduce((sum, h) => sum + h.epDelta, 0)).toBe(0);
  });

  it("pauses, resumes and abandons, logging the GM's controls", async () => {
    const duel = await startDuel(db, store);
    await store.pause({ battleId: duel.battleId, gmId: GM, reason: "dinner" });
    const paused = await store.submitOrder({
      battleId: duel.battleId,
      order: nextOrder(duel.state),
      actorId: RED_PLAYER,
      dice: new SeededDice(1),
    });
    expect(paused).toEqual({
      kind: "refused",
      refusal: { code: "not-running", status: "paused" },
    });
    await expect(store.pause({ battleId: duel.battleId, gmId: GM })).resolves.toMatchObject({
      kind: "refused",
    });
    await store.resume({ battleId: duel.battleId, gmId: GM });
    expect(
      (
        await store.submitOrder({
          battleId: duel.battleId,
          order: nextOrder(duel.state),
          actorId: RED_PLAYER,
          dice: new SeededDice(1),
        })
      ).kind,
    ).toBe("applied");
    const abandoned = writtenValue(
      await store.abandon({
        battleId: duel.battleId,
        gmId: GM,
        reason: "players left",
      }),
    );
    expect(abandoned).toMatchObject({ status: "ended", winner: null });
    const { entries } = await store.log(duel.battleId);
    expect(
      entries.map((e) => (e.kind === "control" ? `control:${e.action}:${e.reason}` : e.kind)),
    ).toEqual([
      "start",
      "control:pause:dinner",
      "control:resume:null",
      "order",
      "control:abandon:players left",
    ]);
    expect((await new FigureStore(db).getById(duel.redFigureId))?.ep).toBe(0);
    expect(await store.foldLog(duel.battleId)).toEqual((await store.load(duel.battleId)).state);
  });

  it("keeps finished battles readable: list, log and an export that folds to the same state", async () => {
    const channelId = "history";
    const first = await startDuel(db, store, { channelId, combatType: "death" });
    await play(store, first.battleId, new SeededDice(6), 3, "fight");
    await store.undo({ battleId: first.battleId, steps: 1, gmId: GM, reason: "oops" });
    await store.submitOrder({
      battleId: first.battleId,
      order: killOrder("f1"),
      actorId: GM,
      dice: new SeededDice(1),
    });
    const second = await startDuel(db, store, { channelId });

    const listed = await store.listBattles(GUILD, channelId);
    expect(listed.map((b) => [b.id, b.status])).toEqual([
      [second.battleId, "active"],
      [first.battleId, "ended"],
    ]);

    const exported = await store.exportBattle(first.battleId);
    const json = JSON.parse(JSON.stringify(exported));
    expect(json).toMatchObject({
      format: "melee-bot/battle",
      formatVersion: 1,
      battle: { id: first.battleId, status: "ended", winner: "blue", combatType: "death" },
    });
    expect(json.log.map((e: { seq: number }) => e.seq)).toEqual([1, 2, 3, 4]);
    expect(json.undone).toHaveLength(1);
    expect(json.undone[0].log).toHaveLength(1);
    const ended = await store.load(first.battleId);
    expect(foldExport(json)).toEqual(ended.state);
    expect(ended.state?.phase).toEqual({ kind: "ended", winner: "blue" });
  });

  it("awards nothing to a figure deleted during the battle", async () => {
    const duel = await startDuel(db, store, { combatType: "death" });
    await new FigureStore(db).delete(duel.redFigureId);
    const outcome = await store.submitOrder({
      battleId: duel.battleId,
      order: killOrder("f2"),
      actorId: GM,
      dice: new SeededDice(1),
    });
    if (outcome.kind !== "applied") throw new Error(outcome.kind);
    expect(outcome.value.ended?.awards.map((a) => a.figureKey)).toEqual(["f2"]);
    expect((await store.load(duel.battleId)).battle.figures[0]?.sourceFigureId).toBeNull();
  });
});
