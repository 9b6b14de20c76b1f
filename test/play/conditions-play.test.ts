/**
 * /gm conditions in local play, as on Discord: the GM darkens hexes and floods the arena of an
 * ADVANCED MELEE battle, and the terminal prints the ruling and /battle status shows it.
 */
import { expect, it } from "vitest";
import { servicesPerTest } from "../commands/test-services.ts";
import { huntersAgainstRaiders, outputDirPerTest, playScript } from "./play-script.ts";

const t = servicesPerTest();

/** Ragnar (alice, Hunters) and Wulf (bob, Raiders) start an ADVANCED MELEE battle. */
const STARTED = huntersAgainstRaiders("ruleset:advanced-melee");

const out = outputDirPerTest("melee-play-");

it("sets adverse conditions with /gm conditions and shows them in /battle status", async () => {
  t.force(6, 1);
  const printed = await playScript(
    t.services,
    [
      ...STARTED,
      "/gm conditions light:dark hexes:E5,E6 reason:night",
      "/gm conditions ground:deep-water",
      "/gm conditions ground:over-head-water hexes:H9",
      "/battle status",
    ],
    out.path,
  );
  expect(printed).toContain("(GM) rules: E5, E6: dark — night");
  expect(printed).toContain("(GM) rules: the whole arena: water to the neck");
  expect(printed).toContain("(GM) rules: H9: water over the head");
  expect(printed).toContain(
    "Conditions: the whole arena water to the neck; E5, E6 dark; H9 water over the head.",
  );
  expect(printed).not.toContain("The command failed");
});

it("raises a hex, makes a narrow tunnel and sets a fire with /gm conditions (AM §6 HEIGHT, NARROW TUNNELS, FIRE)", async () => {
  t.force(6, 1);
  const printed = await playScript(
    t.services,
    [
      ...STARTED,
      "/gm conditions level:1 hexes:E5",
      "/gm conditions tunnel:true hexes:F7",
      "/gm conditions fire:true hexes:G8",
      "/battle status",
    ],
    out.path,
  );
  expect(printed).toContain("(GM) rules: G8: burning");
  expect(printed).toContain("Conditions: E5 level 1; F7 a narrow tunnel; G8 burning.");
  expect(printed).not.toContain("The command failed");
});

it("a run over broken ground rolls for footing, and a miss falls along the path", async () => {
  // Initiative: Hunters 6, Raiders 1; Ragnar's footing 12 against 11 − 2; the fall's 2 dice, 3.
  t.force(6, 1, 4, 4, 4, 1, 2);
  const printed = await playScript(
    t.services,
    [
      ...STARTED,
      "/gm conditions ground:broken",
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Ragnar option:a to:E8",
    ],
    out.path,
  );
  expect(printed).toContain(
    "Ragnar rolls to keep its feet running on bad footing: 3d6 = 12 (4+4+4) > adjDX 9, fails",
  );
  expect(printed).toContain("Ragnar falls after 3 hexes of the run (2d6 = 3 (1+2))");
  expect(printed).not.toContain("The command failed");
});

it("/gm surprise gives a side a free turn: only its figures move", async () => {
  // Initiative: Hunters 6, Raiders 1, then the GM gives the Raiders full surprise.
  t.force(6, 1);
  const printed = await playScript(
    t.services,
    [
      ...STARTED,
      "/gm surprise side:Hunters kind:lesser",
      "/gm surprise side:nobody",
      "/gm surprise side:Raiders reason:from the reeds",
      "/as bob /battle initiative choice:first",
    ],
    out.path,
  );
  expect(printed).toContain(
    "(GM) rules: Hunters surprised its foes and has this turn's initiative",
  );
  expect(printed).toContain('"nobody" is not a side; name one of Hunters, Raiders.');
  expect(printed).toContain(
    "(GM) rules: Raiders surprised its foes and has a free turn: the others cannot react — from the reeds",
  );
  expect(printed).toContain("Movement order: Raiders (chosen by Raiders)");
  expect(printed).not.toContain("The command failed");
});

it("/gm surprise bonus: adds to a side's initiative rolls from the next turn", async () => {
  // Initiative: Hunters 6, Raiders 1; next turn Hunters 5, Raiders 4 with their +3.
  t.force(6, 1, 5, 4);
  const printed = await playScript(
    t.services,
    [
      ...STARTED,
      "/gm surprise side:Raiders bonus:3 reason:a drilled warband",
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Ragnar option:pass",
      "/as bob /battle order figure:Wulf option:pass",
    ],
    out.path,
  );
  expect(printed).toContain(
    "(GM) rules: Raiders adds 3 to its initiative rolls from the next turn — a drilled warband",
  );
  expect(printed).toContain("Initiative: Hunters 5, Raiders 4+3 — won by Raiders");
  expect(printed).not.toContain("The command failed");
});

it("/gm surprise kind:fleeing gives a running side the initiative and refuses it an attack", async () => {
  // Initiative: Hunters 6, Raiders 1, then the GM rules the Raiders are fleeing.
  t.force(6, 1);
  const printed = await playScript(
    t.services,
    [
      ...STARTED,
      "/gm surprise side:Raiders kind:fleeing reason:they broke",
      "/as bob /battle initiative choice:first",
      "/as bob /battle order figure:Wulf option:b target:Ragnar",
    ],
    out.path,
  );
  expect(printed).toContain(
    "(GM) rules: Raiders flees and has this turn's initiative, to keep running: no attacks — they broke",
  );
  expect(printed).toContain("Wulf's side is fleeing this turn");
  expect(printed).not.toContain("The command failed");
});

it("/gm surprise kind:fleeing figure: lets one figure flee before the initiative's choice", async () => {
  // Initiative: Hunters 6, Raiders 1; the GM rules Wulf has been running, and he flees first.
  t.force(6, 1);
  const printed = await playScript(
    t.services,
    [
      ...STARTED,
      "/gm surprise side:Raiders kind:fleeing figure:Wulf reason:he broke",
      "/as alice /battle order figure:Ragnar option:a to:E5",
      "/as bob /battle order figure:Wulf option:flee to:H9 facing:S",
    ],
    out.path,
  );
  expect(printed).toContain(
    "(GM) rules: Wulf has been running away: it may flee this turn before anyone moves — he broke",
  );
  expect(printed).toContain("It is not time for Ragnar's orders.");
  expect(printed).toContain(
    "Wulf flees: a move, no attack; if it keeps running it goes first next turn",
  );
  expect(printed).toContain("Fled last turn: Wulf may flee on first");
  expect(printed).not.toContain("The command failed");
});

it("a figure under water over its head shows the breath it has left (AM §6 Water)", async () => {
  t.force(6, 1);
  const printed = await playScript(
    t.services,
    [...STARTED, "/gm conditions ground:over-head-water hexes:E1", "/battle status"],
    out.path,
  );
  // Ragnar (ST 11) carries 11 kg, leather and a spear: too heavy to float, he holds his breath.
  expect(printed).toContain(
    "Ragnar (@alice): E1 facing S, standing, ST 11/11, holding breath (11 turns)",
  );
  expect(printed).not.toContain("The command failed");
});
