/**
 * What happened, as data. Each applied order yields a list of events; the combat log and the
 * map's "last turn" overlay are drawn from them. Every die rolled appears in some event.
 */

import type { ArmorId, Damage, ShieldId, WeaponId } from "../figure/equipment.ts";
import type { Direction, Hex } from "../hex/coordinates.ts";
import type { AimedEffect, AimedPart } from "./aimed-shots.ts";
import type { BolaPart } from "./bola.ts";
import type { Cover, Ground, Light } from "./conditions.ts";
import type { BurnedHow } from "./fire.ts";
import type { GunpowderEvent } from "./gunpowder-events.ts";
import type { LassoPart } from "./lasso.ts";
import type { Landing } from "./molotail.ts";
import type { OptionCode } from "./options.ts";
import type {
  AttackKind,
  Condition,
  InitiativeRoll,
  ItemId,
  Limb,
  NamedAttack,
  Posture,
} from "./types.ts";

export interface DxModifier {
  readonly label: string;
  readonly value: number;
}

/**
 * The outcome of one roll to hit (or to miss, when a figure is in the way). "falls": AM §5 THROWN
 * WEAPONS — a failed roll to miss an enemy drops the weapon in its hex without hitting it.
 */
export type HitResult =
  | "hit"
  | "double"
  | "triple"
  | "miss"
  | "auto-miss"
  | "drop"
  | "break"
  | "falls";

