import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { boundaryViolations } from "./boundaries.ts";
import { specifiersIn } from "./imports.ts";

const ROOT = join(import.meta.dirname, "..", "..");

describe("the import parser", () => {
  it("reads static, re-exported, bare and dynamic imports, across lines", () => {
    const text = [
      'import { a,\n  b } from "./a.ts";',
      'import type { C } from "../c.ts";',
      'export * from "./d.ts";',
      'export { e } from "e-package";',
      'import "./f.ts";',
      'const g = await import("./g.ts");',
      'export const notAnImport = "from";',
    ].join("\n");
    expect(specifiersIn(text).sort()).toEqual(
      ["../c.ts", "./a.ts", "./d.ts", "./f.ts", "./g.ts", "e-package"].sort(),
    );
  });
});

describe("the boundaries between layers", () => {
  it("hold in the source", () => {
    expect(boundaryViolations(ROOT)).toEqual([]);
  });

  describe("on planted violations", () => {
    let fixture: string | undefined;
    afterEach(() => {
      if (fixture !== undefined) rmSync(fixture, { recursive: true, force: true });
    });

    function plant(files: Record<string, string>): string {
      const root = mkdtempSync(join(tmpdir(), "boundaries-"));
      fixture = root;
      mkdirSync(join(root, "commands"));
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      }
      return root;
    }

    it("report each import that runs against a rule, and nothing else", () => {
      const root = plant({
        "src/engine/battle/rule.ts": 'import { x } from "../../store/battle-store.ts";',
        "src/engine/dice.ts": 'import { randomInt } from "node:crypto";',
        "src/engine/index.ts": 'export * from "./battle/rule.ts";',
        "src/engine/sim/index.ts": 'export * from "./policy.ts";',
        "src/scheduler/deadlines.ts":
          'import { safestOrder } from "../engine/sim/index.ts";\nimport { x } from "../engine/battle/rule.ts";',
        "commands/battle.ts": 'import { Client } from "discord.js";',
        "commands/log.ts": 'import { DEADLINE } from "../src/scheduler/deadlines.ts";',
        "src/store/cli.ts": 'import { load } from "../config.ts";',
        "src/config.ts": 'import type { Limits } from "../commands/services.ts";',
        "src/store/hint.ts": 'const c = await import("../../commands/services.ts");',
        "src/render/map.ts": 'import type { Row } from "../store/rows.ts";',
        "src/services.ts": 'import { startBot } from "./bot/client.ts";',
        "src/bot/client.ts": 'import { Client } from "discord.js";\nimport "./post.ts";',
        "src/main.ts": 'import("./bot/client.ts");\nimport "./play/local-play.ts";',
        "src/play/local-play.ts": 'import { start } from "../scheduler/deadlines.ts";',
      });
      expect(boundaryViolations(root)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            file: "src/engine/battle/rule.ts",
            target: "src/store/battle-store.ts",
          }),
          expect.objectContaining({ file: "src/engine/dice.ts", target: "node:crypto" }),
          expect.objectContaining({ file: "commands/battle.ts", target: "discord.js" }),
          expect.objectContaining({
            rule: "handlers import no front end",
            file: "commands/log.ts",
            target: "src/scheduler/deadlines.ts",
          }),
          expect.objectContaining({ file: "src/store/cli.ts", target: "src/config.ts" }),
          expect.objectContaining({ file: "src/store/hint.ts", target: "commands/services.ts" }),
          expect.objectContaining({ file: "src/config.ts", target: "commands/services.ts" }),
          expect.objectContaining({ file: "src/render/map.ts", target: "src/store/rows.ts" }),
          expect.objectContaining({
            rule: "outside src/engine, the engine is imported through its public faces",
            file: "src/scheduler/deadlines.ts",
            target: "src/engine/battle/rule.ts",
          }),
          expect.objectContaining({
            rule: "only entry points start a front end",
            file: "src/services.ts",
            target: "src/bot/client.ts",
          }),
        ]),
      );
      const offenders = new Set(boundaryViolations(root).map((v) => v.file));
      expect(boundaryViolations(root).map((v) => v.target)).not.toContain(
        "src/engine/sim/index.ts",
      );
      expect(offenders).not.toContain("src/engine/index.ts");
      expect(offenders).not.toContain("src/bot/client.ts");
      expect(offenders).not.toContain("src/main.ts");
      expect(offenders).not.toContain("src/play/local-play.ts");
    });
  });
});
