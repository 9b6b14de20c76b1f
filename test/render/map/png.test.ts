import { createCanvas, loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { encodePng, encodePngSync } from "../../../src/render/map/png.ts";

/** Opaque pixels with flat runs, gradients and noise, so every kind of row is exercised. */
function opaquePixels(width: number, height: number): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  let noise = 12345;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      noise = (Math.imul(noise, 1103515245) + 12345) >>> 0;
      const at = (y * width + x) * 4;
      rgba[at] = x < width / 2 ? 40 : (x * 7) & 255;
      rgba[at + 1] = y % 3 === 0 ? 200 : (y * 5) & 255;
      rgba[at + 2] = noise >>> 24;
      rgba[at + 3] = 255;
    }
  }
  return rgba;
}

async function decode(png: Buffer): Promise<{ width: number; height: number; data: Uint8Array }> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext("2d");
  ctx.drawImage(image, 0, 0);
  const data = new Uint8Array(ctx.getImageData(0, 0, image.width, image.height).data);
  return { width: image.width, height: image.height, data };
}

describe("encodePng", () => {
  it("encodes opaque pixels losslessly, at any compression level", async () => {
    const width = 37;
    const height = 23;
    const rgba = opaquePixels(width, height);
    for (const level of [0, 3, 9]) {
      const decoded = await decode(await encodePng(rgba, width, height, level));
      expect(decoded.width).toBe(width);
      expect(decoded.height).toBe(height);
      expect(Buffer.from(decoded.data).equals(Buffer.from(rgba))).toBe(true);
    }
  });

  it("starts with the PNG signature and an IHDR for 8-bit RGBA", async () => {
    const png = await encodePng(opaquePixels(5, 4), 5, 4);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.toString("latin1", 12, 16)).toBe("IHDR");
    expect(png.readUInt32BE(16)).toBe(5);
    expect(png.readUInt32BE(20)).toBe(4);
    expect([png[24], png[25]]).toEqual([8, 6]);
  });
});

describe("encodePngSync", () => {
  it("gives the asynchronous encoder's very bytes, at any level", async () => {
    const rgba = opaquePixels(37, 23);
    for (const level of [0, 3, 9]) {
      const sync = encodePngSync(rgba, 37, 23, level);
      expect(sync.equals(await encodePng(rgba, 37, 23, level))).toBe(true);
    }
  });
});
