import { describe, expect, it } from "vitest";
import { baseLabel, figureLabels, lookAlikeKey } from "../../../src/render/map/labels.ts";

const figures = (...names: string[]) => names.map((name, i) => ({ id: `f${i}`, name }));

describe("figure labels", () => {
  it("takes the first two letters, or the initials of two words", () => {
    expect(baseLabel("Flavius")).toBe("Fl");
    expect(baseLabel("Big Bear")).toBe("BB");
    expect(baseLabel("  élodie ")).toBe("Él");
    expect(baseLabel("X")).toBe("X");
    expect(baseLabel("???")).toBe("?");
  });

  it("keeps unique labels and finds other letters for clashes", () => {
    const labels = figureLabels(figures("Wulf", "Wulfric", "Flavius"));
    expect([labels.get("f0"), labels.get("f1"), labels.get("f2")]).toEqual(["Wl", "Wf", "Fl"]);
  });

  it("numbers namesakes and never reuses a label", () => {
    const labels = figureLabels(
      figures("Orc", "Orc", "Orc", "Or Gar", "Wolf", "Wolf", "Grey Wolf"),
    );
    expect(labels.get("f0")).toBe("O1");
    expect(labels.get("f1")).toBe("O2");
    expect(labels.get("f2")).toBe("O3");
    expect(labels.get("f3")).toBe("OG");
    expect(labels.get("f4")).toBe("W1");
    expect(labels.get("f5")).toBe("W2");
    expect(labels.get("f6")).toBe("GW");
    const all = [...labels.values()].map((l) => l.toLowerCase());
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("figure labels that cannot be confused", () => {
  /** Names meant to collide: namesakes, numerals, and letters that look like digits. */
  const TRICKY = [
    "Ragnar",
    "Ragnar",
    "Ragnar II",
    "Rag",
    "R I",
    "Rl",
    "Ro",
    "R0",
    "Rz",
    "R2",
    "Orc",
    "Orc",
    "O l",
    "Oi",
    "O1",
    "Sam",
    "5am",
    "Zed",
    "2ed",
    "Bo",
    "8o",
    "Gus",
    "6us",
    "Ragnar (alice)",
    "Ragnar (bob)",
  ];

  function expectDistinct(names: readonly string[]) {
    const labels = [...figureLabels(figures(...names)).values()];
    const keys = labels.map(lookAlikeKey);
    expect(new Set(keys).size, `${names.join(", ")} → ${labels.join(", ")}`).toBe(labels.length);
  }

  it("maps look-alike glyphs and case to one key", () => {
    for (const [a, b] of [
      ["R1", "RI"],
      ["R1", "Rl"],
      ["O0", "oO"],
      ["S5", "ss"],
      ["Z2", "zZ"],
      ["B8", "bb"],
    ]) {
      expect(lookAlikeKey(a as string)).toBe(lookAlikeKey(b as string));
    }
    expect(lookAlikeKey("R3")).not.toBe(lookAlikeKey("RI"));
  });

  it("gives the review's battle (Ragnar, Ragnar, Ragnar II, Rag) labels that differ by more than a look-alike", () => {
    const labels = figureLabels(figures("Ragnar", "Ragnar", "Ragnar II", "Rag"));
    expect([...labels.values()]).not.toContain("R1");
    expectDistinct(["Ragnar", "Ragnar", "Ragnar II", "Rag"]);
  });

  it("never gives two figures of a map look-alike labels, whichever of the tricky names meet", () => {
    for (let size = 2; size <= TRICKY.length; size++) {
      for (let start = 0; start < TRICKY.length; start++) {
        const names = Array.from({ length: size }, (_, i) => TRICKY[(start + i) % TRICKY.length]);
        expectDistinct(names as string[]);
      }
    }
  });
});
