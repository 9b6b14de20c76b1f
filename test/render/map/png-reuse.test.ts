import { createCanvas, loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { encodePng } from "../../../src/render/map/png.ts";
import {
  adler32,
  BAND_ROWS,
  combineAdler32,
  encodePngOver,
  pngBackground,
} from "../../../src/render/map/png-reuse.ts";

const WIDTH = 29;
const HEIGHT = 5 * BAND_ROWS + 3; // a short last band

/** Opaque pixels: a flat background with a gradient, as the arena layer is flat with lines. */
function background(): Uint8Array {
  const rgba = new Uint8Array(WIDTH * HEIGHT * 4);
  for (let i = 0; i < WIDTH * HEIGHT; i++) {
    rgba.set([216, 207, (i * 3) & 255, 255], i * 4);
  }
  return rgba;
}

/** The background with the pixels of the given rows changed. */
function drawnOver(base: Uint8Array, rows: readonly number[]): Uint8Array {
  const rgba = new Uint8Array(base);
  for (const y of rows) {
    for (let x = 0; x < WIDTH; x++) rgba.set([20, (x * 9) & 255, y, 255], (y * WIDTH + x) * 4);
  }
  return rgba;
}

async function decode(png: Buffer): Promise<Uint8Array> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext("2d").drawImage(image, 0, 0);
  return new Uint8Array(canvas.getContext("2d").getImageData(0, 0, WIDTH, HEIGHT).data);
}

describe("encodePngOver", () => {
  it("encodes the picture's own pixels, whichever bands differ from the background", async () => {
    const base = background();
    const layer = pngBackground(base, WIDTH, HEIGHT);
    const cases: number[][] = [
      [],
      [0],
      [BAND_ROWS - 1, BAND_ROWS],
      [2 * BAND_ROWS + 1, 4 * BAND_ROWS],
      [HEIGHT - 1],
      Array.from({ length: HEIGHT }, (_, y) => y),
    ];
    for (const rows of cases) {
      const picture = drawnOver(base, rows);
      const decoded = await decode(encodePngOver(picture, layer));
      expect(Buffer.from(decoded).equals(Buffer.from(picture)), `rows ${rows}`).toBe(true);
    }
  });

  it("copies the background's compressed bands where the picture leaves them unchanged", () => {
    const base = background();
    const layer = pngBackground(base, WIDTH, HEIGHT);
    const unchanged = encodePngOver(base, layer);
    const oneBand = encodePngOver(drawnOver(base, [BAND_ROWS]), layer);
    for (const band of [layer.bands[0], layer.bands[2], layer.bands[5]]) {
      expect(band && unchanged.includes(band.deflated)).toBe(true);
      expect(band && oneBand.includes(band.deflated)).toBe(true);
    }
    expect(oneBand.includes(layer.bands[1]?.deflated as Buffer)).toBe(false);
  });

  it("gives the same pixels as the plain encoder", async () => {
    const picture = drawnOver(background(), [3, 17]);
    const layer = pngBackground(background(), WIDTH, HEIGHT);
    expect(await decode(encodePngOver(picture, layer))).toEqual(
      await decode(await encodePng(picture, WIDTH, HEIGHT)),
    );
  });
});

describe("Adler-32", () => {
  it("is zlib's checksum (the RFC 1950 example: 'Wikipedia' is 0x11E60398)", () => {
    expect(adler32(Buffer.from("Wikipedia", "ascii"))).toBe(0x11e60398);
  });

  it("combines two runs' checksums into the checksum of both", () => {
    const first = Buffer.alloc(70_000, 250);
    const second = Buffer.from(Array.from({ length: 9_000 }, (_, i) => (i * 7) & 255));
    expect(combineAdler32(adler32(first), adler32(second), second.length)).toBe(
      adler32(Buffer.concat([first, second])),
    );
    expect(combineAdler32(1, adler32(second), second.length)).toBe(adler32(second));
  });
});
