/**
 * MELEE: VII. ATTACKS — the table of DX ADJUSTMENTS, one rule at a time. Each test reads the
 * adjusted DX and its labelled modifiers (what the combat log shows) from the attack-roll event;
 * where it matters the roll is exactly the adjDX (a hit) or one more (a miss).
 */
import { describe, expect, it } from "vitest";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import type { Direction } from "../../../src/engine/hex/coordinates.ts";
import {
  attackRolls,
  attacksTarget,
  beast,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  NW,
  S,
  SE,
  SW,
  TestBattle,
} from "./attack-builders.ts";

/** Attacker "a" in E5 facing S strikes "t" in E6 facing N (front to front) with option (h). */
function frontalAttack(attacker: FigureSpec, faces: number[], target: FigureSpec = human("T")) {
  const b = new TestBattle([fighter("a", attacker, "E5", S), fighter("t", target, "E6", N, "red")]);
  const events = attacksTarget(b, { option: "h" }, faces);
  return { b, events, roll: attackRolls(events)[0] };
}

describe("attacker's armor", () => {
  it.each([
    ["leather", "Leather armor", -2, 12, [4, 4, 4]],
    ["chainmail", "Chainmail", -3, 11, [4, 4, 3]],
    ["plate", "Plate armor", -6, 8, [2, 3, 3]],
  ] as const)("%s: DX 14 becomes %s %i = %i", (armor, label, value, adjDx, faces) => {
    // The roll equals the adjDX exactly: a hit (then 2 dice of broadsword damage).
    const { roll } = frontalAttack(human("A", { st: 12, dx: 14, armor }), [...faces, 1, 1]);
    expect(roll).toMatchObject({
      adjDx,
      modifiers: [{ label, value }],
      faces,
      result: "hit",
    });
  });

  it("plate: one over the adjusted DX (9 against 8) misses", () => {
    const { roll } = frontalAttack(human("A", { st: 12, dx: 14, armor: "plate" }), [3, 3, 3]);
    expect(roll).toMatchObject({ adjDx: 8, faces: [3, 3, 3], result: "miss" });
  });
});

describe("attacker's shield", () => {
  it("a ready large shield costs 1 DX", () => {
    const spec = human("A", { shield: "large-shield", shieldReady: true });
    const { roll } = frontalAttack(spec, [4, 4, 4]);
    expect(roll).toMatchObject({
      adjDx: 11,
      modifiers: [{ label: "Large shield ready", value: -1 }],
      result: "miss",
    });
  });

  it("a slung large shield costs nothing", () => {
    const spec = human("A", { shield: "large-shield", shieldReady: false });
    const { roll } = frontalAttack(spec, [4, 4, 4, 1, 1]);
    expect(roll).toMatchObject({ adjDx: 12, modifiers: [], result: "hit" });
  });

  it("a ready small shield costs nothing", () => {
    const spec = human("A", { shield: "small-shield", shieldReady: true });
    const { roll } = frontalAttack(spec, [4, 4, 4, 1, 1]);
    expect(roll).toMatchObject({ adjDx: 12, modifiers: [], result: "hit" });
  });
});

