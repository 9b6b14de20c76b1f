/**
 * What the overlay shows of the last turn, worked out from its events: who moved where, who
 * attacked whom (and whether it hit), who was forced back, what broke, who took off or landed.
 *
 * Events say where a move started but not where every figure stood when it attacked, so positions
 * are tracked through the turn. From `previous` (the state the events started from) this is exact.
 * Without it, start positions are found by undoing the events from the final state; a forced
 * retreat does not say where the loser stood, so that one step is a best guess (the victor's hex
 * when it advanced, else the hex between the victor and where the loser went).
 */
import {
  type AttackKind,
  type BattleEvent,
  type BattleState,
  type Direction,
  footprint,
  type Hex,
  hexDistance,
  type ItemId,
  isLarge,
  neighbor,
  neighbors,
  rotate,
  sameHex,
} from "../../engine/index.ts";

export interface MovePath {
  readonly figure: string;
  /** Start hex first, then each hex entered. */
  readonly hexes: readonly Hex[];
  /** "move": an option's movement; "step": a shift or step during the action; "advance": into a retreating foe's hex. */
  readonly kind: "move" | "step" | "advance";
}

export interface AttackLine {
  readonly attacker: string;
  readonly target: string;
  readonly from: Hex;
  readonly to: Hex;
  /** A missile or thrown weapon. */
  readonly ranged: boolean;
  readonly hit: boolean;
  /** Hits taken by the target from this attacker's blows (after armor), when any damage was rolled. */
  readonly taken: number | null;
}

export interface RetreatArrow {
  readonly victor: string;
  readonly enemy: string;
  readonly from: Hex;
  readonly to: Hex;
}

export interface ItemMark {
  readonly item: ItemId;
  readonly at: Hex;
}

/** A flier leaving the ground (`airborne`) or coming down, at the hex where it did. */
export interface FlightMark {
  readonly figure: string;
  readonly airborne: boolean;
  readonly at: Hex;
}

export interface LastTurn {
  readonly moves: readonly MovePath[];
  readonly attacks: readonly AttackLine[];
  readonly retreats: readonly RetreatArrow[];
  /** Weapons that broke (they leave the battle state, so only the events know where). */
  readonly broken: readonly ItemMark[];
  /** Take-offs and landings (a take-off comes before its move, a landing after it). */
  readonly flights: readonly FlightMark[];
  /** Hexes the overlay touches, for framing a crop. */
  readonly hexes: readonly Hex[];
}

/** The hexes a figure covers standing at `at` (a giant's three, with its present facing). */
function coveredAt(state: BattleState, id: string, at: Hex): Hex[] {
  const f = state.figures.find((x) => x.id === id);
  return f && isLarge(f) ? footprint({ traits: f.traits, position: at, facing: f.facing }) : [at];
}

/**
 * The ends of an attack line: the nearest hexes of attacker and target (a giant's nearest hex;
 * the same hex for a man brawling on a giant, which draws no line).
 */
function attackEnds(
  state: BattleState,
  attacker: string,
  from: Hex,
  target: string,
  to: Hex,
): [Hex, Hex] {
  let best: [Hex, Hex] = [from, to];
  let bestDistance = hexDistance(from, to);
  for (const a of coveredAt(state, attacker, from)) {
    for (const b of coveredAt(state, target, to)) {
      const d = hexDistance(a, b);
      if (d < bestDistance) {
        best = [a, b];
        bestDistance = d;
      }
    }
  }
  return best;
}

const RANGED: ReadonlySet<AttackKind> = new Set(["missile", "thrown"]);
const HITS: ReadonlySet<string> = new Set(["hit", "double", "triple"]);

type Positions = Map<string, Hex>;

function finalPositions(state: BattleState): Positions {
  return new Map(state.figures.map((f) => [f.id, f.position]));
}

function facingOf(state: BattleState, id: string): Direction | undefined {
  return state.figures.find((f) => f.id === id)?.facing;
}

/** The hex the loser most likely left: next to both the victor and where it went. */
function guessRetreatStart(
  victorAt: Hex | undefined,
  to: Hex,
  victorFacing?: Direction,
): Hex | null {
  if (!victorAt) return null;
  const between = neighbors(to).filter((h) => hexDistance(h, victorAt) === 1);
  if (victorFacing !== undefined) {
    const ahead = neighbor(victorAt, victorFacing);
    if (between.some((h) => sameHex(h, ahead))) return ahead;
  }
  return between[0] ?? null;
}

