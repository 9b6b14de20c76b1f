/**
 * Plays random battles with random legal orders (and some illegal ones) and checks the engine's
 * invariants after every order; used by battle-invariants.test.ts, and runnable alone to chase a
 * failure: `npx tsx test/engine/property/battle-runner.ts <seed>` replays fast-check's case.
 */
import { isDeepStrictEqual } from "node:util";
import { chooseOrder } from "../../../src/computer/policy.ts";
import { SeededDice, sixSidedDice } from "../../../src/dice/dice.ts";
import { pendingDecision } from "../../../src/engine/battle/decisions.ts";
import { IllegalOrderError } from "../../../src/engine/battle/errors.ts";
import type { BattleEvent } from "../../../src/engine/battle/events.ts";
import { isInHth } from "../../../src/engine/battle/figures.ts";
import { footprint } from "../../../src/engine/battle/footprint.ts";
import type { Order } from "../../../src/engine/battle/orders.ts";
import {
  applyLoggedOrder,
  type LoggedOrder,
  replay,
  startLoggedBattle,
} from "../../../src/engine/battle/replay.ts";
import type { BattleFigure, BattleState } from "../../../src/engine/battle/types.ts";
import { validateFigure } from "../../../src/engine/figure/validate.ts";
import { isInArena } from "../../../src/engine/hex/arena.ts";
import { formatHex, hexKey } from "../../../src/engine/hex/coordinates.ts";
import { RIDING_BEASTS } from "../../../src/engine/mounted/beasts.ts";
import { type BattleCase, Rng, randomLegalOrder, wildOrder } from "./generators.ts";

/** Orders per battle at most (a battle that runs longer is simply stopped). */
export const MAX_ORDERS = 160;

type Outcome =
  | { accepted: true; state: BattleState; events: BattleEvent[]; logged: LoggedOrder }
  | { accepted: false; reason?: string };

/** Applies an order; a refusal must be an IllegalOrderError and must leave `state` untouched. */
function attempt(
  state: BattleState,
  order: Order,
  dice: SeededDice,
  /** The log so far, to reproduce a failure. */
  context: () => string,
  stats?: RunStats,
): Outcome {
  // A deep copy as JSON (battle state is plain data): cheaper than structuredClone + deep-equal.
  const before = JSON.stringify(state);
  let rolled = 0;
  const counting = sixSidedDice(() => {
    rolled++;
    return dice.d6();
  });
  let outcome: Outcome;
  try {
    outcome = { accepted: true, ...applyLoggedOrder(state, order, counting) };
  } catch (error) {
    if (!(error instanceof IllegalOrderError)) {
      throw new Error(
        `order ${JSON.stringify(order)} threw ${String(error)} instead of being applied or refused; log so far: ${context()}`,
        { cause: error },
      );
    }
    outcome = { accepted: false, reason: error.message };
    if (stats && rolled > 0) {
      stats.refusedAfterRolling++;
      stats.examples.push(`${JSON.stringify(order)}: ${error.message}`);
    }
  }
  if (JSON.stringify(state) !== before) {
    const what = outcome.accepted ? "an accepted" : "a refused";
    throw new Error(
      `${what} order changed its input state: ${JSON.stringify(order)}; log so far: ${context()}`,
    );
  }
  return outcome;
}

/** The invariants that relate one state to the next. */
function checkStep(
  prev: BattleState,
  next: BattleState,
  events: readonly BattleEvent[],
  order: Order,
): void {
  const where = () => `after ${JSON.stringify(order)} (turn ${next.turn})`;
  const out = new Set(
    prev.figures.filter((f) => f.condition !== "ok" || f.droppedOut || f.escaped).map((f) => f.id),
  );
  for (const e of events) {
    if (e.type === "attack-roll" && out.has(e.attacker)) {
      throw new Error(`${e.attacker} is out of the fight but made an attack roll ${where()}`);
    }
    if (e.type === "condition" || e.type === "escaped") out.add(e.figure);
  }
  // A riding animal stands on its own again when its rider gets off or falls (AM §9).
  const leftByRider = new Set(events.flatMap((e) => (e.type === "dismounted" ? [e.beast] : [])));
  for (const f of next.figures) {
    const before = prev.figures.find((p) => p.id === f.id);
    if (!before && leftByRider.has(f.id)) continue;
    if (!before) throw new Error(`figure ${f.id} appeared ${where()}`);
    if (f.hits < before.hits)
      throw new Error(`${f.id}'s hits went from ${before.hits} to ${f.hits} ${where()}`);
  }
  checkState(next, where);
}

