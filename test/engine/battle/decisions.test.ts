/**
 * What the battle waits for and what a figure may legally do: pendingDecision, legalOptions,
 * legalDestinations, legalAttackTargets, legalRetreatHexes.
 */
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../src/dice/dice.ts";
import { applyOrder } from "../../../src/engine/battle/apply.ts";
import {
  legalAttackTargets,
  legalDestinations,
  legalOptions,
  legalRetreatHexes,
  type PlannedOrder,
  pendingDecision,
} from "../../../src/engine/battle/decisions.ts";
import { IllegalOrderError } from "../../../src/engine/battle/errors.ts";
import type { Order } from "../../../src/engine/battle/orders.ts";
import type { FigureSetup } from "../../../src/engine/battle/setup.ts";
import type { AttackKind, BattleState } from "../../../src/engine/battle/types.ts";
import { isInArena } from "../../../src/engine/hex/arena.ts";
import {
  type Direction,
  formatHex,
  fromOffset,
  type Hex,
  hexDistance,
  hexKey,
  neighbor,
} from "../../../src/engine/hex/coordinates.ts";
import { at, Bout, beast, fighter, human, labels, N, NE, NW, S, SE, SW } from "./builders.ts";
import { WULF } from "./fixtures.ts";

const ANN = human("Ann", {
  st: 11,
  dx: 13,
  weapons: ["shortsword", "dagger"],
  readyWeapon: "shortsword",
});

function bout(figures: FigureSetup[], faces = [6, 1]): Bout {
  return Bout.of(figures, faces);
}

const FACINGS: readonly Direction[] = [N, NE, SE, S, SW, NW];

/** Whether applyOrder accepts the order (any dice: every refusal comes before a roll). */
function accepts(state: BattleState, order: Order): boolean {
  try {
    applyOrder(state, order, new SeededDice(1));
    return true;
  } catch (error) {
    if (error instanceof IllegalOrderError) return false;
    throw error;
  }
}

/**
 * Both ways, for each end facing: the targets listed for the planned order are exactly those
 * the order is accepted with; with no facing, those some facing is accepted with.
 */
function expectTargetsAgree(b: Bout, figure: string, kind: AttackKind, plan: PlannedOrder): void {
  const ids = b.state.figures.map((t) => t.id);
  const some = new Set<string>();
  for (const facing of FACINGS) {
    const accepted = ids.filter((target) =>
      accepts(b.state, { type: "move", figure, ...plan, facing, target }),
    );
    for (const id of accepted) some.add(id);
    expect(legalAttackTargets(b.state, figure, kind, { ...plan, facing })).toEqual(accepted);
  }
  expect(legalAttackTargets(b.state, figure, kind, plan)).toEqual(ids.filter((t) => some.has(t)));
}

/** Every hex of the arena. */
function arenaHexes(state: BattleState): Hex[] {
  const hexes: Hex[] = [];
  for (let col = 0; col < state.arena.width; col++)
    for (let row = 0; row < state.arena.height; row++) {
      const h = fromOffset(col, row);
      if (isInArena(state.arena, h)) hexes.push(h);
    }
  return hexes;
}

function sortedLabels(ends: { hex: { q: number; r: number } }[]): string[] {
  return labels(ends.map((d) => d.hex)).sort();
}