/**
 * Where a victor that advanced into `took` (the loser's hex) stood: the event says, or (in a log
 * written before it did) a guess: next to it, facing it, so behind it as it now faces.
 */
function advancedFrom(
  state: BattleState,
  e: Extract<BattleEvent, { type: "retreat" }>,
  took: Hex,
): Hex | undefined {
  if (e.victorFrom) return e.victorFrom;
  const facing = facingOf(state, e.victor);
  return facing === undefined ? undefined : neighbor(took, rotate(facing, 3));
}

function setOrForget(at: Positions, id: string, h: Hex | undefined): void {
  if (h) at.set(id, h);
  else at.delete(id);
}

/**
 * The "stepped" events that carry out a forced retreat, if the engine emits them next to the
 * "retreat" event: the loser's step to `to`, and the victor's advance into the hex it left. They
 * are drawn as the retreat (and the advance), not as steps of their own.
 */
function retreatSteps(
  events: readonly BattleEvent[],
  i: number,
): { enemy: number | null; victor: number | null } {
  const e = events[i];
  const found = { enemy: null as number | null, victor: null as number | null };
  if (e?.type !== "retreat" || e.to === null) return found;
  const to = e.to;
  const near = [i - 1, i - 2, i + 1, i + 2];
  for (const j of near) {
    const s = events[j];
    if (s?.type !== "stepped") continue;
    if (s.figure === e.enemy && sameHex(s.to, to) && found.enemy === null) found.enemy = j;
  }
  const enemyStep = found.enemy === null ? undefined : events[found.enemy];
  if (e.advanced && enemyStep?.type === "stepped") {
    for (const j of near) {
      const s = events[j];
      if (s?.type === "stepped" && s.figure === e.victor && sameHex(s.to, enemyStep.from)) {
        found.victor = j;
        break;
      }
    }
  }
  return found;
}

/**
 * Where each figure stood before the events, undoing them from the final state. `retreatStarts`
 * receives, per retreat event index, the loser's start when it can be read off (an advance).
 */
function undoEvents(
  state: BattleState,
  events: readonly BattleEvent[],
  retreatStarts: Map<number, Hex>,
): Positions {
  const at = finalPositions(state);
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i] as BattleEvent;
    switch (e.type) {
      case "moved":
        at.set(e.figure, e.from);
        break;
      case "stepped":
        at.set(e.figure, e.from);
        break;
      case "retreat": {
        if (e.to === null) break;
        const linked = retreatSteps(events, i);
        const enemyStep = linked.enemy === null ? undefined : events[linked.enemy];
        if (enemyStep?.type === "stepped") {
          // The step says where the loser stood; undoing it (in its turn) puts the loser back.
          retreatStarts.set(i, enemyStep.from);
          const victorAt = at.get(e.victor);
          if (e.advanced && linked.victor === null && victorAt) {
            setOrForget(at, e.victor, advancedFrom(state, e, victorAt));
          }
          break;
        }
        const victorAt = at.get(e.victor);
        if (e.advanced && victorAt) {
          retreatStarts.set(i, victorAt);
          at.set(e.enemy, victorAt);
          setOrForget(at, e.victor, advancedFrom(state, e, victorAt));
        } else {
          const guess = guessRetreatStart(victorAt, e.to, facingOf(state, e.victor));
          if (guess) {
            retreatStarts.set(i, guess);
            at.set(e.enemy, guess);
          } else {
            at.delete(e.enemy);
          }
        }
        break;
      }
      default:
        break;
    }
  }
  return at;
}

