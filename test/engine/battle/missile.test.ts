/**
 * MELEE: MISSILE WEAPONS and the WEAPON TABLE's bows and crossbows — two arrows a turn at high
 * adjDX (second arrows after all first attacks), crossbow reloading through option (e), prone and
 * kneeling fire, the one last shot (j), 17/18 beyond the first figure, fire into a HTH pile.
 */
import { describe, expect, it } from "vitest";
import type { WeaponId } from "../../../src/engine/figure/equipment.ts";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import {
  at,
  attackRolls,
  attacksTarget,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "./attack-builders.ts";

const archer = (weapon: WeaponId, over: Partial<FigureSpec> = {}) =>
  human("Archer", { st: 11, dx: 13, weapons: [weapon], readyWeapon: weapon, ...over });

describe("two arrows a turn", () => {
  /** Archer "a" at E12 shoots at "t1" (E8) and "t2" (G8); "s" (DX 13) fights "u" meanwhile. */
  function volley(spec: FigureSpec, faces: number[], secondTarget: string | null = "t2") {
    const b = new TestBattle([
      fighter("a", spec, "E12", N),
      fighter("s", human("Sword", { dx: 13 }), "B5", S),
      fighter("t1", human("T1"), "E8", S, "red"),
      fighter("t2", human("T2"), "G8", S, "red"),
      fighter("u", human("U", { dx: 8, st: 16 }), "B6", N, "red"),
    ]);
    const events = b.turn(
      [
        { figure: "a", option: "f", target: "t1", ...(secondTarget ? { secondTarget } : {}) },
        { figure: "s", option: "h", target: "u" },
        { figure: "t1", option: "pass" },
        { figure: "t2", option: "pass" },
        { figure: "u", option: "pass" },
      ],
      faces,
    );
    return { b, events, rolls: attackRolls(events) };
  }

  it("a small bow at adjDX 15: the second arrow comes after every first attack, at the second target", () => {
    const { rolls, events } = volley(
      archer("small-bow", { st: 9, dx: 15 }),
      [3, 3, 3, 2, 6, 5, 5, 3, 3, 3, 5],
    );
    expect(rolls.map((r) => [r.attacker, r.target, r.adjDx, r.result])).toEqual([
      ["a", "t1", 15, "hit"],
      ["s", "u", 13, "auto-miss"],
      ["a", "t2", 15, "hit"],
    ]);
    expect(damages(events).map((d) => [d.target, d.total])).toEqual([
      ["t1", 1],
      ["t2", 4],
    ]);
  });

  it("without a second target the second arrow goes at the first", () => {
    const { rolls } = volley(
      archer("small-bow", { st: 9, dx: 15 }),
      [6, 5, 5, 6, 5, 5, 6, 5, 5],
      null,
    );
    expect(rolls.map((r) => [r.attacker, r.target])).toEqual([
      ["a", "t1"],
      ["s", "u"],
      ["a", "t1"],
    ]);
  });

  it.each([
    ["small-bow", 9, 15],
    ["horse-bow", 10, 16],
    ["longbow", 11, 18],
  ] as const)("%s: two shots at adjDX %i+1 … at %i, one below only one", (bow, st, threshold) => {
    const two = volley(archer(bow, { st, dx: threshold }), [6, 5, 5, 6, 5, 5, 6, 5, 5]);
    expect(two.rolls.filter((r) => r.attacker === "a")).toHaveLength(2);
    // ST raised where needed to keep ST + DX at 24.
    const below = archer(bow, { st: Math.max(st, 25 - threshold), dx: threshold - 1 });
    const one = volley(below, [6, 5, 5, 6, 5, 5]);
    expect(one.rolls.map((r) => r.attacker)).toEqual(["a", "s"]);
  });

  it("armor counts against the threshold: DX 16 in leather is 14, one arrow", () => {
    const { rolls } = volley(
      archer("small-bow", { st: 9, dx: 16, armor: "leather" }),
      [6, 5, 5, 6, 5, 5],
    );
    expect(rolls.map((r) => [r.attacker, r.adjDx])).toEqual([
      ["a", 14],
      ["s", 13],
    ]);
  });

  it("ruling: the halfling's +3 counts toward it — DX 12 with a small bow shoots twice", () => {
    const pip = archer("small-bow", { race: "halfling", st: 9, dx: 12 });
    const { rolls } = volley(pip, [6, 5, 5, 6, 5, 5, 6, 5, 5]);
    expect(rolls.map((r) => [r.attacker, r.adjDx])).toEqual([
      ["a", 15],
      ["s", 13],
      ["a", 15],
    ]);
  });

  it("a first arrow that drops the bow (17) leaves no second", () => {
    const { b, rolls } = volley(archer("small-bow", { st: 9, dx: 15 }), [6, 6, 5, 6, 5, 5]);
    expect(rolls.map((r) => [r.attacker, r.result])).toEqual([
      ["a", "drop"],
      ["s", "auto-miss"],
    ]);
    expect(b.state.dropped).toEqual([{ item: "small-bow", position: at("E12") }]);
  });

  it("a crossbow never shoots twice", () => {
    const { rolls } = volley(archer("light-crossbow", { st: 12, dx: 18 }), [6, 5, 5, 6, 5, 5]);
    expect(rolls.filter((r) => r.attacker === "a")).toHaveLength(1);
  });
});

describe("crossbows reload through option (e)", () => {
  function crossbowDuel(spec: FigureSpec) {
    return new TestBattle([
      fighter("x", spec, "E12", N),
      fighter("t", human("T", { st: 40 }), "E8", S, "red"),
    ]);
  }
  const shoot = (b: TestBattle) =>
    attackRolls(
      b.turn(
        [
          { figure: "x", option: "f", target: "t" },
          { figure: "t", option: "pass" },
        ],
        [6, 5, 5],
      ),
    );
  const reload = (b: TestBattle) =>
    eventsOf(
      b.turn([
        { figure: "x", option: "e" },
        { figure: "t", option: "pass" },
      ]),
      "reloaded",
    );
  const cannotShoot = (b: TestBattle) => {
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() => b.order({ type: "move", figure: "x", option: "f", target: "t" })).toThrow(
      "Xbow has no loaded missile weapon it can shoot.",
    );
    const reloaded = eventsOf(b.order({ type: "move", figure: "x", option: "e" }), "reloaded");
    b.order({ type: "move", figure: "t", option: "pass" });
    return reloaded;
  };

  it("a light crossbow fires every other turn", () => {
    const b = crossbowDuel(archer("light-crossbow", { name: "Xbow", st: 12, dx: 13 }));
    expect(shoot(b)).toHaveLength(1);
    expect(b.fig("x").reloadTurnsLeft).toBe(1);
    expect(cannotShoot(b)).toEqual([{ type: "reloaded", figure: "x", turnsLeft: 0 }]);
    expect(shoot(b)).toHaveLength(1);
  });

  it("a light crossbow fires every turn at adjDX 14", () => {
    const b = crossbowDuel(archer("light-crossbow", { name: "Xbow", st: 12, dx: 14 }));
    expect(shoot(b)).toHaveLength(1);
    expect(b.fig("x").reloadTurnsLeft).toBe(0);
    expect(shoot(b)).toHaveLength(1);
  });

  it("a heavy crossbow fires every third turn", () => {
    const b = crossbowDuel(archer("heavy-crossbow", { name: "Xbow", st: 15, dx: 15 }));
    expect(shoot(b)).toHaveLength(1);
    expect(b.fig("x").reloadTurnsLeft).toBe(2);
    expect(cannotShoot(b)).toEqual([{ type: "reloaded", figure: "x", turnsLeft: 1 }]);
    expect(cannotShoot(b)).toEqual([{ type: "reloaded", figure: "x", turnsLeft: 0 }]);
    expect(shoot(b)).toHaveLength(1);
  });

  it("a heavy crossbow fires every other turn at adjDX 16", () => {
    const b = crossbowDuel(archer("heavy-crossbow", { name: "Xbow", st: 15, dx: 16 }));
    expect(shoot(b)).toHaveLength(1);
    expect(reload(b)).toEqual([{ type: "reloaded", figure: "x", turnsLeft: 0 }]);
    expect(shoot(b)).toHaveLength(1);
  });

  it("a halfling's +3 counts toward the faster reload: DX 12 is 15, every turn", () => {
    const pip = archer("light-crossbow", { name: "Xbow", race: "halfling", st: 12, dx: 12 });
    const b = crossbowDuel(pip);
    expect(shoot(b)[0]).toMatchObject({ adjDx: 15 });
    expect(b.fig("x").reloadTurnsLeft).toBe(0);
    expect(shoot(b)).toHaveLength(1);
  });

  it("so does lying prone: DX 13 prone is 14, every turn", () => {
    const b = crossbowDuel(archer("light-crossbow", { name: "Xbow", st: 12, dx: 13 }));
    b.edit("x", { posture: "prone" });
    expect(shoot(b)[0]).toMatchObject({ adjDx: 14 });
    expect(b.fig("x").reloadTurnsLeft).toBe(0);
  });

  it("armor slows the reload: DX 14 in leather is 12, every other turn", () => {
    const b = crossbowDuel(
      archer("light-crossbow", { name: "Xbow", st: 12, dx: 14, armor: "leather" }),
    );
    expect(shoot(b)).toHaveLength(1);
    expect(b.fig("x").reloadTurnsLeft).toBe(1);
  });

  it("a prone crossbowman reloads lying down and fires again, +1", () => {
    const b = crossbowDuel(archer("light-crossbow", { name: "Xbow", st: 12, dx: 12 }));
    b.edit("x", { posture: "prone" });
    expect(shoot(b)[0]).toMatchObject({ adjDx: 13 });
    expect(reload(b)).toEqual([{ type: "reloaded", figure: "x", turnsLeft: 0 }]);
    expect(b.fig("x").posture).toBe("prone");
    expect(shoot(b)[0]).toMatchObject({ adjDx: 13 });
  });
});

