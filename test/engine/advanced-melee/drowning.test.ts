/**
 * AM §6 ADVERSE CONDITIONS, Water and Drowning, with forced dice: a figure that falls in water to
 * the neck or over its head rolls against drowning (4 dice, 2 for a Swimmer, none for a Diver);
 * over its head it must then float, shedding its weapons and shield, and drowns if its armor alone
 * weighs its ST. Readings in docs/rulings.md, "Drowning".
 */
import { describe, expect, it } from "vitest";
import { conditionsModifiers } from "../../../src/engine/battle/conditions.ts";
import { allowanceIn } from "../../../src/engine/battle/movement.ts";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import type { Ground } from "../../../src/engine/index.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import {
  eventsOf,
  fighter,
  human,
  N,
  ruleConditions,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

/**
 * The rusher (adjDX 11 behind a large shield) in E5 shield-rushes T (DX 12) in E6, standing in
 * `ground`: 9 hits, T's save of 14 fails and T falls; `after` are the dice T's drowning roll takes.
 */
function rushedIntoWater(
  ground: Ground,
  t: Partial<FigureSpec>,
  after: number[],
  rulesEdition?: number,
) {
  const b = new TestBattle(
    [
      fighter("a", human("Rusher", { shield: "large-shield", shieldReady: true }), "E5", S),
      fighter("t", human("T", t), "E6", N, "red"),
    ],
    { ruleset: "advanced-melee", ...(rulesEdition === undefined ? {} : { rulesEdition }) },
  );
  ruleConditions(b, { ground, hexes: ["E6"] });
  const events = b.turn(
    [
      { figure: "t", option: "pass" },
      { figure: "a", option: "h", target: "t", attack: "shield-rush" },
    ],
    [3, 3, 3, 4, 5, 5, ...after],
  );
  const line = (e: unknown) => describeEvent(b.state, e as never);
  return { b, events, line, saves: eventsOf(events, "saving-roll").slice(1) };
}

describe("AM §6 drowning", () => {
  it("T falls in water to the neck and rolls 4 dice: 3+3+3+4 = 13 > adjDX 12, T drowns", () => {
    const { b, events, saves, line } = rushedIntoWater("deep-water", {}, [3, 3, 3, 4]);
    expect(saves).toMatchObject([
      { purpose: "keep from drowning", faces: [3, 3, 3, 4], target: 12, success: false },
    ]);
    expect(b.fig("t").condition).toBe("dead");
    const [drowned] = eventsOf(events, "drowned");
    expect(line(drowned)).toBe("T drowns in E6");
  });

  it("2+2+2+2 = 8 keeps T's head up: it lies fallen in the water, sword in hand", () => {
    const { b, saves, events } = rushedIntoWater("deep-water", {}, [2, 2, 2, 2]);
    expect(saves.map((s) => s.success)).toEqual([true]);
    expect(b.fig("t")).toMatchObject({ condition: "ok", posture: "fallen" });
    expect(b.fig("t").readyWeapon).toBe("broadsword");
    expect(eventsOf(events, "drowned")).toEqual([]);
  });

  it("a Swimmer rolls 2 dice (6+6 = 12 ≤ 12 saves); a Diver does not drown at all", () => {
    const swimmer = rushedIntoWater("deep-water", { talents: ["swimming"] }, [6, 6]);
    expect(swimmer.saves).toMatchObject([{ faces: [6, 6], success: true }]);
    expect(swimmer.b.fig("t").condition).toBe("ok");
    const diver = rushedIntoWater("deep-water", { talents: ["diving"] }, []);
    expect(diver.saves).toMatchObject([{ faces: [], success: true }]);
    expect(diver.line(diver.saves[0])).toBe("T dives: a Diver does not drown");
  });

  it("a fall in water to the knees calls for no roll", () => {
    const { b, saves } = rushedIntoWater("knee-water", {}, []);
    expect(saves).toEqual([]);
    expect(b.fig("t")).toMatchObject({ condition: "ok", posture: "fallen" });
  });

  it("over its head T (12 kg of ST) floats with leather and a sword: 8 + 2.5 kg keeps all", () => {
    const { b } = rushedIntoWater("over-head-water", { armor: "leather" }, [2, 2, 2, 2]);
    expect(b.fig("t")).toMatchObject({ condition: "ok", readyWeapon: "broadsword" });
  });

  it("with a large shield too (20.5 kg) T lets go of shield and sword and floats in leather", () => {
    const { b, events, line } = rushedIntoWater(
      "over-head-water",
      { armor: "leather", shield: "large-shield", shieldReady: true },
      [2, 2, 2, 2],
    );
    expect(b.fig("t")).toMatchObject({ condition: "ok", readyWeapon: null, shield: null });
    const dropped = eventsOf(events, "item-dropped");
    expect(dropped.map((e) => e.item)).toEqual(["broadsword", "large-shield"]);
    expect(line(dropped[0])).toBe("T drops the broadsword in E6 (to stay afloat)");
  });

  it("in chainmail (15 kg) T makes the roll but the armor drags it under", () => {
    const { b, events, line } = rushedIntoWater(
      "over-head-water",
      { armor: "chainmail" },
      [2, 2, 2, 2],
    );
    expect(b.fig("t").condition).toBe("dead");
    const [drowned] = eventsOf(events, "drowned");
    expect(line(drowned)).toBe("T drowns in E6: the armor drags them under");
  });

  it("a battle begun under rules edition 3 has no drowning: T just falls", () => {
    const { b, saves } = rushedIntoWater("deep-water", {}, [], 3);
    expect(saves).toEqual([]);
    expect(b.fig("t")).toMatchObject({ condition: "ok", posture: "fallen" });
  });
});

describe("AM §6 water over the head", () => {
  /** A (ST 12, DX 12, a 2.5 kg sword) alone in E5, water over its head there. */
  function wader(over: Partial<FigureSpec>) {
    const b = new TestBattle(
      [fighter("a", human("A", over), "E5", S), fighter("t", human("T"), "E14", N, "red")],
      { ruleset: "advanced-melee" },
    );
    ruleConditions(b, { ground: "over-head-water", hexes: ["E5"] });
    return b;
  }

  it("a walker on the bottom moves 2 and fights at −6; a light Swimmer swims 6 at −4", () => {
    const walker = wader({});
    expect(allowanceIn(walker.state, walker.fig("a"), "a")).toBe(2);
    expect(conditionsModifiers(walker.state, walker.fig("a"), "weapon")).toEqual([
      { label: "water over the head", value: -6 },
    ]);
    const swimmer = wader({ talents: ["swimming"] });
    expect(allowanceIn(swimmer.state, swimmer.fig("a"), "a")).toBe(6);
    expect(conditionsModifiers(swimmer.state, swimmer.fig("a"), "weapon")).toEqual([
      { label: "swimming", value: -4 },
    ]);
  });

  it("a Swimmer in chainmail (15 kg, over its ST of 12) walks the bottom like anyone", () => {
    const b = wader({ talents: ["swimming"], armor: "chainmail" });
    expect(allowanceIn(b.state, b.fig("a"), "a")).toBe(2);
  });
});
