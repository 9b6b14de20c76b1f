/** An odds worker thread's loop: each request is a share of a run's duels; the answer its tally. */
import { parentPort } from "node:worker_threads";
import type { OddsAnswer, OddsRequest } from "./messages.ts";
import { tallyDuels } from "./tally.ts";

const port = parentPort;
if (port === null) throw new Error("the odds worker runs only as a worker thread");

port.on("message", ({ id, job, seed, first, count }: OddsRequest) => {
  let answer: OddsAnswer;
  try {
    answer = { id, tally: tallyDuels(job, seed, first, count) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
