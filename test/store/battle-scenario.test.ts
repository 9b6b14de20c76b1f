/**
 * Battles opened from a scenario (docs/scenario-format.md, "Playing a scenario"): the started
 * battle's state is the scenario reader's own set-up for the same file, the log keeps the set-up
 * so a later edit of the file changes no battle, and a player takes a figure the GM holds, once.
 */
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import type { MeleeBattles } from "../../src/battles/melee-battles.ts";
import {
  BUNDLED_SCENARIOS_DIR,
  type PlayableScenario,
  ScenarioLibrary,
} from "../../src/battles/scenario-library.ts";
import { formatHex, SeededDice } from "../../src/engine/index.ts";
import { DEFAULT_SEED, parseScenario, runScenario } from "../../src/scenario/index.ts";
import { BLUE_PLAYER, GM, GUILD, RED_PLAYER, writtenValue } from "./battles.ts";
import { battleStorePerTest, describeEachEngine } from "./engines.ts";

const BUNDLED = ScenarioLibrary.fromFolder();

function open(store: MeleeBattles, scenario: PlayableScenario, channelId: string) {
  const { setup } = scenario;
  return store.create({
    guildId: GUILD,
    channelId,
    gmId: GM,
    combatType: setup.combatType,
    ...(setup.ruleset === undefined ? {} : { ruleset: setup.ruleset }),
    ...(setup.optionalRules === undefined ? {} : { optionalRules: setup.optionalRules }),
    sides: setup.sides,
    arena: setup.arena,
    scenario: {
      name: scenario.name,
      figures: setup.figures,
      ...(setup.conditions === undefined ? {} : { conditions: setup.conditions }),
    },
  });
}

async function openAndStart(store: MeleeBattles, scenario: PlayableScenario, channelId: string) {
  const battle = writtenValue(await open(store, scenario, channelId));
  const started = writtenValue(
    await store.start({ battleId: battle.id, actorId: GM, dice: new SeededDice(DEFAULT_SEED) }),
  );
  return { battle, state: started.state };
}

