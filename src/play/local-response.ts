/**
 * Enforces Discord's answering rules on a local interaction — answer once (reply, defer or
 * update), follow up only after — so a handler that would fail on Discord fails here too. A
 * deferred answer arrives as the Discord adapter delivers it: after `defer`, the reply (or the
 * first follow-up) is the answer, private if the defer was; after `deferUpdate`, `update`
 * replaces the message and `reply` posts a new one.
 */
import type { Reply } from "../../commands/interaction.ts";

/** Posts a reply; `messageId` is given when an existing message is replaced. */
export type Post = (reply: Reply, messageId?: number) => Promise<unknown>;

type Stage =
  | { readonly kind: "open" }
  | { readonly kind: "deferred"; readonly ephemeral: boolean }
  | { readonly kind: "deferred-update" }
  | { readonly kind: "answered" };

export class LocalResponse {
  #stage: Stage = { kind: "open" };

  constructor(private readonly post: Post) {}

  get answered(): boolean {
    return this.#stage.kind !== "open";
  }

  async reply(reply: Reply): Promise<void> {
    const stage = this.#stage;
    if (stage.kind === "deferred") return this.#deliverDeferred(stage, reply);
    if (stage.kind !== "deferred-update") this.#answer();
    await this.post(reply);
  }

  async defer(ephemeral: boolean): Promise<void> {
    this.#answer({ kind: "deferred", ephemeral });
  }

  async deferUpdate(): Promise<void> {
    this.#answer({ kind: "deferred-update" });
  }

  async update(reply: Reply, messageId: number): Promise<void> {
    if (this.#stage.kind !== "deferred-update") this.#answer();
    await this.post(reply, messageId);
  }

  /** The first follow-up after a defer is the deferred answer, ephemeral if the defer was. */
  async followUp(reply: Reply): Promise<void> {
    const stage = this.#stage;
    if (stage.kind === "open") throw new Error("followUp before the interaction was answered");
    if (stage.kind === "deferred") return this.#deliverDeferred(stage, reply);
    await this.post(reply);
  }

  async #deliverDeferred(stage: { readonly ephemeral: boolean }, reply: Reply): Promise<void> {
    this.#stage = { kind: "answered" };
    await this.post(
      stage.ephemeral && reply.ephemeral === undefined ? { ...reply, ephemeral: true } : reply,
    );
  }

  #answer(next: Stage = { kind: "answered" }): void {
    if (this.#stage.kind !== "open") throw new Error("the interaction was already answered");
    this.#stage = next;
  }
}
