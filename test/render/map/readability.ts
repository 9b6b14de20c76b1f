/** Measures a map's text as Discord's preview shows it (the house rule of issue 22). */
import { createCanvas } from "@napi-rs/canvas";
import { ensureFonts, font } from "../../../src/render/map/fonts.ts";
import { PREVIEW_WIDTH } from "../../../src/render/map/readability.ts";

/** The height of a bold capital H of `fontPx` on an image `imageWidth` px wide, once previewed. */
export function capHeightAtPreview(fontPx: number, imageWidth: number): number {
  ensureFonts();
  const ctx = createCanvas(1, 1).getContext("2d");
  ctx.font = font(fontPx, "bold");
  const cap = ctx.measureText("H").actualBoundingBoxAscent;
  return (cap * PREVIEW_WIDTH) / Math.max(imageWidth, PREVIEW_WIDTH);
}
