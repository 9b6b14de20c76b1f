/**
 * The working context of one order being applied: a private copy of the state that the rules
 * change in place, the dice, and the events produced. The caller only ever sees the finished copy.
 */
import { type Dice, rollFaces } from "../../dice/dice.ts";
import type { AimedPart } from "./aimed-shots.ts";
import type { BattleEvent } from "./events.ts";
import type { BattleFigure, BattleState } from "./types.ts";

export interface Ctx {
  readonly state: BattleState;
  readonly dice: Dice;
  readonly events: BattleEvent[];
  /**
   * The target of the last roll to hit when that roll may cripple (AM's optional rule): its
   * damage is followed by the crippling roll (crippling.ts).
   */
  mayCripple: string | null;
  /** The target and body part of the last roll to hit when it was an aimed shot that hit. */
  aimedHit: {
    readonly target: string;
    readonly part: AimedPart;
    /** Aimed by DAGGER MARKSMANSHIP's rules (a whip), not AIMED SHOTS' (marksmanship.ts). */
    readonly marksman: boolean;
  } | null;
}

/**
 * A new context for one order. Both AM marks start null rather than absent: set on the first
 * roll to hit, they would otherwise give every context two layouts, and every rule reading
 * `ctx.state` or `ctx.events` would pay for that, MELEE's too.
 */
export function newCtx(state: BattleState, dice: Dice): Ctx {
  return { state, dice, events: [], mayCripple: null, aimedHit: null };
}

export function roll(ctx: Ctx, count: number): { faces: number[]; sum: number } {
  const faces = rollFaces(ctx.dice, count);
  let sum = 0;
  for (const face of faces) sum += face;
  return { faces, sum };
}

/** One die: roll(ctx, 1).sum without building the list of faces. */
export function rollDie(ctx: Ctx): number {
  return ctx.dice.d6();
}

export function emit(ctx: Ctx, event: BattleEvent): void {
  ctx.events.push(event);
}

/**
 * Field by field rather than by spread: figures' fields change between strings and null, which
 * leaves V8 with many object shapes and makes a spread take its slow path. The type checker keeps
 * this list complete.
 */
function cloneFigure(f: BattleFigure): BattleFigure {
  const copy: BattleFigure = {
    id: f.id,
    name: f.name,
    side: f.side,
    traits: f.traits,
    st: f.st,
    dx: f.dx,
    ma: f.ma,
    armor: f.armor,
    sourceId: f.sourceId,
    hits: f.hits,
    position: f.position,
    facing: f.facing,
    posture: f.posture,
    condition: f.condition,
    droppedOut: f.droppedOut,
    escaped: f.escaped,
    flying: f.flying,
    everHurt: f.everHurt,
    readyWeapon: f.readyWeapon,
    offhand: f.offhand,
    shield: f.shield,
    shieldReady: f.shieldReady,
    carried: [...f.carried],
    hitsThisTurn: f.hitsThisTurn,
    hitsLastTurn: f.hitsLastTurn,
    knockedDownThisTurn: f.knockedDownThisTurn,
    knockedDownLastTurn: f.knockedDownLastTurn,
    reloadTurnsLeft: f.reloadTurnsLeft,
    mustDropMissile: f.mustDropMissile,
    engagedAtLastOption: f.engagedAtLastOption,
  };
  // Set only when AM's rules have marked the figure, so MELEE's figures keep their shape.
  if (f.crippled) copy.crippled = f.crippled;
  if (f.absorbed) copy.absorbed = f.absorbed;
  if (f.waiting) copy.waiting = f.waiting;
  if (f.pinned) copy.pinned = f.pinned;
  if (f.dazedOnTurn !== undefined) copy.dazedOnTurn = f.dazedOnTurn;
  if (f.legStruckOnTurn !== undefined) copy.legStruckOnTurn = f.legStruckOnTurn;
  if (f.pikeHeld) copy.pikeHeld = f.pikeHeld;
  if (f.talents) copy.talents = f.talents;
  if (f.iq !== undefined) copy.iq = f.iq;
  if (f.pack) copy.pack = f.pack;
  if (f.packHalfOff) copy.packHalfOff = f.packHalfOff;
  if (f.packed) copy.packed = [...f.packed];
  if (f.packAt) copy.packAt = f.packAt;
  if (f.unpacked) copy.unpacked = f.unpacked;
  if (f.entangled) copy.entangled = f.entangled;
  if (f.netHits !== undefined) copy.netHits = f.netHits;
  if (f.bola) copy.bola = f.bola;
  if (f.lassoed) copy.lassoed = f.lassoed;
  if (f.shaKen !== undefined) copy.shaKen = f.shaKen;
  if (f.lassoCoiledOnTurn !== undefined) copy.lassoCoiledOnTurn = f.lassoCoiledOnTurn;
  if (f.height !== undefined) copy.height = f.height;
  if (f.boulders !== undefined) copy.boulders = f.boulders;
  if (f.mount) copy.mount = { ...f.mount };
  if (f.brokenWeapons) copy.brokenWeapons = f.brokenWeapons;
  if (f.fine) copy.fine = f.fine;
  if (f.finePlate) copy.finePlate = f.finePlate;
  if (f.berserk) copy.berserk = f.berserk;
  if (f.aflame) copy.aflame = f.aflame;
  if (f.fledOnTurn !== undefined) copy.fledOnTurn = f.fledOnTurn;
  if (f.breathLeft !== undefined) copy.breathLeft = f.breathLeft;
  if (f.cheapPowder) copy.cheapPowder = f.cheapPowder;
  return copy;
}

function cloneTiebreaks(tiebreaks: Record<string, number[]>): Record<string, number[]> {
  const copy: Record<string, number[]> = {};
  for (const id of Object.keys(tiebreaks)) copy[id] = [...(tiebreaks[id] as number[])];
  return copy;
}

/** A deep copy of plain battle data, faster than structuredClone for the engine's hot path. */
export function cloneState(state: BattleState): BattleState {
  const ts = state.turnState;
  return {
    ...state,
    figures: state.figures.map(cloneFigure),
    dropped: [...state.dropped],
    turnState: {
      chosen: [...ts.chosen],
      acted: [...ts.acted],
      tiebreaks: cloneTiebreaks(ts.tiebreaks),
      retreatRights: [...ts.retreatRights],
      secondShots: [...ts.secondShots],
      bendingOver: [...ts.bendingOver],
      hurtThisTurn: [...ts.hurtThisTurn],
      ...(ts.fleeing ? { fleeing: [...ts.fleeing] } : {}),
    },
    ep: state.ep ? { ...state.ep } : null,
  };
}
