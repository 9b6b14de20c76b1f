/**
 * MeleeBattles.setComputerControl: figures go under the computer player's control and back, as a
 * logged GM control that leaves the state alone; running battles with such figures are listed
 * for the scheduler; an unknown figure or an ended battle is refused.
 */
import { expect, it } from "vitest";
import type { MeleeBattles } from "../../src/battles/melee-battles.ts";
import type { Database } from "../../src/store/database.ts";
import { GM, startDuel } from "./battles.ts";
import { battleStorePerTest, describeEachEngine } from "./engines.ts";

describeEachEngine("MeleeBattles.setComputerControl", (engine) => {
  let db: Database;
  let store: MeleeBattles;
  battleStorePerTest(engine, (opened) => ({ db, store } = opened));

  it("marks the figure, logs the change and lists the battle for the computer's turns", async () => {
    const duel = await startDuel(db, store);
    const before = await store.load(duel.battleId);
    expect(before.battle.figures.map((f) => f.computer)).toEqual([false, false]);
    expect(await store.computerBattles()).toEqual([]);

    const set = await store.setComputerControl({
      battleId: duel.battleId,
      gmId: GM,
      figureKeys: ["f2"],
      computer: true,
      interactionId: "computer-1",
    });
    expect(set.kind).toBe("applied");
    const after = await store.load(duel.battleId);
    expect(after.battle.figures.map((f) => [f.figureKey, f.computer])).toEqual([
      ["f1", false],
      ["f2", true],
    ]);
    expect(after.version).toBe(before.version + 1);
    expect(after.state).toEqual(before.state);
    const log = await store.log(duel.battleId);
    expect(log.entries.at(-1)).toMatchObject({
      kind: "control",
      action: "computer",
      figures: ["f2"],
      actorId: GM,
    });
    expect((await store.computerBattles()).map((b) => b.battleId)).toEqual([duel.battleId]);

    const again = await store.setComputerControl({
      battleId: duel.battleId,
      gmId: GM,
      figureKeys: ["f2"],
      computer: true,
      interactionId: "computer-1",
    });
    expect(again.kind).toBe("duplicate");
    expect((await store.load(duel.battleId)).version).toBe(after.version);

    await store.setComputerControl({
      battleId: duel.battleId,
      gmId: GM,
      figureKeys: ["f2"],
      computer: false,
    });
    expect((await store.log(duel.battleId)).entries.at(-1)).toMatchObject({ action: "player" });
    expect(await store.computerBattles()).toEqual([]);
  });

  it("keeps the level the computer plays at, basic unless another is given", async () => {
    const duel = await startDuel(db, store);
    await store.setComputerControl({
      battleId: duel.battleId,
      gmId: GM,
      figureKeys: ["f1"],
      computer: true,
    });
    await store.setComputerControl({
      battleId: duel.battleId,
      gmId: GM,
      figureKeys: ["f2"],
      computer: true,
      level: "strong",
    });
    const { battle } = await store.load(duel.battleId);
    expect(battle.figures.map((f) => [f.figureKey, f.computer, f.computerLevel])).toEqual([
      ["f1", true, "basic"],
      ["f2", true, "strong"],
    ]);
    const controls = (await store.log(duel.battleId)).entries.slice(-2);
    expect(controls).toMatchObject([
      { kind: "control", action: "computer", figures: ["f1"], level: "basic" },
      { kind: "control", action: "computer", figures: ["f2"], level: "strong" },
    ]);
  });

  it("refuses an unknown figure and an ended battle", async () => {
    const duel = await startDuel(db, store);
    const control = { battleId: duel.battleId, gmId: GM, figureKeys: ["f9"], computer: true };
    await expect(store.setComputerControl(control)).resolves.toMatchObject({
      kind: "refused",
      refusal: { code: "unknown-figure-key", figureKey: "f9" },
    });
    await store.abandon({ battleId: duel.battleId, gmId: GM });
    await expect(
      store.setComputerControl({ ...control, figureKeys: ["f1"] }),
    ).resolves.toMatchObject({
      kind: "refused",
      refusal: { code: "not-running", status: "ended" },
    });
  });
});
