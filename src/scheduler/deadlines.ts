/**
 * Turn deadlines, asynchronous play's clock. Each running battle with a deadline waits at most
 * `deadlineSeconds` for every decision (the store moves `turnDeadlineAt` on with each step):
 *
 * - Once `reminderFraction` of that time has passed (default three quarters), a reminder
 *   mentions the players the battle waits for, once per decision.
 * - At the deadline, the late decision is made for them, through the store's normal
 *   `submitOrder` (logged, versioned, with "deadline" as the actor and `deadline:<battle>:<version>`
 *   as the interaction, so it is applied once however often it is processed): a figure awaiting
 *   orders takes the safest option (defend if engaged and able, else do nothing), the
 *   initiative's winner moves second, a figure whose target is gone forfeits its action, and a
 *   forced retreat is declined. Then the same messages are posted as after a player's step,
 *   after a line saying who "did not answer in time".
 * - A battle waiting for a figure under the computer player's control (a restart came between a
 *   step and the computer's answer) gets the computer's steps, as a handler would have posted.
 *
 * Everything lives in the database, so it survives restarts: the first check runs as soon as
 * the scheduler starts and catches up on whatever fell due while the bot was down (a decision
 * whose deadline has passed gets no reminder, only the deadline). Front-end free: it posts
 * through the function it is given, which throws ChannelLostError when the battle's channel is
 * deleted (the battle is then abandoned) or out of the bot's reach (paused).
 */

import { awaitedPlayers } from "../../commands/battle/awaited-players.ts";
import { refreshBoard } from "../../commands/battle/board.ts";
import { battleChannelLost, ChannelLostError } from "../../commands/battle/channel-lost.ts";
import { playComputerTurns } from "../../commands/battle/computer-turns.ts";
import { stepBoardLines, stepMessages } from "../../commands/battle/flow.ts";
import { DISCORD_LIMITS } from "../../commands/format/discord-limits.ts";
import { cutLines } from "../../commands/format/fit-lines.ts";
import { safeText } from "../../commands/format/safe-text.ts";
import type { ChannelMessages, Reply } from "../../commands/interaction.ts";
import type { Services } from "../../commands/services.ts";
import type { SendDirectMessage } from "../../commands/shared/direct-message.ts";
import { safestOrder } from "../computer/index.ts";
import {
  type BattleEvent,
  type BattleState,
  type Decision,
  declineRetreat,
  type Order,
  pendingDecision,
} from "../engine/index.ts";
import type { BattleEnding, BattleSummary, DueBattle } from "../store/battle-types.ts";
import { DEADLINE_ACTOR } from "../store/log-actors.ts";
import { checkGameDeadlines } from "./game-deadlines.ts";
import { sendReminderDms } from "./reminder-dms.ts";

export const DEFAULT_CHECK_SECONDS = 30;

export interface ChannelRef {
  readonly guildId: string;
  readonly channelId: string;
}

/** Posts a message in a battle's channel: the bot's client, or the terminal in local play. */
export type PostToChannel = (place: ChannelRef, reply: Reply) => Promise<void>;

/** The little of a logger the scheduler needs. */
export interface SchedulerLog {
  info(msg: string, fields?: Readonly<Record<string, unknown>>): void;
  error(msg: string, fields?: Readonly<Record<string, unknown>>): void;
}

export type DeadlineServices = Pick<
  Services,
  "battles" | "newDice" | "clock" | "games" | "reminders"
>;

export interface DeadlineOptions {
  readonly services: DeadlineServices;
  readonly post: PostToChannel;
  /** The bot's messages in a battle's channel, to edit its board (none: the board stays). */
  readonly messagesIn?: (place: ChannelRef) => ChannelMessages;
  /** Sends a direct message (Discord's DMs): the reminder goes by DM too to who asked (none: only in the channel). */
  readonly sendDirect?: SendDirectMessage;
  /** Fraction of a decision's time after which the reminder goes (default 0.75). */
  readonly reminderFraction?: number;
  /**
   * Whether this process looks after the guild's battles (default: every guild). With several
   * shard processes each takes only its own guilds', so no reminder goes out twice.
   */
  readonly ownsGuild?: (guildId: string) => boolean;
  readonly log?: SchedulerLog;
}

export interface CheckReport {
  readonly reminders: number;
  readonly deadlines: number;
}

/** The interaction id of the deadline's order on the battle at `version`. */
export function deadlineInteractionId(battleId: string, version: number): string {
  return `deadline:${battleId}:${version}`;
}

