/**
 * A small PNG encoder for the map. The canvas library's PNG encoder compresses hard and took most
 * of a render's time (around 70 ms of CPU for the duel map, 130 ms for the melee, against 6 and
 * 14 ms to draw them); the map is flat colour, so the "Up" filter and a light deflate (level 3)
 * give a file only about 10% larger in a fraction of the time, and the deflate runs on libuv's
 * thread pool, off the event loop.
 *
 * Input is the canvas's RGBA bytes. The map is drawn on an opaque background, so premultiplied
 * and straight alpha agree and the PNG is 8-bit RGBA (colour type 6) with every row filtered "Up"
 * (the first row against zeros, which is the same as no filter).
 */
import { promisify } from "node:util";
import { crc32, deflate } from "node:zlib";

const deflateAsync = promisify(deflate);

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const FILTER_UP = 2;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * The scanlines, each a filter byte then the row minus the row above, byte by byte (mod 256).
 * Four bytes are subtracted at once in 32-bit words, with the carries kept inside each byte.
 */
export function filterRowsUp(rgba: Uint8Array, width: number, height: number): Buffer {
  if (rgba.byteOffset % 4 !== 0) rgba = new Uint8Array(rgba);
  const words = new Uint32Array(rgba.buffer, rgba.byteOffset, width * height);
  const rowBytes = width * 4;
  const out = Buffer.allocUnsafe((rowBytes + 1) * height);
  const diff = new Uint32Array(width);
  const diffBytes = new Uint8Array(diff.buffer);
  for (let y = 0; y < height; y++) {
    const at = y * width;
    if (y === 0) {
      diff.set(words.subarray(0, width));
    } else {
      for (let x = 0; x < width; x++) {
        const a = words[at + x] as number;
        const b = words[at - width + x] as number;
        diff[x] = (((a | 0x80808080) - (b & 0x7f7f7f7f)) ^ ((a ^ ~b) & 0x80808080)) >>> 0;
      }
    }
    const row = y * (rowBytes + 1);
    out[row] = FILTER_UP;
    out.set(diffBytes, row + 1);
  }
  return out;
}

/** Encodes opaque RGBA pixels as a PNG. */
export async function encodePng(
  rgba: Uint8Array,
  width: number,
  height: number,
  level = 3,
): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  header[10] = 0; // compression: deflate
  header[11] = 0; // filter method 0
  header[12] = 0; // no interlace
  const rows = filterRowsUp(rgba, width, height);
  const compressed = await deflateAsync(rows, { level });
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", compressed),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
