/**
 * AM §9 ATTACKS, with forced dice: "A rider may attack regardless of how far his mount moved that
 * turn, although the animal itself cannot attack if it moved more than half its MA." From rules
 * edition 5 a rider's charge (b) rides the horse's full MA (22 under its rider) and strikes; the
 * horse's own attack is refused after more than 11 hexes. Edition 4 held (b) to half the MA.
 * Reading in docs/rulings.md, "Mounted combat".
 */
import { describe, expect, it } from "vitest";
import { customArena } from "../../../src/engine/hex/arena.ts";
import {
  at,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  rider,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

/** R (DX 12, broadsword) rides a horse, head in E20 facing N; F on foot in E4 facing S. */
function battle(rulesEdition?: number): TestBattle {
  return new TestBattle(
    [rider("r", human("R"), "E20", N), fighter("f", human("F"), "E4", S, "red")],
    {
      ruleset: "advanced-melee",
      arena: customArena(9, 24),
      ...(rulesEdition === undefined ? {} : { rulesEdition }),
    },
  );
}

/** E19 up to E5: 15 hexes, more than half the horse's MA of 22. */
const fifteenHexes = Array.from({ length: 15 }, (_, i) => at(`E${19 - i}`));
const fPasses = { figure: "f", option: "pass" } as const;
const charge = { figure: "r", option: "b", path: fifteenHexes, target: "f" } as const;

describe("AM §9: a rider attacks after his mount's full move", () => {
  it("R charges 15 hexes and strikes F: 10 hits DX 12, 2 dice + 2 at speed of 3 and 4 make 9", () => {
    const b = battle();
    const events = b.turn([fPasses, charge], [4, 3, 3, 3, 4]);
    expect(eventsOf(events, "attack-roll")).toMatchObject([
      { attacker: "r", target: "f", faces: [4, 3, 3], adjDx: 12 },
    ]);
    expect(damages(events)).toMatchObject([{ target: "f", damage: { dice: 2, add: 2 }, total: 9 }]);
    expect(b.fig("r").position).toEqual(at("E5"));
  });

  it("the horse's full MA of 22 is the most R's charge rides: 23 hexes are refused", () => {
    const b = new TestBattle(
      [rider("r", human("R"), "E26", N), fighter("f", human("F"), "E1", S, "red")],
      { ruleset: "advanced-melee", arena: customArena(9, 28) },
    );
    const far = Array.from({ length: 23 }, (_, i) => at(`E${25 - i}`));
    expect(() =>
      b.turn([fPasses, { figure: "r", option: "b", path: far, target: "f" }], []),
    ).toThrow("R would move 23 hexes; charge attack (b) allows at most 22.");
  });

  it("the horse may not attack too after 15 hexes: refused, naming the rule", () => {
    expect(() => battle().turn([fPasses, { ...charge, attack: "mount-attack" }], [])).toThrow(
      "Horse moves 15 hexes, more than half its MA of 22: the animal attacks only if it moved half its MA or less, though R may (AM §9 ATTACKS).",
    );
  });

  it("under rules edition 4 a rider's charge moved half the MA at most", () => {
    expect(() => battle(4).turn([fPasses, charge], [])).toThrow(
      "R would move 15 hexes; charge attack (b) allows at most 11.",
    );
  });
});