describe("pendingDecision", () => {
  const pair = () =>
    bout([
      fighter("ann", "red", "E5", S, ANN),
      fighter("bob", "blue", "E6", N, human("Bob")),
      fighter("cid", "red", "F5", SW, human("Cid", { st: 13, dx: 11 })),
      fighter("dan", "blue", "F6", N, human("Dan")),
    ]);

  it("walks through initiative, orders, an act, a retreat and the end", () => {
    const b = pair();
    b.arrange((_, fig) => {
      fig("bob").hits = 8;
    });
    expect(pendingDecision(b.state)).toEqual({ kind: "initiative", side: "red" });
    b.initiative("red", true);
    expect(pendingDecision(b.state)).toEqual({
      kind: "orders",
      side: "red",
      figures: ["ann", "cid"],
    });
    b.move("ann", "h", { target: "bob" });
    b.move("cid", "h", { target: "bob" });
    expect(pendingDecision(b.state)).toEqual({
      kind: "orders",
      side: "blue",
      figures: ["bob", "dan"],
    });
    b.move("dan", "pass");
    // Ann (13) kills Bob (5 hits on ST 4); Cid's target is gone but Dan is in reach: he is asked.
    b.move("bob", "h", { target: "cid" }, [2, 3, 3, 3, 3]);
    expect(pendingDecision(b.state)).toEqual({ kind: "act", figure: "cid" });
    expect(b.refusal({ type: "act", figure: "ann", target: null })).toBe(
      "That figure is not waiting to act.",
    );
    expect(b.refusal({ type: "act", figure: "cid", target: "ann" })).toBe("Ann is on Cid's side.");
    // Cid forfeits; the turn ends (no one to push back) and turn 2 begins.
    const events = b.order({ type: "act", figure: "cid", target: null }, [3, 3, 6, 1]);
    expect(events[0]).toEqual({
      type: "action-lost",
      figure: "cid",
      reason: "Cid forfeits the action",
    });
    expect(pendingDecision(b.state)).toEqual({ kind: "initiative", side: "red" });
  });

  it("asks the victor about a retreat, then ends with the winner", () => {
    const b = bout([
      fighter("ann", "red", "E5", S, ANN),
      fighter("bob", "blue", "E6", N, human("Bob")),
    ]);
    b.initiative("red", true);
    b.move("ann", "h", { target: "bob" });
    b.move("bob", "pass", {}, [2, 3, 3, 3, 3]);
    expect(pendingDecision(b.state)).toEqual({
      kind: "retreat",
      rights: [{ victor: "ann", enemy: "bob" }],
    });
    expect(labels(legalRetreatHexes(b.state, { victor: "ann", enemy: "bob" }))).toEqual([
      "F5",
      "F6",
      "E7",
      "D6",
      "D5",
    ]);
    b.order({ type: "retreat", victor: "ann", enemy: "bob", to: at("E7"), advance: true }, [6, 1]);
    b.arrange((_, fig) => {
      fig("bob").hits = 10;
    });
    b.initiative("red", true);
    // Ann, now in E6 facing S, strikes Bob in E7 again: dead.
    b.move("ann", "h", { target: "bob" });
    b.move("bob", "pass", {}, [2, 3, 3, 3, 3]);
    expect(pendingDecision(b.state)).toEqual({ kind: "ended", winner: "red" });
    expect(b.refusal({ type: "initiative", side: "red", moveFirst: true })).toBe(
      "The battle is over.",
    );
  });
});

describe("legalOptions", () => {
  it("lists the options in the book's order, with pass last", () => {
    const b = bout([fighter("ann", "red", "E5", S, ANN), fighter("bob", "blue", "E6", N, WULF)]);
    b.initiative("red", true);
    // Neither is slower, down or against a wall: no (m), as no grapple would be allowed.
    expect(legalOptions(b.state, "ann")).toEqual(["h", "i", "k", "l", "pass"]);
    // Wulf has not yet chosen an option while engaged: he may get off a last shot.
    expect(legalOptions(b.state, "bob")).toEqual(["j", "k", "l", "pass"]);
  });

  it("is empty for a figure out of the fight, and for one that has its option", () => {
    const b = bout([
      fighter("ann", "red", "E5", S, ANN),
      fighter("bob", "blue", "E9", N, human("Bob")),
    ]);
    b.initiative("red", true);
    b.move("ann", "pass");
    expect(legalOptions(b.state, "ann")).toEqual([]);
    b.arrange((_, fig) => {
      fig("bob").condition = "dead";
    });
    expect(legalOptions(b.state, "bob")).toEqual([]);
  });
});

