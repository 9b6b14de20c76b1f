/**
 * MELEE: IV. OPTIONS — which of (a)–(r) a figure has when its turn to move comes (disengaged,
 * engaged, or in HTH combat), what each lets it move, and changing one's mind before acting.
 */
import { describe, expect, it } from "vitest";
import { chosenOption } from "../../../src/engine/battle/chosen.ts";
import { legalOptions } from "../../../src/engine/battle/decisions.ts";
import {
  isOptionCode,
  moveAllowance,
  OPTION_CODES,
  OPTIONS,
  optionRule,
} from "../../../src/engine/battle/options.ts";
import { at, attackers, Bout, eventsOf, fighter, human, N, NE, S } from "./builders.ts";
import { FLAVIUS, WULF } from "./fixtures.ts";

const SWORD_AND_DAGGER = { weapons: ["broadsword", "dagger"], readyWeapon: "broadsword" } as const;

/** Ann (red, E5 facing S) and Bob (blue) at `bobAt` facing N; red has the initiative. */
function duel(bobAt = "E9", annGear = {}, bobGear = {}): Bout {
  const b = Bout.of(
    [
      fighter("ann", "red", "E5", S, human("Ann", { ...SWORD_AND_DAGGER, ...annGear })),
      fighter("bob", "blue", bobAt, N, human("Bob", bobGear)),
    ],
    [6, 1],
  );
  b.initiative("red", true);
  return b;
}

describe("the option table", () => {
  it("optionRule gives each code's rule from OPTIONS, (pass) included", () => {
    for (const code of OPTION_CODES) expect(optionRule(code)).toBe(OPTIONS[code]);
    expect(OPTION_CODES.map((code) => optionRule(code).code)).toEqual([...OPTION_CODES]);
  });

  it("isOptionCode accepts exactly the codes", () => {
    for (const code of OPTION_CODES) expect(isOptionCode(code)).toBe(true);
    for (const text of ["s", "A", "", "pas", "passs", "__proto__"])
      expect(isOptionCode(text)).toBe(false);
  });
});

describe("options for disengaged figures (a)–(g)", () => {
  it("a standing fighter: move, charge, dodge, drop, ready, or do nothing", () => {
    expect(legalOptions(duel().state, "ann")).toEqual(["a", "b", "c", "d", "e", "pass"]);
  });

  it("an archer also has (f)", () => {
    const b = duel("E9", { ...WULF, name: "Ann" });
    expect(legalOptions(b.state, "ann")).toEqual(["a", "b", "c", "d", "e", "f", "pass"]);
  });

  it("refuses the engaged figures' options with the reason", () => {
    const b = duel();
    expect(b.refusal({ type: "move", figure: "ann", option: "h", target: "bob" })).toBe(
      "Ann is not engaged; its options are (a)–(g).",
    );
    expect(b.refusal({ type: "move", figure: "ann", option: "p" })).toBe(
      "Ann is not engaged; its options are (a)–(g).",
    );
  });

  it("refuses (g) to a figure already standing and (f) without a missile weapon", () => {
    const b = duel();
    expect(b.refusal({ type: "move", figure: "ann", option: "g" })).toBe(
      "Ann is already standing.",
    );
    expect(b.refusal({ type: "move", figure: "ann", option: "f", target: "bob" })).toBe(
      "Ann has no loaded missile weapon it can shoot.",
    );
  });

  it("a prone or kneeling figure may only stand up (or stay down)", () => {
    const b = duel();
    b.arrange((_, fig) => {
      fig("ann").posture = "prone";
    });
    expect(legalOptions(b.state, "ann")).toEqual(["g", "pass"]);
    expect(b.refusal({ type: "move", figure: "ann", option: "a", destination: at("E6") })).toBe(
      "Ann is prone and must stand up first.",
    );
    expect(
      b.refusal({ type: "move", figure: "ann", option: "e", ready: { weapon: "dagger" } }),
    ).toBe("Ann is prone; only a crossbow may be reloaded while down.");
  });

  it("a kneeling archer may still shoot a bow; a prone one only a crossbow (MELEE: PRONE AND KNEELING FIRE)", () => {
    const bow = duel("E9", { ...WULF, name: "Ann" });
    bow.arrange((_, fig) => {
      fig("ann").posture = "kneeling";
    });
    expect(legalOptions(bow.state, "ann")).toEqual(["f", "g", "pass"]);
    bow.arrange((_, fig) => {
      fig("ann").posture = "prone";
    });
    expect(legalOptions(bow.state, "ann")).toEqual(["g", "pass"]);

    const crossbow = duel("E9", {
      weapons: ["light-crossbow", "dagger"],
      readyWeapon: "light-crossbow",
    });
    crossbow.arrange((_, fig) => {
      fig("ann").posture = "prone";
    });
    expect(legalOptions(crossbow.state, "ann")).toEqual(["f", "g", "pass"]);
    crossbow.arrange((_, fig) => {
      fig("ann").reloadTurnsLeft = 1;
    });
    // Unloaded: (e) reloads it, even lying down.
    expect(legalOptions(crossbow.state, "ann")).toEqual(["e", "g", "pass"]);
  });
});

