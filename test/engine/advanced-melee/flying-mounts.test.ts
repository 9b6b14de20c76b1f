/**
 * AM §9 and §10 with forced dice: a rider on a flying mount (our griffin). The unit takes off,
 * climbs, dives and lands as one flier carrying its rider; he strikes the ground from the air at
 * −4 and is struck back at −4 for a flier (not −6, AM §9 DX MODIFICATIONS); he and the beast fall
 * together, or apart, as the book says. Reading in docs/rulings.md, "Flying mounts".
 */
import { describe, expect, it } from "vitest";
import { ForcedDice } from "../../../src/dice/dice.ts";
import { crash } from "../../../src/engine/battle/aerial-falls.ts";
import { newCtx } from "../../../src/engine/battle/context.ts";
import { legalOptions } from "../../../src/engine/battle/decisions.ts";
import { flierLadenMa } from "../../../src/engine/battle/flier-load.ts";
import { applyHits, reactToInjury } from "../../../src/engine/battle/injury.ts";
import { woundMount } from "../../../src/engine/battle/mount-struck.ts";
import { customArena } from "../../../src/engine/hex/arena.ts";
import { formatHex } from "../../../src/engine/hex/coordinates.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import {
  at,
  attackRolls,
  beast,
  eventsOf,
  fighter,
  human,
  N,
  rider,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

const AM = { ruleset: "advanced-melee", arena: customArena(9, 16) } as const;
const SWORDSMAN = { weapons: ["broadsword" as const], readyWeapon: "broadsword" as const };
const foe = fighter("f", human("F", SWORDSMAN), "E9", N, "red");
/** The same foe far off, for the flights that should meet no one. */
const farFoe = fighter("f", human("F"), "A1", S, "red");
const foePasses = { figure: "f", option: "pass" } as const;
const riderPasses = { figure: "r", option: "pass" } as const;

/** R (a Horseman, broadsword) on foot in E8 and the griffin G of his side in E5–E6, facing N. */
function besideGriffin(): TestBattle {
  const r = human("R", { ...SWORDSMAN, talents: ["horseman"] });
  return new TestBattle(
    [fighter("r", r, "E8", N), beast("g", "griffin", "E5", N, "blue"), farFoe],
    AM,
  );
}

/** R, an Expert Horseman, on a griffin in E7–E8 facing S, `height` m over F in E9. */
function flyingOverF(height: number): TestBattle {
  const r = human("R", SWORDSMAN);
  const b = new TestBattle(
    [rider("r", r, "E8", S, { beast: "griffin", horsemanship: "expert" }), foe],
    AM,
  );
  b.edit("r", { flying: true, height });
  return b;
}

