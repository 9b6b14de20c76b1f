import { describe, expect, it } from "vitest";
import { nameKey, normaliseName } from "../../../src/engine/index.ts";

describe("normaliseName", () => {
  it("removes zero-width, bidi and control characters", () => {
    expect(normaliseName("Flavius\u200b")).toBe("Flavius");
    expect(normaliseName("\u200eFla\u200dvius\u2069")).toBe("Flavius");
    expect(normaliseName("Fla\u0007vius")).toBe("Flavius");
  });

  it("folds compatibility forms such as full-width letters (NFKC)", () => {
    expect(normaliseName("Ｒａｇｎａｒ")).toBe("Ragnar");
    expect(normaliseName("Ragnar Ⅱ")).toBe("Ragnar II");
  });

  it("collapses runs of spaces, tabs and line breaks to one space and trims", () => {
    expect(normaliseName("  Big \t\n Bear  ")).toBe("Big Bear");
    expect(normaliseName("Big \u200b Bear")).toBe("Big Bear");
  });

  it("leaves an ordinary name as it is, accents included", () => {
    expect(normaliseName("Björn Járnsíða")).toBe("Björn Járnsíða");
  });

  it("gives an empty name when nothing visible is left", () => {
    expect(normaliseName("\u200b\u200c \u2060")).toBe("");
  });
});

describe("nameKey", () => {
  it("is the same for names differing only in case, width or invisible characters", () => {
    const key = nameKey("Flavius");
    for (const alike of ["flavius\u200b", "ＦＬＡＶＩＵＳ", " Flavius ", "\u202eFlavius"]) {
      expect(nameKey(alike)).toBe(key);
    }
    expect(nameKey("Flavia")).not.toBe(key);
  });
});
