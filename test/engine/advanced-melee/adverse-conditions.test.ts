/**
 * AM §6 ADVERSE CONDITIONS, set by the GM (a ruling) or a scenario's set-up: darkness (−8 to
 * strike, adjDX 5 for any shot), broken ground and shallow water (−2, not for a shot made standing
 * still), water to the neck (−6, MA 2), knee-deep water (MA halved). Readings in docs/rulings.md,
 * "Adverse conditions".
 */
import { describe, expect, it } from "vitest";
import { ForcedDice } from "../../../src/dice/dice.ts";
import { chosenOption } from "../../../src/engine/battle/chosen.ts";
import { NOT_UNDER_MELEE } from "../../../src/engine/battle/conditions-ruling.ts";
import { allowanceIn } from "../../../src/engine/battle/movement.ts";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { createBattle } from "../../../src/engine/battle/setup.ts";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import { groundAt, lightAt } from "../../../src/engine/index.ts";
import {
  at,
  attackRolls,
  fighter,
  human,
  N,
  ruleConditions,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";
import { Bout, fighter as boutFighter } from "../battle/builders.ts";

const AM: Ruleset = "advanced-melee";

const rule = ruleConditions;

/** A (DX 12, broadsword) in E5 faces T in E6. */
function duel(ruleset: Ruleset = AM) {
  return new TestBattle(
    [fighter("a", human("A"), "E5", S), fighter("t", human("T"), "E6", N, "red")],
    { ruleset },
  );
}

const strike = [
  { figure: "t", option: "pass" },
  { figure: "a", option: "h", target: "t" },
] as const;

describe("AM §6 darkness", () => {
  it("A strikes in the dark at 12 − 8 = 4: a 6 misses", () => {
    const b = duel();
    const ruled = rule(b, { light: "dark" });
    expect(ruled).toEqual([
      { type: "conditions-set", gm: "Gamma", hexes: null, light: "dark", reason: null },
    ]);
    const [roll] = attackRolls(b.turn([...strike], [2, 2, 2]));
    expect(roll).toMatchObject({
      adjDx: 4,
      result: "miss",
      modifiers: [{ label: "in total darkness", value: -8 }],
    });
  });

  it("a lit hex in a dark arena (a torch nearby) fights at full DX: 12 hits", () => {
    const b = duel();
    rule(b, { light: "dark" });
    rule(b, { light: "lit", hexes: ["E5"] });
    expect(lightAt(b.state, at("E5"))).toBe("lit");
    expect(lightAt(b.state, at("E6"))).toBe("dark");
    const [roll] = attackRolls(b.turn([...strike], [4, 4, 4, 3, 3]));
    expect(roll).toMatchObject({ adjDx: 12, result: "hit", modifiers: [] });
  });

  it("an arrow into the dark is at adjDX 5 whatever else counts: 5 hits, 6 misses", () => {
    const archer: FigureSpec = human("Archer", {
      st: 11,
      dx: 15,
      armor: "leather",
      weapons: ["small-bow"],
      readyWeapon: "small-bow",
    });
    const shoot = (faces: number[]) => {
      const b = new TestBattle(
        [fighter("a", archer, "E12", N), fighter("t", human("T"), "E8", S, "red")],
        { ruleset: AM },
      );
      rule(b, { light: "dark", hexes: ["E8"] });
      return attackRolls(
        b.turn(
          [
            { figure: "a", option: "f", target: "t" },
            { figure: "t", option: "pass" },
          ],
          faces,
        ),
      );
    };
    const [hit] = shoot([1, 1, 3, 2]);
    expect(hit).toMatchObject({
      adjDx: 5,
      result: "hit",
      modifiers: [{ label: "in total darkness: adjDX 5", value: -10 }],
    });
    expect(shoot([2, 2, 2])[0]).toMatchObject({ adjDx: 5, result: "miss" });
  });
});

describe("AM §6 broken ground and water", () => {
  it("on broken ground A strikes at −2; in water to the neck at −6", () => {
    const broken = duel();
    rule(broken, { ground: "broken", hexes: ["E5"] });
    expect(attackRolls(broken.turn([...strike], [3, 3, 4, 3, 3]))[0]).toMatchObject({
      adjDx: 10,
      result: "hit",
      modifiers: [{ label: "broken ground", value: -2 }],
    });
    const deep = duel();
    rule(deep, { ground: "deep-water" });
    expect(attackRolls(deep.turn([...strike], [3, 2, 2]))[0]).toMatchObject({
      adjDx: 6,
      result: "miss",
      modifiers: [{ label: "water to the neck", value: -6 }],
    });
  });

  it("a shot made standing still on broken ground has no −2; a throw on the run has", () => {
    const thrower: FigureSpec = human("A", {
      weapons: ["spear"],
      readyWeapon: "spear",
    });
    const throwAt = (path: readonly string[]) => {
      const b = new TestBattle(
        [fighter("a", thrower, "E5", S), fighter("t", human("T"), "E9", N, "red")],
        { ruleset: AM },
      );
      rule(b, { ground: "ankle-water" });
      const destination =
        path.length > 0 ? { destination: at(path[path.length - 1] as string) } : {};
      return attackRolls(
        b.turn(
          [
            { figure: "t", option: "pass" },
            { figure: "a", option: "b", target: "t", attack: "thrown", ...destination },
          ],
          [6, 6, 6],
        ),
      )[0];
    };
    expect(throwAt([])).toMatchObject({
      adjDx: 8,
      modifiers: [{ label: "thrown 4 hexes", value: -4 }],
    });
    expect(throwAt(["E6"])).toMatchObject({
      adjDx: 7,
      modifiers: [
        { label: "ankle-deep water", value: -2 },
        { label: "thrown 3 hexes", value: -3 },
      ],
    });
  });

  it("knee-deep water halves MA 10 to 5; water to the neck makes it 2; a hex away, 10", () => {
    const b = duel();
    rule(b, { ground: "knee-water", hexes: ["E5"] });
    expect(allowanceIn(b.state, b.fig("a"), "a")).toBe(5);
    rule(b, { ground: "deep-water", hexes: ["E5"] });
    expect(groundAt(b.state, at("E5"))).toBe("deep-water");
    expect(allowanceIn(b.state, b.fig("a"), "a")).toBe(2);
    expect(allowanceIn(b.state, b.fig("t"), "a")).toBe(10);
  });
});

describe("changing options in water", () => {
  /**
   * Ann (MA 10) has moved 3 hexes with (a) from E5, in knee-deep water unless `dry`; in the water
   * that is a run (more than half of 5), and 9 on her footing roll keeps her up.
   */
  function annMovedThree(dry: boolean) {
    const b = Bout.of(
      [
        boutFighter("ann", "red", "E5", S, human("Ann")),
        boutFighter("bob", "blue", "E14", N, human("Bob")),
      ],
      [6, 1],
      { ruleset: AM },
    );
    if (!dry)
      b.order({
        type: "gm",
        gm: "GM",
        ruling: { kind: "conditions", hexes: [at("E5")], ground: "knee-water" },
      });
    b.initiative("red", true);
    b.move("ann", "a", { path: [at("E6"), at("E7"), at("E8")] }, dry ? [] : [3, 3, 3]);
    return b;
  }

  it("the MA she waded with from E5 (5) limits the change: a charge allows only 2 hexes", () => {
    expect(
      annMovedThree(false).refusal({ type: "change-option", figure: "ann", option: "b" }),
    ).toBe("Ann moved 3 hexes; (b) allows at most 2.");
    const dry = annMovedThree(true);
    dry.order({ type: "change-option", figure: "ann", option: "b" });
    expect(chosenOption(dry.state, "ann")?.option).toBe("b");
  });
});

describe("the GM's ruling and the set-up", () => {
  it("MELEE has no adverse conditions: the ruling is refused", () => {
    expect(() => rule(duel("melee"), { light: "dark" })).toThrow(NOT_UNDER_MELEE);
  });

  it("a ruling must name the light or the ground, and hexes inside the arena", () => {
    expect(() => rule(duel(), {})).toThrow(
      "Say what to set: the light, the ground, a level, a tunnel, cover or fire.",
    );
    expect(() => rule(duel(), { light: "dark", hexes: ["Z40"] })).toThrow(
      "Z40 is outside the arena or a wall.",
    );
  });

  it("a set-up's conditions hold from the start; without them the state has no field", () => {
    const setup = {
      ruleset: AM,
      combatType: "death",
      sides: [
        { id: "blue", name: "Blue", entrance: 0 },
        { id: "red", name: "Red", entrance: 1 },
      ],
      figures: [fighter("a", human("A"), "E5", S), fighter("t", human("T"), "E6", N, "red")],
    } as const;
    const dice = () => new ForcedDice([6, 1]);
    const plain = createBattle(setup, dice()).state;
    expect("conditions" in plain).toBe(false);
    const dark = createBattle(
      {
        ...setup,
        conditions: [
          { hexes: null, light: "dark" },
          { hexes: [at("E5")], ground: "broken" },
        ],
      },
      dice(),
    ).state;
    expect(dark.conditions).toEqual({
      light: "dark",
      ground: "firm",
      hexes: [{ at: at("E5"), ground: "broken" }],
    });
  });
});
