/**
 * MELEE: V. MOVEMENT, SHIFTING, MOVING ONTO OTHER FIGURES; VI. FACING (changing facing); and the
 * options that move or change what a figure holds: (d) drop, (e) ready, (g)/(n) stand up,
 * (k) change weapons, (o) pick up.
 */
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../src/dice/dice.ts";
import { applyOrder } from "../../../src/engine/battle/apply.ts";
import { chosenOption } from "../../../src/engine/battle/chosen.ts";
import { legalDestinations, legalOptions } from "../../../src/engine/battle/decisions.ts";
import { isEngaged } from "../../../src/engine/battle/engagement.ts";
import type { BattleFigure } from "../../../src/engine/battle/types.ts";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import { customArena } from "../../../src/engine/hex/arena.ts";
import { neighbor } from "../../../src/engine/hex/coordinates.ts";
import { at, Bout, eventsOf, fighter, human, labels, N, NE, NW, S, SE, SW } from "./builders.ts";
import { FLAVIUS } from "./fixtures.ts";

/** Ann (red) at `annAt` facing N; Bob (blue) out of the way in L16; red moves first. */
function field(annAt = "E10", annGear = {}, others: Parameters<typeof Bout.of>[0] = []): Bout {
  const b = Bout.of(
    [
      fighter(
        "ann",
        "red",
        annAt,
        N,
        human("Ann", { weapons: ["broadsword", "dagger"], readyWeapon: "broadsword", ...annGear }),
      ),
      fighter("bob", "blue", "L16", N, human("Bob")),
      ...others,
    ],
    [6, 1],
  );
  b.initiative("red", true);
  return b;
}

function lastMove(b: Bout) {
  const moved = eventsOf(b.events, "moved")[0];
  if (!moved) throw new Error("no move");
  return { from: labels([moved.from])[0], path: labels(moved.path), facing: moved.facing };
}

function kill(f: BattleFigure): void {
  f.condition = "dead";
  f.posture = "fallen";
}

describe("movement allowance (MELEE: V. MOVEMENT; FANTASY FIGHTERS)", () => {
  it("an unarmored elf runs 12 hexes, not 13", () => {
    const b = field("E16", { race: "elf" });
    expect(b.fig("ann").ma).toBe(12);
    b.move("ann", "a", { destination: at("E4") });
    expect(chosenOption(b.state, "ann")?.moved).toBe(12);
    const again = field("E16", { race: "elf" });
    expect(again.refusal({ type: "move", figure: "ann", option: "a", destination: at("E3") })).toBe(
      "Ann cannot reach E3 with option (a) (at most 12 hexes, stopping at enemies' front hexes).",
    );
  });

  it("a man in leather runs 8", () => {
    const b = field("E16", { armor: "leather" });
    expect(b.refusal({ type: "move", figure: "ann", option: "a", destination: at("E7") })).toBe(
      "Ann cannot reach E7 with option (a) (at most 8 hexes, stopping at enemies' front hexes).",
    );
    b.move("ann", "a", { destination: at("E8") });
    expect(b.where("ann")).toBe("E8");
  });
});