describe("the main-gauche", () => {
  /** Turn 1: "a" (facing away from "t") readies a main-gauche; "t" turns to face it. */
  function withMainGauche() {
    const b = new TestBattle([
      fighter(
        "a",
        human("A", { st: 10, dx: 14, weapons: ["rapier", "main-gauche"], readyWeapon: "rapier" }),
        "E5",
        N,
      ),
      fighter("t", human("T"), "E6", S, "red"),
    ]);
    b.turn([
      { figure: "a", option: "e", ready: { offhand: "main-gauche" }, facing: S },
      { figure: "t", option: "pass", facing: N },
    ]);
    expect(b.fig("a")).toMatchObject({ readyWeapon: "rapier", offhand: "main-gauche" });
    return b;
  }

  it("held as a shield only: −2 on the one attack", () => {
    const b = withMainGauche();
    const events = attacksTarget(b, { option: "h" }, [4, 4, 4, 3]);
    expect(attackRolls(events)).toEqual([
      expect.objectContaining({
        weapon: "Rapier",
        kind: "weapon",
        adjDx: 12,
        modifiers: [{ label: "main-gauche as shield", value: -2 }],
        result: "hit",
      }),
    ]);
    expect(damages(events)[0]).toMatchObject({ faces: [3], total: 3, taken: 3 });
  });

  it("used as a second weapon: two attacks on the same enemy, both at −4", () => {
    const b = withMainGauche();
    const events = attacksTarget(
      b,
      { option: "h", attack: "two-weapons" },
      [3, 3, 4, 5, 2, 3, 4, 6],
    );
    const modifiers = [{ label: "main-gauche as 2nd weapon", value: -4 }];
    expect(attackRolls(events)).toEqual([
      expect.objectContaining({ weapon: "Rapier", kind: "two-weapons", adjDx: 10, modifiers }),
      expect.objectContaining({ weapon: "Main-gauche", kind: "two-weapons", adjDx: 10, modifiers }),
    ]);
    // Rapier 1 die: 5. Main-gauche 1-1: 6 - 1 = 5.
    expect(damages(events).map((d) => [d.target, d.total])).toEqual([
      ["t", 5],
      ["t", 5],
    ]);
    expect(b.fig("t").hits).toBe(10);
  });

  it("ruling: left alone when the rapier drops on a 17, it becomes the ready weapon, 1-1 at full DX", () => {
    const b = withMainGauche();
    const fumble = attacksTarget(b, { option: "h" }, [6, 6, 5]);
    expect(eventsOf(fumble, "item-readied")).toEqual([
      expect.objectContaining({ figure: "a", weapon: "main-gauche", offhand: null }),
    ]);
    expect(b.fig("a")).toMatchObject({ readyWeapon: "main-gauche", offhand: null });
    // Next turn: 12 against adjDX 14, no main-gauche modifier; 1-1 with a 4: 3 hits.
    const events = attacksTarget(b, { option: "h" }, [4, 4, 4, 4]);
    expect(attackRolls(events)).toEqual([
      expect.objectContaining({ weapon: "Main-gauche", adjDx: 14, modifiers: [], result: "hit" }),
    ]);
    expect(damages(events)[0]).toMatchObject({ damage: { dice: 1, add: -1 }, total: 3 });
  });

  it("two weapons at −4: 11 misses at adjDX 10", () => {
    const b = withMainGauche();
    const events = attacksTarget(b, { option: "h", attack: "two-weapons" }, [3, 4, 4, 3, 3, 5]);
    expect(attackRolls(events).map((r) => [r.weapon, r.adjDx, r.result])).toEqual([
      ["Rapier", 10, "miss"],
      ["Main-gauche", 10, "miss"],
    ]);
  });
});

