/**
 * Runs an odds job's duels on worker threads, so the thousands of duels never hold up the event
 * loop: the run is cut into one share per worker and the shares' tallies are added. The workers
 * start at the first run, are reused, and never keep the process alive while idle; one that dies
 * fails its pending shares and is replaced at the next run.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { OddsAnswer, OddsRequest } from "./messages.ts";
import { addTallies, EMPTY_TALLY, type OddsJob, type Tally } from "./tally.ts";

/** One worker per core: a run keeps every core busy until it is done. */
const WORKERS = Math.max(1, availableParallelism());

export const DEFAULT_DUELS = 10_000;

interface Pending {
  resolve(tally: Tally): void;
  reject(error: Error): void;
}

class OddsWorker {
  // Without the parent's flags: tsx's, inherited, hang the worker; bootstrap.mjs loads tsx.
  readonly #worker = new Worker(new URL("./bootstrap.mjs", import.meta.url), { execArgv: [] });
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #dead = false;

  constructor() {
    this.#worker.on("message", (answer: OddsAnswer) => this.#answered(answer));
    this.#worker.on("error", (error) => this.#die(error));
    this.#worker.on("exit", (code) => this.#die(new Error(`the odds worker exited (${code})`)));
    this.#worker.unref();
  }

  get dead(): boolean {
    return this.#dead;
  }

  run(job: OddsJob, seed: number, first: number, count: number): Promise<Tally> {
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      const request: OddsRequest = { id, job, seed, first, count };
      this.#worker.postMessage(request);
    });
  }

  #answered(answer: OddsAnswer): void {
    const pending = this.#pending.get(answer.id);
    this.#pending.delete(answer.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if ("tally" in answer) pending?.resolve(answer.tally);
    else pending?.reject(new Error(`the odds could not be run: ${answer.error}`));
  }

  #die(error: Error): void {
    this.#dead = true;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}

let workers: OddsWorker[] = [];

/** The tally of `duels` duels of the job from `seed`, shared out over the workers. */
export async function runOdds(job: OddsJob, duels = DEFAULT_DUELS, seed = 1): Promise<Tally> {
  workers = workers.filter((w) => !w.dead);
  while (workers.length < WORKERS) workers.push(new OddsWorker());
  const share = Math.ceil(duels / workers.length);
  const tallies = await Promise.all(
    workers.map((worker, i) => {
      const first = i * share;
      return worker.run(job, seed, first, Math.max(0, Math.min(share, duels - first)));
    }),
  );
  return tallies.reduce(addTallies, EMPTY_TALLY);
}