describe("prone and kneeling fire", () => {
  function fromPosture(
    weapon: WeaponId,
    posture: "prone" | "kneeling",
    over: Partial<FigureSpec> = {},
  ) {
    const b = new TestBattle([
      fighter("a", archer(weapon, over), "E12", N),
      fighter("t", human("T"), "E8", S, "red"),
    ]);
    b.edit("a", { posture });
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    return () => b.order({ type: "move", figure: "a", option: "f", target: "t" });
  }

  it("any bow may shoot kneeling", () => {
    expect(fromPosture("longbow", "kneeling")).not.toThrow();
    expect(fromPosture("small-bow", "kneeling")).not.toThrow();
  });

  it("a bow may not shoot prone", () => {
    expect(fromPosture("longbow", "prone")).toThrow(
      "Archer has no loaded missile weapon it can shoot while prone.",
    );
  });

  it("a sling may not shoot kneeling", () => {
    expect(fromPosture("sling", "kneeling")).toThrow(
      "Archer has no loaded missile weapon it can shoot while kneeling.",
    );
  });

  it("a kneeling archer shoots at his normal front", () => {
    const b = new TestBattle([
      fighter("a", archer("longbow"), "E12", N),
      fighter("t", human("T"), "E14", S, "red"),
    ]);
    b.edit("a", { posture: "kneeling" });
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() => b.order({ type: "move", figure: "a", option: "f", target: "t" })).toThrow(
      "T is not in front of Archer",
    );
  });
});

