/**
 * MELEE: IV, OPTIONS — changing one's mind about a figure's option "as long as (a) that figure has
 * not yet acted, and (b) that figure did not move too far to allow it to take the new option",
 * without mixing "actions from different options" (docs/rulings.md, "Changing one's option").
 */
import { describe, expect, it } from "vitest";
import { chosenOption } from "../../../src/engine/battle/chosen.ts";
import { legalOptionChanges } from "../../../src/engine/battle/decisions.ts";
import {
  ANN_SHORTSWORD,
  annAgainstBob,
  at,
  attackers,
  Bout,
  beast,
  eventsOf,
  fighter,
  human,
  N,
  S,
  SW,
} from "./builders.ts";
import { FLAVIUS, WULF } from "./fixtures.ts";

/** Ann (DX 13, shortsword) and Cid (DX 11) for red against Bob (ST 12, 8 hits taken) and Dan. */
function fourFighters(): Bout {
  const b = Bout.of(
    [
      fighter("ann", "red", "E5", S, ANN_SHORTSWORD),
      fighter("bob", "blue", "E6", N, human("Bob")),
      fighter("cid", "red", "F5", 4, human("Cid", { st: 13, dx: 11 })),
      fighter("dan", "blue", "F6", N, human("Dan")),
    ],
    [6, 1],
  );
  b.arrange((_, fig) => {
    fig("bob").hits = 8;
  });
  b.initiative("red", true);
  return b;
}

/** Ann and Cid strike at Bob; Ann kills him first, so Cid's target is gone and he is awaited. */
function cidAwaited(b: Bout = fourFighters()): Bout {
  b.move("ann", "h", { target: "bob" });
  b.move("cid", "h", { target: "bob" });
  b.move("dan", "pass");
  b.move("bob", "h", { target: "cid" }, [2, 3, 3, 3, 3]);
  expect(b.state.phase).toEqual({ kind: "action", pass: 1, waitingFor: "cid" });
  return b;
}

describe("changing to the last shot (j)", () => {
  it("a newly engaged archer who chose (l) may change to the last shot (j) before acting", () => {
    // Wulf was not engaged when he last chose before this turn, so (j) is his; choosing (l) while
    // engaged this turn does not take it away.
    const b = Bout.of(
      [
        fighter("ann", "red", "E3", S, human("Ann")),
        fighter("wulf", "blue", "E9", N, WULF),
        fighter("cid", "blue", "L16", N, human("Cid")),
      ],
      [6, 1],
    );
    b.initiative("red", true);
    b.move("ann", "a", { destination: at("E8") });
    b.move("wulf", "l", { stepTo: at("E10") });
    expect(chosenOption(b.state, "wulf")?.engagedAtPreviousOption).toBe(false);
    expect(b.fig("wulf").engagedAtLastOption).toBe(true);
    b.order({ type: "change-option", figure: "wulf", option: "j", target: "ann" });
    expect(chosenOption(b.state, "wulf")).toMatchObject({ option: "j", attack: "missile" });
    // Wulf (adjDX 10) shoots Ann with 3, 3, 3; the longbow does 1+2: die 4 makes 6. Turn 2's
    // initiative follows (6, 1).
    const events = b.move("cid", "pass", {}, [3, 3, 3, 4, 6, 1]);
    expect(attackers(events)).toEqual(["wulf"]);
    expect(eventsOf(events, "damage")[0]).toMatchObject({ target: "ann", total: 6, taken: 6 });
  });

  it("not for an archer that was already engaged when it chose its option before", () => {
    const b = Bout.of(
      [
        fighter("ann", "red", "E8", S, human("Ann")),
        fighter("wulf", "blue", "E9", N, WULF),
        fighter("cid", "blue", "L16", N, human("Cid")),
      ],
      [6, 1],
    );
    b.arrange((_, fig) => {
      fig("wulf").engagedAtLastOption = true;
    });
    b.initiative("red", true);
    b.move("ann", "i");
    // Let it take its turn's option first: the change is checked against the turn before.
    b.move("wulf", "l", { stepTo: at("E10") });
    expect(b.refusal({ type: "change-option", figure: "wulf", option: "j", target: "ann" })).toBe(
      "Wulf was engaged already last turn, or readied its missile weapon only as it was engaged; a last shot is for a figure newly engaged with its missile weapon ready from before.",
    );
  });
});

