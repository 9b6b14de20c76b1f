/**
 * Entry point for `npm run scenario -- FILE` (see scenario-cli.ts and docs/scenario-format.md).
 */
import { readFileSync } from "node:fs";
import { scenarioCli } from "./scenario-cli.ts";

process.exitCode = scenarioCli(process.argv.slice(2), {
  readFile: (path) => readFileSync(path, "utf8"),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