describe("legalDestinations", () => {
  it("(e), 2 hexes, round a friend in the way: 17 ends, none through him", () => {
    const b = bout([
      fighter("ann", "red", "E10", N, ANN),
      fighter("cid", "red", "E9", N, human("Cid")),
      fighter("bob", "blue", "L16", N, human("Bob")),
    ]);
    b.initiative("red", true);
    const ends = legalDestinations(b.state, "ann", "e");
    expect(sortedLabels(ends)).toEqual(
      [
        "E10",
        "F9",
        "F10",
        "E11",
        "D10",
        "D9",
        "F8",
        "G9",
        "G10",
        "G11",
        "F11",
        "E12",
        "D11",
        "C11",
        "C10",
        "C9",
        "D8",
      ].sort(),
    );
    const cost = (label: string) => ends.find((d) => labels([d.hex])[0] === label)?.cost;
    expect([cost("E10"), cost("F9"), cost("D8"), cost("E12")]).toEqual([0, 1, 2, 2]);
    expect(labels(ends.find((d) => labels([d.hex])[0] === "D8")?.path ?? [])).toEqual(["D9", "D8"]);
  });

  it("a shift: the figure's own hex and the hexes still next to its foe", () => {
    const b = bout([
      fighter("ann", "red", "E5", S, ANN),
      fighter("bob", "blue", "E6", N, human("Bob")),
    ]);
    b.initiative("red", true);
    const ends = legalDestinations(b.state, "ann", "h");
    expect(sortedLabels(ends)).toEqual(["D5", "E5", "F5"]);
    expect(ends.map((d) => d.cost).sort()).toEqual([0, 1, 1]);
  });

  it("jumping a body costs 3; stopping on it costs 1", () => {
    const b = bout([
      fighter("ann", "red", "E10", N, ANN),
      fighter("cid", "red", "E9", N, human("Cid")),
      fighter("bob", "blue", "L16", N, human("Bob")),
    ]);
    b.arrange((_, fig) => {
      fig("cid").condition = "dead";
      fig("cid").posture = "fallen";
    });
    b.initiative("red", true);
    const ends = legalDestinations(b.state, "ann", "e");
    const at2 = (label: string) => ends.find((d) => labels([d.hex])[0] === label);
    expect(at2("E9")?.cost).toBe(1);
    // E8 lies past the body: round it is 3 (F9, F8, E8)... too far for (e); through it is 1 + 3.
    expect(at2("E8")).toBeUndefined();
    const far = legalDestinations(b.state, "ann", "a").find((d) => labels([d.hex])[0] === "E8");
    expect(far?.cost).toBe(3);
  });

  it("a charge may end on a foe lying down, for HTH", () => {
    const b = bout([
      fighter("ann", "red", "E5", S, ANN),
      fighter("bob", "blue", "E8", N, human("Bob")),
    ]);
    b.arrange((_, fig) => {
      fig("bob").posture = "prone";
    });
    b.initiative("red", true);
    const onBob = legalDestinations(b.state, "ann", "b").find((d) => labels([d.hex])[0] === "E8");
    expect(onBob && labels(onBob.path)).toEqual(["E6", "E7", "E8"]);
    expect(legalDestinations(b.state, "ann", "a").some((d) => labels([d.hex])[0] === "E8")).toBe(
      false,
    );
  });

  it("nowhere but its own hex for a figure that is down, or an option with no movement", () => {
    const b = bout([
      fighter("ann", "red", "E5", S, ANN),
      fighter("bob", "blue", "E9", N, human("Bob")),
    ]);
    b.initiative("red", true);
    expect(sortedLabels(legalDestinations(b.state, "ann", "pass"))).toEqual(["E5"]);
    b.arrange((_, fig) => {
      fig("ann").posture = "prone";
    });
    expect(sortedLabels(legalDestinations(b.state, "ann", "g"))).toEqual(["E5"]);
  });
});

describe("legalAttackTargets", () => {
  it("weapon: enemies in a front hex only", () => {
    const b = bout([
      fighter("ann", "red", "E5", S, ANN),
      fighter("bob", "blue", "E6", N, human("Bob")),
      fighter("dan", "blue", "E4", S, human("Dan")),
      fighter("cid", "red", "F5", N, human("Cid")),
    ]);
    expect(legalAttackTargets(b.state, "ann", "weapon")).toEqual(["bob"]);
  });

  it("missile: enemies ahead of the archer, not behind", () => {
    const b = bout([
      fighter("wulf", "red", "E10", N, WULF),
      fighter("bob", "blue", "E4", N, human("Bob")),
      fighter("dan", "blue", "E15", N, human("Dan")),
      fighter("eve", "blue", "J6", N, human("Eve")),
    ]);
    expect(legalAttackTargets(b.state, "wulf", "missile")).toEqual(["bob", "eve"]);
  });

  it("hth: a foe next to it that is down, slower, backed to a wall or taken from behind", () => {
    const b = bout([
      fighter("ann", "red", "E5", S, ANN),
      fighter("bob", "blue", "E6", N, human("Bob")),
      fighter("dan", "blue", "F5", SW, human("Dan", { armor: "chainmail" })),
      fighter("eve", "blue", "D5", SW, human("Eve")),
    ]);
    // Bob: same MA, facing Ann: no. Dan: MA 6 < 10: yes. Eve: faces away, Ann in her rear hex: yes.
    expect(legalAttackTargets(b.state, "ann", "hth")).toEqual(["dan", "eve"]);
    b.arrange((_, fig) => {
      fig("bob").posture = "kneeling";
    });
    expect(legalAttackTargets(b.state, "ann", "hth")).toEqual(["bob", "dan", "eve"]);
  });
});

