/**
 * What the battle store takes and gives: plain data, no Prisma types.
 */

import type { ComputerLevel } from "../computer/index.ts";
import type {
  Arena,
  BattleEvent,
  BattleSetup,
  BattleState,
  CombatType,
  ConditionsChange,
  Dice,
  Direction,
  FigureSetup,
  Hex,
  Order,
  Ruleset,
  Side,
} from "../engine/index.ts";
import type { GameId } from "../games/registry.ts";

export type BattleStatus = "forming" | "active" | "paused" | "ended";

/**
 * How a battle was made: `open` (a GM's battle), `duel` (two equals: nobody has GM powers, a
 * ruling needs the other's agreement), `tutorial` or `practice` (one player against the
 * computer).
 */
export type BattleMode = "open" | "duel" | "tutorial" | "practice";
export const BATTLE_MODES: readonly BattleMode[] = ["open", "duel", "tutorial", "practice"];

/** A figure entered in a battle, as stored. */
export interface StoredBattleFigure {
  /** The figure's id inside the battle (the engine's figure id, used in orders). */
  readonly figureKey: string;
  readonly sideId: string;
  readonly kind: "fighter" | "monster";
  /** Its handle: its own name, or "Ragnar (alice)" when another figure of the battle shares it. */
  readonly name: string;
  /** The figure's own name. */
  readonly ownName: string;
  /** The user whose fighter it is; null for a GM's monster. */
  readonly ownerId: string | null;
  /** The persistent figure it was copied from (null for monsters, or once that was deleted). */
  readonly sourceFigureId: string | null;
  /** Whether the computer player gives its orders (a GM's choice). */
  readonly computer: boolean;
  /** How well the computer player plays it (kept when control goes back to a player). */
  readonly computerLevel: ComputerLevel;
  /** What enters the battle: the fighter's spec (as at the start) or the monster. */
  readonly setup: FigureSetup;
}

export interface BattleParticipantInfo {
  readonly userId: string;
  readonly sideId: string;
}

/** A battle's bookkeeping, without its log or state. */
export interface BattleSummary {
  readonly id: string;
  readonly guildId: string;
  readonly channelId: string;
  readonly status: BattleStatus;
  /** The game whose rules fold the log (src/games/registry.ts): "melee" so far. */
  readonly game: string;
  readonly mode: BattleMode;
  readonly ruleset: string;
  /** The ruleset's optional rules the battle is fought with, sorted (none under MELEE). */
  readonly optionalRules: readonly string[];
  readonly combatType: CombatType;
  readonly gmId: string;
  readonly sides: readonly Side[];
  /** Null for the default arena. */
  readonly arena: Arena | null;
  readonly deadlineSeconds: number | null;
  readonly turnDeadlineAt: Date | null;
  readonly reminderSentAt: Date | null;
  readonly version: number;
  /** The seq of the newest log event (0 before the start). */
  readonly lastSeq: number;
  readonly winner: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly startedAt: Date | null;
  readonly endedAt: Date | null;
  readonly participants: readonly BattleParticipantInfo[];
  readonly figures: readonly StoredBattleFigure[];
  /** The scenario it was opened from (/battle new scenario:), by name; absent for any other. */
  readonly scenario?: string;
}

export interface LoadedBattle {
  readonly battle: BattleSummary;
  /** The fold of the log; null while the battle is forming (it has no log yet). */
  readonly state: BattleState | null;
  readonly version: number;
}

export interface CreateBattleInput {
  /** The game whose rules the battle is fought under; "melee" when not given. */
  readonly game?: GameId;
  /** How it is made; "open" when not given. Never changes once made. */
  readonly mode?: BattleMode;
  readonly guildId: string;
  readonly channelId: string;
  readonly gmId: string;
  readonly combatType: CombatType;
  /** The rules it is fought under; MELEE when omitted. Never changes once made. */
  readonly ruleset?: Ruleset;
  /** The ruleset's optional rules in play (none when omitted), checked when the battle starts. */
  readonly optionalRules?: readonly string[];
  readonly sides: readonly Side[];
  /** Omit for the default arena. */
  readonly arena?: Arena;
  /** Seconds each decision may take; omit or null for no deadline. */
  readonly deadlineSeconds?: number | null;
  readonly interactionId?: string;
  /**
   * The most battles not ended the guild may have: at it, create throws BattleLimitError. The
   * count and the insert are one transaction taking turns with the guild's other creates, so
   * racing creates cannot pass it.
   */
  readonly limit?: number;
  /**
   * The battle's channel is opened after the battle (a duel's thread): until `moveTo` puts it
   * there, it holds no channel and `channelId` is only where it was asked for.
   */
  readonly channelPending?: boolean;
  /** Opened from a scenario: its figures enter with the battle, held by the GM until taken. */
  readonly scenario?: ScenarioSetupInput;
}

