/**
 * Setting up a battle: sides, figures from players' fighters or the book's monsters, the arena and
 * where everyone starts (MELEE: V. MOVEMENT — figures enter at the starred hexes of opposite ends).
 */

import type { Dice } from "../../dice/dice.ts";
import { type ArmorId, type ShieldId, type WeaponId, weaponOf } from "../figure/equipment.ts";
import type { CombatType } from "../figure/experience.ts";
import type { FigureSpec } from "../figure/figure-spec.ts";
import { iqUnder } from "../figure/iq.ts";
import { beastBiteDamage, giantClubDamage, MONSTERS, type MonsterId } from "../figure/monsters.ts";
import { RACES } from "../figure/races.ts";
import { validateAdvancedFigure } from "../figure/validate.ts";
import { monsterProblems } from "../figure/validate-monster.ts";
import { capitalize } from "../figure/wording.ts";
import { type Arena, defaultArena, isInArena } from "../hex/arena.ts";
import { type Direction, formatHex, type Hex, hexNumber } from "../hex/coordinates.ts";
import { type MountSetup, RIDING_BEASTS } from "../mounted/beasts.ts";
import { mountOf, mountProblems, mountRider } from "../mounted/unit.ts";
import { strapOnCesti } from "./cestus.ts";
import type { ConditionsChange } from "./conditions.ts";
import { setConditions } from "./conditions-ruling.ts";
import { cloneState, newCtx } from "./context.ts";
import { boulderLoadProblem, setBoulders } from "./drops.ts";
import { IllegalOrderError } from "./errors.ts";
import type { BattleEvent } from "./events.ts";
import { footprintOf } from "./footprint.ts";
import { checkedEdition, LATEST_RULES_EDITION } from "./rules-edition.ts";
import { checkOptionalRules, type Ruleset } from "./ruleset.ts";
import { type RulesetRules, rulesFor, rulesOf } from "./ruleset-rules.ts";
import { pouchedStars } from "./sha-ken.ts";
import { emptyTurnState, startTurn } from "./turn.ts";
import {
  type BattleFigure,
  type BattleState,
  type Side,
  STATE_LAYOUT,
  type Traits,
} from "./types.ts";

/** A figure entering the battle: a player's fighter or a monster, with where it starts. */
export type FigureSetup = {
  readonly id: string;
  readonly side: string;
  readonly position: Hex;
  readonly facing: Direction;
  readonly sourceId?: string | null;
  /** Who brought the figure, as players know them: tells same-named figures apart. */
  readonly ownerName?: string;
  /** The name the battle shows instead of the figure's own when that is shared (see handles.ts). */
  readonly handle?: string;
} & (
  | {
      readonly kind: "fighter";
      readonly spec: FigureSpec;
      /** The beast it rides into battle (AM §9); on foot when not given. */
      readonly mount?: MountSetup;
    }
  | {
      readonly kind: "monster";
      readonly monster: MonsterId;
      readonly name: string;
      /** The book suggests ST and DX; a GM may choose others. */
      readonly st?: number;
      readonly dx?: number;
      /** A GM's beast only (ours): its MA (10 when absent) and the hexes it covers (1). */
      readonly ma?: number;
      readonly hexes?: number;
      /** ADVANCED MELEE: boulders of 50 kg a flier carries to drop (AM §10, drops.ts); none when absent. */
      readonly boulders?: number;
    }
);

export interface BattleSetup {
  /** "melee" when not given. */
  readonly ruleset?: Ruleset;
  /** The ruleset's optional rules in force; none when not given. */
  readonly optionalRules?: readonly string[];
  /** ADVANCED MELEE: the edition of its rules (rules-edition.ts); the latest when not given. */
  readonly rulesEdition?: number;
  readonly combatType: CombatType;
  readonly arena?: Arena;
  readonly sides: readonly Side[];
  readonly figures: readonly FigureSetup[];
  /** AM §6 ADVERSE CONDITIONS from the start, applied in order; none when not given. */
  readonly conditions?: readonly ConditionsChange[];
}

/**
 * The ruleset's main-gauche parry as a trait, only where it is not MELEE's (see Traits). Set, not
 * spread into the traits: a spread of `{}` costs a figure's set-up more than the rest of its
 * traits.
 */
