import { describe, expect, it } from "vitest";
import { namedColour, sideStyleAt, sideStyles } from "../../../src/render/map/palette.ts";
import { combatExample } from "./scenarios.ts";

function withSides(...names: string[]) {
  const { state } = combatExample(1);
  return { ...state, sides: names.map((name, i) => ({ id: `s${i}`, name, entrance: i % 2 })) };
}

describe("side colours", () => {
  it("a side named after a colour is drawn in it", () => {
    expect(namedColour("Red")).toBe("#D62828");
    expect(namedColour("The Blues")).toBe("#0072B2");
    expect(namedColour("team GREEN")).toBe("#009E73");
    expect(namedColour("Redwood")).toBeUndefined();
    const styles = sideStyles(withSides("Red", "Blue"));
    expect(styles.get("s0")?.fill).toBe("#D62828");
    expect(styles.get("s1")?.fill).toBe("#0072B2");
    expect(styles.get("s0")?.ink).toBe("#ffffff");
  });

  it("other sides take the palette's colours that the named ones left", () => {
    const styles = sideStyles(withSides("Blue", "Germania"));
    expect(styles.get("s0")?.fill).toBe("#0072B2");
    expect(styles.get("s1")?.fill).toBe("#E69F00");
    const both = sideStyles(withSides("Rome", "Orange"));
    expect(both.get("s0")?.fill).toBe("#0072B2");
    expect(both.get("s1")?.fill).toBe("#E69F00");
    const clash = sideStyles(withSides("Rome", "Blue"));
    expect(clash.get("s0")?.fill).toBe("#E69F00");
    expect(clash.get("s1")?.shape).toBe(sideStyleAt(1).shape);
  });

  it("sides without colour names keep the palette as before", () => {
    const styles = sideStyles(withSides("Rome", "Germania"));
    expect(styles.get("s0")).toEqual(sideStyleAt(0));
    expect(styles.get("s1")).toEqual(sideStyleAt(1));
  });
});