describe("legalAttackTargets for a planned move", () => {
  it("(h) turning in place: the foe on its flank is listed for the facings that front him", () => {
    const b = bout([
      fighter("ann", "red", "E5", N, ANN),
      fighter("bob", "blue", formatHex(neighbor(at("E5"), SE)), NW, human("Bob")),
    ]);
    b.initiative("red", true);
    // Standing as she is, Ann has no one in front…
    expect(legalAttackTargets(b.state, "ann", "weapon")).toEqual([]);
    // …but "a figure may always change its facing at the end of its movement turn" (VI).
    expect(legalAttackTargets(b.state, "ann", "weapon", { option: "h", facing: SE })).toEqual([
      "bob",
    ]);
    expect(legalAttackTargets(b.state, "ann", "weapon", { option: "h", facing: N })).toEqual([]);
    // No facing given: some facing allows it.
    expect(legalAttackTargets(b.state, "ann", "weapon", { option: "h" })).toEqual(["bob"]);
    expect(b.refusal({ type: "move", figure: "ann", option: "h", facing: N, target: "bob" })).toBe(
      "Bob is not in one of Ann's front hexes.",
    );
    // Every shift, every facing: listed exactly when accepted.
    for (const d of legalDestinations(b.state, "ann", "h")) {
      expectTargetsAgree(b, "ann", "weapon", { option: "h", path: d.path });
    }
    // An option that makes no attack, or an attack the option cannot make, lists no one.
    expect(legalAttackTargets(b.state, "ann", "weapon", { option: "i", facing: SE })).toEqual([]);
    expect(legalAttackTargets(b.state, "ann", "missile", { option: "h", facing: SE })).toEqual([]);
  });

  it("(b) a charge lists the foe in front of where it ends, facing as it will", () => {
    const b = bout([
      fighter("ann", "red", "E5", S, ANN),
      fighter("bob", "blue", "E9", N, human("Bob")),
    ]);
    b.initiative("red", true);
    expect(legalAttackTargets(b.state, "ann", "weapon")).toEqual([]);
    const toE8 = { option: "b", destination: at("E8") } as const;
    expect(legalAttackTargets(b.state, "ann", "weapon", toE8)).toEqual(["bob"]);
    // Facing back the way she came, Bob is behind her.
    expect(legalAttackTargets(b.state, "ann", "weapon", { ...toE8, facing: N })).toEqual([]);
    expectTargetsAgree(b, "ann", "weapon", toE8);
    for (const d of legalDestinations(b.state, "ann", "b")) {
      if (hexDistance(d.hex, at("E9")) <= 2)
        expectTargetsAgree(b, "ann", "weapon", { option: "b", path: d.path });
    }
    // A move that would be refused (too far for a charge) lists no one.
    expect(
      legalAttackTargets(b.state, "ann", "weapon", { option: "b", destination: at("E12") }),
    ).toEqual([]);
  });

  it("(b) onto a foe lying down: the one entered for HTH, whatever the facing", () => {
    const b = bout([
      fighter("ann", "red", "E5", S, ANN),
      fighter("bob", "blue", "E8", N, human("Bob")),
      fighter("dan", "blue", "E6", N, human("Dan")),
    ]);
    b.arrange((_, fig) => {
      fig("bob").posture = "prone";
      fig("dan").position = at("H8");
    });
    b.initiative("red", true);
    const ontoBob = { option: "b", destination: at("E8") } as const;
    expect(legalAttackTargets(b.state, "ann", "weapon", ontoBob)).toEqual(["bob"]);
    for (const facing of FACINGS) {
      expect(legalAttackTargets(b.state, "ann", "weapon", { ...ontoBob, facing })).toEqual(["bob"]);
      expect(
        accepts(b.state, { type: "move", figure: "ann", ...ontoBob, facing, target: "bob" }),
      ).toBe(true);
    }
  });

  it("(b) joining a brawl: the foe entered or another of his side in the pile", () => {
    const b = bout([
      fighter("ann", "red", "E5", S, ANN),
      fighter("bob", "blue", "E8", N, human("Bob")),
      fighter("dan", "blue", "E10", N, human("Dan")),
      fighter("cid", "red", "E12", N, human("Cid")),
    ]);
    b.arrange((_, fig) => {
      for (const id of ["bob", "dan", "cid"]) {
        fig(id).position = at("E8");
        fig(id).posture = "fallen";
      }
    });
    b.initiative("red", true);
    // MELEE: MULTIPLE HTH COMBAT — "he must pick one or the other".
    const intoPile = { option: "b", destination: at("E8") } as const;
    expect(legalAttackTargets(b.state, "ann", "weapon", intoPile)).toEqual(["bob", "dan"]);
    for (const target of ["bob", "dan"]) {
      expect(accepts(b.state, { type: "move", figure: "ann", ...intoPile, target })).toBe(true);
    }
  });

  it("(m) lists whom it could grapple from the end of its shift", () => {
    const b = bout([
      fighter("ann", "red", "E5", S, ANN),
      fighter("bob", "blue", "E6", N, human("Bob")),
      fighter("dan", "blue", "F5", SW, human("Dan", { armor: "chainmail" })),
      fighter("eve", "blue", "D5", SW, human("Eve")),
    ]);
    b.initiative("red", true);
    expect(legalAttackTargets(b.state, "ann", "hth", { option: "m" })).toEqual(["dan", "eve"]);
    expectTargetsAgree(b, "ann", "hth", { option: "m" });
  });
});