/** One pass: every reminder and deadline due now, each battle on its own (one failing never stops the rest). */
export async function checkDeadlines(options: DeadlineOptions): Promise<CheckReport> {
  const { services, log } = options;
  const now = services.clock.now();
  const due = await services.battles.dueBattles(
    now,
    options.reminderFraction === undefined ? {} : { reminderFraction: options.reminderFraction },
  );
  let reminders = 0;
  let deadlines = 0;
  const ownsGuild = options.ownsGuild ?? (() => true);
  for (const battle of due.filter((b) => ownsGuild(b.guildId))) {
    try {
      if (battle.due === "reminder") {
        if (await sendReminder(options, battle, now)) reminders += 1;
      } else if (await applyDeadline(options, battle)) {
        deadlines += 1;
      }
    } catch (error) {
      if (error instanceof ChannelLostError) await giveUpLostBattle(options, battle, error);
      else log?.error("deadline processing failed", { battleId: battle.battleId, error });
    }
  }
  const computerSteps = await catchUpComputerTurns(options);
  if (computerSteps > 0) log?.info("computer turns caught up", { steps: computerSteps });
  const games = services.games;
  if (games !== undefined) deadlines += await checkGameDeadlines(options, games);
  return { reminders, deadlines };
}

/**
 * The computer's turns a battle still owes (the process stopped between a player's step and
 * the computer's answer): played now, after the deadlines, which may have made them due.
 */
async function catchUpComputerTurns(options: DeadlineOptions): Promise<number> {
  const ownsGuild = options.ownsGuild ?? (() => true);
  let steps = 0;
  for (const battle of await options.services.battles.computerBattles()) {
    if (!ownsGuild(battle.guildId)) continue;
    try {
      steps += await playComputerTurns(
        options.services,
        battle.battleId,
        (reply) => options.post(battle, reply),
        options.messagesIn?.(battle),
      );
    } catch (error) {
      if (error instanceof ChannelLostError) await giveUpLostBattle(options, battle, error);
      else options.log?.error("computer turn failed", { battleId: battle.battleId, error });
    }
  }
  return steps;
}

/** The battle's channel is gone or out of reach: abandon or pause it, so its deadlines stop. */
async function giveUpLostBattle(
  options: DeadlineOptions,
  battle: ChannelRef & { readonly battleId: string },
  lost: ChannelLostError,
): Promise<void> {
  try {
    const outcome = await battleChannelLost(options.services.battles, battle, lost.loss);
    if (outcome !== null) options.log?.info("battle channel lost", { ...outcome });
  } catch (error) {
    options.log?.error("deadline processing failed", { battleId: battle.battleId, error });
  }
}

export interface RunningScheduler {
  /** The first check (the catch-up after a restart) has finished. */
  readonly started: Promise<void>;
  /** Stops the timer and waits for a check in progress. */
  stop(): Promise<void>;
}

/** Checks now, then every `intervalSeconds`; one check at a time. */
export function startDeadlineScheduler(
  options: DeadlineOptions & { readonly intervalSeconds?: number },
): RunningScheduler {
  const interval = (options.intervalSeconds ?? DEFAULT_CHECK_SECONDS) * 1000;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = (): Promise<void> => {
    const check = checkDeadlines(options).then(
      (report) => {
        if (report.reminders + report.deadlines > 0) options.log?.info("deadlines", { ...report });
      },
      (error: unknown) => options.log?.error("deadline check failed", { error }),
    );
    running = check;
    return check;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void tick().then(schedule), interval);
    timer.unref();
  };
  const started = tick().then(schedule);
  return {
    started,
    async stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      await running;
    },
  };
}

// ---- Reminders ------------------------------------------------------------------------------

async function sendReminder(options: DeadlineOptions, due: DueBattle, now: Date): Promise<boolean> {
  const { services, post } = options;
  const loaded = await services.battles.load(due.battleId);
  if (loaded.version !== due.version || loaded.state === null) return false;
  const players = awaitedPlayers(loaded.battle, loaded.state);
  if (!(await services.battles.markReminderSent(due.battleId, due.version, now))) return false;
  const seconds = Math.floor(due.turnDeadlineAt.getTime() / 1000);
  const reply: Reply = {
    content: [
      `${players.map((id) => `<@${id}>`).join(" ")} reminder: the battle is waiting for you.`,
      `At the deadline, <t:${seconds}:f> (${utc(due.turnDeadlineAt)} UTC), ${LATE_OUTCOME[pendingDecision(loaded.state).kind]}. /battle status shows what is awaited.`,
    ].join("\n"),
    mentionUserIds: players,
  };
  try {
    await post(due, reply);
  } catch (error) {
    // Give the claim back so the next check tries again.
    await services.battles.unmarkReminderSent(due.battleId, due.version, now);
    throw error;
  }
  if (options.sendDirect !== undefined) {
    await sendReminderDms(
      options,
      options.sendDirect,
      loaded.battle,
      loaded.state,
      due.version,
      players,
    );
  }
  return true;
}

/** What the deadline will do, for the reminder. */
const LATE_OUTCOME: Readonly<Record<Decision["kind"], string>> = {
  initiative: "your side moves second",
  orders: "your figures take the safest option (defend if engaged and able, else do nothing)",
  act: "your figure forfeits its action",
  retreat: "your figure does not push its foe back",
  ended: "nothing happens",
};

// ---- Deadlines ------------------------------------------------------------------------------

