/**
 * MELEE: HAND-TO-HAND COMBAT, MULTIPLE HTH COMBAT, DISENGAGING, DISENGAGING FROM HTH COMBAT,
 * HITTING YOUR FRIENDS (striking into a pile), NONHUMAN FIGURES (monsters' HTH damage).
 */
import { describe, expect, it } from "vitest";
import type { FigureSetup } from "../../../src/engine/battle/setup.ts";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import {
  at,
  attackRolls,
  beast,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "./attack-builders.ts";

describe("who may start hand-to-hand", () => {
  /** "a" in E2 facing N, engaged with "d" in E1 facing S (its back to the arena wall). */
  function atTheWall(d: FigureSpec = human("D"), a: FigureSpec = human("A")) {
    return new TestBattle([fighter("a", a, "E2", N), fighter("d", d, "E1", S, "red")]);
  }

  function grappleOrder(b: TestBattle) {
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    return () => b.order({ type: "move", figure: "a", option: "m", target: "d" });
  }

  it("(m) against a foe with its back to the wall", () => {
    expect(grappleOrder(atTheWall())).not.toThrow();
  });

  it("not against a foe of the same MA facing you in the open", () => {
    const b = new TestBattle([
      fighter("a", human("A"), "E5", S),
      fighter("d", human("D"), "E6", N, "red"),
    ]);
    expect(grappleOrder(b)).toThrow(
      "A cannot grapple D: hand-to-hand needs a foe that is down, has its back to a wall, is slower (MA 10 vs 10), is already brawling, or is jumped from its rear hex.",
    );
  });

  it("(m) against a slower foe (chainmail, MA 6)", () => {
    const b = new TestBattle([
      fighter("a", human("A"), "E5", S),
      fighter("d", human("D", { armor: "chainmail" }), "E6", N, "red"),
    ]);
    expect(grappleOrder(b)).not.toThrow();
  });

  it("ruling: a charge (b) cannot reach a slower foe's hex through his front hex, where it stops", () => {
    // A in E3 charges D (chainmail, MA 6) in E6 facing N: E5 is D's front hex.
    const b = new TestBattle([
      fighter("a", human("A"), "E3", S),
      fighter("d", human("D", { armor: "chainmail" }), "E6", N, "red"),
    ]);
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() =>
      b.order({
        type: "move",
        figure: "a",
        option: "b",
        path: [at("E4"), at("E5"), at("E6")],
        target: "d",
      }),
    ).toThrow("A must stop at E5: entering an enemy's front hex ends movement.");
  });

  it("not by the slower figure against a faster one", () => {
    const b = new TestBattle([
      fighter("a", human("A", { armor: "leather" }), "E5", S),
      fighter("d", human("D"), "E6", N, "red"),
    ]);
    expect(grappleOrder(b)).toThrow("is slower (MA 10 vs 8)");
  });

  it("(b) onto a kneeling or prone foe, moving onto its hex", () => {
    for (const posture of ["kneeling", "prone"] as const) {
      const b = new TestBattle([
        fighter("a", human("A"), "E4", S),
        fighter("d", human("D"), "E6", N, "red"),
      ]);
      b.edit("d", { posture });
      const events = b.turn(
        [
          { figure: "a", option: "b", path: [at("E5"), at("E6")], target: "d" },
          { figure: "d", option: "pass" },
        ],
        [2, 3, 3, 3, 6],
      );
      expect(eventsOf(events, "hth-defense")).toEqual([
        { type: "hth-defense", attacker: "a", defender: "d", faces: [2], outcome: "grappled" },
      ]);
      expect(b.fig("a").position).toEqual(at("E6"));
    }
  });

  it("(b) from the foe's rear hex; jumped from behind, a 6 is rolled again", () => {
    const b = new TestBattle([
      fighter("a", human("A"), "E8", N),
      fighter("d", human("D"), "E6", N, "red"),
    ]);
    const events = b.turn(
      [
        { figure: "a", option: "b", path: [at("E7"), at("E6")], target: "d" },
        { figure: "d", option: "pass" },
      ],
      [6, 6, 1, 3, 3, 3, 6],
    );
    expect(eventsOf(events, "hth-defense")).toEqual([
      { type: "hth-defense", attacker: "a", defender: "d", faces: [6, 6, 1], outcome: "grappled" },
    ]);
    expect(attackRolls(events)[0]).toMatchObject({ attacker: "a", kind: "hth", adjDx: 16 });
  });

  it("(b) may not enter the hex of a standing foe from its side", () => {
    const b = new TestBattle([
      fighter("a", human("A"), "G7", N),
      fighter("d", human("D"), "E6", N, "red"),
    ]);
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() =>
      b.order({ type: "move", figure: "a", option: "b", path: [at("F6"), at("E6")], target: "d" }),
    ).toThrow("E6 is occupied; a figure may not move through a standing or kneeling figure.");
  });

  it("joining a brawl needs no roll", () => {
    const b = new TestBattle([
      fighter("a", human("A"), "E4", S),
      fighter("f", human("F"), "D6", N),
      fighter("d", human("D"), "E6", N, "red"),
    ]);
    b.pile("E6", ["f", "d"]);
    const events = b.turn(
      [
        { figure: "a", option: "b", path: [at("E5"), at("E6")], target: "d" },
        { figure: "f", option: "pass" },
        { figure: "d", option: "pass" },
      ],
      [3, 3, 3, 6],
    );
    expect(eventsOf(events, "hth-defense")).toEqual([]);
    // Two on A's side: everyone on it gets 1-3.
    expect(damages(events)[0]).toMatchObject({
      attacker: "a",
      target: "d",
      damage: { dice: 1, add: -3 },
      total: 3,
    });
  });
});

