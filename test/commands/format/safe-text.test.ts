import { describe, expect, it } from "vitest";
import { safeText } from "../../../commands/format/safe-text.ts";

describe("safeText", () => {
  it("leaves ordinary names alone, hyphens inside words included", () => {
    expect(safeText("Ragnar the Impetuous")).toBe("Ragnar the Impetuous");
    expect(safeText("Anne-Marie")).toBe("Anne-Marie");
  });

  it("escapes inline markdown", () => {
    expect(safeText("**bold** _it_ ~~x~~ `code` ||spoiler|| [link](http://x)")).toBe(
      "\\*\\*bold\\*\\* \\_it\\_ \\~\\~x\\~\\~ \\`code\\` \\|\\|spoiler\\|\\| \\[link\\](http://x)",
    );
    expect(safeText("back\\slash")).toBe("back\\\\slash");
  });

  it("escapes headings, quotes and list markers where they would start a line", () => {
    expect(safeText("# Big")).toBe("\\# Big");
    expect(safeText("> quoted\n- item")).toBe("\\> quoted\n\\- item");
  });

  it("neutralises every mention", () => {
    expect(safeText("@everyone @here <@123> <@&456>")).toBe(
      "@\u200beveryone @\u200bhere \\<@\u200b123> \\<@\u200b&456>",
    );
  });
});
