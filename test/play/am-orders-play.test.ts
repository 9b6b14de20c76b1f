/**
 * ADVANCED MELEE's newer orders in local play, through the same handlers as on Discord: a typed
 * lasso cast and the roped figure working loose (AM §5), a blow at a net (AM §5), dropping,
 * scooping up on the run and exchanging weapons (AM §2 IV(b), §3), a blow at a rider's horse
 * (`aim:mount`), the GM's /gm panic (AM §9) and /gm berserk (AM §6), and a typed throw of several
 * sha-ken at once (AM §5).
 */
import { expect, it } from "vitest";
import { servicesPerTest } from "../commands/test-services.ts";
import { outputDirPerTest, playScript, rolandRidesUpToWulf } from "./play-script.ts";

const t = servicesPerTest();
const outputDir = outputDirPerTest("am-orders-play-");

const WULF =
  "/as bob /figure create name:Wulf race:human st:12 dx:12 weapons:broadsword ready:broadsword";
/** alice's Kano (created first) on side a at E1 against bob's Wulf at E16; alice moves first. */
const KANO_AGAINST_WULF = [
  WULF,
  "/battle new type:death ruleset:advanced-melee thread:false",
  "/as alice /battle join figure:Kano side:a",
  "/as bob /battle join figure:Wulf side:b",
  "/battle start",
  "/as alice /battle initiative choice:first",
];

/** Kano walks to E10 while Wulf waits; alice moves first again. */
const KANO_TO_E10 = [
  "/as alice /battle order figure:Kano option:a to:E10",
  "/as bob /battle order figure:Wulf option:pass",
  "/as alice /battle initiative choice:first",
];

async function play(dice: readonly number[], lines: readonly string[]): Promise<string> {
  t.force(...dice);
  const printed = await playScript(t.services, lines, outputDir.path);
  expect(t.forcedLeft).toBe(0);
  expect(printed).not.toContain("The command failed");
  return printed;
}

it("casts a typed lasso 15 hexes, and Wulf works loose by doing nothing the next turn", async () => {
  // Initiative 5-2; the cast 6; initiative 5-2; Wulf's roll to work loose 6.
  const printed = await play(
    [5, 2, 1, 2, 3, 5, 2, 1, 2, 3],
    [
      "/as alice /figure create name:Kano race:human st:11 dx:13 weapons:lasso ready:lasso talents:lasso ruleset:advanced-melee",
      ...KANO_AGAINST_WULF,
      "/as alice /battle order figure:Kano option:b target:Wulf attack:lasso",
      "/as bob /battle order figure:Wulf option:pass",
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Kano option:pass",
      "/as bob /battle order figure:Wulf option:pass",
    ],
  );
  expect(printed).toContain(
    "Kano, Lasso → Wulf: 3d6 = 6 (1+2+3) ≤ adjDX 11 = DX 13 − 2 lasso at 6 megahexes, hit",
  );
  expect(printed).toContain("Kano's lasso catches Wulf round the body and pulls it down");
  expect(printed).toContain("Wulf (@bob): E16 facing N, fallen, ST 12/12, held by Kano's lasso");
  expect(printed).toContain(
    "Wulf rolls to work loose of the lasso: 3d6 = 6 (1+2+3) ≤ adjDX 12, succeeds",
  );
  expect(printed).toContain("Wulf works loose of Kano's lasso");
});

it("strikes at the net in Kano's hand with a typed attack:net, cutting it to pieces", async () => {
  // Initiative 5-2 twice; the blow a 3 (triple damage), 2d6 of 6 → 18 on the net.
  const printed = await play(
    [5, 2, 5, 2, 1, 1, 1, 3, 3],
    [
      "/as alice /figure create name:Kano race:human st:10 dx:14 weapons:net, trident ready:net talents:net-and-trident ruleset:advanced-melee",
      ...KANO_AGAINST_WULF,
      "/as alice /battle order figure:Kano option:a to:E8",
      "/as bob /battle order figure:Wulf option:a to:E9",
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Kano option:pass",
      "/as bob /battle order figure:Wulf option:h target:Kano attack:net",
    ],
  );
  expect(printed).toContain(
    "Wulf, Broadsword → Kano: 3d6 = 3 (1+1+1) ≤ adjDX 12, hit, triple damage",
  );
  expect(printed).toContain("Wulf strikes at Kano's net: 18 hits (5/5)");
  expect(printed).toContain("Kano's net breaks");
  expect(printed).toContain("Kano · E8 S · ST 10/10 · adjDX 14 · empty hands");
});

