/**
 * MELEE: MOVING ONTO OTHER FIGURES where other rules move a figure onto a body (a victor advancing
 * after FORCING RETREAT, a charger repelled from HAND-TO-HAND COMBAT), and the charge that could
 * leave a repelled charger standing on a figure it jumped. With the posture and engagement rulings
 * that go with moving and stopping: bending over to pick a weapon up with (e) (VI. FACING), a
 * kneeling figure dropping prone (d), and a disengager grappled before its step (DISENGAGING;
 * SHIFTING). See docs/rulings.md.
 */
import { describe, expect, it } from "vitest";
import { optionProblem } from "../../../src/engine/battle/availability.ts";
import { legalOptions } from "../../../src/engine/battle/decisions.ts";
import { isEngaged } from "../../../src/engine/battle/engagement.ts";
import { figuresAt, isInHth } from "../../../src/engine/battle/figures.ts";
import {
  ANN_SHORTSWORD as ANN,
  at,
  Bout,
  beast,
  eventsOf,
  fighter,
  human,
  N,
  S,
} from "./builders.ts";

/** Ann: ST 11, DX 13, shortsword (2−1), so she strikes before Bob's 12. */

/** Lays figure `id` dead in hex `hex` (a body: MELEE "fallen (unconscious or dead) figure"). */
function bodyAt(b: Bout, id: string, hex: string): void {
  b.arrange((_, fig) => {
    const f = fig(id);
    f.position = at(hex);
    f.condition = "dead";
    f.posture = "fallen";
  });
}

/** The footing roll's event, passed: 4 + 4 + 3 = 11 against `target`. */
const keptFooting = (figure: string, target: number) => ({
  type: "saving-roll",
  figure,
  purpose: "keep footing among bodies",
  faces: [4, 4, 3],
  target,
  success: true,
});

