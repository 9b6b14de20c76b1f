/**
 * Battle state: plain serialisable data. Folding a battle's orders (with their recorded dice)
 * from the set-up reproduces it exactly.
 */

import type { ArmorId, Damage, ShieldId, WeaponId } from "../figure/equipment.ts";
import type { CombatType } from "../figure/experience.ts";
import type { FineWork } from "../figure/fine-work.ts";
import type { PackLoad } from "../figure/pack.ts";
import type { TalentId } from "../figure/talents.ts";
import type { Arena } from "../hex/arena.ts";
import type { Direction, Hex } from "../hex/coordinates.ts";
import type { Mount } from "../mounted/beasts.ts";
import type { AimedPart } from "./aimed-shots.ts";
import type { AttackKind } from "./attack-kinds.ts";
import type { BolaPart } from "./bola.ts";
import type { Conditions } from "./conditions.ts";
import type { OptionCode, Situation } from "./options.ts";
import type { Ruleset } from "./ruleset.ts";

export type Posture = "standing" | "kneeling" | "prone" | "fallen";

/** A limb a crippling or aimed hit takes the use of (AM §6 CRIPPLING HITS, AIMED SHOTS), or the head. */
export type Limb = "right-leg" | "left-leg" | "weapon-arm" | "shield-arm" | "head" | "wing";
export type Condition = "ok" | "unconscious" | "dead";

/** What a figure may hold: a table weapon or a shield. */
export type ItemId = WeaponId | ShieldId;

/** Fixed traits of a figure for this battle: race bonuses or a monster's nature. */
export interface Traits {
  /** "human", "elf", … or a monster id such as "bear". */
  readonly kind: string;
  readonly hammerAxeDamage: number;
  readonly missileDx: number;
  readonly missileDamage: number;
  /** Hits stopped by fur or stony flesh, on top of any armor. */
  readonly naturalStops: number;
  /** Beasts' own attack (teeth, claws, fists); null for figures that use weapons. */
  readonly naturalAttack: {
    readonly name: string;
    readonly damage: Damage;
    readonly hth: Damage;
  } | null;
  /** Added to the DX of anyone attacking this figure (giant snake: −3). */
  readonly attackersDx: number;
  /** The snake's side hexes count as front hexes. */
  readonly sidesAreFront: boolean;
  /** Hits in one turn that cost 2 DX next turn, and that knock the figure down. */
  readonly dxLossAt: number;
  readonly knockdownAt: number;
  /** Can use weapons and shields (people and giants; not beasts). */
  readonly usesWeapons: boolean;
  /** Hexes it covers: 1, or 3 for a giant (see footprint.ts). */
  readonly hexes: number;
  /** Movement allowance in the air (the gargoyle's 16); null for figures that cannot fly. */
  readonly flyingMa: number | null;
  /**
   * A ready main-gauche's DX cost as a shield where the ruleset's is not MELEE's 2 (AM: 1);
   * absent, 2, so MELEE's figures keep their shape.
   */
  readonly mainGaucheParryDx?: number;
  /** Hits healed at the end of every turn (AM §7's troll: 1); absent for figures that do not. */
  readonly regeneratesPerTurn?: number;
  /** A torch does it double damage (AM §6 FIRE AS A WEAPON: the troll); absent for the rest. */
  readonly fireVulnerable?: true;
  /** Strikes the ground from the air, hovering (AM §10: the bat, the dragonet); absent for the rest. */
  readonly hoversToStrike?: true;
}

export interface BattleFigure {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly traits: Traits;
  /** Basic ST and DX at the start of the battle. */
  readonly st: number;
  readonly dx: number;
  /** Lowered only by a crippled leg of a four-legged beast (AM §6 CRIPPLING HITS). */
  ma: number;
  readonly armor: ArmorId;
  /** Link to a stored fighter, when the figure came from one. */
  readonly sourceId: string | null;

  hits: number;
  position: Hex;
  facing: Direction;
  posture: Posture;
  condition: Condition;
  /** Practice combat: out of the fight at ST 3 or less. */
  droppedOut: boolean;
  /** Arena combat: left through its own door. */
  escaped: boolean;
  /** In the air (a gargoyle): over everyone's heads, out of reach of hand weapons. */
  flying: boolean;
  /** Took hits at some point in this battle (a runner who was hurt keeps their 20 EP). */
  everHurt: boolean;

