/**
 * AM §7 EXAMPLE OF COMBAT's troll as a GM's monster: ST 30, DX 11, a 2-dice attack, 1 hit healed
 * at the end of every turn, and a ST-30 figure's injury thresholds (AM §5 REACTIONS TO INJURY: DX
 * −2 after 9 hits in a turn, down after 16). Forced dice from the example's own rolls.
 */
import { describe, expect, it } from "vitest";
import { monsterProblems } from "../../../src/engine/figure/validate-monster.ts";
import { describeEvents } from "../../../src/render/log-text.ts";
import {
  attackRolls,
  beast,
  damages,
  eventsOf,
  fighter,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";
import { HENIOCHUS } from "./troll-party.ts";

/** Heniochus face to face with the troll; a wolf far off keeps the troll's side in the fight. */
function trollFight(): TestBattle {
  return new TestBattle(
    [
      fighter("heniochus", HENIOCHUS, "E5", S),
      beast("troll", "troll", "E6", N),
      beast("wolf", "wolf", "J12", N),
    ],
    { ruleset: "advanced-melee" },
  );
}

/** Heniochus strikes on `toHit`, the troll swings on `trollRoll`; the wolf waits. */
function exchange(b: TestBattle, trollRoll: number[], toHit: number[], damage: number[]) {
  return b.turn(
    [
      { figure: "heniochus", option: "h", target: "troll" },
      { figure: "troll", option: "h", target: "heniochus" },
      { figure: "wolf", option: "pass" },
    ],
    [...trollRoll, ...toHit, ...damage],
  );
}

describe("AM §7's troll", () => {
  it("has the example's ST 30 and DX 11, a 2-dice attack and a ST-30 figure's thresholds", () => {
    const troll = trollFight().fig("troll");
    expect(troll).toMatchObject({ st: 30, dx: 11, ma: 10 });
    expect(troll.traits).toMatchObject({
      naturalAttack: { damage: { dice: 2, add: 0 } },
      regeneratesPerTurn: 1,
      dxLossAt: 9,
      knockdownAt: 16,
    });
  });

  it("heals 1 of turn 3's 7 hits at the end of the turn (2+2+3 hits, 3+3+1 damage)", () => {
    const b = trollFight();
    // The troll's 13 misses (AM §7 turn 2); Heniochus's 7 hits for 6 + 1 = 7 (turn 3).
    const events = exchange(b, [4, 4, 5], [2, 2, 3], [3, 3]);
    expect(damages(events)[0]).toMatchObject({ target: "troll", taken: 7, stRemaining: 23 });
    expect(eventsOf(events, "regenerated")).toEqual([
      { type: "regenerated", figure: "troll", healed: 1, stRemaining: 24 },
    ]);
    expect(b.fig("troll").hits).toBe(6);
    expect(describeEvents(b.state, events)).toContain("troll regenerates 1 hit (ST 24/30)");
  });

  it("stays up after 10 hits, heals 1, and strikes at DX 9 next turn (turns 5 and 6)", () => {
    const b = trollFight();
    // 3+3+1 hits; 5 + 4 + 1 = 10 hits, short of the 16 that fell a ST-30 figure.
    exchange(b, [4, 4, 5], [3, 3, 1], [5, 4]);
    expect(b.fig("troll")).toMatchObject({ posture: "standing", hits: 9, hitsLastTurn: 10 });
    // Next turn the troll rolls 8 on adjDX 9; 2 dice of 7, plate stops 5.
    const next = b.turn(
      [
        { figure: "heniochus", option: "pass" },
        { figure: "troll", option: "h", target: "heniochus" },
        { figure: "wolf", option: "pass" },
      ],
      [2, 3, 3, 3, 4],
    );
    expect(attackRolls(next)[0]).toMatchObject({ attacker: "troll", adjDx: 9, result: "hit" });
    expect(damages(next)[0]).toMatchObject({ target: "heniochus", taken: 2 });
    expect(b.fig("troll").hits).toBe(8);
  });

  it("heals nothing when unhurt, and nothing once unconscious", () => {
    const b = trollFight();
    const unhurt = exchange(b, [4, 4, 5], [5, 5, 4], []);
    expect(eventsOf(unhurt, "regenerated")).toEqual([]);
    // With 22 hits already, Heniochus's 7 leave it at ST 1: unconscious.
    b.edit("troll", { hits: 22 });
    const felled = exchange(b, [4, 4, 5], [2, 2, 3], [3, 3]);
    expect(b.fig("troll").condition).toBe("unconscious");
    expect(eventsOf(felled, "regenerated")).toEqual([]);
    expect(b.fig("troll").hits).toBe(29);
  });

  it("fights only under ADVANCED MELEE: MELEE's battles and its GMs are refused one", () => {
    expect(monsterProblems("troll", { ruleset: "melee" })).toEqual([
      "A troll fights only under ADVANCED MELEE",
    ]);
    expect(monsterProblems("troll", { ruleset: "advanced-melee" })).toEqual([]);
    expect(
      () => new TestBattle([fighter("h", HENIOCHUS, "E5", S), beast("troll", "troll", "E6", N)]),
    ).toThrow("A troll fights only under ADVANCED MELEE.");
  });
});