describe("the defender's reaction (one die)", () => {
  /** (m) at the wall: "a" (E2) grapples "d" (E1) when it acts; "d" does nothing. */
  function grapple(faces: number[], d: FigureSpec = human("D"), a: FigureSpec = human("A")) {
    const b = new TestBattle([fighter("a", a, "E2", N), fighter("d", d, "E1", S, "red")]);
    const events = b.turn(
      [
        { figure: "a", option: "m", target: "d" },
        { figure: "d", option: "pass" },
      ],
      faces,
    );
    return { b, events };
  }

  const defender = (over: Partial<FigureSpec> = {}) =>
    human("D", {
      weapons: ["broadsword", "dagger"],
      readyWeapon: "broadsword",
      shield: "small-shield",
      shieldReady: true,
      ...over,
    });
  const attacker = human("A", { shield: "small-shield", shieldReady: true });

  it("1 or 2: both fall in the defender's hex; each drops weapon and shield — the defender in its hex, the attacker where it came from", () => {
    const { b, events } = grapple([1, 3, 3, 3, 6], defender(), attacker);
    expect(eventsOf(events, "hth-defense")[0]).toMatchObject({ faces: [1], outcome: "grappled" });
    expect(eventsOf(events, "item-dropped").map((e) => [e.figure, e.item, e.at, e.reason])).toEqual(
      [
        ["d", "broadsword", at("E1"), "grappled"],
        ["d", "small-shield", at("E1"), "grappled"],
        ["a", "broadsword", at("E2"), "went hand-to-hand"],
        ["a", "small-shield", at("E2"), "went hand-to-hand"],
      ],
    );
    expect(b.fig("a")).toMatchObject({
      position: at("E1"),
      posture: "fallen",
      readyWeapon: null,
      shield: null,
    });
    expect(b.fig("d")).toMatchObject({
      position: at("E1"),
      posture: "fallen",
      readyWeapon: null,
      carried: ["dagger"],
    });
    // The attack that follows: +4 for HTH, bare hands 1-3 (ST 12 against 12).
    expect(attackRolls(events)).toEqual([
      expect.objectContaining({
        attacker: "a",
        target: "d",
        kind: "hth",
        weapon: "bare hands",
        adjDx: 16,
        modifiers: [{ label: "hand-to-hand", value: 4 }],
        result: "hit",
      }),
    ]);
    expect(damages(events)[0]).toMatchObject({ damage: { dice: 1, add: -3 }, total: 3, taken: 3 });
  });

  it("a defender whose ready weapon is a dagger keeps it", () => {
    const { b } = grapple([2, 6, 5, 5], defender({ readyWeapon: "dagger" }));
    expect(b.fig("d")).toMatchObject({ readyWeapon: "dagger", carried: ["broadsword"] });
    expect(b.state.dropped).toContainEqual({ item: "small-shield", position: at("E1") });
  });

  it("3 or 4: the defender drops weapon and shield but readies its dagger", () => {
    const { b, events } = grapple([4, 6, 5, 5], defender());
    expect(eventsOf(events, "hth-defense")[0]).toMatchObject({
      faces: [4],
      outcome: "grappled-dagger",
    });
    expect(eventsOf(events, "item-readied")).toEqual([
      { type: "item-readied", figure: "d", weapon: "dagger", shieldReady: false, offhand: null },
    ]);
    expect(b.fig("d")).toMatchObject({ readyWeapon: "dagger", posture: "fallen", carried: [] });
  });

  it("3 or 4 with no dagger: the defender is simply grappled, bare-handed", () => {
    const { b } = grapple([3, 6, 5, 5], defender({ weapons: ["broadsword"] }));
    expect(b.fig("d")).toMatchObject({ readyWeapon: null, posture: "fallen" });
  });

  it("5: the attacker backs off; no HTH, no attack, and no one drops anything", () => {
    const { b, events } = grapple([5], defender(), attacker);
    expect(eventsOf(events, "hth-defense")[0]).toMatchObject({ faces: [5], outcome: "backed-off" });
    expect(attackRolls(events)).toEqual([]);
    expect(b.state.dropped).toEqual([]);
    expect(b.fig("a")).toMatchObject({
      position: at("E2"),
      posture: "standing",
      readyWeapon: "broadsword",
    });
    expect(b.fig("d")).toMatchObject({ posture: "standing", readyWeapon: "broadsword" });
  });

  it("6: the defender hits the attacker automatically with its ready weapon; no HTH", () => {
    const { b, events } = grapple([6, 4, 5], defender(), human("A", { armor: "leather" }));
    expect(eventsOf(events, "hth-defense")[0]).toMatchObject({ faces: [6], outcome: "countered" });
    expect(attackRolls(events)).toEqual([]);
    expect(damages(events)).toEqual([
      expect.objectContaining({
        attacker: "d",
        target: "a",
        damage: { dice: 2, add: 0 },
        total: 9,
        stopped: 2,
        taken: 7,
      }),
    ]);
    expect(b.fig("a")).toMatchObject({
      position: at("E2"),
      posture: "standing",
      readyWeapon: "broadsword",
    });
  });

  it("6 even after the defender has already attacked this turn", () => {
    // The grappler acts at adjDX 12 + 4 = 16: D needs 17 to strike first.
    const b = new TestBattle([
      fighter("a", human("A"), "E2", N),
      fighter("d", defender({ dx: 17 }), "E1", S, "red"),
    ]);
    const events = b.turn(
      [
        { figure: "a", option: "m", target: "d" },
        { figure: "d", option: "h", target: "a" },
      ],
      [6, 5, 5, 6, 3, 3],
    );
    expect(attackRolls(events)).toEqual([
      expect.objectContaining({ attacker: "d", result: "auto-miss" }),
    ]);
    expect(damages(events)).toEqual([
      expect.objectContaining({ attacker: "d", target: "a", total: 6 }),
    ]);
  });

  it("ruling: a beast's 6 hits with its own natural attack (a bear's 2+2, not its HTH 3 dice)", () => {
    const b = new TestBattle([
      fighter("a", human("A", { st: 20 }), "E5", S),
      beast("bear", "bear", "E6", N),
    ]);
    const events = b.turn(
      [
        { figure: "a", option: "m", target: "bear" },
        { figure: "bear", option: "pass" },
      ],
      [6, 3, 4],
    );
    expect(eventsOf(events, "hth-defense")[0]).toMatchObject({ outcome: "countered" });
    expect(damages(events)).toEqual([
      expect.objectContaining({
        attacker: "bear",
        target: "a",
        damage: { dice: 2, add: 2 },
        total: 9,
      }),
    ]);
  });

  it("an attacker with a ready dagger keeps it and uses it: 1+2", () => {
    const { b, events } = grapple(
      [1, 3, 3, 3, 4],
      defender(),
      human("A", { weapons: ["dagger"], readyWeapon: "dagger" }),
    );
    expect(b.fig("a").readyWeapon).toBe("dagger");
    expect(eventsOf(events, "item-dropped").filter((e) => e.figure === "a")).toEqual([]);
    expect(attackRolls(events)[0]).toMatchObject({ weapon: "Dagger", adjDx: 16 });
    expect(damages(events)[0]).toMatchObject({ damage: { dice: 1, add: 2 }, total: 6 });
  });
});