  readyWeapon: WeaponId | null;
  /** A main-gauche held ready in the off hand alongside a one-handed weapon. */
  offhand: WeaponId | null;
  shield: ShieldId | null;
  shieldReady: boolean;
  /** Weapons carried but not in hand (sheathed or slung). */
  carried: WeaponId[];
  /** AM §6 DROPPED AND BROKEN WEAPONS: the weapons it has that are broken (absent: none). */
  brokenWeapons?: WeaponId[];

  /** Hits taken this turn and last turn (MELEE: REACTIONS TO INJURY). */
  hitsThisTurn: number;
  hitsLastTurn: number;
  /** Knocked down by a heavy blow this turn: next turn it may only stand up or stay down. */
  knockedDownThisTurn: boolean;
  knockedDownLastTurn: boolean;
  /** Turns of reloading a crossbow still needs before it can shoot again (0 = loaded). */
  reloadTurnsLeft: number;
  /** Fired a missile weapon while engaged (option j): it must be dropped next turn. */
  mustDropMissile: boolean;
  /**
   * Was engaged (or in HTH) when it last chose an option, or readied a missile weapon where that
   * option's move engaged it. A last shot (j) is for a figure caught by a new engagement, with its
   * missile weapon ready from before.
   */
  engagedAtLastOption: boolean;
  /** Limbs it has lost the use of (AM's optional crippling hits); absent until one is. */
  crippled?: readonly Limb[];
  /** Hits its armor and shield have stopped (AM's optional armor wear); absent until any have. */
  absorbed?: { readonly armor: number; readonly shield: number };
  /**
   * Whole turns it has waited for an opening on one foe (AM §6, optional): absent unless it is
   * waiting.
   */
  waiting?: { readonly target: string; readonly turns: number };
  /** The turn an aimed head hit costs it 4 DX (AM §6 AIMED SHOTS); absent until one does. */
  dazedOnTurn?: number;
  /** The turn an aimed leg hit brought it to its knees (AM §6 AIMED SHOTS); absent until one did. */
  legStruckOnTurn?: number;
  /** Its grounded pike holds its blow, as its last order said (AM §9, pikes.ts); absent: strikes. */
  pikeHeld?: true;
  /** Held by a foe's pin since `turn` (AM §5 PINNING A FOE); absent when no one pins it. */
  pinned?: { readonly by: string; readonly turn: number };
  /** Wrapped in a foe's thrown net (AM §5, nets.ts); absent when it is not. */
  entangled?: { readonly by: string };
  /** Hits the net it holds or is wrapped in has taken (AM §5, net-strikes.ts); absent: none. */
  netHits?: number;
  /** The part a foe's bola wrapped, and the turn (AM §5, bola.ts); absent until one hits it. */
  bola?: { readonly part: BolaPart; readonly onTurn: number };
  /** Roped by a foe's lasso on `onTurn` (AM §5, lasso.ts); held while its holder keeps the rope. */
  lassoed?: { readonly by: string; readonly onTurn: number };
  /** Throwing stars left in its pouches (AM §5, sha-ken.ts); absent for a figure with none. */
  shaKen?: number;
  /** The turn its lasso, hauled in after a miss, may be cast again (AM §5, lasso.ts). */
  lassoCoiledOnTurn?: number;
  /** Its ADVANCED MELEE talents (talents.ts); absent when it has none. */
  talents?: readonly TalentId[];
  /** A pack on its back (AM §5, figure/pack.ts); absent when it wears none. */
  pack?: PackLoad;
  /** Half out of its pack after a first turn of taking it off (pack-off.ts); absent otherwise. */
  packHalfOff?: true;
  /** Weapons in its pack (AM §5 "PACKED", unpacking.ts); absent when none. */
  packed?: WeaponId[];
  /** Where it set its pack down (pack-off.ts, set-down-packs.ts); absent while it wears one. */
  packAt?: Hex;
  /** A packed weapon got out of the set-down pack, to be readied next (unpacking.ts). */
  unpacked?: WeaponId;
  /** Its IQ under ADVANCED MELEE (figure/iq.ts); absent for a figure built without one. */
  iq?: number;
  /** Metres above the ground of a flier aloft (AM §10 AERIAL COMBAT); absent on the ground. */
  height?: number;
  /** Boulders of 50 kg it carries to drop on foes (AM §10, drops.ts); absent when it has none. */
  boulders?: number;
  /**
   * The beast it rides (AM §9): the two move as one unit covering the beast's hexes, each with its
   * own ST. Absent for a figure on foot.
   */
  mount?: Mount;
  /** A rider's foes' successful pulls this turn (AM §9, pulling-down.ts); absent until one. */
  pulled?: { readonly turn: number; readonly count: number };
  /** Berserk (AM §6 BERSERKING; berserk.ts); absent when not. */
  berserk?: true;
  /**
   * Soaked in a molotail's burning oil (AM §6 FIRE AS A WEAPON): the turn ends it will still burn,
   * and whether its armor has had its one turn of protecting it. Absent when it is not on fire.
   */
  aflame?: { readonly turnsLeft: number; readonly armorSpent: boolean };
  /** The last turn it fled (AM §3 INITIATIVE, fleeing.ts); absent until it flees. */
  fledOnTurn?: number;
  /** Its fine weapons (AM §6 FINE WEAPONS AND ARMOR, fine-work.ts); absent when it has none. */
  fine?: readonly FineWork[];
  /** Its plate is fine plate made for it (AM §6): DX −4; absent for anything else. */
  finePlate?: true;
  /**
   * Turns of breath it has left, walking the bottom in water over its head (AM §6 ADVERSE
   * CONDITIONS, Water; breath.ts); absent when it is not under water.
   */
  breathLeft?: number;
  /** Its gunpowder is cheap (AM §6 GUNPOWDER WEAPONS; gunpowder.ts); absent when it is not. */
  cheapPowder?: true;
}