describe("options for engaged figures (h)–(o)", () => {
  it("a fighter with a sword and a dagger: shift-attack, defend, change, disengage, HTH, nothing", () => {
    const b = duel("E6");
    expect(legalOptions(b.state, "ann")).toEqual(["h", "i", "k", "l", "m", "pass"]);
  });

  it("(o) once something lies in its hex", () => {
    const b = duel("E6");
    b.arrange((state) => {
      state.dropped.push({ item: "mace", position: at("E5") });
    });
    expect(legalOptions(b.state, "ann")).toEqual(["h", "i", "k", "l", "m", "o", "pass"]);
  });

  it("refuses the disengaged figures' options with the reason", () => {
    const b = duel("E6");
    expect(b.refusal({ type: "move", figure: "ann", option: "a", destination: at("E4") })).toBe(
      "Ann is engaged; its options are (h)–(o).",
    );
    expect(b.refusal({ type: "move", figure: "ann", option: "b", target: "bob" })).toBe(
      "Ann is engaged; its options are (h)–(o).",
    );
  });

  it("refuses options whose gear is missing", () => {
    const b = duel("E6", { weapons: ["broadsword"], readyWeapon: "broadsword" });
    expect(
      b.refusal({ type: "move", figure: "ann", option: "k", ready: { weapon: "dagger" } }),
    ).toBe("Ann carries no other non-missile weapon to ready.");
    expect(b.refusal({ type: "move", figure: "ann", option: "o", ready: { pickUp: "mace" } })).toBe(
      "There is nothing on the ground in Ann's hex to pick up.",
    );
    expect(b.refusal({ type: "move", figure: "ann", option: "n" })).toBe(
      "Ann is already standing.",
    );
  });

  it("an archer charged this turn: a last shot (j), but no attack or defence with the bow", () => {
    const b = Bout.of(
      [fighter("ann", "red", "E3", S, human("Ann")), fighter("wulf", "blue", "E9", N, WULF)],
      [6, 1],
    );
    b.initiative("red", true);
    b.move("ann", "a", { destination: at("E8") });
    expect(legalOptions(b.state, "wulf")).toEqual(["j", "k", "l", "m", "pass"]);
    expect(b.refusal({ type: "move", figure: "wulf", option: "h", target: "ann" })).toBe(
      "Wulf has no ready weapon to attack with.",
    );
    expect(b.refusal({ type: "move", figure: "wulf", option: "i" })).toBe(
      "Wulf needs a ready non-missile weapon to defend.",
    );
  });

  it("(j) may shift a hex before the shot; the bow is dropped when the next turn starts (ruling)", () => {
    const b = Bout.of(
      [fighter("ann", "red", "E3", S, human("Ann")), fighter("wulf", "blue", "E9", N, WULF)],
      [6, 1],
    );
    b.initiative("red", true);
    b.move("ann", "a", { destination: at("E8") });
    // Wulf shifts to D8 (still next to Ann), turns NE to face her and shoots: 9 hits, 1+2 = 5.
    const events = b.move(
      "wulf",
      "j",
      { path: [at("D8")], facing: NE, target: "ann" },
      [3, 3, 3, 3, 6, 1],
    );
    expect(eventsOf(events, "attack-roll")).toEqual([
      expect.objectContaining({
        attacker: "wulf",
        kind: "missile",
        faces: [3, 3, 3],
        result: "hit",
      }),
    ]);
    expect(b.fig("ann").hits).toBe(5);
    expect(b.where("wulf")).toBe("D8");
    // No retreat for a missile hit; turn 2 begins and the longbow falls in Wulf's hex.
    expect(eventsOf(events, "item-dropped")).toEqual([
      {
        type: "item-dropped",
        figure: "wulf",
        item: "longbow",
        at: at("D8"),
        reason: "must drop the missile weapon after a last shot",
      },
    ]);
    expect(b.fig("wulf").readyWeapon).toBeNull();
    expect(b.state.dropped).toEqual([{ item: "longbow", position: at("D8") }]);
  });

  it("no last shot for a figure that was already engaged when it last chose an option", () => {
    const b = Bout.of(
      [fighter("ann", "red", "E5", S, human("Ann")), fighter("wulf", "blue", "E6", N, WULF)],
      [6, 1],
    );
    b.arrange((_, fig) => {
      fig("wulf").engagedAtLastOption = true;
    });
    b.initiative("red", true);
    b.move("ann", "pass");
    expect(b.refusal({ type: "move", figure: "wulf", option: "j", target: "ann" })).toBe(
      "Wulf was already engaged last turn; a last shot is only for a figure newly engaged with its missile weapon ready.",
    );
  });

  it("an engaged figure on the ground may not disengage, attack or defend: it must stand first", () => {
    const b = duel("E6");
    b.arrange((_, fig) => {
      fig("ann").posture = "kneeling";
    });
    expect(legalOptions(b.state, "ann")).toEqual(["n", "pass"]);
    expect(b.refusal({ type: "move", figure: "ann", option: "l", stepTo: at("E4") })).toBe(
      "Ann is kneeling and must stand up first.",
    );
    expect(b.refusal({ type: "move", figure: "ann", option: "h", target: "bob" })).toBe(
      "Ann is kneeling and must stand up first.",
    );
    expect(b.refusal({ type: "move", figure: "ann", option: "i" })).toBe(
      "Ann is kneeling and must stand up first.",
    );
  });
});

