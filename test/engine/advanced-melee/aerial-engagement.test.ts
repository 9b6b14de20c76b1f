/**
 * AM §10 AERIAL COMBAT: fliers "do not engage each other if neither wishes to be engaged; if one
 * wishes to be engaged, and the enemy is no more than three times as large", they are engaged as
 * on the ground. Reading in docs/rulings.md, "Fliers engaging fliers": a flier wishes to engage
 * the enemy fliers in its front hexes whose heights meet its own.
 */
import { describe, expect, it } from "vitest";
import { legalOptions } from "../../../src/engine/battle/decisions.ts";
import { engagingEnemies } from "../../../src/engine/battle/engagement.ts";
import { attackRolls, beast, N, S, TestBattle } from "../battle/attack-builders.ts";
import { at } from "../battle/fixtures.ts";

/**
 * Two gargoyles in the air: G1 (blue) over E8 at `h1` m facing `f1`, G2 (red) over E7 at `h2` m
 * facing `f2` (N from E8 looks at E7, S from E7 at E8).
 */
function gargoyles(
  h1: number,
  h2: number,
  f1 = N,
  f2 = S,
  options: { rulesEdition?: number } = {},
): TestBattle {
  const b = new TestBattle(
    [beast("g1", "gargoyle", "E8", f1, "blue"), beast("g2", "gargoyle", "E7", f2, "red")],
    { ruleset: "advanced-melee", ...options },
  );
  b.edit("g1", { flying: true, height: h1 });
  b.edit("g2", { flying: true, height: h2 });
  return b;
}

const ids = (b: TestBattle, id: string) => engagingEnemies(b.state, b.fig(id)).map((f) => f.id);

describe("AM §10: fliers engaging fliers", () => {
  // A gargoyle has no weapon to defend with (i), in the air as on the ground.
  it("face to face at 6 m and 8 m both are engaged: shift and attack, disengage, grapple or nothing", () => {
    const b = gargoyles(6, 8);
    expect(ids(b, "g1")).toEqual(["g2"]);
    expect(ids(b, "g2")).toEqual(["g1"]);
    expect(legalOptions(b.state, "g1")).toEqual(["h", "l", "m", "pass"]);
  });

  it("G1 shifts and attacks G2 where it flies, at DX 11 − 4", () => {
    const b = gargoyles(6, 8);
    const events = b.turn(
      [
        { figure: "g1", option: "h", target: "g2" },
        { figure: "g2", option: "pass" },
      ],
      [6, 6, 4],
    );
    const [roll] = attackRolls(events);
    expect(roll).toMatchObject({ attacker: "g1", target: "g2", adjDx: 7 });
    expect(b.fig("g1")).toMatchObject({ flying: true, height: 6 });
  });

  it("one wishing is enough: G2 turned away is still engaged by G1 facing it", () => {
    const b = gargoyles(6, 8, N, N);
    expect(ids(b, "g1")).toEqual(["g2"]);
    expect(ids(b, "g2")).toEqual(["g1"]);
  });

  it("neither facing the other, they cross: both fly on as before", () => {
    const b = gargoyles(6, 8, S, N);
    expect(ids(b, "g1")).toEqual([]);
    expect(legalOptions(b.state, "g1")).toEqual(["a", "b", "c", "pass"]);
  });

  it("at 6 m and 12 m their heights do not meet: no engagement", () => {
    expect(ids(gargoyles(6, 12), "g1")).toEqual([]);
  });

  it("a gargoyle cannot engage a flier more than three times its size; the big one can engage it", () => {
    const b = gargoyles(6, 8, N, N);
    b.edit("g2", { traits: { ...b.fig("g2").traits, hexes: 4 } });
    expect(ids(b, "g1")).toEqual([]);
    b.edit("g2", { facing: S });
    expect(ids(b, "g1")).toEqual(["g2"]);
  });

  it("a flier flying into an enemy flier's front hex stops there", () => {
    const b = gargoyles(6, 8);
    b.edit("g1", { position: at("E9") });
    const path = ["E8", "E7", "E6"].map(at);
    expect(() =>
      b.turn([
        { figure: "g1", option: "a", path },
        { figure: "g2", option: "c" },
      ]),
    ).toThrow("g1 must stop at E8: entering an enemy's front hex ends movement.");
  });

  it("under rules edition 2 fliers never engage, and fly on through each other's front", () => {
    const b = gargoyles(6, 8, N, S, { rulesEdition: 2 });
    expect(ids(b, "g1")).toEqual([]);
    expect(legalOptions(b.state, "g1")).toEqual(["a", "b", "c", "pass"]);
    b.edit("g1", { position: at("E9") });
    b.turn([
      { figure: "g1", option: "a", path: ["E8", "E7", "E6"].map(at) },
      { figure: "g2", option: "c" },
    ]);
    expect(b.fig("g1").position).toEqual(at("E6"));
  });
});

describe("AM §10: fliers grappling in the air", () => {
  it("at 6 m and 8 m G1 grapples G2 on a 2: both fall, 1 die and 1 die, and brawl on the ground", () => {
    const b = gargoyles(6, 8);
    expect(legalOptions(b.state, "g1")).toEqual(["h", "l", "m", "pass"]);
    // The defence die 2 grapples (during movement, AM); the falls: 6 m is 1 die (4), 8 m 1 die
    // (5); then G1's HTH roll, 16, misses.
    const events = b.turn(
      [
        { figure: "g1", option: "m", target: "g2" },
        { figure: "g2", option: "pass" },
      ],
      [2, 4, 5, 6, 5, 5],
    );
    expect(events.filter((e) => e.type === "aerial-fall")).toEqual([
      { type: "aerial-fall", figure: "g1", from: 6, to: 0, faces: [4], hits: 4 },
      { type: "aerial-fall", figure: "g2", from: 8, to: 0, faces: [5], hits: 5 },
    ]);
    for (const id of ["g1", "g2"]) {
      expect(b.fig(id)).toMatchObject({ flying: false, posture: "fallen", position: at("E7") });
      expect(b.fig(id).height).toBeUndefined();
    }
    // On the ground neither flies: G1 strikes at DX 11 + 4 for HTH.
    const [roll] = attackRolls(events);
    expect(roll).toMatchObject({ attacker: "g1", target: "g2", adjDx: 15, result: "auto-miss" });
    expect(roll?.modifiers).toEqual([{ label: "hand-to-hand", value: 4 }]);
  });

  it("repelled on a 5, G1 stays in the air where it was", () => {
    const b = gargoyles(6, 8);
    const events = b.turn(
      [
        { figure: "g1", option: "m", target: "g2" },
        { figure: "g2", option: "pass" },
      ],
      [5],
    );
    expect(events.filter((e) => e.type === "aerial-fall")).toEqual([]);
    expect(b.fig("g1")).toMatchObject({ flying: true, height: 6, position: at("E8") });
    expect(b.fig("g2")).toMatchObject({ flying: true, height: 8, posture: "standing" });
  });
});
