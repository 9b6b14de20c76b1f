/**
 * test/scenarios/bear-and-hunters.json: a monster with the GM's ST, a pole weapon's charge, thrown
 * weapons that hit and miss, knock-downs, standing up, a forced retreat and a death.
 */
import { describe, expect, it } from "vitest";
import { describeEvents } from "../../src/render/log-text.ts";
import { formatIssue, parseScenario } from "../../src/scenario/parse.ts";
import { runScenario } from "../../src/scenario/run.ts";
import { loadScenario } from "./run-cli.ts";

const parsed = parseScenario(loadScenario("bear-and-hunters.json"));
if (!parsed.ok) throw new Error(parsed.issues.map(formatIssue).join("\n"));
const run = runScenario(parsed.scenario);

describe("bear and hunters", () => {
  it("runs to the bear's death in turn 5, using every die", () => {
    expect(run.ok).toBe(true);
    expect(run.faces).toHaveLength(41);
  });

  it("ends in exactly this state", () => {
    expect(run.summary).toEqual({
      turn: 5,
      ended: true,
      winner: "hunters",
      ep: { sigurd: 50, ingrid: 50, bear: 0 },
      next: null,
      diceRolled: 41,
      figures: {
        sigurd: {
          id: "sigurd",
          name: "Sigurd",
          side: "hunters",
          kind: "human",
          stStart: 13,
          stRemaining: 4,
          hitsTaken: 9,
          position: "F13",
          facing: "N",
          posture: "standing",
          flying: false,
          condition: "ok",
          escaped: false,
          droppedOut: false,
          readyWeapon: "spear",
          offhand: null,
          shield: null,
          shieldReady: false,
          carried: ["dagger"],
        },
        ingrid: {
          id: "ingrid",
          name: "Ingrid",
          side: "hunters",
          kind: "human",
          stStart: 9,
          stRemaining: 9,
          hitsTaken: 0,
          position: "H14",
          facing: "N",
          posture: "standing",
          flying: false,
          condition: "ok",
          escaped: false,
          droppedOut: false,
          readyWeapon: null,
          offhand: null,
          shield: null,
          shieldReady: false,
          carried: [],
        },
        bear: {
          id: "bear",
          name: "Old Bruin",
          side: "beasts",
          kind: "bear",
          stStart: 16,
          stRemaining: -2,
          hitsTaken: 18,
          position: "F12",
          facing: "S",
          posture: "fallen",
          flying: false,
          condition: "dead",
          escaped: false,
          droppedOut: false,
          readyWeapon: null,
          offhand: null,
          shield: null,
          shieldReady: false,
          carried: [],
        },
      },
      dropped: [
        { item: "javelin", position: "F11" },
        { item: "dagger", position: "A4" },
      ],
    });
  });

  it("logs the thrown weapons, the charge's doubled damage, the hide and the knock-downs", () => {
    const log = run.state ? describeEvents(run.state, run.events) : [];
    const expected = [
      "Old Bruin runs F3 → F11 (8 hexes), facing S",
      "Sigurd charges F14 → F12 (2 hexes), facing N",
      "Ingrid, Javelin (thrown) → Old Bruin: 3d6 = 9 (3+4+2) ≤ adjDX 11 = DX 15 − 4 range, hit",
      "1d6−1 = 4, hide stops 2, Old Bruin takes 2 (ST 14/16)",
      "Javelin thrown by Ingrid lands in F11",
      "Sigurd, Spear → Old Bruin: 3d6 = 9 (2+3+4) ≤ adjDX 9 = DX 11 − 2 leather, hit",
      "1d6+1 = 4, doubled = 8, hide stops 2, Old Bruin takes 6 (ST 8/16)",
      "Old Bruin is down (8 hits in one turn)",
      "Old Bruin: (n) Stand up",
      "Old Bruin stands up",
      "Ingrid: (e) Ready new weapon",
      "Ingrid readies the dagger",
      "Ingrid, Dagger (thrown) → Old Bruin: 3d6 = 15 (6+6+3) > adjDX 11 = DX 15 − 4 range, miss",
      "Dagger thrown by Ingrid lands in A4",
      "Old Bruin, bear's attack → Sigurd: 3d6 = 8 (2+3+3) ≤ adjDX 11, hit",
      "2d6+2 = 11 (4+5), armor stops 2, Sigurd takes 9 (ST 4/13)",
      "Sigurd is down (9 hits in one turn)",
      "Sigurd was knocked down before acting, so loses the action",
      "Old Bruin forces Sigurd back to F13 and follows",
      "Ingrid does nothing this turn",
      "Initiative: Hunters 3, Beasts 3; re-roll: Hunters 5, Beasts 1 — won by Hunters",
      "Sigurd, Spear → Old Bruin: 3d6 = 4 (1+1+2) ≤ adjDX 9 = DX 11 − 2 leather, hit, double damage",
      "1d6+1 = 6, doubled = 12, hide stops 2, Old Bruin takes 10 (ST -2/16)",
      "Old Bruin is dead",
      "Battle over: Hunters won. EP: Sigurd 50, Ingrid 50, Old Bruin 0",
    ];
    let from = 0;
    for (const line of expected) {
      const found = log.indexOf(line, from);
      expect(found, `log line, in order: ${line}`).toBeGreaterThanOrEqual(0);
      from = found + 1;
    }
  });
});
