/**
 * The battle service for games other than MELEE, over the store on both engines: forming, the
 * start, orders only from a seat's player or the GM, one outcome type, idempotent interactions,
 * one open battle per channel whatever its game, taking back, the computer's seats, deadlines.
 */
import { expect, it } from "vitest";
import type { GameBattles } from "../../src/battles/game-battles.ts";
import { MeleeBattles } from "../../src/battles/melee-battles.ts";
import { FLAVIUS, RAGNAR } from "../../src/engine/index.ts";
import { QUICK_COMBAT_PLAY } from "../../src/games/quick-combat/play.ts";
import type { Database } from "../../src/store/database.ts";
import { BattleNotFoundError } from "../../src/store/errors.ts";
import { COMPUTER_ACTOR, DEADLINE_ACTOR } from "../../src/store/log-actors.ts";
import { describeEachEngine } from "../store/engines.ts";
import {
  ANN,
  BOB,
  CHANNEL,
  CY,
  done,
  GM,
  GUILD,
  gameBattlesPerTest,
  startedLaMame,
} from "./game-battles.ts";

describeEachEngine("GameBattles", (engine) => {
  let db: Database;
  let service: GameBattles;
  gameBattlesPerTest(engine, (opened) => ({ db, service } = opened));

  it("keeps a seat's own options under its seat's name, beside the battle's, for the set-up", async () => {
    const opened = done(
      await service.open({
        game: "quick-combat",
        seats: 2,
        options: { a: "ragnar" },
        guildId: GUILD,
        channelId: CHANNEL,
        gmId: GM,
      }),
    );
    const own = { ...FLAVIUS, name: "Ann's own" };
    const { battleId } = opened;
    done(
      await service.takeSeat({
        battleId,
        playerId: ANN,
        seat: "b",
        seatOptions: { figure: JSON.stringify(own) },
      }),
    );
    done(await service.takeSeat({ battleId, playerId: BOB }));
    expect((await service.load(battleId)).battle.options).toEqual({
      a: "ragnar",
      "b.figure": JSON.stringify(own),
    });
    const { battle } = await service.load(battleId);
    expect(QUICK_COMBAT_PLAY.setup(["a", "b"], battle.options)).toEqual({ a: RAGNAR, b: own });
  });

  it("opens a game with seats, seats players once each, and keeps one open battle per channel", async () => {
    const opened = await service.open({
      game: "la-mame",
      seats: 3,
      guildId: GUILD,
      channelId: CHANNEL,
      gmId: GM,
      interactionId: "open-1",
    });
    expect(opened.kind).toBe("applied");
    const again = await service.open({
      game: "la-mame",
      seats: 3,
      guildId: GUILD,
      channelId: CHANNEL,
      gmId: GM,
      interactionId: "open-1",
    });
    expect(again).toEqual({ kind: "duplicate", value: done(opened) });
    const busy = await service.open({
      game: "ur-quan",
      seats: 2,
      guildId: GUILD,
      channelId: CHANNEL,
      gmId: BOB,
    });
    expect(busy).toEqual({ kind: "refused", refusal: { code: "channel-busy", game: "la-mame" } });
    expect(
      await service.open({ game: "chess", seats: 2, guildId: GUILD, channelId: "c2", gmId: GM }),
    ).toEqual({ kind: "refused", refusal: { code: "unknown-game", game: "chess" } });
    expect(
      await service.open({ game: "la-mame", seats: 5, guildId: GUILD, channelId: "c2", gmId: GM }),
    ).toEqual({ kind: "refused", refusal: { code: "bad-seat-count", min: 2, max: 4 } });

    const battleId = done(opened).battleId;
    done(await service.takeSeat({ battleId, playerId: ANN }));
    expect(await service.takeSeat({ battleId, playerId: ANN })).toEqual({
      kind: "refused",
      refusal: { code: "already-seated", seat: "north" },
    });
    expect(await service.takeSeat({ battleId, playerId: BOB, seat: "north" })).toEqual({
      kind: "refused",
      refusal: { code: "seat-taken", seat: "north" },
    });
    done(await service.takeSeat({ battleId, playerId: BOB, seat: "south" }));
    expect(await service.start({ battleId, by: GM })).toEqual({
      kind: "refused",
      refusal: { code: "seats-empty", seats: ["east"] },
    });
    expect(await service.fillWithComputers({ battleId, by: ANN })).toEqual({
      kind: "refused",
      refusal: { code: "gm-only" },
    });
    const loaded = await service.load(battleId);
    expect(loaded.battle.seats).toEqual([
      { id: "north", playerId: ANN, computer: false },
      { id: "east", playerId: null, computer: false },
      { id: "south", playerId: BOB, computer: false },
    ]);
    expect(loaded.battle.status).toBe("forming");
  });

  it("takes orders only from the seat's player or the GM, and only from a seat awaited", async () => {
    const battleId = await startedLaMame(service, [ANN, BOB]);
    expect(await service.awaited(battleId)).toEqual([
      { seat: "north", decision: "initial build", playerId: ANN, computer: false },
    ]);
    const before = await service.load(battleId);
    expect(
      await service.submit({ battleId, actorId: BOB, order: { type: "pass", by: "north" } }),
    ).toEqual({ kind: "refused", refusal: { code: "not-your-seat", seat: "north" } });
    expect(
      await service.submit({ battleId, actorId: BOB, order: { type: "pass", by: "east" } }),
    ).toEqual({
      kind: "refused",
      refusal: { code: "not-awaited", seat: "east", awaited: ["north"] },
    });
    const rules = await service.submit({
      battleId,
      actorId: ANN,
      order: { type: "build", by: "north", unit: "knight", area: "castle-2" },
    });
    expect(rules.kind).toBe("refused");
    expect(rules.kind === "refused" && rules.refusal.code).toBe("rules");
    expect((await service.load(battleId)).battle.version).toBe(before.battle.version);

    const passed = await service.submit({
      battleId,
      actorId: ANN,
      order: { type: "pass", by: "north" },
      interactionId: "pass-1",
    });
    expect(done(passed).steps).toEqual([
      expect.objectContaining({
        seq: 2,
        actorId: ANN,
        seat: "north",
        order: { type: "pass", by: "north" },
      }),
    ]);
    expect(
      await service.submit({
        battleId,
        actorId: ANN,
        order: { type: "pass", by: "north" },
        interactionId: "pass-1",
      }),
    ).toEqual({ kind: "duplicate", value: done(passed) });
    // The GM acts for any seat.
    done(await service.submit({ battleId, actorId: GM, order: { type: "pass", by: "east" } }));
    expect((await service.awaited(battleId)).map((a) => a.decision)).toEqual([
      "start bid",
      "start bid",
    ]);
  });

  it("takes back one's own last order until anything later is logged", async () => {
    const battleId = await startedLaMame(service, [ANN, BOB]);
    done(await service.submit({ battleId, actorId: ANN, order: { type: "pass", by: "north" } }));
    expect(await service.takeBack({ battleId, actorId: BOB })).toEqual({
      kind: "refused",
      refusal: { code: "nothing-to-take-back" },
    });
    const back = done(await service.takeBack({ battleId, actorId: ANN, interactionId: "back-1" }));
    expect(back.steps).toEqual([expect.objectContaining({ kind: "take-back", seat: "north" })]);
    expect((await service.awaited(battleId)).map((a) => a.seat)).toEqual(["north"]);
    expect(await service.takeBack({ battleId, actorId: ANN })).toEqual({
      kind: "refused",
      refusal: { code: "nothing-to-take-back" },
    });
    done(await service.submit({ battleId, actorId: ANN, order: { type: "pass", by: "north" } }));
    done(await service.submit({ battleId, actorId: BOB, order: { type: "pass", by: "east" } }));
    expect(await service.takeBack({ battleId, actorId: ANN })).toEqual({
      kind: "refused",
      refusal: { code: "nothing-to-take-back" },
    });
    const log = await service.publicLog(battleId);
    expect(log.map((s) => [s.kind, s.takenBack])).toEqual([
      ["start", false],
      ["order", true],
      ["take-back", false],
      ["order", false],
      ["order", false],
    ]);
  });

  it("lets the computer play its seats, logged as the computer's, to the end of a game", async () => {
    const battleId = await startedLaMame(service, [], 3);
    const result = await service.result(battleId);
    expect(result?.winners.length).toBeGreaterThan(0);
    const log = await service.publicLog(battleId);
    expect(log.slice(1).every((s) => s.actorId === COMPUTER_ACTOR)).toBe(true);
    const loaded = await service.load(battleId);
    expect(loaded.battle.status).toBe("ended");
    expect(await service.gameIn(GUILD, CHANNEL)).toBeNull();
    // MELEE's history and reads by id leave the finished game of another kind alone.
    const melee = new MeleeBattles(db);
    expect(await melee.endedBattles(GUILD, null, 1, 10)).toEqual({ battles: [], total: 0 });
    await expect(melee.load(battleId)).rejects.toBeInstanceOf(BattleNotFoundError);
  });

  it("gives each late seat its default order at the deadline, once however often it runs", async () => {
    const battleId = await startedLaMame(service, [ANN, BOB], 2, { deadlineSeconds: 60 });
    done(await service.submit({ battleId, actorId: ANN, order: { type: "pass", by: "north" } }));
    done(await service.submit({ battleId, actorId: BOB, order: { type: "pass", by: "east" } }));
    done(
      await service.submit({
        battleId,
        actorId: BOB,
        order: { type: "start-bid", by: "east", gold: 2 },
      }),
    );
    const due = await service.dueBattles(new Date(Date.now() + 61_000));
    expect(due.map((b) => b.id)).toEqual([battleId]);
    const version = due[0]?.version ?? 0;
    const [first, second] = await Promise.all([
      service.runDeadline(battleId, version),
      service.runDeadline(battleId, version),
    ]);
    const steps = [...first.steps, ...second.steps];
    expect(steps.filter((s) => s.actorId === DEADLINE_ACTOR)).toEqual([
      expect.objectContaining({ seat: "north", order: null }),
    ]);
    const log = await service.publicLog(battleId);
    expect(log.filter((s) => s.actorId === DEADLINE_ACTOR)).toHaveLength(1);
    expect((await service.awaited(battleId)).map((a) => [a.seat, a.decision])).toEqual([
      ["east", "start player"],
    ]);
  });

  it("lands sealed choices given at once by different players (optimistic versions)", async () => {
    const battleId = await startedLaMame(service, [ANN, BOB, CY]);
    for (const [player, seat] of [
      [ANN, "north"],
      [BOB, "east"],
      [CY, "south"],
    ] as const)
      done(await service.submit({ battleId, actorId: player, order: { type: "pass", by: seat } }));
    const bids = await Promise.all(
      [
        [ANN, "north"],
        [BOB, "east"],
        [CY, "south"],
      ].map(([player, seat], i) =>
        service.submit({
          battleId,
          actorId: player as string,
          order: { type: "start-bid", by: seat, gold: i },
          interactionId: `bid-${i}`,
        }),
      ),
    );
    expect(bids.map((b) => b.kind)).toEqual(["applied", "applied", "applied"]);
    const log = await service.publicLog(battleId);
    expect(log.filter((s) => s.kind === "order")).toHaveLength(6);
    expect((await service.awaited(battleId)).map((a) => a.decision)).toEqual(["start player"]);
  });

  it("is skipped by MELEE's store, which names the channel's other game", async () => {
    const battleId = await startedLaMame(service, [ANN, BOB], 2, { deadlineSeconds: 1 });
    const melee = new MeleeBattles(db);
    expect(await melee.loadActiveIn(GUILD, CHANNEL)).toBeNull();
    expect(await melee.activeInChannel(GUILD, CHANNEL)).toBeNull();
    expect(await melee.otherGameIn(GUILD, CHANNEL)).toBe("la-mame");
    expect(await melee.listOpen(GUILD)).toEqual([]);
    expect(await melee.listBattles(GUILD, CHANNEL)).toEqual([]);
    expect(await melee.dueBattles(new Date(Date.now() + 60_000))).toEqual([]);
    expect((await service.dueBattles(new Date(Date.now() + 60_000))).map((b) => b.id)).toEqual([
      battleId,
    ]);
  });
});
