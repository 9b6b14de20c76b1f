/**
 * MELEE: ROLLING FOR DAMAGE, ARMOR AND SHIELDS, THE LEFT-HAND DAGGER, NONHUMAN FIGURES (hides,
 * dwarves and halflings), PRACTICE COMBAT (half damage).
 */
import { describe, expect, it } from "vitest";
import type { FigureSetup } from "../../../src/engine/battle/setup.ts";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import type { MonsterId } from "../../../src/engine/figure/monsters.ts";
import {
  attackRolls,
  attacksTarget,
  beast,
  damages,
  fighter,
  human,
  N,
  NW,
  S,
  SE,
  SW,
  TestBattle,
} from "./attack-builders.ts";

type Where = "front" | "side" | "rear";

/** Where "a" stands to strike "t" (in E6 facing N) from its front, side or rear. */
function attackerAt(where: Where, spec: FigureSpec): FigureSetup {
  if (where === "front") return fighter("a", spec, "E5", S);
  if (where === "side") return fighter("a", spec, "F6", NW);
  return fighter("a", spec, "E7", N);
}

/** One blow from `where`; only (h) from the front, where "a" is engaged, else (b). */
function blow(
  attacker: FigureSpec,
  target: FigureSpec | MonsterId,
  faces: number[],
  where: Where = "front",
  combatType: "death" | "practice" = "death",
) {
  const t =
    typeof target === "string" ? beast("t", target, "E6", N) : fighter("t", target, "E6", N, "red");
  const b = new TestBattle([attackerAt(where, attacker), t], { combatType });
  const events = attacksTarget(b, { option: where === "front" ? "h" : "b" }, faces);
  return { b, events, damage: damages(events)[0] };
}

const smallAx = (over: Partial<FigureSpec> = {}) =>
  human("Axe", { st: 11, dx: 13, weapons: ["small-ax"], readyWeapon: "small-ax", ...over });

describe("dice and adds", () => {
  it("small ax 1+2 rolling 3: the enemy takes 5 (the book's example)", () => {
    const { damage } = blow(smallAx(), human("T"), [3, 3, 3, 3]);
    expect(damage).toEqual({
      type: "damage",
      attacker: "a",
      target: "t",
      damage: { dice: 1, add: 2 },
      faces: [3],
      multiplier: 1,
      halved: false,
      total: 5,
      stopped: 0,
      stoppedBy: [],
      taken: 5,
      stRemaining: 7,
    });
  });

  it("dagger 1-1 rolling 3 does 2; rolling 1 does nothing at all", () => {
    const dagger = human("Knife", { weapons: ["dagger"], readyWeapon: "dagger" });
    expect(blow(dagger, human("T"), [3, 3, 3, 3]).damage).toMatchObject({ total: 2, taken: 2 });
    const { b, damage } = blow(dagger, human("T"), [3, 3, 3, 1]);
    expect(damage).toMatchObject({ faces: [1], total: 0, taken: 0, stRemaining: 12 });
    expect(b.fig("t").hits).toBe(0);
    // No hits, so no right to force a retreat: the turn went straight on.
    expect(b.state.phase.kind).toBe("initiative");
  });

  it("adds come before doubling: 2-handed sword 3-1 rolling 6 on a 4 is 10 (the book's turn 6)", () => {
    const sword = human("Big", {
      st: 14,
      dx: 10,
      weapons: ["two-handed-sword"],
      readyWeapon: "two-handed-sword",
    });
    expect(blow(sword, human("T"), [1, 1, 2, 1, 2, 3]).damage).toMatchObject({
      multiplier: 2,
      total: 10,
    });
  });
});

