/**
 * The scenario format's zod schema and the JSON Schema published from it for editors: the
 * committed file is the schema's own, every scenario the project ships follows it, and it names
 * the same fields as the engine's orders and the reader.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SCENARIO_SCHEMA_FILE } from "../../scripts/scenario-schema.ts";
import { ORDER_FIELDS, READY_FIELDS, RULING_FIELDS } from "../../src/engine/index.ts";
import { SCENARIO, scenarioJsonSchema } from "../../src/scenario/index.ts";
import { ORDERS, READY } from "../../src/scenario/schema.ts";
import { loadScenario, REPO_ROOT } from "./run-cli.ts";

/** Every JSON file under a folder that is a scenario (it has turns). */
function scenarioFiles(folder: string): string[] {
  return readdirSync(path.join(REPO_ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json"))
    .map((file) => path.join(folder, file))
    .filter((file) => "turns" in JSON.parse(readFileSync(path.join(REPO_ROOT, file), "utf8")));
}

function fieldNames(shape: object): string[] {
  return Object.keys(shape).filter((field) => field !== "note");
}

describe("the scenario schema", () => {
  it("is what docs/scenario.schema.json holds (npm run schema:scenario rewrites it)", () => {
    expect(JSON.parse(readFileSync(SCENARIO_SCHEMA_FILE, "utf8"))).toEqual(scenarioJsonSchema());
  });

  const files = [...scenarioFiles("test"), ...scenarioFiles("assets")];

  it("finds the project's scenarios", () => {
    expect(files).toContain(path.join("test", "scenarios", "combat-example.json"));
  });

  it.each(files)("accepts %s", (file) => {
    const json = JSON.parse(readFileSync(path.join(REPO_ROOT, file), "utf8"));
    expect(SCENARIO.safeParse(json).error?.issues ?? []).toEqual([]);
  });

  it("accepts the complete example in docs/scenario-format.md", () => {
    const doc = readFileSync(path.join(REPO_ROOT, "docs/scenario-format.md"), "utf8");
    const section = doc.slice(doc.indexOf("## A complete example"));
    const block = /```json\n([\s\S]*?)\n```/.exec(section)?.[1] ?? "";
    expect(SCENARIO.safeParse(JSON.parse(block)).error?.issues ?? []).toEqual([]);
  });

  it("refuses a file with a problem, at the problem's path", () => {
    const file = loadScenario("combat-example.json");
    const figure = (file.figures as { fighter: object }[])[1] as { fighter: object };
    figure.fighter = { ...figure.fighter, st: "strong" };
    const paths = SCENARIO.safeParse(file).error?.issues.map((issue) => issue.path);
    expect(paths).toEqual([["figures", 1, "fighter", "st"]]);
  });

  it("names the same fields as the engine's orders, ready choices and rulings", () => {
    for (const [type, fields] of Object.entries(ORDER_FIELDS)) {
      const schema = ORDERS[type as keyof typeof ORDERS];
      expect([type, fieldNames(schema.shape)]).toEqual([type, fields]);
    }
    expect(fieldNames(READY.shape)).toEqual(READY_FIELDS);
    const rulings = ORDERS.gm.shape.ruling.options.map((ruling) => [
      ruling.shape.kind.value,
      fieldNames(ruling.shape),
    ]);
    expect(Object.fromEntries(rulings)).toEqual(RULING_FIELDS);
  });
});