describe("AM §9 and §10: mounting a flying beast and flying it", () => {
  it("mounted, the unit flies with the griffin's flying MA under its load", () => {
    const b = besideGriffin();
    b.turn([{ figure: "r", option: "mount", destination: at("E7"), target: "g" }, foePasses], []);
    const r = b.fig("r");
    // ST 40 carrying 100 kg: 3 started multiples, −6 on the ground (10) and in the air (24).
    expect(r.ma).toBe(4);
    expect(r.traits).toMatchObject({ hexes: 2, flyingMa: 18, hoversToStrike: true });
    expect(r.mount).toMatchObject({ beast: "griffin", flyingMa: 18 });
    expect(r.flying).toBe(false);
  });

  it("takes off carrying its rider, climbs, dives and lands", () => {
    const b = besideGriffin();
    b.turn([{ figure: "r", option: "mount", destination: at("E7"), target: "g" }, foePasses], []);
    b.turn([{ figure: "r", option: "a", flight: "take-off", height: 9 }, foePasses], []);
    expect(b.fig("r")).toMatchObject({ flying: true, height: 9 });
    b.turn([{ figure: "r", option: "a", height: 20 }, foePasses], []);
    expect(b.fig("r").height).toBe(20);
    b.turn([{ figure: "r", option: "a", height: 2 }, foePasses], []);
    b.turn([{ figure: "r", option: "a", flight: "land" }, foePasses], []);
    expect(b.fig("r")).toMatchObject({ flying: false, mount: { beast: "griffin" } });
  });

  it("its laden flying MA is the unit's: a flier's own load does not slow a mounted rider again", () => {
    const b = flyingOverF(6);
    b.edit("r", { boulders: 1 });
    expect(flierLadenMa(b.state, b.fig("r"), 18)).toBe(18);
    // The same 50 kg and more on a flier of ST 12 of its own: −2 a started 12 kg, to −10 at 60 kg.
    expect(flierLadenMa(b.state, { ...b.fig("r"), mount: undefined }, 18)).toBe(8);
  });

  it("20 m up it dives at most its laden 18 m a turn", () => {
    expect(() =>
      flyingOverF(20).turn([{ figure: "r", option: "a", flight: "land" }, foePasses], []),
    ).toThrow("R is 20 m up and dives at most 18 m a turn: it cannot land yet.");
  });

  it("a horse does not take off", () => {
    const b = new TestBattle([rider("r", human("R"), "E5", N), farFoe], AM);
    expect(() => b.turn([{ figure: "r", option: "a", flight: "take-off" }, foePasses])).toThrow(
      "R cannot fly.",
    );
  });

  it("in the air the rider may not get off, nor jump off", () => {
    const b = flyingOverF(6);
    expect(legalOptions(b.state, "r")).not.toContain("dismount");
    expect(legalOptions(b.state, "r")).not.toContain("jump-off");
    b.edit("r", { flying: false, height: undefined });
    expect(legalOptions(b.state, "r")).toContain("dismount");
  });
});

describe("AM §10: the rider fighting from the air", () => {
  it("3 m up, he strikes F on the ground at −4", () => {
    const b = flyingOverF(3);
    const events = b.turn([{ figure: "r", option: "b", target: "f" }, foePasses], [4, 4, 4]);
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 8,
      modifiers: [{ label: "striking from the air", value: -4 }],
    });
    expect(b.fig("r")).toMatchObject({ flying: true, height: 3 });
  });

  it("3 m up, rider and griffin both strike F, each at −4 from the air", () => {
    const b = flyingOverF(3);
    const events = b.turn(
      [{ figure: "r", option: "b", target: "f", attack: "mount-attack" }, foePasses],
      [6, 6, 6, 6, 6, 6],
    );
    expect(attackRolls(events).map((e) => [e.weapon, e.adjDx])).toEqual([
      ["Broadsword", 8],
      ["Griffin's claws", 9],
    ]);
  });

  it("6 m up, an archer on a griffin shoots F at −2 for the height, and may ready a weapon", () => {
    const archer = human("R", { weapons: ["longbow", "broadsword"], readyWeapon: "longbow" });
    const b = new TestBattle(
      [rider("r", archer, "E5", S, { beast: "griffin", horsemanship: "expert" }), foe],
      AM,
    );
    b.edit("r", { flying: true, height: 6 });
    expect(legalOptions(b.state, "r")).toEqual(["a", "b", "c", "e", "f", "pass"]);
    const events = b.turn([{ figure: "r", option: "f", target: "f" }, foePasses], [6, 6, 6]);
    expect(attackRolls(events)[0]).toMatchObject({
      modifiers: [{ label: "height 6 m", value: -2 }],
    });
  });

  it("F strikes back at −4 for a flier, not −6 with the footman's −2 at a rider", () => {
    const b = flyingOverF(3);
    const events = b.turn([{ figure: "f", option: "b", target: "r" }, riderPasses], [4, 4, 4]);
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 8,
      modifiers: [{ label: "attacking a flier", value: -4 }],
    });
  });

  it("6 m up he is out of F's reach, and F may not pull him down", () => {
    expect(() =>
      flyingOverF(6).turn([{ figure: "f", option: "b", target: "r" }, riderPasses]),
    ).toThrow("R is flying, out of reach of hand weapons.");
    expect(() =>
      flyingOverF(6).turn([
        { figure: "f", option: "b", target: "r", attack: "pull-down" },
        riderPasses,
      ]),
    ).toThrow("R is flying, out of reach of hand weapons.");
  });
});

