import path from "node:path";
import { describe, expect, it } from "vitest";
import { outputPath } from "../../src/play/output-path.ts";

describe("where local play writes a file", () => {
  it("puts a battle's pictures in the battle's folder, turns in two digits", () => {
    expect(outputPath("out", "turn-3.png", "b1")).toBe(path.join("out", "b1", "turn-03.png"));
    expect(outputPath("out", "turn-12.png", "b1")).toBe(path.join("out", "b1", "turn-12.png"));
    expect(outputPath("out", "turn-3.png", "b2")).toBe(path.join("out", "b2", "turn-03.png"));
  });

  it("puts other files, and pictures outside a battle, in the output folder", () => {
    expect(outputPath("out", "Ragnar.json", "b1")).toBe(path.join("out", "Ragnar.json"));
    expect(outputPath("out", "turn-3.png")).toBe(path.join("out", "turn-3.png"));
  });

  it("never leaves the output folder, whatever the names hold", () => {
    expect(outputPath("out", "../../etc/passwd", "../b")).toBe(path.join("out", "passwd"));
    expect(outputPath("out", "../x/turn-1.png", "../b")).toBe(path.join("out", "b", "turn-01.png"));
  });
});
