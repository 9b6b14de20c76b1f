/**
 * AM §5 HAND-TO-HAND COMBAT, MULTIPLE HTH COMBAT, DISENGAGING FROM HTH COMBAT and §6 COMBAT WITH
 * BARE HANDS, DAGGERS, CESTUS, OR CLUB, with forced dice: HTH damage by the fighter's own ST, a
 * dagger drawn on DX, breaking free on 4 dice, an unarmed defender's 6 rolled again. Each beside
 * MELEE's answer to the same dice.
 */
import { describe, expect, it } from "vitest";
import {
  amBareHandsInHth,
  amDaggerInHth,
  strengthDamage,
} from "../../../src/engine/battle/hth-damage.ts";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import {
  at,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

const AM: Ruleset = "advanced-melee";

/** A (E6) and D (E7, red) already grapple in E6, with any friends of A's in the pile too. */
function brawl(ruleset: Ruleset, a: FigureSpec, d: FigureSpec, friends: FigureSpec[] = []) {
  const b = new TestBattle(
    [
      fighter("a", a, "E6", N),
      fighter("d", d, "E7", N, "red"),
      ...friends.map((f, i) => fighter(`f${i}`, f, "E5", S)),
    ],
    { ruleset },
  );
  b.pile("E6", ["a", "d", ...friends.map((_, i) => `f${i}`)]);
  return b;
}

/** A strikes D with (p), hitting on 9; its damage die shows 6; everyone else passes. */
function blow(b: TestBattle, friends = 0) {
  // Orders side by side: A's friends, then the foe.
  const passes = [...Array.from({ length: friends }, (_, i) => `f${i}`), "d"].map((id) => ({
    figure: id,
    option: "pass" as const,
  }));
  const events = b.turn([{ figure: "a", option: "p", target: "d" }, ...passes], [3, 3, 3, 6]);
  return damages(events)[0];
}

const bare = (st: number) => human("A", { st, weapons: [], readyWeapon: null });

describe("AM §6: the bare-hands table by ST", () => {
  it.each([
    [8, 1, -4],
    [9, 1, -3],
    [12, 1, -2],
    [14, 1, -1],
    [16, 1, 0],
    [20, 1, 1],
    [24, 1, 2],
    [30, 1, 3],
    [31, 2, 1],
    [40, 2, 1],
    [41, 3, 1],
    [55, 4, 1],
    [61, 5, 1],
  ] as const)("ST %i: %i die/dice %i", (st, dice, add) => {
    expect(strengthDamage(st)).toEqual({ dice, add });
  });

  it("the book's examples: ST 9 does 1-2 bare-handed in HTH and 1 die with a dagger", () => {
    const f = brawl(
      AM,
      human("A", { st: 9, dx: 15, weapons: [], readyWeapon: null }),
      human("D"),
    ).fig("a");
    expect(amBareHandsInHth(f)).toEqual({ dice: 1, add: -2 });
    expect(amDaggerInHth(f)).toEqual({ dice: 1, add: 0 });
  });
});

describe("AM: HTH damage by the fighter's own ST", () => {
  it("bare hands, ST 12 against 12: AM 1-1 (a 6 does 5), MELEE 1-3 (a 6 does 3)", () => {
    expect(blow(brawl(AM, bare(12), human("D")))).toMatchObject({
      damage: { dice: 1, add: -1 },
      total: 5,
    });
    expect(blow(brawl("melee", bare(12), human("D")))).toMatchObject({
      damage: { dice: 1, add: -3 },
      total: 3,
    });
  });

  it("a ready dagger at ST 16: AM the table's 1 +3 (a 6 does 9), MELEE 1+2 (8)", () => {
    const withDagger = (ruleset: Ruleset) => {
      const a = human("A", { st: 16, weapons: ["dagger"], readyWeapon: "dagger" });
      const b = brawl(ruleset, a, human("D"));
      b.edit("a", { readyWeapon: "dagger", carried: [] });
      return blow(b);
    };
    expect(withDagger(AM)).toMatchObject({ damage: { dice: 1, add: 3 }, total: 9 });
    expect(withDagger("melee")).toMatchObject({ damage: { dice: 1, add: 2 }, total: 8 });
  });

  it("a main-gauche counts as a dagger: ST 12 does 1+1 under AM, 1-1 under MELEE", () => {
    const withMainGauche = (ruleset: Ruleset) => {
      const a = human("A", { weapons: ["main-gauche"], readyWeapon: "main-gauche" });
      const b = brawl(ruleset, a, human("D"));
      b.edit("a", { readyWeapon: "main-gauche", carried: [] });
      return blow(b);
    };
    expect(withMainGauche(AM)).toMatchObject({ damage: { dice: 1, add: 1 } });
    expect(withMainGauche("melee")).toMatchObject({ damage: { dice: 1, add: -1 } });
  });

  it("multiple HTH: two on a side keep their own ST's damage under AM; MELEE gives both 1-3", () => {
    // ST 20 with a friend in the pile: AM 1+1 +1 = 1+2; MELEE 1-3 for everyone on that side.
    expect(blow(brawl(AM, bare(20), human("D"), [human("F")]), 1)).toMatchObject({
      damage: { dice: 1, add: 2 },
      total: 8,
    });
    expect(blow(brawl("melee", bare(20), human("D"), [human("F")]), 1)).toMatchObject({
      damage: { dice: 1, add: -3 },
    });
  });
});

describe("AM V(b): drawing a dagger in HTH is a DX roll on 3 dice", () => {
  const draw = (ruleset: Ruleset, faces: number[], dx = 12) => {
    const b = brawl(ruleset, human("A", { dx, weapons: ["broadsword", "dagger"] }), human("D"));
    const events = b.turn(
      [
        { figure: "a", option: "q" },
        { figure: "d", option: "pass" },
      ],
      faces,
    );
    return { b, draw: eventsOf(events, "dagger-draw")[0] };
  };

  it("12 on 3 dice against DX 12 draws it (no +4 for HTH)", () => {
    const { b, draw: d } = draw(AM, [4, 4, 4]);
    expect(d).toEqual({
      type: "dagger-draw",
      figure: "a",
      faces: [4, 4, 4],
      success: true,
      needed: 12,
    });
    expect(b.fig("a").readyWeapon).toBe("dagger");
  });

  it("13 fails, though 13 would be within DX 12 + 4", () => {
    const { b, draw: d } = draw(AM, [5, 4, 4]);
    expect(d).toMatchObject({ success: false, needed: 12 });
    expect(b.fig("a").readyWeapon).toBeNull();
  });

  it("MELEE rolls one die: a 4 fails whatever the DX", () => {
    expect(draw("melee", [4], 18).draw).toEqual({
      type: "dagger-draw",
      figure: "a",
      faces: [4],
      success: false,
    });
  });
});

describe("AM V(d): breaking free of HTH is 4 dice against adjDX", () => {
  const breakFree = (ruleset: Ruleset, faces: number[], dx = 12) => {
    const b = brawl(ruleset, human("A"), human("D", { dx: 14 }));
    b.edit("a", { dx });
    const events = b.turn(
      [
        { figure: "a", option: "r", stepTo: at("E5") },
        { figure: "d", option: "pass" },
      ],
      faces,
    );
    return { b, roll: eventsOf(events, "hth-disengage")[0] };
  };

  it("12 on 4 dice against adjDX 12 breaks free, even from a foe of better DX", () => {
    const { b, roll } = breakFree(AM, [3, 3, 3, 3]);
    expect(roll).toEqual({
      type: "hth-disengage",
      figure: "a",
      faces: [3, 3, 3, 3],
      needed: 12,
      success: true,
    });
    expect(b.fig("a")).toMatchObject({ position: at("E5"), posture: "standing" });
  });

  it("13 fails and it stays in the pile", () => {
    const { b, roll } = breakFree(AM, [4, 3, 3, 3]);
    expect(roll).toMatchObject({ needed: 12, success: false });
    expect(b.fig("a")).toMatchObject({ position: at("E6"), posture: "fallen" });
  });

  it("5 on 4 dice is an automatic success even at adjDX 3", () => {
    expect(breakFree(AM, [2, 1, 1, 1], 3).roll).toMatchObject({ needed: 3, success: true });
  });

  it("MELEE: one die, only a 1 against a foe of better DX", () => {
    expect(breakFree("melee", [2]).roll).toMatchObject({ faces: [2], needed: 1, success: false });
  });
});

describe("AM: an unarmed defender rolls its 6 again", () => {
  /**
   * A (E2) grapples D (E1, its back to the wall), who holds no weapon, from the front. Unarmed D
   * does not engage A under AM (§4), so A charges into E1 with (b) there, grapples by (m) under
   * MELEE.
   */
  function grappleUnarmed(ruleset: Ruleset, faces: number[], d: Partial<FigureSpec> = {}) {
    const b = new TestBattle(
      [
        fighter("a", human("A"), "E2", N),
        fighter("d", human("D", { weapons: [], readyWeapon: null, ...d }), "E1", S, "red"),
      ],
      { ruleset },
    );
    const grapple =
      ruleset === "melee"
        ? ({ option: "m" } as const)
        : ({ option: "b", destination: at("E1") } as const);
    const events = b.turn(
      [
        { figure: "a", ...grapple, target: "d" },
        { figure: "d", option: "pass" },
      ],
      faces,
    );
    return { b, defense: eventsOf(events, "hth-defense")[0] };
  }

  it("AM: 6 then 1, and they grapple", () => {
    // The grapple is A's attack: it then strikes at once, a 9 to hit and 1 die of damage.
    const { b, defense } = grappleUnarmed(AM, [6, 1, 3, 3, 3, 6]);
    expect(defense).toMatchObject({ faces: [6, 1], outcome: "grappled", unarmed: true });
    expect(b.fig("a").position).toEqual(at("E1"));
  });

  it("AM: a defender with Unarmed Combat I keeps its 6 and hits back", () => {
    const { defense } = grappleUnarmed(AM, [6, 2], { talents: ["unarmed-combat-1"] });
    expect(defense).toMatchObject({ faces: [6], outcome: "countered" });
    expect(defense).not.toHaveProperty("unarmed");
  });

  it("MELEE: the 6 stands, and the bare-handed defender hits back", () => {
    const { defense } = grappleUnarmed("melee", [6, 2]);
    expect(defense).toMatchObject({ faces: [6], outcome: "countered" });
  });

  it("AM: an armed defender's 6 stands", () => {
    const b = new TestBattle(
      [fighter("a", human("A"), "E2", N), fighter("d", human("D"), "E1", S, "red")],
      {
        ruleset: AM,
      },
    );
    const events = b.turn(
      [
        { figure: "a", option: "m", target: "d" },
        { figure: "d", option: "pass" },
      ],
      [6, 2, 2],
    );
    expect(eventsOf(events, "hth-defense")[0]).toMatchObject({ faces: [6], outcome: "countered" });
  });
});

describe("AM: Unarmed Combat adds to bare hands' damage", () => {
  const trained = (level: 1 | 2 | 3 | 4 | 5) => ({
    ...bare(12),
    talents: [`unarmed-combat-${level}` as const],
  });

  it("UC II: ST 12 bare hands do 1-2 +1 +2 = 1+1, a 6 does 7", () => {
    expect(blow(brawl(AM, trained(2), human("D")))).toMatchObject({
      damage: { dice: 1, add: 1 },
      total: 7,
    });
  });

  it("UC I adds 1, UC V no more than UC III's 3; a dagger gains nothing", () => {
    const a = (spec: FigureSpec) => brawl(AM, spec, human("D")).fig("a");
    expect(amBareHandsInHth(a(trained(1)))).toEqual({ dice: 1, add: 0 });
    expect(amBareHandsInHth(a(trained(5)))).toEqual({ dice: 1, add: 2 });
    const knifer = a({ ...trained(5), weapons: ["dagger"], readyWeapon: "dagger" });
    expect(amDaggerInHth(knifer)).toEqual(
      amDaggerInHth(a(human("A", { weapons: ["dagger"], readyWeapon: "dagger" }))),
    );
  });
});