describe("MELEE: MOVING ONTO OTHER FIGURES — the footing roll on a body, whatever moves the figure there", () => {
  // "Whenever a figure moves into a hex with another figure (except for HTH), it immediately rolls
  // 3 dice against its adjDX … If this 'saving roll' is missed, the figure falls down in that hex."
  // FORCING RETREAT: the victor may "move into the hex from which the enemy retreated".
  it("a victor that advances into the hex its foe left, where a body lies, rolls to keep its footing", () => {
    const b = Bout.of(
      [
        fighter("ann", "red", "E5", S, ANN),
        fighter("bob", "blue", "E6", N, human("Bob")),
        fighter("cid", "red", "K3", N, human("Cid")),
      ],
      [6, 1],
    );
    // Bob stands over Cid's body in E6.
    bodyAt(b, "cid", "E6");
    b.initiative("red", true);
    b.move("ann", "h", { target: "bob" });
    // Ann hits with 2 + 3 + 3 = 8 and does 3 + 3 − 1 = 5; Bob passes.
    b.move("bob", "pass", {}, [2, 3, 3, 3, 3]);
    expect(b.fig("bob").hits).toBe(5);
    expect(b.state.phase).toEqual({ kind: "retreat", rights: [{ victor: "ann", enemy: "bob" }] });
    // Bob is pushed to E7; Ann advances into E6, onto Cid's body: 4 + 4 + 3 = 11 against adjDX 13.
    // Then turn 2's initiative (6, 1).
    b.order(
      { type: "retreat", victor: "ann", enemy: "bob", to: at("E7"), advance: true },
      [4, 4, 3, 6, 1],
    );
    expect(b.where("bob")).toBe("E7");
    expect(b.where("ann")).toBe("E6");
    expect(b.fig("ann").posture).toBe("standing");
    expect(eventsOf(b.events, "saving-roll")).toEqual([keptFooting("ann", 13)]);
  });

  // HAND-TO-HAND COMBAT: on a 5 "the attacker immediately backs up to the hex from which he
  // entered the defender's hex". A charger that jumped a body just before the foe backs up onto it.
  it("a charger repelled (5) backs up onto the body it jumped, and rolls to keep its footing there", () => {
    const b = Bout.of(
      [
        fighter("ann", "red", "E3", S, human("Ann")),
        fighter("bob", "blue", "E6", S, human("Bob")),
        fighter("cid", "red", "K3", N, human("Cid")),
      ],
      [6, 1],
    );
    bodyAt(b, "cid", "E5");
    b.initiative("red", true);
    // E4 (1) + jump E5 (3) + onto Bob from his rear (1) = 5, half of Ann's MA 10. Bob rolls 5:
    // Ann backs up to E5, where the body lies; 4 + 4 + 3 = 11 against adjDX 12 keeps her up.
    b.move("ann", "b", { path: [at("E4"), at("E5"), at("E6")] }, [5, 4, 4, 3]);
    expect(eventsOf(b.events, "hth-defense")).toMatchObject([
      { defender: "bob", faces: [5], outcome: "backed-off" },
    ]);
    expect(b.where("ann")).toBe("E5");
    expect(b.fig("ann").posture).toBe("standing");
    expect(isInHth(b.state, b.fig("bob"))).toBe(false);
    expect(eventsOf(b.events, "saving-roll")).toEqual([keptFooting("ann", 12)]);
  });

  // "A figure may move into a hex with a fallen (unconscious or dead) figure and stop, or move into
  // another figure's hex for HTH combat and stop" — nowhere else may it stop on another figure. A
  // charge that enters the foe's hex from a hex it could not stop in is refused (docs/rulings.md,
  // "Charging onto a foe from a hex one could not stop in").
  it("a charge that jumps a living prone friend straight onto the foe is refused: repelled, it would be left on him", () => {
    // Bob in leather (MA 8) is slower than Ann (MA 10): she may go onto him from any side.
    const b = Bout.of(
      [
        fighter("ann", "red", "E3", S, human("Ann")),
        fighter("bob", "blue", "E6", S, human("Bob", { armor: "leather" })),
        fighter("cid", "red", "E5", N, human("Cid")),
      ],
      [6, 1],
    );
    b.arrange((_, fig) => {
      fig("cid").posture = "prone";
    });
    b.initiative("red", true);
    expect(
      b.refusal({
        type: "move",
        figure: "ann",
        option: "b",
        path: [at("E4"), at("E5"), at("E6")],
      }),
    ).toBe(
      "A charge onto a foe must come from a hex the charger could stop in, to back off into if repelled; E5 is not one.",
    );
    // Around Cid instead (E4, F4, then F5 beside Bob), Ann may charge; repelled (5), she backs up
    // to the empty F5, and Cid lies alone in E5.
    b.move("ann", "b", { path: [at("E4"), at("F4"), at("F5"), at("E6")] }, [5]);
    expect(eventsOf(b.events, "hth-defense")).toMatchObject([
      { defender: "bob", faces: [5], outcome: "backed-off" },
    ]);
    expect(b.where("ann")).toBe("F5");
    expect(figuresAt(b.state, at("E5")).map((f) => f.id)).toEqual(["cid"]);
    expect(eventsOf(b.events, "saving-roll")).toEqual([]);
  });

  // A flier in the air is not "in a hex with" the bodies on the ground (docs/rulings.md, gargoyle:
  // it flies "over figures"); it cannot stumble over them.
  it("a gargoyle that flies to a hex over a body and stays in the air makes no footing roll", () => {
    const b = Bout.of(
      [
        fighter("ann", "red", "A16", N, human("Ann")),
        beast("garg", "blue", "gargoyle", "E1", S),
        fighter("cid", "red", "K3", N, human("Cid")),
      ],
      [6, 1],
    );
    bodyAt(b, "cid", "E8");
    b.initiative("red", false);
    // Seven hexes in the air (of its flying MA 16), ending above Cid's body; no dice at all.
    b.move("garg", "a", { flight: "take-off", destination: at("E8") });
    expect(b.where("garg")).toBe("E8");
    expect(b.fig("garg")).toMatchObject({ flying: true, posture: "standing" });
    expect(eventsOf(b.events, "saving-roll")).toEqual([]);
  });
});

describe("MELEE: VI. FACING — bending over to pick up a weapon with (e)", () => {
  // VI: "A figure on the ground, or one bending over to pick up a weapon, is considered to face
  // 'rear' in all six directions; it has no front." (e): "… OR pick up and ready a dropped weapon
  // and/or shield in the hex where movement ends." A figure that picks a weapon up off the ground
  // with (e) is bending over to pick up a weapon just as one taking (o) is.
  it("a figure that picks up a weapon with (e) has no front that turn: the enemy it faces is not engaged", () => {
    const b = Bout.of(
      [
        fighter(
          "ann",
          "red",
          "E3",
          S,
          human("Ann", { weapons: ["dagger"], readyWeapon: "dagger" }),
        ),
        fighter("bob", "blue", "E6", N, human("Bob")),
      ],
      [6, 1],
    );
    b.arrange((state) => {
      state.dropped.push({ item: "mace", position: at("E5") });
    });
    b.initiative("red", true);
    b.move("ann", "e", { path: [at("E4"), at("E5")], facing: S, ready: { pickUp: "mace" } });
    expect(b.fig("ann").readyWeapon).toBe("mace");
    expect(b.state.dropped).toEqual([]);
    expect(b.state.turnState.bendingOver).toEqual(["ann"]);
    // Bob in E6 is in the hex Ann faces, yet she has no front: he is free to move as he likes.
    expect(isEngaged(b.state, b.fig("bob"))).toBe(false);
    expect(legalOptions(b.state, "bob")).toEqual(["a", "b", "c", "d", "e", "pass"]);
  });
});

