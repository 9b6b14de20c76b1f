import { describe, expect, it } from "vitest";
import { baseLabel, figureLabels } from "../../../src/render/map/labels.ts";

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