export function analyseLastTurn(
  state: BattleState,
  events: readonly BattleEvent[],
  previous?: BattleState,
): LastTurn {
  const retreatStarts = new Map<number, Hex>();
  const guessed = undoEvents(state, events, retreatStarts);
  const at: Positions = previous ? finalPositions(previous) : guessed;
  const final = finalPositions(state);
  const where = (id: string): Hex | undefined => at.get(id) ?? final.get(id);

  const moves: MovePath[] = [];
  const attacks: AttackLine[] = [];
  const retreats: RetreatArrow[] = [];
  const broken: ItemMark[] = [];
  const flights: FlightMark[] = [];
  // AM §6: a blunderbuss's hail rolls no dice to hit; each figure it hurts gets a line from the gun.
  const sprayers = new Set<string>();

  // Steps that are part of a forced retreat, drawn with the retreat instead.
  const partOfRetreat = new Set<number>();
  events.forEach((e, i) => {
    if (e.type !== "retreat") return;
    const linked = retreatSteps(events, i);
    if (linked.enemy !== null) partOfRetreat.add(linked.enemy);
    if (linked.victor !== null) partOfRetreat.add(linked.victor);
  });

  events.forEach((e, i) => {
    switch (e.type) {
      case "moved":
        if (e.path.length > 0)
          moves.push({ figure: e.figure, hexes: [e.from, ...e.path], kind: "move" });
        at.set(e.figure, e.path[e.path.length - 1] ?? e.from);
        break;
      case "stepped":
        if (!partOfRetreat.has(i))
          moves.push({ figure: e.figure, hexes: [e.from, e.to], kind: "step" });
        at.set(e.figure, e.to);
        break;
      case "attack-roll": {
        const fromAt = where(e.attacker);
        const toAt = where(e.target);
        if (!fromAt || !toAt) break;
        const [from, to] = attackEnds(state, e.attacker, fromAt, e.target, toAt);
        const ranged = RANGED.has(e.kind);
        const hit = HITS.has(e.result);
        const existing = attacks.findIndex(
          (a) => a.attacker === e.attacker && a.target === e.target && a.ranged === ranged,
        );
        const previousLine = attacks[existing];
        if (previousLine) {
          attacks[existing] = { ...previousLine, hit: previousLine.hit || hit };
        } else {
          attacks.push({
            attacker: e.attacker,
            target: e.target,
            from,
            to,
            ranged,
            hit,
            taken: null,
          });
        }
        break;
      }
      case "blunderbuss-fired":
        sprayers.add(e.figure);
        break;
      case "damage": {
        let k = attacks.length - 1;
        while (k >= 0 && !(attacks[k]?.attacker === e.attacker && attacks[k]?.target === e.target))
          k--;
        const a = attacks[k];
        if (a) attacks[k] = { ...a, taken: (a.taken ?? 0) + e.taken };
        else if (sprayers.has(e.attacker)) {
          const fromAt = where(e.attacker);
          const toAt = where(e.target);
          if (!fromAt || !toAt) break;
          const [from, to] = attackEnds(state, e.attacker, fromAt, e.target, toAt);
          const line = { attacker: e.attacker, target: e.target, from, to };
          attacks.push({ ...line, ranged: true, hit: true, taken: e.taken });
        }
        break;
      }
      case "retreat": {
        if (e.to === null) break;
        const linked = retreatSteps(events, i);
        const enemyStep = linked.enemy === null ? undefined : events[linked.enemy];
        const victorStep = linked.victor === null ? undefined : events[linked.victor];
        const from =
          (enemyStep?.type === "stepped" ? enemyStep.from : undefined) ??
          (previous ? at.get(e.enemy) : undefined) ??
          retreatStarts.get(i) ??
          at.get(e.enemy);
        if (from && !sameHex(from, e.to)) {
          retreats.push({ victor: e.victor, enemy: e.enemy, from, to: e.to });
        }
        const victorFrom = victorStep?.type === "stepped" ? victorStep.from : where(e.victor);
        if (e.advanced && from && victorFrom && !sameHex(victorFrom, from)) {
          moves.push({ figure: e.victor, hexes: [victorFrom, from], kind: "advance" });
        }
        at.set(e.enemy, e.to);
        if (e.advanced && from) at.set(e.victor, from);
        break;
      }
      case "flight": {
        const hex = where(e.figure);
        if (hex) flights.push({ figure: e.figure, airborne: e.airborne, at: hex });
        break;
      }
      case "item-broken": {
        const hex = where(e.figure);
        if (hex) broken.push({ item: e.item, at: hex });
        break;
      }
      default:
        break;
    }
  });

  const hexes: Hex[] = [
    ...moves.flatMap((m) => m.hexes),
    ...attacks.flatMap((a) => [a.from, a.to]),
    ...retreats.flatMap((r) => [r.from, r.to]),
    ...flights.map((f) => f.at),
  ];
  return { moves, attacks, retreats, broken, flights, hexes };
}