describe("paths and destinations", () => {
  it("finds the path to a destination; the figure faces the way it last stepped", () => {
    const b = field();
    b.move("ann", "a", { destination: at("E6") });
    expect(lastMove(b)).toEqual({ from: "E10", path: ["E9", "E8", "E7", "E6"], facing: N });
    expect(b.fig("ann").facing).toBe(N);
  });

  it("faces where it is told at the end of its move", () => {
    const b = field();
    b.move("ann", "a", { destination: at("E6"), facing: S });
    expect(b.fig("ann")).toMatchObject({ facing: S });
    expect(b.where("ann")).toBe("E6");
  });

  it("may turn without moving, even with an option that moves nowhere", () => {
    const b = field();
    b.move("ann", "pass", { facing: SE });
    expect(lastMove(b)).toEqual({ from: "E10", path: [], facing: SE });
    expect(b.where("ann")).toBe("E10");
  });

  it("follows a given path step by step, turning as it goes", () => {
    const b = field();
    b.move("ann", "a", { path: [at("E9"), at("F9"), at("G9")] });
    expect(lastMove(b)).toEqual({ from: "E10", path: ["E9", "F9", "G9"], facing: NE });
  });

  it("refuses a path that skips a hex, or leaves the arena", () => {
    const b = field();
    expect(
      b.refusal({ type: "move", figure: "ann", option: "a", path: [at("E9"), at("E7")] }),
    ).toBe("E9 and E7 are not next to each other.");
    const walled = Bout.of(
      [
        fighter("ann", "red", "E10", N, human("Ann")),
        fighter("bob", "blue", "L16", N, human("Bob")),
      ],
      [6, 1],
      { arena: customArena(12, 16, [at("E8")]) },
    );
    walled.initiative("red", true);
    expect(
      walled.refusal({ type: "move", figure: "ann", option: "a", path: [at("E9"), at("E8")] }),
    ).toBe("E8 is outside the arena or a wall.");
    const edge = field("A10");
    expect(
      edge.refusal({ type: "move", figure: "ann", option: "a", path: [neighbor(at("A10"), NW)] }),
    ).toBe("(-1,9) is outside the arena or a wall.");
  });
});

