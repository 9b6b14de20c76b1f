/**
 * Golden-image comparison. A render is compared with its committed reference in test/golden/map/
 * by decoding both and counting the pixels where some channel differs by more than
 * CHANNEL_THRESHOLD; up to MAX_DIFFERING_FRACTION of the pixels may differ. Renders are
 * deterministic on one machine (0 pixels differ); the threshold absorbs the level or two by which
 * anti-aliasing may vary between builds of the canvas library and CPUs. The fraction is kept small
 * (0.05%, a few hundred pixels): a moved or restyled token, line or panel fails, while a single
 * changed letter may not (28 pixels, say); exact wording is what the alt-text tests check.
 *
 * `npm run golden:update` (UPDATE_GOLDEN=1) rewrites the references instead: a changed reference
 * is then a reviewed, committed change. On a mismatch the render and a difference image are written
 * to the system's temporary folder, and the failure names them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createCanvas, type Image, loadImage } from "@napi-rs/canvas";

export const GOLDEN_DIR = fileURLToPath(new URL("../../golden/map/", import.meta.url));
export const UPDATING = process.env.UPDATE_GOLDEN === "1";
export const CHANNEL_THRESHOLD = 24;
export const MAX_DIFFERING_FRACTION = 0.0005;

export interface Comparison {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly differing: number;
  readonly fraction: number;
  /** Where the render and the difference image were written, when they differ at all. */
  readonly written: string | null;
}

function pixels(image: Image): Uint8ClampedArray {
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext("2d");
  ctx.drawImage(image, 0, 0);
  return ctx.getImageData(0, 0, image.width, image.height).data;
}

/** Compares a PNG with the reference of that name, or writes the reference when updating. */
export async function compareWithGolden(name: string, png: Buffer): Promise<Comparison> {
  const path = join(GOLDEN_DIR, `${name}.png`);
  if (UPDATING) {
    mkdirSync(GOLDEN_DIR, { recursive: true });
    writeFileSync(path, png);
  }
  if (!existsSync(path)) {
    throw new Error(`No reference image ${path}: run \`npm run golden:update\` and review it.`);
  }
  const [actual, expected] = await Promise.all([loadImage(png), loadImage(readFileSync(path))]);
  if (actual.width !== expected.width || actual.height !== expected.height) {
    const written = writeActual(name, png, null);
    throw new Error(
      `${name}: the render is ${actual.width}×${actual.height}, the reference ${expected.width}×${expected.height} (render written to ${written}).`,
    );
  }
  const a = pixels(actual);
  const b = pixels(expected);
  const diff = new Uint8ClampedArray(a.length);
  let differing = 0;
  for (let i = 0; i < a.length; i += 4) {
    const delta = Math.max(
      Math.abs((a[i] ?? 0) - (b[i] ?? 0)),
      Math.abs((a[i + 1] ?? 0) - (b[i + 1] ?? 0)),
      Math.abs((a[i + 2] ?? 0) - (b[i + 2] ?? 0)),
      Math.abs((a[i + 3] ?? 0) - (b[i + 3] ?? 0)),
    );
    const off = delta > CHANNEL_THRESHOLD;
    if (off) differing++;
    // The difference image: differing pixels red, the rest a faint copy of the reference.
    diff[i] = off ? 255 : 255 - ((255 - (b[i] ?? 0)) >> 3);
    diff[i + 1] = off ? 0 : 255 - ((255 - (b[i + 1] ?? 0)) >> 3);
    diff[i + 2] = off ? 0 : 255 - ((255 - (b[i + 2] ?? 0)) >> 3);
    diff[i + 3] = 255;
  }
  const total = actual.width * actual.height;
  const written =
    differing > 0
      ? writeActual(name, png, { data: diff, width: actual.width, height: actual.height })
      : null;
  return {
    name,
    width: actual.width,
    height: actual.height,
    differing,
    fraction: differing / total,
    written,
  };
}

function writeActual(
  name: string,
  png: Buffer,
  diff: { data: Uint8ClampedArray; width: number; height: number } | null,
): string {
  const dir = join(tmpdir(), "melee-bot-golden");
  mkdirSync(dir, { recursive: true });
  const actualPath = join(dir, `${name}.actual.png`);
  writeFileSync(actualPath, png);
  if (diff) {
    const canvas = createCanvas(diff.width, diff.height);
    const ctx = canvas.getContext("2d");
    const image = ctx.createImageData(diff.width, diff.height);
    image.data.set(diff.data);
    ctx.putImageData(image, 0, 0);
    writeFileSync(join(dir, `${name}.diff.png`), canvas.toBuffer("image/png"));
  }
  return actualPath;
}
