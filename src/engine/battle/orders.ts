/**
 * Orders are data: everything a player (or GM, or the deadline) decides. The engine applies one
 * order at a time; an illegal order is refused with a reason and changes nothing.
 */

import type { WeaponId } from "../figure/equipment.ts";
import type { Direction, Hex } from "../hex/coordinates.ts";
import type { AimedPart } from "./aimed-shots.ts";
import type { ConditionsChange } from "./conditions.ts";
import type { InitiativeBonus } from "./initiative-bonus.ts";
import type { LeanOrder } from "./leaning.ts";
import type { OptionCode } from "./options.ts";
import type { PanicCause } from "./panic-ruling.ts";
import type { Surprise } from "./surprise.ts";
import type { AttackKind, ItemId, Posture } from "./types.ts";

/** The winner of the initiative roll chooses to move first or to let the others move first. */
export interface InitiativeOrder {
  readonly type: "initiative";
  readonly side: string;
  readonly moveFirst: boolean;
}

/** What a figure readies with options (e), (k) and (o). */
export interface ReadyChoice {
  /** The weapon to have in hand afterwards (from what it carries), or null for empty hands. */
  readonly weapon?: WeaponId | null;
  /** Put the shield on the arm (true) or sling it (false). */
  readonly shieldReady?: boolean;
  /** Pick up this item from the ground where movement ends and ready it. */
  readonly pickUp?: ItemId;
  /** A main-gauche to hold in the off hand. */
  readonly offhand?: WeaponId | null;
  /** Option (e) spent taking the pack off the back (AM §5 and §7; pack-off.ts). */
  readonly packOff?: true;
  /** Option (e) spent getting this weapon out of the set-down pack, then readying it (unpacking.ts). */
  readonly unpack?: WeaponId;
  /** AM §2 option IV(b), not engaged: drop the ready weapon rather than sling it. */
  readonly drop?: boolean;
  /** AM §2 option IV(b): exchange ready weapons with this figure, which names this one too. */
  readonly exchangeWith?: string;
}

/** What a figure means to do with its option: the fields a MoveOrder and a ChangeOptionOrder share. */
export interface OptionIntent {
  readonly target?: string;
  /** How to attack: the ready weapon (default), both weapons, a shield-rush, or a throw. */
  readonly attack?: AttackKind;
  /** AM §6 AIMED SHOTS (an optional rule): the body part the attack is aimed at. */
  readonly aim?: AimedPart;
  /** AM §9 MOUNTED COMBAT: attack the target's mount rather than its rider. */
  readonly atMount?: boolean;
  /** AM §5 PECULIAR WEAPONS: how many sha-ken to throw at once (1 to 12; sha-ken.ts). */
  readonly stars?: number;
  /** AM §10 AERIAL COMBAT, `attack: "drop"`: the spear, axe, grenade or molotail dropped; a boulder without. */
  readonly airDrop?: WeaponId;
  /** Option (d): how to get down. */
  readonly posture?: "prone" | "kneeling";
  /** Options (e), (k) and (o): what to ready. */
  readonly ready?: ReadyChoice;
  /** Options (l) and (r): the hex to step into when the figure acts; (g) and (n): to rise into. */
  readonly stepTo?: Hex;
  /** Options (l) and (r): the facing after that step (MELEE VI, FACING); by default unchanged. */
  readonly stepFacing?: Direction;
}

/** A figure's option for the turn, with its movement and what it means to do. */
export interface MoveOrder extends OptionIntent {
  readonly type: "move";
  readonly figure: string;
  readonly option: OptionCode;
  /** The hexes stepped into, in order (not including the start). */
  readonly path?: readonly Hex[];
  /** Or just where to end: the engine finds the cheapest legal path. */
  readonly destination?: Hex;
  /** Facing at the end of movement; by default the direction of the last step. */
  readonly facing?: Direction;
  /** Bows that shoot twice may pick another target for the second arrow. */
  readonly secondTarget?: string;
  /** Arena combat: leave through the side's own door at the end of this movement. */
  readonly leave?: boolean;
  /** A flier (the gargoyle) takes off at the start of this move, or lands at its end. */
  readonly flight?: "take-off" | "land";
  /** AM §10 AERIAL COMBAT: the height in metres a flier ends this move at (climbing or diving). */
  readonly height?: number;
  /** AM §6 DELAYED ACTIONS (optional): act after every figure that does not delay. */
  readonly delay?: boolean;
  /** AM §6 WAITING FOR AN OPENING (optional), with option "pass": the foe it waits to strike. */
  readonly waitFor?: string;
  /** AM §3: an item to scoop up on the way, for 3 MA or, `onTheRun`, on a 3-die roll against DX. */
  readonly scoop?: ScoopChoice;
  /**
   * AM §9 THE PIKE: the grounded pike holds its blow as foes move in, from this order to the
   * figure's next; without it the pike strikes the first (pikes.ts).
   */
  readonly holdPike?: boolean;
  /** AM §9 LEANING: the hex of his mount a rider sits in this turn, and his facing there. */
  readonly lean?: LeanOrder;
}

