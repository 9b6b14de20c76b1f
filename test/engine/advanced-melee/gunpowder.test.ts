/**
 * AM §6 GUNPOWDER WEAPONS and GUNPOWDER BOMBS: the powder's die (a 6 is bad), the arquebus (3+3,
 * +4 DX with the Guns talent and −4 without, 4 turns to ready, 12 to reload), a gun's 18 bursting
 * it with a grenade's blast, the blunderbuss's 15-hex wedge and recoil (List 2, 14 and 15), and
 * the grenade thrown as a molotail, its blast and concussion. Readings in docs/rulings.md,
 * "Gunpowder".
 */
import { describe, expect, it } from "vitest";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import {
  attackRolls,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

/** A (DX 12) in E5 facing south at T in E8, 2 megahexes off, with whatever else stands about. */
function gunner(a: FigureSpec, others: Parameters<typeof fighter>[] = []) {
  return new TestBattle(
    [
      fighter("a", a, "E5", S),
      fighter("t", human("T"), "E8", N, "red"),
      ...others.map((o) => fighter(...o)),
    ],
    { ruleset: "advanced-melee" },
  );
}

const arquebusier = (talents: FigureSpec["talents"] = []) =>
  human("A", { weapons: ["arquebus"], readyWeapon: "arquebus", talents });

/** Everyone but A passes; A fires (f) or throws (b) at T. */
function attackT(b: TestBattle, faces: readonly number[], option: "f" | "b" = "f") {
  const others = b.state.figures.filter((f) => f.id !== "a");
  return b.turn(
    [
      ...others.map((f) => ({ figure: f.id, option: "pass" as const })),
      option === "f"
        ? { figure: "a", option, target: "t" }
        : { figure: "a", option, target: "t", attack: "thrown" as const },
    ],
    faces,
  );
}

const line = (b: TestBattle, event: unknown) => describeEvent(b.state, event as never);

describe("AM §6 the arquebus", () => {
  it("with the Guns talent: good powder (3), +4 DX, 9 hits, 3 dice + 3 = 15; 12 turns to reload", () => {
    const b = gunner(arquebusier(["guns"]));
    const events = attackT(b, [3, 3, 3, 3, 4, 4, 4]);
    const [powder] = eventsOf(events, "powder-roll");
    expect(line(b, powder)).toBe("A's arquebus: powder 1d6 = 3, good");
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 16,
      modifiers: [{ label: "Guns talent", value: 4 }],
    });
    expect(eventsOf(events, "damage")[0]).toMatchObject({ target: "t", total: 15 });
    expect(b.fig("a").reloadTurnsLeft).toBe(12);
  });

  it("without it, −4 DX; and bad powder (a 6) fires nothing, yet the gun must be reloaded", () => {
    const b = gunner(arquebusier());
    const events = attackT(b, [6]);
    expect(line(b, eventsOf(events, "powder-roll")[0])).toBe(
      "A's arquebus: powder 1d6 = 6, bad: it does not fire",
    );
    expect(attackRolls(events)).toEqual([]);
    expect(b.fig("a").reloadTurnsLeft).toBe(12);
    const missed = attackT(gunner(arquebusier()), [1, 5, 5, 5]);
    expect(attackRolls(missed)[0]).toMatchObject({
      adjDx: 8,
      modifiers: [{ label: "no Guns talent", value: -4 }],
    });
  });

  it("unloaded it cannot fire; option (e) reloads it a turn at a time", () => {
    const b = gunner(arquebusier());
    b.edit("a", { reloadTurnsLeft: 1 });
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() => b.order({ type: "move", figure: "a", option: "f", target: "t" })).toThrow(
      "A has no loaded missile weapon it can shoot.",
    );
    const [reloaded] = eventsOf(b.order({ type: "move", figure: "a", option: "e" }), "reloaded");
    expect(reloaded).toEqual({ type: "reloaded", figure: "a", turnsLeft: 0, gun: "arquebus" });
    expect(line(b, reloaded)).toBe("A reloads: the arquebus can shoot next turn");
  });

  it("readied from the sling it takes 4 turns: the readying and 3 more", () => {
    const b = gunner(human("A", { weapons: ["broadsword", "arquebus"] }));
    b.turn([
      { figure: "t", option: "pass" },
      { figure: "a", option: "e", ready: { weapon: "arquebus" } },
    ]);
    expect(b.fig("a")).toMatchObject({ readyWeapon: "arquebus", reloadTurnsLeft: 3 });
  });

  it("an 18 bursts it: gone, 2 dice to A in its megahex, 1 to B in the next, none to T", () => {
    const b = gunner(arquebusier(), [["b", human("B"), "E6", N]]);
    const events = attackT(b, [1, 6, 6, 6, 3, 4, 2]);
    const [burst] = eventsOf(events, "gun-burst");
    expect(line(b, burst)).toBe("A's arquebus bursts in E5 and is lost");
    expect(b.fig("a").readyWeapon).toBeNull();
    expect(eventsOf(events, "blasted").map((e) => [e.figure, e.megahexes, e.taken])).toEqual([
      ["a", 0, 7],
      ["b", 1, 2],
    ]);
    expect(line(b, eventsOf(events, "blasted")[1])).toBe(
      "The blast reaches B in the next megahex: 1d6 = 2, B takes 2 (ST 10/12)",
    );
    expect(eventsOf(events, "saving-roll")).toEqual([]);
  });
});

