/**
 * A render worker thread's loop: each request is a state and its turn's events; the answer is the
 * map's PNG bytes (moved, not copied), or the message of what went wrong.
 */
import { parentPort } from "node:worker_threads";
import { renderMap } from "../map/render-map.ts";
import type { RenderAnswer, RenderRequest } from "./messages.ts";

const port = parentPort;
if (port === null) throw new Error("the render worker runs only as a worker thread");

port.on("message", async ({ id, state, events }: RenderRequest) => {
  let answer: RenderAnswer;
  try {
    const png = await renderMap(state, { events, crop: "auto" });
    // A copy in an ArrayBuffer of its own, safe to move (a small Buffer may share a pool).
    answer = { id, png: new Uint8Array(png) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer, "png" in answer ? [answer.png.buffer] : []);
});