describe("race bonuses", () => {
  const dwarf = (weapon: "small-ax" | "hammer" | "broadsword") =>
    human("Gimli", { race: "dwarf", st: 14, dx: 10, weapons: [weapon], readyWeapon: weapon });

  it("a dwarf does +1 with an ax", () => {
    expect(blow(dwarf("small-ax"), human("T"), [3, 3, 3, 3]).damage).toMatchObject({
      damage: { dice: 1, add: 3 },
      total: 6,
    });
  });

  it("a dwarf does +1 with a hammer, thrown as well", () => {
    const b = new TestBattle([
      fighter("a", dwarf("hammer"), "E8", N),
      fighter("t", human("T"), "E6", S, "red"),
    ]);
    const events = attacksTarget(b, { option: "b", attack: "thrown" }, [2, 3, 3, 4]);
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 8, result: "hit" });
    expect(damages(events)[0]).toMatchObject({ damage: { dice: 1, add: 2 }, total: 6 });
  });

  it("a dwarf gets nothing extra with a sword", () => {
    expect(blow(dwarf("broadsword"), human("T"), [3, 3, 3, 3, 3]).damage).toMatchObject({
      damage: { dice: 2, add: 0 },
      total: 6,
    });
  });

  it("a halfling does +1 with a thrown weapon, not striking with it in hand", () => {
    const pip = human("Pip", {
      race: "halfling",
      st: 8,
      dx: 12,
      weapons: ["dagger"],
      readyWeapon: "dagger",
    });
    expect(blow(pip, human("T"), [3, 3, 3, 4]).damage).toMatchObject({
      damage: { dice: 1, add: -1 },
      total: 3,
    });
  });
});

describe("armor and shields", () => {
  const broadsword = human("A");

  it("plate stops 5: a broadsword's 7 puts 2 hits on (the book's example)", () => {
    expect(blow(broadsword, human("T", { armor: "plate" }), [3, 3, 3, 3, 4]).damage).toMatchObject({
      total: 7,
      stopped: 5,
      stoppedBy: ["Plate armor"],
      taken: 2,
    });
  });

  it("armor stops what it can and no more: 3 against chainmail is 0 taken", () => {
    expect(
      blow(broadsword, human("T", { armor: "chainmail" }), [3, 3, 3, 1, 2]).damage,
    ).toMatchObject({
      total: 3,
      stopped: 3,
      taken: 0,
    });
  });

  const ragnar = (shieldReady: boolean) =>
    human("Ragnar", { armor: "leather", shield: "large-shield", shieldReady });

  it("a ready shield adds to the armor against blows from the front: leather 2 + large shield 2", () => {
    expect(blow(broadsword, ragnar(true), [3, 3, 3, 4, 4]).damage).toMatchObject({
      total: 8,
      stopped: 4,
      stoppedBy: ["Leather armor", "Large shield"],
      taken: 4,
    });
  });

  it("a ready shield does nothing from the side or the rear", () => {
    expect(blow(broadsword, ragnar(true), [3, 3, 3, 4, 4], "side").damage).toMatchObject({
      stopped: 2,
      stoppedBy: ["Leather armor"],
      taken: 6,
    });
    expect(blow(broadsword, ragnar(true), [3, 3, 3, 4, 4], "rear").damage).toMatchObject({
      stopped: 2,
      stoppedBy: ["Leather armor"],
      taken: 6,
    });
  });

  it("a slung shield protects the rear only", () => {
    expect(blow(broadsword, ragnar(false), [3, 3, 3, 4, 4], "rear").damage).toMatchObject({
      stopped: 4,
      stoppedBy: ["Leather armor", "Large shield"],
    });
    expect(blow(broadsword, ragnar(false), [3, 3, 3, 4, 4], "side").damage).toMatchObject({
      stopped: 2,
    });
    expect(blow(broadsword, ragnar(false), [3, 3, 3, 4, 4], "front").damage).toMatchObject({
      stopped: 2,
    });
  });

  it("a small shield stops 1", () => {
    const t = human("T", { shield: "small-shield", shieldReady: true });
    expect(blow(broadsword, t, [3, 3, 3, 4, 4]).damage).toMatchObject({
      stopped: 1,
      stoppedBy: ["Small shield"],
      taken: 7,
    });
  });

  it("ruling: a figure on the ground gets nothing from its ready shield", () => {
    const b = new TestBattle([
      attackerAt("front", broadsword),
      fighter("t", ragnar(true), "E6", N, "red"),
    ]);
    b.edit("t", { posture: "prone" });
    const events = attacksTarget(b, { option: "b" }, [3, 3, 3, 4, 4]);
    expect(damages(events)[0]).toMatchObject({
      stopped: 2,
      stoppedBy: ["Leather armor"],
      taken: 6,
    });
  });

  it("every attack is stopped afresh: two blows on plate lose 5 each", () => {
    const b = new TestBattle([
      fighter("a", human("A", { dx: 15 }), "E5", S),
      fighter("c", human("C"), "F6", NW),
      fighter("t", human("T", { st: 20, armor: "plate" }), "E6", N, "red"),
    ]);
    const events = b.turn(
      [
        { figure: "a", option: "h", target: "t" },
        { figure: "c", option: "b", target: "t" },
        { figure: "t", option: "pass" },
      ],
      [3, 3, 3, 4, 4, 3, 3, 3, 5, 5],
    );
    expect(damages(events).map((d) => [d.attacker, d.total, d.stopped, d.taken])).toEqual([
      ["a", 8, 5, 3],
      ["c", 10, 5, 5],
    ]);
    expect(b.fig("t").hits).toBe(8);
  });

  describe("a distant attacker's side is the 60° sector of the line (ruling)", () => {
    /** An archer at F4, two hexes off E6 on the border line between its N and NE sectors. */
    function shot(facing: 0 | 1 | 2 | 3 | 4 | 5, shieldReady: boolean) {
      const archer = human("Bow", { st: 11, dx: 13, weapons: ["longbow"], readyWeapon: "longbow" });
      const b = new TestBattle([
        fighter("a", archer, "F4", SW),
        fighter("t", ragnar(shieldReady), "E6", facing, "red"),
      ]);
      const events = attacksTarget(b, { option: "f" }, [3, 3, 3, 4]);
      return damages(events)[0];
    }

    it("facing SE, the border line counts as front: the ready shield stops 2", () => {
      expect(shot(SE, true)).toMatchObject({
        total: 6,
        stopped: 4,
        stoppedBy: ["Leather armor", "Large shield"],
      });
    });

    it("facing S, the line between side and rear counts as side: no shield either way", () => {
      expect(shot(S, true)).toMatchObject({ stopped: 2, stoppedBy: ["Leather armor"] });
      expect(shot(S, false)).toMatchObject({ stopped: 2, stoppedBy: ["Leather armor"] });
    });

    it("facing N, the shot comes from the front", () => {
      expect(shot(N, true)).toMatchObject({ stopped: 4 });
      expect(shot(N, false)).toMatchObject({ stopped: 2 });
    });
  });
});