describe("facing", () => {
  it("from the target's side hex: +2", () => {
    // F6 is a side hex of E6 facing N; "a" is not engaged there and strikes with (b).
    const b = new TestBattle([
      fighter("a", human("A"), "F6", NW),
      fighter("t", human("T"), "E6", N, "red"),
    ]);
    const events = attacksTarget(b, { option: "b" }, [5, 5, 4, 1, 1]);
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 14,
      modifiers: [{ label: "from the side", value: 2 }],
      faces: [5, 5, 4],
      result: "hit",
    });
  });

  it("from the target's rear hex: +4", () => {
    const b = new TestBattle([
      fighter("a", human("A"), "E7", N),
      fighter("t", human("T"), "E6", N, "red"),
    ]);
    const events = attacksTarget(b, { option: "b" }, [5, 5, 5, 1, 1]);
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 16,
      modifiers: [{ label: "from the rear", value: 4 }],
      result: "hit",
    });
  });

  it("missiles get no adds for facing: an arrow into a back is at plain DX", () => {
    const b = new TestBattle([
      fighter(
        "a",
        human("A", { st: 11, dx: 13, weapons: ["longbow"], readyWeapon: "longbow" }),
        "E9",
        N,
      ),
      fighter("t", human("T"), "E6", N, "red"),
    ]);
    const events = attacksTarget(b, { option: "f" }, [5, 5, 4]);
    expect(attackRolls(events)[0]).toMatchObject({
      kind: "missile",
      adjDx: 13,
      modifiers: [],
      result: "miss",
    });
  });

  it("a thrown weapon does get them: into the back from 3 hexes is +4 −3", () => {
    const b = new TestBattle([
      fighter("a", human("A", { weapons: ["dagger"], readyWeapon: "dagger" }), "E9", N),
      fighter("t", human("T"), "E6", N, "red"),
    ]);
    const events = attacksTarget(b, { option: "b", attack: "thrown" }, [4, 4, 5, 2]);
    expect(attackRolls(events)[0]).toMatchObject({
      kind: "thrown",
      adjDx: 13,
      modifiers: [
        { label: "from the rear", value: 4 },
        { label: "thrown 3 hexes", value: -3 },
      ],
      result: "hit",
    });
  });
});

describe("ruling: a distant thrower's side is the 60° sector of the line", () => {
  // From F4 to E6 the line lies on the border between E6's N and NE sectors.
  function throwFromF4(targetFacing: Direction) {
    const b = new TestBattle([
      fighter("a", human("A", { weapons: ["dagger"], readyWeapon: "dagger" }), "F4", SW),
      fighter("t", human("T"), "E6", targetFacing, "red"),
    ]);
    const events = attacksTarget(b, { option: "b", attack: "thrown" }, [6, 5, 5]);
    return attackRolls(events)[0];
  }

  it("T facing SE: the border counts toward the front, no add", () => {
    expect(throwFromF4(SE)).toMatchObject({
      adjDx: 10,
      modifiers: [{ label: "thrown 2 hexes", value: -2 }],
    });
  });

  it("T facing S: between side and rear, it counts as side: +2", () => {
    expect(throwFromF4(S)).toMatchObject({
      adjDx: 12,
      modifiers: [
        { label: "from the side", value: 2 },
        { label: "thrown 2 hexes", value: -2 },
      ],
    });
  });

  it("T facing SW: side as well", () => {
    expect(throwFromF4(SW)).toMatchObject({ adjDx: 12 });
  });

  it("T facing NW: N and NE are its front and side, so front", () => {
    expect(throwFromF4(NW)).toMatchObject({ adjDx: 10 });
  });
});