describe("moving past other figures (MELEE: MOVING ONTO OTHER FIGURES)", () => {
  it("never through a standing figure, even a friend: the path goes round", () => {
    const b = field("E10", {}, [fighter("cid", "red", "E8", N, human("Cid"))]);
    expect(
      b.refusal({ type: "move", figure: "ann", option: "a", path: [at("E9"), at("E8"), at("E7")] }),
    ).toBe("E8 is occupied; a figure may not move through a standing or kneeling figure.");
    b.move("ann", "a", { destination: at("E6") });
    expect(lastMove(b).path).toEqual(["E9", "F8", "F7", "F6", "E6"]);
    expect(chosenOption(b.state, "ann")?.moved).toBe(5);
  });

  it("never through a kneeling figure", () => {
    const b = field("E10", {}, [fighter("cid", "red", "E8", N, human("Cid"))]);
    b.arrange((_, fig) => {
      fig("cid").posture = "kneeling";
    });
    expect(
      b.refusal({ type: "move", figure: "ann", option: "a", path: [at("E9"), at("E8"), at("E7")] }),
    ).toBe("E8 is occupied; a figure may not move through a standing or kneeling figure.");
  });

  it("jumps a body for 3 MA, with no roll", () => {
    const b = field("E10", {}, [fighter("cid", "red", "E8", N, human("Cid"))]);
    b.arrange((_, fig) => kill(fig("cid")));
    b.move("ann", "a", { path: [at("E9"), at("E8"), at("E7"), at("E6")] });
    expect(chosenOption(b.state, "ann")?.moved).toBe(6);
    expect(eventsOf(b.events, "saving-roll")).toEqual([]);
    expect(b.where("ann")).toBe("E6");
  });

  it("a jump counts against the option's allowance: 6 is too far for a charge", () => {
    const b = field("E10", {}, [fighter("cid", "red", "E8", N, human("Cid"))]);
    b.arrange((_, fig) => kill(fig("cid")));
    expect(
      b.refusal({
        type: "move",
        figure: "ann",
        option: "b",
        path: [at("E9"), at("E8"), at("E7"), at("E6")],
      }),
    ).toBe("Ann would move 6 hexes; charge attack (b) allows at most 5.");
    // To a destination the engine takes the cheaper way round (5).
    b.move("ann", "a", { destination: at("E6") });
    expect(lastMove(b).path).toEqual(["E9", "F8", "F7", "F6", "E6"]);
  });

  it("jumps a living figure lying prone for 3 MA, but may not stop on it", () => {
    const b = field("E10", {}, [fighter("cid", "red", "E8", N, human("Cid"))]);
    b.arrange((_, fig) => {
      fig("cid").posture = "prone";
    });
    expect(
      b.refusal({ type: "move", figure: "ann", option: "a", path: [at("E9"), at("E8")] }),
    ).toBe("E8 has a figure lying in it; only a charge (b) may go onto it, for HTH.");
    b.move("ann", "a", { path: [at("E9"), at("E8"), at("E7")] });
    expect(chosenOption(b.state, "ann")?.moved).toBe(5);
  });

  it("cannot jump a HTH brawl", () => {
    const b = field("E10", {}, [
      fighter("cid", "red", "E8", N, human("Cid")),
      fighter("dan", "blue", "K16", N, human("Dan")),
    ]);
    b.arrange((_, fig) => {
      fig("dan").position = at("E8");
      fig("cid").posture = "fallen";
      fig("dan").posture = "fallen";
    });
    expect(
      b.refusal({ type: "move", figure: "ann", option: "a", path: [at("E9"), at("E8"), at("E7")] }),
    ).toBe("E8 holds a hand-to-hand brawl; only a charge (b) may join it.");
  });

  describe("stopping in a body's hex: 3 dice against adjDX or fall", () => {
    function onBody(gear = {}): Bout {
      const b = field("E10", gear, [fighter("cid", "red", "E8", N, human("Cid"))]);
      b.arrange((_, fig) => kill(fig("cid")));
      return b;
    }

    it("keeps its footing with 11 against adjDX 12", () => {
      const b = onBody();
      b.move("ann", "a", { destination: at("E8") }, [4, 4, 3]);
      expect(eventsOf(b.events, "saving-roll")).toEqual([
        {
          type: "saving-roll",
          figure: "ann",
          purpose: "keep footing among bodies",
          faces: [4, 4, 3],
          target: 12,
          success: true,
        },
      ]);
      expect(b.fig("ann")).toMatchObject({ posture: "standing" });
      expect(b.where("ann")).toBe("E8");
    });

    it("falls in that hex with 13", () => {
      const b = onBody();
      b.move("ann", "a", { destination: at("E8") }, [6, 5, 2]);
      expect(eventsOf(b.events, "saving-roll")[0]).toMatchObject({ success: false, target: 12 });
      expect(eventsOf(b.events, "posture")).toEqual([
        { type: "posture", figure: "ann", posture: "fallen", reason: "stumbled over a body" },
      ]);
      expect(b.fig("ann").posture).toBe("fallen");
    });

    it("5 always keeps the footing, even at adjDX 1", () => {
      const b = onBody({
        st: 16,
        dx: 8,
        armor: "plate",
        shield: "large-shield",
        shieldReady: true,
        weapons: ["broadsword"],
      });
      b.arrange((_, fig) => {
        fig("ann").position = at("E9");
      });
      b.move("ann", "a", { destination: at("E8") }, [1, 2, 2]);
      expect(eventsOf(b.events, "saving-roll")[0]).toMatchObject({ target: 1, success: true });
    });

    it("16 always falls, even at adjDX 16", () => {
      const b = onBody({ st: 8, dx: 16, weapons: ["dagger"], readyWeapon: "dagger" });
      b.move("ann", "a", { destination: at("E8") }, [6, 5, 5]);
      expect(eventsOf(b.events, "saving-roll")[0]).toMatchObject({ target: 16, success: false });
      expect(b.fig("ann").posture).toBe("fallen");
    });

    it("a charger who falls there loses its attack", () => {
      const b = field("E5", {}, [fighter("cid", "red", "E8", N, human("Cid"))]);
      b.arrange((_, fig) => {
        kill(fig("cid"));
        fig("ann").facing = S;
        fig("bob").position = at("E9");
      });
      b.move("ann", "b", { path: [at("E6"), at("E7"), at("E8")], target: "bob" }, [6, 6, 1]);
      expect(b.fig("ann").posture).toBe("fallen");
      // Ann, on the ground, has no front: Bob is free to act as a disengaged figure.
      expect(legalOptions(b.state, "bob")).toEqual(["a", "b", "c", "d", "e", "pass"]);
      const events = b.move("bob", "pass", {}, [1, 2]);
      expect(eventsOf(events, "action-lost")).toEqual([
        { type: "action-lost", figure: "ann", reason: "Ann is on the ground" },
      ]);
    });
  });
});

