/**
 * The Ur-Quan Legacy: Melee!'s scenario reader: checks a file against its schema, turns the
 * players' hexes and facings into the rules' own, runs it through the game's rules and sums up
 * the end. The rules check the rest (ships on the map, arcs, whose turn), naming the order.
 */
import {
  FACING_WORDS,
  type Facing,
  type Hex,
  RULESETS,
  type UrQuanEvent,
  type UrQuanOrder,
  type UrQuanSetup,
  type UrQuanState,
  urQuanRules,
} from "../../games/ur-quan/index.ts";
import type { ScenarioIssue } from "../reader.ts";
import { type GameScenario, type GameScenarioRun, runGameScenario } from "./run-game.ts";
import { STAR_HEX, UR_QUAN_SCENARIO, type UrQuanScenarioFile } from "./ur-quan-schema.ts";

export type UrQuanScenario = GameScenario<UrQuanSetup, UrQuanOrder>;

export type UrQuanParseResult =
  | { readonly ok: true; readonly scenario: UrQuanScenario }
  | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

/** A zod path as the MELEE reader writes one: `orders[3].hex`. */
function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`))
    .join("");
}

function starHex(text: string): Hex {
  const [, col, row] = STAR_HEX.exec(text) ?? [];
  return { col: Number(col), row: Number(row) };
}

function facingOf(word: string): Facing {
  return FACING_WORDS.indexOf(word.trim().toLowerCase()) as Facing;
}

type FileOrder = UrQuanScenarioFile["orders"][number];

/** A file's order as the rules take it: the note dropped, hexes and facings translated. */
function ruleOrder(order: FileOrder): UrQuanOrder {
  const { note: _note, ...fields } = order;
  switch (fields.type) {
    case "asteroid":
      return { ...fields, hex: starHex(fields.hex) };
    case "place":
      return { ...fields, hex: starHex(fields.hex), facing: facingOf(fields.facing) };
    case "fire": {
      const { hex, ...rest } = fields;
      return hex === undefined ? rest : { ...rest, hex: starHex(hex) };
    }
    default:
      return fields;
  }
}

export function parseUrQuanScenario(json: unknown): UrQuanParseResult {
  const parsed = UR_QUAN_SCENARIO.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: pathText(issue.path),
      message: issue.message,
    }));
    return { ok: false, issues };
  }
  const file = parsed.data;
  const setup: UrQuanSetup = {
    players: file.players.map(({ note: _note, ...player }) => player),
    points: file.points,
    ...(file.width === undefined ? {} : { width: file.width }),
    ...(file.height === undefined ? {} : { height: file.height }),
    ...(file.asteroids === undefined ? {} : { asteroids: file.asteroids }),
  };
  const dice = Array.isArray(file.dice)
    ? { kind: "forced" as const, faces: file.dice }
    : { kind: "seed" as const, seed: file.dice?.seed ?? 1 };
  const orders = file.orders.map((order, i) => ({ path: `orders[${i}]`, order: ruleOrder(order) }));
  return { ok: true, scenario: { ruleset: file.ruleset ?? RULESETS[0], setup, dice, orders } };
}

export function runUrQuanScenario(
  scenario: UrQuanScenario,
): GameScenarioRun<UrQuanState, UrQuanEvent> {
  return runGameScenario(urQuanRules, scenario);
}

/** The end of a run as JSON: whom the game awaits or who won, the ships, what is left of fleets. */
export interface UrQuanSummary {
  readonly game: "ur-quan";
  readonly turn: number;
  readonly awaiting: readonly { readonly seat: string; readonly decision: string }[];
  readonly winners: readonly string[] | null;
  readonly ships: readonly {
    readonly id: string;
    readonly class: string;
    readonly owner: string;
    readonly hex: string;
    readonly facing: string;
    /** Crew boxes, halves as .5. */
    readonly crew: number;
    readonly battery: number;
  }[];
  readonly fleetsLeft: Readonly<Record<string, number>>;
  readonly asteroids: readonly string[];
  readonly diceRolled: number;
}

const hexText = (h: Hex) => `${h.col},${h.row}`;

export function summarizeUrQuan(state: UrQuanState, diceRolled: number): UrQuanSummary {
  return {
    game: "ur-quan",
    turn: state.turn,
    awaiting: urQuanRules.awaiting(state),
    winners: urQuanRules.result(state)?.winners ?? null,
    ships: state.ships.map((ship) => ({
      id: ship.id,
      class: ship.classId,
      owner: ship.owner,
      hex: hexText(ship.hex),
      facing: FACING_WORDS[ship.facing] ?? String(ship.facing),
      crew: ship.crewHalves / 2,
      battery: ship.battery,
    })),
    fleetsLeft: Object.fromEntries(state.players.map((p) => [p.id, p.fleet.length])),
    asteroids: state.asteroids.map(hexText),
    diceRolled,
  };
}
