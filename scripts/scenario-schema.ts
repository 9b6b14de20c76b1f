/**
 * Writes docs/scenario.schema.json, the JSON Schema of the scenario file format for editors,
 * from the zod schema in src/scenario/schema.ts. Run `npm run schema:scenario` after changing
 * the format; a test fails while the committed file is out of date.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { scenarioJsonSchema } from "../src/scenario/index.ts";

export const SCENARIO_SCHEMA_FILE = fileURLToPath(
  new URL("../docs/scenario.schema.json", import.meta.url),
);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SCENARIO_SCHEMA_FILE, `${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`);
}
