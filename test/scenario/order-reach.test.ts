/**
 * The scenario format reaches every order the engine accepts: each field of each kind of order
 * (from the engine's own ORDER_FIELDS, READY_FIELDS and RULING_FIELDS, which the compiler holds to
 * the order types) is written in a file and read back into the engine's order. A field added to
 * an order fails here until the format reads it.
 */
import { describe, expect, it } from "vitest";
import {
  ORDER_FIELDS,
  type Order,
  parseHex,
  READY_FIELDS,
  RULING_FIELDS,
} from "../../src/engine/index.ts";
import { formatIssue, parseScenario, runScenario } from "../../src/scenario/index.ts";
import { loadScenario } from "./run-cli.ts";

type Json = Record<string, unknown>;

function hex(label: string) {
  const h = parseHex(label);
  if (!h) throw new Error(label);
  return h;
}

/** Orders as a file writes them, with every field of every kind of order used at least once. */
const WRITTEN: readonly Json[] = [
  { type: "initiative", side: "rome", moveFirst: true },
  {
    type: "move",
    figure: "flavius",
    option: "l",
    path: ["C13", "C12"],
    facing: "N",
    target: "wulf",
    secondTarget: "wulf",
    attack: "two-weapons",
    aim: "head",
    posture: "prone",
    ready: {
      weapon: "dagger",
      shieldReady: false,
      pickUp: "club",
      offhand: null,
      packOff: true,
      unpack: "mace",
    },
    stepTo: "C11",
    stepFacing: "NE",
    leave: false,
    flight: "take-off",
  },
  { type: "move", figure: "wulf", option: "a", destination: "E4", flight: "land" },
  {
    type: "move",
    figure: "wulf",
    option: "c",
    height: 12,
    scoop: { item: "mace", onTheRun: true },
  },
  { type: "move", figure: "wulf", option: "h", target: "flavius", delay: true, atMount: true },
  { type: "move", figure: "wulf", option: "h", target: "flavius", attack: "thrown", stars: 3 },
  {
    type: "move",
    figure: "wulf",
    option: "b",
    target: "flavius",
    attack: "drop",
    airDrop: "spear",
  },
  { type: "move", figure: "flavius", option: "pass", waitFor: "wulf", holdPike: true },
  { type: "move", figure: "flavius", option: "i", lean: { hex: "C11", facing: "NE" } },
  { type: "act", figure: "flavius", target: null, stepTo: "C11", stepFacing: "SE" },
  {
    type: "change-option",
    figure: "flavius",
    option: "e",
    target: "wulf",
    attack: "shield-rush",
    aim: "head",
    atMount: false,
    stars: 2,
    airDrop: "grenade",
    posture: "kneeling",
    ready: { weapon: "shortsword", drop: true, exchangeWith: "wulf" },
    stepTo: "C11",
    stepFacing: "S",
  },
  { type: "retreat", victor: "flavius", enemy: "wulf", to: "E2", advance: true, facing: "N" },
  {
    type: "gm",
    gm: "Referee",
    ruling: { kind: "set-hits", figure: "wulf", hits: 3 },
    reason: "a ruling",
  },
  { type: "gm", gm: "Referee", ruling: { kind: "place", figure: "wulf", to: "E2", facing: "S" } },
  { type: "gm", gm: "Referee", ruling: { kind: "posture", figure: "wulf", posture: "kneeling" } },
  {
    type: "gm",
    gm: "Referee",
    ruling: { kind: "give", figure: "wulf", item: "dagger", ready: true },
  },
  { type: "gm", gm: "Referee", ruling: { kind: "take", figure: "wulf", item: "dagger" } },
  {
    type: "gm",
    gm: "Referee",
    ruling: {
      kind: "conditions",
      hexes: ["E2", "E3"],
      light: "dark",
      ground: "knee-water",
      level: 1,
      tunnel: true,
      cover: "half",
      fire: true,
    },
  },
  {
    type: "gm",
    gm: "Referee",
    ruling: { kind: "surprise", side: "rome", full: false, fleeing: true },
  },
  { type: "gm", gm: "Referee", ruling: { kind: "initiative-bonus", side: "rome", bonus: 2 } },
  { type: "gm", gm: "Referee", ruling: { kind: "berserk", figure: "wulf", berserk: true } },
  { type: "gm", gm: "Referee", ruling: { kind: "panic", figure: "wulf", cause: "great" } },
  { type: "gm", gm: "Referee", ruling: { kind: "fleeing", figure: "wulf" } },
];

