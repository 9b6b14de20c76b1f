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
import type { Direction } from "../../../src/engine/hex/coordinates.ts";
import {
  ANN_SHORTSWORD,
  annAgainstBob,
  at,
  Bout,
  eventsOf,
  fighter,
  human,
  N,
  NE,
  S,
  SE,
  SWORD_AND_DAGGER,
} from "./builders.ts";
import { WULF } from "./fixtures.ts";

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
    expect(legalOptions(annAgainstBob().state, "ann")).toEqual(["a", "b", "c", "d", "e", "pass"]);
  });

  it("an archer also has (f), but no (b) with only a bow ready and no foe to charge onto", () => {
    const b = annAgainstBob("E9", { ...WULF, name: "Ann" });
    // MELEE: option (b) — a charge "may use any weapon except a missile weapon".
    expect(legalOptions(b.state, "ann")).toEqual(["a", "c", "d", "e", "f", "pass"]);
  });

  it("refuses the engaged figures' options with the reason", () => {
    const b = annAgainstBob();
    expect(b.refusal({ type: "move", figure: "ann", option: "h", target: "bob" })).toBe(
      "Ann is not engaged; its options are (a)–(g).",
    );
    expect(b.refusal({ type: "move", figure: "ann", option: "p" })).toBe(
      "Ann is not engaged; its options are (a)–(g).",
    );
  });

  it("refuses (g) to a figure already standing and (f) without a missile weapon", () => {
    const b = annAgainstBob();
    expect(b.refusal({ type: "move", figure: "ann", option: "g" })).toBe(
      "Ann is already standing.",
    );
    expect(b.refusal({ type: "move", figure: "ann", option: "f", target: "bob" })).toBe(
      "Ann has no loaded missile weapon it can shoot.",
    );
  });

  it("a prone or kneeling figure may only stand up (or stay down)", () => {
    const b = annAgainstBob();
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
    const bow = annAgainstBob("E9", { ...WULF, name: "Ann" });
    bow.arrange((_, fig) => {
      fig("ann").posture = "kneeling";
    });
    // Kneeling, she may also drop on down to lie prone (d), without moving.
    expect(legalOptions(bow.state, "ann")).toEqual(["d", "f", "g", "pass"]);
    bow.arrange((_, fig) => {
      fig("ann").posture = "prone";
    });
    expect(legalOptions(bow.state, "ann")).toEqual(["g", "pass"]);

    const crossbow = annAgainstBob("E9", {
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
  it("a fighter with a sword and a dagger: shift-attack, defend, change, disengage, nothing", () => {
    const b = annAgainstBob("E6");
    expect(legalOptions(b.state, "ann")).toEqual(["h", "i", "k", "l", "pass"]);
  });

  it("(m) is listed only when a foe next to it may be grappled now", () => {
    // Bob stands facing Ann, as fast as she is, his back free: any grapple is refused, so (m)
    // is not offered (docs/rulings.md, options offered).
    const b = annAgainstBob("E6");
    expect(legalOptions(b.state, "ann")).not.toContain("m");
    expect(b.refusal({ type: "move", figure: "ann", option: "m", target: "bob" })).toBe(
      "Ann cannot grapple Bob: hand-to-hand needs a foe that is down, has its back to a wall, is slower (MA 10 vs 10), is already brawling, or is jumped from its rear hex.",
    );
    // Typed with no target, (m) is still accepted: it waits for a foe to grapple when it acts.
    expect(b.move("ann", "m")).toBeDefined();
    // Bob in leather armor is slower (MA 8): the grapple is allowed and (m) is offered.
    const slower = annAgainstBob("E6", {}, { armor: "leather" });
    expect(legalOptions(slower.state, "ann")).toContain("m");
    expect(slower.move("ann", "m", { target: "bob" })).toBeDefined();
  });

  it("(o) once something lies in its hex", () => {
    const b = annAgainstBob("E6");
    b.arrange((state) => {
      state.dropped.push({ item: "mace", position: at("E5") });
    });
    expect(legalOptions(b.state, "ann")).toEqual(["h", "i", "k", "l", "o", "pass"]);
  });

  it("not (o) when nothing lying there could be picked up and readied", () => {
    // A halberd (ST 13) is too heavy for ST 9; an engaged figure may not ready a longbow.
    const b = annAgainstBob("E6", { st: 9, dx: 15, weapons: ["dagger"], readyWeapon: "dagger" });
    b.arrange((state) => {
      state.dropped.push({ item: "halberd", position: at("E5") });
      state.dropped.push({ item: "longbow", position: at("E5") });
    });
    expect(legalOptions(b.state, "ann")).not.toContain("o");
    expect(
      b.refusal({ type: "move", figure: "ann", option: "o", ready: { pickUp: "halberd" } }),
    ).toBe(
      "Ann cannot use what lies here: Ann (ST 9) is not strong enough to use a halberd (ST 13).",
    );
  });

  it("not (k) when the only weapon carried needs both hands and the shield is on the arm", () => {
    // (k) drops the ready weapon but cannot sling a shield (TWO-HANDED WEAPONS).
    const b = annAgainstBob("E6", {
      st: 13,
      dx: 11,
      weapons: ["halberd", "dagger"],
      readyWeapon: "dagger",
      shield: "large-shield",
      shieldReady: true,
    });
    expect(legalOptions(b.state, "ann")).not.toContain("k");
    expect(
      b.refusal({ type: "move", figure: "ann", option: "k", ready: { weapon: "halberd" } }),
    ).toBe("Ann cannot ready another weapon: Halberd needs both hands: the shield must be slung.");
  });

  it("refuses the disengaged figures' options with the reason", () => {
    const b = annAgainstBob("E6");
    expect(b.refusal({ type: "move", figure: "ann", option: "a", destination: at("E4") })).toBe(
      "Ann is engaged; its options are (h)–(o).",
    );
    expect(b.refusal({ type: "move", figure: "ann", option: "b", target: "bob" })).toBe(
      "Ann is engaged; its options are (h)–(o).",
    );
  });

  it("refuses options whose gear is missing", () => {
    const b = annAgainstBob("E6", { weapons: ["broadsword"], readyWeapon: "broadsword" });
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
    expect(legalOptions(b.state, "wulf")).toEqual(["j", "k", "l", "pass"]);
    expect(b.refusal({ type: "move", figure: "wulf", option: "h", target: "ann" })).toBe(
      "Wulf has no ready weapon to attack with.",
    );
    expect(b.refusal({ type: "move", figure: "wulf", option: "i" })).toBe(
      "Wulf needs a ready non-missile weapon to defend.",
    );
  });

  it("(j) may shift a hex before the shot; next turn the bow is dropped where the archer ends its move", () => {
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
    // No retreat for a missile hit; in turn 2 Wulf shifts to D7, still beside Ann, and the bow falls there
    // (COMBAT EXAMPLE, turn 4: "Wulf shifts again, drops the bow").
    expect(b.fig("wulf").readyWeapon).toBe("longbow");
    b.initiative("red", true);
    b.pass("ann");
    const next = b.move(
      "wulf",
      "k",
      { path: [at("D7")], facing: SE, ready: { weapon: "two-handed-sword" } },
      [6, 1],
    );
    expect(eventsOf(next, "item-dropped")).toEqual([
      {
        type: "item-dropped",
        figure: "wulf",
        item: "longbow",
        at: at("D7"),
        reason: "must drop the missile weapon after a last shot",
      },
    ]);
    expect(b.fig("wulf").readyWeapon).toBe("two-handed-sword");
    expect(b.state.dropped).toEqual([{ item: "longbow", position: at("D7") }]);
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
      "Wulf was engaged already last turn, or readied its missile weapon only as it was engaged; a last shot is for a figure newly engaged with its missile weapon ready from before.",
    );
  });

  it("an engaged figure on the ground may not disengage, attack or defend: it must stand first", () => {
    const b = annAgainstBob("E6");
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

describe("disengaging (l): the step's facing (MELEE VI, FACING)", () => {
  // VI: "A player may change the facing of a figure whenever it MOVES". DISENGAGING: "When its turn
  // to attack comes, instead of attacking, it moves one hex in any direction."

  it("a figure disengaging (l) may face a new way when it steps away", () => {
    const b = annAgainstBob("E6");
    b.move("ann", "l");
    b.move("bob", "i");
    // No step given: Ann is asked for one when her turn to act comes.
    expect(b.state.phase).toEqual({ kind: "action", pass: 1, waitingFor: "ann" });
    const events = b.order(
      { type: "act", figure: "ann", target: null, stepTo: at("E4"), stepFacing: N },
      [6, 1],
    );
    expect(eventsOf(events, "stepped")).toEqual([
      {
        type: "stepped",
        figure: "ann",
        from: at("E5"),
        to: at("E4"),
        reason: "disengaged",
        facing: N,
      },
    ]);
    expect(b.where("ann")).toBe("E4");
    expect(b.fig("ann").facing).toBe(N);
  });

  it("the move order's stepFacing turns it as it steps; the act order's replaces it", () => {
    const b = annAgainstBob("E6");
    b.move("ann", "l", { stepTo: at("E4"), stepFacing: NE });
    expect(chosenOption(b.state, "ann")).toMatchObject({ destination: at("E4"), stepFacing: NE });
    b.move("bob", "pass", {}, [6, 1]);
    expect(b.where("ann")).toBe("E4");
    expect(b.fig("ann").facing).toBe(NE);

    // Ann's step is into D5, where her friend Cid stands: she is asked again when she acts.
    const c = Bout.of(
      [
        fighter("ann", "red", "E5", S, human("Ann")),
        fighter("cid", "red", "D5", S, human("Cid")),
        fighter("bob", "blue", "E6", N, human("Bob")),
      ],
      [6, 1],
    );
    c.initiative("red", true);
    c.move("ann", "l", { stepTo: at("D5"), stepFacing: NE });
    c.move("cid", "pass");
    c.move("bob", "i");
    expect(c.state.phase).toEqual({ kind: "action", pass: 1, waitingFor: "ann" });
    c.order({ type: "act", figure: "ann", target: null, stepTo: at("F5"), stepFacing: SE }, [6, 1]);
    expect(c.where("ann")).toBe("F5");
    expect(c.fig("ann").facing).toBe(SE);
  });

  it("an act order with only a step keeps the move order's facing", () => {
    const b = annAgainstBob("E6");
    b.move("ann", "l", { stepFacing: NE });
    b.move("bob", "i");
    b.order({ type: "act", figure: "ann", target: null, stepTo: at("E4") }, [6, 1]);
    expect([b.where("ann"), b.fig("ann").facing]).toEqual(["E4", NE]);
  });

  it("without stepFacing the figure keeps its facing, and the event says nothing of it", () => {
    const b = annAgainstBob("E6");
    b.move("ann", "l", { stepTo: at("E4") });
    const events = b.move("bob", "pass", {}, [6, 1]);
    expect(eventsOf(events, "stepped")).toEqual([
      { type: "stepped", figure: "ann", from: at("E5"), to: at("E4"), reason: "disengaged" },
    ]);
    expect(b.fig("ann").facing).toBe(S);
  });

  it("refuses a facing that is not a direction, and one for an option that takes no step", () => {
    const b = annAgainstBob("E6");
    expect(
      b.refusal({
        type: "move",
        figure: "ann",
        option: "l",
        stepTo: at("E4"),
        stepFacing: 6 as Direction,
      }),
    ).toBe("The step's facing must be one of N, NE, SE, S, SW, NW.");
    expect(
      b.refusal({ type: "move", figure: "ann", option: "h", target: "bob", stepFacing: N }),
    ).toBe("(h) takes no step: only a figure disengaging, (l) or (r), turns as it steps.");
  });

  it("the act order: refuses a step facing for a figure that attacks, and explains a bad step", () => {
    const b = annAgainstBob("E6");
    b.move("ann", "l");
    b.move("bob", "i");
    expect(b.refusal({ type: "act", figure: "ann", target: null, stepTo: at("E8") })).toBe(
      "E8 is not next to Ann.",
    );
    // Bob, as fast as Ann and facing her, may not be grappled: his hex is no step.
    expect(b.refusal({ type: "act", figure: "ann", target: null, stepTo: at("E6") })).toBe(
      "Ann cannot step into E6: it must be inside the arena and empty or hold only bodies.",
    );
    expect(b.refusal({ type: "act", figure: "ann", target: null, stepFacing: N })).toBe(
      "Say which hex Ann steps into.",
    );
  });
});

describe('disengaging (l) onto a foe is a choice (DISENGAGING: "You MAY move onto another figure")', () => {
  /** Ann (DX 13) and Bob locked face to face; Cid (chainmail, MA 6: Ann may grapple him) in E2. */
  function annBobCid() {
    const b = Bout.of(
      [
        fighter("ann", "red", "E5", S, ANN_SHORTSWORD),
        fighter("bob", "blue", "E6", N, human("Bob")),
        fighter("cid", "blue", "E2", S, human("Cid", { armor: "chainmail" })),
      ],
      [6, 1],
    );
    b.initiative("red", true);
    return b;
  }

  it("a foe who walked into the named hex since is not grappled: Ann is asked for a new step", () => {
    const b = annBobCid();
    b.move("ann", "l", { stepTo: at("E4") });
    b.move("cid", "a", { path: [at("E3"), at("E4")], facing: S });
    const events = b.move("bob", "pass");
    expect(eventsOf(events, "hth-defense")).toEqual([]);
    expect(b.state.phase).toEqual({ kind: "action", pass: 1, waitingFor: "ann" });
  });

  it("a step named onto a foe already there is an HTH attempt on him", () => {
    const b = annBobCid();
    b.arrange((_, fig) => {
      fig("cid").position = at("E4");
    });
    b.move("ann", "l", { stepTo: at("E4") });
    b.move("cid", "pass");
    // Cid's die: 5, Ann backs off; Bob's pass ends the turn (next initiative 6, 1).
    const events = b.move("bob", "pass", {}, [5, 6, 1]);
    expect(eventsOf(events, "hth-defense")).toEqual([
      { type: "hth-defense", attacker: "ann", defender: "cid", faces: [5], outcome: "backed-off" },
    ]);
  });
});

describe("options for figures in HTH combat (p)–(r)", () => {
  function brawl(annGear = {}): Bout {
    const b = annAgainstBob("E6", annGear);
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
      // AM §9's riders: two hexes to a horse or off it; jumping off, the horse runs its MA.
      mount: 2,
      dismount: 2,
      "jump-off": 7,
      flee: 7,
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
    const b = annAgainstBob("E6");
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
