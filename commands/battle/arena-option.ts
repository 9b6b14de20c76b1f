/** The arena size typed as width: and height: (/battle new, /odds), MELEE's 12 × 16 by default. */
import { type Arena, customArena } from "../../src/engine/index.ts";
import type { Options } from "../interaction.ts";

/** The arena asked for (undefined: the default one), or why it cannot be had. */
export function readArena(options: Options): Arena | undefined | { readonly problem: string } {
  const width = options.getInteger("width");
  const height = options.getInteger("height");
  if (width === undefined && height === undefined) return undefined;
  try {
    return customArena(width ?? 12, height ?? 16);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return { problem: error.message };
  }
}
