/**
 * The combat log's wording, event by event, on hand-made events.
 */

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../src/dice/dice.ts";
import type { BattleEvent } from "../../src/engine/battle/events.ts";
import { createBattle } from "../../src/engine/battle/setup.ts";
import { adjDxText, damageDice, diceRoll, shortModifier } from "../../src/render/log/words.ts";
import {
  describeEvent,
  describeEvents,
  rosterLines,
  turnHeader,
} from "../../src/render/log-text.ts";
import { parseScenarioText } from "../../src/scenario/parse.ts";
import { runScenario } from "../../src/scenario/run.ts";
import { fighter, N, S } from "../engine/battle/builders.ts";
import { at, COMBAT_EXAMPLE_SETUP, FLAVIUS, WULF } from "../engine/battle/fixtures.ts";

const { state } = createBattle(
  {
    ...COMBAT_EXAMPLE_SETUP,
    figures: [
      fighter("flavius", "rome", "C14", N, FLAVIUS),
      fighter("marcus", "rome", "D14", N, { ...FLAVIUS, name: "Marcus", shieldReady: false }),
      fighter("wulf", "germania", "E1", S, WULF),
      {
        kind: "monster",
        id: "bear",
        side: "germania",
        monster: "bear",
        name: "Bruin",
        position: at("F1"),
        facing: S,
      },
    ],
  },
  new SeededDice(1),
);

const line = (event: BattleEvent) => describeEvent(state, event);
const CHAINMAIL_SHIELD = [
  { label: "Chainmail", value: -3 },
  { label: "Large shield ready", value: -1 },
];

describe("turns and initiative", () => {
  it("heads each turn", () => {
    expect(turnHeader(3)).toBe("── Turn 3 ──");
    expect(line({ type: "turn-started", turn: 3 })).toBe("── Turn 3 ──");
  });

  it("gives every round of initiative rolls and the winner", () => {
    expect(
      line({
        type: "initiative-rolled",
        rounds: [
          [
            { side: "rome", roll: 4 },
            { side: "germania", roll: 4 },
          ],
          [
            { side: "rome", roll: 2 },
            { side: "germania", roll: 6 },
          ],
        ],
        winner: "germania",
      }),
    ).toBe("Initiative: Rome 4, Germania 4; re-roll: Rome 2, Germania 6 — won by Germania");
  });

  it("gives the movement order the winner chose", () => {
    expect(
      line({
        type: "initiative-chosen",
        side: "germania",
        moveFirst: false,
        order: ["rome", "germania"],
      }),
    ).toBe("Movement order: Rome, then Germania (chosen by Germania)");
  });

  it("breaks ties in adjDX by a roll", () => {
    expect(
      line({
        type: "tiebreak",
        rolls: [
          { figure: "flavius", roll: 2 },
          { figure: "wulf", roll: 5 },
        ],
      }),
    ).toBe("Tie-break for who acts first: Flavius 2, Wulf 5");
  });

  it("shows the dice that chose whom a shot into a pile struck", () => {
    expect(line({ type: "pile-victim", faces: [6, 6, 2, 1], figure: "wulf" })).toBe(
      "Into the pile: 6, 6, 2, 1 picks Wulf",
    );
  });
});