/** AM §3 ACTIONS DURING MOVEMENT: what a moving figure scoops up, and how. */
export interface ScoopChoice {
  readonly item: ItemId;
  /** Grab it for no MA on a 3-die roll against DX, rather than spend 3 MA for it surely. */
  readonly onTheRun?: boolean;
}

/** Asked for when a figure's declared target is gone at its turn to act. */
export interface ActOrder {
  readonly type: "act";
  readonly figure: string;
  /** A new target, or null to forfeit the action. */
  readonly target: string | null;
  readonly stepTo?: Hex;
  /** Options (l) and (r): the facing after the step, in place of the move order's. */
  readonly stepFacing?: Direction;
}

/**
 * Change a figure's option before it acts, if its movement allows the new one. The new option's
 * effect is made at once, with the same fields as a MoveOrder's.
 */
export interface ChangeOptionOrder extends OptionIntent {
  readonly type: "change-option";
  readonly figure: string;
  readonly option: OptionCode;
}

/** The winner of an exchange pushes the loser back a hex, or declines (MELEE: FORCING RETREAT). */
export interface RetreatOrder {
  readonly type: "retreat";
  readonly victor: string;
  readonly enemy: string;
  /** Where the enemy goes; null declines the retreat. */
  readonly to: Hex | null;
  /** Step into the hex the enemy left. */
  readonly advance: boolean;
  /** With `advance`: the victor's facing in the hex it steps into (it moves, so it may turn). */
  readonly facing?: Direction;
}

/** The victor lets the enemy stay where it is. */
export function declineRetreat(right: {
  readonly victor: string;
  readonly enemy: string;
}): RetreatOrder {
  return { type: "retreat", victor: right.victor, enemy: right.enemy, to: null, advance: false };
}

/**
 * A game master's ruling on what the rules cannot know: it changes the state directly and is
 * logged (and undoable) like any order. Who may give it is the command layer's business.
 */
export type GmRuling =
  | { readonly kind: "set-hits"; readonly figure: string; readonly hits: number }
  | {
      readonly kind: "place";
      readonly figure: string;
      readonly to: Hex;
      readonly facing?: Direction;
    }
  | { readonly kind: "posture"; readonly figure: string; readonly posture: Posture }
  | {
      readonly kind: "give";
      readonly figure: string;
      readonly item: ItemId | "boulder" | "cheap-powder";
      readonly ready: boolean;
    }
  | { readonly kind: "take"; readonly figure: string; readonly item: ItemId }
  /** AM §6 BERSERKING: the figure tries to go berserk (`berserk`) or to come out of it. */
  | { readonly kind: "berserk"; readonly figure: string; readonly berserk: boolean }
  /** AM §6 ADVERSE CONDITIONS for the whole arena (`hexes` null) or some hexes: no figure. */
  | ({ readonly kind: "conditions" } & ConditionsChange)
  /** AM §9 PANIC: roll for the mount of the rider `figure`, wounded or frightened. */
  | { readonly kind: "panic"; readonly figure: string; readonly cause: PanicCause }
  /** AM §3 INITIATIVE: the figure has been running away, so it may flee before anyone moves. */
  | { readonly kind: "fleeing"; readonly figure: string }
  /** AM §3 SURPRISE: the side that surprised the others; no figure. */
  | ({ readonly kind: "surprise" } & Surprise)
  /** AM §3 INITIATIVE: a side's bonus to its initiative rolls; no figure. */
  | ({ readonly kind: "initiative-bonus" } & InitiativeBonus);

