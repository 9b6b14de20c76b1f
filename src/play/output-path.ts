/**
 * Where local play writes a file the bot attaches: a battle's pictures in a folder of their own
 * (`out/<battle>/turn-03.png`), so two battles never overwrite each other's turns; other files
 * (exports) straight in the output folder.
 */
import path from "node:path";

export function outputPath(outputDir: string, fileName: string, battleId?: string): string {
  const name = safeFileName(fileName);
  if (battleId === undefined || !name.toLowerCase().endsWith(".png")) {
    return path.join(outputDir, name);
  }
  // Two digits, so a folder lists turn-02 before turn-10.
  const padded = name.replace(/\d+(?=\.png$)/i, (turn) => turn.padStart(2, "0"));
  return path.join(outputDir, safeFileName(battleId), padded);
}

/** The base name only, with anything a file name should not hold replaced; never hidden. */
function safeFileName(name: string): string {
  const base = path.basename(name).replace(/[^\p{L}\p{N} ._-]/gu, "_");
  return base.startsWith(".") || base === "" ? `_${base}` : base;
}