/** What a battle keeps of the scenario it is opened from, beside its ruleset, arena and sides. */
export interface ScenarioSetupInput {
  readonly name: string;
  readonly figures: readonly FigureSetup[];
  /** AM §6 adverse conditions from the start, copied into the start's set-up. */
  readonly conditions?: readonly ConditionsChange[];
}

/** A player takes a figure of the battle's scenario that the GM still holds. */
export interface TakeFigureInput {
  readonly battleId: string;
  readonly figureKey: string;
  readonly userId: string;
  /** The player's display name: tells the figure apart from a same-named one in the battle. */
  readonly ownerName?: string;
  readonly interactionId?: string;
}

export interface JoinBattleInput {
  readonly battleId: string;
  readonly userId: string;
  readonly sideId: string;
  readonly interactionId?: string;
}

/** Where a figure starts. */
export interface Spot {
  readonly position: Hex;
  readonly facing: Direction;
}

/**
 * A fixed spot, or one chosen inside the write from the hexes other figures already take, so
 * racing entries never pick the same hex (it may throw to refuse the entry).
 */
export type Placement = Spot | { readonly place: (taken: readonly Hex[]) => Spot };

interface AddFigureBase {
  readonly battleId: string;
  readonly sideId: string;
  /** The id the figure goes by in orders; by default "f1", "f2", … in the order added. */
  readonly figureKey?: string;
  readonly interactionId?: string;
}

/** A user's fighter from the figure store: copied now, and again when the battle starts. */
export interface AddFighterInput extends AddFigureBase {
  readonly kind: "fighter";
  readonly figureId: string;
  /** Puts this user on the figure's side in the same write (as `join` would). */
  readonly joinAs?: string;
  /** The owner's display name: tells the figure apart from a same-named one in the battle. */
  readonly ownerName?: string;
}

/** A monster the GM puts in: what the engine's set-up takes of one (ST, DX, a GM's beast's MA and hexes). */
export type AddMonsterInput = AddFigureBase &
  Pick<
    Extract<FigureSetup, { readonly kind: "monster" }>,
    "kind" | "monster" | "name" | "st" | "dx" | "ma" | "hexes"
  >;

export type AddFigureInput = (AddFighterInput | AddMonsterInput) & Placement;

export interface ChooseOptionalRulesInput {
  readonly battleId: string;
  /** The optional rules to fight with, replacing the earlier choice; each must be the ruleset's. */
  readonly optionalRules: readonly string[];
  readonly interactionId?: string;
}

export interface StartBattleInput {
  readonly battleId: string;
  readonly actorId: string;
  /** Rolls the opening (the first initiative); the faces go in the log. */
  readonly dice: Dice;
  readonly interactionId?: string;
}

export interface SubmitOrderInput {
  readonly battleId: string;
  readonly order: Order;
  readonly actorId: string;
  /** The Discord interaction; a second delivery of it is answered from the record. */
  readonly interactionId?: string;
  /** The version the user was shown. If the battle has moved on the order is checked again. */
  readonly expectedVersion?: number;
  readonly dice: Dice;
  /**
   * The battle as the caller just read it (`load`, `loadActiveIn`): the order is checked against
   * it instead of reading the battle again. Should the battle have moved on since, the write
   * loses its version compare-and-set and the order is checked against a fresh read.
   */
  readonly read?: LoadedBattle;
  /**
   * Apply only at exactly this version, or answer "conflict" without re-checking the order: for
   * the deadline's own orders, so a player's answer that landed meanwhile always wins.
   */
  readonly onlyAtVersion?: number;
  /** A GM ruling made by agreement: who proposed it and who of another side agreed. */
  readonly ruling?: RulingMark;
}

/** What a battle with a due reminder or deadline needs done (see MeleeBattles.dueBattles). */
export interface DueBattle {
  readonly battleId: string;
  readonly guildId: string;
  readonly channelId: string;
  /** The version the reminder or deadline belongs to: it is due for this decision only. */
  readonly version: number;
  readonly turnDeadlineAt: Date;
  /** When the reminder falls due (before the deadline). */
  readonly reminderAt: Date;
  /** "deadline" once the deadline has passed (the reminder is then moot), else "reminder". */
  readonly due: "reminder" | "deadline";
}

/** EP written to one persistent figure at a battle's end. */
export interface EpAward {
  readonly figureKey: string;
  readonly figureId: string;
  /** What the rules award (the arena's runaway: −10). */
  readonly awarded: number;
  /** What the figure's EP actually changed by: EP never goes below 0. */
  readonly applied: number;
  readonly epAfter: number;
}

export interface BattleEnding {
  readonly winner: string | null;
  readonly awards: readonly EpAward[];
}

/** An order applied. */
export interface AppliedOrder {
  readonly state: BattleState;
  readonly events: readonly BattleEvent[];
  readonly version: number;
  readonly seq: number;
  /** Set when this order ended the battle (and EP was awarded with it). */
  readonly ended: BattleEnding | null;
}

