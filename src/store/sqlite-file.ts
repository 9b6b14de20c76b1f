/**
 * Which file a path names, by device and inode. SQLite in WAL mode goes on working through its
 * open handle when its file is deleted or replaced, so only the path tells that it happened.
 */
import { statSync } from "node:fs";

export interface FileIdentity {
  readonly dev: bigint;
  readonly ino: bigint;
}

/** The file at `path` now, or null when there is none (or it cannot be looked at). */
export function fileAt(path: string): FileIdentity | null {
  try {
    const stats = statSync(path, { bigint: true, throwIfNoEntry: false });
    return stats === undefined ? null : { dev: stats.dev, ino: stats.ino };
  } catch {
    return null;
  }
}

export function sameFile(a: FileIdentity | null, b: FileIdentity | null): boolean {
  return a !== null && b !== null && a.dev === b.dev && a.ino === b.ino;
}