describeEachEngine("a battle opened from a scenario", (engine) => {
  let store: MeleeBattles;
  battleStorePerTest(engine, (opened) => {
    store = opened.store;
  });

  it("starts in the scenario reader's own set-up of the same file", async () => {
    for (const name of BUNDLED.names()) {
      const file = JSON.parse(readFileSync(join(BUNDLED_SCENARIOS_DIR, `${name}.json`), "utf8"));
      const parsed = parseScenario(file);
      if (!parsed.ok) throw new Error(`${name} does not parse`);
      const replay = runScenario(parsed.scenario);
      if (!replay.ok) throw new Error(replay.failure.message);
      const scenario = BUNDLED.find(name);
      if (scenario === undefined) throw new Error(`${name} is not bundled`);
      const { battle, state } = await openAndStart(store, scenario, `scenario-${name}`);
      expect(state, name).toEqual(replay.start);
      expect(await store.foldLog(battle.id), name).toEqual(replay.start);
    }
  });

  it("starts under the scenario's conditions, as the reader sets them up", async () => {
    const dir = mkdtempSync(join(tmpdir(), "scenarios-"));
    const file = JSON.parse(
      readFileSync(join(BUNDLED_SCENARIOS_DIR, "am-troll-example.json"), "utf8"),
    );
    file.conditions = [{ light: "dark" }, { hexes: ["E2"], ground: "broken" }];
    writeFileSync(join(dir, "dark-troll.json"), JSON.stringify(file));
    const scenario = ScenarioLibrary.fromFolder(dir).find("dark-troll");
    if (scenario === undefined) throw new Error("not read");
    const parsed = parseScenario(file);
    const replay = parsed.ok ? runScenario(parsed.scenario) : undefined;
    if (!replay?.ok) throw new Error("does not replay");
    const { state } = await openAndStart(store, scenario, "dark-troll");
    expect(state).toEqual(replay.start);
    expect(state.conditions).toEqual(replay.start.conditions);
    expect(state.conditions?.light).toBe("dark");
  });

  it("keeps its set-up in the log: editing the file afterwards changes no battle", async () => {
    const dir = mkdtempSync(join(tmpdir(), "scenarios-"));
    const path = join(dir, "am-troll-example.json");
    copyFileSync(join(BUNDLED_SCENARIOS_DIR, "am-troll-example.json"), path);
    const before = ScenarioLibrary.fromFolder(dir).find("am-troll-example");
    if (before === undefined) throw new Error("not read");
    const started = await openAndStart(store, before, "edited-started");
    const forming = writtenValue(await open(store, before, "edited-forming"));

    const edited = JSON.parse(readFileSync(path, "utf8"));
    const troll = edited.figures.find((f: { id: string }) => f.id === "troll");
    troll.position = "A8";
    writeFileSync(path, JSON.stringify(edited));
    const after = ScenarioLibrary.fromFolder(dir).find("am-troll-example");
    expect(after?.setup.figures.find((f) => f.id === "troll")?.position).not.toEqual(
      before.setup.figures.find((f) => f.id === "troll")?.position,
    );

    const trollHex = (state: Awaited<ReturnType<MeleeBattles["foldLog"]>>) =>
      formatHex(state?.figures.find((f) => f.id === "troll")?.position ?? { q: 0, r: 0 });
    expect(trollHex(await store.foldLog(started.battle.id))).toBe("E6");
    const late = writtenValue(
      await store.start({ battleId: forming.id, actorId: GM, dice: new SeededDice(1) }),
    );
    expect(trollHex(late.state)).toBe("E6");
  });

  it("lets one player take a figure the GM holds, once, when two try at once", async () => {
    const scenario = BUNDLED.find("am-troll-example");
    if (scenario === undefined) throw new Error("not bundled");
    const battle = writtenValue(await open(store, scenario, "take-race"));
    expect(battle.scenario).toBe("am-troll-example");
    expect(battle.figures.every((f) => f.ownerId === null && f.sourceFigureId === null)).toBe(true);
    const tries = await Promise.all(
      [RED_PLAYER, BLUE_PLAYER].map((userId) =>
        store.takeFigure({ battleId: battle.id, figureKey: "melio", userId }),
      ),
    );
    expect(tries.map((t) => t.kind).sort()).toEqual(["applied", "refused"]);
    const winner = tries[0]?.kind === "applied" ? RED_PLAYER : BLUE_PLAYER;
    expect(tries.find((t) => t.kind === "refused")).toEqual({
      kind: "refused",
      refusal: { code: "figure-not-takeable", name: "Melio Gloriosus", ownerId: winner },
    });
    const now = await store.load(battle.id);
    expect(now.battle.figures.find((f) => f.figureKey === "melio")?.ownerId).toBe(winner);
    expect(now.battle.participants).toEqual([{ userId: winner, sideId: "party" }]);
  });

  it("refuses a figure to take in a battle not opened from a scenario", async () => {
    const battle = writtenValue(
      await store.create({
        guildId: GUILD,
        channelId: "plain",
        gmId: GM,
        combatType: "death",
        sides: [
          { id: "a", name: "A", entrance: 0 },
          { id: "b", name: "B", entrance: 1 },
        ],
      }),
    );
    writtenValue(
      await store.addFigure({
        battleId: battle.id,
        sideId: "b",
        kind: "monster",
        monster: "bear",
        name: "Bruin",
        position: { q: 2, r: 2 },
        facing: 0,
      }),
    );
    const key = (await store.load(battle.id)).battle.figures[0]?.figureKey ?? "";
    expect(
      await store.takeFigure({ battleId: battle.id, figureKey: key, userId: RED_PLAYER }),
    ).toEqual({
      kind: "refused",
      refusal: { code: "figure-not-takeable", name: "Bruin", ownerId: null },
    });
  });
});