describe("the one last shot (option j)", () => {
  /** "c" walks into the front of archer "w"; then "w" takes option (j). */
  function lastShot(spec: FigureSpec, faces: number[]) {
    const b = new TestBattle([
      fighter("w", spec, "E5", S),
      fighter("c", human("C", { st: 20 }), "E9", N, "red"),
    ]);
    const events = b.turn(
      [
        { figure: "c", option: "a", path: [at("E8"), at("E7"), at("E6")] },
        { figure: "w", option: "j", target: "c" },
      ],
      faces,
    );
    return { b, events };
  }

  it("fires at an enemy that engaged the archer this turn; the bow is dropped next turn", () => {
    const { b, events } = lastShot(archer("longbow"), [3, 3, 3, 4]);
    expect(attackRolls(events)[0]).toMatchObject({
      attacker: "w",
      kind: "missile",
      adjDx: 13,
      result: "hit",
    });
    expect(damages(events)[0]).toMatchObject({ target: "c", total: 6 });
    expect(b.fig("w").readyWeapon).toBe("longbow");
    // Next turn it may not shoot again, even with its foe gone from its front; whatever its
    // option, the bow falls where it then stands.
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    b.edit("c", { position: at("E12") });
    expect(() => b.order({ type: "move", figure: "w", option: "f", target: "c" })).toThrow(
      "Archer has no loaded missile weapon it can shoot.",
    );
    b.edit("c", { position: at("E6") });
    const next = b.order({ type: "move", figure: "w", option: "pass" });
    expect(eventsOf(next, "item-dropped")).toEqual([
      {
        type: "item-dropped",
        figure: "w",
        item: "longbow",
        at: at("E5"),
        reason: "must drop the missile weapon after a last shot",
      },
    ]);
    expect(b.fig("w").readyWeapon).toBeNull();
    expect(b.state.dropped).toEqual([{ item: "longbow", position: at("E5") }]);
  });

  it("is one shot only, even for a bow that shoots twice", () => {
    const { events } = lastShot(archer("small-bow", { st: 9, dx: 15 }), [6, 5, 5]);
    expect(attackRolls(events)).toHaveLength(1);
  });

  it("is not open to a figure that was already engaged when it last chose an option", () => {
    const b = new TestBattle([
      fighter("w", archer("longbow"), "E5", S),
      fighter("c", human("C"), "E6", N, "red"),
    ]);
    b.edit("w", { engagedAtLastOption: true });
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() => b.order({ type: "move", figure: "w", option: "j", target: "c" })).toThrow(
      "Archer was engaged already last turn, or readied its missile weapon only as it was engaged; a last shot is for a figure newly engaged with its missile weapon ready from before.",
    );
  });

  it("is not open to an archer that readied its bow with (e) where its move engaged it", () => {
    // W walks from E3 to E5, into C's front hex, and readies the longbow there.
    const b = new TestBattle([
      fighter(
        "w",
        human("Archer", { st: 11, dx: 13, weapons: ["longbow"], readyWeapon: null }),
        "E3",
        S,
      ),
      fighter("c", human("C"), "E6", N, "red"),
    ]);
    b.turn([
      { figure: "w", option: "e", path: [at("E4"), at("E5")], ready: { weapon: "longbow" } },
      { figure: "c", option: "pass" },
    ]);
    expect(b.fig("w").readyWeapon).toBe("longbow");
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() => b.order({ type: "move", figure: "w", option: "j", target: "c" })).toThrow(
      "Archer was engaged already last turn, or readied its missile weapon only as it was engaged; a last shot is for a figure newly engaged with its missile weapon ready from before.",
    );
  });

  it("is open to an archer that readied its bow with (e) before an enemy came up to it", () => {
    const b = new TestBattle([
      fighter(
        "w",
        human("Archer", { st: 11, dx: 13, weapons: ["longbow"], readyWeapon: null }),
        "E5",
        S,
      ),
      fighter("c", human("C"), "E8", N, "red"),
    ]);
    // W readies the longbow standing still; then C walks up to E6, engaging it.
    b.turn([
      { figure: "w", option: "e", ready: { weapon: "longbow" } },
      { figure: "c", option: "a", path: [at("E7"), at("E6")] },
    ]);
    // The last shot: 9 against adjDX 13, a hit; the longbow's 1+2 with a 3: 5 hits.
    const events = b.turn(
      [
        { figure: "w", option: "j", target: "c" },
        { figure: "c", option: "pass" },
      ],
      [3, 3, 3, 3],
    );
    expect(attackRolls(events)).toEqual([
      expect.objectContaining({ attacker: "w", weapon: "Longbow", result: "hit" }),
    ]);
    expect(damages(events)).toEqual([expect.objectContaining({ target: "c", total: 5 })]);
  });

  it("is open to an archer engaged between its options, e.g. where the battle set it", () => {
    const b = new TestBattle([
      fighter("w", archer("longbow"), "E5", S),
      fighter("c", human("C"), "E6", N, "red"),
    ]);
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() => b.order({ type: "move", figure: "w", option: "j", target: "c" })).not.toThrow();
  });

  it("an engaged archer may not take the ordinary missile option (f)", () => {
    const b = new TestBattle([
      fighter("w", archer("longbow"), "E5", S),
      fighter("c", human("C"), "E6", N, "red"),
    ]);
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() => b.order({ type: "move", figure: "w", option: "f", target: "c" })).toThrow(
      "Archer is engaged; its options are (h)–(o).",
    );
  });
});

