/**
 * The turn's actions, all at once (AM §8 SEQUENCE 3-4): every attack is rolled against the
 * figures as they stood when the actions began, then the hits are marked. Rolls go in seat order,
 * which changes nothing since nothing waits on another's result.
 */
import type { Dice } from "../../dice/dice.ts";
import { rollFaces } from "../../dice/dice.ts";
import { strengthDamage } from "../battle/hth-damage.ts";
import { damageMultiplier, isHit, readToHit } from "../battle/to-hit.ts";
import { weaponDamage } from "../figure/derived.ts";
import { armorOf, type Damage, shieldOf, weaponOf } from "../figure/equipment.ts";
import { hex } from "../hex/coordinates.ts";
import { megahexDistance, missileRangePenalty } from "../hex/megahex.ts";
import { foeOf } from "./options.ts";
import { withoutOne } from "./start.ts";
import type {
  GroundWeapon,
  QuickAction,
  QuickAttackKind,
  QuickEvent,
  QuickFighter,
  QuickSeat,
  QuickState,
} from "./types.ts";

/** MELEE: KNOCKDOWNS — 8 hits in one turn put a figure down. */
const KNOCKDOWN_HITS = 8;

/** AM §8 DX ADJUSTMENTS: thrown, -1 a hex; missiles by megahexes as in the full rules. */
export function rangeAdjustment(kind: QuickAttackKind, from: number, to: number): number {
  if (kind === "throw") return -Math.abs(to - from);
  if (kind === "fire") return missileRangePenalty(megahexDistance(hex(0, from), hex(0, to)));
  return 0;
}

interface Mutable {
  fighters: { -readonly [K in keyof QuickFighter]: QuickFighter[K] }[];
  ground: GroundWeapon[];
  taken: Record<QuickSeat, number>;
}

function sum(faces: readonly number[]): number {
  return faces.reduce((total, face) => total + face, 0);
}

function damageOf(f: QuickFighter, kind: QuickAttackKind): Damage {
  if (f.ready === null) return strengthDamage(f.spec.st);
  const use = kind === "strike" ? "melee" : kind === "throw" ? "thrown" : "missile";
  return weaponDamage(f.spec, f.ready, use);
}

/** Hits armor (and a shield on the arm) stop: the full rules' figures (AM §8 HITTING). */
function stopsOf(f: QuickFighter): number {
  const shield = f.shieldReady && f.spec.shield !== null ? shieldOf(f.spec.shield).stops : 0;
  return armorOf(f.spec.armor).stops + shield;
}

function attack(
  state: QuickState,
  next: Mutable,
  attacker: QuickFighter,
  kind: QuickAttackKind,
  dice: Dice,
  events: QuickEvent[],
): void {
  const target = foeOf(state, attacker);
  const range = rangeAdjustment(kind, attacker.position, target.position);
  const faces = rollFaces(dice, 3);
  const result = readToHit(sum(faces), attacker.adjDx + range);
  events.push({
    type: "attack",
    seat: attacker.seat,
    kind,
    weapon: attacker.ready,
    faces,
    adjDx: attacker.adjDx,
    range,
    result,
  });
  const own = next.fighters[attacker.seat === "a" ? 0 : 1] as Mutable["fighters"][number];
  if (isHit(result)) {
    const damage = damageOf(attacker, kind);
    const rolled = rollFaces(dice, damage.dice);
    const multiplier = damageMultiplier(result);
    const total = Math.max(0, sum(rolled) + damage.add) * multiplier;
    const stopped = Math.min(total, stopsOf(target));
    const taken = total - stopped;
    next.taken[target.seat] += taken;
    events.push({ type: "damage", target: target.seat, faces: rolled, multiplier, stopped, taken });
  } else if ((result === "drop" || result === "break") && attacker.ready === null) {
    // AM §5 ROLLING TO HIT: a bare-handed 17 or 18 hurts the fighter, 1 die, no armor stopping it.
    const face = dice.d6();
    next.taken[attacker.seat] += face;
    events.push({ type: "fumble-hurt", seat: attacker.seat, face });
  } else if ((result === "drop" || result === "break") && attacker.ready !== null) {
    if (result === "drop")
      next.ground.push({ weapon: attacker.ready, position: attacker.position });
    events.push({
      type: "weapon-lost",
      seat: attacker.seat,
      weapon: attacker.ready,
      broken: result === "break",
    });
    own.ready = null;
    return;
  }
  if (kind === "throw" && attacker.ready !== null) {
    // A thrown weapon lands in its target's hex, hit or miss (docs/rulings.md, "Quick Combat").
    next.ground.push({ weapon: attacker.ready, position: target.position });
    own.ready = null;
  }
  if (kind === "fire" && attacker.ready !== null) {
    const crossbow = weaponOf(attacker.ready).crossbow;
    if (crossbow !== undefined) {
      const every =
        attacker.adjDx >= crossbow.fasterAtDx ? crossbow.fasterEveryTurns : crossbow.everyTurns;
      own.reloading = every - 1;
    }
  }
}

function act(
  state: QuickState,
  next: Mutable,
  f: QuickFighter,
  action: QuickAction,
  dice: Dice,
  events: QuickEvent[],
): void {
  const own = next.fighters[f.seat === "a" ? 0 : 1] as Mutable["fighters"][number];
  switch (action.kind) {
    case "strike":
    case "throw":
    case "fire":
      attack(state, next, f, action.kind, dice, events);
      return;
    case "none":
      return;
    case "ready":
      own.slung = [
        ...withoutOne(own.slung, action.weapon),
        ...(own.ready === null ? [] : [own.ready]),
      ];
      own.ready = action.weapon;
      break;
    case "shield":
      own.shieldReady = action.on;
      break;
    case "reload":
      own.reloading -= 1;
      break;
    case "stand":
      own.fallen = false;
      break;
    case "pick-up": {
      const at = next.ground.findIndex(
        (g) => g.weapon === action.weapon && g.position === f.position,
      );
      next.ground.splice(at, 1);
      if (own.ready !== null) own.slung = [...own.slung, own.ready];
      own.ready = action.weapon;
      break;
    }
  }
  events.push({ type: "acted", seat: f.seat, action });
}

/**
 * Resolves both actions and marks the hits: ST 1 is unconscious and 0 or less dead (AM §8
 * SEQUENCE 4); 8 hits in the turn put the figure down. Answers the fighters and the ground after.
 */
export function resolveActions(
  state: QuickState,
  dice: Dice,
  events: QuickEvent[],
): Pick<QuickState, "fighters" | "ground"> {
  const next: Mutable = {
    fighters: state.fighters.map((f) => ({ ...f })),
    ground: [...state.ground],
    taken: { a: 0, b: 0 },
  };
  for (const f of state.fighters) {
    const given = state.actions.find((a) => a.seat === f.seat);
    act(state, next, f, given?.action ?? { kind: "none" }, dice, events);
  }
  for (const f of next.fighters) {
    const taken = next.taken[f.seat];
    if (taken === 0) continue;
    f.st -= taken;
    if (f.st <= 1) {
      events.push({ type: "out", seat: f.seat, dead: f.st <= 0 });
    } else if (taken >= KNOCKDOWN_HITS && !f.fallen) {
      f.fallen = true;
      events.push({ type: "fell", seat: f.seat });
    }
  }
  return { fighters: next.fighters as unknown as QuickState["fighters"], ground: next.ground };
}