describe("changing to an option that drops, readies, stands up or picks up", () => {
  it("a figure that moved 3 of its 10 MA with (a) may change to (d) and drop", () => {
    // (d) allows "up to ½ its MA" = 5 hexes; the figure has not acted.
    const b = Bout.of(
      [
        fighter("ann", "red", "E5", S, human("Ann")),
        fighter("bob", "blue", "E14", N, human("Bob")),
      ],
      [6, 1],
    );
    b.initiative("red", true);
    b.move("ann", "a", { path: [at("E6"), at("E7"), at("E8")] });
    expect(chosenOption(b.state, "ann")?.moved).toBe(3);
    // Half her MA for (b), (c) and (d); (e) allows 2 hexes and doing nothing none.
    expect(legalOptionChanges(b.state, "ann")).toEqual(["a", "b", "c", "d"]);
    const events = b.order({ type: "change-option", figure: "ann", option: "d" });
    expect(events).toEqual([
      { type: "option-changed", figure: "ann", from: "a", to: "d" },
      { type: "posture", figure: "ann", posture: "prone", reason: "dropped" },
    ]);
    expect(chosenOption(b.state, "ann")?.option).toBe("d");
    expect(b.fig("ann").posture).toBe("prone");
    expect(legalOptionChanges(b.state, "ann")).toEqual([]);
  });

  it("(d) kneeling, but not after moving more than half the MA", () => {
    const b = annAgainstBob("E14");
    b.move("ann", "a", { path: [at("E6"), at("E7"), at("E8"), at("E9"), at("E10"), at("E11")] });
    expect(b.refusal({ type: "change-option", figure: "ann", option: "d" })).toBe(
      "Ann moved 6 hexes; (d) allows at most 5.",
    );
    const near = annAgainstBob("E14");
    near.move("ann", "a", { path: [at("E6")] });
    near.order({ type: "change-option", figure: "ann", option: "d", posture: "kneeling" });
    expect(near.fig("ann").posture).toBe("kneeling");
  });

  it("(e) readies a weapon when the change is made, within its 2 hexes", () => {
    const b = annAgainstBob("E14");
    b.move("ann", "a", { path: [at("E6"), at("E7")] });
    const events = b.order({
      type: "change-option",
      figure: "ann",
      option: "e",
      ready: { weapon: "dagger" },
    });
    expect(events).toEqual([
      { type: "option-changed", figure: "ann", from: "a", to: "e" },
      {
        type: "item-readied",
        figure: "ann",
        weapon: "dagger",
        shieldReady: false,
        offhand: null,
      },
    ]);
    expect(b.fig("ann")).toMatchObject({ readyWeapon: "dagger", carried: ["broadsword"] });
    expect(chosenOption(b.state, "ann")).toMatchObject({ option: "e", attack: null });

    const far = annAgainstBob("E14");
    far.move("ann", "a", { path: [at("E6"), at("E7"), at("E8")] });
    expect(
      far.refusal({
        type: "change-option",
        figure: "ann",
        option: "e",
        ready: { weapon: "dagger" },
      }),
    ).toBe("Ann moved 3 hexes; (e) allows at most 2.");
  });

  it("(e) needs to be told what to ready, as in a move order", () => {
    const b = annAgainstBob("E14");
    b.move("ann", "pass");
    expect(b.refusal({ type: "change-option", figure: "ann", option: "e" })).toBe(
      "Say what Ann readies: a weapon, the shield, a main-gauche, or an item to pick up.",
    );
  });

  it("(k) drops the weapon in hand and readies another", () => {
    const b = annAgainstBob("E6");
    b.move("ann", "h", { target: "bob" });
    const events = b.order({
      type: "change-option",
      figure: "ann",
      option: "k",
      ready: { weapon: "dagger" },
    });
    expect(eventsOf(events, "item-dropped")).toEqual([
      {
        type: "item-dropped",
        figure: "ann",
        item: "broadsword",
        at: at("E5"),
        reason: "dropped to change weapons",
      },
    ]);
    expect(b.fig("ann")).toMatchObject({ readyWeapon: "dagger", carried: [] });
    expect(chosenOption(b.state, "ann")).toMatchObject({ option: "k", attack: null });
    // Ann no longer attacks: Bob strikes alone, 16 misses; turn 2's initiative follows (6, 1).
    const strikes = b.move("bob", "h", { target: "ann" }, [6, 6, 4, 6, 1]);
    expect(attackers(strikes)).toEqual(["bob"]);
  });

  it("(o) picks up a weapon in the figure's hex and bends over", () => {
    const b = annAgainstBob("E6");
    b.arrange((state) => {
      state.dropped.push({ item: "shortsword", position: at("E5") });
    });
    b.move("ann", "i");
    b.order({
      type: "change-option",
      figure: "ann",
      option: "o",
      ready: { pickUp: "shortsword" },
    });
    expect(b.fig("ann").readyWeapon).toBe("shortsword");
    expect(b.state.dropped).toEqual([{ item: "broadsword", position: at("E5") }]);
    expect(b.state.turnState.bendingOver).toEqual(["ann"]);
  });

  it("(g) stands up a figure that chose to stay down", () => {
    const b = annAgainstBob("E14");
    b.arrange((_, fig) => {
      fig("ann").posture = "prone";
    });
    b.move("ann", "pass");
    const events = b.order({ type: "change-option", figure: "ann", option: "g" });
    expect(eventsOf(events, "posture")).toEqual([
      { type: "posture", figure: "ann", posture: "standing", reason: "stood up" },
    ]);
    expect(b.fig("ann").posture).toBe("standing");
  });

  it("what to ready only with an option that readies", () => {
    const b = annAgainstBob("E6");
    b.move("ann", "h", { target: "bob" });
    expect(
      b.refusal({
        type: "change-option",
        figure: "ann",
        option: "i",
        ready: { weapon: "dagger" },
      }),
    ).toBe("Option (i) does not ready anything.");
  });

  it("not for a flier in the air", () => {
    const b = Bout.of(
      [fighter("ann", "red", "E10", N, human("Ann")), beast("garg", "blue", "gargoyle", "E3", S)],
      [1, 6],
    );
    b.initiative("blue", true);
    b.move("garg", "a", { flight: "take-off", destination: at("E5") });
    expect(b.refusal({ type: "change-option", figure: "garg", option: "d" })).toBe(
      "garg is flying: (d) is not open to it in the air.",
    );
  });
});

