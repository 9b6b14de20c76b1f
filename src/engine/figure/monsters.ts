/**
 * MELEE's beasts and monsters as data (MELEE: NONHUMAN FIGURES, REACTIONS TO INJURY). They are not
 * built from points like the races in races.ts; the book suggests their ST and DX. The beast is
 * ours: ADVANCED MELEE §6 (NONHUMAN FIGURES) leaves creatures to other books, so the GM makes one
 * with its own ST, DX, MA and size (AM §3's multi-hex figures: 2, 4, 5 and 7 hexes among them).
 */
import { memberOf } from "../lists.ts";
import { RIDING_BEASTS } from "../mounted/beasts.ts";
import type { Damage } from "./equipment.ts";
import { FigureRuleError } from "./errors.ts";

export const MONSTER_IDS = [
  "bear",
  "wolf",
  "giant-snake",
  "giant",
  "gargoyle",
  "troll",
  "beast",
  "horse",
  "giant-bat",
  "dragonet",
  "griffin",
  "dragon",
] as const;
export type MonsterId = (typeof MONSTER_IDS)[number];

export interface Monster {
  readonly id: MonsterId;
  readonly name: string;
  /** The book's suggested ST and DX (the gargoyle's are stated outright). */
  readonly st: number;
  readonly dx: number;
  readonly ma: number;
  /** Movement allowance in the air; null for a figure that cannot fly. */
  readonly flyingMa: number | null;
  /** Hits stopped per attack by fur or stone. */
  readonly stops: number;
  /** Damage of its own natural attack; null for a monster that fights with weapons. */
  readonly damage: Damage | null;
  readonly hthDamage: Damage;
  /** Hexes it occupies. */
  readonly hexes: number;
  /** DX adjustment for anyone attacking it. */
  readonly toHitModifier: number;
  /** Its side hexes count as front hexes. */
  readonly sidesAreFront: boolean;
  /** Hits in one turn that cost it 2 DX next turn. */
  readonly dxLossAt: number;
  /** Hits in one turn that knock it down. */
  readonly knockdownAt: number;
  readonly usesWeapons: boolean;
  /** Least ST it may have; null when the book sets none. */
  readonly minSt: number | null;
  /** The book states its ST and DX outright rather than suggesting them: no others are allowed. */
  readonly statsFixed: boolean;
  /** Hits it heals at the end of every turn (AM §7's troll: 1); 0 for most. */
  readonly regeneratesPerTurn: number;
  /** Only ADVANCED MELEE has it (the troll of AM §7); MELEE's book lists the rest. */
  readonly advancedOnly: boolean;
  /** Fire harms it most: a torch does it double damage (AM §6 FIRE AS A WEAPON: the troll). */
  readonly fireVulnerable: boolean;
  /** The GM sets its MA and size as well as its ST and DX (the beast, our design). */
  readonly gmShaped: boolean;
  /**
   * A flier that strikes a foe on the ground from the air, hovering, rather than landing to attack
   * as the gargoyle does (AM §10 AERIAL COMBAT; aerial-reach.ts).
   */
  readonly hoversToStrike: boolean;
}

const d = (dice: number, add = 0): Damage => ({ dice, add });

// Everything a beast shares unless the book says otherwise; the injury thresholds are a man's.
const BEAST = {
  flyingMa: null,
  stops: 0,
  hexes: 1,
  toHitModifier: 0,
  sidesAreFront: false,
  dxLossAt: 5,
  knockdownAt: 8,
  usesWeapons: false,
  minSt: null,
  statsFixed: false,
  regeneratesPerTurn: 0,
  advancedOnly: false,
  fireVulnerable: false,
  gmShaped: false,
  hoversToStrike: false,
} as const;

