/**
 * The import graph of the source folders, read from the text: every `import … from`,
 * `export … from`, bare `import "…"` and dynamic `import("…")`. A small parser rather than the
 * TypeScript compiler, so the boundary check stays fast and reads files exactly as written.
 */
import { readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";

/** One import: the file that has it (relative to the root) and what it names. */
export interface Import {
  readonly file: string;
  /** A path relative to the root for a relative import, else the package as written. */
  readonly target: string;
}

const STATIC_FORM = /^\s*(?:import|export)\s[^;]*?\sfrom\s*["']([^"']+)["']/gm;
const BARE_FORM = /^\s*import\s*["']([^"']+)["']/gm;
const DYNAMIC_FORM = /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;
const SOURCE_FILE = /\.(?:ts|mts|js|mjs)$/;

/** The module specifiers one file's text imports, in no particular order. */
export function specifiersIn(text: string): string[] {
  return [STATIC_FORM, BARE_FORM, DYNAMIC_FORM].flatMap((form) =>
    [...text.matchAll(form)].map((match) => match[1] as string),
  );
}

/** Every import of every source file under the given folders of `root`. */
export function importsUnder(root: string, folders: readonly string[]): Import[] {
  return folders.flatMap((folder) =>
    sourceFiles(root, folder).flatMap((file) =>
      specifiersIn(readFileSync(posix.join(root, file), "utf8")).map((specifier) => ({
        file,
        target: specifier.startsWith(".")
          ? posix.normalize(posix.join(posix.dirname(file), specifier))
          : specifier,
      })),
    ),
  );
}

function sourceFiles(root: string, folder: string): string[] {
  return readdirSync(posix.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => SOURCE_FILE.test(name))
    .map((name) => posix.join(folder, name.split("\\").join("/")));
}
