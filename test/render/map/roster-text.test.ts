import { describe, expect, it } from "vitest";
import { legendLines, rosterLines } from "../../../src/render/map/roster-text.ts";
import { combatExample } from "./scenarios.ts";

describe("the roster and key as text", () => {
  it("lists each side's figures with token, hex, facing, ST, adjDX, weapon and state", () => {
    const { state } = combatExample(3);
    expect(rosterLines(state, { ownerNames: { flavius: "alice" } })).toMatchInlineSnapshot(`
      [
        "Rome:",
        "• Fl Flavius (alice) · E2 N · ST 10/12 · adjDX 8 · Shortsword, large shield · engaged by Wulf",
        "Germania:",
        "• Wu Wulf · F1 SW · ST 14/14 · adjDX 10 · Longbow · engaged by Flavius",
      ]
    `);
  });

  it("adds the ground and keeps the key out of the picture", () => {
    const { state } = combatExample(9);
    expect(rosterLines(state).at(-1)).toMatch(/^On the ground: /);
    expect(legendLines(state).join(" ")).toMatch(/dashed, missed/);
  });
});
