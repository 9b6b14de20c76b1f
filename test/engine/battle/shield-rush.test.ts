/**
 * MELEE: SHIELD-RUSH ATTACKS — needs a ready shield; a hit makes the foe roll to stay afoot: 3 dice
 * against its adjDX when the attacker is as strong or stronger (original ST), 2 dice when weaker;
 * 12 on 2 dice and 16–18 on 3 always fall; no effect on a foe more than twice the attacker's ST;
 * never any hits.
 */
import { describe, expect, it } from "vitest";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import {
  at,
  attackRolls,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "./attack-builders.ts";

const rusher = (over: Partial<FigureSpec> = {}) =>
  human("Rusher", { shield: "large-shield", shieldReady: true, ...over });

function rush(
  attacker: FigureSpec,
  target: FigureSpec,
  faces: number[],
  setUp: (b: TestBattle) => void = () => {},
  targetOption: "pass" | "i" = "pass",
) {
  const b = new TestBattle([fighter("a", attacker, "E5", S), fighter("t", target, "E6", N, "red")]);
  setUp(b);
  const events = b.turn(
    [
      { figure: "t", option: targetOption },
      { figure: "a", option: "h", target: "t", attack: "shield-rush" },
    ],
    faces,
  );
  return { b, events, save: eventsOf(events, "saving-roll")[0] };
}

describe("who may rush", () => {
  it("needs a ready shield: a slung one or none will not do", () => {
    for (const spec of [rusher({ shieldReady: false }), human("Rusher")]) {
      const b = new TestBattle([
        fighter("a", spec, "E5", S),
        fighter("t", human("T"), "E6", N, "red"),
      ]);
      b.order({ type: "initiative", side: "blue", moveFirst: true });
      expect(() =>
        b.order({ type: "move", figure: "a", option: "h", target: "t", attack: "shield-rush" }),
      ).toThrow("Rusher needs a ready shield to shield-rush.");
    }
  });

  it("a small shield will do, and the rush is rolled like any attack", () => {
    const { events, save } = rush(
      rusher({ shield: "small-shield" }),
      human("T"),
      [4, 4, 4, 4, 4, 4],
    );
    expect(attackRolls(events)[0]).toMatchObject({
      weapon: "Small shield",
      kind: "shield-rush",
      adjDx: 12,
      result: "hit",
    });
    expect(save).toMatchObject({ figure: "t", faces: [4, 4, 4], target: 12, success: true });
  });

  it("can be a charge attack (option b)", () => {
    const b = new TestBattle([
      fighter("a", rusher(), "E2", S),
      fighter("t", human("T"), "E6", N, "red"),
    ]);
    const events = b.turn(
      [
        {
          figure: "a",
          option: "b",
          path: [at("E3"), at("E4"), at("E5")],
          target: "t",
          attack: "shield-rush",
        },
        { figure: "t", option: "pass" },
      ],
      [3, 3, 3, 5, 5, 5],
    );
    expect(attackRolls(events)[0]).toMatchObject({ kind: "shield-rush", adjDx: 11, result: "hit" });
    expect(b.fig("t").posture).toBe("fallen");
  });
});

describe("a striking order that does not say how, with only a shield in hand", () => {
  const shieldOnly = rusher({ weapons: ["broadsword"], readyWeapon: null });

  it("(h) rushes with the shield, the one thing it can strike with", () => {
    const b = new TestBattle([
      fighter("a", shieldOnly, "E5", S),
      fighter("t", human("T"), "E6", N, "red"),
    ]);
    // 9 against adjDX 12 − 1 (large shield): a hit; T's save on 3 dice, 14 against 12: falls.
    const events = b.turn(
      [
        { figure: "t", option: "pass" },
        { figure: "a", option: "h", target: "t" },
      ],
      [3, 3, 3, 4, 5, 5],
    );
    expect(attackRolls(events)[0]).toMatchObject({ kind: "shield-rush", adjDx: 11, result: "hit" });
    expect(b.fig("t").posture).toBe("fallen");
  });

  it("asked for a weapon blow, (h) is refused: there is no weapon in hand", () => {
    const b = new TestBattle([
      fighter("a", shieldOnly, "E5", S),
      fighter("t", human("T"), "E6", N, "red"),
    ]);
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() =>
      b.order({ type: "move", figure: "a", option: "h", target: "t", attack: "weapon" }),
    ).toThrow("Rusher has no hand weapon ready to strike with.");
  });
});