export type BattleEvent =
  | { readonly type: "turn-started"; readonly turn: number }
  | {
      readonly type: "initiative-rolled";
      /** Each round of rolls; later rounds re-roll the sides that tied. */
      readonly rounds: readonly InitiativeRoll[][];
      readonly winner: string;
    }
  | {
      readonly type: "initiative-chosen";
      readonly side: string;
      readonly moveFirst: boolean;
      readonly order: readonly string[];
    }
  | {
      readonly type: "option-chosen";
      readonly figure: string;
      readonly option: OptionCode;
      readonly target: string | null;
      /** AM's optional timing rules: it delays its action, or waits for an opening on this foe. */
      readonly delayed?: true;
      readonly waitingFor?: string;
      /**
       * AM §5, §6, §9 and §10: a jab, a sweeping blow, a rider's mount attacking too or a boulder
       * dropped, named because the option alone does not say.
       */
      readonly attack?: NamedAttack;
      /** AM §10: the weapon a flier drops, when not a boulder (air-drops.ts). */
      readonly airDrop?: WeaponId;
    }
  | {
      readonly type: "option-changed";
      readonly figure: string;
      readonly from: OptionCode;
      readonly to: OptionCode;
    }
  | {
      readonly type: "moved";
      readonly figure: string;
      readonly from: Hex;
      readonly path: readonly Hex[];
      readonly facing: Direction;
    }
  | {
      readonly type: "posture";
      readonly figure: string;
      readonly posture: Posture;
      readonly reason: string;
    }
  | {
      readonly type: "saving-roll";
      readonly figure: string;
      readonly purpose: string;
      readonly faces: readonly number[];
      readonly target: number;
      readonly success: boolean;
      /**
       * Rolled against the figure's ST left (a blast's concussion), its IQ (spotting an ambush), or a
       * fine weapon's metal (AM §6 FINE WEAPONS AND ARMOR); absent, its adjDX.
       */
      readonly against?: "ST" | "IQ" | "fine metal";
    }
  | {
      /** AM §6: a figure that fell running; the dice (rerolled while too many) gave how far it got. */
      readonly type: "running-fall";
      readonly figure: string;
      readonly rolls: readonly (readonly number[])[];
      readonly hexes: number;
    }
  | {
      /** A missile or thrown weapon that hit a HTH pile: the dice that chose whom it struck. */
      readonly type: "pile-victim";
      readonly faces: readonly number[];
      readonly figure: string;
    }
  | {
      readonly type: "tiebreak";
      readonly rolls: readonly { readonly figure: string; readonly roll: number }[];
    }
  | {
      readonly type: "attack-roll";
      readonly attacker: string;
      readonly target: string;
      readonly weapon: string;
      readonly kind: AttackKind;
      /** Rolling to miss a figure in the way rather than to hit. */
      readonly toMiss: boolean;
      readonly faces: readonly number[];
      readonly adjDx: number;
      readonly modifiers: readonly DxModifier[];
      readonly result: HitResult;
    }
  | {
      readonly type: "damage";
      readonly attacker: string;
      readonly target: string;
      readonly damage: Damage;
      readonly faces: readonly number[];
      /** Doubling and tripling, and halving in practice combat. */
      readonly multiplier: number;
      readonly halved: boolean;
      /** Halved again, rounded down, for a broken weapon (AM §6 DROPPED AND BROKEN WEAPONS). */
      readonly brokenWeapon?: true;
      /** Halved, rounded down, for a missile past its effective range (AM §6 LONG-RANGE FIRE). */
      readonly pastEffectiveRange?: true;
      readonly total: number;
      readonly stopped: number;
      readonly stoppedBy: readonly string[];
      readonly taken: number;
      readonly stRemaining: number;
    }
  | {
      readonly type: "condition";
      readonly figure: string;
      readonly condition: Condition | "dropped-out";
    }
  | { readonly type: "action-lost"; readonly figure: string; readonly reason: string }
  | {
      /** A regenerating monster heals at the end of the turn (AM §7's troll). */
      readonly type: "regenerated";
      readonly figure: string;
      readonly healed: number;
      readonly stRemaining: number;
    }
  | {
      readonly type: "item-dropped";
      readonly figure: string | null;
      readonly item: ItemId;
      readonly at: Hex;
      readonly reason: string;
    }
  | {
      readonly type: "item-broken";
      readonly figure: string;
      readonly item: ItemId;
      /** AM: it stays in hand and strikes at half damage (broken-weapons.ts). */
      readonly stillStrikes?: true;
    }
  | {
      /** AM's optional wear: the armor or shield has stopped all it can and stops nothing more. */
      readonly type: "worn-out";
      readonly figure: string;
      readonly gear: "armor";
      readonly item: ArmorId;
    }
  | {
      readonly type: "worn-out";
      readonly figure: string;
      readonly gear: "shield";
      readonly item: ShieldId;
    }
  | {
      readonly type: "item-readied";
      readonly figure: string;
      readonly weapon: WeaponId | null;
      readonly shieldReady: boolean;
      readonly offhand: WeaponId | null;
    }
  | {
      readonly type: "item-picked-up";
      readonly figure: string;
      readonly item: ItemId;
      readonly at: Hex;
    }
  | {
      readonly type: "reloaded";
      readonly figure: string;
      readonly turnsLeft: number;
      /** A gun reloaded or readied (AM §6 GUNPOWDER WEAPONS); absent, a crossbow. */
      readonly gun?: WeaponId;
    }
  /** A turn spent taking the pack off (pack-off.ts): half off after the first, off after the second. */
  | { readonly type: "pack-off"; readonly figure: string; readonly off: boolean }
  /** A turn spent getting a weapon out of the set-down pack (unpacking.ts); readied the next. */
  | { readonly type: "weapon-unpacked"; readonly figure: string; readonly weapon: WeaponId }
  | { readonly type: "weapon-exchange-offered"; readonly figure: string; readonly partner: string }
  | {
      readonly type: "weapons-exchanged";
      readonly figure: string;
      readonly partner: string;
      readonly gave: WeaponId | null;
      readonly got: WeaponId | null;
    }
  | {
      readonly type: "hth-defense";
      readonly attacker: string;
      readonly defender: string;
      readonly faces: readonly number[];
      readonly outcome: "grappled" | "grappled-dagger" | "backed-off" | "countered";
      /** Set when a 6 is rolled again because the defender is unarmed (AM), not jumped from behind. */
      readonly unarmed?: true;
    }
  | {
      /** AM's optional crippling hits: the attacker's 2 dice and the limb lost, if any. */
      readonly type: "crippling-hit";
      readonly attacker: string;
      readonly target: string;
      readonly faces: readonly number[];
      readonly limb: Limb | null;
      /** 8 or more damage on a limb: lost for good, not only until healed. */
      readonly permanent: boolean;
    }
  | {
      readonly type: "dagger-draw";
      readonly figure: string;
      readonly faces: readonly number[];
      readonly success: boolean;
      /** AM's DX roll: the most the dice may show; absent for MELEE's 1–3 on one die. */
      readonly needed?: number;
    }
  | {
      readonly type: "hth-disengage";
      readonly figure: string;
      readonly faces: readonly number[];
      readonly needed: number;
      readonly success: boolean;
    }
  | {
      /** AM §6 AIMED SHOTS: an aimed hit's hits after armor and what they did (null: nothing). */
      readonly type: "aimed-hit";
      readonly attacker: string;
      readonly target: string;
      readonly part: AimedPart;
      readonly taken: number;
      readonly effect: AimedEffect | null;
      /** A whip's or thrown dagger's shot at the head or a hand (AM §6 DAGGER MARKSMANSHIP). */
      readonly marksman?: true;
    }
  | {
      /** AM §5 PECULIAR WEAPONS: a bola wrapped `part` of `target` (bola.ts). */
      readonly type: "bola-hit";
      readonly attacker: string;
      readonly target: string;
      readonly part: BolaPart;
    }
  | {
      /** AM §5 PECULIAR WEAPONS: `stars` sha-ken thrown at once at `target`, `left` after (sha-ken.ts). */
      readonly type: "sha-ken-thrown";
      readonly figure: string;
      readonly target: string;
      readonly stars: number;
      readonly left: number;
    }
  | {
      /** AM §5 PECULIAR WEAPONS: a lasso caught `target` by `part` (lasso.ts). */
      readonly type: "lasso-hit";
      readonly attacker: string;
      readonly target: string;
      readonly part: LassoPart;
    }
  | {
      /** AM §5 PECULIAR WEAPONS: a blow at the net `target` holds or is wrapped in (net-strikes.ts). */
      readonly type: "net-struck";
      readonly attacker: string;
      readonly target: string;
      readonly hits: number;
      /** Its hits so far; at 5 it is useless, gone from the hand or off the figure it wrapped. */
      readonly total: number;
    }
  | {
      /** AM §5 PECULIAR WEAPONS: `figure` worked loose of `holder`'s lasso (lasso.ts). */
      readonly type: "lasso-slipped";
      readonly figure: string;
      readonly holder: string;
    }
  | {
      /** AM §5 PINNING A FOE: 3 dice plus `modifier` (half the DX difference) against `needed`. */
      readonly type: "pin";
      readonly figure: string;
      readonly target: string;
      readonly faces: readonly number[];
      readonly modifier: number;
      readonly needed: number;
      readonly success: boolean;
    }
  | {
      /** A pinned figure's 4 dice against its ST to break free. */
      readonly type: "pin-escape";
      readonly figure: string;
      readonly pinner: string;
      readonly faces: readonly number[];
      readonly needed: number;
      readonly success: boolean;
    }
  | {
      /** The pinner let its victim go (to strike it, or leaving the brawl). */
      readonly type: "pin-released";
      readonly figure: string;
      readonly pinner: string;
      readonly reason: string;
    }
  | {
      readonly type: "stepped";
      readonly figure: string;
      readonly from: Hex;
      readonly to: Hex;
      readonly reason: string;
      /** The facing the order turned it to as it stepped; absent when it kept its facing. */
      readonly facing?: Direction;
    }
  | {
      readonly type: "retreat";
      readonly victor: string;
      readonly enemy: string;
      /** Where the enemy stood (and where an advancing victor now stands). */
      readonly from: Hex;
      readonly to: Hex | null;
      readonly advanced: boolean;
      /** Where the victor stood before it advanced (absent when it did not advance). */
      readonly victorFrom?: Hex;
      /** The facing the order turned the advancing victor to; absent when it kept its facing. */
      readonly facing?: Direction;
    }
  | { readonly type: "escaped"; readonly figure: string }
  | { readonly type: "flight"; readonly figure: string; readonly airborne: boolean }
  /** AM §9: a rider got on a riding animal, whose figure became part of his (the unit). */
  | { readonly type: "mounted"; readonly figure: string; readonly beast: string; readonly at: Hex }
  /** AM §9: a rider got off (or jumped off) and the animal stands as a figure of its own again. */
  | {
      readonly type: "dismounted";
      readonly figure: string;
      readonly beast: string;
      readonly jumped: boolean;
      /** The animal fell under him (mount-struck.ts); absent when he got off of his own accord. */
      readonly thrown?: true;
      /** Foes pulled him down, or 8 hits in a turn threw him (pulling-down.ts). */
      readonly unseated?: true;
    }
  /**
   * AM §6 TRAMPLING: a big figure's stomp at a foe under it (trample-attack.ts): 3 dice against
   * its DX; `hit` when it struck, `fell` when 17 or 18 threw the trampler down.
   */
  | {
      readonly type: "trample";
      readonly attacker: string;
      readonly target: string;
      readonly faces: readonly number[];
      readonly dx: number;
      readonly hit: boolean;
      readonly fell: boolean;
    }
  /**
   * AM §9 PULLING A RIDER FROM HIS MOUNT (pulling-down.ts): 6 dice against the puller's ST + DX,
   * and the pulls made this turn of the `needed` that unseat the rider.
   */
  | {
      readonly type: "pull";
      readonly attacker: string;
      readonly target: string;
      readonly faces: readonly number[];
      readonly against: number;
      readonly success: boolean;
      readonly pulls: number;
      readonly needed: number;
    }
  /** AM §9: a blow at a rider's mount (mount-struck.ts): its hits, on the animal's ST track. */
  | {
      readonly type: "mount-hurt";
      readonly attacker: string;
      /** The rider whose mount was struck. */
      readonly figure: string;
      /** The mount's own name. */
      readonly mount: string;
      readonly faces: readonly number[];
      readonly multiplier: number;
      readonly total: number;
      readonly stopped: number;
      readonly stoppedBy: readonly string[];
      readonly taken: number;
      /** The mount's ST left. */
      readonly stRemaining: number;
    }
  /** AM §9 ATTACKS: a rider's mount attacks `target` after moving `moved` hexes of its MA `ma`. */
  | {
      readonly type: "mount-attack";
      readonly figure: string;
      readonly mount: string;
      readonly target: string;
      readonly moved: number;
      readonly ma: number;
    }
  /** AM §10 AERIAL COMBAT: a flier climbed or dived, in metres above the ground. */
  | { readonly type: "height"; readonly figure: string; readonly from: number; readonly to: number }
  /**
   * AM §10 Effects of Damage on Fliers: a flier fell from `from` metres to `to` (0: it crashed,
   * taking `hits`, 1 die per 5 m, in `faces`; above 0: it pulled out there).
   */
  | {
      /** AM §10 AERIAL COMBAT: `figure` drops a boulder of `kg` on `target` from `height` m (drops.ts). */
      readonly type: "boulder-dropped";
      readonly figure: string;
      readonly target: string;
      readonly kg: number;
      readonly height: number;
    }
  | {
      /** AM §10: `figure` drops `item` (a spear, axe, grenade or molotail) on `target` (air-drops.ts). */
      readonly type: "weapon-dropped-from-air";
      readonly figure: string;
      readonly target: string;
      readonly item: WeaponId;
      readonly height: number;
    }
  | {
      readonly type: "aerial-fall";
      readonly figure: string;
      /** The rider's flying mount, when the fall's hits are the beast's (flying-mounts.ts). */
      readonly mount?: string;
      readonly from: number;
      readonly to: number;
      readonly faces: readonly number[];
      readonly hits: number;
    }
  | {
      readonly type: "gm-ruling";
      readonly gm: string;
      readonly figure: string;
      readonly ruling: string;
      readonly reason: string | null;
    }
  | {
      /** The GM set AM §6 ADVERSE CONDITIONS for the whole arena (`hexes` null) or some hexes. */
      readonly type: "conditions-set";
      readonly gm: string;
      readonly hexes: readonly Hex[] | null;
      readonly light?: Light;
      readonly ground?: Ground;
      /** AM §6 HEIGHT, NARROW TUNNELS, CONCEALMENT and FIRE AS A WEAPON, set on hexes only. */
      readonly level?: number;
      readonly tunnel?: boolean;
      readonly cover?: Cover;
      readonly fire?: boolean;
      readonly reason: string | null;
    }
  | {
      /**
       * AM §6 FIRE AS A WEAPON: flame burned a figure, `passing` through a burning hex (2 hits),
       * `standing` in one at the turn's end (4), `splashed` by a molotail (4 in its hex, 2 next to
       * it) or `aflame` in its oil (4 a turn); armor and hide stop flame, but not once soaked.
       */
      readonly type: "burned";
      readonly figure: string;
      readonly at: Hex;
      readonly how: BurnedHow;
      readonly hits: number;
      readonly stopped: number;
      readonly stoppedBy: readonly string[];
      readonly taken: number;
      readonly stRemaining: number;
    }
  | ({
      /**
       * AM §6 FIRE AS A WEAPON: a thrown molotail lands and breaks at `at`, scattered `hexes` in
       * `direction` from where it was thrown when it missed, or in the thrower's hand on a 17 or 18.
       */
      readonly type: "molotail-landed";
      readonly figure: string;
    } & Landing)
  | {
      /**
       * AM §6 Drowning: the figure missed its roll against drowning (`roll`) or kept its head up
       * but its armor alone weighs its ST (`armor`); it dies in the water at `at`.
       */
      readonly type: "drowned";
      readonly figure: string;
      readonly at: Hex;
      readonly why: "roll" | "armor";
    }
  | {
      /** AM §6 Water: `figure`, under water at `at`, has held its breath as long as it can. */
      readonly type: "out-of-breath";
      readonly figure: string;
      readonly at: Hex;
    }
  | {
      /** AM §6: soaked in burning oil, `f` burns at each turn's end for `turns` turns, or is out. */
      readonly type: "aflame";
      readonly figure: string;
      readonly turns: number;
      /** Put out (water to the neck); else set alight. */
      readonly out?: true;
    }
  | {
      /** AM §3 INITIATIVE, ruled by the GM: `side` adds `bonus` to its initiative rolls from now on. */
      readonly type: "initiative-bonus";
      readonly gm: string;
      readonly side: string;
      readonly bonus: number;
      readonly reason: string | null;
    }
  | {
      /** AM §3 SURPRISE, ruled by the GM: `side` wins the turn's initiative; `full`, a free turn. */
      readonly type: "surprise";
      readonly gm: string;
      readonly side: string;
      readonly full: boolean;
      /** AM §3 INITIATIVE: the side is fleeing and wins the initiative to keep running. */
      readonly fleeing?: true;
      /** AM §6 AMBUSH: the alert figure that spotted it, so the surprise gives nothing. */
      readonly spottedBy?: string;
      readonly reason: string | null;
    }
  | GunpowderEvent
  | {
      readonly type: "battle-ended";
      readonly winner: string | null;
      readonly ep: Readonly<Record<string, number>>;
    };