describe("AM §10: a rider and his flying mount falling", () => {
  it("the griffin brought to ST 1 12 m up falls with its rider: 2 dice each", () => {
    const b = flyingOverF(12);
    const ctx = newCtx(b.state, new ForcedDice([1, 2, 3, 4]));
    const r = b.fig("r");
    woundMount(ctx, b.fig("f"), r, { faces: [6, 6, 6, 6, 6, 6, 3], multiplier: 1, total: 39 });
    const falls = eventsOf(ctx.events, "aerial-fall");
    expect(falls).toEqual([
      { type: "aerial-fall", figure: "r-mount", from: 12, to: 0, faces: [1, 2], hits: 3 },
      { type: "aerial-fall", figure: "r", from: 12, to: 0, faces: [3, 4], hits: 7 },
    ]);
    expect(b.fig("r")).toMatchObject({ flying: false, posture: "fallen", hits: 7 });
    expect(b.fig("r").mount).toBeUndefined();
    expect(b.fig("r-mount")).toMatchObject({ flying: false, condition: "dead", hits: 42 });
  });

  it("thrown by 8 hits 12 m up, the rider falls 2 dice; the griffin flies on", () => {
    const b = flyingOverF(12);
    const ctx = newCtx(b.state, new ForcedDice([2, 2]));
    const r = b.fig("r");
    applyHits(ctx, r, 8);
    reactToInjury(ctx, r);
    expect(eventsOf(ctx.events, "aerial-fall")).toEqual([
      { type: "aerial-fall", figure: "r", from: 12, to: 0, faces: [2, 2], hits: 4 },
    ]);
    expect(b.fig("r")).toMatchObject({ flying: false, posture: "fallen", hits: 12 });
    expect(formatHex(b.fig("r").position)).not.toBe("E8");
    expect(b.fig("r-mount")).toMatchObject({ flying: true, height: 12, hits: 0 });
  });

  it("the unit crashing from 10 m: rider and griffin take their own 2 dice", () => {
    const b = flyingOverF(10);
    const ctx = newCtx(b.state, new ForcedDice([1, 1, 5, 5]));
    crash(ctx, b.fig("r"));
    const falls = eventsOf(ctx.events, "aerial-fall");
    expect(falls.map((e) => describeEvent(b.state, e))).toEqual([
      "R falls 10 m and crashes: 2d6 = 2 (1+1) hits, armor no help",
      "R's Griffin falls 10 m and crashes: 2d6 = 10 (5+5) hits, armor no help",
    ]);
    expect(b.fig("r")).toMatchObject({ hits: 2, mount: { hits: 10 }, flying: false });
  });

  it("the rider knocked out in the air: the griffin lands with him, unhurt", () => {
    const b = flyingOverF(12);
    const ctx = newCtx(b.state, new ForcedDice([]));
    const r = b.fig("r");
    applyHits(ctx, r, 11);
    b.edit("r", { hitsThisTurn: 0 });
    reactToInjury(ctx, r);
    expect(b.fig("r")).toMatchObject({ condition: "unconscious", flying: false, hits: 11 });
    expect(eventsOf(ctx.events, "aerial-fall")).toEqual([]);
  });
});

describe("AM §10: a flying beast without a rider", () => {
  it("a griffin strikes F from 3 m at −4 and stays aloft", () => {
    const b = new TestBattle([beast("g", "griffin", "E8", S, "blue"), foe], AM);
    b.edit("g", { flying: true, height: 3 });
    const events = b.turn([{ figure: "g", option: "b", target: "f" }, foePasses], [4, 4, 4]);
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 9 });
    expect(b.fig("g")).toMatchObject({ flying: true, height: 3 });
  });
});
