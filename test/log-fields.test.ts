import { describe, expect, it } from "vitest";
import { createLogger } from "../src/log.ts";

describe("fields every log line carries", () => {
  it("adds them to each line, under the call's own fields", () => {
    const lines: string[] = [];
    const log = createLogger({
      level: "info",
      fields: { shard: 1 },
      write: (line) => lines.push(line),
      now: () => new Date("2026-01-02T03:04:05Z"),
    });
    log.info("interaction handled", { interactionId: "42" });
    log.warn("override", { shard: 7 });
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      {
        time: "2026-01-02T03:04:05.000Z",
        level: "info",
        msg: "interaction handled",
        shard: 1,
        interactionId: "42",
      },
      { time: "2026-01-02T03:04:05.000Z", level: "warn", msg: "override", shard: 7 },
    ]);
  });
});