function addParryTrait(traits: Traits, rules: RulesetRules): void {
  const dx = rules.mainGaucheParryDx;
  if (dx !== rulesFor("melee").mainGaucheParryDx)
    (traits as { mainGaucheParryDx?: number }).mainGaucheParryDx = dx;
}

/** MELEE: REACTIONS TO INJURY — a man loses 2 DX after 5 hits in a turn and falls after 8. */
const MAN_INJURY_THRESHOLDS = { dxLossAt: 5, knockdownAt: 8 } as const;

function fighter(
  setup: FigureSetup & { kind: "fighter" },
  rules: RulesetRules,
  ruleset: Ruleset,
): BattleFigure {
  const { spec } = setup;
  const problems = validateAdvancedFigure(spec, ruleset);
  if (problems.length > 0) throw new IllegalOrderError(`${spec.name}: ${problems.join("; ")}`);
  const race = RACES[spec.race];
  const thresholds = rules.injuryThresholds(spec.st, MAN_INJURY_THRESHOLDS);
  const traits: Traits = {
    kind: spec.race,
    hammerAxeDamage: race.hammerAxeDamage,
    missileDx: race.missileDx,
    missileDamage: race.missileDamage,
    naturalStops: 0,
    naturalAttack: null,
    attackersDx: 0,
    sidesAreFront: false,
    dxLossAt: thresholds.dxLossAt,
    knockdownAt: thresholds.knockdownAt,
    usesWeapons: true,
    hexes: 1,
    flyingMa: null,
  };
  addParryTrait(traits, rules);
  const ready = spec.readyWeapon;
  const carried = carriedBesides(spec.weapons, ready);
  const onFoot = base(setup, spec.name, traits, spec.st, spec.dx, race.ma[spec.armor], spec.armor, {
    readyWeapon: ready,
    carried,
    shield: spec.shield,
    shieldReady: spec.shieldReady,
  });
  // Only a figure with talents gets the field, so MELEE's figures keep their shape.
  if (spec.talents !== undefined && spec.talents.length > 0) onFoot.talents = [...spec.talents];
  const iq = iqUnder(spec, ruleset);
  if (iq !== undefined) onFoot.iq = iq;
  if (spec.pack !== undefined) onFoot.pack = spec.pack;
  if (spec.packed !== undefined && spec.packed.length > 0) onFoot.packed = [...spec.packed];
  if (spec.fine !== undefined && spec.fine.length > 0) onFoot.fine = spec.fine;
  if (spec.finePlate && spec.armor === "plate") onFoot.finePlate = true;
  if (spec.cheapPowder) onFoot.cheapPowder = true;
  const stars = pouchedStars(spec.weapons);
  if (stars > 0) onFoot.shaKen = stars;
  strapOnCesti(onFoot, rules);
  return setup.mount === undefined ? onFoot : mounted(onFoot, setup.mount, rules);
}

/** The fighter on its mount (AM §9), refused where the ruleset has no riders. */
function mounted(rider: BattleFigure, mount: MountSetup, rules: RulesetRules): BattleFigure {
  if (!rules.ridersAllowed)
    throw new IllegalOrderError(
      `${rider.name} can't ride into this battle: mounted combat is ADVANCED MELEE's (§9).`,
    );
  const problems = mountProblems(rider.name, mount);
  if (problems.length > 0) throw new IllegalOrderError(`${capitalize(problems.join("; "))}.`);
  return mountRider(rider, mountOf(mount));
}

/** Hexes a fighter covers: one on foot, its beast's on a mount. */
function riderHexes(mount: MountSetup | undefined): number {
  return mount === undefined ? 1 : (RIDING_BEASTS[mount.beast]?.hexes ?? 1);
}

/**
 * The weapons a fighter carries besides its ready one: all but the first copy of that one (a second
 * dagger stays carried). Validation has made sure the ready weapon is among them.
 */
function carriedBesides(weapons: readonly WeaponId[], ready: WeaponId | null): WeaponId[] {
  const carried: WeaponId[] = [];
  let skipped = ready === null;
  for (const w of weapons) {
    if (!skipped && w === ready) skipped = true;
    else carried.push(w);
  }
  return carried;
}

