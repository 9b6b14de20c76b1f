/**
 * Runs local play on a scripted input stream and returns everything it printed.
 */
import { PassThrough } from "node:stream";
import type { Services } from "../../commands/services.ts";
import { runLocalPlay } from "../../src/play/local-play.ts";

export async function playScript(
  services: Services,
  lines: readonly string[],
  outputDir: string,
  user = "gm",
): Promise<string> {
  const input = new PassThrough();
  const output = new PassThrough();
  let printed = "";
  output.on("data", (chunk: Buffer) => {
    printed += chunk.toString("utf8");
  });
  const done = runLocalPlay({ services, input, output, user, outputDir });
  // All lines arrive at once: processing must still be strictly one after another.
  input.end(`${lines.join("\n")}\n`);
  await done;
  return printed;
}
