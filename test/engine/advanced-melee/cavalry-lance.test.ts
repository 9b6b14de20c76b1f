/**
 * AM §9 THE CAVALRY LANCE in battle, with forced dice: 3-1 straight on, (3-1+2)×2 in a charge at
 * speed; any other foe gets the sweep, 1 die (1+2 at speed), never doubled, and a hit calls for
 * 3 dice against ST or the lance falls; only a rider strikes with it, and never by a jab.
 */
import { describe, expect, it } from "vitest";
import type { BattleEvent } from "../../../src/engine/battle/events.ts";
import type { Lean } from "../../../src/engine/battle/leaning.ts";
import { customArena } from "../../../src/engine/hex/arena.ts";
import {
  at,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  NE,
  rider,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

const LANCER = human("Rex", {
  st: 13,
  dx: 11,
  weapons: ["cavalry-lance"],
  readyWeapon: "cavalry-lance",
});

/**
 * Rex on a horse, head on E`startRow` facing N, charges up column E to E5 at Fay on `foeHex`,
 * leaning as `lean` says (AM §9 LEANING).
 */
function charge(startRow: number, foeHex: string, faces: number[], lean?: Lean) {
  const b = new TestBattle(
    [
      rider("r", LANCER, `E${startRow}`, N),
      fighter("f", human("Fay", { st: 18 }), foeHex, S, "red"),
    ],
    { ruleset: "advanced-melee", arena: customArena(9, 16) },
  );
  const path = [];
  for (let row = startRow - 1; row >= 5; row--) path.push(at(`E${row}`));
  const events = b.turn(
    [
      { figure: "f", option: "pass" },
      { figure: "r", option: "b", path, target: "f", ...(lean ? { lean } : {}) },
    ],
    faces,
  );
  return { b, events };
}

const savingRolls = (events: readonly BattleEvent[]) => eventsOf(events, "saving-roll");

describe("AM §9: the cavalry lance", () => {
  it("straight on after 9 hexes it does (3-1+2)×2: 4, 3, 2 make 20", () => {
    const { events } = charge(14, "E4", [2, 3, 1, 4, 3, 2]);
    expect(damages(events)).toMatchObject([
      { damage: { dice: 3, add: 1 }, multiplier: 2, total: 20 },
    ]);
  });

  it("straight on after 8 hexes a charge still doubles its 3-1: 4, 3, 2 make 16", () => {
    const { events } = charge(13, "E4", [2, 3, 1, 4, 3, 2]);
    expect(damages(events)).toMatchObject([
      { damage: { dice: 3, add: -1 }, multiplier: 2, total: 16 },
    ]);
  });

  it("leaning back into E6 facing N, Rex still meets E4 straight on: 4, 3, 2 make 20", () => {
    const { events } = charge(14, "E4", [2, 3, 1, 4, 3, 2], { hex: at("E6"), facing: N });
    expect(damages(events)).toMatchObject([{ multiplier: 2, total: 20 }]);
  });

  it("leaning in the saddle turned NE, Rex only sweeps at E4: 4+2, not doubled", () => {
    const { events } = charge(14, "E4", [2, 3, 1, 4, 3, 3, 3], { hex: at("E5"), facing: NE });
    expect(damages(events)).toMatchObject([
      { damage: { dice: 1, add: 2 }, multiplier: 1, total: 6 },
    ]);
  });

  it("at a foe beside the line (F4) it sweeps: 1+2, not doubled, then 3/ST or drop the lance", () => {
    // The die 4 does 4+2; the roll to keep the lance, 6, 6, 5 = 17 against ST 13, fails.
    const { b, events } = charge(14, "F4", [2, 3, 1, 4, 6, 6, 5]);
    expect(damages(events)).toMatchObject([
      { damage: { dice: 1, add: 2 }, multiplier: 1, total: 6 },
    ]);
    expect(savingRolls(events)).toMatchObject([
      { figure: "r", purpose: "keep the lance after a sweeping blow", target: 13, success: false },
    ]);
    expect(b.fig("r").readyWeapon).toBeNull();
    expect(b.state.dropped).toMatchObject([{ item: "cavalry-lance" }]);
  });

  it("a sweep's rider who makes the roll keeps the lance", () => {
    const { b } = charge(14, "F4", [2, 3, 1, 4, 3, 3, 3]);
    expect(b.fig("r").readyWeapon).toBe("cavalry-lance");
  });

  it("is used only from a mount, and never jabs", () => {
    const onFoot = new TestBattle(
      [fighter("r", LANCER, "E5", N), fighter("f", human("Fay"), "E4", S, "red")],
      { ruleset: "advanced-melee" },
    );
    expect(() =>
      onFoot.turn([
        { figure: "f", option: "pass" },
        { figure: "r", option: "h", target: "f" },
      ]),
    ).toThrow(/Rex is on foot: a cavalry lance is used only from a mount/);
    const jab = new TestBattle(
      [fighter("r", LANCER, "E5", N), fighter("f", human("Fay"), "E3", S, "red")],
      { ruleset: "advanced-melee" },
    );
    expect(() =>
      jab.turn([
        { figure: "f", option: "pass" },
        { figure: "r", option: "b", target: "f", attack: "jab" },
      ]),
    ).toThrow(/never by a jab/);
  });
});