describe("HTH damage", () => {
  /** "a" and "d" already grapple in E6; "a" attacks with (p) and hits with 9; the damage die is 6. */
  function hthBlow(
    a: FigureSetup,
    d: FigureSetup,
    damageFaces: number[],
    extra: FigureSetup[] = [],
  ) {
    const b = new TestBattle([a, d, ...extra]);
    b.pile("E6", [a.id, d.id, ...extra.map((f) => f.id)]);
    // Orders side by side: the attacker and its friends, then the foe.
    const passes = [...extra, d].map((f) => ({ figure: f.id, option: "pass" as const }));
    const blow = () =>
      b.turn([{ figure: a.id, option: "p", target: d.id }, ...passes], [3, 3, 3, ...damageFaces]);
    return { b, blow };
  }
  const at6 = (id: string, spec: FigureSpec, side = "blue") => fighter(id, spec, "E6", N, side);
  const near = (id: string, spec: FigureSpec, hex: string, side = "blue") =>
    fighter(id, spec, hex, N, side);

  it.each([
    [13, -2, 4],
    [12, -3, 3],
    [11, -4, 2],
  ] as const)("bare hands, ST %i against 12: 1%i (a 6 does %i)", (st, add, total) => {
    const bare = human("A", { st, dx: 25 - st, weapons: [], readyWeapon: null });
    const { blow } = hthBlow(at6("a", bare), near("d", human("D"), "E7", "red"), [6]);
    expect(damages(blow())[0]).toMatchObject({ damage: { dice: 1, add }, total });
  });

  it("ruling: basic ST is compared, not what is left of it", () => {
    const { b, blow } = hthBlow(
      at6("a", human("A", { st: 13, dx: 12 })),
      near("d", human("D"), "E7", "red"),
      [6],
    );
    b.edit("a", { hits: 5 });
    expect(damages(blow())[0]).toMatchObject({ damage: { dice: 1, add: -2 } });
  });

  it("a ready dagger: 1+2", () => {
    const { b, blow } = hthBlow(
      at6("a", human("A", { weapons: ["dagger"], readyWeapon: "dagger" })),
      near("d", human("D"), "E7", "red"),
      [6],
    );
    b.edit("a", { readyWeapon: "dagger", carried: [] });
    const events = blow();
    expect(attackRolls(events)[0]).toMatchObject({ weapon: "Dagger" });
    expect(damages(events)[0]).toMatchObject({ damage: { dice: 1, add: 2 }, total: 8 });
  });

  it("a ready main-gauche: 1-1", () => {
    const { b, blow } = hthBlow(
      at6("a", human("A", { weapons: ["main-gauche"], readyWeapon: "main-gauche" })),
      near("d", human("D"), "E7", "red"),
      [6],
    );
    b.edit("a", { readyWeapon: "main-gauche", carried: [] });
    expect(damages(blow())[0]).toMatchObject({ damage: { dice: 1, add: -1 }, total: 5 });
  });

  it("two or more on a side: everyone on that side gets 1-3", () => {
    // A (ST 20) and F against D: A would get 1-2 alone; with a friend, 1-3.
    const { blow } = hthBlow(
      at6("a", human("A", { st: 20 })),
      near("d", human("D"), "E7", "red"),
      [6],
      [near("f", human("F"), "E5")],
    );
    expect(damages(blow())[0]).toMatchObject({ damage: { dice: 1, add: -3 }, total: 3 });
  });

  it("ruling: two on a side, a ready dagger still does its own 1+2", () => {
    const { b, blow } = hthBlow(
      at6("a", human("A", { weapons: ["dagger"], readyWeapon: "dagger" })),
      near("d", human("D"), "E7", "red"),
      [6],
      [near("f", human("F"), "E5")],
    );
    b.edit("a", { readyWeapon: "dagger", carried: [] });
    expect(damages(blow())[0]).toMatchObject({ damage: { dice: 1, add: 2 }, total: 8 });
  });

  it.each([
    [25, "stronger", -2, 4],
    [24, "as strong", -3, 3],
  ])(
    "a lone fighter compares its ST with the sum of its foes': %i against 12 + 12 is %s",
    (st, _, add, total) => {
      const b = new TestBattle([
        fighter("d", human("D", { st }), "E6", N, "red"),
        fighter("a", human("A"), "E7", N),
        fighter("f", human("F"), "E5", S),
      ]);
      b.pile("E6", ["d", "a", "f"]);
      const events = b.turn(
        [
          { figure: "d", option: "p", target: "a" },
          { figure: "a", option: "pass" },
          { figure: "f", option: "pass" },
        ],
        [3, 3, 3, 6],
      );
      expect(damages(events)[0]).toMatchObject({ attacker: "d", damage: { dice: 1, add }, total });
    },
  );

  it.each([
    ["bear", { dice: 3, add: 0 }, [6, 5, 4], 15],
    ["giant", { dice: 2, add: -1 }, [6, 5], 10],
    ["gargoyle", { dice: 2, add: 0 }, [6, 5], 11],
  ] as const)("a %s in HTH does %o", (monster, damage, faces, total) => {
    const b = new TestBattle([
      beast("m", monster, "E6", N, "red"),
      fighter("v", human("V", { st: 40 }), "E7", N),
    ]);
    // DX 12 for all three, though the book fixes the gargoyle's at 11: the damage is what counts.
    b.edit("m", { dx: 12 });
    b.pile("E6", ["m", "v"]);
    const events = b.turn(
      [
        { figure: "v", option: "pass" },
        { figure: "m", option: "p", target: "v" },
      ],
      [3, 3, 3, ...faces],
    );
    expect(attackRolls(events)[0]).toMatchObject({ attacker: "m", adjDx: 16 });
    expect(damages(events)[0]).toMatchObject({ damage, total });
  });

  it("ruling: no shield protects a figure in HTH", () => {
    const { b, blow } = hthBlow(
      at6("a", human("A")),
      near(
        "d",
        human("D", { armor: "leather", shield: "large-shield", shieldReady: true }),
        "E7",
        "red",
      ),
      [6],
    );
    expect(b.fig("d").shieldReady).toBe(true);
    expect(damages(blow())[0]).toMatchObject({
      total: 3,
      stopped: 2,
      stoppedBy: ["Leather armor"],
      taken: 1,
    });
  });

  it("figures in HTH never hit their friends in it: a miss is just a miss", () => {
    const b = new TestBattle([
      fighter("a", human("A"), "E6", N),
      fighter("f", human("F"), "E5", N),
      fighter("d", human("D"), "E7", N, "red"),
    ]);
    b.pile("E6", ["a", "f", "d"]);
    const events = b.turn(
      [
        { figure: "a", option: "p", target: "d" },
        { figure: "f", option: "pass" },
        { figure: "d", option: "pass" },
      ],
      [6, 6, 5],
    );
    expect(attackRolls(events)).toEqual([expect.objectContaining({ target: "d", result: "drop" })]);
    expect(damages(events)).toEqual([]);
  });
});