/** The invariants of a single state. */
export function checkState(state: BattleState, where: () => string): void {
  const upright = new Map<string, BattleFigure>();
  for (const f of state.figures) {
    if (!isInArena(state.arena, f.position)) {
      throw new Error(`${f.id} is outside the arena at ${formatHex(f.position)} ${where()}`);
    }
    if (f.escaped || !(f.posture === "standing" || f.posture === "kneeling") || isInHth(state, f))
      continue;
    const key = hexKey(f.position);
    const other = upright.get(key);
    if (other) {
      throw new Error(`${other.id} and ${f.id} both stand in ${formatHex(f.position)} ${where()}`);
    }
    upright.set(key, f);
  }
  checkHeights(state, where);
}

/**
 * Fliers' heights (AM §10): a whole number of metres, at least 1, kept only while in the air (a
 * grounded flier has none), only for a figure with wings of its own or a flying mount's; no two
 * fliers over one hex at one height, every hex of a multi-hex flier counted.
 */
function checkHeights(state: BattleState, where: () => string): void {
  const aloft = new Set<string>();
  for (const f of state.figures) {
    if (f.height !== undefined && !(f.flying && Number.isInteger(f.height) && f.height >= 1)) {
      throw new Error(`${f.id} has height ${f.height} (flying: ${f.flying}) ${where()}`);
    }
    if (f.flying && f.traits.flyingMa === null)
      throw new Error(`${f.id} flies with no flying MA ${where()}`);
    checkRider(f, where);
    if (!f.flying || f.escaped) continue;
    for (const h of footprint(f)) {
      const key = `${hexKey(h)}@${f.height ?? 0}`;
      if (aloft.has(key))
        throw new Error(`two fliers over ${formatHex(h)} at one height ${where()}`);
      aloft.add(key);
    }
  }
}

/**
 * A rider and his mount in step (AM §9): the unit covers the beast's hexes and flies with the
 * beast's laden flying MA, or not at all; a figure on foot has no mount's flight.
 */
function checkRider(f: BattleFigure, where: () => string): void {
  const mount = f.mount;
  if (mount === undefined) {
    if (f.traits.usesWeapons && f.traits.flyingMa !== null)
      throw new Error(`${f.id} is on foot with a flying MA ${where()}`);
    return;
  }
  if (f.traits.hexes !== RIDING_BEASTS[mount.beast].hexes)
    throw new Error(`${f.id} covers ${f.traits.hexes} hexes riding a ${mount.beast} ${where()}`);
  if (f.traits.flyingMa !== (mount.flyingMa ?? null))
    throw new Error(
      `${f.id} flies at ${f.traits.flyingMa} on a mount flying at ${mount.flyingMa} ${where()}`,
    );
}

/** What the random battles got up to, to see that they exercise the rules. */
export interface RunStats {
  battles: number;
  ended: number;
  orders: number;
  attacks: number;
  downed: number;
  hth: number;
  retreats: number;
  /** Take-offs, and climbs or dives to a new height. */
  takeOffs: number;
  heightChanges: number;
  randomRefused: number;
  wildAccepted: number;
  wildRefused: number;
  /** Refused orders that had rolled dice before being refused (the dice stream moved on). */
  refusedAfterRolling: number;
  /** Those orders and why they were refused. */
  examples: string[];
}