describe("options and movement", () => {
  it("writes the option before the movement it made, though the engine reports it after", () => {
    const events: BattleEvent[] = [
      { type: "initiative-chosen", side: "rome", moveFirst: true, order: ["rome", "germania"] },
      {
        type: "moved",
        figure: "flavius",
        from: at("C14"),
        path: [at("C13"), at("C12"), at("C11"), at("C10"), at("C9"), at("C8")],
        facing: 0,
      },
      { type: "option-chosen", figure: "flavius", option: "a", target: null },
      { type: "moved", figure: "wulf", from: at("E1"), path: [at("F1")], facing: 3 },
      { type: "option-chosen", figure: "wulf", option: "f", target: "flavius" },
      { type: "option-chosen", figure: "marcus", option: "pass", target: null },
    ];
    expect(describeEvents(state, events)).toEqual([
      "Movement order: Rome, then Germania (chosen by Rome)",
      "Flavius: (a) Move",
      "Flavius runs C14 → C8 (6 hexes), facing N",
      "Wulf: (f) Missile weapon attack → Flavius",
      "Wulf moves E1 → F1 (1 hex), facing S",
      "Marcus does nothing this turn",
    ]);
  });

  it("moves rather than runs for half the MA or less, shifts when engaged, charges with (b)", () => {
    const move = (option: "a" | "h" | "b", hexes: string[]): string[] =>
      describeEvents(state, [
        { type: "moved", figure: "flavius", from: at("C14"), path: hexes.map(at), facing: 0 },
        { type: "option-chosen", figure: "flavius", option, target: null },
      ]);
    expect(move("a", ["C13", "C12", "C11"])[1]).toBe("Flavius moves C14 → C11 (3 hexes), facing N");
    expect(move("h", ["C13"])[1]).toBe("Flavius shifts C14 → C13 (1 hex), facing N");
    expect(move("b", ["C13", "C12"])).toEqual([
      "Flavius: (b) Charge attack",
      "Flavius charges C14 → C12 (2 hexes), facing N",
    ]);
  });

  it("turns in place when the movement is only a new facing", () => {
    expect(line({ type: "moved", figure: "flavius", from: at("E1"), path: [], facing: 2 })).toBe(
      "Flavius turns to face SE in E1",
    );
  });

  it("puts the option first for other effects too: standing up, readying", () => {
    expect(
      describeEvents(state, [
        { type: "posture", figure: "bear", posture: "standing", reason: "stood up" },
        { type: "option-chosen", figure: "bear", option: "n", target: null },
        {
          type: "item-dropped",
          figure: "wulf",
          item: "longbow",
          at: at("F1"),
          reason: "dropped to change weapons",
        },
        {
          type: "item-readied",
          figure: "wulf",
          weapon: "two-handed-sword",
          shieldReady: false,
          offhand: null,
        },
        { type: "option-chosen", figure: "wulf", option: "k", target: null },
      ]),
    ).toEqual([
      "Bruin: (n) Stand up",
      "Bruin stands up",
      "Wulf: (k) Change weapons",
      "Wulf drops the longbow in F1 (dropped to change weapons)",
      "Wulf readies the 2-handed sword",
    ]);
  });

  it("keeps a GM ruling's consequences with it, before the next figure's option", () => {
    expect(
      describeEvents(state, [
        {
          type: "gm-ruling",
          gm: "Ref",
          figure: "wulf",
          ruling: "hits 0 → 13 (ST 1/14)",
          reason: null,
        },
        { type: "condition", figure: "wulf", condition: "unconscious" },
        { type: "item-dropped", figure: "wulf", item: "dagger", at: at("E1"), reason: "Wulf fell" },
        { type: "moved", figure: "flavius", from: at("C14"), path: [at("C13")], facing: 0 },
        { type: "option-chosen", figure: "flavius", option: "a", target: null },
      ]),
    ).toEqual([
      "Ref (GM) rules: Wulf hits 0 → 13 (ST 1/14)",
      "Wulf falls unconscious",
      "Wulf drops the dagger in E1 (fell)",
      "Flavius: (a) Move",
      "Flavius moves C14 → C13 (1 hex), facing N",
    ]);
  });

  it("says when a figure delays its action or waits for an opening (AM's optional rules)", () => {
    const events: BattleEvent[] = [
      { type: "option-chosen", figure: "flavius", option: "h", target: "wulf", delayed: true },
      { type: "option-chosen", figure: "marcus", option: "pass", target: null, waitingFor: "wulf" },
    ];
    expect(describeEvents(state, events)).toEqual([
      "Flavius: (h) Shift and attack → Wulf, acting after the others",
      "Marcus waits for an opening on Wulf",
    ]);
  });

  it("reports a change of option", () => {
    expect(line({ type: "option-changed", figure: "flavius", from: "h", to: "i" })).toBe(
      "Flavius changes from (h) to (i) Shift and defend",
    );
  });
});

