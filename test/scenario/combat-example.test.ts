/**
 * MELEE: X. COMBAT EXAMPLE as a scenario file, run through the CLI as a child process: the same
 * fight as test/engine/battle/combat-example.test.ts, checked from the outside (JSON on stdout,
 * the combat log on stderr).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type CliResult, runCli } from "./run-cli.ts";

describe("test/scenarios/combat-example.json through the CLI", () => {
  let result: CliResult;
  let output: Record<string, unknown> & {
    figures: Record<string, Record<string, unknown>>;
  };
  let log: string[];

  beforeAll(() => {
    result = runCli("test/scenarios/combat-example.json");
    output = JSON.parse(result.stdout);
    log = result.stderr.split("\n");
  }, 60_000);

  it("exits 0 and prints one JSON object", () => {
    expect(result.status).toBe(0);
    expect(result.stdout.trim().startsWith("{")).toBe(true);
    expect(typeof output).toBe("object");
  });

  it("ends in turn 9 with Rome the winner, Flavius 50 EP and Wulf 0", () => {
    expect(output.turn).toBe(9);
    expect(output.ended).toBe(true);
    expect(output.winner).toBe("rome");
    expect(output.ep).toEqual({ flavius: 50, wulf: 0 });
    expect(output.next).toBeNull();
  });

  it("leaves Flavius at ST 5 of 12 after 7 hits, standing in E1 where he followed Wulf", () => {
    expect(output.figures.flavius).toEqual({
      id: "flavius",
      name: "Flavius",
      side: "rome",
      kind: "human",
      stStart: 12,
      stRemaining: 5,
      hitsTaken: 7,
      position: "E1",
      facing: "SE",
      posture: "standing",
      flying: false,
      condition: "ok",
      escaped: false,
      droppedOut: false,
      readyWeapon: "shortsword",
      offhand: null,
      shield: "large-shield",
      shieldReady: true,
      carried: ["dagger"],
    });
  });

  it("leaves Wulf dead in F1 with 18 hits, his gear on the ground", () => {
    expect(output.figures.wulf).toMatchObject({
      name: "Wulf",
      side: "germania",
      stStart: 14,
      hitsTaken: 18,
      stRemaining: -4,
      position: "F1",
      posture: "fallen",
      condition: "dead",
      readyWeapon: null,
      carried: [],
    });
    expect(output.dropped).toEqual([
      { item: "longbow", position: "E1" },
      { item: "two-handed-sword", position: "F1" },
      { item: "dagger", position: "F1" },
    ]);
  });

  it("logs nine turns in order", () => {
    const headers = log.filter((line) => line.startsWith("── Turn"));
    expect(headers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `── Turn ${n} ──`));
  });

  it("logs the book's rolls as checkable lines", () => {
    const expected = [
      // Turn 1: Flavius runs 6; Wulf's arrow, 9 on three dice, 7 hits, 5 stopped, 2 taken.
      "Initiative: Rome 5, Germania 2 — won by Rome",
      "Flavius runs C14 → C8 (6 hexes), facing N",
      "Wulf moves E1 → E2 (1 hex), facing S",
      "Wulf, Longbow → Flavius: 3d6 = 9 (3+3+3) ≤ adjDX 10, hit",
      "1d6+2 = 7, armor and shield stop 5, Flavius takes 2 (ST 10/12)",
      // Turn 2: Flavius dodges, so Wulf rolls four dice: 16 misses.
      "Movement order: Rome, then Germania (chosen by Germania)",
      "Flavius: (c) Dodge",
      "Wulf, Longbow → Flavius (4d6: Flavius is dodging): 4d6 = 16 (4+4+4+4) > adjDX 10, miss",
      // Turn 3: the last shot, 8 to hit, 4 hits all stopped.
      "Flavius runs F6 → E2 (5 hexes), facing N",
      "Wulf: (j) One-last-shot missile attack → Flavius",
      "Wulf shifts E1 → F1 (1 hex), facing SW",
      "Wulf, Longbow → Flavius: 3d6 = 8 (2+3+3) ≤ adjDX 10, hit",
      "1d6+2 = 4, armor and shield stop 4, Flavius takes no hits (ST 10/12)",
      // Turn 4: Wulf shifts, drops the bow there and readies his sword; Flavius rolls 16.
      "Wulf shifts F1 → E1 (1 hex), facing S",
      "Wulf drops the longbow in E1 (must drop the missile weapon after a last shot)",
      "Wulf readies the 2-handed sword",
      "Flavius, Shortsword → Wulf: 3d6 = 16 (6+5+5) > adjDX 8 = DX 12 − 3 chainmail − 1 shield, miss",
      // Turn 5: Wulf 13 misses; Flavius 8 hits for 6.
      "Wulf, 2-handed sword → Flavius: 3d6 = 13 (4+4+5) > adjDX 10, miss",
      "Flavius, Shortsword → Wulf: 3d6 = 8 (2+3+3) ≤ adjDX 8 = DX 12 − 3 chainmail − 1 shield, hit",
      "2d6−1 = 6 (3+4), Wulf takes 6 (ST 8/14)",
      "Flavius does not force Wulf back",
      // Turn 6: tie at adjDX 8; Wulf's 4 doubles: 10 hits, 5 stopped.
      "Tie-break for who acts first: Flavius 2, Wulf 5",
      "Wulf, 2-handed sword → Flavius: 3d6 = 4 (1+1+2) ≤ adjDX 8 = DX 10 − 2 hurt last turn, hit, double damage",
      "3d6−1 = 5 (1+2+3), doubled = 10, armor and shield stop 5, Flavius takes 5 (ST 5/12)",
      // Turn 7: Flavius defends; Wulf fails on four dice.
      "Flavius: (i) Shift and defend",
      "Wulf, 2-handed sword → Flavius (4d6: Flavius is defending): 4d6 = 14 (5+5+1+3) > adjDX 10, miss",
      // Turn 8: 12 hits on Wulf; Flavius pushes him back and follows.
      "Flavius, Shortsword → Wulf: 3d6 = 6 (1+2+3) ≤ adjDX 8 = DX 12 − 3 chainmail − 1 shield, hit",
      "2d6−1 = 6 (3+4), Wulf takes 6 (ST 2/14)",
      "Flavius forces Wulf back to F1 and follows",
      // Turn 9: Flavius rolls 7 and Wulf is a goner.
      "Flavius turns to face SE in E1",
      "Flavius, Shortsword → Wulf: 3d6 = 7 (2+2+3) ≤ adjDX 8 = DX 12 − 3 chainmail − 1 shield, hit",
      "Wulf is dead",
      "Battle over: Rome won. EP: Flavius 50, Wulf 0",
    ];
    let from = 0;
    for (const line of expected) {
      const found = log.indexOf(line, from);
      expect(found, `log line, in order: ${line}`).toBeGreaterThanOrEqual(0);
      from = found + 1;
    }
  });

  it("opens the log with the roster as the battle began", () => {
    expect(log).toContain(
      "Flavius (Rome, human) at C14 facing N: ST 12, DX 12, MA 6; shortsword ready, dagger, large shield ready, chainmail",
    );
    expect(log).toContain(
      "Wulf (Germania, human) at E1 facing S: ST 14, DX 10, MA 10; longbow ready, 2-handed sword, dagger",
    );
  });
});