describe("the main-gauche parries 1", () => {
  /** Turn 1: "t" readies its main-gauche, then turns to face where the blow will come from. */
  function parrying(attacker: FigureSetup, tFacing: 0 | 1 | 2 | 3 | 4 | 5) {
    const b = new TestBattle([
      attacker,
      fighter(
        "t",
        human("T", { st: 10, dx: 14, weapons: ["rapier", "main-gauche"], readyWeapon: "rapier" }),
        "E6",
        S,
        "red",
      ),
    ]);
    b.turn([
      { figure: "a", option: "pass" },
      { figure: "t", option: "e", ready: { offhand: "main-gauche" }, facing: tFacing },
    ]);
    expect(b.fig("t").offhand).toBe("main-gauche");
    return b;
  }

  it("from the front", () => {
    const b = parrying(fighter("a", human("A"), "E5", N), N);
    const events = attacksTarget(b, { option: "h", facing: S }, [3, 3, 3, 4, 4]);
    expect(damages(events)[0]).toMatchObject({
      total: 8,
      stopped: 1,
      stoppedBy: ["main-gauche"],
      taken: 7,
    });
  });

  it("not from the side", () => {
    const b = parrying(fighter("a", human("A"), "F6", SE), N);
    const events = attacksTarget(b, { option: "b", facing: NW }, [3, 3, 3, 4, 4]);
    expect(damages(events)[0]).toMatchObject({ total: 8, stopped: 0, taken: 8 });
  });

  it("ruling: not for a figure on the ground", () => {
    const b = parrying(fighter("a", human("A"), "E5", N), N);
    b.edit("t", { posture: "prone" });
    const events = attacksTarget(b, { option: "b", facing: S }, [3, 3, 3, 4, 4]);
    expect(damages(events)[0]).toMatchObject({ total: 8, stopped: 0, taken: 8 });
  });

  it("still parries on a turn its holder strikes with both weapons", () => {
    const b = parrying(fighter("a", human("A"), "E5", N), N);
    const events = b.turn(
      [
        { figure: "a", option: "h", target: "t", facing: S },
        { figure: "t", option: "h", target: "a", attack: "two-weapons" },
      ],
      [3, 3, 3, 1, 2, 6, 5, 5, 6, 5, 5],
    );
    expect(attackRolls(events).map((r) => [r.attacker, r.adjDx])).toEqual([
      ["a", 12],
      ["t", 10],
      ["t", 10],
    ]);
    expect(damages(events)[0]).toMatchObject({
      total: 3,
      stopped: 1,
      stoppedBy: ["main-gauche"],
      taken: 2,
    });
  });

  it("not against missiles", () => {
    const archer = human("Bow", { st: 11, dx: 13, weapons: ["longbow"], readyWeapon: "longbow" });
    const b = parrying(fighter("a", archer, "E10", N), S);
    const events = attacksTarget(b, { option: "f" }, [3, 3, 3, 4]);
    expect(damages(events)[0]).toMatchObject({ total: 6, stopped: 0, taken: 6 });
  });

  it("but against a thrown weapon, which is not a missile weapon", () => {
    const thrower = human("Knife", { weapons: ["dagger"], readyWeapon: "dagger" });
    const b = parrying(fighter("a", thrower, "E8", N), S);
    const events = attacksTarget(b, { option: "b", attack: "thrown" }, [3, 3, 3, 5]);
    expect(damages(events)[0]).toMatchObject({ total: 4, stopped: 1, taken: 3 });
  });
});