describe("options for figures in HTH combat (p)–(r)", () => {
  function brawl(annGear = {}): Bout {
    const b = duel("E6", annGear);
    b.arrange((_, fig) => {
      fig("bob").position = at("E5");
      fig("ann").posture = "fallen";
      fig("bob").posture = "fallen";
    });
    return b;
  }

  it("HTH attack, draw dagger, try to disengage, or nothing", () => {
    expect(legalOptions(brawl().state, "ann")).toEqual(["p", "q", "r", "pass"]);
  });

  it("no (q) without a dagger", () => {
    const b = brawl({ weapons: ["broadsword"], readyWeapon: "broadsword" });
    expect(legalOptions(b.state, "ann")).toEqual(["p", "r", "pass"]);
    expect(b.refusal({ type: "move", figure: "ann", option: "q" })).toBe(
      "Ann has no dagger to draw.",
    );
  });

  it("refuses the other options with the reason", () => {
    const b = brawl();
    expect(b.refusal({ type: "move", figure: "ann", option: "h", target: "bob" })).toBe(
      "Ann is in hand-to-hand combat; its options are (p)–(r).",
    );
    expect(b.refusal({ type: "move", figure: "ann", option: "g" })).toBe(
      "Ann is in hand-to-hand combat; its options are (p)–(r).",
    );
  });
});

describe("how far each option moves", () => {
  it("full MA, half MA rounded down, 2, 1, a shift, or none", () => {
    const limits = Object.fromEntries(
      Object.values(OPTIONS).map((rule) => [rule.code, moveAllowance(rule.move, 7)]),
    );
    expect(limits).toEqual({
      a: 7,
      b: 3,
      c: 3,
      d: 3,
      e: 2,
      f: 1,
      g: 0,
      h: 1,
      i: 1,
      j: 1,
      k: 1,
      l: 1,
      m: 1,
      n: 0,
      o: 0,
      p: 0,
      q: 0,
      r: 0,
      pass: 0,
    });
  });

  /** Ann at E16 with an open column ahead; Bob far off in a corner. */
  function runway(annGear = {}): Bout {
    const b = Bout.of(
      [
        fighter("ann", "red", "E16", N, human("Ann", { ...SWORD_AND_DAGGER, ...annGear })),
        fighter("bob", "blue", "L1", N, human("Bob")),
      ],
      [6, 1],
    );
    b.initiative("red", true);
    return b;
  }
  const column = (from: number, to: number) => {
    const path = [];
    for (let row = from; row >= to; row--) path.push(at(`E${row}`));
    return path;
  };

  it.each([
    ["a", 10, "move (a) allows at most 10"],
    ["b", 5, "charge attack (b) allows at most 5"],
    ["c", 5, "dodge (c) allows at most 5"],
    ["d", 5, "drop (prone or kneeling) (d) allows at most 5"],
    ["e", 2, "ready new weapon (e) allows at most 2"],
  ] as const)("(%s) moves %i hexes and no more", (option, hexes, words) => {
    const extra = option === "e" ? { ready: { weapon: "dagger" as const } } : {};
    const ok = runway();
    ok.move("ann", option, { path: column(15, 16 - hexes), ...extra });
    expect(ok.where("ann")).toBe(`E${16 - hexes}`);
    expect(chosenOption(ok.state, "ann")?.moved).toBe(hexes);
    const tooFar = runway();
    expect(
      tooFar.refusal({
        type: "move",
        figure: "ann",
        option,
        path: column(15, 15 - hexes),
        ...extra,
      }),
    ).toBe(`Ann would move ${hexes + 1} hexes; ${words}.`);
  });

  it("(f) moves 1 hex", () => {
    const b = runway({ ...WULF, name: "Ann" });
    expect(
      b.refusal({ type: "move", figure: "ann", option: "f", path: column(15, 14), target: "bob" }),
    ).toBe("Ann would move 2 hexes; missile weapon attack (f) allows at most 1.");
  });

  it("armor cuts the allowance: chainmail MA 6, so a charge is 3 hexes", () => {
    const b = runway({ armor: "chainmail" });
    expect(b.fig("ann").ma).toBe(6);
    expect(b.refusal({ type: "move", figure: "ann", option: "b", path: column(15, 12) })).toBe(
      "Ann would move 4 hexes; charge attack (b) allows at most 3.",
    );
    expect(b.refusal({ type: "move", figure: "ann", option: "a", destination: at("E9") })).toBe(
      "Ann cannot reach E9 with option (a) (at most 6 hexes, stopping at enemies' front hexes).",
    );
  });

  it("options without movement refuse a path", () => {
    const b = runway();
    expect(b.refusal({ type: "move", figure: "ann", option: "pass", path: column(15, 15) })).toBe(
      "Option (pass) allows no movement.",
    );
  });

  it("a shift is one hex", () => {
    const b = duel("E6");
    expect(
      b.refusal({
        type: "move",
        figure: "ann",
        option: "h",
        path: [at("D5"), at("D6")],
        target: "bob",
      }),
    ).toBe("Ann may shift only one hex with option (h); the path has 2.");
  });
});

