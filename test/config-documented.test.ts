/**
 * Every variable the configuration reads is in .env.example and in the README's table, and
 * nothing is documented that it does not read.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), "utf8");

/** The names loadConfig looks up, with a token set so the Discord settings are read too. */
function variablesRead(): string[] {
  const asked = new Set<string>();
  const given: Record<string, string> = {
    DISCORD_TOKEN: "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB",
    DISCORD_APPLICATION_ID: "123456789012345678",
    DISCORD_SHARDS: "2",
  };
  const env = new Proxy(given, {
    get(target, name) {
      if (typeof name === "string") asked.add(name);
      return target[name as string];
    },
  });
  loadConfig(env);
  return [...asked].sort();
}

describe("the settings' documentation", () => {
  it("lists in .env.example exactly the variables the bot reads", () => {
    const listed = [...read(".env.example").matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect([...listed].sort()).toEqual(variablesRead());
  });

  it("lists in the README's table exactly the variables the bot reads", () => {
    const table = [...read("README.md").matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\|/gm)].map((m) => m[1]);
    expect([...table].sort()).toEqual(variablesRead());
  });
});
