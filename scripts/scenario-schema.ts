/**
 * Writes docs/scenario.schema.json and docs/ur-quan-scenario.schema.json, the JSON Schemas of
 * MELEE's and The Ur-Quan Legacy: Melee!'s scenario files for editors, from the zod schemas in
 * src/scenario/. Run `npm run schema:scenario` after changing a format; a test fails while a
 * committed file is out of date.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { scenarioJsonSchema, urQuanScenarioJsonSchema } from "../src/scenario/index.ts";

export const SCENARIO_SCHEMA_FILE = fileURLToPath(
  new URL("../docs/scenario.schema.json", import.meta.url),
);

export const UR_QUAN_SCENARIO_SCHEMA_FILE = fileURLToPath(
  new URL("../docs/ur-quan-scenario.schema.json", import.meta.url),
);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SCENARIO_SCHEMA_FILE, `${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`);
  writeFileSync(
    UR_QUAN_SCENARIO_SCHEMA_FILE,
    `${JSON.stringify(urQuanScenarioJsonSchema(), null, 2)}\n`,
  );
}