describe("the foe's saving roll", () => {
  it("as strong: 3 dice against the foe's adjDX — 12 stays up at adjDX 12", () => {
    const { b, save } = rush(rusher(), human("T"), [3, 3, 3, 4, 4, 4]);
    expect(save).toEqual({
      type: "saving-roll",
      figure: "t",
      purpose: "stay afoot after a shield-rush",
      faces: [4, 4, 4],
      target: 12,
      success: true,
    });
    expect(b.fig("t").posture).toBe("standing");
  });

  it("as strong: 13 falls down", () => {
    const { b, events, save } = rush(rusher(), human("T"), [3, 3, 3, 4, 4, 5]);
    expect(save).toMatchObject({ faces: [4, 4, 5], target: 12, success: false });
    expect(eventsOf(events, "posture")).toEqual([
      { type: "posture", figure: "t", posture: "fallen", reason: "shield-rushed" },
    ]);
    expect(b.fig("t").posture).toBe("fallen");
  });

  it("stronger: 3 dice; the foe's armor counts against it (chainmail: adjDX 9)", () => {
    const { save } = rush(
      rusher({ st: 14 }),
      human("T", { armor: "chainmail" }),
      [3, 3, 3, 3, 3, 4],
    );
    expect(save).toMatchObject({ faces: [3, 3, 4], target: 9, success: false });
  });

  it("weaker: only 2 dice — 11 stays up at adjDX 12", () => {
    const { b, save } = rush(
      rusher({ st: 11, dx: 13, weapons: ["shortsword"], readyWeapon: "shortsword" }),
      human("T"),
      [3, 3, 3, 5, 6],
    );
    expect(save).toMatchObject({ faces: [5, 6], target: 12, success: true });
    expect(b.fig("t").posture).toBe("standing");
  });

  it("weaker: 11 on 2 dice falls at adjDX 10", () => {
    const { save } = rush(
      rusher({ st: 11, dx: 13, weapons: ["shortsword"], readyWeapon: "shortsword" }),
      human("T", { armor: "leather" }),
      [3, 3, 3, 5, 6],
    );
    expect(save).toMatchObject({ faces: [5, 6], target: 10, success: false });
  });

  it("12 on 2 dice always falls, even at adjDX 16", () => {
    const { b, save } = rush(
      rusher({ st: 11, dx: 13, weapons: ["shortsword"], readyWeapon: "shortsword" }),
      human("T", { dx: 16 }),
      [3, 3, 3, 6, 6],
    );
    expect(save).toMatchObject({ faces: [6, 6], target: 16, success: false });
    expect(b.fig("t").posture).toBe("fallen");
  });

  it("16, 17 or 18 on 3 dice always falls, even at adjDX 20; 15 stays up", () => {
    const deft = human("T", { st: 12, dx: 20 });
    expect(rush(rusher(), deft, [3, 3, 3, 6, 5, 5]).save).toMatchObject({
      target: 20,
      success: false,
    });
    expect(rush(rusher(), deft, [3, 3, 3, 6, 6, 5]).save).toMatchObject({ success: false });
    expect(rush(rusher(), deft, [3, 3, 3, 6, 6, 6]).save).toMatchObject({ success: false });
    expect(rush(rusher(), deft, [3, 3, 3, 5, 5, 5]).save).toMatchObject({ success: true });
  });

  it("original ST is compared: a wounded rusher of ST 12 still makes an ST 12 foe roll 3 dice", () => {
    const { save } = rush(rusher(), human("T"), [3, 3, 3, 4, 4, 4], (b) =>
      b.edit("a", { hits: 6 }),
    );
    expect(save).toMatchObject({ faces: [4, 4, 4], success: true });
  });

  it("original ST is compared: a wounded foe of ST 12 is still stronger than a rusher of ST 11", () => {
    const { save } = rush(
      rusher({ st: 11, dx: 13, weapons: ["shortsword"], readyWeapon: "shortsword" }),
      human("T"),
      [3, 3, 3, 6, 5],
      (b) => b.edit("t", { hits: 6 }),
    );
    expect(save).toMatchObject({ faces: [6, 5], success: true });
  });

  it("no effect on a foe more than twice as strong: ST 17 against 8", () => {
    const small = rusher({
      st: 8,
      dx: 16,
      shield: "small-shield",
      weapons: ["dagger"],
      readyWeapon: "dagger",
    });
    const { b, save } = rush(small, human("T", { st: 17 }), [3, 3, 3]);
    expect(save).toEqual({
      type: "saving-roll",
      figure: "t",
      purpose: "stays afoot (too strong to rush)",
      faces: [],
      target: 0,
      success: true,
    });
    expect(b.fig("t").posture).toBe("standing");
  });

  it("exactly twice as strong (16 against 8) still rolls, on 2 dice", () => {
    const small = rusher({
      st: 8,
      dx: 16,
      shield: "small-shield",
      weapons: ["dagger"],
      readyWeapon: "dagger",
    });
    const { save } = rush(small, human("T", { st: 16 }), [3, 3, 3, 6, 6]);
    expect(save).toMatchObject({ faces: [6, 6], success: false });
  });
});