describe("wounds", () => {
  it("5 hits in a turn: −2 on the next turn only", () => {
    const b = new TestBattle([
      fighter("a", human("A"), "E5", S),
      fighter("t", human("T", { dx: 13 }), "E6", N, "red"),
    ]);
    // Turn 1: T (faster) hits A for 2 dice = 5; A misses with 13.
    const first = b.turn(
      [
        { figure: "a", option: "h", target: "t" },
        { figure: "t", option: "h", target: "a" },
      ],
      [3, 3, 3, 2, 3, 6, 4, 3],
    );
    expect(damages(first)[0]).toMatchObject({ target: "a", taken: 5 });
    // Turn 2: A strikes at 12 − 2 = 10 and hits with exactly 10; T rolls 14 and misses.
    const second = b.turn(
      [
        { figure: "a", option: "h", target: "t" },
        { figure: "t", option: "h", target: "a" },
      ],
      [5, 5, 4, 4, 3, 3, 1, 1],
    );
    expect(attackRolls(second)).toEqual([
      expect.objectContaining({ attacker: "t", adjDx: 13, result: "miss" }),
      expect.objectContaining({
        attacker: "a",
        adjDx: 10,
        modifiers: [{ label: "took 5 hits last turn", value: -2 }],
        faces: [4, 3, 3],
        result: "hit",
      }),
    ]);
    // Turn 3: the penalty is gone.
    const third = attacksTarget(b, { option: "h" }, [6, 6, 1]);
    expect(attackRolls(third)[0]).toMatchObject({
      attacker: "a",
      adjDx: 12,
      modifiers: [],
      result: "miss",
    });
  });

  it("4 hits in a turn cost no DX", () => {
    const b = new TestBattle([
      fighter("a", human("A"), "E5", S),
      fighter("t", human("T"), "E6", N, "red"),
    ]);
    b.edit("a", { hits: 4, hitsLastTurn: 4 });
    const events = attacksTarget(b, { option: "h" }, [6, 6, 1]);
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 12, modifiers: [] });
  });

  it("ST reduced to 3: −3 for the rest of the game; ST 4 is no penalty", () => {
    const b = new TestBattle([
      fighter("a", human("A"), "E5", S),
      fighter("t", human("T"), "E6", N, "red"),
    ]);
    b.edit("a", { hits: 8 });
    const atFour = attacksTarget(b, { option: "h" }, [6, 6, 1]);
    expect(attackRolls(atFour)[0]).toMatchObject({ adjDx: 12, modifiers: [] });
    b.edit("a", { hits: 9 });
    const atThree = attacksTarget(b, { option: "h" }, [3, 3, 4]);
    expect(attackRolls(atThree)[0]).toMatchObject({
      adjDx: 9,
      modifiers: [{ label: "ST 3 or less", value: -3 }],
      result: "miss",
    });
  });
});

describe("range", () => {
  it("thrown: −1 per hex to the target", () => {
    const b = new TestBattle([
      fighter("a", human("A", { weapons: ["dagger"], readyWeapon: "dagger" }), "E9", N),
      fighter("t", human("T"), "E6", S, "red"),
    ]);
    const events = attacksTarget(b, { option: "b", attack: "thrown" }, [3, 3, 3, 4]);
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 9,
      modifiers: [{ label: "thrown 3 hexes", value: -3 }],
      faces: [3, 3, 3],
      result: "hit",
    });
    // Dagger 1-1: 4 - 1 = 3.
    expect(damages(events)[0]).toMatchObject({ total: 3, taken: 3 });
  });

  it.each([
    ["E12", 1, 13, []],
    ["E8", 2, 13, []],
    ["E7", 3, 12, [{ label: "range 3 megahexes", value: -1 }]],
    ["E4", 4, 12, [{ label: "range 4 megahexes", value: -1 }]],
    ["E3", 5, 11, [{ label: "range 5 megahexes", value: -2 }]],
  ] as const)("missile at %s (%i megahexes): adjDX %i", (hex, _mh, adjDx, modifiers) => {
    const archer = human("A", { st: 11, dx: 13, weapons: ["longbow"], readyWeapon: "longbow" });
    const b = new TestBattle([
      fighter("a", archer, "E14", N),
      fighter("t", human("T"), hex, S, "red"),
    ]);
    const events = attacksTarget(b, { option: "f" }, [6, 6, 2]);
    expect(attackRolls(events)[0]).toMatchObject({ adjDx, modifiers, result: "miss" });
  });
});

