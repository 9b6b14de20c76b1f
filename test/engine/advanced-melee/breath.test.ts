/**
 * AM §6 ADVERSE CONDITIONS, Water, with forced dice: a figure too heavy to float walks the bottom of
 * water over its head holding its breath for its ST in turns (+10 Swimming, +20 Diving); a turn
 * ended there with none left calls for the roll against drowning. Readings in docs/rulings.md,
 * "Drowning".
 */
import { describe, expect, it } from "vitest";
import { breathLeft, breathTurns } from "../../../src/engine/battle/breath.ts";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import { badgeKey } from "../../../src/render/map/badge-key.ts";
import { statusWords } from "../../../src/render/map/describe.ts";
import { postureBadge } from "../../../src/render/map/tokens.ts";
import {
  eventsOf,
  fighter,
  human,
  N,
  ruleConditions,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

/** ST 8 in cloth armor (7 kg) with a dagger and a large shield: 17.1 kg, too heavy to float. */
const WADER: Partial<FigureSpec> = {
  st: 8,
  dx: 16,
  armor: "cloth",
  weapons: ["dagger"],
  readyWeapon: "dagger",
  shield: "large-shield",
  shieldReady: true,
};

/** T (`spec`) stands in water over its head in E6; its foe waits far off in E14. */
function underWater(spec: Partial<FigureSpec> = WADER, rulesEdition?: number) {
  const b = new TestBattle(
    [fighter("t", human("T", spec), "E6", N), fighter("f", human("F"), "E14", S, "red")],
    { ruleset: "advanced-melee", ...(rulesEdition === undefined ? {} : { rulesEdition }) },
  );
  ruleConditions(b, { ground: "over-head-water", hexes: ["E6"] });
  return b;
}

const BOTH_WAIT = [
  { figure: "t", option: "pass" },
  { figure: "f", option: "pass" },
] as const;

describe("AM §6 holding one's breath under water", () => {
  it("breath lasts ST turns, 10 more for a Swimmer, 20 more for a Diver", () => {
    const t = (talents: FigureSpec["talents"]) =>
      underWater({ ...WADER, st: 12, talents }).fig("t");
    expect(breathTurns(t([]))).toBe(12);
    expect(breathTurns(t(["swimming"]))).toBe(22);
    expect(breathTurns(t(["diving"]))).toBe(32);
  });

  it("T (ST 8) counts down from 8 on its card and map, and runs out at the ninth turn's end", () => {
    const b = underWater();
    const shown = () => ({
      left: breathLeft(b.state, b.fig("t")),
      card: statusWords(b.state, b.fig("t")).at(-1),
      badge: postureBadge(b.state, b.fig("t"), false),
    });
    expect(shown()).toEqual({ left: 8, card: "holding breath (8 turns)", badge: "air 8" });
    expect(badgeKey(b.state)).toBe("Badges: air 8, turns of breath left under water.");
    for (const left of [7, 6, 5, 4, 3, 2, 1, 0]) {
      b.turn(BOTH_WAIT);
      expect(shown().left).toBe(left);
    }
    expect(shown()).toEqual({ left: 0, card: "holding breath (0 turns)", badge: "air 0" });
    // Out of breath, it rolls 4 dice against adjDX 14 (16, −1 cloth, −1 the large shield).
    const events = b.turn(BOTH_WAIT, [4, 4, 3, 3]);
    const [out] = eventsOf(events, "out-of-breath");
    expect(describeEvent(b.state, out as never)).toBe("T runs out of breath under the water in E6");
    expect(eventsOf(events, "saving-roll")).toMatchObject([
      { purpose: "keep from drowning", faces: [4, 4, 3, 3], target: 14, success: true },
    ]);
    // Afloat, it has let go of its dagger and shield (7 kg of cloth < ST 8), and breathes again.
    expect(b.fig("t")).toMatchObject({ condition: "ok", readyWeapon: null, shield: null });
    expect(breathLeft(b.state, b.fig("t"))).toBeUndefined();
  });

  it("a miss when the breath runs out drowns T: 4+4+4+3 = 15 > 14", () => {
    const b = underWater();
    for (let turn = 0; turn < 8; turn++) b.turn(BOTH_WAIT);
    const events = b.turn(BOTH_WAIT, [4, 4, 4, 3]);
    expect(eventsOf(events, "drowned")).toMatchObject([{ figure: "t", why: "roll" }]);
    expect(b.fig("t").condition).toBe("dead");
  });

  it("a figure light enough to float holds no breath; nor does one in a battle begun under edition 4", () => {
    const light = underWater({ ...WADER, shield: null, shieldReady: false });
    expect(breathLeft(light.state, light.fig("t"))).toBeUndefined();
    const old = underWater(WADER, 4);
    for (let turn = 0; turn < 10; turn++) old.turn(BOTH_WAIT);
    expect(old.fig("t").condition).toBe("ok");
    expect(breathLeft(old.state, old.fig("t"))).toBeUndefined();
  });
});