/** The hexes a figure covers where it starts (a monster's size is its kind's, or a beast's own). */
export function setupFootprint(f: FigureSetup): Hex[] {
  const size =
    f.kind === "monster" ? (f.hexes ?? MONSTERS[f.monster]?.hexes ?? 1) : riderHexes(f.mount);
  return footprintOf(size, f.position, f.facing);
}

/** A monster's figure, as a battle of this ruleset sets it up (a riding animal left by its rider). */
export function monsterFigure(
  setup: FigureSetup & { kind: "monster" },
  ruleset: Ruleset,
): BattleFigure {
  return monster(setup, rulesFor(ruleset), ruleset);
}

function monster(
  setup: FigureSetup & { kind: "monster" },
  rules: RulesetRules,
  ruleset: Ruleset,
): BattleFigure {
  const m = MONSTERS[setup.monster];
  const st = setup.st ?? m.st;
  const dx = setup.dx ?? m.dx;
  const problems = monsterProblems(setup.monster, { ...setup, ruleset });
  if (problems.length > 0) throw new IllegalOrderError(`${capitalize(problems.join("; "))}.`);
  // The giant's spiked club is part of the giant: (1+1) per 10 ST it starts with.
  const bite = m.gmShaped ? beastBiteDamage(st) : null;
  const damage = bite ?? m.damage ?? giantClubDamage(st);
  // Named fields, not a spread: MELEE's thresholds are the monster's whole record.
  const thresholds = rules.injuryThresholds(st, m);
  const traits: Traits = {
    kind: setup.monster,
    hammerAxeDamage: 0,
    missileDx: 0,
    missileDamage: 0,
    naturalStops: m.stops,
    naturalAttack: {
      name: m.damage ? `${m.name.toLowerCase()}'s attack` : "spiked club",
      damage,
      hth: bite ?? m.hthDamage,
    },
    attackersDx: m.toHitModifier,
    sidesAreFront: m.sidesAreFront,
    dxLossAt: thresholds.dxLossAt,
    knockdownAt: thresholds.knockdownAt,
    usesWeapons: m.usesWeapons,
    hexes: setup.hexes ?? m.hexes,
    flyingMa: m.flyingMa,
  };
  addParryTrait(traits, rules);
  // Set only for a regenerating monster, so the others keep their shape.
  if (m.regeneratesPerTurn > 0)
    (traits as { regeneratesPerTurn?: number }).regeneratesPerTurn = m.regeneratesPerTurn;
  if (m.fireVulnerable) (traits as { fireVulnerable?: true }).fireVulnerable = true;
  if (m.hoversToStrike) (traits as { hoversToStrike?: true }).hoversToStrike = true;
  const figure = base(setup, setup.name, traits, st, dx, setup.ma ?? m.ma, "none", {
    readyWeapon: null,
    carried: [],
    shield: null,
    shieldReady: false,
  });
  if (setup.boulders) carryBoulders(figure, setup.boulders, ruleset);
  return figure;
}

/** AM §10: the boulders a flier starts with, within what its ST carries (drops.ts). */
function carryBoulders(figure: BattleFigure, count: number, ruleset: Ruleset): void {
  if (ruleset !== "advanced-melee")
    throw new IllegalOrderError("Boulders to drop from the air are ADVANCED MELEE's (§10).");
  const problem = boulderLoadProblem(figure, count);
  if (problem) throw new IllegalOrderError(problem);
  setBoulders(figure, count);
}

function base(
  setup: FigureSetup,
  name: string,
  traits: Traits,
  st: number,
  dx: number,
  ma: number,
  armor: ArmorId,
  gear: {
    readyWeapon: WeaponId | null;
    carried: WeaponId[];
    shield: ShieldId | null;
    shieldReady: boolean;
  },
): BattleFigure {
  return {
    id: setup.id,
    name: setup.handle ?? name,
    side: setup.side,
    traits,
    st,
    dx,
    ma,
    armor,
    sourceId: setup.sourceId ?? null,
    hits: 0,
    position: setup.position,
    facing: setup.facing,
    posture: "standing",
    condition: "ok",
    droppedOut: false,
    escaped: false,
    flying: false,
    everHurt: false,
    readyWeapon: gear.readyWeapon,
    carried: gear.carried,
    shield: gear.shield,
    shieldReady: gear.shieldReady,
    offhand: null,
    hitsThisTurn: 0,
    hitsLastTurn: 0,
    knockedDownThisTurn: false,
    knockedDownLastTurn: false,
    reloadTurnsLeft: 0,
    mustDropMissile: false,
    engagedAtLastOption: false,
  };
}

