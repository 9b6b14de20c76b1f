/**
 * Reads a `.env` file with dotenv, so quoting, `export` prefixes and comments behave as in the
 * rest of the Node ecosystem: quietly (no banner on stdout), and a variable already set in the
 * shell wins over the file. A missing file is no error: the file is optional.
 */
import { existsSync } from "node:fs";
import { config } from "dotenv";

export function loadEnvFile(path = ".env", env: NodeJS.ProcessEnv = process.env): void {
  if (!existsSync(path)) return;
  const { error } = config({ path, quiet: true, override: false, processEnv: env });
  if (error !== undefined) throw error;
}
