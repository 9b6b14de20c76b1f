/**
 * Enforces Discord's answering rules on a local interaction — answer once (reply, defer or
 * update), follow up only after — so a handler that would fail on Discord fails here too.
 */
import type { Reply } from "../../commands/interaction.ts";

/** Posts a reply; `messageId` is given when an existing message is replaced. */
export type Post = (reply: Reply, messageId?: number) => Promise<void>;

export class LocalResponse {
  #answered = false;
  #deferredEphemeral: boolean | undefined;

  constructor(private readonly post: Post) {}

  get answered(): boolean {
    return this.#answered;
  }

  async reply(reply: Reply): Promise<void> {
    this.#answer();
    await this.post(reply);
  }

  async defer(ephemeral: boolean): Promise<void> {
    this.#answer();
    this.#deferredEphemeral = ephemeral;
  }

  async update(reply: Reply, messageId: number): Promise<void> {
    this.#answer();
    await this.post(reply, messageId);
  }

  /** The first follow-up after a defer is the deferred answer, ephemeral if the defer was. */
  async followUp(reply: Reply): Promise<void> {
    if (!this.#answered) throw new Error("followUp before the interaction was answered");
    const deferred = this.#deferredEphemeral;
    this.#deferredEphemeral = undefined;
    await this.post(
      deferred === true && reply.ephemeral === undefined ? { ...reply, ephemeral: true } : reply,
    );
  }

  #answer(): void {
    if (this.#answered) throw new Error("the interaction was already answered");
    this.#answered = true;
  }
}
