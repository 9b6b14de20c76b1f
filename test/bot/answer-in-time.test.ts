/**
 * AnswerInTime: an answer sent before DEFER_AFTER_MS goes out alone; a late one is deferred at
 * DEFER_AFTER_MS and sent after the deferral has landed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AnswerInTime, DEFER_AFTER_MS, deferDelayMs } from "../../src/bot/answer-in-time.ts";

/** Records, in order, what was sent and when (in fake milliseconds). */
function recorder() {
  const sent: string[] = [];
  const note = (what: string): void => {
    sent.push(`${what}@${Date.now()}`);
  };
  return { sent, note };
}

describe("AnswerInTime", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends a prompt answer alone and never defers afterwards", async () => {
    const { sent, note } = recorder();
    const inTime = new AnswerInTime(async () => note("defer"));
    await vi.advanceTimersByTimeAsync(DEFER_AFTER_MS - 1);
    await inTime.answer(async () => note("reply"));
    await vi.advanceTimersByTimeAsync(10_000);
    await inTime.answer(async () => note("follow-up"));
    expect(sent).toEqual([`reply@${DEFER_AFTER_MS - 1}`, "follow-up@11499"]);
  });

  it("defers a late answer at DEFER_AFTER_MS, then sends the answer", async () => {
    const { sent, note } = recorder();
    const inTime = new AnswerInTime(async () => note("defer"));
    await vi.advanceTimersByTimeAsync(2500);
    await inTime.answer(async () => note("reply"));
    expect(sent).toEqual([`defer@${DEFER_AFTER_MS}`, "reply@2500"]);
  });

  it("holds an answer given while the deferral is in flight until it has landed", async () => {
    const { sent, note } = recorder();
    const inTime = new AnswerInTime(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      note("deferred");
    }, 100);
    await vi.advanceTimersByTimeAsync(150);
    const answered = inTime.answer(async () => note("reply"));
    await vi.advanceTimersByTimeAsync(200);
    await answered;
    expect(sent).toEqual(["deferred@300", "reply@300"]);
  });

  it("fails every later answer with the deferral's error, sending nothing", async () => {
    const { sent, note } = recorder();
    const unknown = new Error("Unknown interaction");
    const inTime = new AnswerInTime(async () => {
      throw unknown;
    }, 100);
    await vi.advanceTimersByTimeAsync(100);
    await expect(inTime.answer(async () => note("reply"))).rejects.toBe(unknown);
    await expect(inTime.answer(async () => note("follow-up"))).rejects.toBe(unknown);
    expect(sent).toEqual([]);
  });

  it("settle stops the timer: a failing handler's apology is never preceded by a deferral", async () => {
    const { sent, note } = recorder();
    const inTime = new AnswerInTime(async () => note("defer"));
    await vi.advanceTimersByTimeAsync(500);
    await inTime.settle();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([]);
  });
});

describe("deferDelayMs", () => {
  it("counts the time the interaction took to reach the handler against the budget", () => {
    expect(deferDelayMs(10_000, 10_000)).toBe(DEFER_AFTER_MS);
    expect(deferDelayMs(10_000, 10_400)).toBe(DEFER_AFTER_MS - 400);
    expect(deferDelayMs(10_000, 10_000 + DEFER_AFTER_MS)).toBe(0);
    expect(deferDelayMs(10_000, 14_000)).toBe(0);
  });

  it("gives the whole budget to an interaction a skewed clock puts in the future", () => {
    expect(deferDelayMs(10_500, 10_000)).toBe(DEFER_AFTER_MS);
  });
});