describe("what a rush does not do", () => {
  it("never puts hits on the foe, even on a triple", () => {
    const { b, events } = rush(rusher(), human("T"), [1, 1, 1, 6, 6, 6]);
    expect(attackRolls(events)[0]).toMatchObject({ result: "triple" });
    expect(damages(events)).toEqual([]);
    expect(b.fig("t").hits).toBe(0);
    expect(b.fig("t").posture).toBe("fallen");
  });

  it("a miss does nothing: no saving roll", () => {
    const { b, events } = rush(rusher(), human("T"), [4, 4, 4]);
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 11, result: "miss" });
    expect(eventsOf(events, "saving-roll")).toEqual([]);
    expect(b.fig("t").posture).toBe("standing");
  });

  it("gives no right to force a retreat", () => {
    const { b } = rush(rusher(), human("T"), [3, 3, 3, 6, 6, 6]);
    expect(b.state.phase.kind).toBe("initiative");
  });

  it("against a defending foe it rolls four dice like any attack", () => {
    const { events } = rush(rusher(), human("T"), [3, 3, 3, 2, 4, 4, 4], () => {}, "i");
    expect(attackRolls(events)[0]).toMatchObject({ faces: [3, 3, 3, 2], adjDx: 11, result: "hit" });
  });
});

describe("17 and 18 on a rush", () => {
  it("17: the shield is dropped in the rusher's own hex", () => {
    const { b, events } = rush(rusher(), human("T"), [6, 6, 5]);
    expect(attackRolls(events)[0]).toMatchObject({ result: "drop" });
    expect(eventsOf(events, "item-dropped")).toEqual([
      {
        type: "item-dropped",
        figure: "a",
        item: "large-shield",
        at: at("E5"),
        reason: "rolled 17",
      },
    ]);
    expect(b.fig("a")).toMatchObject({
      shield: null,
      shieldReady: false,
      readyWeapon: "broadsword",
    });
    expect(b.state.dropped).toEqual([{ item: "large-shield", position: at("E5") }]);
  });

  it("18: the shield breaks", () => {
    const { b, events } = rush(rusher(), human("T"), [6, 6, 6]);
    expect(eventsOf(events, "item-broken")).toEqual([
      { type: "item-broken", figure: "a", item: "large-shield" },
    ]);
    expect(b.fig("a")).toMatchObject({ shield: null, shieldReady: false });
    expect(b.state.dropped).toEqual([]);
  });
});