/** An order's interaction applied before: what it did then. */
export interface RepeatedOrder {
  readonly events: readonly BattleEvent[];
  readonly version: number;
  readonly seq: number;
}

export interface UndoInput {
  readonly battleId: string;
  /** Player-visible steps (orders and GM rulings) to take back, newest first. */
  readonly steps: number;
  readonly gmId: string;
  readonly reason: string;
  readonly interactionId?: string;
  /**
   * The battle's version when the GM chose the steps: if anything has happened since, the undo
   * is refused, so it never takes back a step the GM did not see.
   */
  readonly atVersion?: number;
}

/** A GM's re-roll of the newest step, as the GM saw it (see MeleeBattles.reroll). */
export interface RerollInput {
  readonly battleId: string;
  /** The battle's version when the GM chose to re-roll: refused if it has moved on. */
  readonly atVersion: number;
  readonly gmId: string;
  readonly reason: string;
  /** The fresh dice the step is made again with. */
  readonly dice: Dice;
  readonly interactionId?: string;
  /** The other side's player who agreed to it (a duel, or a GM re-rolling their own figure's step). */
  readonly agreedBy?: string;
}

/** A re-rolled step: the state before it, and the step made again. */
export interface Rerolled {
  readonly before: BattleState;
  readonly state: BattleState;
  readonly events: readonly BattleEvent[];
  readonly version: number;
  /** Set when the step made again ended the battle (and EP was awarded with it). */
  readonly ended: BattleEnding | null;
}

/** Puts figures under the computer player's control (`computer: true`) or back under their players'. */
export interface ComputerControlInput {
  readonly battleId: string;
  readonly gmId: string;
  readonly figureKeys: readonly string[];
  readonly computer: boolean;
  /** The computer player's level when `computer` is set; basic when not given. */
  readonly level?: ComputerLevel;
  readonly interactionId?: string;
}

export interface GmControlInput {
  readonly battleId: string;
  readonly gmId: string;
  readonly reason?: string;
  readonly interactionId?: string;
}

/** What a write did; `duplicate` when its interaction had been applied before. */
/**
 * What a store write did, or (`duplicate`) what its interaction did before; a refusal is thrown
 * as a BattleStateError, which the service answers as a refused outcome.
 */
export type WriteResult<T, D = T> =
  | { readonly duplicate: false; readonly value: T }
  | { readonly duplicate: true; readonly value: D };

/** The GM's controls of the battle's status. */
export type StatusAction = "pause" | "resume" | "abandon";

/**
 * A logged control: of the status, putting figures under the computer's control and back, or a
 * side conceding (which ends the battle).
 */
export type ControlAction = StatusAction | "computer" | "player" | "concede";

/**
 * A step decided by a ruling rather than by the rules' own course: a re-roll, or a GM's ruling
 * (rules of MELEE leave these to the GM). A recap reads these to say a battle was decided so.
 */
export interface RulingMark {
  readonly what: "reroll" | "ruling";
  /** Who called for it: the GM, or the duellist who proposed it. */
  readonly by: string;
  /** The other side's player who agreed to it; null when the GM's word sufficed. */
  readonly agreedBy: string | null;
}

export type LogPayload =
  | {
      readonly kind: "start";
      readonly setup: BattleSetup;
      readonly openingFaces: readonly number[];
      readonly events: readonly BattleEvent[];
    }
  | {
      readonly kind: "order" | "gm";
      readonly order: Order;
      readonly faces: readonly number[];
      readonly events: readonly BattleEvent[];
      /** Set on a re-rolled step, and on a ruling the other side agreed to. */
      readonly ruling?: RulingMark;
    }
  | {
      readonly kind: "control";
      readonly action: ControlAction;
      readonly reason: string | null;
      /** The figures a change of control names (their keys). */
      readonly figures?: readonly string[];
      /** The side that conceded (a concession only). */
      readonly side?: string;
      /** The computer player's level a "computer" control gives them (older logs: basic). */
      readonly level?: ComputerLevel;
    };

/** One row of the log, parsed. */
export type LogEntry = LogPayload & {
  readonly seq: number;
  readonly actorId: string;
  readonly interactionId: string | null;
  readonly version: number;
  readonly createdAt: Date;
};

export interface UndoRecord {
  readonly id: string;
  readonly gmId: string;
  readonly reason: string;
  readonly steps: number;
  readonly fromSeq: number;
  readonly toSeq: number;
  readonly createdAt: Date;
  readonly redoneAt: Date | null;
  readonly redoneBy: string | null;
  /** The rows it took back, exactly as they were. */
  readonly entries: readonly LogEntry[];
}

export interface StoredBattleLog {
  readonly battle: BattleSummary;
  readonly entries: readonly LogEntry[];
  readonly undos: readonly UndoRecord[];
}

/** The battle's live board message: its id once posted, and the deadline of the awaited decision. */
export interface BattleBoard {
  readonly messageId: string | null;
  readonly deadlineAt: Date | null;
}
