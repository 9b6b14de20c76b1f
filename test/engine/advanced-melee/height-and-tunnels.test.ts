/**
 * AM §6 HEIGHT and NARROW TUNNELS as the GM's conditions of hexes: a figure on a higher level
 * strikes down at +2 and is struck from below at −2 (not with missiles or thrown weapons); no
 * figure of more than one hex enters a narrow tunnel. Readings in docs/rulings.md, "Height and
 * narrow tunnels".
 */
import { describe, expect, it } from "vitest";
import { legalDestinations } from "../../../src/engine/battle/decisions.ts";
import { formatHex } from "../../../src/engine/hex/coordinates.ts";
import { conditionsLine } from "../../../src/render/conditions-text.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import {
  at,
  attackRolls,
  beast,
  fighter,
  human,
  N,
  ruleConditions,
  S,
  strikesTarget,
  TestBattle,
} from "../battle/attack-builders.ts";

/** A (DX 12, broadsword) in E5 faces T (DX 12) in E6; A's hex is a table, level 1. */
function onATable() {
  const b = new TestBattle(
    [fighter("a", human("A"), "E5", S), fighter("t", human("T"), "E6", N, "red")],
    { ruleset: "advanced-melee" },
  );
  const events = ruleConditions(b, { level: 1, hexes: ["E5"] });
  return { b, events };
}

describe("AM §6 height", () => {
  it("A strikes down from the table at 12 + 2 = 14: a 14 hits; the ruling reads in the log", () => {
    const { b, events } = onATable();
    expect(describeEvent(b.state, events[0] as never)).toBe("Gamma (GM) rules: E5: level 1");
    expect(conditionsLine(b.state)).toBe("Conditions: E5 level 1.");
    const [roll] = attackRolls(strikesTarget(b, [6, 5, 3, 1, 1]));
    expect(roll).toMatchObject({
      adjDx: 14,
      result: "hit",
      modifiers: [{ label: "striking down from above", value: 2 }],
    });
  });

  it("T strikes up at A at 12 − 2 = 10", () => {
    const { b } = onATable();
    const [roll] = attackRolls(
      b.turn(
        [
          { figure: "a", option: "pass" },
          { figure: "t", option: "h", target: "a" },
        ],
        [6, 5, 4],
      ),
    );
    expect(roll).toMatchObject({
      adjDx: 10,
      modifiers: [{ label: "striking up from below", value: -2 }],
    });
  });

  it("an arrow from the table has no height adjustment", () => {
    const bow = human("A", { weapons: ["small-bow"], readyWeapon: "small-bow" });
    const b = new TestBattle(
      [fighter("a", bow, "E5", S), fighter("t", human("T"), "E8", N, "red")],
      { ruleset: "advanced-melee" },
    );
    ruleConditions(b, { level: 1, hexes: ["E5"] });
    const [roll] = attackRolls(
      b.turn(
        [
          { figure: "t", option: "pass" },
          { figure: "a", option: "f", target: "t" },
        ],
        [6, 5, 4],
      ),
    );
    expect(roll).toMatchObject({ adjDx: 12, modifiers: [] });
  });

  it("a level is set on hexes, whole, from 0 to 9", () => {
    const { b } = onATable();
    expect(() => ruleConditions(b, { level: 1 })).toThrow(
      "A level, a narrow tunnel, cover or fire is set on hexes: name them.",
    );
    expect(() => ruleConditions(b, { level: 10, hexes: ["E5"] })).toThrow(
      "A hex's level is a whole number from 0 to 9.",
    );
  });

  it("level 0 puts the table away: the same blow is at 12 again", () => {
    const { b } = onATable();
    ruleConditions(b, { level: 0, hexes: ["E5"] });
    expect(conditionsLine(b.state)).toBeUndefined();
    const [roll] = attackRolls(strikesTarget(b, [6, 5, 4]));
    expect(roll).toMatchObject({ adjDx: 12, modifiers: [] });
  });
});

describe("AM §6 narrow tunnels", () => {
  /**
   * A giant (3 hexes) in E4 facing S and a man M in H4, above a tunnel across row 7 (B7–K7); their
   * foe F far off in E15.
   */
  function tunnel() {
    const b = new TestBattle(
      [
        beast("g", "giant", "E4", S, "blue"),
        fighter("m", human("M"), "H4", S),
        fighter("f", human("F"), "E15", N, "red"),
      ],
      { ruleset: "advanced-melee" },
    );
    const hexes = ["B7", "C7", "D7", "E7", "F7", "G7", "H7", "I7", "J7", "K7"];
    const events = ruleConditions(b, { tunnel: true, hexes });
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    return { b, events };
  }

  it("the giant may not step into it, the man may; the log and the line name it", () => {
    const { b, events } = tunnel();
    expect(describeEvent(b.state, events[0] as never)).toContain(": a narrow tunnel");
    const giantTo = legalDestinations(b.state, "g", "a").map((d) => formatHex(d.hex));
    expect(giantTo.some((h) => h.endsWith("7") || h.endsWith("8"))).toBe(false);
    const manTo = legalDestinations(b.state, "m", "a").map((d) => formatHex(d.hex));
    expect(manTo).toContain("H7");
    expect(() =>
      b.order({ type: "move", figure: "g", option: "a", path: [at("E5"), at("E6"), at("E7")] }),
    ).toThrow("is a narrow tunnel; no figure of more than one hex may enter it.");
  });
});