describe("changing from an option already carried out", () => {
  it("a figure that dropped, readied or stood up may not take another option", () => {
    const dropped = annAgainstBob("E14");
    dropped.move("ann", "d", { posture: "kneeling" });
    expect(dropped.refusal({ type: "change-option", figure: "ann", option: "a" })).toBe(
      "Ann has already carried out (d) Drop (prone or kneeling); another option now would mix the actions of two options.",
    );
    const readied = annAgainstBob("E14");
    readied.move("ann", "e", { ready: { weapon: "dagger" } });
    expect(readied.refusal({ type: "change-option", figure: "ann", option: "c" })).toBe(
      "Ann has already carried out (e) Ready new weapon; another option now would mix the actions of two options.",
    );
    const stood = annAgainstBob("E14");
    stood.arrange((_, fig) => {
      fig("ann").posture = "prone";
    });
    stood.move("ann", "g");
    expect(stood.refusal({ type: "change-option", figure: "ann", option: "pass" })).toBe(
      "Ann has already carried out (g) Stand up; another option now would mix the actions of two options.",
    );
  });
});

describe("hand-to-hand options", () => {
  it("a figure in a brawl may change from attacking (p) to breaking free (r)", () => {
    const b = annAgainstBob("E6");
    b.arrange((_, fig) => {
      for (const id of ["ann", "bob"]) {
        Object.assign(fig(id), { position: at("E6"), posture: "fallen", readyWeapon: null });
      }
    });
    b.move("ann", "p", { target: "bob" });
    b.order({ type: "change-option", figure: "ann", option: "r", stepTo: at("E5"), stepFacing: N });
    expect(chosenOption(b.state, "ann")).toMatchObject({
      option: "r",
      attack: null,
      destination: at("E5"),
      stepFacing: N,
    });
    // Bob stays; Ann rolls 1 and breaks free, stepping into E5 facing north as she asked.
    b.move("bob", "pass", {}, [1, 6, 1]);
    expect(b.where("ann")).toBe("E5");
    expect(b.fig("ann")).toMatchObject({ posture: "standing", facing: N });
  });

  it("a step facing only with a change to a stepping option", () => {
    const b = annAgainstBob("E6");
    b.move("ann", "h", { target: "bob" });
    expect(b.refusal({ type: "change-option", figure: "ann", option: "i", stepFacing: N })).toMatch(
      /takes no step/,
    );
  });
});