describe("changing option before acting (MELEE: OPTIONS)", () => {
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
    const b = duel("E6");
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
    const b = duel();
    b.move("ann", "a", { path: [at("E6")] });
    expect(b.refusal({ type: "change-option", figure: "ann", option: "f", target: "bob" })).toBe(
      "Ann has no loaded missile weapon it can shoot.",
    );
  });

  it("doing nothing does not open the options of another situation", () => {
    const b = duel("E6");
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
    const b = duel("E8");
    b.arrange((_, fig) => {
      fig("bob").posture = "prone";
    });
    // Ann charges onto the prone Bob; his defence die is 1: they grapple.
    b.move("ann", "b", { path: [at("E6"), at("E7"), at("E8")], target: "bob" }, [1]);
    expect(b.where("ann")).toBe("E8");
    expect(b.refusal({ type: "change-option", figure: "ann", option: "a" })).toBe(
      "Ann went hand-to-hand with its charge; it cannot change option now.",
    );
  });

  it("not once the attacks are over", () => {
    const b = duel("E6");
    b.move("ann", "h", { target: "bob" });
    // Ann hits (8) for 2 dice = 6: she may force Bob back, and the attacks are over.
    b.move("bob", "pass", {}, [2, 3, 3, 3, 3]);
    expect(b.state.phase).toEqual({ kind: "retreat", rights: [{ victor: "ann", enemy: "bob" }] });
    expect(b.refusal({ type: "change-option", figure: "bob", option: "i" })).toBe(
      "Options can be changed only during movement and attacks.",
    );
  });

  it("only between movement, attack, dodge and defend options", () => {
    const b = duel();
    b.move("ann", "e", { ready: { weapon: "dagger" } });
    expect(b.refusal({ type: "change-option", figure: "ann", option: "a" })).toBe(
      "Option (e) cannot be changed to (a): only movement, attack, dodge and defend options can be swapped.",
    );
  });

  it("not to an option of another situation", () => {
    const b = duel();
    b.move("ann", "a", { destination: at("E8") });
    // Ann was disengaged when she moved: (h) is not hers this turn, though she is engaged now.
    expect(b.refusal({ type: "change-option", figure: "ann", option: "h", target: "bob" })).toBe(
      "(h) is not open to Ann this turn.",
    );
  });

  it("not before choosing, and not after acting", () => {
    const b = Bout.of(
      [
        fighter(
          "ann",
          "red",
          "E5",
          S,
          human("Ann", { st: 11, dx: 13, weapons: ["shortsword"], readyWeapon: "shortsword" }),
        ),
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
    expect(b.refusal({ type: "change-option", figure: "ann", option: "i" })).toBe(
      "Ann has not chosen an option yet.",
    );
    b.move("ann", "h", { target: "bob" });
    b.move("cid", "h", { target: "bob" });
    b.move("dan", "pass");
    // Ann kills Bob (5 hits); Cid's target is gone, Dan is in reach: the engine waits for him.
    b.move("bob", "h", { target: "cid" }, [2, 3, 3, 3, 3]);
    expect(b.state.phase).toEqual({ kind: "action", pass: 1, waitingFor: "cid" });
    expect(b.refusal({ type: "change-option", figure: "ann", option: "i" })).toBe(
      "Ann has already acted.",
    );
  });
});