describe("attack rolls", () => {
  const roll = (over: Partial<Extract<BattleEvent, { type: "attack-roll" }>>): BattleEvent => ({
    type: "attack-roll",
    attacker: "wulf",
    target: "flavius",
    weapon: "Longbow",
    kind: "missile",
    toMiss: false,
    faces: [3, 3, 3],
    adjDx: 10,
    modifiers: [],
    result: "hit",
    ...over,
  });

  it("shows the dice, the sum against adjDX, and the result", () => {
    expect(line(roll({}))).toBe("Wulf, Longbow → Flavius: 3d6 = 9 (3+3+3) ≤ adjDX 10, hit");
    expect(line(roll({ faces: [4, 4, 4, 4], result: "miss" }))).toBe(
      "Wulf, Longbow → Flavius (4d6: Flavius is dodging or defending): 4d6 = 16 (4+4+4+4) > adjDX 10, miss",
    );
  });

  it("says why four dice were rolled: the option the target chose this turn", () => {
    const dodging: BattleEvent = {
      type: "option-chosen",
      figure: "flavius",
      option: "c",
      target: null,
    };
    const shot = roll({ faces: [4, 4, 4, 4], result: "miss" });
    expect(describeEvents(state, [dodging, shot]).at(-1)).toBe(
      "Wulf, Longbow → Flavius (4d6: Flavius is dodging): 4d6 = 16 (4+4+4+4) > adjDX 10, miss",
    );
    const defending: BattleEvent = { ...dodging, option: "i" };
    expect(describeEvents(state, [defending, shot]).at(-1)).toBe(
      "Wulf, Longbow → Flavius (4d6: Flavius is defending): 4d6 = 16 (4+4+4+4) > adjDX 10, miss",
    );
  });

  it("says a weapon drops only when it does: the drop is its own line", () => {
    // A missile's 17 on a figure beyond its first roll stops the shot; the bow stays in hand.
    const beyond = roll({ faces: [6, 6, 5], result: "drop" });
    expect(describeEvents(state, [beyond])).toEqual([
      "Wulf, Longbow → Flavius: 3d6 = 17 (6+6+5) > adjDX 10, miss",
    ]);
    const dropped: BattleEvent = {
      type: "item-dropped",
      figure: "wulf",
      item: "longbow",
      at: at("E1"),
      reason: "rolled 17",
    };
    expect(describeEvents(state, [beyond, dropped])).toEqual([
      "Wulf, Longbow → Flavius: 3d6 = 17 (6+6+5) > adjDX 10, miss",
      "Wulf drops the longbow in E1 (rolled 17)",
    ]);
  });

  it("shows how adjDX was reached, briefly", () => {
    expect(
      line(
        roll({
          attacker: "flavius",
          target: "wulf",
          weapon: "Shortsword",
          kind: "weapon",
          faces: [2, 3, 3],
          adjDx: 8,
          modifiers: CHAINMAIL_SHIELD,
        }),
      ),
    ).toBe(
      "Flavius, Shortsword → Wulf: 3d6 = 8 (2+3+3) ≤ adjDX 8 = DX 12 − 3 chainmail − 1 shield, hit",
    );
    expect(
      line(
        roll({
          attacker: "flavius",
          target: "bear",
          weapon: "Shortsword",
          kind: "weapon",
          faces: [6, 6, 1],
          adjDx: 12,
          modifiers: [...CHAINMAIL_SHIELD, { label: "from the rear", value: 4 }],
          result: "miss",
        }),
      ),
    ).toBe(
      "Flavius, Shortsword → Bruin: 3d6 = 13 (6+6+1) > adjDX 12 = DX 12 − 3 chainmail − 1 shield + 4 rear, miss",
    );
  });

  it("names a weapon above the attacker's ST by the ST it needs (AM §5 WEAPONS)", () => {
    expect(
      line(
        roll({
          attacker: "flavius",
          target: "bear",
          weapon: "Shortsword",
          kind: "weapon",
          faces: [4, 4, 4],
          adjDx: 10,
          modifiers: [{ label: "Shortsword needs ST 11", value: -2 }],
          result: "miss",
        }),
      ),
    ).toBe(
      "Flavius, Shortsword → Bruin: 3d6 = 12 (4+4+4) > adjDX 10 = DX 12 − 2 below ST 11, miss",
    );
  });

  it("explains the automatic results", () => {
    expect(line(roll({ faces: [1, 1, 2], adjDx: 3, result: "double" }))).toBe(
      "Wulf, Longbow → Flavius: 3d6 = 4 (1+1+2) > adjDX 3, but 4 always hits, double damage",
    );
    expect(line(roll({ faces: [1, 1, 1], result: "triple" }))).toBe(
      "Wulf, Longbow → Flavius: 3d6 = 3 (1+1+1) ≤ adjDX 10, hit, triple damage",
    );
    expect(line(roll({ faces: [1, 2, 2], adjDx: 4, result: "hit" }))).toBe(
      "Wulf, Longbow → Flavius: 3d6 = 5 (1+2+2) > adjDX 4, but 5 always hits",
    );
    expect(line(roll({ faces: [6, 5, 5], adjDx: 17, result: "auto-miss" }))).toBe(
      "Wulf, Longbow → Flavius: 3d6 = 16 (6+5+5) ≤ adjDX 17, but 16 always misses",
    );
    expect(line(roll({ faces: [6, 6, 5], result: "drop" }))).toBe(
      "Wulf, Longbow → Flavius: 3d6 = 17 (6+6+5) > adjDX 10, miss",
    );
    expect(line(roll({ faces: [6, 6, 6], result: "break" }))).toBe(
      "Wulf, Longbow → Flavius: 3d6 = 18 (6+6+6) > adjDX 10, miss",
    );
    expect(line(roll({ faces: [6, 6, 6, 3], adjDx: 22, result: "miss" }))).toBe(
      "Wulf, Longbow → Flavius (4d6: Flavius is dodging or defending): 4d6 = 21 (6+6+6+3) ≤ adjDX 22, miss (21 on four dice always misses)",
    );
  });

  it("rolls to miss a friend in the way", () => {
    const past = roll({
      attacker: "flavius",
      target: "marcus",
      weapon: "Dagger",
      kind: "thrown",
      toMiss: true,
      faces: [2, 2, 2],
      adjDx: 7,
      modifiers: [{ label: "thrown 1 hexes", value: -1 }],
      result: "miss",
    });
    expect(line(past)).toBe(
      "Flavius, Dagger (thrown) → Marcus (a friend in the way, rolling to miss): 3d6 = 6 (2+2+2) ≤ adjDX 7 = DX 8 − 1 range, flies past",
    );
    const hit = roll({
      attacker: "flavius",
      target: "marcus",
      weapon: "Dagger",
      kind: "thrown",
      toMiss: true,
      faces: [5, 5, 5],
      adjDx: 7,
      result: "double",
    });
    expect(line(hit)).toBe(
      "Flavius, Dagger (thrown) → Marcus (a friend in the way, rolling to miss): 3d6 = 15 (5+5+5) > adjDX 7, 15 hits, double damage",
    );
  });

  it("marks hand-to-hand attacks", () => {
    expect(
      line(
        roll({
          attacker: "bear",
          target: "flavius",
          weapon: "bear's attack",
          kind: "hth",
          faces: [3, 4, 5],
          adjDx: 15,
          modifiers: [{ label: "hand-to-hand", value: 4 }],
        }),
      ),
    ).toBe(
      "Bruin, bear's attack (hand-to-hand) → Flavius: 3d6 = 12 (3+4+5) ≤ adjDX 15 = DX 11 + 4 HTH, hit",
    );
  });
});