describe("options in HTH", () => {
  function brawl(a: FigureSpec, d: FigureSpec) {
    const b = new TestBattle([fighter("a", a, "E6", N), fighter("d", d, "E7", N, "red")]);
    b.pile("E6", ["a", "d"]);
    return b;
  }

  it("(q) draws the dagger on 1, 2 or 3", () => {
    const b = brawl(human("A", { weapons: ["broadsword", "dagger"] }), human("D"));
    const events = b.turn(
      [
        { figure: "a", option: "q" },
        { figure: "d", option: "pass" },
      ],
      [3],
    );
    expect(eventsOf(events, "dagger-draw")).toEqual([
      { type: "dagger-draw", figure: "a", faces: [3], success: true },
    ]);
    expect(b.fig("a").readyWeapon).toBe("dagger");
  });

  it("(q) fails on 4", () => {
    const b = brawl(human("A", { weapons: ["broadsword", "dagger"] }), human("D"));
    const events = b.turn(
      [
        { figure: "a", option: "q" },
        { figure: "d", option: "pass" },
      ],
      [4],
    );
    expect(eventsOf(events, "dagger-draw")[0]).toMatchObject({ faces: [4], success: false });
    expect(b.fig("a").readyWeapon).toBeNull();
  });

  it("(q) needs a dagger", () => {
    const b = brawl(human("A"), human("D"));
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() => b.order({ type: "move", figure: "a", option: "q" })).toThrow(
      "A has no dagger to draw.",
    );
  });

  it("(r) with better DX than a lone foe: 3 breaks free, and it stands in the chosen hex", () => {
    const b = brawl(human("A", { dx: 13 }), human("D"));
    const events = b.turn(
      [
        { figure: "a", option: "r", stepTo: at("E5") },
        { figure: "d", option: "pass" },
      ],
      [3],
    );
    expect(eventsOf(events, "hth-disengage")).toEqual([
      { type: "hth-disengage", figure: "a", faces: [3], needed: 3, success: true },
    ]);
    expect(b.fig("a")).toMatchObject({ position: at("E5"), posture: "standing" });
    expect(b.fig("d")).toMatchObject({ position: at("E6"), posture: "fallen" });
  });

  it("(r) with better DX: 4 fails and it stays in the pile", () => {
    const b = brawl(human("A", { dx: 13 }), human("D"));
    const events = b.turn(
      [
        { figure: "a", option: "r", stepTo: at("E5") },
        { figure: "d", option: "pass" },
      ],
      [4],
    );
    expect(eventsOf(events, "hth-disengage")[0]).toMatchObject({ needed: 3, success: false });
    expect(b.fig("a")).toMatchObject({ position: at("E6"), posture: "fallen" });
  });

  it("(r) breaking free, it stands up facing the way its order gives (MELEE VI: it moves)", () => {
    const b = brawl(human("A", { dx: 13 }), human("D"));
    const events = b.turn(
      [
        { figure: "a", option: "r", stepTo: at("E5"), stepFacing: S },
        { figure: "d", option: "pass" },
      ],
      [3],
    );
    expect(eventsOf(events, "stepped")).toEqual([
      {
        type: "stepped",
        figure: "a",
        from: at("E6"),
        to: at("E5"),
        reason: "broke free of hand-to-hand",
        facing: S,
      },
    ]);
    expect(b.fig("a")).toMatchObject({ position: at("E5"), posture: "standing", facing: S });
  });

  it("(r) failing, it stays in the pile with its facing", () => {
    const b = brawl(human("A", { dx: 13 }), human("D"));
    b.turn(
      [
        { figure: "a", option: "r", stepTo: at("E5"), stepFacing: S },
        { figure: "d", option: "pass" },
      ],
      [4],
    );
    expect(b.fig("a")).toMatchObject({ position: at("E6"), posture: "fallen", facing: N });
  });

  it("(r) with the same DX needs a 1", () => {
    const b = brawl(human("A"), human("D"));
    const events = b.turn(
      [
        { figure: "a", option: "r", stepTo: at("E5") },
        { figure: "d", option: "pass" },
      ],
      [2],
    );
    expect(eventsOf(events, "hth-disengage")[0]).toMatchObject({
      faces: [2],
      needed: 1,
      success: false,
    });
  });

  it("(r) against two foes needs a 1, however deft", () => {
    const b = new TestBattle([
      fighter("a", human("A", { st: 8, dx: 20, weapons: [], readyWeapon: null }), "E6", N),
      fighter("d", human("D"), "E7", N, "red"),
      fighter("e", human("E"), "E5", N, "red"),
    ]);
    b.pile("E6", ["a", "d", "e"]);
    const events = b.turn(
      [
        { figure: "a", option: "r", stepTo: at("E5") },
        { figure: "d", option: "pass" },
        { figure: "e", option: "pass" },
      ],
      [1],
    );
    expect(eventsOf(events, "hth-disengage")[0]).toMatchObject({
      faces: [1],
      needed: 1,
      success: true,
    });
    expect(b.fig("a").position).toEqual(at("E5"));
  });
});