describe("17 and 18", () => {
  const line = () => [
    fighter("a", archer("longbow"), "E12", N),
    fighter("t", human("T"), "E8", S, "red"),
    fighter("h", human("H"), "E4", S, "red"),
  ];
  function shot(faces: number[]) {
    const b = new TestBattle(line());
    const events = b.turn(
      [
        { figure: "a", option: "f", target: "t" },
        { figure: "t", option: "pass" },
        { figure: "h", option: "pass" },
      ],
      faces,
    );
    return { b, events, rolls: attackRolls(events) };
  }

  it("17 on the first figure drops the bow in the archer's hex", () => {
    const { b, rolls } = shot([6, 6, 5]);
    expect(rolls).toEqual([expect.objectContaining({ target: "t", result: "drop" })]);
    expect(b.fig("a").readyWeapon).toBeNull();
    expect(b.state.dropped).toEqual([{ item: "longbow", position: at("E12") }]);
  });

  it("18 on the first figure breaks the bow", () => {
    const { b, events } = shot([6, 6, 6]);
    expect(eventsOf(events, "item-broken")).toEqual([
      { type: "item-broken", figure: "a", item: "longbow" },
    ]);
    expect(b.fig("a").readyWeapon).toBeNull();
  });

  it("17 or 18 on a figure past the first only breaks the arrow: the bow stays ready", () => {
    for (const last of [5, 6]) {
      const { b, events, rolls } = shot([6, 5, 3, 6, 6, last]);
      expect(rolls.map((r) => [r.target, r.result])).toEqual([
        ["t", "miss"],
        ["h", last === 5 ? "drop" : "break"],
      ]);
      expect(b.fig("a").readyWeapon).toBe("longbow");
      expect(eventsOf(events, "item-dropped")).toEqual([]);
      expect(eventsOf(events, "item-broken")).toEqual([]);
      expect(b.state.dropped).toEqual([]);
    }
  });
});