describe("engagement stops movement (MELEE: V. MOVEMENT; VI. FACING)", () => {
  /** Dan (blue) at F8 facing SW: his front hexes are E8, E9 and F9. */
  function guarded(): Bout {
    const b = field("E3", {}, [fighter("dan", "blue", "F8", SW, human("Dan"))]);
    b.arrange((_, fig) => {
      fig("ann").facing = S;
    });
    return b;
  }

  it("a path may not go on past an enemy's front hex", () => {
    const b = guarded();
    const path = ["E4", "E5", "E6", "E7", "E8", "E9", "E10"].map(at);
    expect(b.refusal({ type: "move", figure: "ann", option: "a", path })).toBe(
      "Ann must stop at E8: entering an enemy's front hex ends movement.",
    );
  });

  it("a path may end in it, and the figure is engaged", () => {
    const b = guarded();
    b.move("ann", "a", { destination: at("E8"), facing: SE });
    expect(b.where("ann")).toBe("E8");
    expect(isEngaged(b.state, b.fig("ann"))).toBe(true);
  });

  it("the engine finds a way round the front hexes", () => {
    const b = guarded();
    b.move("ann", "a", { destination: at("E10") });
    expect(lastMove(b).path).toEqual(["E4", "E5", "E6", "E7", "D7", "D8", "D9", "E10"]);
  });

  it("passing an enemy's side or rear hex does not stop a figure", () => {
    const b = guarded();
    // F7 is Dan's side hex, G8 his rear hex.
    b.move("ann", "a", { path: ["E4", "E5", "F5", "F6", "F7", "G7", "G8", "H8"].map(at) });
    expect(b.where("ann")).toBe("H8");
  });
});

describe("shifting (MELEE: SHIFTING)", () => {
  /** Ann at E5 facing S, engaged by Bob at E6 facing N. */
  function engaged(others: Parameters<typeof Bout.of>[0] = []): Bout {
    const b = field("E5", {}, others);
    b.arrange((_, fig) => {
      fig("ann").facing = S;
      fig("bob").position = at("E6");
    });
    return b;
  }

  it("one hex, staying next to the enemy", () => {
    const b = engaged();
    b.move("ann", "h", { path: [at("D5")], facing: SE, target: "bob" });
    expect(b.where("ann")).toBe("D5");
    expect(chosenOption(b.state, "ann")?.moved).toBe(1);
  });

  it("not away from an engaging enemy", () => {
    const b = engaged();
    expect(b.refusal({ type: "move", figure: "ann", option: "i", path: [at("E4")] })).toBe(
      "A shift must stay next to every enemy engaging Ann; E4 is not next to Bob.",
    );
  });

  it("must stay next to every enemy engaging it", () => {
    // Dan at D5 facing NE also has Ann in front.
    const b = engaged([fighter("dan", "blue", "D5", NE, human("Dan"))]);
    expect(
      b.refusal({ type: "move", figure: "ann", option: "h", path: [at("F5")], target: "bob" }),
    ).toBe("A shift must stay next to every enemy engaging Ann; F5 is not next to Dan.");
    expect(labels(legalDestinations(b.state, "ann", "h").map((d) => d.hex))).toEqual(["E5"]);
  });

  it("an enemy that does not engage it may be left behind", () => {
    // Dan at D5 faces away (SW): Ann is in his rear arc, so he does not hold her.
    const b = engaged([fighter("dan", "blue", "D5", SW, human("Dan"))]);
    b.move("ann", "h", { path: [at("F5")], facing: SW, target: "bob" });
    expect(b.where("ann")).toBe("F5");
  });

  it("not into an occupied hex", () => {
    const b = engaged([fighter("cid", "red", "F5", N, human("Cid"))]);
    expect(
      b.refusal({ type: "move", figure: "ann", option: "h", path: [at("F5")], target: "bob" }),
    ).toBe("F5 is occupied; a figure may not move through a standing or kneeling figure.");
  });
});

