/**
 * The map's one typeface, shipped in assets/fonts/ so a render looks the same on every machine
 * whatever fonts the system has. DejaVu Sans (regular and bold) is registered under a family name
 * of our own, so a system copy of DejaVu can never stand in for it unnoticed.
 */
import { fileURLToPath } from "node:url";
import { GlobalFonts } from "@napi-rs/canvas";

export const FONT_FAMILY = "MeleeMapSans";

const FONT_FILES = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"] as const;

let registered = false;

/** Registers the shipped fonts once per process; throws if a file is missing or unreadable. */
export function ensureFonts(): void {
  if (registered) return;
  for (const file of FONT_FILES) {
    const path = fileURLToPath(new URL(`../../../assets/fonts/${file}`, import.meta.url));
    if (GlobalFonts.registerFromPath(path, FONT_FAMILY) === null) {
      throw new Error(`Could not load the map font ${path}.`);
    }
  }
  registered = true;
}

/** A CSS font string in the map's family, e.g. font(14, "bold") → "bold 14px MeleeMapSans". */
export function font(px: number, weight: "normal" | "bold" = "normal"): string {
  const size = Math.round(px * 10) / 10;
  return `${weight === "bold" ? "bold " : ""}${size}px ${FONT_FAMILY}`;
}
