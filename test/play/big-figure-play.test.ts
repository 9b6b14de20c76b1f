/**
 * A big figure in local play (ADVANCED MELEE §3 MOVEMENT OF MULTI-HEX FIGURES): the GM adds a
 * 5-hex beast, which enters whole at its side's end; the typed order moves its head and turns it,
 * the log and the status naming every hex of its body.
 */
import { expect, it } from "vitest";
import { servicesPerTest } from "../commands/test-services.ts";
import { outputDirPerTest, playScript } from "./play-script.ts";

const t = servicesPerTest();
const out = outputDirPerTest("big-figure-play-");

it("adds a 5-hex beast and moves it by the typed order", async () => {
  t.force(6, 1); // Initiative: Hunters 6, Beasts 1
  const printed = await playScript(
    t.services,
    [
      "/battle new type:death ruleset:advanced-melee side-a:Hunters side-b:Beasts thread:false",
      "/battle add monster:wolf side:a name:Grey",
      "/battle add monster:beast side:b name:Liz st:30 hexes:5",
      "/battle start",
      "/battle initiative choice:second",
      "/battle order figure:Liz option:a to:E9 facing:N",
      "/battle order figure:Grey option:pass",
    ],
    out.path,
  );
  expect(printed).toContain("Liz (Beast, 5 hexes) joins Beasts.");
  // Placed whole inside the arena: head at E12, tail back to the end row.
  expect(printed).toContain("Liz at E12–E13–E14–E15–E16 facing N, ST 30/30");
  expect(printed).toContain("Liz moves E12 → E9 (3 hexes), facing N");
  expect(printed).toContain("Liz at E9–E10–E11–E12–E13 facing N");
  expect(printed).not.toContain("The command failed");
});