describe("disengaging (l): a shift now, one step when its turn to attack comes (MELEE: DISENGAGING)", () => {
  /** Ann at E5 facing S and Bob at E6 facing N engage each other; red moves first. */
  function locked(
    ann: Partial<FigureSpec>,
    bob: Partial<FigureSpec>,
    others: Parameters<typeof Bout.of>[0] = [],
    combatType: "death" | "practice" = "death",
  ): Bout {
    const b = Bout.of(
      [
        fighter("ann", "red", "E5", S, human("Ann", ann)),
        fighter("bob", "blue", "E6", N, human("Bob", bob)),
        ...others,
      ],
      [6, 1],
      { combatType },
    );
    b.initiative("red", true);
    return b;
  }
  const QUICK = { st: 11, dx: 13, weapons: ["shortsword"], readyWeapon: "shortsword" } as const;

  it("a quicker figure steps away before a slower enemy can strike; with no one left in reach the enemy's attack is lost", () => {
    const b = locked(QUICK, {});
    b.move("ann", "l", { stepTo: at("E4") });
    expect(b.where("ann")).toBe("E5");
    const events = b.move("bob", "h", { target: "ann" }, [6, 1]);
    expect(eventsOf(events, "stepped")).toEqual([
      { type: "stepped", figure: "ann", from: at("E5"), to: at("E4"), reason: "disengaged" },
    ]);
    expect(eventsOf(events, "attack-roll")).toEqual([]);
    expect(eventsOf(events, "action-lost")).toEqual([
      { type: "action-lost", figure: "bob", reason: "Bob has no enemy within reach" },
    ]);
    expect(b.state.turn).toBe(2);
  });

  it("a quicker enemy strikes first", () => {
    const b = locked({}, QUICK);
    b.move("ann", "l", { stepTo: at("E4") });
    // Bob (13) misses with 15, then Ann (12) steps away.
    const events = b.move("bob", "h", { target: "ann" }, [5, 5, 5, 6, 1]);
    expect(
      events.filter((e) => e.type === "attack-roll" || e.type === "stepped").map((e) => e.type),
    ).toEqual(["attack-roll", "stepped"]);
    expect(b.where("ann")).toBe("E4");
  });

  it("waits for a new step when the hex has been taken", () => {
    const b = locked(QUICK, {}, [fighter("cid", "red", "D4", N, human("Cid"))]);
    b.move("ann", "l", { stepTo: at("E4") });
    b.move("cid", "a", { path: [at("E4")] });
    b.move("bob", "pass");
    expect(b.state.phase).toEqual({ kind: "action", pass: 1, waitingFor: "ann" });
    b.order({ type: "act", figure: "ann", target: null, stepTo: at("F4") }, [6, 1]);
    expect(b.where("ann")).toBe("F4");
  });

  // A dropped-out practice figure still stands in its hex, so the step waits for another hex.
  it("does not step into a hex where a dropped-out figure still stands", () => {
    const b = locked(QUICK, {}, [fighter("cid", "red", "E4", N, human("Cid"))], "practice");
    b.arrange((_, fig) => {
      fig("cid").hits = 9;
      fig("cid").droppedOut = true;
    });
    b.move("ann", "l", { stepTo: at("E4") });
    const after = applyOrder(
      b.state,
      { type: "move", figure: "bob", option: "pass" },
      new SeededDice(1),
    );
    const ann = after.state.figures.find((f) => f.id === "ann");
    expect(ann && labels([ann.position])).toEqual(["E5"]);
  });
});

