/**
 * The key to ADVANCED MELEE's badges: only those this map shows, the same words in the picture's
 * key, the message's key and the alt text; none on a MELEE map, whose pictures stay as they were.
 */
import { describe, expect, it } from "vitest";
import { describeMapForAltText } from "../../../src/render/map/alt-text.ts";
import { badgeKey } from "../../../src/render/map/badge-key.ts";
import { drawMap } from "../../../src/render/map/render-map.ts";
import { legendLines } from "../../../src/render/map/roster-text.ts";
import { fighter, human, N, S, TestBattle } from "../../engine/battle/attack-builders.ts";
import { combatExample } from "./scenarios.ts";

/** Tor burning, Ulf berserk, under ADVANCED MELEE. */
function amBadges(): TestBattle {
  const b = new TestBattle(
    [fighter("t", human("Tor"), "E7", S), fighter("u", human("Ulf"), "E10", N, "red")],
    { ruleset: "advanced-melee" },
  );
  b.edit("t", { aflame: { turnsLeft: 2, armorSpent: false } });
  b.edit("u", { berserk: true });
  return b;
}

const KEY = "Badges: fire, burning; berserk, berserk.";

describe("the key to AM's badges", () => {
  it("names only the badges shown, and the same words reach the message and the alt text", () => {
    const { state } = amBadges();
    expect(badgeKey(state)).toBe(KEY);
    expect(legendLines(state).at(-1)).toBe(KEY);
    expect(describeMapForAltText(state).endsWith(KEY)).toBe(true);
  });

  it("adds a flier's height, and nothing once the burning figure is out", () => {
    const b = amBadges();
    b.edit("t", { condition: "dead", hits: 99 });
    b.edit("u", { flying: true, height: 8, berserk: undefined });
    expect(badgeKey(b.state)).toBe("Badges: 8 m, height in the air.");
  });

  it("draws no key on a MELEE map; an AM map's picture grows by the key's line", () => {
    expect(badgeKey(combatExample(3).state)).toBe("");
    const withKey = drawMap(amBadges().state).height;
    const b = amBadges();
    b.edit("t", { aflame: undefined });
    b.edit("u", { berserk: undefined });
    expect(withKey).toBeGreaterThan(drawMap(b.state).height);
  });
});
