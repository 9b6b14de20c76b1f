/**
 * AM §5 PECULIAR WEAPONS, attacking the net: an edged weapon strikes at a net in a foe's hand, or
 * at one wrapping a figure (a friend cut free); the net has no armor and is useless after 5 hits.
 */
import { describe, expect, it } from "vitest";
import { describeEvents } from "../../../src/render/log-text.ts";
import {
  adept,
  attackRolls,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

const KANO = adept("Kano", "net", "net-and-trident", { weapons: ["net", "trident"] });

/** Kano (red, net ready) on E7 facing south; T (blue, broadsword) on E8 facing him; F, T's friend. */
function netBattle(): TestBattle {
  return new TestBattle(
    [
      fighter("k", { ...KANO, armor: "chainmail" }, "E7", S, "red"),
      fighter("t", human("T"), "E8", N),
      fighter("f", human("F", { weapons: ["mace"], readyWeapon: "mace" }), "F8", N),
    ],
    { ruleset: "advanced-melee" },
  );
}

function strike(b: TestBattle, faces: readonly number[]) {
  return b.turn(
    [
      { figure: "t", option: "h", target: "k", attack: "net" },
      { figure: "f", option: "pass" },
      { figure: "k", option: "pass" },
    ],
    faces,
  );
}

describe("striking at a net", () => {
  it("counts the blow's hits on the net in Kano's hand, not on Kano, its armor no help", () => {
    const b = netBattle();
    // The broadsword's 2 dice: 2 + 2.
    const events = strike(b, [3, 3, 3, 2, 2]);
    expect(attackRolls(events)[0]).toMatchObject({ kind: "net", result: "hit" });
    expect(damages(events)).toEqual([]);
    expect(eventsOf(events, "net-struck")[0]).toMatchObject({ hits: 4, total: 4 });
    expect(b.fig("k").netHits).toBe(4);
    expect(b.fig("k").st).toBe(10);
    expect(describeEvents(b.state, events)).toContain("T strikes at Kano's net: 4 hits (4/5)");
  });

  it("cuts the net to pieces at 5 hits: it is gone from Kano's hand", () => {
    const b = netBattle();
    strike(b, [3, 3, 3, 1, 1]);
    const events = strike(b, [3, 3, 3, 2, 1]);
    expect(eventsOf(events, "net-struck")[0]).toMatchObject({ hits: 3, total: 5 });
    expect(eventsOf(events, "item-broken")[0]).toMatchObject({ figure: "k", item: "net" });
    expect(b.fig("k").readyWeapon).toBeNull();
    expect(b.fig("k").netHits).toBeUndefined();
    expect(b.state.dropped).toEqual([]);
  });

  it("needs an edged weapon: a mace is refused", () => {
    const b = netBattle();
    expect(() => b.turn([{ figure: "f", option: "b", target: "k", attack: "net" }])).toThrow(
      "F needs an edged weapon ready to strike at a net.",
    );
  });

  it("cuts a friend free of the net that wraps it", () => {
    const b = new TestBattle(
      [
        fighter("k", KANO, "E4", S, "red"),
        fighter("t", human("T"), "E7", N),
        fighter("f", human("F", { weapons: ["dagger"], readyWeapon: "dagger" }), "E8", N),
      ],
      { ruleset: "advanced-melee" },
    );
    b.turn(
      [
        { figure: "k", option: "b", target: "t", attack: "thrown" },
        { figure: "t", option: "pass" },
        { figure: "f", option: "pass" },
      ],
      [3, 3, 3, 1],
    );
    expect(b.fig("t").entangled).toEqual({ by: "k" });
    // The dagger's 1-1 triples on a 3 against T lying in front of F: 4 − 1 = 3, ×3 = 9.
    const events = b.turn(
      [
        { figure: "f", option: "b", target: "t", attack: "net" },
        { figure: "t", option: "pass" },
        { figure: "k", option: "pass" },
      ],
      [1, 1, 1, 4],
    );
    expect(eventsOf(events, "net-struck")[0]).toMatchObject({ target: "t", hits: 9, total: 9 });
    expect(b.fig("t").entangled).toBeUndefined();
    expect(damages(events)).toEqual([]);
  });
});