describe("damage", () => {
  const damage = (over: Partial<Extract<BattleEvent, { type: "damage" }>>): BattleEvent => ({
    type: "damage",
    attacker: "wulf",
    target: "flavius",
    damage: { dice: 1, add: 2 },
    faces: [5],
    multiplier: 1,
    halved: false,
    total: 7,
    stopped: 5,
    stoppedBy: ["Chainmail", "Large shield"],
    taken: 2,
    stRemaining: 10,
    ...over,
  });

  it("shows the roll, what stopped hits and what got through", () => {
    expect(line(damage({}))).toBe("1d6+2 = 7, armor and shield stop 5, Flavius takes 2 (ST 10/12)");
    expect(
      line(
        damage({
          target: "wulf",
          damage: { dice: 2, add: -1 },
          faces: [3, 4],
          total: 6,
          stopped: 0,
          stoppedBy: [],
          taken: 6,
          stRemaining: 8,
        }),
      ),
    ).toBe("2d6−1 = 6 (3+4), Wulf takes 6 (ST 8/14)");
  });

  it("shows doubling and halving", () => {
    expect(
      line(
        damage({
          damage: { dice: 3, add: -1 },
          faces: [1, 2, 3],
          multiplier: 2,
          total: 10,
          taken: 5,
          stRemaining: 5,
        }),
      ),
    ).toBe("3d6−1 = 5 (1+2+3), doubled = 10, armor and shield stop 5, Flavius takes 5 (ST 5/12)");
    expect(
      line(
        damage({
          target: "wulf",
          damage: { dice: 2, add: 0 },
          faces: [6, 5],
          multiplier: 3,
          halved: true,
          total: 16,
          stopped: 0,
          stoppedBy: [],
          taken: 16,
          stRemaining: -2,
        }),
      ),
    ).toBe("2d6 = 11 (6+5), tripled and halved = 16, Wulf takes 16 (ST -2/14)");
  });

  it("says when armor stops it all, and counts a beast's hide", () => {
    expect(line(damage({ faces: [2], total: 4, stopped: 4, taken: 0 }))).toBe(
      "1d6+2 = 4, armor and shield stop 4, Flavius takes no hits (ST 10/12)",
    );
    expect(
      line(
        damage({
          target: "bear",
          damage: { dice: 1, add: -4 },
          faces: [2],
          total: 0,
          stopped: 0,
          stoppedBy: ["hide"],
          taken: 0,
          stRemaining: 30,
        }),
      ),
    ).toBe("1d6−4 = 0, Bruin takes no hits (ST 30/30)");
    expect(
      line(
        damage({
          target: "bear",
          faces: [6],
          total: 8,
          stopped: 2,
          stoppedBy: ["hide"],
          taken: 6,
          stRemaining: 24,
        }),
      ),
    ).toBe("1d6+2 = 8, hide stops 2, Bruin takes 6 (ST 24/30)");
  });
});

