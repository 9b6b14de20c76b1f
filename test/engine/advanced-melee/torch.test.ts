/**
 * AM §6 FIRE AS A WEAPON: the torch, 1-2 in one hand, double against the troll; held ready, it
 * lights the dark round its holder (AM §6 DARKNESS: "a single nearby torch is enough"). Readings in
 * docs/rulings.md, "Torches".
 */
import { describe, expect, it } from "vitest";
import { lightAt } from "../../../src/engine/battle/conditions.ts";
import { hthEntryProblem } from "../../../src/engine/battle/hth.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import {
  at,
  attackRolls,
  beast,
  besideTarget,
  damages,
  fighter,
  human,
  N,
  ruleConditions,
  S,
  strikesTarget,
  TestBattle,
} from "../battle/attack-builders.ts";

const TORCHBEARER = human("A", { weapons: ["torch"], readyWeapon: "torch" });

describe("AM §6 the torch as a weapon", () => {
  it("A strikes a man with the torch: 1d6 − 2, as the table gives", () => {
    const b = besideTarget(TORCHBEARER, "advanced-melee");
    const [damage] = damages(strikesTarget(b, [3, 3, 3, 5]));
    expect(damage).toMatchObject({ damage: { dice: 1, add: -2 }, multiplier: 1, taken: 3 });
  });

  it("against the troll the torch does double: (5 − 2) × 2 = 6", () => {
    const b = new TestBattle(
      [fighter("a", TORCHBEARER, "E5", S), beast("troll", "troll", "E6", N)],
      { ruleset: "advanced-melee" },
    );
    const events = b.turn(
      [
        { figure: "troll", option: "pass" },
        { figure: "a", option: "h", target: "troll" },
      ],
      [3, 3, 3, 5],
    );
    const [damage] = damages(events);
    expect(damage).toMatchObject({ multiplier: 2, total: 6, taken: 6 });
    expect(describeEvent(b.state, damage as never)).toBe(
      "1d6−2 = 3, doubled = 6, troll takes 6 (ST 24/30)",
    );
  });

  it("a broadsword does the troll no double damage", () => {
    const b = new TestBattle(
      [fighter("a", human("A"), "E5", S), beast("troll", "troll", "E6", N)],
      { ruleset: "advanced-melee" },
    );
    const events = b.turn(
      [
        { figure: "troll", option: "pass" },
        { figure: "a", option: "h", target: "troll" },
      ],
      [3, 3, 3, 5, 1],
    );
    expect(damages(events)[0]).toMatchObject({ multiplier: 1 });
  });
});

describe("AM §6 the torch as a light", () => {
  it("in a dark arena a ready torch lights its holder's hex and the six round it", () => {
    const b = besideTarget(TORCHBEARER, "advanced-melee");
    ruleConditions(b, { light: "dark" });
    expect(lightAt(b.state, at("E5"))).toBe("lit");
    expect(lightAt(b.state, at("E6"))).toBe("lit");
    expect(lightAt(b.state, at("E7"))).toBe("dark");
    const [roll] = attackRolls(strikesTarget(b, [4, 4, 4, 3]));
    expect(roll).toMatchObject({ adjDx: 12, result: "hit", modifiers: [] });
  });

  it("a torch carried but not ready lights nothing: the blow is at −8", () => {
    const b = besideTarget(
      human("A", { weapons: ["broadsword", "torch"], readyWeapon: "broadsword" }),
      "advanced-melee",
    );
    ruleConditions(b, { light: "dark" });
    const [roll] = attackRolls(strikesTarget(b, [4, 4, 4]));
    expect(roll).toMatchObject({
      adjDx: 4,
      modifiers: [{ label: "in total darkness", value: -8 }],
    });
  });
});

describe("AM §6 animals' fear of the torch", () => {
  /** A wolf (DX 14) in E6 faces `spec` in E5; the man stands, the wolf acts as `order` says. */
  function wolfAt(spec = TORCHBEARER, monster: "wolf" | "troll" = "wolf", rulesEdition?: number) {
    return new TestBattle([fighter("a", spec, "E5", S), beast("w", monster, "E6", N)], {
      ruleset: "advanced-melee",
      ...(rulesEdition === undefined ? {} : { rulesEdition }),
    });
  }

  function bites(b: TestBattle, damageFaces = [1]) {
    const events = b.turn(
      [
        { figure: "a", option: "pass" },
        { figure: "w", option: "h", target: "a" },
      ],
      [3, 3, 3, ...damageFaces],
    );
    return attackRolls(events)[0];
  }

  it("a wolf bites at a torch-bearer at 14 − 2 = 12, afraid of the flame", () => {
    expect(bites(wolfAt())).toMatchObject({
      adjDx: 12,
      modifiers: [{ label: "afraid of the torch", value: -2 }],
    });
  });

  it("no fear of a sword, none in a troll, none in a battle begun under edition 3", () => {
    expect(bites(wolfAt(human("A")))).toMatchObject({ adjDx: 14 });
    expect(bites(wolfAt(TORCHBEARER, "wolf", 3))).toMatchObject({ adjDx: 14 });
    expect(bites(wolfAt(TORCHBEARER, "troll"), [1, 1])).toMatchObject({ modifiers: [] });
  });

  it("the wolf (MA 12) will not grapple the slower torch-bearer; it would a swordsman", () => {
    const torch = wolfAt();
    const problem = (b: TestBattle) =>
      hthEntryProblem(b.state, b.fig("w"), b.fig("a"), b.fig("w").position);
    expect(problem(torch)).toBe("w fears A's torch and will not close to grapple (AM §6).");
    expect(problem(wolfAt(human("A")))).toBeNull();
  });
});
