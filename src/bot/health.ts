/**
 * The "health" log line operators watch: each process says it is alive, how much memory it
 * holds, how much CPU time it has used, how many guilds it serves and its gateway ping, every
 * `intervalSeconds` and whenever it receives SIGUSR2 (to ask one process now). When Node runs with --expose-gc, a garbage
 * collection comes first, so the heap figure is what is really retained (the load bench uses
 * this to measure the memory an idle battle costs).
 */
import type { Logger } from "../log.ts";

export interface HealthSource {
  /** Guilds this process serves. */
  guilds(): number;
  /** The gateway's heartbeat round trip in ms, or -1 before the first. */
  pingMs(): number;
}

export const HEALTH_SIGNAL = "SIGUSR2";

export function startHealthLog(
  source: HealthSource,
  log: Pick<Logger, "info">,
  intervalSeconds: number,
): { stop(): void } {
  const report = () => {
    const collect = (globalThis as { gc?: () => void }).gc;
    collect?.();
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    log.info("health", {
      pid: process.pid,
      uptimeSeconds: Math.round(process.uptime()),
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      externalBytes: memory.external,
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      guilds: source.guilds(),
      pingMs: source.pingMs(),
    });
  };
  const timer = setInterval(report, intervalSeconds * 1000);
  timer.unref();
  process.on(HEALTH_SIGNAL, report);
  return {
    stop() {
      clearInterval(timer);
      process.off(HEALTH_SIGNAL, report);
    },
  };
}