describe("injury, gear and the end", () => {
  it("reports conditions and falls", () => {
    expect(line({ type: "condition", figure: "wulf", condition: "dead" })).toBe("Wulf is dead");
    expect(line({ type: "condition", figure: "wulf", condition: "unconscious" })).toBe(
      "Wulf falls unconscious",
    );
    expect(line({ type: "condition", figure: "wulf", condition: "dropped-out" })).toBe(
      "Wulf drops out of the practice bout (ST 3 or less)",
    );
    expect(
      line({ type: "posture", figure: "wulf", posture: "fallen", reason: "8 hits in one turn" }),
    ).toBe("Wulf is down (8 hits in one turn)");
    expect(line({ type: "posture", figure: "wulf", posture: "prone", reason: "dropped" })).toBe(
      "Wulf drops prone",
    );
    expect(line({ type: "posture", figure: "wulf", posture: "kneeling", reason: "dropped" })).toBe(
      "Wulf kneels",
    );
  });

  it("reports lost actions", () => {
    expect(line({ type: "action-lost", figure: "wulf", reason: "Wulf is out of the fight" })).toBe(
      "Wulf is out of the fight, so loses the action",
    );
    expect(line({ type: "action-lost", figure: "wulf", reason: "Wulf forfeits the action" })).toBe(
      "Wulf forfeits the action",
    );
  });

  it("reports saving rolls, automatic or not", () => {
    expect(
      line({
        type: "saving-roll",
        figure: "flavius",
        purpose: "keep footing among bodies",
        faces: [3, 3, 3],
        target: 8,
        success: false,
      }),
    ).toBe("Flavius rolls to keep footing among bodies: 3d6 = 9 (3+3+3) > adjDX 8, fails");
    // AM §3 ACTIONS DURING MOVEMENT: the jump's roll, and the fall that a miss brings.
    expect(
      line({
        type: "saving-roll",
        figure: "flavius",
        purpose: "jump over a figure on the ground",
        faces: [6, 5, 4],
        target: 8,
        success: false,
      }),
    ).toBe("Flavius rolls to jump over a figure on the ground: 3d6 = 15 (6+5+4) > adjDX 8, fails");
    expect(
      line({ type: "posture", figure: "flavius", posture: "fallen", reason: "missed a jump" }),
    ).toBe("Flavius is down (missed a jump)");
    expect(
      line({
        type: "saving-roll",
        figure: "flavius",
        purpose: "stay afoot after a shield-rush",
        faces: [6, 6],
        target: 12,
        success: false,
      }),
    ).toBe(
      "Flavius rolls to stay afoot after a shield-rush: 2d6 = 12 (6+6) ≤ adjDX 12, fails (automatic)",
    );
    expect(
      line({
        type: "saving-roll",
        figure: "bear",
        purpose: "stays afoot (too strong to rush)",
        faces: [],
        target: 0,
        success: true,
      }),
    ).toBe("Bruin stays afoot (too strong to rush)");
  });

  it("reports items dropped, thrown, broken, picked up and readied", () => {
    expect(
      line({
        type: "item-dropped",
        figure: "wulf",
        item: "two-handed-sword",
        at: at("F1"),
        reason: "Wulf fell",
      }),
    ).toBe("Wulf drops the 2-handed sword in F1 (fell)");
    expect(
      line({
        type: "item-dropped",
        figure: null,
        item: "dagger",
        at: at("A4"),
        reason: "Dagger thrown by Flavius lands",
      }),
    ).toBe("Dagger thrown by Flavius lands in A4");
    expect(line({ type: "item-broken", figure: "flavius", item: "shortsword" })).toBe(
      "Flavius's shortsword breaks",
    );
    expect(
      line({ type: "item-picked-up", figure: "flavius", item: "large-shield", at: at("C5") }),
    ).toBe("Flavius picks up the large shield in C5");
    expect(
      line({
        type: "item-readied",
        figure: "flavius",
        weapon: "dagger",
        shieldReady: true,
        offhand: null,
      }),
    ).toBe("Flavius readies the dagger, shield on the arm");
    expect(
      line({
        type: "item-readied",
        figure: "marcus",
        weapon: null,
        shieldReady: false,
        offhand: null,
      }),
    ).toBe("Marcus has empty hands, shield slung");
    expect(
      line({
        type: "item-readied",
        figure: "wulf",
        weapon: "shortsword",
        shieldReady: false,
        offhand: "main-gauche",
      }),
    ).toBe("Wulf readies the shortsword, main-gauche in the off hand");
    expect(line({ type: "reloaded", figure: "wulf", turnsLeft: 1 })).toBe(
      "Wulf reloads: 1 more turn before the crossbow can shoot",
    );
    expect(line({ type: "reloaded", figure: "wulf", turnsLeft: 0 })).toBe(
      "Wulf reloads: the crossbow can shoot next turn",
    );
  });

  it("reports hand-to-hand", () => {
    expect(
      line({
        type: "hth-defense",
        attacker: "bear",
        defender: "wulf",
        faces: [3],
        outcome: "grappled-dagger",
      }),
    ).toBe(
      "Bruin tries to grapple Wulf: Wulf rolls 1d6 = 3, they grapple, and Wulf may ready a dagger",
    );
    expect(
      line({
        type: "hth-defense",
        attacker: "bear",
        defender: "flavius",
        faces: [6, 6, 5],
        outcome: "backed-off",
      }),
    ).toBe(
      "Bruin tries to grapple Flavius: Flavius rolls 1d6 = 5 (re-rolled 6, 6: a 6 does not count from the rear), Flavius holds Bruin off",
    );
    expect(
      line({
        type: "hth-defense",
        attacker: "wulf",
        defender: "flavius",
        faces: [6, 1],
        outcome: "grappled",
        unarmed: true,
      }),
    ).toBe(
      "Wulf tries to grapple Flavius: Flavius rolls 1d6 = 1 (re-rolled 6: a 6 does not count for the unarmed), they grapple",
    );
    expect(
      line({ type: "dagger-draw", figure: "wulf", faces: [5, 4, 5], success: false, needed: 13 }),
    ).toBe("Wulf tries to draw a dagger: 3d6 = 14 (5+4+5), fails (13 or less needed)");
    expect(
      line({
        type: "crippling-hit",
        attacker: "wulf",
        target: "flavius",
        faces: [4, 5],
        limb: "left-leg",
        permanent: true,
      }),
    ).toBe("Wulf rolls for a crippling hit: 2d6 = 9 (4+5), Flavius loses the left leg");
    expect(
      line({
        type: "crippling-hit",
        attacker: "wulf",
        target: "flavius",
        faces: [3, 4],
        limb: null,
        permanent: false,
      }),
    ).toBe("Wulf rolls for a crippling hit: 2d6 = 7 (3+4), none");
    expect(line({ type: "worn-out", figure: "wulf", gear: "shield", item: "small-shield" })).toBe(
      "Wulf's small shield is worn out: it stops nothing more",
    );
    expect(line({ type: "worn-out", figure: "wulf", gear: "armor", item: "chainmail" })).toBe(
      "Wulf's armor is worn out: it stops nothing more",
    );
    expect(line({ type: "dagger-draw", figure: "wulf", faces: [2], success: true })).toBe(
      "Wulf tries to draw a dagger: 1d6 = 2, draws it",
    );
    expect(line({ type: "dagger-draw", figure: "wulf", faces: [5], success: false })).toBe(
      "Wulf tries to draw a dagger: 1d6 = 5, fails (1–3 needed)",
    );
    expect(
      line({ type: "hth-disengage", figure: "wulf", faces: [4], needed: 3, success: false }),
    ).toBe("Wulf tries to break free of hand-to-hand: 1d6 = 4 > 3, fails");
    expect(
      line({
        type: "stepped",
        figure: "wulf",
        from: at("E2"),
        to: at("E3"),
        reason: "broke free of hand-to-hand",
      }),
    ).toBe("Wulf steps E2 → E3 (broke free of hand-to-hand)");
  });

  it("names the facing a figure turned to as it stepped away", () => {
    expect(
      line({
        type: "stepped",
        figure: "wulf",
        from: at("E2"),
        to: at("E3"),
        reason: "broke free of hand-to-hand",
        facing: 3,
      }),
    ).toBe("Wulf steps E2 → E3 (broke free of hand-to-hand), facing S");
    expect(
      line({
        type: "stepped",
        figure: "flavius",
        from: at("C8"),
        to: at("C9"),
        reason: "disengaged",
        facing: 5,
      }),
    ).toBe("Flavius steps C8 → C9 (disengaged), facing NW");
  });

  it("reports retreats, escapes and GM rulings", () => {
    expect(
      line({
        type: "retreat",
        victor: "flavius",
        enemy: "wulf",
        from: at("E1"),
        to: at("F1"),
        advanced: true,
      }),
    ).toBe("Flavius forces Wulf back to F1 and follows");
    expect(
      line({
        type: "retreat",
        victor: "flavius",
        enemy: "wulf",
        from: at("E1"),
        to: at("F1"),
        advanced: true,
        facing: 1,
      }),
    ).toBe("Flavius forces Wulf back to F1 and follows, facing NE");
    expect(
      line({
        type: "retreat",
        victor: "flavius",
        enemy: "wulf",
        from: at("E1"),
        to: at("F1"),
        advanced: false,
      }),
    ).toBe("Flavius forces Wulf back to F1");
    expect(
      line({
        type: "retreat",
        victor: "flavius",
        enemy: "wulf",
        from: at("E1"),
        to: null,
        advanced: false,
      }),
    ).toBe("Flavius does not force Wulf back");
    expect(line({ type: "escaped", figure: "wulf" })).toBe("Wulf leaves the arena");
    expect(
      line({
        type: "gm-ruling",
        gm: "Ref",
        figure: "wulf",
        ruling: "hits 0 → 3 (ST 11/14)",
        reason: "a fall",
      }),
    ).toBe("Ref (GM) rules: Wulf hits 0 → 3 (ST 11/14) — a fall");
  });

  it("ends with the winner and everyone's EP", () => {
    expect(
      line({
        type: "battle-ended",
        winner: "rome",
        ep: { flavius: 50, marcus: 50, wulf: 0, bear: 0 },
      }),
    ).toBe("Battle over: Rome won. EP: Flavius 50, Marcus 50, Wulf 0, Bruin 0");
    expect(line({ type: "battle-ended", winner: null, ep: { flavius: 0 } })).toBe(
      "Battle over: no side is left fighting. EP: Flavius 0",
    );
  });
});

