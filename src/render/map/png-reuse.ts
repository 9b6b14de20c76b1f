/**
 * PNG encoding that reuses a background's compressed rows. The turn crop and the order preview are
 * drawn over the cached arena layer (arena-layer.ts), and most of their rows are that layer's rows
 * untouched (70 % of the combat example's turn-8 crop). The layer's scanlines are deflated once,
 * in bands of BAND_ROWS rows, each band its own deflate stream ended by a sync flush (byte-aligned,
 * no reference outside it); a picture over it deflates only its runs of changed bands the same way
 * and copies the others' bytes. The pieces are joined into one zlib stream: header, the blocks in
 * row order, an empty final block, and the Adler-32 of all rows, combined from the pieces' own.
 *
 * The rows are the same as encodePng's (8-bit RGBA, filter 0), at the same deflate level.
 *
 * The pieces are deflated synchronously, on the thread that drew the picture (a render worker in
 * the bot, map-worker/): each of Node's asynchronous zlib calls builds a stream around the work
 * and hops to the thread pool and back, which cost the crop and the preview more than the deflate
 * of their changed rows itself (docs/performance.md).
 */
import { constants, deflateRawSync, deflateSync } from "node:zlib";
import type { Canvas } from "@napi-rs/canvas";
import { encodePngSync, PNG_LEVEL, pngFile, scanlines } from "./png.ts";

export const BAND_ROWS = 8;
const ADLER_MOD = 65521;
/** zlib header: deflate with a 32 KiB window, no preset dictionary, check bits set. */
const ZLIB_HEADER = Buffer.from([0x78, 0x01]);
/** An empty final block with fixed codes: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** A run of rows compressed on its own, with the Adler-32 and length of its scanlines. */
interface Piece {
  readonly deflated: Buffer;
  readonly adler: number;
  readonly length: number;
}

/** A background's pixels and its bands compressed, for pictures drawn over it. */
export interface PngBackground {
  readonly rgba: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly bands: readonly Piece[];
}

/**
 * The Adler-32 of some bytes, read from the trailer of a stored (level 0) zlib stream: zlib's own
 * checksum is several times faster than one written here, and storing is a copy.
 */
export function adler32(data: Uint8Array): number {
  const stored = deflateSync(data, { level: 0 });
  return stored.readUInt32BE(stored.length - 4);
}

/** The Adler-32 of two byte runs one after the other, from theirs (zlib's adler32_combine). */
export function combineAdler32(first: number, second: number, secondLength: number): number {
  const rem = secondLength % ADLER_MOD;
  let sum1 = first & 0xffff;
  let sum2 = (rem * sum1) % ADLER_MOD;
  sum1 += (second & 0xffff) + ADLER_MOD - 1;
  sum2 += ((first >>> 16) & 0xffff) + ((second >>> 16) & 0xffff) + ADLER_MOD - rem;
  sum1 %= ADLER_MOD;
  sum2 %= ADLER_MOD;
  return ((sum2 << 16) | sum1) >>> 0;
}

function piece(rgba: Uint8Array, width: number, from: number, to: number): Piece {
  const rows = scanlines(rgba.subarray(from * width * 4, to * width * 4), width, to - from);
  const deflated = deflateRawSync(rows, { level: PNG_LEVEL, finishFlush: constants.Z_SYNC_FLUSH });
  return { deflated, adler: adler32(rows), length: rows.length };
}

function bandCount(height: number): number {
  return Math.ceil(height / BAND_ROWS);
}

/** Compresses a background band by band (once per background: the caller keeps it). */
export function pngBackground(rgba: Uint8Array, width: number, height: number): PngBackground {
  const bands = Array.from({ length: bandCount(height) }, (_, i) =>
    piece(rgba, width, i * BAND_ROWS, Math.min(height, (i + 1) * BAND_ROWS)),
  );
  return { rgba: new Uint8Array(rgba), width, height, bands };
}

function bandUnchanged(rgba: Uint8Array, background: PngBackground, band: number): boolean {
  const rowBytes = background.width * 4;
  const from = band * BAND_ROWS * rowBytes;
  const to = Math.min(background.height, (band + 1) * BAND_ROWS) * rowBytes;
  return Buffer.from(rgba.buffer, rgba.byteOffset + from, to - from).equals(
    Buffer.from(background.rgba.buffer, background.rgba.byteOffset + from, to - from),
  );
}

/**
 * Encodes opaque RGBA pixels of the background's size as a PNG, deflating only the bands that
 * differ from the background.
 */
export function encodePngOver(rgba: Uint8Array, background: PngBackground): Buffer {
  const { width, height, bands } = background;
  const pieces: Piece[] = [];
  let band = 0;
  while (band < bands.length) {
    if (bandUnchanged(rgba, background, band)) {
      pieces.push(bands[band] as Piece);
      band++;
      continue;
    }
    const start = band;
    while (band < bands.length && !bandUnchanged(rgba, background, band)) band++;
    pieces.push(piece(rgba, width, start * BAND_ROWS, Math.min(height, band * BAND_ROWS)));
  }
  let adler = 1;
  for (const p of pieces) adler = combineAdler32(adler, p.adler, p.length);
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(adler, 0);
  const stream = Buffer.concat([
    ZLIB_HEADER,
    ...pieces.map((p) => p.deflated),
    FINAL_BLOCK,
    trailer,
  ]);
  return pngFile(stream, width, height);
}

/** Backgrounds compressed, by canvas: kept as long as the arena layer's cache keeps the canvas. */
const compressed = new WeakMap<Canvas, PngBackground>();

/**
 * A picture drawn over `layer` (the cached arena layer, at the origin) as a PNG, reusing the
 * layer's compressed rows when the two are the same size.
 */
export async function encodeDrawnOver(picture: Canvas, layer: Canvas): Promise<Buffer> {
  if (picture.width !== layer.width || picture.height !== layer.height) {
    return encodePngSync(picture.data(), picture.width, picture.height);
  }
  let background = compressed.get(layer);
  if (!background) {
    background = pngBackground(layer.data(), layer.width, layer.height);
    compressed.set(layer, background);
  }
  return encodePngOver(picture.data(), background);
}
