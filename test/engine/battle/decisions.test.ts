/**
 * What the battle waits for and what a figure may legally do: pendingDecision, legalOptions,
 * legalDestinations, legalAttackTargets, legalRetreatHexes.
 */
import { describe, expect, it } from "vitest";
import {
  legalAttackTargets,
  legalDestinations,
  legalOptions,
  legalRetreatHexes,
  pendingDecision,
} from "../../../src/engine/battle/decisions.ts";
import type { FigureSetup } from "../../../src/engine/battle/setup.ts";
import { at, Bout, fighter, human, labels, N, S, SW } from "./builders.ts";
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
    expect(b.refusal({ type: "act", figure: "cid", target: "ann" })).toBe(
      "Cid still has no legal target or step there.",
    );
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
    expect(legalOptions(b.state, "ann")).toEqual(["h", "i", "k", "l", "m", "pass"]);
    // Wulf has not yet chosen an option while engaged: he may get off a last shot.
    expect(legalOptions(b.state, "bob")).toEqual(["j", "k", "l", "m", "pass"]);
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