describe("roster and helpers", () => {
  it("lists each figure's side, place, attributes and gear", () => {
    expect(rosterLines(state)).toEqual([
      "Flavius (Rome, human) at C14 facing N: ST 12, DX 12, MA 6; shortsword ready, dagger, large shield ready, chainmail",
      "Marcus (Rome, human) at D14 facing N: ST 12, DX 12, MA 6; shortsword ready, dagger, large shield slung, chainmail",
      "Wulf (Germania, human) at E1 facing S: ST 14, DX 10, MA 10; longbow ready, 2-handed sword, dagger",
      "Bruin (Germania, bear) at F1 facing S: ST 30, DX 11, MA 8",
    ]);
  });

  it("formats dice, damage and modifiers", () => {
    expect(diceRoll([5])).toBe("1d6 = 5");
    expect(diceRoll([1, 2, 3, 4])).toBe("4d6 = 10 (1+2+3+4)");
    expect(damageDice({ dice: 2, add: -1 })).toBe("2d6−1");
    expect(damageDice({ dice: 3, add: 0 })).toBe("3d6");
    expect(adjDxText(10, [])).toBe("adjDX 10");
    expect(
      adjDxText(5, [
        { label: "took 6 hits last turn", value: -2 },
        { label: "ST 3 or less", value: -3 },
      ]),
    ).toBe("adjDX 5 = DX 10 − 2 hurt last turn − 3 ST ≤ 3");
    expect(shortModifier("attacking a giant-snake")).toBe("giant snake");
    expect(shortModifier("range 2 megahexes")).toBe("range");
    expect(shortModifier("Something new")).toBe("something new");
  });
});

describe("safe to escape whole lines for Discord", () => {
  it("writes no markdown characters of its own in a whole battle's log", () => {
    const logs = ["combat-example.json", "bear-and-hunters.json"].flatMap((name) => {
      const parsed = parseScenarioText(readFileSync(`test/scenarios/${name}`, "utf8"));
      if (!parsed.ok) throw new Error(name);
      const run = runScenario(parsed.scenario);
      return run.state ? [...rosterLines(run.state), ...describeEvents(run.state, run.events)] : [];
    });
    expect(logs.length).toBeGreaterThan(100);
    const unsafe = logs.filter((text) => /[\\*_~`|<[\]@]/.test(text) || /^\s*[#>-]/.test(text));
    expect(unsafe).toEqual([]);
  });
});