/** The deadline's answer to the next part of the late decision, or null when it is all made. */
function nextDeadlineOrder(
  state: BattleState,
  late: Decision,
  done: ReadonlySet<string>,
): Order | null {
  const decision = pendingDecision(state);
  if (decision.kind !== late.kind) return null;
  switch (decision.kind) {
    case "initiative":
      return done.size > 0 ? null : { type: "initiative", side: decision.side, moveFirst: false };
    case "orders": {
      if (late.kind !== "orders" || decision.side !== late.side) return null;
      const figure = decision.figures.find((f) => late.figures.includes(f) && !done.has(f));
      return figure === undefined ? null : safestOrder(state, figure);
    }
    case "act":
      return done.size > 0 ? null : { type: "act", figure: decision.figure, target: null };
    case "retreat": {
      if (late.kind !== "retreat") return null;
      const right = decision.rights.find(
        (r) =>
          late.rights.some((l) => l.victor === r.victor && l.enemy === r.enemy) &&
          !done.has(`${r.victor}:${r.enemy}`),
      );
      return right === undefined ? null : declineRetreat(right);
    }
    case "ended":
      return null;
  }
}

function orderKey(order: Order): string {
  switch (order.type) {
    case "move":
    case "act":
    case "change-option":
      return order.figure;
    case "retreat":
      return `${order.victor}:${order.enemy}`;
    case "initiative":
      return `initiative:${order.side}`;
    case "gm":
      return "gm";
  }
}

/** What the deadline did, for the chat: "Wulf did not answer in time: defends (i)." */
function deadlineLine(battle: BattleSummary, state: BattleState, order: Order): string {
  const name = (key: string) => safeText(state.figures.find((f) => f.id === key)?.name ?? key);
  switch (order.type) {
    case "initiative": {
      const side = battle.sides.find((s) => s.id === order.side)?.name ?? order.side;
      return `${safeText(side)} did not answer in time: moves second.`;
    }
    case "move":
      return `${name(order.figure)} did not answer in time: ${order.option === "i" ? "defends (i)" : "stands still and does nothing"}.`;
    case "act":
      return `${name(order.figure)} did not answer in time: forfeits its action.`;
    case "retreat":
      return `${name(order.victor)} did not answer in time: does not push ${name(order.enemy)} back.`;
    default:
      return "The deadline passed.";
  }
}

/** Makes the late decision and posts what follows. True if this call applied it. */
async function applyDeadline(options: DeadlineOptions, due: DueBattle): Promise<boolean> {
  const { services, post, log } = options;
  const loaded = await services.battles.load(due.battleId);
  if (loaded.version !== due.version || loaded.state === null) return false;
  const before = loaded.state;
  const late = pendingDecision(before);
  let state = before;
  let version = loaded.version;
  const events: BattleEvent[] = [];
  const lines: string[] = [];
  let ending: BattleEnding | null = null;
  const done = new Set<string>();
  // Bounded by the figures in the battle: every order answers a different part of the decision.
  for (let i = 0; i <= before.figures.length * before.figures.length + 1; i++) {
    const order = nextDeadlineOrder(state, late, done);
    if (order === null) break;
    const outcome = await services.battles.submitOrder({
      battleId: due.battleId,
      order,
      actorId: DEADLINE_ACTOR,
      interactionId: deadlineInteractionId(due.battleId, version),
      onlyAtVersion: version,
      dice: services.newDice(),
    });
    if (outcome.kind !== "applied") {
      // A conflict is a player's answer (or a pause) landing first; anything else is a fault.
      if (outcome.kind === "refused" && outcome.refusal.code !== "conflict") {
        log?.error("the deadline's order was refused", {
          battleId: due.battleId,
          refusal: outcome.refusal,
        });
      }
      break;
    }
    done.add(orderKey(order));
    lines.push(deadlineLine(loaded.battle, state, order));
    state = outcome.value.state;
    version = outcome.value.version;
    events.push(...outcome.value.events);
    ending = outcome.value.ended;
  }
  if (lines.length === 0) return false;
  const battle = (await services.battles.load(due.battleId)).battle;
  const messages = await stepMessages(services, battle, before, state, events, version, ending);
  // The notice heads the first message's text when both fit there.
  const notice = cutLines([`⏰ ${lines[0]}`, ...lines.slice(1)], DISCORD_LIMITS.content);
  const [first, ...rest] = messages;
  const headed = [notice, first?.content ?? ""].join("\n").trim();
  const head =
    first !== undefined && headed.length <= DISCORD_LIMITS.content
      ? [{ ...first, content: headed }]
      : [{ content: notice }, ...(first === undefined ? [] : [first])];
  for (const message of [...head, ...rest]) await post(due, message);
  const boardLines = stepBoardLines(before, state, events);
  await refreshBoard(options.messagesIn?.(due), services, battle, state, boardLines);
  return true;
}

function utc(date: Date): string {
  return date.toISOString().slice(0, 16).replace("T", " ");
}