describe("AM §6 the blunderbuss", () => {
  const blunderbuss = (talents: FigureSpec["talents"] = []) =>
    human("A", { weapons: ["blunderbuss"], readyWeapon: "blunderbuss", talents });

  it("sprays the 15-hex wedge from E6: T ducks, B fails and takes 1+2, C is outside, R behind T", () => {
    const b = gunner(blunderbuss(), [
      ["b", human("B"), "C7", N, "red"],
      ["c", human("C"), "F7", N, "red"],
      ["r", human("R"), "E10", N, "red"],
    ]);
    // Powder 2; recoil 9 against 12 − 4 (no Guns talent) fails; T 4 dice 4, B 22; B's 1d6+2 = 6.
    const events = attackT(b, [2, 3, 3, 3, 1, 1, 1, 1, 6, 6, 5, 5, 4]);
    const [fired] = eventsOf(events, "blunderbuss-fired");
    expect(fired?.hexes).toHaveLength(15);
    expect(line(b, fired)).toBe("A's blunderbuss sprays 15 hexes from E6");
    expect(
      eventsOf(events, "saving-roll").map((e) => [e.figure, e.target, e.success, e.purpose]),
    ).toEqual([
      ["a", 8, false, "stand the blunderbuss's recoil"],
      ["t", 12, true, "duck the blunderbuss's hail"],
      ["b", 12, false, "duck the blunderbuss's hail"],
    ]);
    expect(eventsOf(events, "damage").map((e) => [e.target, e.total])).toEqual([["b", 6]]);
    expect(b.fig("a").posture).toBe("fallen");
    expect(b.fig("a").reloadTurnsLeft).toBe(12);
  });

  it("with the Guns talent the recoil roll is against DX 12; its 18 bursts the gun", () => {
    const b = gunner(blunderbuss(["guns"]));
    const events = attackT(b, [1, 6, 6, 6, 3, 3]);
    expect(eventsOf(events, "saving-roll")[0]).toMatchObject({ target: 12, success: false });
    expect(eventsOf(events, "gun-burst")).toHaveLength(1);
    expect(eventsOf(events, "blunderbuss-fired")).toEqual([]);
    expect(eventsOf(events, "blasted").map((e) => [e.figure, e.taken])).toEqual([["a", 6]]);
    expect(b.fig("a").posture).toBe("standing");
  });
});

describe("AM §6 the grenade", () => {
  const grenadier = () => human("A", { weapons: ["grenade", "torch"], readyWeapon: "grenade" });
  const around = (): Parameters<typeof fighter>[] => [
    ["b", human("B"), "F8", N, "red"],
    ["c", human("C"), "E7", N, "red"],
  ];

  it("hits E8: 2 dice to T and B in its megahex, 1 to C next to it; the concussion fells T and C", () => {
    const b = gunner(grenadier(), around());
    const events = attackT(b, [3, 3, 3, 2, 3, 4, 2, 2, 5, 1, 2, 3, 2, 2, 2, 6, 1, 1, 6, 6, 1], "b");
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 10,
      modifiers: [{ label: "thrown 2 megahexes", value: -2 }],
    });
    expect(line(b, eventsOf(events, "grenade-landed")[0])).toBe("A's grenade lands in E8");
    expect(eventsOf(events, "blasted").map((e) => [e.figure, e.megahexes, e.taken])).toEqual([
      ["t", 0, 7],
      ["b", 0, 4],
      ["c", 1, 5],
    ]);
    const concussion = eventsOf(events, "saving-roll");
    expect(concussion.map((e) => [e.figure, e.target, e.success])).toEqual([
      ["a", 12, true],
      ["t", 5, false],
      ["b", 8, true],
      ["c", 7, false],
    ]);
    expect(line(b, concussion[1])).toBe(
      "T rolls to stand the blast's concussion: 3d6 = 6 (2+2+2) > ST 5, fails",
    );
    expect(["a", "t", "b", "c"].map((id) => b.fig(id).posture)).toEqual([
      "standing",
      "fallen",
      "standing",
      "fallen",
    ]);
  });

  it("a 6 on the GM's die is a dud: nothing happens where it lands", () => {
    const b = gunner(grenadier(), around());
    const events = attackT(b, [3, 3, 3, 6], "b");
    expect(line(b, eventsOf(events, "powder-roll")[0])).toBe(
      "A's grenade: powder 1d6 = 6, bad: it is a dud",
    );
    expect(eventsOf(events, "blasted")).toEqual([]);
  });

  it("a 17 sets it off in A's hand, in E5", () => {
    const b = gunner(grenadier(), around());
    const events = attackT(b, [6, 6, 5, 2, 1, 1, 1, ...Array(12).fill(1)], "b");
    expect(line(b, eventsOf(events, "grenade-landed")[0])).toBe(
      "A's grenade goes off in the thrower's hand, in E5",
    );
    expect(eventsOf(events, "blasted").map((e) => [e.figure, e.megahexes, e.taken])).toEqual([
      ["a", 0, 2],
      ["c", 1, 1],
    ]);
  });

  it("needs a torch to light it: without one, it cannot be thrown", () => {
    const b = gunner(human("A", { weapons: ["grenade"], readyWeapon: "grenade" }));
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() =>
      b.order({ type: "move", figure: "a", option: "b", target: "t", attack: "thrown" }),
    ).toThrow();
  });
});
