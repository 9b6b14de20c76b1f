/**
 * Discord forgets an interaction that is not acknowledged within 3 s of being sent. A step or a
 * map is deferred the moment it arrives, as its command declares (see Deferral in
 * commands/command.ts); this is the safety net for the rest, which answer directly. A handler
 * that answers sooner sends its answer as the one and only response; one that is still working
 * DEFER_AFTER_MS after Discord created the interaction is deferred by the adapter — "Melee Bot
 * is thinking…" for a command, nothing visible for a button — and its answer arrives later as
 * the edit of that acknowledgement. So fast answers stay single messages with no extra round
 * trip.
 *
 * The timer leaves half of Discord's 3 s for gateway latency, a busy event loop and the
 * acknowledgement's own request; under a starved CPU it may fire late, which is why slow work
 * does not rely on it.
 */
export const DEFER_AFTER_MS = 1500;

/**
 * How long from now to wait before deferring an interaction Discord created at `createdAt`
 * (ms): the time it spent reaching the handler (a busy event loop, a slow gateway) counts
 * against the budget. A clock that puts the interaction in the future gets the whole budget.
 */
export function deferDelayMs(createdAt: number, now: number): number {
  return Math.min(DEFER_AFTER_MS, Math.max(0, DEFER_AFTER_MS - (now - createdAt)));
}

/** Watches one interaction's first answer and defers it when it is late. */
export class AnswerInTime {
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The automatic deferral: settles with its error, or undefined once it has landed. */
  #deferral: Promise<unknown> | undefined;

  constructor(defer: () => Promise<void>, afterMs = DEFER_AFTER_MS) {
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#deferral = defer().then(
        () => undefined,
        (error: unknown) => error ?? new Error("the deferral failed"),
      );
    }, afterMs);
  }

  /**
   * Sends an answer (the handler's own reply, update, defer or follow-up): no deferral starts
   * after this, and one in flight lands first. A failed deferral fails the answer with its error,
   * since the interaction cannot be answered any more.
   */
  async answer(send: () => Promise<void>): Promise<void> {
    await this.settle();
    await send();
  }

  /** Stops the timer and waits for a deferral in flight; throws what made it fail. */
  async settle(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const failed = await this.#deferral;
    if (failed !== undefined) throw failed;
  }
}