describe("legalAttackTargets in a brawl", () => {
  function pile(combatType: "death" | "arena"): Bout {
    const dagger = { weapons: ["dagger"], readyWeapon: "dagger" } as const;
    const b = Bout.of(
      [
        fighter("ann", "red", "E5", S, human("Ann", dagger)),
        fighter("bob", "blue", "E7", N, human("Bob", dagger)),
        fighter("dan", "blue", "E9", N, human("Dan")),
      ],
      [6, 1],
      { combatType },
    );
    b.arrange((_, fig) => {
      for (const id of ["bob", "dan"]) fig(id).position = at("E5");
      for (const id of ["ann", "bob", "dan"]) fig(id).posture = "fallen";
      fig("dan").condition = "unconscious";
      fig("dan").hits = 11;
    });
    b.initiative("red", true);
    return b;
  }

  it("(p) may strike an unconscious foe in the pile in combat to the death, not in the arena", () => {
    const death = pile("death");
    expect(legalAttackTargets(death.state, "ann", "hth")).toEqual(["bob", "dan"]);
    const arena = pile("arena");
    expect(legalAttackTargets(arena.state, "ann", "hth")).toEqual(["bob"]);
    // MELEE: ARENA COMBAT — unconscious figures may not be slain.
    expect(arena.refusal({ type: "move", figure: "ann", option: "p", target: "dan" })).toBe(
      "Dan is unconscious and may not be slain in arena combat.",
    );
    for (const b of [death, arena]) {
      const accepted = b.state.figures
        .map((t) => t.id)
        .filter((target) => accepts(b.state, { type: "move", figure: "ann", option: "p", target }));
      expect(legalAttackTargets(b.state, "ann", "hth")).toEqual(accepted);
      expectTargetsAgree(b, "ann", "hth", { option: "p" });
    }
  });
});