describe('standing up is for the movement phase (MELEE (g): rise "during movement phase")', () => {
  it("a figure knocked down before it acted stays down: no change to (n) in the action phase", () => {
    const b = Bout.of(
      [
        fighter(
          "ann",
          "red",
          "E5",
          S,
          human("Ann", { st: 10, dx: 14, weapons: ["club"], readyWeapon: "club" }),
        ),
        fighter(
          "cid",
          "red",
          "F5",
          SW,
          human("Cid", { st: 11, dx: 13, weapons: ["shortsword"], readyWeapon: "shortsword" }),
        ),
        fighter("bob", "blue", "E6", N, human("Bob")),
        fighter(
          "dan",
          "blue",
          "F6",
          N,
          human("Dan", { st: 9, dx: 15, weapons: ["dagger"], readyWeapon: "dagger" }),
        ),
      ],
      [6, 1],
    );
    b.initiative("red", true);
    b.move("ann", "h", { target: "bob" });
    b.move("cid", "h", { target: "dan" });
    b.move("dan", "l", { stepTo: at("F7") });
    // Dan (DX 15) steps away; Ann (14) rolls 4, a double, with her club's die 4: 8 hits, Bob
    // falls before he acts. Cid (13) has lost his target and is awaited.
    b.move("bob", "h", { target: "ann" }, [1, 1, 2, 4]);
    expect(b.fig("bob")).toMatchObject({ posture: "fallen", hitsThisTurn: 8 });
    expect(b.state.phase).toMatchObject({ kind: "action", waitingFor: "cid" });
    expect(b.refusal({ type: "change-option", figure: "bob", option: "n" })).toBe(
      "Bob can stand up only in the movement phase; it may stand up next turn.",
    );
    expect(b.fig("bob").posture).toBe("fallen");
  });
});

describe("when a change may be made", () => {
  /** Ann kills Bob before Cid acts; Cid's target is gone and Dan is in reach: Cid is awaited. */
  it("the figure awaited to act answers with its new option: defending (i), it makes no attack", () => {
    const b = cidAwaited();
    // No one else acts: the turn ends, and turn 2's initiative is rolled (red 4, blue 2).
    const events = b.order({ type: "change-option", figure: "cid", option: "i" }, [4, 2]);
    expect(attackers(events)).toEqual([]);
    expect(events[0]).toEqual({ type: "option-changed", figure: "cid", from: "h", to: "i" });
    expect(b.state.turn).toBe(2);
    expect(b.state.phase).toMatchObject({ kind: "initiative", winner: "red" });
  });

  it("the figure awaited to act may name a new target with its change, and strikes at once", () => {
    const b = cidAwaited();
    // Cid (adjDX 11) rolls 16 against Dan, a miss; the turn ends and red wins turn 2's roll (4, 2).
    const events = b.order(
      { type: "change-option", figure: "cid", option: "h", target: "dan" },
      [6, 6, 4, 4, 2],
    );
    expect(eventsOf(events, "attack-roll")).toEqual([
      expect.objectContaining({ attacker: "cid", target: "dan", result: "auto-miss" }),
    ]);
    expect(b.state.turn).toBe(2);
  });

  it("not once the second arrows fly: every figure has made its first attack", () => {
    const b = Bout.of(
      [
        fighter(
          "a",
          "red",
          "E12",
          N,
          human("Archer", { st: 9, dx: 15, weapons: ["small-bow"], readyWeapon: "small-bow" }),
        ),
        fighter("t1", "blue", "E8", S, human("T1")),
        fighter("t2", "blue", "G8", S, human("T2")),
      ],
      [6, 1],
    );
    b.arrange((_, fig) => {
      fig("t1").hits = 11;
    });
    b.initiative("red", true);
    b.move("a", "f", { target: "t1" });
    b.move("t1", "pass");
    // The first arrow (9 against adjDX 15) kills T1; the second has no target left: "a" is awaited.
    b.move("t2", "pass", {}, [3, 3, 3, 6]);
    expect(b.fig("t1").condition).toBe("dead");
    expect(b.state.phase).toEqual({ kind: "action", pass: 2, waitingFor: "a" });
    expect(b.refusal({ type: "change-option", figure: "a", option: "c" })).toBe(
      "Every figure has made its first attack: options can no longer be changed.",
    );
  });
});