export interface DroppedItem {
  readonly item: ItemId;
  readonly position: Hex;
  /** A crossbow dropped before it was reloaded: the turns of reloading it still needs. */
  readonly reloadTurnsLeft?: number;
  /** A broken weapon, still usable at half damage under AM (broken-weapons.ts). */
  readonly broken?: true;
  /** A pouch of sha-ken: the stars in it (AM §5, pouches.ts); absent for anything else. */
  readonly stars?: number;
}

/** A figure's chosen option for the current turn, with what it declared. */
export interface ChosenOption {
  /** The figure that chose it. */
  readonly figure: string;
  readonly option: OptionCode;
  /** Disengaged, engaged or in HTH when its turn to move came: the options open to it this turn. */
  readonly situation: Situation;
  /** Hexes moved this turn (for the ½ MA limit when changing option). */
  readonly moved: number;
  /** Started the turn's movement in this hex (pole weapon "stayed in the same hex"). */
  readonly startedAt: Hex;
  readonly target: string | null;
  readonly secondTarget: string | null;
  /** Disengaging figures declare where they step when their turn to act comes. */
  readonly destination: Hex | null;
  /** And how they face after that step; null keeps the facing they have then. */
  readonly stepFacing: Direction | null;
  /** The attack the figure means to make. */
  readonly attack: AttackKind | null;
  /** An aimed shot's body part (AM §6 AIMED SHOTS, an optional rule); absent for a plain attack. */
  readonly aim?: AimedPart;
  /** AM §9: its attack is at the target's mount, not the rider (mount-struck.ts); absent if not. */
  readonly atMount?: true;
  /** AM §5: sha-ken thrown at once (sha-ken.ts); absent for one. */
  readonly stars?: number;
  /** AM §10: what a flier drops (air-drops.ts); absent for a boulder. */
  readonly airDrop?: WeaponId;
  /** The hex it entered an enemy's hex from, for HTH (b) and for backing up after a failed attempt. */
  readonly enteredFrom: Hex | null;
  /**
   * The figure's engagedAtLastOption before this option replaced it: whether it was engaged when
   * it chose its option before this one. A change to the last shot (j) is checked against it.
   */
  readonly engagedAtPreviousOption: boolean;
  /** It acts after every figure that did not delay (AM §6 DELAYED ACTIONS, optional). */
  readonly delayed?: true;
  /** It does nothing but wait for an opening on this foe (AM §6, optional). */
  readonly waitingFor?: string;
  /** AM §2 option IV(b): the figure it offered to exchange weapons with (weapon-exchange.ts). */
  readonly exchangeWith?: string;
}