describe("striking into a pile from outside (HITTING YOUR FRIENDS)", () => {
  /** F (blue) brawls with D1 and D2 (red) in E6; S (blue, in plate) stands in E5 and strikes D1. */
  function pileStrike(
    faces: number[],
    s: FigureSpec = human("S", { armor: "plate" }),
    twoWeapons = false,
  ) {
    const b = new TestBattle([
      fighter("s", s, "E5", S),
      fighter("f", human("F", { st: 30 }), "E7", N),
      fighter("d1", human("D1", { st: 30 }), "E6", N, "red"),
      fighter("d2", human("D2", { st: 30 }), "D6", N, "red"),
    ]);
    b.pile("E6", ["f", "d1", "d2"]);
    if (twoWeapons) b.edit("s", { offhand: "main-gauche", carried: [] });
    const events = b.turn(
      [
        {
          figure: "s",
          option: "b",
          target: "d1",
          ...(twoWeapons ? { attack: "two-weapons" as const } : {}),
        },
        { figure: "f", option: "pass" },
        { figure: "d1", option: "pass" },
        { figure: "d2", option: "pass" },
      ],
      faces,
    );
    return { b, events, rolls: attackRolls(events) };
  }

  it("a hit on the target: +4, the target is on the ground", () => {
    const { rolls } = pileStrike([3, 3, 3, 1, 1]);
    expect(rolls).toEqual([
      expect.objectContaining({
        target: "d1",
        adjDx: 10,
        modifiers: [
          { label: "Plate armor", value: -6 },
          { label: "target on the ground", value: 4 },
        ],
        result: "hit",
      }),
    ]);
  });

  it("a miss rolls on for the other enemy, then to miss each friend, until someone is hit", () => {
    const { events, rolls } = pileStrike([4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3]);
    expect(rolls.map((r) => [r.target, r.toMiss, r.adjDx, r.result])).toEqual([
      ["d1", false, 10, "miss"],
      ["d2", false, 10, "miss"],
      ["f", true, 10, "hit"],
    ]);
    expect(damages(events)).toEqual([
      expect.objectContaining({ attacker: "s", target: "f", total: 6 }),
    ]);
  });

  it("the other enemy may be hit instead", () => {
    const { events, rolls } = pileStrike([4, 4, 4, 3, 3, 3, 2, 2]);
    expect(rolls.map((r) => [r.target, r.result])).toEqual([
      ["d1", "miss"],
      ["d2", "hit"],
    ]);
    expect(damages(events)[0]).toMatchObject({ target: "d2", total: 4 });
  });

  it("missing everyone: the friend is rolled to miss and the roll is made", () => {
    const { events, rolls } = pileStrike([4, 4, 4, 4, 4, 4, 3, 3, 3]);
    expect(rolls.map((r) => [r.target, r.toMiss, r.result])).toEqual([
      ["d1", false, "miss"],
      ["d2", false, "miss"],
      ["f", true, "miss"],
    ]);
    expect(damages(events)).toEqual([]);
  });

  it("rolling to miss a friend in the pile, 16 is a triple hit", () => {
    const { events, rolls } = pileStrike([4, 4, 4, 4, 4, 4, 6, 5, 5, 1, 1]);
    expect(rolls[2]).toMatchObject({ target: "f", toMiss: true, result: "triple" });
    expect(damages(events)[0]).toMatchObject({ target: "f", multiplier: 3, total: 6 });
  });

  it("with weapon and main-gauche, the rolls into the pile keep the same −4", () => {
    const s = human("S", {
      st: 10,
      dx: 14,
      weapons: ["rapier", "main-gauche"],
      readyWeapon: "rapier",
    });
    const miss = [5, 5, 5, 5, 5, 5, 3, 3, 3];
    const { rolls } = pileStrike([...miss, ...miss], s, true);
    expect(rolls.map((r) => [r.weapon, r.target, r.toMiss, r.adjDx, r.result])).toEqual([
      ["Rapier", "d1", false, 14, "miss"],
      ["Rapier", "d2", false, 14, "miss"],
      ["Rapier", "f", true, 14, "miss"],
      ["Main-gauche", "d1", false, 14, "miss"],
      ["Main-gauche", "d2", false, 14, "miss"],
      ["Main-gauche", "f", true, 14, "miss"],
    ]);
  });
});

describe("disengaging (option l)", () => {
  it("steps away when its turn to act comes; a faster foe strikes first", () => {
    const b = new TestBattle([
      fighter("a", human("A"), "E5", S),
      fighter("d", human("D", { dx: 13 }), "E6", N, "red"),
    ]);
    const events = b.turn(
      [
        { figure: "a", option: "l", stepTo: at("E4") },
        { figure: "d", option: "h", target: "a" },
      ],
      [6, 5, 5],
    );
    expect(events.filter((e) => e.type === "attack-roll" || e.type === "stepped")).toEqual([
      expect.objectContaining({ type: "attack-roll", attacker: "d", target: "a" }),
      { type: "stepped", figure: "a", from: at("E5"), to: at("E4"), reason: "disengaged" },
    ]);
    expect(b.fig("a").position).toEqual(at("E4"));
  });
});