describe("(b) for a figure with nothing to charge with", () => {
  const NO_HAND_WEAPON =
    "Wulf has no hand weapon ready to charge with (a charge may use any weapon but a missile weapon).";

  it("Wulf (longbow ready, no shield) is not offered (b) with no foe to charge onto", () => {
    const b = bout([
      fighter("wulf", "red", "E3", S, WULF),
      fighter("bob", "blue", "E14", N, human("Bob")),
    ]);
    b.initiative("red", true);
    expect(legalOptions(b.state, "wulf")).toEqual(["a", "c", "d", "e", "f", "pass"]);
    expect(legalDestinations(b.state, "wulf", "b")).toEqual([]);
    expect(b.refusal({ type: "move", figure: "wulf", option: "b", destination: at("E7") })).toBe(
      NO_HAND_WEAPON,
    );
    expect(b.refusal({ type: "move", figure: "wulf", option: "b" })).toBe(NO_HAND_WEAPON);
  });

  it("he may charge bare-handed onto a foe lying in reach, for HTH, and nowhere else", () => {
    const b = bout([
      fighter("wulf", "red", "E3", S, WULF),
      fighter("bob", "blue", "E6", N, human("Bob")),
    ]);
    b.arrange((_, fig) => {
      fig("bob").posture = "prone";
    });
    b.initiative("red", true);
    expect(legalOptions(b.state, "wulf")).toContain("b");
    const ends = legalDestinations(b.state, "wulf", "b");
    expect(ends.map((d) => [formatHex(d.hex), labels(d.path), d.cost])).toEqual([
      ["E6", ["E4", "E5", "E6"], 3],
    ]);
    expect(
      accepts(b.state, { type: "move", figure: "wulf", option: "b", path: ends[0]?.path }),
    ).toBe(true);
    // Every other hex, his own included, is refused.
    for (const h of arenaHexes(b.state)) {
      const order: Order = { type: "move", figure: "wulf", option: "b", destination: h };
      expect([formatHex(h), accepts(b.state, order)]).toEqual([
        formatHex(h),
        formatHex(h) === "E6",
      ]);
    }
  });

  it("a figure with only a shield ready still charges anywhere in reach: it shield-rushes", () => {
    const b = bout([
      fighter(
        "ann",
        "red",
        "E5",
        S,
        human("Ann", { readyWeapon: null, shield: "small-shield", shieldReady: true }),
      ),
      fighter("bob", "blue", "E9", N, human("Bob")),
    ]);
    b.initiative("red", true);
    expect(legalOptions(b.state, "ann")).toContain("b");
    const ends = legalDestinations(b.state, "ann", "b");
    expect(ends.length).toBeGreaterThan(50);
    for (const d of ends.filter((e) => hexDistance(e.hex, at("E9")) === 1)) {
      const order: Order = { type: "move", figure: "ann", option: "b", attack: "shield-rush" };
      expect(accepts(b.state, { ...order, ...(d.path.length > 0 ? { path: d.path } : {}) })).toBe(
        true,
      );
    }
  });
});

describe("legalDestinations in flight", () => {
  function gargoyle(): Bout {
    const b = bout([
      beast("garg", "red", "gargoyle", "E3", S),
      fighter("ann", "blue", "B14", N, human("Ann")),
    ]);
    b.initiative("red", true);
    return b;
  }

  it("a gargoyle taking off (a) moves with its flying MA, 16: listed exactly when accepted", () => {
    const b = gargoyle();
    const walking = legalDestinations(b.state, "garg", "a");
    const flying = legalDestinations(b.state, "garg", "a", "take-off");
    expect(Math.max(...walking.map((d) => d.cost))).toBe(8);
    expect(Math.max(...flying.map((d) => d.cost))).toBe(16);
    expect(flying.find((d) => formatHex(d.hex) === "E15")?.cost).toBe(12);
    const listed = new Map(flying.map((d) => [hexKey(d.hex), d]));
    for (const h of arenaHexes(b.state)) {
      const order: Order = { type: "move", figure: "garg", option: "a", flight: "take-off" };
      const ok = accepts(b.state, { ...order, destination: h });
      expect([formatHex(h), ok]).toEqual([formatHex(h), listed.has(hexKey(h))]);
      const d = listed.get(hexKey(h));
      if (d && d.path.length > 0) expect(accepts(b.state, { ...order, path: d.path })).toBe(true);
    }
  });

  it("a dodge (c) takes off with half the flying MA; a take-off or landing refused lists nothing", () => {
    const b = gargoyle();
    const dodging = legalDestinations(b.state, "garg", "c", "take-off");
    expect(Math.max(...dodging.map((d) => d.cost))).toBe(8);
    expect(legalDestinations(b.state, "garg", "b", "take-off")).toEqual([]);
    expect(
      b.refusal({
        type: "move",
        figure: "garg",
        option: "b",
        flight: "take-off",
        destination: at("E5"),
      }),
    ).toBe("A flier takes off with option (a) or (c).");
    expect(legalDestinations(b.state, "ann", "a", "take-off")).toEqual([]);
    expect(legalDestinations(b.state, "garg", "a", "land")).toEqual([]);
    expect(b.refusal({ type: "move", figure: "garg", option: "a", flight: "land" })).toBe(
      "garg is not flying.",
    );
    // In the air already: no second take-off; landing at the end changes nothing on the way.
    b.arrange((_, fig) => {
      fig("garg").flying = true;
    });
    expect(legalDestinations(b.state, "garg", "a", "take-off")).toEqual([]);
    expect(legalDestinations(b.state, "garg", "a", "land")).toEqual(
      legalDestinations(b.state, "garg", "a"),
    );
    expect(Math.max(...legalDestinations(b.state, "garg", "a").map((d) => d.cost))).toBe(16);
  });
});
