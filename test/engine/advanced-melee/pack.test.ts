/**
 * AM §5 ARMOR AND SHIELDS: a pack on the back costs DX (−1 loaded, as AM §7's Melio; −2 heavy)
 * and stops 1 hit from the rear only (figure/pack.ts; docs/rulings.md, "A pack on the back").
 */
import { describe, expect, it } from "vitest";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import { validateFigure } from "../../../src/engine/figure/validate.ts";
import { describeEvents } from "../../../src/render/log-text.ts";
import {
  attackRolls,
  beast,
  damages,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

/** AM §7's Melio: ST 9, DX 12, IQ 14, leather (adjDX 10), a loaded pack; a rapier to strike. */
const MELIO = human("Melio", {
  st: 9,
  dx: 12,
  iq: 14,
  armor: "leather",
  weapons: ["rapier"],
  readyWeapon: "rapier",
  pack: "loaded",
});

/** Melio (or a variant) strikes the troll facing him, rolling 13 (4+4+5); the troll waits. */
function strikeTheTroll(melio: FigureSpec) {
  const b = new TestBattle([fighter("melio", melio, "E5", S), beast("troll", "troll", "E6", N)], {
    ruleset: "advanced-melee",
  });
  const events = b.turn(
    [
      { figure: "melio", option: "h", target: "troll" },
      { figure: "troll", option: "pass" },
    ],
    [4, 4, 5],
  );
  return { b, events };
}

describe("AM §5's pack on the back", () => {
  it("costs Melio 1 DX: adjDX 12 − 2 (leather) − 1 = 9, and his 13 misses (AM §7 turn 2)", () => {
    const { b, events } = strikeTheTroll(MELIO);
    expect(attackRolls(events)[0]).toMatchObject({
      attacker: "melio",
      adjDx: 9,
      faces: [4, 4, 5],
      result: "miss",
    });
    expect(describeEvents(b.state, events)).toContain(
      "Melio, Rapier → troll: 3d6 = 13 (4+4+5) > adjDX 9 = DX 12 − 2 leather − 1 loaded pack, miss",
    );
  });

  it("costs 2 DX when heavy", () => {
    const { events } = strikeTheTroll({ ...MELIO, pack: "heavy" });
    expect(attackRolls(events)[0]).toMatchObject({ attacker: "melio", adjDx: 8 });
  });

  it("stops 1 hit from behind, on top of leather's 2, and none from the front", () => {
    const foe = human("Foe", { weapons: ["broadsword"], readyWeapon: "broadsword" });
    const fight = (hex: string) =>
      new TestBattle([fighter("melio", MELIO, "E5", S), fighter("foe", foe, hex, S, "red")], {
        ruleset: "advanced-melee",
        sides: ["red", "blue"],
      });
    // Behind Melio the foe is not engaged: it strikes with a move of none (b).
    const strike = (b: TestBattle, option: "b" | "h") =>
      b.turn(
        [
          { figure: "foe", option, target: "melio" },
          { figure: "melio", option: "pass" },
        ],
        [2, 2, 2, 4, 4],
      );
    // From the rear hex (E4, behind Melio facing south): 8 − 2 − 1 = 5.
    const behind = strike(fight("E4"), "b");
    expect(damages(behind)[0]).toMatchObject({
      target: "melio",
      total: 8,
      stoppedBy: ["Leather armor", "loaded pack"],
      taken: 5,
    });
    // From the front (E6, the foe turned to face him): 8 − 2 = 6.
    const front = fight("E6");
    front.edit("foe", { facing: N });
    expect(damages(strike(front, "h"))[0]).toMatchObject({ target: "melio", total: 8, taken: 6 });
  });

  it("is ADVANCED MELEE's: refused under MELEE", () => {
    expect(validateFigure({ ...MELIO, st: 12, iq: undefined }, "melee")).toEqual([
      "A pack on the back is ADVANCED MELEE's; Melio wears one",
    ]);
  });
});