/** The same orders as the engine takes them. */
const READ: readonly Order[] = [
  { type: "initiative", side: "rome", moveFirst: true },
  {
    type: "move",
    figure: "flavius",
    option: "l",
    path: [hex("C13"), hex("C12")],
    facing: 0,
    target: "wulf",
    secondTarget: "wulf",
    attack: "two-weapons",
    aim: "head",
    posture: "prone",
    ready: {
      weapon: "dagger",
      shieldReady: false,
      pickUp: "club",
      offhand: null,
      packOff: true,
      unpack: "mace",
    },
    stepTo: hex("C11"),
    stepFacing: 1,
    leave: false,
    flight: "take-off",
  },
  { type: "move", figure: "wulf", option: "a", destination: hex("E4"), flight: "land" },
  {
    type: "move",
    figure: "wulf",
    option: "c",
    height: 12,
    scoop: { item: "mace", onTheRun: true },
  },
  { type: "move", figure: "wulf", option: "h", target: "flavius", delay: true, atMount: true },
  { type: "move", figure: "wulf", option: "h", target: "flavius", attack: "thrown", stars: 3 },
  {
    type: "move",
    figure: "wulf",
    option: "b",
    target: "flavius",
    attack: "drop",
    airDrop: "spear",
  },
  { type: "move", figure: "flavius", option: "pass", waitFor: "wulf", holdPike: true },
  { type: "move", figure: "flavius", option: "i", lean: { hex: hex("C11"), facing: 1 } },
  { type: "act", figure: "flavius", target: null, stepTo: hex("C11"), stepFacing: 2 },
  {
    type: "change-option",
    figure: "flavius",
    option: "e",
    target: "wulf",
    attack: "shield-rush",
    aim: "head",
    atMount: false,
    stars: 2,
    airDrop: "grenade",
    posture: "kneeling",
    ready: { weapon: "shortsword", drop: true, exchangeWith: "wulf" },
    stepTo: hex("C11"),
    stepFacing: 3,
  },
  { type: "retreat", victor: "flavius", enemy: "wulf", to: hex("E2"), advance: true, facing: 0 },
  {
    type: "gm",
    gm: "Referee",
    ruling: { kind: "set-hits", figure: "wulf", hits: 3 },
    reason: "a ruling",
  },
  {
    type: "gm",
    gm: "Referee",
    ruling: { kind: "place", figure: "wulf", to: hex("E2"), facing: 3 },
  },
  { type: "gm", gm: "Referee", ruling: { kind: "posture", figure: "wulf", posture: "kneeling" } },
  {
    type: "gm",
    gm: "Referee",
    ruling: { kind: "give", figure: "wulf", item: "dagger", ready: true },
  },
  { type: "gm", gm: "Referee", ruling: { kind: "take", figure: "wulf", item: "dagger" } },
  {
    type: "gm",
    gm: "Referee",
    ruling: {
      kind: "conditions",
      hexes: [hex("E2"), hex("E3")],
      light: "dark",
      ground: "knee-water",
      level: 1,
      tunnel: true,
      cover: "half",
      fire: true,
    },
  },
  {
    type: "gm",
    gm: "Referee",
    ruling: { kind: "surprise", side: "rome", full: false, fleeing: true },
  },
  { type: "gm", gm: "Referee", ruling: { kind: "initiative-bonus", side: "rome", bonus: 2 } },
  { type: "gm", gm: "Referee", ruling: { kind: "berserk", figure: "wulf", berserk: true } },
  { type: "gm", gm: "Referee", ruling: { kind: "panic", figure: "wulf", cause: "great" } },
  { type: "gm", gm: "Referee", ruling: { kind: "fleeing", figure: "wulf" } },
];

