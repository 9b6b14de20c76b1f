/**
 * A short battle through local play: two players share the terminal with /as, the GM's bear
 * against a fighter, the initiative and orders as typed commands,
 * autocomplete with /complete, and the map written as a file; a figure in ADVANCED MELEE gear
 * (AM §5), refused a MELEE battle and seated in an AM one.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { PassThrough } from "node:stream";
import { describe, expect, it, vi } from "vitest";
import { runLocalPlay } from "../../src/play/local-play.ts";
import { servicesPerTest } from "../commands/test-services.ts";
import { outputDirPerTest, playScript } from "./play-script.ts";

const t = servicesPerTest();
const out = outputDirPerTest("melee-play-");

describe("a battle in local play", () => {
  it("forms, starts and plays a turn, then the GM ends it", async () => {
    // Initiative: hunters 6, beasts 1; then Ragnar's and the bear's moves roll nothing.
    t.force(6, 1);
    const printed = await playScript(
      t.services,
      [
        "/as alice /figure create name:Ragnar race:human st:11 dx:13 armor:leather weapons:spear ready:spear",
        "/battle new type:practice side-a:Hunters side-b:Beasts",
        "/as alice /battle join figure:Ragnar side:hunters",
        "/battle add monster:wolf side:b name:Grey",
        "/battle start",
        "/as bob /battle initiative choice:first",
        "/as alice /battle initiative choice:first",
        "/complete /battle order figure:Ragnar option:a to:E",
        "/as alice /battle order figure:Ragnar option:a to:E3",
        "/battle status",
        "/battle order figure:Grey option:pass",
        "/battle end reason:time is up",
      ],
      out.path,
    );
    expect(printed).toContain(
      "A practice battle is forming here, 12 × 16 arena, 24 h per decision. GM: gm.",
    );
    expect(printed).toContain("Ragnar (alice) joins Hunters.");
    expect(printed).toContain("Grey (Wolf) joins Beasts.");
    expect(printed).toContain("Initiative: Hunters 6, Beasts 1 — won by Hunters");
    expect(printed).toContain("[Move first] → /click battle:");
    expect(printed).toContain(
      "Hunters won the initiative; its players choose.\n(only bob can see this)",
    );
    expect(printed).toContain("Movement order: Hunters, then Beasts (chosen by Hunters)");
    expect(printed).toContain("Suggestions for to:\n  E1 (stay) (to:E1)\n  E2 (1 hex) (to:E2)");
    expect(printed).toContain("Ragnar moves E1 → E3 (2 hexes), facing S");
    expect(printed).toContain("File: ");
    expect(printed).toContain("Orders for Grey (Beasts) with /battle order.");
    expect(printed).toContain(
      "The battle is over without a result (time is up). No EP is awarded.",
    );
    expect(printed).not.toContain("The command failed");
    // Each battle's pictures go in a folder of its own, turns numbered in two digits.
    // The battle formed in a thread of its own, so its folder is found from the printed path.
    const folder = new RegExp(`File: ${path.join(out.path, "([^/\\s]+)", "turn-01\\.png")}`).exec(
      printed,
    )?.[1];
    const battle = await t.services.battles.load(folder ?? "none");
    expect(battle.battle.id).toBe(folder);
    expect(await readdir(path.join(out.path, battle.battle.id))).toContain("turn-01.png");
  });

  it("keeps the initiative prompt's text once Move first is clicked, and says what was chosen", async () => {
    t.force(6, 1);
    const input = new PassThrough();
    const output = new PassThrough();
    let printed = "";
    output.on("data", (chunk: Buffer) => {
      printed += chunk.toString("utf8");
    });
    const done = runLocalPlay({
      services: t.services,
      input,
      output,
      user: "gm",
      outputDir: out.path,
    });
    input.write(
      [
        "/as alice /figure create name:Ragnar race:human st:11 dx:13 armor:leather weapons:spear ready:spear",
        "/battle new type:practice side-a:Hunters side-b:Beasts",
        "/as alice /battle join figure:Ragnar side:hunters",
        "/battle add monster:wolf side:b name:Grey",
        "/battle start",
        "",
      ].join("\n"),
    );
    // Waits as long as the script takes on a busy machine; only a hang fails it.
    const first = await vi.waitFor(
      () => {
        const id = /\[Move first\] → \/click (\S+)/.exec(printed)?.[1];
        if (id === undefined) throw new Error("no Move first button yet");
        return id;
      },
      { timeout: 60_000 },
    );
    input.end(`/as alice /click ${first}\n`);
    await done;
    const updated = printed.slice(printed.indexOf(`/click ${first}`));
    expect(updated).toMatch(
      /\(message updated\)\nTurn 1: Hunters won the initiative\.\n.*move first or second\?.*\n✔ alice: Hunters moves first/,
    );
  });
});

it("builds a figure in half-plate with a military pick and fights it under ADVANCED MELEE", async () => {
  t.force(6, 1);
  const printed = await playScript(
    t.services,
    [
      "/as alice /figure create name:Bruno race:human st:12 dx:12 armor:half-plate weapons:military pick ready:military pick",
      "/as alice /figure create name:Bruno race:human st:12 dx:12 armor:half-plate weapons:military pick ready:military pick ruleset:advanced-melee",
      "/as bob /figure create name:Wulf race:human st:12 dx:12 weapons:broadsword ready:broadsword",
      "/battle new type:death thread:false",
      "/as alice /battle join figure:Bruno side:a",
      "/battle end",
      "/battle new type:death ruleset:advanced-melee thread:false",
      "/as alice /battle join figure:Bruno side:a",
      "/as bob /battle join figure:Wulf side:b",
      "/battle start",
    ],
    out.path,
  );
  expect(printed).toContain(
    "Half-plate is ADVANCED MELEE gear; add ruleset: advanced-melee to carry it",
  );
  expect(printed).toContain("Bruno joins the roster.");
  expect(printed).toContain(
    "Bruno can't join a MELEE battle: it carries ADVANCED MELEE gear (Half-plate, Military pick).",
  );
  expect(printed).toContain("Bruno (alice) joins Side A.");
  expect(printed).not.toContain("The command failed");
});

it("builds a figure with a weapon above its ST only for ADVANCED MELEE, and fights it there", async () => {
  const printed = await playScript(
    t.services,
    [
      "/as alice /figure create name:Wil race:human st:9 dx:15 weapons:broadsword ready:broadsword",
      "/as alice /figure create name:Wil race:human st:9 dx:15 weapons:broadsword ready:broadsword ruleset:advanced-melee",
      "/as bob /figure create name:Wulf race:human st:12 dx:12 weapons:broadsword ready:broadsword",
      "/battle new type:death thread:false",
      "/as alice /battle join figure:Wil side:a",
      "/battle end",
      "/battle new type:death ruleset:advanced-melee thread:false",
      "/as alice /battle join figure:Wil side:a",
      "/as bob /battle join figure:Wulf side:b",
      "/battle start",
    ],
    out.path,
  );
  expect(printed).toContain(
    "Broadsword needs ST 12 and Wil has ST 9: only ADVANCED MELEE allows it, at −3 DX; add ruleset: advanced-melee to carry it",
  );
  expect(printed).toContain("Wil joins the roster.");
  expect(printed).toContain(
    "Wil can't join a MELEE battle: it carries ADVANCED MELEE gear (Broadsword above ST 9).",
  );
  expect(printed).toContain("Wil (alice) joins Side A.");
  expect(printed).not.toContain("The command failed");
});