describe("down figures and standing up (options d, g, n)", () => {
  it("(d) moves up to half MA and drops prone (the default) or kneeling", () => {
    const b = field();
    b.move("ann", "d", { destination: at("E5") });
    expect(b.where("ann")).toBe("E5");
    expect(b.fig("ann").posture).toBe("prone");
    expect(eventsOf(b.events, "posture")).toEqual([
      { type: "posture", figure: "ann", posture: "prone", reason: "dropped" },
    ]);
    const k = field();
    k.move("ann", "d", { posture: "kneeling" });
    expect(k.fig("ann").posture).toBe("kneeling");
  });

  it("a figure down may not move; (g) stands it up where it is", () => {
    const b = field();
    b.arrange((_, fig) => {
      fig("ann").posture = "prone";
    });
    expect(b.refusal({ type: "move", figure: "ann", option: "g", path: [at("E9")] })).toBe(
      "Ann is prone and must stand up before moving.",
    );
    b.move("ann", "g");
    expect(b.fig("ann").posture).toBe("standing");
    expect(b.where("ann")).toBe("E10");
    expect(eventsOf(b.events, "posture")).toEqual([
      { type: "posture", figure: "ann", posture: "standing", reason: "stood up" },
    ]);
  });

  it("a destination with no movement allowed is refused in the path's words, near or far", () => {
    const b = field();
    b.arrange((_, fig) => {
      fig("ann").posture = "prone";
    });
    for (const hex of ["E9", "E6"]) {
      expect(b.refusal({ type: "move", figure: "ann", option: "g", destination: at(hex) })).toBe(
        "Ann is prone and must stand up before moving.",
      );
    }
    // Standing, an option that does not move says so.
    const still = field();
    expect(
      still.refusal({ type: "move", figure: "ann", option: "pass", destination: at("E6") }),
    ).toBe("Option (pass) allows no movement.");
  });

  it("(n) stands an engaged figure up; it does not attack that turn", () => {
    const b = field("E5");
    b.arrange((_, fig) => {
      fig("ann").posture = "fallen";
      fig("bob").position = at("E6");
    });
    b.move("ann", "n");
    expect(b.fig("ann").posture).toBe("standing");
    expect(chosenOption(b.state, "ann")).toMatchObject({ option: "n", attack: null });
  });
});