describe("other adjustments", () => {
  const crossbowman = human("X", {
    st: 12,
    dx: 12,
    weapons: ["light-crossbow"],
    readyWeapon: "light-crossbow",
  });

  it("a crossbowman lying prone: +1", () => {
    const b = new TestBattle([
      fighter("a", crossbowman, "E12", N),
      fighter("t", human("T"), "E8", S, "red"),
    ]);
    b.edit("a", { posture: "prone" });
    const events = attacksTarget(b, { option: "f" }, [5, 4, 4, 3, 3]);
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 13,
      modifiers: [{ label: "crossbow fired prone", value: 1 }],
      faces: [5, 4, 4],
      result: "hit",
    });
    expect(damages(events)[0]).toMatchObject({ total: 6 });
  });

  it("kneeling with a crossbow: no bonus", () => {
    const b = new TestBattle([
      fighter("a", crossbowman, "E12", N),
      fighter("t", human("T"), "E8", S, "red"),
    ]);
    b.edit("a", { posture: "kneeling" });
    const events = attacksTarget(b, { option: "f" }, [5, 4, 4]);
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 12, modifiers: [], result: "miss" });
  });

  it("attacking a giant snake: −3, and its side hexes are front (no +2)", () => {
    // F6 is a side hex of E6 facing N, but a snake's sides count as front: A is engaged there.
    const b = new TestBattle([
      fighter("a", human("A"), "F6", NW),
      beast("snake", "giant-snake", "E6", N),
    ]);
    const events = b.turn(
      [
        { figure: "a", option: "h", target: "snake" },
        { figure: "snake", option: "pass" },
      ],
      [3, 3, 3, 2, 2],
    );
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 9,
      modifiers: [{ label: "attacking a giant-snake", value: -3 }],
      result: "hit",
    });
  });

  it("the snake's −3 applies to missiles too", () => {
    const archer = human("A", { st: 11, dx: 13, weapons: ["longbow"], readyWeapon: "longbow" });
    const b = new TestBattle([
      fighter("a", archer, "E12", N),
      beast("snake", "giant-snake", "E8", S),
    ]);
    const events = b.turn(
      [
        { figure: "a", option: "f", target: "snake" },
        { figure: "snake", option: "pass" },
      ],
      [4, 3, 4],
    );
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 10,
      modifiers: [{ label: "attacking a giant-snake", value: -3 }],
      result: "miss",
    });
  });

  const halfling = (weapon: "dagger" | "sling") =>
    human("Pip", { race: "halfling", st: 6, dx: 14, weapons: [weapon], readyWeapon: weapon });

  it("a halfling: +3 with a missile weapon (and +1 damage)", () => {
    const b = new TestBattle([
      fighter("a", halfling("sling"), "E12", N),
      fighter("t", human("T"), "E8", S, "red"),
    ]);
    const events = attacksTarget(b, { option: "f" }, [6, 5, 4, 4]);
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 17,
      modifiers: [{ label: "halfling with missiles", value: 3 }],
      faces: [6, 5, 4],
      result: "hit",
    });
    // Sling 1-2, +1 for a halfling: 4 - 1 = 3.
    expect(damages(events)[0]).toMatchObject({ damage: { dice: 1, add: -1 }, total: 3 });
  });

  it("a halfling: +3 with a thrown weapon, none striking with it in hand", () => {
    const thrown = new TestBattle([
      fighter("a", halfling("dagger"), "E8", N),
      fighter("t", human("T"), "E6", S, "red"),
    ]);
    const events = attacksTarget(thrown, { option: "b", attack: "thrown" }, [5, 5, 5, 1]);
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 15,
      modifiers: [
        { label: "halfling with missiles", value: 3 },
        { label: "thrown 2 hexes", value: -2 },
      ],
      result: "hit",
    });
    // Dagger 1-1 thrown by a halfling: 1 - 1 + 1 = 1.
    expect(damages(events)[0]).toMatchObject({ damage: { dice: 1, add: 0 }, total: 1 });

    const { roll } = frontalAttack(halfling("dagger"), [5, 5, 5]);
    expect(roll).toMatchObject({ kind: "weapon", adjDx: 14, modifiers: [], result: "miss" });
  });

  it("a target on the ground: +4 (it has no front)", () => {
    const b = new TestBattle([
      fighter("a", human("A"), "E5", S),
      fighter("t", human("T"), "E6", N, "red"),
    ]);
    b.edit("t", { posture: "prone" });
    // A prone T engages no one: A is disengaged and strikes with (b).
    const events = attacksTarget(b, { option: "b" }, [5, 5, 5, 1, 1]);
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 16,
      modifiers: [{ label: "target on the ground", value: 4 }],
      result: "hit",
    });
  });

  it("a missile at a target on the ground gets no +4", () => {
    const archer = human("A", { st: 11, dx: 13, weapons: ["longbow"], readyWeapon: "longbow" });
    const b = new TestBattle([
      fighter("a", archer, "E12", N),
      fighter("t", human("T"), "E8", S, "red"),
    ]);
    b.edit("t", { posture: "prone" });
    const events = attacksTarget(b, { option: "f" }, [5, 5, 4]);
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 13, modifiers: [], result: "miss" });
  });

  it("a target bending over to pick up a weapon faces rear all round: +4 from its front", () => {
    const b = new TestBattle([
      fighter("a", human("A"), "E5", S),
      fighter(
        "t",
        human("T", { weapons: ["broadsword"], readyWeapon: "broadsword" }),
        "E6",
        N,
        "red",
      ),
    ]);
    b.place("mace", "E6");
    const events = b.turn(
      [
        { figure: "a", option: "h", target: "t" },
        { figure: "t", option: "o", ready: { pickUp: "mace" } },
      ],
      [5, 5, 5, 1, 1],
    );
    expect(b.fig("t").readyWeapon).toBe("mace");
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 16,
      modifiers: [{ label: "target bending over", value: 4 }],
      result: "hit",
    });
  });

  it("several at once: chainmail, ready large shield, 5 hits last turn, side attack", () => {
    const b = new TestBattle([
      fighter(
        "a",
        human("A", {
          st: 11,
          dx: 15,
          armor: "chainmail",
          shield: "large-shield",
          shieldReady: true,
          weapons: ["shortsword"],
          readyWeapon: "shortsword",
        }),
        "F6",
        NW,
      ),
      fighter("t", human("T"), "E6", N, "red"),
    ]);
    b.edit("a", { hits: 5, hitsLastTurn: 5 });
    const events = attacksTarget(b, { option: "b" }, [4, 4, 3, 1, 1]);
    // 15 − 3 − 1 − 2 + 2 = 11.
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 11,
      modifiers: [
        { label: "Chainmail", value: -3 },
        { label: "Large shield ready", value: -1 },
        { label: "took 5 hits last turn", value: -2 },
        { label: "from the side", value: 2 },
      ],
      result: "hit",
    });
  });
});