export type { AttackKind, NamedAttack } from "./attack-kinds.ts";
export { ATTACK_KINDS, isNamedAttack } from "./attack-kinds.ts";

/** A figure that hit an enemy with a hand weapon and may force it back (MELEE: FORCING RETREAT). */
export interface RetreatRight {
  readonly victor: string;
  readonly enemy: string;
}

/** A side's initiative die, and its GM-given bonus (AM §3) when it has one. */
export interface InitiativeRoll {
  readonly side: string;
  readonly roll: number;
  readonly bonus?: number;
}

export type Phase =
  | {
      readonly kind: "initiative";
      readonly winner: string;
      /** The first round of rolls: sides other than the winner move in this order. */
      readonly rolls: readonly InitiativeRoll[];
      /** AM §3 SURPRISE (full): the sides that get no option this turn (surprise.ts). */
      readonly surprised?: readonly string[];
    }
  | { readonly kind: "movement"; readonly order: readonly string[]; readonly index: number }
  | { readonly kind: "action"; readonly pass: 1 | 2; readonly waitingFor: string | null }
  | { readonly kind: "retreat"; readonly rights: readonly RetreatRight[] }
  | { readonly kind: "ended"; readonly winner: string | null };

export interface Side {
  readonly id: string;
  readonly name: string;
  /** Index into the arena's entrance groups: where this side came in (its "door"). */
  readonly entrance: number;
}

export interface TurnState {
  /** The options chosen so far this turn, one per figure (see chosen.ts). */
  chosen: ChosenOption[];
  /** Figures that have taken their action this pass. */
  acted: string[];
  /** Each figure's die rolls that break adjDX ties this turn, round by round. */
  tiebreaks: Record<string, number[]>;
  retreatRights: RetreatRight[];
  /** Figures that fired a first missile this turn and may fire a second. */
  secondShots: string[];
  /** Figures bending over to pick something up: no front this turn. */
  bendingOver: string[];
  /** Figures that have lost ST to an enemy this turn (they cannot force a retreat). */
  hurtThisTurn: string[];
  /** AM §3 INITIATIVE: sides fleeing this turn, that may take no attacking option (surprise.ts). */
  fleeing?: string[];
}

/**
 * The layout of BattleState's data, raised whenever its shape changes. A copy stored with another
 * layout (a cached snapshot) is not read; the state is folded again from the battle's log.
 * 2: each turn's chosen options became a list (they were a record keyed by figure id).
 * 3: a chosen option keeps whether the figure was engaged at its previous option, and the facing
 *    after a disengaging step.
 * 4: the state lists the optional rules in force; a dropped crossbow keeps its reloading.
 */
export const STATE_LAYOUT = 4;

export interface BattleState {
  readonly ruleset: Ruleset;
  /** The ruleset's optional rules in force, sorted (MELEE has none). */
  readonly optionalRules: readonly string[];
  /**
   * ADVANCED MELEE: the edition of its rules the battle began under (rules-edition.ts), present
   * only when older than the latest, so today's battles keep their shape.
   */
  readonly rulesEdition?: number;
  /** STATE_LAYOUT when the state was made. */
  readonly layout: number;
  readonly combatType: CombatType;
  readonly arena: Arena;
  readonly sides: readonly Side[];
  readonly figures: BattleFigure[];
  dropped: DroppedItem[];
  turn: number;
  phase: Phase;
  turnState: TurnState;
  /** EP awarded per figure id once the battle has ended. */
  ep: Record<string, number> | null;
  /** AM §6 ADVERSE CONDITIONS the GM has set (conditions.ts); absent until any are. */
  conditions?: Conditions;
  /** AM §3 INITIATIVE: each side's bonus to its initiative roll (initiative-bonus.ts); absent until any. */
  initiativeBonuses?: Record<string, number>;
}
