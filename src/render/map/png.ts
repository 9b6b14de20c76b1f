/**
 * A small PNG encoder for the map. The canvas library's PNG encoder compresses hard and took most
 * of a render's time (around 70 ms of CPU for the duel map, 130 ms for the melee, against 6 and
 * 14 ms to draw them). The map is large areas of flat colour, which deflate compresses well as
 * they are: measured on the duel map, leaving the rows unfiltered gave a file a fifth smaller and
 * half the CPU of the "Up" filter used before (which made up a third of the encoding itself),
 * and a light deflate (level 3) is within a few percent of the smallest file. The deflate runs on
 * libuv's thread pool, off the event loop.
 *
 * Input is the canvas's RGBA bytes. The map is drawn on an opaque background, so premultiplied
 * and straight alpha agree and the PNG is 8-bit RGBA (colour type 6), every row with filter 0.
 */
import { promisify } from "node:util";
import { crc32, deflate, deflateSync } from "node:zlib";

const deflateAsync = promisify(deflate);

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const FILTER_NONE = 0;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** The deflate level of every map: within a few percent of the smallest file, at a fraction of the CPU. */
export const PNG_LEVEL = 3;

/** The scanlines: each row of pixels after its filter-type byte (0, none). */
export function scanlines(rgba: Uint8Array, width: number, height: number): Buffer {
  const rowBytes = width * 4;
  const out = Buffer.allocUnsafe((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    const at = y * (rowBytes + 1);
    out[at] = FILTER_NONE;
    out.set(rgba.subarray(y * rowBytes, (y + 1) * rowBytes), at + 1);
  }
  return out;
}

/** The PNG file around a zlib stream of 8-bit RGBA scanlines. */
export function pngFile(zlibStream: Buffer, width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  header[10] = 0; // compression: deflate
  header[11] = 0; // filter method 0
  header[12] = 0; // no interlace
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", zlibStream),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Encodes opaque RGBA pixels as a PNG. */
export async function encodePng(
  rgba: Uint8Array,
  width: number,
  height: number,
  level = PNG_LEVEL,
): Promise<Buffer> {
  return pngFile(await deflateAsync(scanlines(rgba, width, height), { level }), width, height);
}

/**
 * encodePng on the calling thread: no hop to the thread pool and back. For pictures drawn in a
 * render worker (png-reuse.ts), and for the bench's synchronous floor.
 */
export function encodePngSync(
  rgba: Uint8Array,
  width: number,
  height: number,
  level = PNG_LEVEL,
): Buffer {
  return pngFile(deflateSync(scanlines(rgba, width, height), { level }), width, height);
}