describe("ruling: the order of attack counts the target's facing but not range", () => {
  it("DX 11 from the rear (15) strikes before DX 14 from the front", () => {
    const b = new TestBattle([
      fighter("f", human("Front", { dx: 14 }), "E5", S),
      fighter("r", human("Rear", { st: 13, dx: 11 }), "E7", N),
      fighter("t", human("T", { st: 30 }), "E6", N, "red"),
    ]);
    const events = b.turn(
      [
        { figure: "f", option: "h", target: "t" },
        { figure: "r", option: "b", target: "t" },
        { figure: "t", option: "pass" },
      ],
      [6, 5, 5, 6, 5, 5],
    );
    expect(attackRolls(events).map((r) => [r.attacker, r.adjDx])).toEqual([
      ["r", 15],
      ["f", 14],
    ]);
  });

  it("a thrower 5 hexes off (DX 13, 8 to hit) still goes before a DX 12 swordsman", () => {
    const b = new TestBattle([
      fighter(
        "a",
        human("Thrower", { dx: 13, weapons: ["dagger"], readyWeapon: "dagger" }),
        "E11",
        N,
      ),
      fighter("s", human("Sword"), "F6", NW),
      fighter("t", human("T", { st: 30 }), "E6", S, "red"),
    ]);
    const events = b.turn(
      [
        { figure: "a", option: "b", target: "t", attack: "thrown" },
        { figure: "s", option: "h", target: "t" },
        { figure: "t", option: "pass" },
      ],
      [6, 5, 5, 6, 5, 5],
    );
    expect(attackRolls(events).map((r) => [r.attacker, r.adjDx])).toEqual([
      ["a", 8],
      ["s", 12],
    ]);
  });
});
