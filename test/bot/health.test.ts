import { afterEach, describe, expect, it, vi } from "vitest";
import { HEALTH_SIGNAL, startHealthLog } from "../../src/bot/health.ts";

const source = { guilds: () => 3, pingMs: () => 42 };

describe("the health log line", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reports memory, CPU, guilds and ping at each interval", () => {
    vi.useFakeTimers();
    const lines: { msg: string; fields: Record<string, unknown> }[] = [];
    const health = startHealthLog(
      source,
      { info: (msg, fields = {}) => lines.push({ msg, fields }) },
      60,
    );
    vi.advanceTimersByTime(59_999);
    expect(lines).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(60_000);
    health.stop();
    vi.advanceTimersByTime(600_000);
    expect(lines).toHaveLength(2);
    expect(lines[0]?.msg).toBe("health");
    expect(lines[0]?.fields).toMatchObject({ pid: process.pid, guilds: 3, pingMs: 42 });
    for (const key of ["rssBytes", "heapUsedBytes", "externalBytes", "cpuMs", "uptimeSeconds"]) {
      expect(lines[0]?.fields[key]).toEqual(expect.any(Number));
    }
  });

  it("reports the CPU time the process has used, growing as it works", () => {
    const cpuMs: number[] = [];
    const health = startHealthLog(
      source,
      { info: (_msg, fields = {}) => cpuMs.push(Number(fields.cpuMs)) },
      3600,
    );
    process.emit(HEALTH_SIGNAL, HEALTH_SIGNAL);
    const until = process.cpuUsage().user + 30_000;
    while (process.cpuUsage().user < until) Math.sqrt(Math.random());
    process.emit(HEALTH_SIGNAL, HEALTH_SIGNAL);
    health.stop();
    const [before = 0, after = 0] = cpuMs;
    expect(before).toBeGreaterThan(0);
    expect(after - before).toBeGreaterThanOrEqual(29);
  });

  it(`reports at once on ${HEALTH_SIGNAL}, until stopped`, () => {
    const lines: string[] = [];
    const health = startHealthLog(source, { info: (msg) => lines.push(msg) }, 3600);
    process.emit(HEALTH_SIGNAL, HEALTH_SIGNAL);
    expect(lines).toEqual(["health"]);
    health.stop();
    expect(process.listenerCount(HEALTH_SIGNAL)).toBe(0);
  });
});