function check(setup: BattleSetup, arena: Arena): void {
  const fail = (message: string): never => {
    throw new IllegalOrderError(message);
  };
  if (setup.sides.length < 2) fail("A battle needs at least two sides.");
  const sideIds = new Set(setup.sides.map((s) => s.id));
  if (sideIds.size !== setup.sides.length) fail("Two sides share an id.");
  const ids = new Set<string>();
  const occupied = new Set<number>();
  for (const f of setup.figures) {
    if (ids.has(f.id)) fail(`Two figures share the id "${f.id}".`);
    ids.add(f.id);
    if (!sideIds.has(f.side)) fail(`Figure "${f.id}" is on an unknown side "${f.side}".`);
    // A giant needs all three of its hexes inside the arena and free, a beast all of its.
    const hexes = setupFootprint(f);
    const covering = hexes.length > 1 ? ` (it covers ${hexes.map(formatHex).join(", ")})` : "";
    for (const h of hexes) {
      if (!isInArena(arena, h))
        fail(`Figure "${f.id}" starts outside the arena at ${formatHex(h)}${covering}.`);
      const key = hexNumber(h.q, h.r);
      if (occupied.has(key)) fail(`Two figures start in ${formatHex(h)}.`);
      occupied.add(key);
    }
    if (
      setup.combatType === "practice" &&
      f.kind === "fighter" &&
      f.spec.weapons.some((w) => weaponOf(w).class === "missile")
    ) {
      fail(`Practice combat allows no missile weapons; ${f.spec.name} carries one.`);
    }
  }
  for (const side of setup.sides) {
    if (!arena.entrances[side.entrance])
      fail(`Side "${side.id}" enters by door ${side.entrance}, which this arena lacks.`);
    if (!setup.figures.some((f) => f.side === side.id)) fail(`Side "${side.id}" has no figures.`);
  }
}

/** Builds the opening state and rolls the first turn's initiative. */
export function createBattle(
  setup: BattleSetup,
  dice: Dice,
): { state: BattleState; events: BattleEvent[] } {
  return startBattle(prepareBattle(setup), dice);
}

/** An AM battle of an older edition records it; the latest edition, like MELEE, records none. */
function olderEdition(ruleset: Ruleset, edition: number | undefined): { rulesEdition?: number } {
  const checked = checkedEdition(edition);
  return ruleset === "advanced-melee" && checked < LATEST_RULES_EDITION
    ? { rulesEdition: checked }
    : {};
}

/**
 * The set-up checked and its figures built: the state before the first initiative roll. It is
 * never changed, so many battles (simulated duels) may start from one.
 */
export function prepareBattle(setup: BattleSetup): BattleState {
  const arena = setup.arena ?? defaultArena();
  check(setup, arena);
  const ruleset = setup.ruleset ?? "melee";
  const edition = olderEdition(ruleset, setup.rulesEdition);
  const rules = rulesOf({ ruleset, ...edition });
  const figures = setup.figures.map((f) =>
    f.kind === "fighter" ? fighter(f, rules, ruleset) : monster(f, rules, ruleset),
  );
  const state: BattleState = {
    ruleset,
    optionalRules: checkOptionalRules(ruleset, setup.optionalRules ?? []),
    ...edition,
    layout: STATE_LAYOUT,
    combatType: setup.combatType,
    arena,
    sides: setup.sides,
    figures,
    dropped: [],
    turn: 0,
    phase: { kind: "ended", winner: null },
    turnState: emptyTurnState(),
    ep: null,
  };
  for (const change of setup.conditions ?? []) setConditions(state, change);
  return state;
}

/** A battle from a prepared state (left as it is): a copy, with the first initiative rolled. */
export function startBattle(
  prepared: BattleState,
  dice: Dice,
): { state: BattleState; events: BattleEvent[] } {
  const ctx = newCtx(cloneState(prepared), dice);
  startTurn(ctx);
  return { state: ctx.state, events: ctx.events };
}
