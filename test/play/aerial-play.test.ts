/**
 * AM §10 in local play, as on Discord: the GM's gargoyle takes off, is handed a boulder with
 * /gm give, and drops it on a foe below with attack:drop (laden, it flies slower, AM §9); our giant bat and dragonet join AM battles.
 */
import { expect, it } from "vitest";
import { servicesPerTest } from "../commands/test-services.ts";
import { outputDirPerTest, playScript } from "./play-script.ts";

const t = servicesPerTest();

const out = outputDirPerTest("aerial-play-");

/**
 * The GM's gargoyle Grim takes off to 3 m over C6 and is given `item`; Flavius waits below, and it
 * is Grim's order (two initiatives).
 */
function grimTakes(item: string): string[] {
  return [
    "/as alice /figure create name:Flavius race:human st:12 dx:12 armor:chainmail weapons:shortsword ready:shortsword",
    "/battle new type:death ruleset:advanced-melee side-a:Rome side-b:Monsters thread:false",
    "/as alice /battle join figure:Flavius side:a",
    "/battle add monster:gargoyle side:b name:Grim",
    "/battle start",
    "/gm place figure:Flavius hex:C8 facing:N",
    "/gm place figure:Grim hex:C3 facing:S",
    "/as alice /battle initiative choice:first",
    "/as alice /battle order figure:Flavius option:pass",
    "/gm act-for figure:Grim option:a to:C6 height:3",
    `/gm give figure:Grim item:${item}`,
    "/as alice /battle initiative choice:first",
    "/as alice /battle order figure:Flavius option:pass",
  ];
}

const GRIM_TAKES_A_BOULDER = grimTakes("boulder");

/** Grim, given `item`, drops it on Flavius with `attack`. */
function dropOnFlavius(item: string, attack: string): string[] {
  return [
    ...grimTakes(item),
    `/gm act-for figure:Grim option:b to:C7 facing:S target:Flavius attack:${attack}`,
  ];
}

it("a gargoyle drops the GM's boulder on Flavius from 3 m", async () => {
  // Two initiatives; the drop's 2+2+2 (adjDX 6) and its 6 damage; the third initiative.
  t.force(6, 1, 6, 1, 2, 2, 2, 6, 6, 1);
  const printed = await playScript(t.services, dropOnFlavius("boulder", "drop"), out.path);
  expect(printed).toContain("Grim given a 50 kg boulder to drop (1 carried)");
  expect(printed).toContain("Grim drops a 50 kg boulder on Flavius from 3 m");
  expect(printed).toContain(
    "Grim, Boulder (50 kg) → Flavius: 3d6 = 6 (2+2+2) ≤ adjDX 6 = DX 11 − 4 dropped from the air − 1 height 3 m, hit",
  );
  expect(printed).toContain("1d6 = 6, armor stops 3, Flavius takes 3 (ST 9/12)");
  expect(printed).not.toContain("The command failed");
});

it("the laden gargoyle's flying MA is on the status, and a flight past it is refused naming the load", async () => {
  t.force(6, 1, 6, 1);
  const printed = await playScript(
    t.services,
    [...GRIM_TAKES_A_BOULDER, "/battle status", "/gm act-for figure:Grim option:a to:C18"],
    out.path,
  );
  expect(printed).toContain("flies 10 (16 − 6 for 50 kg)");
  expect(printed).toContain(
    "Grim cannot reach C18 with option (a) (at most 10 hexes, stopping at enemies' front hexes); laden, it flies 10 (16 − 6 for 50 kg, AM §9).",
  );
});

it("adds our giant bat and dragonet to an ADVANCED MELEE battle, not to a MELEE one", async () => {
  const printed = await playScript(
    t.services,
    [
      "/battle new type:death side-a:Party side-b:Monsters thread:false",
      "/battle add monster:giant-bat side:b",
      "/battle end",
      "/battle new type:death ruleset:advanced-melee side-a:Party side-b:Monsters thread:false",
      "/battle add monster:giant-bat side:b name:Nib",
      "/battle add monster:dragonet side:b",
    ],
    out.path,
  );
  expect(printed).toContain("Giant bat can't join:");
  expect(printed).toContain("Nib (Giant bat) joins Monsters.");
  expect(printed).toContain("Dragonet joins Monsters.");
  expect(printed).not.toContain("The command failed");
});

it("a gargoyle drops the GM's spear on Flavius from 3 m, for its damage +2", async () => {
  // Two initiatives; the drop's 2+2+2 (adjDX 6) and its 6 damage; the third initiative.
  t.force(6, 1, 6, 1, 2, 2, 2, 6, 6, 1);
  const printed = await playScript(t.services, dropOnFlavius("spear", "drop spear"), out.path);
  expect(printed).toContain("Grim drops a spear on Flavius from 3 m");
  expect(printed).toContain(
    "Grim, Spear → Flavius: 3d6 = 6 (2+2+2) ≤ adjDX 6 = DX 11 − 4 dropped from the air − 1 height 3 m, hit",
  );
  expect(printed).toContain("Flavius takes 6 (ST 6/12)");
  expect(printed).not.toContain("The command failed");
});
