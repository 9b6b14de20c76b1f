import { describe, expect, it } from "vitest";
import { RateLimiter, slowDownMessage } from "../../src/bot/rate-limit.ts";

function limiter(commands: number, windowSeconds: number) {
  const clock = { ms: 1_000_000 };
  return { clock, limiter: new RateLimiter({ commands, windowSeconds }, () => clock.ms) };
}

describe("RateLimiter", () => {
  it("allows a burst of the full allowance, then refuses with the wait for the next token", () => {
    const { limiter: l } = limiter(3, 30);
    expect([l.take("u"), l.take("u"), l.take("u")]).toEqual([
      { allowed: true },
      { allowed: true },
      { allowed: true },
    ]);
    // 3 per 30 s: one token every 10 s.
    expect(l.take("u")).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it("refills at the allowance per window, never above the allowance", () => {
    const { clock, limiter: l } = limiter(3, 30);
    for (let i = 0; i < 3; i++) l.take("u");
    clock.ms += 4_000;
    expect(l.take("u")).toEqual({ allowed: false, retryAfterSeconds: 6 });
    clock.ms += 6_000;
    expect(l.take("u")).toEqual({ allowed: true });
    expect(l.take("u")).toEqual({ allowed: false, retryAfterSeconds: 10 });
    clock.ms += 10 * 60_000;
    expect([l.take("u"), l.take("u"), l.take("u"), l.take("u")].map((d) => d.allowed)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it("keeps a bucket per user", () => {
    const { limiter: l } = limiter(1, 60);
    expect(l.take("alice")).toEqual({ allowed: true });
    expect(l.take("alice")).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(l.take("bob")).toEqual({ allowed: true });
  });

  it("peeks without spending, and refused takes spend nothing either", () => {
    const { clock, limiter: l } = limiter(1, 10);
    expect(l.peek("u")).toEqual({ allowed: true });
    expect(l.peek("u")).toEqual({ allowed: true });
    expect(l.take("u")).toEqual({ allowed: true });
    expect(l.peek("u")).toEqual({ allowed: false, retryAfterSeconds: 10 });
    for (let i = 0; i < 5; i++) l.take("u");
    clock.ms += 10_000;
    expect(l.take("u")).toEqual({ allowed: true });
  });

  it("asks for at least a second, rounding a part-second wait up", () => {
    const { clock, limiter: l } = limiter(1, 10);
    l.take("u");
    clock.ms += 9_500;
    expect(l.take("u")).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("does not drain a bucket when the clock steps backwards", () => {
    const { clock, limiter: l } = limiter(2, 10);
    l.take("u");
    clock.ms -= 60_000;
    expect(l.take("u")).toEqual({ allowed: true });
    expect(l.take("u").allowed).toBe(false);
  });

  it("forgets users whose buckets are full again once it tracks more than 10 000", () => {
    const { clock, limiter: l } = limiter(5, 10);
    for (let i = 0; i < 10_000; i++) l.take(`quiet-${i}`);
    expect(l.tracked).toBe(10_000);
    clock.ms += 10_000;
    l.take("busy");
    // Every quiet user's bucket has refilled; only the one that just spent a token is kept.
    expect(l.tracked).toBe(1);
  });
});

describe("slowDownMessage", () => {
  it("names the wait", () => {
    expect(slowDownMessage(1)).toBe(
      "You're sending commands faster than the arena can keep up — wait a second.",
    );
    expect(slowDownMessage(7)).toBe(
      "You're sending commands faster than the arena can keep up — wait 7 seconds.",
    );
  });
});