it("drops the broadsword for the dagger, scoops it up on the run, and exchanges it with Tam", async () => {
  // Initiative 5-2 three times; the scoop rolls 3.
  const printed = await play(
    [5, 2, 5, 2, 1, 1, 1, 5, 2],
    [
      "/as alice /figure create name:Kano race:human st:12 dx:12 weapons:broadsword, dagger ready:broadsword ruleset:advanced-melee",
      "/as alice /figure create name:Tam race:human st:12 dx:12 weapons:mace ready:mace ruleset:advanced-melee",
      WULF,
      "/battle new type:death ruleset:advanced-melee thread:false",
      "/as alice /battle join figure:Kano side:a",
      "/as alice /battle join figure:Tam side:a",
      "/as bob /battle join figure:Wulf side:b",
      "/battle start",
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Kano option:e ready:dagger, drop",
      "/as alice /battle order figure:Tam option:pass",
      "/as bob /battle order figure:Wulf option:pass",
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Kano option:a to:E2 ready:broadsword, on the run",
      "/as alice /battle order figure:Tam option:pass",
      "/as bob /battle order figure:Wulf option:pass",
      "/as alice /battle initiative choice:first",
      // Tam (F1) offers first; Kano, beside him in E2, takes the offer.
      "/as alice /battle order figure:Tam option:e target:Kano",
      "/as alice /battle order figure:Kano option:e target:Tam",
      "/as bob /battle order figure:Wulf option:pass",
    ],
  );
  expect(printed).toContain("Kano drops the broadsword in E1 (dropped to ready another weapon)");
  expect(printed).toContain(
    "Kano rolls to scoop up the broadsword on the run: 3d6 = 3 (1+1+1) ≤ adjDX 12, succeeds",
  );
  expect(printed).toContain("Kano picks up the broadsword in E1");
  expect(printed).toContain("Tam offers to exchange weapons with Kano");
  expect(printed).toContain(
    "Kano exchanges weapons with Tam: gives the broadsword, takes the mace",
  );
});

it("strikes Roland's horse with aim:mount; the GM rolls its panic and sends Wulf berserk", async () => {
  // Initiative 6-1 three times; the blow 6, 2d6 of 7 on Bayard; Roland's 12 fails, panic 6.
  const printed = await play(
    [6, 1, 6, 1, 6, 1, 2, 2, 2, 6, 1, 6, 6, 6],
    [
      ...rolandRidesUpToWulf("talents:horseman"),
      "/as bob /battle order figure:Wulf option:h target:Roland aim:mount",
      "/gm panic figure:Roland cause:wound",
      "/gm berserk figure:Wulf reason:the moon",
    ],
  );
  expect(printed).toContain(
    "Wulf, Broadsword → Roland: 3d6 = 6 (2+2+2) ≤ adjDX 10 = DX 12 − 2 at a rider from the ground, hit",
  );
  expect(printed).toContain("Bayard, under Roland, takes 7 of 7, ST 23 left");
  expect(printed).toContain("Roland rolls to keep Bayard calm: 2d6 = 12 (6+6) > adjDX 10, fails");
  expect(printed).toContain(
    "gm (GM) rules: Roland rides Bayard, who panics (6) and tries to throw its rider",
  );
  expect(printed).toContain("gm (GM) rules: Wulf goes berserk — the moon");
});

it("throws 3 sha-ken at once with a typed attack:3 sha-ken, and the card counts the stars left", async () => {
  // Initiative 5-2 twice; three stars at adjDX 14 − 6 range − 2, each missing on 16; initiative.
  const printed = await play(
    [5, 2, 5, 2, 6, 6, 4, 6, 6, 4, 6, 6, 4, 5, 2],
    [
      "/as alice /figure create name:Kano race:human st:10 dx:14 weapons:sha-ken ready:sha-ken talents:sha-ken ruleset:advanced-melee",
      ...KANO_AGAINST_WULF,
      ...KANO_TO_E10,
      "/as alice /battle order figure:Kano option:b to:E10 target:Wulf attack:3 sha-ken",
      "/as bob /battle order figure:Wulf option:pass",
    ],
  );
  expect(printed).toContain("Kano throws 3 sha-ken at once at Wulf (9 left)");
  expect(printed).toContain(
    "Kano, Sha-ken (thrown) → Wulf: 3d6 = 16 (6+6+4) > adjDX 6 = DX 14 − 6 range − 2 volley of 3 sha-ken, miss",
  );
  expect(printed).toContain("Kano · E10 S · ST 10/10 · adjDX 14 · Sha-ken (9 left)");
});

it("straps a cestus on the off hand and strikes with rapier and cestus at −4 each", async () => {
  // Initiative 5-2 twice; the rapier hits on 6 for 4; the cestus hits on 6 for 5 − 1.
  const printed = await play(
    [5, 2, 5, 2, 1, 2, 3, 4, 1, 2, 3, 5],
    [
      "/as alice /figure create name:Kano race:human st:10 dx:14 weapons:rapier,cestus ready:rapier ruleset:advanced-melee",
      ...KANO_AGAINST_WULF,
      ...KANO_TO_E10,
      "/as alice /battle order figure:Kano option:b to:E15 target:Wulf attack:two-weapons",
      "/as bob /battle order figure:Wulf option:pass",
    ],
  );
  expect(printed).toContain("MA 10; rapier ready, cestus on the off hand");
  expect(printed).toContain(
    "Kano, Cestus (two weapons) → Wulf: 3d6 = 6 (1+2+3) ≤ adjDX 10 = DX 14 − 4 two weapons, hit",
  );
  expect(printed).toContain("1d6−1 = 4, Wulf takes 4 (ST 4/12)");
});
