/**
 * AM §5 PINNING A FOE with forced dice: the pin roll (3 dice, half the DX difference, against the
 * pinner's adjDX), who may try, the victim's two helpless turns, the 4/ST escape and the stronger
 * pinner's hold, the pinner letting go. Readings in docs/rulings.md, "Pinning a foe".
 */
import { describe, expect, it } from "vitest";
import { plannedHitChance } from "../../../src/engine/battle/decisions.ts";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import type { BattleFigure } from "../../../src/engine/battle/types.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import { statusWords } from "../../../src/render/map/describe.ts";
import { eventsOf, fighter, human, N, TestBattle } from "../battle/attack-builders.ts";

const bare = (name: string) => human(name, { weapons: [], readyWeapon: null });

/** A (DX 14, ST 12) and D (DX 10, ST 12, or as `d` says) grapple in E6, both empty-handed. */
function brawl(d: Partial<BattleFigure> = {}, ruleset: Ruleset = "advanced-melee") {
  const b = new TestBattle(
    [fighter("a", bare("A"), "E6", N), fighter("d", bare("D"), "E7", N, "red")],
    { ruleset },
  );
  b.pile("E6", ["a", "d"]);
  b.edit("a", { dx: 14 });
  b.edit("d", { dx: 10, ...d });
  return b;
}

const PIN = { figure: "a", option: "p", attack: "pin", target: "d" } as const;
const D_PASSES = { figure: "d", option: "pass" } as const;

/** A pins D in turn 1: 15 on 3 dice, −2 for DX 4 better, is 13 ≤ 14. */
function pinned(d: Partial<BattleFigure> = {}) {
  const b = brawl(d);
  const events = b.turn([PIN, D_PASSES], [6, 5, 4]);
  return { b, events };
}

describe("AM §5 PINNING A FOE: the pin roll", () => {
  it("DX 14 against 10: 15 on 3 dice − 2 = 13 ≤ 14 pins D", () => {
    const { b, events } = pinned();
    expect(eventsOf(events, "pin")).toEqual([
      {
        type: "pin",
        figure: "a",
        target: "d",
        faces: [6, 5, 4],
        modifier: -2,
        needed: 14,
        success: true,
      },
    ]);
    expect(b.fig("d").pinned).toEqual({ by: "a", turn: 1 });
    expect(describeEvent(b.state, eventsOf(events, "pin")[0] as never)).toBe(
      "A tries to pin D: 3d6 = 15 (6+5+4) − 2 = 13 ≤ 14, D is pinned",
    );
    expect(statusWords(b.state, b.fig("d"))).toEqual(["HTH with A", "pinned by A"]);
  });

  it("the lower DX adds half the difference: DX 10 against 15 rolls 9 + 2 = 11 > 10, no pin", () => {
    const b = brawl({ dx: 15 });
    b.edit("a", { dx: 10 });
    const events = b.turn([PIN, D_PASSES], [3, 3, 3]);
    expect(eventsOf(events, "pin")[0]).toMatchObject({ modifier: 2, needed: 10, success: false });
    expect(b.fig("d").pinned).toBeUndefined();
  });

  it("both try: the higher DX first; when A fails, D tries as the attacker and pins A", () => {
    const b = brawl();
    const events = b.turn(
      [PIN, { figure: "d", option: "p", attack: "pin", target: "a" }],
      [6, 6, 5, 1, 1, 1],
    );
    expect(eventsOf(events, "pin").map((e) => [e.figure, e.faces, e.modifier, e.success])).toEqual([
      ["a", [6, 6, 5], -2, false],
      ["d", [1, 1, 1], 2, true],
    ]);
    expect(b.fig("a").pinned).toEqual({ by: "d", turn: 1 });
  });
});

describe("AM §5 PINNING A FOE: the odds an order is shown", () => {
  it("are the pin roll's, not a blow's: no HTH +4, the DX difference moving the target", () => {
    const pin = { option: "p", attack: "pin" } as const;
    expect(plannedHitChance(brawl().state, "a", pin, "d")).toEqual({
      adjDx: 14,
      dice: 3,
      hitsOnOrLess: 16,
      chance: 212 / 216,
    });
    const b = brawl({ dx: 15 });
    b.edit("a", { dx: 10 });
    expect(plannedHitChance(b.state, "a", pin, "d")).toEqual({
      adjDx: 10,
      dice: 3,
      hitsOnOrLess: 8,
      chance: 56 / 216,
    });
  });
});

