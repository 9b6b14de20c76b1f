import { describe, expect, it } from "vitest";
import { ALT_TEXT_LIMIT, describeMapForAltText } from "../../../src/render/map/alt-text.ts";
import { combatExample, crowdAtStart, giantAndGargoyle, melee20 } from "./scenarios.ts";

describe("describeMapForAltText", () => {
  it("describes the combat example after turn 3", () => {
    const { state } = combatExample(3);
    expect(describeMapForAltText(state, { ownerNames: { flavius: "alice" } })).toBe(
      "Battle map, turn 4. Germania won the initiative and chooses who moves first. Arena 8 by 14 hexes. " +
        "Rome: Flavius (alice) at E2 facing N, ST 10/12, engaged by Wulf. " +
        "Germania: Wulf at F1 facing SW, ST 14/14, engaged by Flavius.",
    );
  });

  it("describes the end of the combat example", () => {
    const { state } = combatExample(9);
    expect(describeMapForAltText(state)).toBe(
      "Battle map, turn 9. Battle over: Rome wins. Arena 8 by 14 hexes. " +
        "Rome: Flavius at E1 facing SE, ST 5/12. Germania: Wulf at F1, dead. " +
        "On the ground: longbow at E1; 2-handed sword, dagger at F1.",
    );
  });

  it("tells namesakes apart by their labels and uses the given side names", () => {
    const text = describeMapForAltText(crowdAtStart(), { sideNames: { orcs: "Grimgor's Orcs" } });
    expect(text).toContain(
      "Grimgor's Orcs: Orc O1 at A6 facing SE, ST 12/12; Orc O2 at A7 facing SE, ST 12/12;",
    );
    expect(text).toContain("Elves of the Wood: Aelindra at L6 facing SW, ST 10/10;");
    expect(text.length).toBeLessThanOrEqual(ALT_TEXT_LIMIT);
  });

  it("counts the figures it has no room for instead of cutting a sentence", () => {
    const state = crowdAtStart();
    const ownerNames = Object.fromEntries(
      state.figures.map((f) => [f.id, `player-${f.id}-of-the-guild`]),
    );
    const text = describeMapForAltText(state, { ownerNames });
    expect(text.length).toBeLessThanOrEqual(ALT_TEXT_LIMIT);
    expect(text).toBe(
      "Battle map, turn 1. Raiders of the North won the initiative and chooses who moves first. Arena 12 by 16 hexes. " +
        "The Legion: Marcus (player-l0-of-the-guild) at D15 facing N, ST 12/12; Lucius (player-l1-of-the-guild) at E15 facing N, ST 12/12; " +
        "Gaius (player-l2-of-the-guild) at F15 facing N, ST 13/13; Titus (player-l3-of-the-guild) at G15 facing N, ST 12/12; " +
        "Quintus (player-l4-of-the-guild) at H15 facing N, ST 11/11. " +
        "Raiders of the North: Sigurd (player-r0-of-the-guild) at D2 facing S, ST 15/15; Bjorn (player-r1-of-the-guild) at E2 facing S, ST 13/13; " +
        "Astrid (player-r2-of-the-guild) at F2 facing S, ST 11/11; Ivar (player-r3-of-the-guild) at G2 facing S, ST 12/12; " +
        "Sigrid (player-r4-of-the-guild) at H2 facing S, ST 12/12. " +
        "Orcs of the Black Hills: Orc O1 (player-o0-of-the-guild) at A6 facing SE, ST 12/12; " +
        "Orc O2 (player-o1-of-the-guild) at A7 facing SE, ST 12/12; Orc O3 (player-o2-of-the-guild) at A8 facing SE, ST 12/12; " +
        "Orc O4 (player-o3-of-the-guild) at A9 facing SE, ST 12/12. " +
        "And 6 more figures.",
    );
  });

  it("names a giant's three hexes, its brawl on a non-anchor hex, and a flier", () => {
    const { state } = giantAndGargoyle();
    expect(describeMapForAltText(state)).toBe(
      "Battle map, turn 2. The Men won the initiative and chooses who moves first. Arena 8 by 10 hexes. " +
        "The Men: Bran at C5 facing NE, ST 12/12, HTH with Og; Cora at E6 facing NW, ST 11/11. " +
        "The Monsters: Og at D4–D5–C5 facing SE, ST 18/24, HTH with Bran; " +
        "Gargoyle at F7 facing S, ST 20/20, flying.",
    );
  });

  it("stays within Discord's limit for the 20-figure melee", () => {
    const text = describeMapForAltText(melee20().state);
    expect(text.length).toBeLessThanOrEqual(ALT_TEXT_LIMIT);
    expect(text).toMatch(/^Battle map, turn \d+\. /);
    expect(text).toMatch(/(And \d+ more figures?\.|\.)$/);
  });
});