export function emptyStats(): RunStats {
  return {
    battles: 0,
    ended: 0,
    orders: 0,
    attacks: 0,
    downed: 0,
    hth: 0,
    retreats: 0,
    takeOffs: 0,
    heightChanges: 0,
    randomRefused: 0,
    wildAccepted: 0,
    wildRefused: 0,
    refusedAfterRolling: 0,
    examples: [],
  };
}

/** Plays one random battle to its end (or MAX_ORDERS), checking everything on the way. */
export function playRandomBattle({ setup, seed, policyShare }: BattleCase, stats?: RunStats): void {
  for (const figure of setup.figures) {
    const problems = figure.kind === "fighter" ? validateFigure(figure.spec) : [];
    if (problems.length > 0)
      throw new Error(`generated an invalid fighter: ${problems.join("; ")}`);
  }
  const dice = new SeededDice(seed);
  const rng = new Rng(seed ^ 0x5bd1e995);
  const opening = startLoggedBattle(setup, dice);
  let state = opening.state;
  checkState(state, () => "at the start");
  const log: LoggedOrder[] = [];
  // Set-up (printed by fast-check) + this = a BattleLog: replay() reproduces the failure exactly.
  const context = () => JSON.stringify({ openingFaces: opening.openingFaces, orders: log });

  for (let step = 0; step < MAX_ORDERS && pendingDecision(state).kind !== "ended"; step++) {
    // Now and then an order with no regard to the rules: accepted or refused cleanly.
    let outcome: Outcome = { accepted: false };
    if (rng.chance(0.2)) {
      outcome = attempt(state, wildOrder(rng, state), dice, context, stats);
      if (stats) stats[outcome.accepted ? "wildAccepted" : "wildRefused"]++;
    }
    // Mostly random legal choices; some are refused (e.g. a target not in front after moving).
    const byPolicy = rng.chance(policyShare);
    for (let tries = 0; !outcome.accepted && !byPolicy && tries < 8; tries++) {
      outcome = attempt(state, randomLegalOrder(rng, state), dice, context, stats);
      if (stats && !outcome.accepted) stats.randomRefused++;
    }
    // The built-in policy, or the fallback: its order must always be accepted.
    if (!outcome.accepted) {
      const order = chooseOrder(state);
      outcome = attempt(state, order, dice, context, stats);
      if (!outcome.accepted) {
        throw new Error(
          `the policy's order ${JSON.stringify(order)} was refused (${outcome.reason}); log so far: ${context()}`,
        );
      }
    }
    try {
      checkStep(state, outcome.state, outcome.events, outcome.logged.order);
    } catch (error) {
      log.push(outcome.logged);
      throw new Error(`${String(error)}; log: ${context()}`, { cause: error });
    }
    if (stats) {
      stats.orders++;
      for (const e of outcome.events) {
        if (e.type === "attack-roll") stats.attacks++;
        if (e.type === "condition") stats.downed++;
        if (e.type === "hth-defense") stats.hth++;
        if (e.type === "retreat") stats.retreats++;
        if (e.type === "flight" && e.airborne) stats.takeOffs++;
        if (e.type === "height") stats.heightChanges++;
      }
    }
    log.push(outcome.logged);
    state = outcome.state;
  }
  if (stats) {
    stats.battles++;
    if (state.phase.kind === "ended") stats.ended++;
  }

  const folded = replay({ setup, openingFaces: opening.openingFaces, orders: log });
  if (!isDeepStrictEqual(folded.state, state)) {
    throw new Error(`replay differs from the live state; log: ${context()}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fc = (await import("fast-check")).default;
  const { battleCaseArb } = await import("./generators.ts");
  const seed = Number(process.argv[2] ?? 1);
  const runs = Number(process.argv[3] ?? 50);
  const started = performance.now();
  const stats = emptyStats();
  fc.assert(
    fc.property(battleCaseArb, (c) => playRandomBattle(c, stats)),
    { numRuns: runs, seed },
  );
  console.log(`${runs} battles in ${(performance.now() - started).toFixed(0)} ms`, stats);
}
