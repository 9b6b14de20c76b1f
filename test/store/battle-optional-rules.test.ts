/**
 * A forming ADVANCED MELEE battle's optional rules (AM §5–6): chosen and changed while it forms,
 * once per interaction, copied into the start's set-up, and refused when the ruleset lacks them
 * or the battle has started.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { MeleeBattles } from "../../src/battles/melee-battles.ts";
import {
  type BattleSetup,
  FIRST_RULES_EDITION,
  LATEST_RULES_EDITION,
} from "../../src/engine/index.ts";
import { foldExport } from "../../src/store/battle-log.ts";
import { type Database, openDatabase } from "../../src/store/database.ts";
import { GM, GUILD, startDuel, writtenValue } from "./battles.ts";
import { describeEachEngine } from "./engines.ts";

const SIDES = [
  { id: "red", name: "Red", entrance: 0 },
  { id: "blue", name: "Blue", entrance: 1 },
];

describeEachEngine("a battle's optional rules", (engine) => {
  let db: Database;
  let store: MeleeBattles;

  beforeEach(async () => {
    db = await openDatabase(await engine.url());
    store = new MeleeBattles(db);
  });
  afterEach(() => db.close());

  async function forming(ruleset: "melee" | "advanced-melee", channelId: string) {
    return writtenValue(
      await store.create({
        guildId: GUILD,
        channelId,
        gmId: GM,
        combatType: "arena",
        ruleset,
        sides: SIDES,
      }),
    );
  }

  it("are none at first, and a choice replaces the last, sorted, once per interaction", async () => {
    const battle = await forming("advanced-melee", "rules-choice");
    expect(battle.optionalRules).toEqual([]);
    const firstOutcome = await store.chooseOptionalRules({
      battleId: battle.id,
      optionalRules: ["crippling-hits", "aimed-shots"],
      interactionId: "pick-1",
    });
    expect(firstOutcome.kind).toBe("applied");
    const first = { value: writtenValue(firstOutcome) };
    expect(first.value.optionalRules).toEqual(["aimed-shots", "crippling-hits"]);
    const secondOutcome = await store.chooseOptionalRules({
      battleId: battle.id,
      optionalRules: ["armor-wear"],
      interactionId: "pick-2",
    });
    const second = { value: writtenValue(secondOutcome) };
    expect(second.value.optionalRules).toEqual(["armor-wear"]);
    // The first click redelivered changes nothing and answers the battle as it is.
    const againOutcome = await store.chooseOptionalRules({
      battleId: battle.id,
      optionalRules: ["crippling-hits", "aimed-shots"],
      interactionId: "pick-1",
    });
    expect(againOutcome.kind).toBe("duplicate");
    const again = { value: writtenValue(againOutcome) };
    expect(again.value.optionalRules).toEqual(["armor-wear"]);
    expect(again.value.version).toBe(second.value.version);
  });

  it("are the started battle's, in its state, its log's set-up and its export's fold", async () => {
    const duel = await startDuel(db, store, {
      ruleset: "advanced-melee",
      optionalRules: ["delayed-actions", "crippling-hits"],
    });
    const loaded = await store.load(duel.battleId);
    expect(duel.state.optionalRules).toEqual(["crippling-hits", "delayed-actions"]);
    expect(loaded.battle.optionalRules).toEqual(["crippling-hits", "delayed-actions"]);
    const exported = await store.exportBattle(duel.battleId);
    expect(foldExport(exported)?.optionalRules).toEqual(["crippling-hits", "delayed-actions"]);
    expect(await store.chooseOptionalRules({ battleId: duel.battleId, optionalRules: [] })).toEqual(
      {
        kind: "refused",
        refusal: { code: "not-forming", status: "active" },
      },
    );
    expect((await store.load(duel.battleId)).state?.optionalRules).toEqual([
      "crippling-hits",
      "delayed-actions",
    ]);
  });

  it("start an AM log under the latest rules edition; a log that names none folds as the first", async () => {
    const duel = await startDuel(db, store, { ruleset: "advanced-melee", optionalRules: [] });
    const exported = await store.exportBattle(duel.battleId);
    const [start] = exported.log;
    if (start?.kind !== "start") throw new Error("the log does not start");
    expect(start.setup).toMatchObject({ rulesEdition: LATEST_RULES_EDITION });
    // Today's edition leaves no mark on the state; a log written before editions were named
    // (its set-up without one) is folded under the first edition and says so.
    expect(duel.state.rulesEdition).toBeUndefined();
    const { rulesEdition: _named, ...unnamed } = start.setup as BattleSetup;
    const older = { ...exported, log: [{ ...start, setup: unnamed }, ...exported.log.slice(1)] };
    expect(foldExport(older)?.rulesEdition).toBe(FIRST_RULES_EDITION);
  });

  it("refuses a rule the battle's ruleset lacks, changing nothing", async () => {
    const melee = await forming("melee", "rules-melee");
    expect(
      await store.chooseOptionalRules({ battleId: melee.id, optionalRules: ["aimed-shots"] }),
    ).toEqual({
      kind: "refused",
      refusal: {
        code: "rules",
        reason: '"aimed-shots" is not an optional rule of melee: MELEE has no optional rules.',
      },
    });
    const advanced = await forming("advanced-melee", "rules-unknown");
    expect(
      (await store.chooseOptionalRules({ battleId: advanced.id, optionalRules: ["criticals"] }))
        .kind,
    ).toBe("refused");
    expect((await store.load(advanced.id)).battle).toMatchObject({
      optionalRules: [],
      version: advanced.version,
    });
  });
});