describe("MELEE: IV. OPTIONS (d) DROP — from kneeling to prone", () => {
  // (d) DROP: "Move up to ½ its MA and drop to a prone or kneeling position." Nothing requires
  // the figure to stand first: (g) only says "A figure MUST take a turn to stand up before
  // attacking, running, etc." — dropping from kneeling to prone, without moving, is neither.
  /** Ann (red), a crossbowman down in E10 in `posture`; Bob far off; red moves first. */
  function crossbowman(posture: "kneeling" | "prone"): Bout {
    const b = Bout.of(
      [
        fighter(
          "ann",
          "red",
          "E10",
          N,
          human("Ann", { weapons: ["light-crossbow", "dagger"], readyWeapon: "light-crossbow" }),
        ),
        fighter("bob", "blue", "L16", N, human("Bob")),
      ],
      [6, 1],
    );
    b.arrange((_, fig) => {
      fig("ann").posture = posture;
    });
    b.initiative("red", true);
    return b;
  }

  it("a kneeling crossbowman may take (d) without moving and lie prone", () => {
    const b = crossbowman("kneeling");
    expect(legalOptions(b.state, "ann")).toEqual(["d", "f", "g", "pass"]);
    b.move("ann", "d", { posture: "prone" });
    expect(b.where("ann")).toBe("E10");
    expect(b.fig("ann").posture).toBe("prone");
    expect(eventsOf(b.events, "posture")).toEqual([
      { type: "posture", figure: "ann", posture: "prone", reason: "dropped" },
    ]);
  });

  it("a prone crossbowman may not take (d): it must stand up first", () => {
    const b = crossbowman("prone");
    expect(optionProblem(b.state, b.fig("ann"), "d")).toBe("Ann is prone and must stand up first.");
    expect(legalOptions(b.state, "ann")).toEqual(["f", "g", "pass"]);
  });
});

describe("MELEE: DISENGAGING; SHIFTING — a disengager pulled into a brawl before its step", () => {
  // SHIFTING: "Figures in HTH combat may not move at all until they successfully disengage."
  // DISENGAGING: "A kneeling, prone, or fallen figure cannot disengage; it must first stand up."
  // DISENGAGING FROM HTH COMBAT: "A figure in HTH combat may not automatically disengage, but must
  // pick option (r)".
  it("a figure that chose (l) and is grappled before its turn to act stays in the pile and loses its step", () => {
    const b = Bout.of(
      [
        // Ann in leather: MA 8, adjDX 10.
        fighter(
          "ann",
          "red",
          "E5",
          S,
          human("Ann", {
            armor: "leather",
            weapons: ["broadsword", "dagger"],
            readyWeapon: "broadsword",
          }),
        ),
        // Bob: MA 10, adjDX 13, so he may grapple the slower Ann and acts before her.
        fighter("bob", "blue", "E6", N, { ...ANN, name: "Bob" }),
      ],
      [6, 1],
    );
    b.initiative("red", true);
    b.move("ann", "l", { stepTo: at("E4") });
    // Bob (m): Ann rolls 1 for her defence (both fall in E5); Bob's bare-handed blow misses with
    // 5 + 5 + 6 = 16. Ann's step is lost. Then turn 2's initiative (6, 1).
    b.move("bob", "m", { target: "ann" }, [1, 5, 5, 6, 6, 1]);
    expect(eventsOf(b.events, "hth-defense")).toMatchObject([
      { defender: "ann", faces: [1], outcome: "grappled" },
    ]);
    expect(eventsOf(b.events, "stepped").filter((e) => e.figure === "ann")).toEqual([]);
    expect(eventsOf(b.events, "action-lost")).toEqual([
      { type: "action-lost", figure: "ann", reason: "Ann is on the ground" },
    ]);
    expect(b.where("ann")).toBe("E5");
    expect(b.where("bob")).toBe("E5");
    expect(isInHth(b.state, b.fig("ann"))).toBe(true);
  });
});
