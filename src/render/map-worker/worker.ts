/**
 * A render worker thread's loop: each request is a state, its turn's events and which picture to
 * draw; the answer is the PNG bytes (moved, not copied), or the message of what went wrong.
 */
import { parentPort } from "node:worker_threads";
import type { BattleEvent, BattleState } from "../../engine/index.ts";
import { renderOrderPreview } from "../map/preview.ts";
import { renderMap } from "../map/render-map.ts";
import { renderTurnCrop } from "../map/turn-crop.ts";
import type { MapPicture, RenderAnswer, RenderRequest } from "./messages.ts";

function draw(
  state: BattleState,
  events: readonly BattleEvent[],
  picture: MapPicture,
): Promise<Buffer> {
  switch (picture.kind) {
    case "map":
      return renderMap(state, { events, crop: picture.crop });
    case "turn-crop":
      return renderTurnCrop(state, { events });
    case "preview":
      return renderOrderPreview(state, picture.plan);
  }
}

const port = parentPort;
if (port === null) throw new Error("the render worker runs only as a worker thread");

port.on("message", async ({ id, state, events, picture }: RenderRequest) => {
  let answer: RenderAnswer;
  try {
    const png = await draw(state, events, picture);
    // A copy in an ArrayBuffer of its own, safe to move (a small Buffer may share a pool).
    answer = { id, png: new Uint8Array(png) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer, "png" in answer ? [answer.png.buffer] : []);
});