describe("readying weapons (options e, k, o; MELEE: DROPPED WEAPONS)", () => {
  it("(e) re-slings the ready weapon and readies another: nothing is dropped", () => {
    const b = field();
    b.move("ann", "e", { path: [at("E9"), at("E8")], ready: { weapon: "dagger" } });
    expect(b.fig("ann")).toMatchObject({ readyWeapon: "dagger", carried: ["broadsword"] });
    expect(b.state.dropped).toEqual([]);
    expect(eventsOf(b.events, "item-readied")).toEqual([
      { type: "item-readied", figure: "ann", weapon: "dagger", shieldReady: false, offhand: null },
    ]);
  });

  it("(e) slings or readies a shield", () => {
    const b = Bout.of(
      [
        fighter("flavius", "red", "E10", N, FLAVIUS),
        fighter("bob", "blue", "L16", N, human("Bob")),
      ],
      [6, 1],
    );
    b.initiative("red", true);
    b.move("flavius", "e", { ready: { shieldReady: false } });
    expect(b.fig("flavius")).toMatchObject({
      shield: "large-shield",
      shieldReady: false,
      readyWeapon: "shortsword",
    });
  });

  it("(e) picks up and readies a weapon lying where its movement ends", () => {
    const b = field();
    b.arrange((state) => {
      state.dropped.push({ item: "mace", position: at("E8") });
    });
    b.move("ann", "e", { path: [at("E9"), at("E8")], ready: { pickUp: "mace" } });
    expect(b.fig("ann")).toMatchObject({ readyWeapon: "mace", carried: ["dagger", "broadsword"] });
    expect(b.state.dropped).toEqual([]);
    expect(eventsOf(b.events, "item-picked-up")).toEqual([
      { type: "item-picked-up", figure: "ann", item: "mace", at: at("E8") },
    ]);
  });

  it("(e) cannot pick up what lies elsewhere", () => {
    const b = field();
    b.arrange((state) => {
      state.dropped.push({ item: "mace", position: at("E9") });
    });
    expect(
      b.refusal({
        type: "move",
        figure: "ann",
        option: "e",
        path: [at("E9"), at("E8")],
        ready: { pickUp: "mace" },
      }),
    ).toBe("There is no mace on the ground in Ann's hex.");
  });

  it("(e) must say what it readies", () => {
    const b = field();
    expect(b.refusal({ type: "move", figure: "ann", option: "e" })).toBe(
      "Say what Ann readies: a weapon, the shield, a main-gauche, or an item to pick up.",
    );
  });

  it("(e) reloads a crossbow: a light crossbow shoots every other turn (MELEE: MISSILE WEAPONS)", () => {
    const b = field("E10", {
      st: 12,
      dx: 12,
      weapons: ["light-crossbow", "dagger"],
      readyWeapon: "light-crossbow",
    });
    b.arrange((_, fig) => {
      fig("ann").reloadTurnsLeft = 1;
    });
    // No (b): a crossbow is no charging weapon (MELEE: option (b)), and no foe lies in reach for HTH.
    expect(legalOptions(b.state, "ann")).toEqual(["a", "c", "d", "e", "pass"]);
    b.move("ann", "e");
    expect(eventsOf(b.events, "reloaded")).toEqual([
      { type: "reloaded", figure: "ann", turnsLeft: 0 },
    ]);
    b.move("bob", "pass", {}, [6, 1]);
    b.initiative("red", true);
    expect(legalOptions(b.state, "ann")).toEqual(["a", "c", "d", "e", "f", "pass"]);
  });

  it("(k) drops the ready weapon in the hex and readies another", () => {
    const b = field("E5");
    b.arrange((_, fig) => {
      fig("ann").facing = S;
      fig("bob").position = at("E6");
    });
    b.move("ann", "k", { ready: { weapon: "dagger" } });
    expect(b.fig("ann")).toMatchObject({ readyWeapon: "dagger", carried: [] });
    expect(b.state.dropped).toEqual([{ item: "broadsword", position: at("E5") }]);
    expect(eventsOf(b.events, "item-dropped")).toEqual([
      {
        type: "item-dropped",
        figure: "ann",
        item: "broadsword",
        at: at("E5"),
        reason: "dropped to change weapons",
      },
    ]);
  });

  it("(k) cannot ready a missile weapon", () => {
    const b = field("E5", { weapons: ["broadsword", "small-bow", "dagger"] });
    b.arrange((_, fig) => {
      fig("ann").facing = S;
      fig("bob").position = at("E6");
    });
    expect(
      b.refusal({ type: "move", figure: "ann", option: "k", ready: { weapon: "small-bow" } }),
    ).toBe("An engaged figure cannot ready a missile weapon.");
  });

  it("(o) bends over: drops the ready weapon, picks up another, and has no front this turn", () => {
    const b = field("E5");
    b.arrange((state, fig) => {
      fig("ann").facing = S;
      fig("bob").position = at("E6");
      state.dropped.push({ item: "mace", position: at("E5") });
    });
    expect(isEngaged(b.state, b.fig("bob"))).toBe(true);
    b.move("ann", "o", { ready: { pickUp: "mace" } });
    expect(b.fig("ann")).toMatchObject({ readyWeapon: "mace", carried: ["dagger"] });
    expect(b.state.dropped).toEqual([{ item: "broadsword", position: at("E5") }]);
    expect(b.state.turnState.bendingOver).toEqual(["ann"]);
    // Bob is no longer engaged by Ann: he has the options of a disengaged figure.
    expect(isEngaged(b.state, b.fig("bob"))).toBe(false);
    expect(legalOptions(b.state, "bob")).toEqual(["a", "b", "c", "d", "e", "pass"]);
  });

  it("(o) is not for a figure on the ground: it must stand up first (MELEE: PRONE AND KNEELING FIRE)", () => {
    const b = field("E5");
    b.arrange((state, fig) => {
      fig("ann").posture = "prone";
      fig("bob").position = at("E6");
      state.dropped.push({ item: "mace", position: at("E5") });
    });
    expect(legalOptions(b.state, "ann")).toEqual(["n", "pass"]);
    expect(b.refusal({ type: "move", figure: "ann", option: "o", ready: { pickUp: "mace" } })).toBe(
      "Ann is prone and must stand up first.",
    );
  });

  it("(o) moves nowhere", () => {
    const b = field("E5");
    b.arrange((state, fig) => {
      fig("ann").facing = S;
      fig("bob").position = at("E6");
      state.dropped.push({ item: "mace", position: at("E5") });
    });
    expect(
      b.refusal({
        type: "move",
        figure: "ann",
        option: "o",
        path: [at("D5")],
        ready: { pickUp: "mace" },
      }),
    ).toBe("Option (o) allows no movement.");
  });
});