describe("the limits of a change (MELEE: OPTIONS)", () => {
  /** Flavius (MA 6) at E12 facing N; Bob (blue) at E5 facing S. */
  function legionary(): Bout {
    const b = Bout.of(
      [fighter("flavius", "red", "E12", N, FLAVIUS), fighter("bob", "blue", "E5", S, human("Bob"))],
      [6, 1],
    );
    b.initiative("red", true);
    return b;
  }

  it("refuses a change the movement made does not allow", () => {
    const b = legionary();
    b.move("flavius", "a", { destination: at("E6") });
    expect(chosenOption(b.state, "flavius")?.moved).toBe(6);
    expect(
      b.refusal({ type: "change-option", figure: "flavius", option: "b", target: "bob" }),
    ).toBe("Flavius moved 6 hexes; (b) allows at most 3.");
    expect(b.refusal({ type: "change-option", figure: "flavius", option: "c" })).toBe(
      "Flavius moved 6 hexes; (c) allows at most 3.",
    );
  });

  it("allows a change within the movement made: a 3-hex move becomes a charge", () => {
    const b = legionary();
    b.arrange((_, fig) => {
      fig("flavius").position = at("E9");
    });
    b.move("flavius", "a", { destination: at("E6") });
    expect(chosenOption(b.state, "flavius")?.moved).toBe(3);
    const changed = b.order({
      type: "change-option",
      figure: "flavius",
      option: "b",
      target: "bob",
    });
    expect(changed).toEqual([{ type: "option-changed", figure: "flavius", from: "a", to: "b" }]);
    expect(chosenOption(b.state, "flavius")).toMatchObject({
      option: "b",
      target: "bob",
      attack: "weapon",
    });
    // Bob (12) misses with 15; Flavius (adjDX 8) hits with 8: 2 dice − 1 = 5.
    const events = b.move("bob", "h", { target: "flavius" }, [5, 5, 5, 2, 3, 3, 3, 3]);
    expect(attackers(events)).toEqual(["bob", "flavius"]);
    expect(eventsOf(events, "damage")[0]).toMatchObject({
      attacker: "flavius",
      total: 5,
      taken: 5,
    });
  });

  it("attack to defence: the attacker then rolls four dice", () => {
    const b = annAgainstBob("E6");
    b.move("ann", "h", { target: "bob" });
    b.order({ type: "change-option", figure: "ann", option: "i" });
    // Bob rolls 4 dice against Ann's defence: 13 > 12, a miss; Ann does not attack.
    const events = b.move("bob", "h", { target: "ann" }, [4, 3, 3, 3, 1, 2]);
    expect(eventsOf(events, "attack-roll")).toEqual([
      expect.objectContaining({ attacker: "bob", faces: [4, 3, 3, 3], adjDx: 12, result: "miss" }),
    ]);
  });

  it("a move of 1 hex may become a missile attack: the archer shoots", () => {
    const b = Bout.of(
      [fighter("wulf", "red", "E5", S, WULF), fighter("bob", "blue", "E12", N, human("Bob"))],
      [6, 1],
    );
    b.initiative("red", true);
    b.move("wulf", "a", { path: [at("E6")] });
    b.order({ type: "change-option", figure: "wulf", option: "f", target: "bob" });
    expect(chosenOption(b.state, "wulf")).toMatchObject({
      option: "f",
      attack: "missile",
      moved: 1,
    });
    // Wulf rolls 9 (adjDX 10): longbow 1+2, die 3: 5 hits.
    const events = b.move("bob", "pass", {}, [3, 3, 3, 3, 1, 2]);
    expect(eventsOf(events, "attack-roll")).toEqual([
      expect.objectContaining({
        attacker: "wulf",
        kind: "missile",
        faces: [3, 3, 3],
        result: "hit",
      }),
    ]);
    expect(b.fig("bob").hits).toBe(5);
  });

  it("not to an option whose needs the figure does not meet", () => {
    const b = annAgainstBob();
    b.move("ann", "a", { path: [at("E6")] });
    expect(b.refusal({ type: "change-option", figure: "ann", option: "f", target: "bob" })).toBe(
      "Ann has no loaded missile weapon it can shoot.",
    );
  });

  it("doing nothing does not open the options of another situation", () => {
    const b = annAgainstBob("E6");
    b.move("ann", "pass");
    expect(b.refusal({ type: "change-option", figure: "ann", option: "b", target: "bob" })).toBe(
      "(b) is not open to Ann this turn.",
    );
    expect(b.refusal({ type: "change-option", figure: "ann", option: "a" })).toBe(
      "(a) is not open to Ann this turn.",
    );
    b.order({ type: "change-option", figure: "ann", option: "h", target: "bob" });
    expect(chosenOption(b.state, "ann")).toMatchObject({
      option: "h",
      attack: "weapon",
      target: "bob",
    });
  });

  it("not once a charge has gone hand-to-hand", () => {
    const b = annAgainstBob("E8");
    b.arrange((_, fig) => {
      fig("bob").posture = "prone";
    });
    // Ann charges onto the prone Bob; his defence die is 1: they grapple.
    b.move("ann", "b", { path: [at("E6"), at("E7"), at("E8")], target: "bob" }, [1]);
    expect(b.where("ann")).toBe("E8");
    expect(b.refusal({ type: "change-option", figure: "ann", option: "a" })).toBe(
      "Ann went hand-to-hand as it moved; it cannot change option now.",
    );
  });

  it("not once the attacks are over", () => {
    const b = annAgainstBob("E6");
    b.move("ann", "h", { target: "bob" });
    // Ann hits (8) for 2 dice = 6: she may force Bob back, and the attacks are over.
    b.move("bob", "pass", {}, [2, 3, 3, 3, 3]);
    expect(b.state.phase).toEqual({ kind: "retreat", rights: [{ victor: "ann", enemy: "bob" }] });
    expect(b.refusal({ type: "change-option", figure: "bob", option: "i" })).toBe(
      "Options can be changed only during movement and attacks.",
    );
  });

  it("not to an option of another situation", () => {
    const b = annAgainstBob();
    b.move("ann", "a", { destination: at("E8") });
    // Ann was disengaged when she moved: (h) is not hers this turn, though she is engaged now.
    expect(b.refusal({ type: "change-option", figure: "ann", option: "h", target: "bob" })).toBe(
      "(h) is not open to Ann this turn.",
    );
  });

  it("not before choosing, and not after acting", () => {
    const b = fourFighters();
    expect(b.refusal({ type: "change-option", figure: "ann", option: "i" })).toBe(
      "Ann has not chosen an option yet.",
    );
    cidAwaited(b);
    expect(b.refusal({ type: "change-option", figure: "ann", option: "i" })).toBe(
      "Ann has already acted.",
    );
  });
});

describe("the changes offered after moving", () => {
  it("leave out (m) unless a foe next to the figure may be grappled now, as the options do", () => {
    // Ann and Bob stand face to face, as fast as each other: Ann's (h) shift keeps her engaged,
    // and a grapple of Bob would be refused, so (m) is not offered as a change.
    const b = annAgainstBob("E6");
    b.move("ann", "h");
    expect(b.refusal({ type: "change-option", figure: "ann", option: "m", target: "bob" })).toBe(
      "Ann cannot grapple Bob: hand-to-hand needs a foe that is down, has its back to a wall, is slower (MA 10 vs 10), is already brawling, or is jumped from its rear hex.",
    );
    expect(legalOptionChanges(b.state, "ann")).not.toContain("m");
    // Bob in leather armor is slower (MA 8): the grapple is allowed and (m) is offered.
    const slower = annAgainstBob("E6", {}, { armor: "leather" });
    slower.move("ann", "h");
    expect(legalOptionChanges(slower.state, "ann")).toContain("m");
    expect(
      slower.order({ type: "change-option", figure: "ann", option: "m", target: "bob" }),
    ).toEqual([{ type: "option-changed", figure: "ann", from: "h", to: "m" }]);
  });
});