export interface GmOrder {
  readonly type: "gm";
  /** The GM's display name, for the log. */
  readonly gm: string;
  readonly ruling: GmRuling;
  readonly reason?: string;
}

export type Order =
  | InitiativeOrder
  | MoveOrder
  | ActOrder
  | ChangeOptionOrder
  | RetreatOrder
  | GmOrder;

/** A table naming every field of T, optional ones included: leaving one out fails to compile. */
type EveryField<T> = { readonly [K in keyof Required<T>]: true };

function fieldsOf<T>(fields: EveryField<T>): readonly string[] {
  return Object.keys(fields);
}

/**
 * Every field of each kind of order, from the types themselves: a client that reads orders from
 * text (the scenario format) checks its reach against this list, so a new field of an order is
 * noticed there.
 */
export const ORDER_FIELDS: { readonly [K in Order["type"]]: readonly string[] } = {
  initiative: fieldsOf<InitiativeOrder>({ type: true, side: true, moveFirst: true }),
  move: fieldsOf<MoveOrder>({
    type: true,
    figure: true,
    option: true,
    path: true,
    destination: true,
    facing: true,
    target: true,
    secondTarget: true,
    attack: true,
    aim: true,
    atMount: true,
    stars: true,
    airDrop: true,
    posture: true,
    ready: true,
    stepTo: true,
    stepFacing: true,
    leave: true,
    flight: true,
    height: true,
    delay: true,
    waitFor: true,
    scoop: true,
    holdPike: true,
    lean: true,
  }),
  act: fieldsOf<ActOrder>({
    type: true,
    figure: true,
    target: true,
    stepTo: true,
    stepFacing: true,
  }),
  "change-option": fieldsOf<ChangeOptionOrder>({
    type: true,
    figure: true,
    option: true,
    target: true,
    attack: true,
    aim: true,
    atMount: true,
    stars: true,
    airDrop: true,
    posture: true,
    ready: true,
    stepTo: true,
    stepFacing: true,
  }),
  retreat: fieldsOf<RetreatOrder>({
    type: true,
    victor: true,
    enemy: true,
    to: true,
    advance: true,
    facing: true,
  }),
  gm: fieldsOf<GmOrder>({ type: true, gm: true, ruling: true, reason: true }),
};

/** Every field of a ready choice (options e, k and o). */
export const READY_FIELDS: readonly string[] = fieldsOf<ReadyChoice>({
  weapon: true,
  shieldReady: true,
  pickUp: true,
  offhand: true,
  packOff: true,
  unpack: true,
  drop: true,
  exchangeWith: true,
});

type RulingOf<K extends GmRuling["kind"]> = Extract<GmRuling, { kind: K }>;

/** Every field of each kind of GM ruling. */
export const RULING_FIELDS: { readonly [K in GmRuling["kind"]]: readonly string[] } = {
  "set-hits": fieldsOf<RulingOf<"set-hits">>({ kind: true, figure: true, hits: true }),
  place: fieldsOf<RulingOf<"place">>({ kind: true, figure: true, to: true, facing: true }),
  posture: fieldsOf<RulingOf<"posture">>({ kind: true, figure: true, posture: true }),
  give: fieldsOf<RulingOf<"give">>({ kind: true, figure: true, item: true, ready: true }),
  take: fieldsOf<RulingOf<"take">>({ kind: true, figure: true, item: true }),
  conditions: fieldsOf<RulingOf<"conditions">>({
    kind: true,
    hexes: true,
    light: true,
    ground: true,
    level: true,
    tunnel: true,
    cover: true,
    fire: true,
  }),
  surprise: fieldsOf<RulingOf<"surprise">>({ kind: true, side: true, full: true, fleeing: true }),
  "initiative-bonus": fieldsOf<RulingOf<"initiative-bonus">>({
    kind: true,
    side: true,
    bonus: true,
  }),
  berserk: fieldsOf<RulingOf<"berserk">>({ kind: true, figure: true, berserk: true }),
  panic: fieldsOf<RulingOf<"panic">>({ kind: true, figure: true, cause: true }),
  fleeing: fieldsOf<RulingOf<"fleeing">>({ kind: true, figure: true }),
};
