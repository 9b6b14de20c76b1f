/**
 * AM §2 TURN SEQUENCE ("killed or knocked down" before its action, the figure does not act) and §3
 * CRAWLING, KNEELING AND LYING PRONE (a figure that falls may only get up next turn), with forced
 * dice: under ADVANCED MELEE every fall is a knockdown, and a knockdown costs any action, not only
 * an attack as in MELEE: REACTIONS TO INJURY.
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import {
  daggerBrawl,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

const AM: Ruleset = "advanced-melee";

/**
 * A in HTH tries to draw a dagger (q); D (adjDX 18 in HTH) stabs first for 8 hits. At ST 14 D's
 * dagger does 1+2 under both rulesets (AM's ST table +3: hand-to-hand.test.ts).
 */
function stabbedBeforeTheDraw(ruleset: Ruleset, faces: number[]) {
  const b = daggerBrawl({ ruleset });
  b.edit("d", { st: 14 });
  const events = b.turn(
    [
      { figure: "a", option: "q" },
      { figure: "d", option: "p", target: "a" },
    ],
    faces,
  );
  return { b, events };
}

describe("AM: a figure knocked down before its action does not act", () => {
  it("8 hits in HTH cost A its dagger draw under AM; MELEE still lets it draw", () => {
    // D hits on 9; the dagger's 1+2 rolling 6 makes 8 hits. Under MELEE A then draws on a 1.
    const melee = stabbedBeforeTheDraw("melee", [3, 3, 3, 6, 1]);
    expect(eventsOf(melee.events, "dagger-draw")).toHaveLength(1);
    const am = stabbedBeforeTheDraw(AM, [3, 3, 3, 6]);
    expect(damages(am.events)[0]).toMatchObject({ attacker: "d", target: "a", taken: 8 });
    expect(eventsOf(am.events, "dagger-draw")).toEqual([]);
    expect(am.b.fig("a").readyWeapon).toBe(null);
  });
});

/** The rusher (adjDX 11) shield-rushes T (DX 12): 9 hits; T's save, 14 on 3 dice, fails. */
function rushedDown(ruleset: Ruleset) {
  const b = new TestBattle(
    [
      fighter("a", human("Rusher", { shield: "large-shield", shieldReady: true }), "E5", S),
      fighter("t", human("T"), "E6", N, "red"),
    ],
    { ruleset },
  );
  b.turn(
    [
      { figure: "t", option: "pass" },
      { figure: "a", option: "h", target: "t", attack: "shield-rush" },
    ],
    [3, 3, 3, 4, 5, 5],
  );
  return b;
}

describe("AM: any fall is a knockdown", () => {
  it("a shield-rushed figure counts as knocked down under AM, not under MELEE", () => {
    expect(rushedDown("melee").fig("t")).toMatchObject({
      posture: "fallen",
      knockedDownLastTurn: false,
    });
    expect(rushedDown(AM).fig("t")).toMatchObject({ posture: "fallen", knockedDownLastTurn: true });
  });

  it("next turn it may only stand up or stay down", () => {
    const b = rushedDown(AM);
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    b.order({ type: "move", figure: "a", option: "pass" });
    expect(() => b.order({ type: "move", figure: "t", option: "h", target: "a" })).toThrow(
      "T was knocked down last turn and may only stand up or stay down.",
    );
    b.order({ type: "move", figure: "t", option: "n" });
    expect(b.fig("t").posture).toBe("standing");
  });
});