function readOrders(orders: readonly Json[]): Order[] {
  const result = parseScenario({ ...loadScenario("combat-example.json"), turns: [orders] });
  if (!result.ok) throw new Error(result.issues.map(formatIssue).join("\n"));
  return (result.scenario.turns[0] ?? []).map(({ order }) => order);
}

/** "type.field" for every field the given orders carry, nested ready choices and rulings too. */
function fieldsCarried(orders: readonly Order[]): Set<string> {
  const carried = new Set<string>();
  for (const order of orders) {
    for (const key of Object.keys(order)) carried.add(`${order.type}.${key}`);
    if ("ready" in order && order.ready !== undefined) {
      for (const key of Object.keys(order.ready)) carried.add(`ready.${key}`);
    }
    if (order.type === "gm") {
      for (const key of Object.keys(order.ruling)) carried.add(`${order.ruling.kind}.${key}`);
    }
  }
  return carried;
}

describe("the scenario format and the engine's orders", () => {
  it("reads each order written in a file into the engine's order", () => {
    expect(readOrders(WRITTEN)).toEqual(READ);
  });

  it("reaches every field of every kind of order, ready choice and GM ruling", () => {
    const engineFields = [
      ...Object.entries(ORDER_FIELDS).flatMap(([type, fields]) =>
        fields.map((f) => `${type}.${f}`),
      ),
      ...READY_FIELDS.map((f) => `ready.${f}`),
      ...Object.entries(RULING_FIELDS).flatMap(([kind, fields]) =>
        fields.map((f) => `${kind}.${f}`),
      ),
    ];
    const carried = fieldsCarried(readOrders(WRITTEN));
    expect(engineFields.filter((field) => !carried.has(field))).toEqual([]);
  });

  it("refuses a flight that is neither a take-off nor a landing, naming its path", () => {
    const result = parseScenario({
      ...loadScenario("combat-example.json"),
      turns: [[WRITTEN[0], { type: "move", figure: "wulf", option: "a", flight: "soar" }]],
    });
    expect(result.ok ? [] : result.issues.map(formatIssue)).toEqual([
      'turns[0][1].flight: "soar" is not a flight (for a flier); use one of take-off, land',
    ]);
  });
});

describe("a flier in a scenario", () => {
  /** The combat example with a gargoyle in Wulf's place, and one turn: it takes off. */
  function flierFile(): Json {
    const file = loadScenario("combat-example.json");
    const [flavius] = file.figures as Json[];
    const grik = { id: "grik", side: "germania", position: "D1", facing: "S" };
    return {
      ...file,
      figures: [flavius, { ...grik, monster: { type: "gargoyle", name: "Grik" } }],
      dice: [[4, 2]],
      turns: [
        [
          { type: "initiative", side: "rome", moveFirst: false },
          { type: "move", figure: "grik", option: "a", flight: "take-off", destination: "D12" },
        ],
      ],
    };
  }

  it("takes off and flies beyond its walking MA 8 (D1 to D12 is 11 hexes of its 16); the output says it is in the air", () => {
    const result = parseScenario(flierFile());
    if (!result.ok) throw new Error(result.issues.map(formatIssue).join("\n"));
    const run = runScenario(result.scenario);
    expect(run.ok).toBe(true);
    expect(run.summary?.figures.grik).toMatchObject({ position: "D12", flying: true });
    expect(run.summary?.figures.flavius).toMatchObject({ flying: false });
  });
});
