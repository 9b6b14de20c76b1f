/**
 * Draws battle maps on worker threads. A map costs some 15 ms of CPU (drawing it, then laying
 * out its rows for the PNG; the deflate runs on libuv's pool), and on the event loop that time
 * holds up every other interaction; on a worker it runs beside them. The workers start at the
 * first map, are reused, and never keep the process alive while idle; one that dies fails its
 * pending maps and is replaced at the next.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { BattleEvent, BattleState } from "../../engine/index.ts";
import type { MapPicture, RenderAnswer, RenderRequest } from "./messages.ts";

/**
 * At least two workers, even on two cores: maps come in bursts (several turns ending at once),
 * and with one worker each map of a burst waited for all those before it. On this project's
 * two-core machine the bot bench's median reply with 100 battles fell from about 145 ms to 90 ms
 * with a second worker. More cores get more workers, up to four.
 */
const WORKERS = Math.min(4, Math.max(2, availableParallelism() - 1));

interface Pending {
  resolve(png: Uint8Array): void;
  reject(error: Error): void;
}

class RenderWorker {
  // Without the parent's flags: tsx's, inherited, hang the worker; bootstrap.mjs loads tsx.
  readonly #worker = new Worker(new URL("./bootstrap.mjs", import.meta.url), { execArgv: [] });
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #dead = false;

  constructor() {
    this.#worker.on("message", (answer: RenderAnswer) => this.#answered(answer));
    this.#worker.on("error", (error) => this.#die(error));
    this.#worker.on("exit", (code) => this.#die(new Error(`the render worker exited (${code})`)));
    // Idle until the first map (after the listeners: adding one refs the worker's port again).
    this.#worker.unref();
  }

  get load(): number {
    return this.#pending.size;
  }

  get dead(): boolean {
    return this.#dead;
  }

  render(
    state: BattleState,
    events: readonly BattleEvent[],
    picture: MapPicture,
  ): Promise<Uint8Array> {
    const id = this.#nextId++;
    // Busy, the worker keeps the process alive until the map is back; idle, it does not.
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      const request: RenderRequest = { id, state, events, picture };
      this.#worker.postMessage(request);
    });
  }

  #answered(answer: RenderAnswer): void {
    const pending = this.#pending.get(answer.id);
    this.#pending.delete(answer.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if ("png" in answer) pending?.resolve(answer.png);
    else pending?.reject(new Error(`the map could not be drawn: ${answer.error}`));
  }

  #die(error: Error): void {
    this.#dead = true;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}

let workers: RenderWorker[] = [];

/** A picture as PNG bytes, drawn on the least busy worker (by default the "auto" cropped map). */
export function renderMapInWorker(
  state: BattleState,
  events: readonly BattleEvent[],
  picture: MapPicture = { kind: "map", crop: "auto" },
): Promise<Uint8Array> {
  workers = workers.filter((w) => !w.dead);
  while (workers.length < WORKERS) workers.push(new RenderWorker());
  const idlest = workers.reduce((best, w) => (w.load < best.load ? w : best));
  return idlest.render(state, events, picture);
}