describe("line of flight", () => {
  it("a friend in the way is rolled to miss; an arrow that misses flies on to the wall, however far", () => {
    const b = new TestBattle([
      fighter("a", archer("longbow"), "E16", N),
      fighter("f", human("F"), "E15", S),
      fighter("t", human("T"), "E14", S, "red"),
      fighter("h", human("H"), "E1", S, "red"),
    ]);
    const events = b.turn(
      [
        { figure: "a", option: "f", target: "t" },
        { figure: "f", option: "pass" },
        { figure: "t", option: "pass" },
        { figure: "h", option: "pass" },
      ],
      [2, 2, 2, 5, 5, 4, 3, 3, 3, 2],
    );
    // H is 13 hexes past T (a thrown weapon would stop after 10) and 6 megahexes off: −2.
    expect(attackRolls(events).map((r) => [r.target, r.toMiss, r.adjDx, r.result])).toEqual([
      ["f", true, 13, "miss"],
      ["t", false, 13, "miss"],
      ["h", false, 11, "hit"],
    ]);
    expect(damages(events)[0]).toMatchObject({ target: "h", total: 4 });
    // Arrows leave nothing on the map.
    expect(b.state.dropped).toEqual([]);
  });
});

describe("firing into a hand-to-hand pile", () => {
  /** "e" (red) and "f" (blue) grapple on the ground in E8; archer "a" shoots at "e". */
  function pileShot(faces: number[]) {
    const b = new TestBattle([
      fighter("a", archer("longbow"), "E12", N),
      fighter("f", human("Friend"), "E7", S),
      fighter("e", human("Enemy"), "E8", N, "red"),
    ]);
    b.edit("f", { position: at("E8"), posture: "fallen" });
    b.edit("e", { posture: "fallen" });
    const events = b.turn(
      [
        { figure: "a", option: "f", target: "e" },
        { figure: "f", option: "pass" },
        { figure: "e", option: "pass" },
      ],
      faces,
    );
    return { b, events };
  }

  it("a hit lands on a member picked at random: an odd die, the friend", () => {
    const { events } = pileShot([3, 3, 3, 1, 4]);
    // Missiles get no facing adds, so no +4 for the target being on the ground.
    expect(attackRolls(events)[0]).toMatchObject({
      target: "e",
      adjDx: 13,
      modifiers: [],
      result: "hit",
    });
    expect(damages(events)).toEqual([expect.objectContaining({ target: "f", total: 6 })]);
  });

  it("an even die, the enemy", () => {
    const { events } = pileShot([3, 3, 3, 6, 4]);
    expect(damages(events)).toEqual([expect.objectContaining({ target: "e", total: 6 })]);
  });

  it("a miss hits no one in the pile and does not fly on through it", () => {
    const { events } = pileShot([6, 5, 3]);
    expect(attackRolls(events)).toHaveLength(1);
    expect(damages(events)).toEqual([]);
  });
});

