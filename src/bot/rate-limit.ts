/**
 * Per-user rate limiting with a token bucket: each user's bucket holds up to `commands` tokens
 * and refills at `commands` per `windowSeconds`, so a burst of `commands` is fine and a steady
 * flood is slowed to the refill rate. Pure apart from the injected clock.
 */
import type { RateLimitSettings } from "../config.ts";

export type RateDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  /** When `tokens` was last brought up to date, in ms. */
  at: number;
}

/** Buckets kept before the full ones (users who have gone quiet) are dropped. */
const PRUNE_ABOVE = 10_000;

export class RateLimiter {
  readonly #capacity: number;
  readonly #refillPerMs: number;
  readonly #now: () => number;
  readonly #buckets = new Map<string, Bucket>();

  constructor(settings: RateLimitSettings, now: () => number = Date.now) {
    this.#capacity = settings.commands;
    this.#refillPerMs = settings.commands / (settings.windowSeconds * 1000);
    this.#now = now;
  }

  /** Spends one of the user's tokens, or says how long until one is back. */
  take(userId: string): RateDecision {
    const bucket = this.#refreshed(userId);
    if (bucket.tokens < 1) return this.#refusal(bucket);
    bucket.tokens -= 1;
    this.#buckets.set(userId, bucket);
    if (this.#buckets.size > PRUNE_ABOVE) this.#prune();
    return { allowed: true };
  }

  /** Whether the user has a token, without spending one. */
  peek(userId: string): RateDecision {
    const bucket = this.#refreshed(userId);
    return bucket.tokens < 1 ? this.#refusal(bucket) : { allowed: true };
  }

  /** Buckets held, for tests of the pruning. */
  get tracked(): number {
    return this.#buckets.size;
  }

  #refreshed(userId: string): Bucket {
    const now = this.#now();
    const bucket = this.#buckets.get(userId);
    if (bucket === undefined) return { tokens: this.#capacity, at: now };
    // A clock that steps backwards refills nothing rather than draining the bucket.
    const elapsed = Math.max(0, now - bucket.at);
    bucket.tokens = Math.min(this.#capacity, bucket.tokens + elapsed * this.#refillPerMs);
    bucket.at = now;
    return bucket;
  }

  #refusal(bucket: Bucket): RateDecision {
    const ms = (1 - bucket.tokens) / this.#refillPerMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) };
  }

  #prune(): void {
    for (const [userId] of this.#buckets) {
      if (this.#refreshed(userId).tokens >= this.#capacity) this.#buckets.delete(userId);
    }
  }
}

export function slowDownMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds === 1 ? "a second" : `${retryAfterSeconds} seconds`;
  return `You're sending commands faster than the arena can keep up — wait ${wait}.`;
}