export const MONSTERS: Readonly<Record<MonsterId, Monster>> = {
  bear: {
    ...BEAST,
    id: "bear",
    name: "Bear",
    st: 30,
    dx: 11,
    ma: 8,
    stops: 2,
    damage: d(2, 2),
    hthDamage: d(3),
  },
  // The book gives the wolf and the snake only a bite; they bite in HTH as well.
  wolf: {
    ...BEAST,
    id: "wolf",
    name: "Wolf",
    st: 10,
    dx: 14,
    ma: 12,
    stops: 1,
    damage: d(1, 1),
    hthDamage: d(1, 1),
  },
  "giant-snake": {
    ...BEAST,
    id: "giant-snake",
    name: "Giant snake",
    st: 12,
    dx: 12,
    ma: 6,
    damage: d(1, 1),
    hthDamage: d(1, 1),
    // Hard to hit, and strikes so fast its sides are front.
    toHitModifier: -3,
    sidesAreFront: true,
  },
  // ST "at least 24", DX "rarely more than 9": the suggested values are those bounds.
  giant: {
    ...BEAST,
    id: "giant",
    name: "Giant",
    st: 24,
    dx: 9,
    ma: 10,
    damage: null,
    hthDamage: d(2, -1),
    hexes: 3,
    dxLossAt: 9,
    knockdownAt: 16,
    usesWeapons: true,
    minSt: 24,
  },
  gargoyle: {
    ...BEAST,
    id: "gargoyle",
    name: "Gargoyle",
    // "A GARGOYLE … has DX = 11, ST = 20", where the other beasts get a "Suggested" ST and DX.
    st: 20,
    dx: 11,
    statsFixed: true,
    ma: 8,
    flyingMa: 16,
    stops: 3,
    damage: d(2),
    hthDamage: d(2),
  },
  // AM §7 EXAMPLE OF COMBAT: "ST 30, DX 11, and IQ 8 — just a small troll", a 2-dice attack, and
  // 1 hit healed a turn. Its MA, and its attack in HTH, are our rulings (docs/rulings.md).
  troll: {
    ...BEAST,
    id: "troll",
    name: "Troll",
    st: 30,
    dx: 11,
    ma: 10,
    damage: d(2),
    hthDamage: d(2),
    regeneratesPerTurn: 1,
    advancedOnly: true,
    fireVulnerable: true,
  },
  // Ours: AM §6 NONHUMAN FIGURES gives a creature MA 10 "unless stated"; the GM states the rest.
  // Its bite is beastBiteDamage's; the placeholder here is a ST 12 beast's.
  beast: {
    ...BEAST,
    id: "beast",
    name: "Beast",
    st: 12,
    dx: 10,
    ma: 10,
    damage: d(1),
    hthDamage: d(1),
    gmShaped: true,
  },
  // AM §9: a riding horse, 2 hexes with the listed MA of 30; its ST and DX are suggestions, as for
  // a rider's mount (riding beasts, mounted/beasts.ts). Its kick is ours (docs/rulings.md).
  horse: {
    ...BEAST,
    id: "horse",
    name: "Horse",
    st: 30,
    dx: 11,
    ma: 30,
    damage: RIDING_BEASTS.horse.attack.damage,
    hthDamage: RIDING_BEASTS.horse.attack.damage,
    hexes: 2,
    advancedOnly: true,
  },
  // Ours, as AM names the bat and the dragonet among fliers but gives neither numbers
  // (docs/rulings.md, "AM's flying monsters"): small, quick fliers that bite from the air.
  "giant-bat": {
    ...BEAST,
    id: "giant-bat",
    name: "Giant bat",
    st: 8,
    dx: 14,
    ma: 4,
    flyingMa: 20,
    damage: d(1, -2),
    hthDamage: d(1, -2),
    advancedOnly: true,
    hoversToStrike: true,
  },
  dragonet: {
    ...BEAST,
    id: "dragonet",
    name: "Dragonet",
    st: 12,
    dx: 13,
    ma: 6,
    flyingMa: 16,
    stops: 2,
    damage: d(1, 1),
    hthDamage: d(1, 1),
    advancedOnly: true,
    hoversToStrike: true,
  },
  // Ours (docs/rulings.md, "Flying mounts"): a flying riding beast, mounted with `/battle mount`
  // as the horse is (mounted/beasts.ts); it claws from the air.
  griffin: {
    ...BEAST,
    id: "griffin",
    name: "Griffin",
    st: RIDING_BEASTS.griffin.st,
    dx: RIDING_BEASTS.griffin.dx,
    ma: RIDING_BEASTS.griffin.ma,
    flyingMa: RIDING_BEASTS.griffin.flyingMa,
    damage: RIDING_BEASTS.griffin.attack.damage,
    hthDamage: RIDING_BEASTS.griffin.attack.damage,
    hexes: 2,
    advancedOnly: true,
    hoversToStrike: true,
  },
  // Ours (docs/rulings.md, "A flying dragon"): AM names "a 7-hex dragon" (§4) and "a very large
  // dragon" of ST 50 or more (§5 REACTIONS TO INJURY: 15 hits cost it DX, 25 knock it down, set by
  // the ruleset's thresholds) and gives no numbers. It bites from the air like the smaller fliers.
  dragon: {
    ...BEAST,
    id: "dragon",
    name: "Dragon",
    st: 60,
    dx: 12,
    ma: 8,
    flyingMa: 20,
    stops: 4,
    damage: d(4),
    hthDamage: d(4),
    hexes: 7,
    advancedOnly: true,
    hoversToStrike: true,
  },
};

export const isMonsterId = memberOf(MONSTER_IDS);

/**
 * The monsters a MELEE battle may hold: MELEE's book's and the GM's beast (ours), not AM's troll;
 * for the commands that play only MELEE (practice, odds).
 */
export const MELEE_MONSTER_IDS: readonly MonsterId[] = MONSTER_IDS.filter(
  (id) => !MONSTERS[id].advancedOnly,
);
export const isMeleeMonsterId = memberOf(MELEE_MONSTER_IDS);

/** The sizes a beast may have, in hexes: those AM §3–§5 name (footprint-shapes.ts draws each). */
export const BEAST_SIZES: readonly number[] = [1, 2, 3, 4, 5, 7];
export const MAX_BEAST_HEXES = Math.max(...BEAST_SIZES);

/** Fastest MA a GM may give a beast (ours: well past the wolf's 12 and the gargoyle's 16 aloft). */
export const MAX_BEAST_MA = 30;

/**
 * A GM's beast bites and claws for 1 die per full 10 ST it has, at least 1 die, in HTH as out of it
 * (ours, docs/rulings.md "A GM's beast"): a ST 12 beast does 1 die, a ST 60 dragon 6 dice.
 */
export function beastBiteDamage(st: number): Damage {
  return d(Math.max(1, Math.floor(st / 10)));
}

/** A giant's spiked club: 1+1 for every full 10 ST the giant starts with (ST 24 gives 2+2). */
export function giantClubDamage(st: number): Damage {
  const minSt = MONSTERS.giant.minSt ?? 0;
  if (!Number.isInteger(st) || st < minSt) {
    throw new FigureRuleError(`A giant has a whole-number ST of ${minSt} or more; got ${st}`);
  }
  const tens = Math.floor(st / 10);
  return d(tens, tens);
}