describe("ruling: the thrown rock is a missile weapon", () => {
  const rocky = human("Rocky", { weapons: ["rock"], readyWeapon: "rock" });

  it("is fired with option (f): megahex range, no facing adds; 1-4 can do nothing", () => {
    const b = new TestBattle([
      fighter("a", rocky, "E14", N),
      fighter("t", human("T"), "E7", N, "red"),
    ]);
    const events = attacksTarget(b, { option: "f" }, [3, 3, 3, 4]);
    expect(attackRolls(events)[0]).toMatchObject({
      kind: "missile",
      weapon: "Thrown rock",
      adjDx: 11,
      modifiers: [{ label: "range 3 megahexes", value: -1 }],
      result: "hit",
    });
    expect(damages(events)[0]).toMatchObject({ damage: { dice: 1, add: -4 }, total: 0, taken: 0 });
    // The rock has gone; no counter marks it, since rocks lie everywhere.
    expect(b.fig("a").readyWeapon).toBeNull();
    expect(b.state.dropped).toEqual([]);
  });

  it("leaves the hand, and another is picked up with (e) where no counter lies", () => {
    const b = new TestBattle([
      fighter("a", rocky, "E14", N),
      fighter("t", human("T"), "E7", N, "red"),
    ]);
    attacksTarget(b, { option: "f" }, [3, 3, 3, 4]);
    const events = b.turn(
      [
        { figure: "a", option: "e", path: [at("E13")], ready: { pickUp: "rock" } },
        { figure: "t", option: "pass" },
      ],
      [],
    );
    expect(b.fig("a")).toMatchObject({ readyWeapon: "rock", position: at("E13") });
    expect(eventsOf(events, "item-picked-up")).toEqual([
      { type: "item-picked-up", figure: "a", item: "rock", at: at("E13") },
    ]);
  });

  it("is readied by name with (e) when none is carried: picked up, bending over", () => {
    const b = new TestBattle([
      fighter("a", human("Rocky"), "E14", N),
      fighter("t", human("T"), "E7", N, "red"),
    ]);
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    b.order({ type: "move", figure: "a", option: "e", ready: { weapon: "rock" } });
    // The broadsword is re-slung, not dropped.
    expect(b.fig("a")).toMatchObject({ readyWeapon: "rock", carried: ["broadsword"] });
    expect(b.state.turnState.bendingOver).toEqual(["a"]);
  });

  it("is not picked up, even from a counter, by an engaged figure, which cannot ready a missile weapon", () => {
    const b = new TestBattle([
      fighter("a", human("Rocky"), "E8", N),
      fighter("t", human("T"), "E7", S, "red"),
    ]);
    b.place("rock", "E8");
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() =>
      b.order({ type: "move", figure: "a", option: "o", ready: { pickUp: "rock" } }),
    ).toThrow("An engaged figure cannot ready a missile weapon.");
    expect(b.fig("a").readyWeapon).toBe("broadsword");
    expect(b.state.dropped).toEqual([{ item: "rock", position: at("E8") }]);
  });

  it("cannot be thrown as a thrown weapon", () => {
    const b = new TestBattle([
      fighter("a", rocky, "E10", N),
      fighter("t", human("T"), "E7", N, "red"),
    ]);
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() =>
      b.order({ type: "move", figure: "a", option: "b", target: "t", attack: "thrown" }),
    ).toThrow("Rocky's ready weapon cannot be thrown.");
  });
});

describe("a fallen archer", () => {
  it("who stumbles on a body during (f) does not shoot his longbow from the ground", () => {
    // V: a missed footing roll and "the figure falls down in that hex"; PRONE AND KNEELING FIRE:
    // crossbows prone, any bow kneeling; nothing from a fall.
    const b = new TestBattle([
      fighter("w", archer("longbow"), "E5", S),
      fighter("corpse", human("Corpse"), "E6", S),
      fighter("bob", human("Bob"), "E12", N, "red"),
    ]);
    b.edit("corpse", { condition: "dead", posture: "fallen" });
    // The footing roll on the body: 18 against adjDX 13, a fall.
    const events = b.turn(
      [
        { figure: "w", option: "f", path: [at("E6")], target: "bob" },
        { figure: "bob", option: "pass" },
      ],
      [6, 6, 6],
    );
    expect(b.fig("w").posture).toBe("fallen");
    expect(attackRolls(events)).toEqual([]);
    expect(eventsOf(events, "action-lost")).toEqual([
      { type: "action-lost", figure: "w", reason: "Archer cannot shoot while fallen" },
    ]);
  });
});