describe("natural armor", () => {
  it.each([
    ["bear", 2, 6],
    ["wolf", 1, 7],
    ["gargoyle", 3, 5],
  ] as const)("a %s's hide stops %i of a broadsword's 8", (monster, stopped, taken) => {
    const { damage } = blow(human("A"), monster, [3, 3, 3, 4, 4]);
    expect(damage).toMatchObject({ total: 8, stopped, stoppedBy: ["hide"], taken });
  });
});

describe("practice combat: blunted weapons do half damage", () => {
  it("rounded down: a broadsword's 5 does 2", () => {
    const { damage } = blow(human("A"), human("T"), [3, 3, 3, 2, 3], "front", "practice");
    expect(damage).toMatchObject({ multiplier: 1, halved: true, total: 2, taken: 2 });
  });

  it("ruling: halved after doubling and before armor: 5 doubled is 10, halved 5, leather leaves 3", () => {
    const { damage } = blow(
      human("A"),
      human("T", { armor: "leather" }),
      [1, 1, 2, 2, 3],
      "front",
      "practice",
    );
    expect(damage).toMatchObject({ multiplier: 2, halved: true, total: 5, stopped: 2, taken: 3 });
  });

  it("ruling: a triple on 3-1 rolling 4: 3 × 3 = 9, halved 4", () => {
    const sword = human("Big", {
      st: 14,
      dx: 10,
      weapons: ["two-handed-sword"],
      readyWeapon: "two-handed-sword",
    });
    const { damage } = blow(sword, human("T"), [1, 1, 1, 1, 1, 2], "front", "practice");
    expect(damage).toMatchObject({ faces: [1, 1, 2], multiplier: 3, total: 4 });
  });

  it("ruling: bare hands are no weapon, so a bare-handed HTH blow is not halved", () => {
    const bare = human("A", { weapons: [], readyWeapon: null });
    const b = new TestBattle(
      [fighter("a", bare, "E6", N), fighter("d", human("D"), "E7", N, "red")],
      { combatType: "practice" },
    );
    b.pile("E6", ["a", "d"]);
    // 9 against DX 12 + 4 (HTH); the die's 6 for bare hands against an equal ST: 1-3, 3 hits.
    const events = b.turn(
      [
        { figure: "a", option: "p", target: "d" },
        { figure: "d", option: "pass" },
      ],
      [3, 3, 3, 6],
    );
    expect(damages(events)[0]).toMatchObject({
      damage: { dice: 1, add: -3 },
      halved: false,
      taken: 3,
    });
  });

  it("ruling: a dagger in HTH is a weapon, blunted: 1+2 rolling 4 does 3", () => {
    const knife = human("A", { weapons: ["dagger"], readyWeapon: "dagger" });
    const b = new TestBattle(
      [fighter("a", knife, "E6", N), fighter("d", human("D"), "E7", N, "red")],
      { combatType: "practice" },
    );
    b.pile("E6", ["a", "d"]);
    b.edit("a", { readyWeapon: "dagger" });
    const events = b.turn(
      [
        { figure: "a", option: "p", target: "d" },
        { figure: "d", option: "pass" },
      ],
      [3, 3, 3, 4],
    );
    expect(damages(events)[0]).toMatchObject({
      damage: { dice: 1, add: 2 },
      halved: true,
      taken: 3,
    });
  });
});
