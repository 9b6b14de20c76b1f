import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLocalPlayLogger } from "../../src/log.ts";

const SECRET = "a-secret-value-0123456789";

function terminal() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join("") };
}

describe("local play's log", () => {
  it("writes every line to the file and shows only warnings and errors, readably", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "melee-log-"));
    const file = path.join(dir, "logs", "local-play.log");
    const shown = terminal();
    const log = createLocalPlayLogger({
      level: "info",
      file,
      secrets: [SECRET],
      terminal: shown.stream,
      now: () => new Date("2026-01-02T03:04:05.000Z"),
    });
    log.debug("too fine");
    log.info("ready", { mode: "local" });
    log.warn("deadline check failed", { detail: `with ${SECRET}` });

    const lines = (await readFile(file, "utf8"))
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      { time: "2026-01-02T03:04:05.000Z", level: "info", msg: "ready", mode: "local" },
      {
        time: "2026-01-02T03:04:05.000Z",
        level: "warn",
        msg: "deadline check failed",
        detail: "with [redacted]",
      },
    ]);
    const text = shown.text();
    expect(text).toContain("WARN");
    expect(text).toContain("deadline check failed");
    expect(text).toContain('detail: "with [redacted]"');
    expect(text).not.toContain("ready");
    expect(text).not.toContain("{");
    expect(text).not.toContain(SECRET);
  });
});