describe("AM §5 PINNING A FOE: who may try", () => {
  it("MELEE has no pin", () => {
    expect(() => brawl({}, "melee").turn([PIN, D_PASSES])).toThrow(/ADVANCED MELEE rule/);
  });

  it("not with a ready weapon", () => {
    const b = brawl();
    b.edit("a", { readyWeapon: "dagger" });
    expect(() => b.turn([PIN, D_PASSES])).toThrow(/must have no ready weapon to pin/);
  });

  it("not in HTH with two foes", () => {
    const am = new TestBattle(
      [
        fighter("a", bare("A"), "E6", N),
        fighter("d", bare("D"), "E7", N, "red"),
        fighter("e", bare("E"), "E8", N, "red"),
      ],
      { ruleset: "advanced-melee" },
    );
    am.pile("E6", ["a", "d", "e"]);
    expect(() => am.turn([PIN, D_PASSES, { figure: "e", option: "pass" }])).toThrow(/single foe/);
  });
});

describe("AM §5 PINNING A FOE: held helpless, then the 4/ST roll", () => {
  it("turns 2 and 3 the victim does nothing; turn 4 the stronger pinner (ST 12 to 11) holds it fast", () => {
    const { b } = pinned({ st: 11 });
    for (const turn of [2, 3]) {
      const events = b.turn([
        { figure: "a", option: "pass" },
        { figure: "d", option: "p", target: "a" },
      ]);
      expect(eventsOf(events, "action-lost"), `turn ${turn}`).toEqual([
        { type: "action-lost", figure: "d", reason: "D is pinned by A" },
      ]);
    }
    const events = b.turn([
      { figure: "a", option: "pass" },
      { figure: "d", option: "p", target: "a" },
    ]);
    expect(eventsOf(events, "action-lost")[0]?.reason).toBe("D is held fast by the stronger A");
  });

  it("turn 4, not the weaker: 13 on 4 dice ≤ ST 13 breaks free, and that is its action", () => {
    const { b } = pinned({ st: 13 });
    b.turn([{ figure: "a", option: "pass" }, D_PASSES]);
    b.turn([{ figure: "a", option: "pass" }, D_PASSES]);
    const events = b.turn(
      [
        { figure: "a", option: "pass" },
        { figure: "d", option: "p", target: "a" },
      ],
      [4, 3, 3, 3],
    );
    expect(eventsOf(events, "pin-escape")).toEqual([
      {
        type: "pin-escape",
        figure: "d",
        pinner: "a",
        faces: [4, 3, 3, 3],
        needed: 13,
        success: true,
      },
    ]);
    expect(b.fig("d").pinned).toBeUndefined();
    expect(eventsOf(events, "attack-roll")).toEqual([]);
  });

  it("a pinner that strikes its victim lets go, and the blow is rolled as any HTH attack", () => {
    const { b } = pinned();
    const events = b.turn([{ figure: "a", option: "p", target: "d" }, D_PASSES], [3, 3, 3, 1]);
    expect(
      events.map((e) => e.type).filter((t) => t.startsWith("pin") || t === "attack-roll"),
    ).toEqual(["pin-released", "attack-roll"]);
    expect(b.fig("d").pinned).toBeUndefined();
  });
});

describe("AM §5 PINNING A FOE: Unarmed Combat changes the dice", () => {
  it("UC III against none: 3 − 3 leaves 1 die, a 6 − 2 = 4 ≤ 14 pins; the odds read 1 die", () => {
    const b = brawl();
    b.edit("a", { talents: ["unarmed-combat-3"] });
    expect(plannedHitChance(b.state, "a", PIN, "d")).toMatchObject({ dice: 1, chance: 1 });
    const events = b.turn([PIN, D_PASSES], [6]);
    expect(eventsOf(events, "pin")[0]).toMatchObject({ faces: [6], modifier: -2, success: true });
  });

  it("UC I against UC III: 2 more dice, 5 in all: 20 − 2 = 18 > 14, no pin", () => {
    const b = brawl({ talents: ["unarmed-combat-3"] });
    b.edit("a", { talents: ["unarmed-combat-1"] });
    const events = b.turn([PIN, D_PASSES], [6, 6, 6, 1, 1]);
    expect(eventsOf(events, "pin")[0]).toMatchObject({ faces: [6, 6, 6, 1, 1], success: false });
    expect(describeEvent(b.state, eventsOf(events, "pin")[0] as never)).toContain("5d6 = 20");
  });
});
