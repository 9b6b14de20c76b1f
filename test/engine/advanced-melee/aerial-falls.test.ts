/**
 * AM §10 Effects of Damage on Fliers: a flier knocked down crashes within 20 m, rolls 3/DX to pull
 * out from 20 to 30 m, and pulls out 25 m down above that; one out of the fight falls; one of ST
 * over 5 brought to ST 3 lands; a wing hit low down or a lost wing crashes. A fall does 1 die per
 * 5 m. MELEE's gargoyle only lands. Reading in docs/rulings.md, "Fliers falling".
 */
import { describe, expect, it } from "vitest";
import { ForcedDice } from "../../../src/dice/dice.ts";
import { newCtx } from "../../../src/engine/battle/context.ts";
import { cripple } from "../../../src/engine/battle/crippling.ts";
import { applyHits, reactToInjury } from "../../../src/engine/battle/injury.ts";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import { beast, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

/** The gargoyle (ST 20, DX 11) flying `height` m over E7, and Ann below. */
function gargoyleAt(height: number, ruleset: Ruleset = "advanced-melee"): TestBattle {
  const b = new TestBattle(
    [fighter("ann", human("Ann"), "E10", N), beast("garg", "gargoyle", "E7", S)],
    {
      ruleset,
    },
  );
  b.edit("garg", { flying: true, ...(ruleset === "advanced-melee" ? { height } : {}) });
  return b;
}

/** `hits` land on the gargoyle at once, on these dice; the events that follow. */
function hitGargoyle(b: TestBattle, hits: number, faces: number[]) {
  const ctx = newCtx(b.state, new ForcedDice(faces));
  const garg = b.fig("garg");
  applyHits(ctx, garg, hits);
  reactToInjury(ctx, garg);
  return ctx.events;
}

const falls = (events: ReturnType<typeof hitGargoyle>) =>
  events.filter((e) => e.type === "aerial-fall");

describe("AM §10: a flier knocked down", () => {
  it("12 m up, 8 hits knock it out of the air: it crashes for 2 dice, 3+4 = 7 more hits", () => {
    const b = gargoyleAt(12);
    const events = hitGargoyle(b, 8, [3, 4]);
    expect(falls(events)).toEqual([
      { type: "aerial-fall", figure: "garg", from: 12, to: 0, faces: [3, 4], hits: 7 },
    ]);
    expect(b.fig("garg")).toMatchObject({ flying: false, posture: "fallen", hits: 15 });
    expect(b.fig("garg").height).toBeUndefined();
    const fall = falls(events)[0];
    expect(fall && describeEvent(b.state, fall)).toBe(
      "garg falls 12 m and crashes: 2d6 = 7 (3+4) hits, armor no help",
    );
  });

  it("25 m up, it makes 3/DX 11 with 9 and pulls out at 5 m", () => {
    const b = gargoyleAt(25);
    const events = hitGargoyle(b, 8, [3, 3, 3]);
    expect(falls(events)).toEqual([
      { type: "aerial-fall", figure: "garg", from: 25, to: 5, faces: [], hits: 0 },
    ]);
    expect(b.fig("garg")).toMatchObject({ flying: true, height: 5, posture: "standing" });
  });

  it("25 m up, it misses with 12 and crashes for 5 dice", () => {
    const b = gargoyleAt(25);
    const events = hitGargoyle(b, 8, [4, 4, 4, 1, 1, 1, 1, 1]);
    expect(falls(events)).toMatchObject([{ from: 25, to: 0, hits: 5 }]);
    expect(b.fig("garg")).toMatchObject({ flying: false, hits: 13 });
  });

  it("40 m up, it pulls out 25 m down, at 15 m, with no roll", () => {
    const b = gargoyleAt(40);
    const events = hitGargoyle(b, 8, []);
    expect(falls(events)).toMatchObject([{ from: 40, to: 15 }]);
    const fall = falls(events)[0];
    expect(fall && describeEvent(b.state, fall)).toBe("garg falls 25 m and pulls out at 15 m");
  });

  it("MELEE's gargoyle knocked down only lands", () => {
    const b = gargoyleAt(0, "melee");
    const events = hitGargoyle(b, 8, []);
    expect(falls(events)).toEqual([]);
    expect(b.fig("garg")).toMatchObject({ flying: false, posture: "fallen", hits: 8 });
  });
});

describe("AM §10: other ways down", () => {
  it("knocked unconscious 10 m up, it falls for 2 dice", () => {
    const b = gargoyleAt(10);
    const events = hitGargoyle(b, 19, [1, 2]);
    expect(falls(events)).toMatchObject([{ from: 10, to: 0, hits: 3 }]);
    expect(b.fig("garg")).toMatchObject({ condition: "dead", flying: false });
  });

  it("brought to ST 3 by 17 hits in two turns' worth, it lands unhurt", () => {
    const b = gargoyleAt(30);
    b.edit("garg", { hits: 10 });
    const events = hitGargoyle(b, 7, []);
    expect(falls(events)).toEqual([]);
    expect(events).toContainEqual({ type: "flight", figure: "garg", airborne: false });
    expect(b.fig("garg")).toMatchObject({ flying: false, hits: 17 });
  });

  it("a crippled wing 15 m up crashes it; 25 m up it flops down safely", () => {
    const low = gargoyleAt(15);
    const ctx = newCtx(low.state, new ForcedDice([1, 1, 1]));
    cripple(ctx, low.fig("garg"), "wing");
    expect(ctx.events.filter((e) => e.type === "aerial-fall")).toMatchObject([
      { from: 15, hits: 3 },
    ]);
    const high = gargoyleAt(25);
    const safe = newCtx(high.state, new ForcedDice([]));
    cripple(safe, high.fig("garg"), "wing");
    expect(safe.events).toEqual([{ type: "flight", figure: "garg", airborne: false }]);
  });
});
