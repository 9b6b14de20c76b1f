/**
 * AM §6 FIRE AS A WEAPON, with burning hexes the GM's: 2 hits to a figure for each burning hex it
 * passes through, 4 at the end of each turn it stands in one; armor and hide stop flame, a shield
 * does not. Readings in docs/rulings.md, "Fire".
 */
import { describe, expect, it } from "vitest";
import { formatHex, legalDestinations } from "../../../src/engine/index.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import {
  at,
  beast,
  eventsOf,
  fighter,
  human,
  N,
  ruleConditions,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

/** A (ST 12, no armor unless given) in E5 facing south, T far off in E14, under AM. */
function walker(over: Parameters<typeof human>[1] = {}) {
  return new TestBattle(
    [fighter("a", human("A", over), "E5", S), fighter("t", human("T"), "E14", N, "red")],
    { ruleset: "advanced-melee" },
  );
}

/** A moves along `path` (option a), T stands; the turn's burns. */
function walk(b: TestBattle, path: readonly string[]) {
  const events = b.turn([
    { figure: "a", option: "a", path: path.map(at) },
    { figure: "t", option: "pass" },
  ]);
  return eventsOf(events, "burned");
}

describe("AM §6 burning hexes", () => {
  it("A runs through E6 and E7 afire to E8: 2 hits each, 4 in all; the log names each", () => {
    const b = walker();
    const [set] = ruleConditions(b, { fire: true, hexes: ["E6", "E7"] });
    expect(describeEvent(b.state, set as never)).toBe("Gamma (GM) rules: E6, E7: burning");
    const burns = walk(b, ["E6", "E7", "E8"]);
    expect(burns.map((e) => [e.how, e.taken])).toEqual([
      ["passing", 2],
      ["passing", 2],
    ]);
    expect(b.fig("a").hits).toBe(4);
    expect(describeEvent(b.state, burns[1] as never)).toBe(
      "A runs through the flames of E7: 2 hits, A takes 2 (ST 8/12)",
    );
  });

  it("A stops in the flames of E6: 4 hits at the turn's end, leather stops 2, no shield helps", () => {
    const b = walker({ armor: "leather", shield: "large-shield", shieldReady: true });
    ruleConditions(b, { fire: true, hexes: ["E6"] });
    const [burn] = walk(b, ["E6"]);
    expect(burn).toMatchObject({ how: "standing", hits: 4, stopped: 2, taken: 2 });
    expect(b.fig("a").hits).toBe(2);
    expect(describeEvent(b.state, burn as never)).toBe(
      "A stands in the flames of E6: 4 hits, armor stops 2, A takes 2 (ST 10/12)",
    );
  });

  it("a figure staying in the fire burns again each turn; the GM puts it out, and it stops", () => {
    const b = walker();
    ruleConditions(b, { fire: true, hexes: ["E5"] });
    expect(walk(b, []).map((e) => e.taken)).toEqual([4]);
    expect(walk(b, []).map((e) => e.taken)).toEqual([4]);
    ruleConditions(b, { fire: false, hexes: ["E5"] });
    expect(walk(b, [])).toEqual([]);
    expect(b.fig("a").hits).toBe(8);
  });

  it("hexes passed that do not burn do nothing", () => {
    const b = walker();
    ruleConditions(b, { fire: true, hexes: ["F6"] });
    expect(walk(b, ["E6", "E7"])).toEqual([]);
    expect(b.fig("a").hits).toBe(0);
  });

  it("fire is set on hexes only, and only under ADVANCED MELEE", () => {
    expect(() => ruleConditions(walker(), { fire: true })).toThrow(
      "A level, a narrow tunnel, cover or fire is set on hexes: name them.",
    );
    const melee = new TestBattle([
      fighter("a", human("A"), "E5", S),
      fighter("t", human("T"), "E14", N, "red"),
    ]);
    expect(() => ruleConditions(melee, { fire: true, hexes: ["E6"] })).toThrow(
      "Darkness, footing and water are ADVANCED MELEE's adverse conditions",
    );
  });
});

describe("AM §6 animals will not pass through flame", () => {
  /** A wolf (MA 12) in E5 facing south, T far off in E14; E7 burns. */
  function wolfBeforeFire(rulesEdition?: number) {
    const b = new TestBattle(
      [beast("w", "wolf", "E5", S, "blue"), fighter("t", human("T"), "E14", N, "red")],
      { ruleset: "advanced-melee", ...(rulesEdition === undefined ? {} : { rulesEdition }) },
    );
    ruleConditions(b, { fire: true, hexes: ["E7"] });
    return b;
  }
  const through = (b: TestBattle) =>
    b.turn([
      { figure: "w", option: "a", path: ["E6", "E7", "E8"].map(at) },
      { figure: "t", option: "pass" },
    ]);

  it("the wolf may not run through E7 afire, nor stop in it, nor is E7 offered; it goes round", () => {
    const b = wolfBeforeFire();
    const destinations = legalDestinations(b.state, "w", "a");
    const offered = destinations.map((d) => formatHex(d.hex));
    expect(offered).not.toContain("E7");
    const round = destinations.find((d) => formatHex(d.hex) === "E8")?.path ?? [];
    expect(round.map(formatHex)).toEqual(["F5", "F6", "F7", "E8"]);
    expect(() => through(wolfBeforeFire())).toThrow(
      "E7 is burning; an animal will not pass through flame (AM §6).",
    );
    b.turn([
      { figure: "w", option: "a", path: round },
      { figure: "t", option: "pass" },
    ]);
    expect(b.fig("w")).toMatchObject({ position: at("E8"), hits: 0 });
  });

  it("the wolf runs through in a battle begun under edition 4, and burns", () => {
    const old = wolfBeforeFire(4);
    expect(eventsOf(through(old), "burned")).toMatchObject([{ figure: "w", how: "passing" }]);
  });
});
