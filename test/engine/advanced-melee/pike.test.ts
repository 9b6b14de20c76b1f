/**
 * AM §9 THE PIKE, with forced dice: never an adjacent hex; a jab as a spear at two hexes, −2 DX,
 * over a friend in the row ahead; grounded, a thrust during the movement phase at the first foe
 * moving into its hexes (two or three ahead), doubled against a charge, 2+1 and +2 DX against a
 * rider; a footman's pike jab strikes before a pole charge.
 */
import { describe, expect, it } from "vitest";
import type { FigureSetup } from "../../../src/engine/battle/setup.ts";
import { customArena } from "../../../src/engine/hex/arena.ts";
import { replay } from "../../../src/engine/index.ts";
import {
  at,
  attackRolls,
  damages,
  fighter,
  human,
  N,
  rider,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

/** Ann (ST 12, DX 12) with a ready pike on E5 facing S. */
const PIKEMAN = fighter("a", human("Ann", { weapons: ["pike"], readyWeapon: "pike" }), "E5", S);

/** Bo (ST 14, DX 10) with `weapon` ready. */
function foeSpec(weapon: "broadsword" | "spear") {
  return human("Bo", { st: 14, dx: 10, weapons: [weapon], readyWeapon: weapon });
}

/** Bo, an enemy in `hex` facing N. */
function foe(hex: string, weapon: "broadsword" | "spear" = "broadsword"): FigureSetup {
  return fighter("b", foeSpec(weapon), hex, N, "red");
}

function battle(figures: FigureSetup[]): TestBattle {
  return new TestBattle(figures, { ruleset: "advanced-melee", arena: customArena(9, 16) });
}

const BO_WAITS = { figure: "b", option: "pass" } as const;
const ANN_WAITS = { figure: "a", option: "pass" } as const;
const JAB_BO = { figure: "a", option: "b", target: "b", attack: "jab" } as const;

/** Bo walks or charges north up column E from `from` to E6, next to Ann. */
function boComes(from: number, option: "a" | "b") {
  const path = [];
  for (let row = from - 1; row >= 6; row--) path.push(at(`E${row}`));
  return option === "b"
    ? { figure: "b", option, path, target: "a" }
    : { figure: "b", option, path, facing: N };
}

describe("AM §9: the pike in the action phase", () => {
  it("jabs a foe two hexes off as a spear, at −2 DX: adjDX 10, 1+1", () => {
    const events = battle([PIKEMAN, foe("E7")]).turn([BO_WAITS, JAB_BO], [3, 3, 3, 4]);
    expect(attackRolls(events)).toMatchObject([
      {
        attacker: "a",
        kind: "jab",
        adjDx: 10,
        modifiers: [{ label: "pike at 2 hexes", value: -2 }],
        result: "hit",
      },
    ]);
    expect(damages(events)).toMatchObject([{ damage: { dice: 1, add: 1 }, total: 5 }]);
  });

  it("never strikes an adjacent hex", () => {
    expect(() =>
      battle([PIKEMAN, foe("E6")]).turn([BO_WAITS, { figure: "a", option: "h", target: "b" }]),
    ).toThrow(/A pike cannot strike Bo in an adjacent hex/);
  });

  it("strikes from the row behind a friend: over Cy in E6 at Bo in D6", () => {
    const friend = fighter("c", human("Cy"), "E6", S);
    const events = battle([PIKEMAN, friend, foe("D6")]).turn(
      [BO_WAITS, { figure: "c", option: "pass" }, JAB_BO],
      [3, 3, 3, 4],
    );
    expect(damages(events)).toMatchObject([{ target: "b", taken: 5 }]);
  });

  it("jabs before a pole weapon meeting a charge, though the pikeman's DX is lower", () => {
    // Dee charges Bo from H6 to F6; Bo (DX 14) strikes her with his spear, a pole weapon charged,
    // so before her; Ann (DX 9) jabs Bo in E7 before either. Every roll a 16, a miss.
    const b = battle([PIKEMAN, fighter("d", human("Dee"), "H6", S), foe("E7", "spear")]);
    b.edit("a", { dx: 9 });
    b.edit("b", { dx: 14 });
    const events = b.turn(
      [
        { figure: "d", option: "b", path: [at("G6"), at("F6")], target: "b" },
        JAB_BO,
        { figure: "b", option: "h", target: "d" },
      ],
      [6, 5, 5, 6, 5, 5, 6, 5, 5],
    );
    expect(attackRolls(events).map((r) => r.attacker)).toEqual(["a", "b", "d"]);
  });
});

describe("AM §9: the grounded pike during movement", () => {
  it("strikes a charging footman entering E8 (three ahead): a spear doubled, and he stops there", () => {
    // 3, 3, 3 hit at adjDX 12; the die 4 does (4+1)×2 = 10, 8 or more: Bo falls in E8.
    const b = battle([PIKEMAN, foe("E10")]);
    const events = b.turn([boComes(10, "b"), ANN_WAITS], [3, 3, 3, 4]);
    expect(attackRolls(events)).toMatchObject([
      { attacker: "a", target: "b", weapon: "Pike (grounded)", adjDx: 12, result: "hit" },
    ]);
    expect(damages(events)).toMatchObject([{ multiplier: 2, total: 10, taken: 10 }]);
    expect(b.fig("b")).toMatchObject({ position: at("E8"), posture: "fallen" });
  });

  it("a foe walking in (not charging) takes the spear's plain damage and walks on", () => {
    const b = battle([PIKEMAN, foe("E10")]);
    const events = b.turn([boComes(10, "a"), ANN_WAITS], [3, 3, 3, 4]);
    expect(damages(events)).toMatchObject([{ multiplier: 1, total: 5 }]);
    expect(b.fig("b").position).toEqual(at("E6"));
  });

  it("strikes once a turn: the pikeman makes no attack after it", () => {
    const b = battle([PIKEMAN, foe("E10")]);
    // Bo walks to E7: the pike misses him in E8 (16) and cannot jab him in E7 after.
    const events = b.turn(
      [{ figure: "b", option: "a", path: [at("E9"), at("E8"), at("E7")], facing: N }, JAB_BO],
      [6, 5, 5],
    );
    expect(attackRolls(events)).toMatchObject([{ attacker: "a", result: "auto-miss" }]);
  });

  it("A is reached only over an empty E6 and E7; a friend in E6 lets B and C alone", () => {
    const friend = fighter("c", human("Cy"), "E6", S);
    const b = battle([PIKEMAN, friend, foe("E10")]);
    const events = b.turn(
      [
        { figure: "b", option: "a", path: [at("E9"), at("E8")], facing: N },
        ANN_WAITS,
        { figure: "c", option: "pass" },
      ],
      [],
    );
    expect(attackRolls(events)).toHaveLength(0);
  });

  it("a charging rider takes the pike's 2+1 doubled, at +2 DX that offsets the −2 at a rider", () => {
    const b = battle([PIKEMAN, rider("b", foeSpec("broadsword"), "E11", N, undefined, "red")]);
    // 3, 3, 3 hit at 12 + 2 − 2; the dice 1 and 1 do (2+1)×2 = 6.
    // Bo's own blow at Ann, a 16, misses.
    const events = b.turn([boComes(11, "b"), ANN_WAITS], [3, 3, 3, 1, 1, 6, 5, 5]);
    expect(attackRolls(events)[0]).toMatchObject({
      attacker: "a",
      adjDx: 12,
      modifiers: expect.arrayContaining([
        { label: "grounded pike vs a rider", value: 2 },
        { label: "at a rider from the ground", value: -2 },
      ]),
    });
    expect(damages(events)[0]).toMatchObject({
      damage: { dice: 2, add: 1 },
      multiplier: 2,
      total: 6,
    });
  });
});

describe("AM §9: the pikeman's choice to hold the grounded pike's blow", () => {
  const HOLDS = { ...ANN_WAITS, holdPike: true } as const;

  it("lets Bo walk in two hexes unhurt, and jabs him there in the action phase instead", () => {
    const b = battle([PIKEMAN, foe("E12")]);
    b.turn([HOLDS, { figure: "b", option: "a", path: [at("E11")], facing: N }]);
    // Next turn Bo walks from E11 to E7 past E8 unstruck; Ann's jab hits on 3, 3, 3 for 1+1 = 5.
    const events = b.turn(
      [
        { figure: "b", option: "a", path: [at("E10"), at("E9"), at("E8"), at("E7")], facing: N },
        JAB_BO,
      ],
      [3, 3, 3, 4],
    );
    expect(attackRolls(events)).toMatchObject([
      { attacker: "a", kind: "jab", adjDx: 10, result: "hit" },
    ]);
    expect(damages(events)).toMatchObject([{ total: 5 }]);
  });

  it("holds until the pikeman's next order, which strikes again unless it says to hold", () => {
    const b = battle([PIKEMAN, foe("E12")]);
    b.turn([HOLDS, { figure: "b", option: "a", path: [at("E11")], facing: N }]);
    expect(b.fig("a").pikeHeld).toBe(true);
    // Next turn Bo moves first: Ann's last order still holds the pike as he walks into E8.
    const held = b.turn([boComes(11, "a"), ANN_WAITS]);
    expect(attackRolls(held)).toEqual([]);
    expect(b.fig("a").pikeHeld).toBeUndefined();
  });

  it("is refused to a figure with no pike ready", () => {
    const b = battle([fighter("a", human("Ann"), "E5", S), foe("E10")]);
    b.turn([{ figure: "b", option: "pass" }], [], { keepRetreat: true });
    expect(() => b.order({ type: "move", ...HOLDS })).toThrow(
      "Ann has no pike ready to ground: only a footman's pike holds its blow (AM §9).",
    );
  });

  it("an edition-3 log, whose orders never say, folds as played: the pike strikes", () => {
    const setup = {
      ruleset: "advanced-melee" as const,
      rulesEdition: 3,
      combatType: "death" as const,
      arena: customArena(9, 16),
      sides: [
        { id: "blue", name: "blue", entrance: 0 },
        { id: "red", name: "red", entrance: 1 },
      ],
      figures: [PIKEMAN, foe("E10")],
    };
    const { state, events } = replay({
      setup,
      openingFaces: [6, 1],
      orders: [
        { order: { type: "initiative", side: "blue", moveFirst: false }, faces: [] },
        { order: { type: "move", ...boComes(10, "b") }, faces: [3, 3, 3, 4] },
      ],
    });
    expect(attackRolls(events.flat())).toMatchObject([
      { attacker: "a", weapon: "Pike (grounded)", result: "hit" },
    ]);
    expect(state.figures.find((f) => f.id === "b")).toMatchObject({ position: at("E8") });
    expect(state.figures.find((f) => f.id === "a")?.pikeHeld).toBeUndefined();
  });
});
