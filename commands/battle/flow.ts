/**
 * The turn flow in chat: after each accepted step, what the players need next. The initiative
 * result with buttons for the winner, a prompt naming the players whose figures await orders
 * (with each figure's legal options), one message with the map and the turn's log when the
 * turn's actions resolve, retreat choices with a "Don't push back" button, and at the end the
 * outcome with each figure's EP.
 */
import {
  type BattleEvent,
  type BattleState,
  chosenOption,
  EP_PER_ADVANCE,
  figuresFleeingFirst,
  formatHex,
  isOut,
  legalOptions,
  legalRetreatHexes,
  OPTIONS,
  pendingDecision,
  stepsAway,
} from "../../src/engine/index.ts";
import { describeEvents } from "../../src/render/log-text.ts";
import { describeMapForAltText } from "../../src/render/map/alt-text.ts";
import { renderMapInWorker } from "../../src/render/map-worker/render-in-worker.ts";
import type { BattleEnding, BattleSummary, LogEntry } from "../../src/store/battle-types.ts";
import { DISCORD_LIMITS, replyLimitProblems } from "../format/discord-limits.ts";
import { cutLines, fitEmbeds, splitEmbeds } from "../format/fit-lines.ts";
import { safeText } from "../format/safe-text.ts";
import type { Reply } from "../interaction.ts";
import { type BattleServices, controllerOf, nameOf, sideNameOf } from "../shared/channel-battle.ts";
import { logMessages } from "./log-embeds.ts";
import { giveOrdersButton } from "./order-flow.ts";
import { withRecap } from "./recap.ts";
import { retreatHexButtons, retreatPreviewFiles } from "./retreat-clicks.ts";
import { pushedBackFile, withTurnMap } from "./turn-map.ts";

export const BATTLE_PREFIX = "battle";

/** `battle:<id>:<version>:init:first:<turn>` and friends. */
export function buttonId(battleId: string, version: number, ...rest: string[]): string {
  return [BATTLE_PREFIX, battleId, String(version), ...rest].join(":");
}

function mention(userId: string): string {
  return `<@${userId}>`;
}

/** The players who control a side's figures still in the fight (the GM for monsters). */
function sideControllers(battle: BattleSummary, state: BattleState, sideId: string): string[] {
  const ids = state.figures
    .filter((f) => f.side === sideId && !isOut(f) && !f.escaped)
    .flatMap((f) => {
      const stored = battle.figures.find((s) => s.figureKey === f.id);
      return stored === undefined ? [] : [controllerOf(battle, stored)];
    });
  return [...new Set(ids)];
}

function figureController(battle: BattleSummary, figureKey: string): string {
  const stored = battle.figures.find((s) => s.figureKey === figureKey);
  return stored === undefined ? battle.gmId : controllerOf(battle, stored);
}

/** "(a) Move, (b) Charge attack, …" */
export function optionList(state: BattleState, figureKey: string): string {
  return legalOptions(state, figureKey)
    .map((code) => (code === "pass" ? "(pass) Do nothing" : `(${code}) ${OPTIONS[code].name}`))
    .join(", ");
}

/** Whether the figure awaited to act is one stepping away, (l) or (r), rather than attacking. */
function stepsAwayNow(state: BattleState, figure: string): boolean {
  const option = chosenOption(state, figure)?.option;
  return option !== undefined && stepsAway(option);
}

/** What the battle waits for, in one line (for /battle status and refusals). */
export function awaitedText(battle: BattleSummary, state: BattleState): string {
  if (battle.status === "paused")
    return "The battle is paused; the GM resumes it with /battle resume.";
  const decision = pendingDecision(state);
  switch (decision.kind) {
    case "initiative":
      return `${sideNameOf(battle, decision.side)} won the initiative and chooses who moves first (/battle initiative).`;
    case "orders":
      return `Orders for ${decision.figures.map((f) => nameOf(state, f)).join(", ")} (${sideNameOf(battle, decision.side)}) with /battle order.`;
    case "act":
      return stepsAwayNow(state, decision.figure)
        ? `${nameOf(state, decision.figure)} needs another step or to forfeit its action (/battle act).`
        : `${nameOf(state, decision.figure)} needs a new target or to forfeit its action (/battle act).`;
    case "retreat":
      return decision.rights
        .map(
          (r) =>
            `${nameOf(state, r.victor)} may push ${nameOf(state, r.enemy)} back (/battle retreat).`,
        )
        .join(" ");
    case "ended":
      return decision.winner === null
        ? "The battle is over: no winner."
        : `The battle is over: ${sideNameOf(battle, decision.winner)} wins.`;
  }
}

/** AM §3: who fled last turn and may flee on now, before the initiative's choice. */
function fleeingLine(state: BattleState, fleeing: readonly string[]): string[] {
  if (fleeing.length === 0) return [];
  const names = fleeing.map((f) => safeText(nameOf(state, f))).join(", ");
  return [
    `Fled last turn: ${names} may flee on first, before anyone moves (Flee first, or /battle order option:flee).`,
  ];
}

/** The prompt for whatever the battle now waits for. */
export function decisionPrompt(
  battle: BattleSummary,
  state: BattleState,
  version: number,
  ending: BattleEnding | null = null,
): Reply {
  const decision = pendingDecision(state);
  const turn = `Turn ${state.turn}`;
  switch (decision.kind) {
    case "initiative": {
      // The tutorial answers the initiative for the player (computer-turns.ts): nothing to ask.
      if (battle.mode === "tutorial") {
        return {
          content: `${turn}: ${safeText(sideNameOf(battle, decision.side))} won the initiative; in the tutorial the bot chooses who moves first.`,
        };
      }
      const players = sideControllers(battle, state, decision.side);
      const fleeing = figuresFleeingFirst(state);
      return {
        content: [
          `${turn}: ${safeText(sideNameOf(battle, decision.side))} won the initiative.`,
          `${players.map(mention).join(" ")} move first or second? (/battle initiative choice:first|second)`,
          ...fleeingLine(state, fleeing),
        ].join("\n"),
        mentionUserIds: players,
        components: [
          {
            kind: "buttons",
            buttons: [
              {
                customId: buttonId(battle.id, version, "init", "first", String(state.turn)),
                label: "Move first",
                style: "primary",
              },
              {
                customId: buttonId(battle.id, version, "init", "second", String(state.turn)),
                label: "Move second",
                style: "secondary",
              },
              ...(fleeing.length > 0
                ? [{ ...giveOrdersButton(battle.id, version), label: "Flee first" }]
                : []),
            ],
          },
        ],
      };
    }
    case "orders": {
      const byPlayer = new Map<string, string[]>();
      for (const figure of decision.figures) {
        const player = figureController(battle, figure);
        byPlayer.set(player, [...(byPlayer.get(player) ?? []), figure]);
      }
      const lines = [`${turn}, movement: ${safeText(sideNameOf(battle, decision.side))} to move.`];
      for (const [player, figures] of byPlayer) {
        lines.push(`${mention(player)}, orders for:`);
        for (const figure of figures) {
          lines.push(`• ${safeText(nameOf(state, figure))}: ${optionList(state, figure)}`);
        }
      }
      lines.push("Click Give orders, or type /battle order figure:<name> option:<letter>.");
      // Too many to list with their options: the names, and the flow and autocomplete offer them.
      const summary = [
        lines[0] ?? "",
        ...[...byPlayer].map(
          ([player, figures]) =>
            `${mention(player)}, orders for: ${figures.map((f) => safeText(nameOf(state, f))).join(", ")}`,
        ),
        "Click Give orders, or type /battle order figure:<name> option:<letter>; both offer each figure's legal options.",
      ];
      return {
        ...fitContent(lines, [...byPlayer.keys()], summary),
        components: [{ kind: "buttons", buttons: [giveOrdersButton(battle.id, version)] }],
      };
    }
    case "act": {
      const player = figureController(battle, decision.figure);
      const name = safeText(nameOf(state, decision.figure));
      const ask = stepsAwayNow(state, decision.figure)
        ? `${name} cannot step where it meant to. Choose another step with /battle act figure:${name} step:<hex> (step-facing:<facing> to turn), or forfeit:true.`
        : `${name}'s target is gone. Choose another with /battle act figure:${name} target:<name>, or forfeit:true.`;
      return { content: `${turn}: ${mention(player)}, ${ask}`, mentionUserIds: [player] };
    }
    case "retreat": {
      const players = [...new Set(decision.rights.map((r) => figureController(battle, r.victor)))];
      const lines = [`${turn}, forced retreat:`];
      // Each right's numbered hexes and its "Don't push back" start a row of their own.
      const rows = decision.rights
        .flatMap((r) =>
          chunk(
            [
              ...retreatHexButtons(battle.id, version, state, r),
              {
                customId: buttonId(battle.id, version, "stay", r.victor, r.enemy),
                label: `Don't push back ${nameOf(state, r.enemy)}`.slice(0, 80),
                style: "secondary" as const,
              },
            ],
            DISCORD_LIMITS.buttons,
          ),
        )
        .slice(0, DISCORD_LIMITS.rows)
        .map((row) => ({ kind: "buttons" as const, buttons: row }));
      for (const right of decision.rights) {
        const hexes = legalRetreatHexes(state, right).map(formatHex);
        lines.push(
          `${mention(figureController(battle, right.victor))}: ${safeText(nameOf(state, right.victor))} may push ${safeText(nameOf(state, right.enemy))} back to ${hexes.join(", ") || "nowhere"} (/battle retreat figure:${safeText(nameOf(state, right.victor))} enemy:${safeText(nameOf(state, right.enemy))} to:<hex> advance:true|false, and facing:<facing> to turn as it advances).`,
        );
      }
      lines.push("Click a number (as on the map) to push back there, then Advance or Stay.");
      return { ...fitContent(lines, players), components: rows };
    }
    case "ended":
      return endSummary(battle, state, ending);
  }
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}

/**
 * A prompt as one message: its content when it fits, else the mentions with the lines in
 * embeds; when even those would overflow, the shorter `summary` lines (cut if need be).
 */
function fitContent(
  lines: readonly string[],
  mentionUserIds: readonly string[],
  summary: readonly string[] = lines,
): Reply {
  const content = lines.join("\n");
  if (content.length <= DISCORD_LIMITS.content) return { content, mentionUserIds };
  const head = cutLines([mentionUserIds.map(mention).join(" ")], DISCORD_LIMITS.content);
  const embeds = splitEmbeds(lines) ?? fitEmbeds(summary);
  return { content: head, embeds, mentionUserIds };
}

/** The outcome and each figure's EP. */
export function endSummary(
  battle: BattleSummary,
  state: BattleState,
  ending: BattleEnding | null,
): Reply {
  const phase = state.phase;
  const winner = phase.kind === "ended" ? phase.winner : null;
  const lines = [
    winner === null
      ? "The battle is over: no winner."
      : `The battle is over: ${safeText(sideNameOf(battle, winner))} wins.`,
  ];
  for (const f of state.figures) {
    const ep = state.ep?.[f.id];
    const award = ending?.awards.find((a) => a.figureKey === f.id);
    const note = award === undefined ? "" : ` (now ${award.epAfter} EP)`;
    const condition =
      f.condition !== "ok"
        ? f.condition
        : f.escaped
          ? "left the arena"
          : f.droppedOut
            ? "dropped out"
            : "standing";
    lines.push(`• ${safeText(f.name)}: ${condition}, ${ep ?? 0} EP${note}`);
  }
  const embeds = fitEmbeds(lines, { title: "Battle over", color: 0xc9a227 });
  const prompts = advancePrompts(battle, ending);
  if (prompts.length === 0) return { embeds };
  return {
    content: cutLines(
      prompts.map((p) => p.line),
      DISCORD_LIMITS.content,
    ),
    embeds,
    mentionUserIds: [...new Set(prompts.map((p) => p.ownerId))],
  };
}

/**
 * For each figure whose new total buys an advance (MELEE: EXPERIENCE, 100 EP for +1 ST or DX),
 * a line telling its owner how to take it.
 */
function advancePrompts(
  battle: BattleSummary,
  ending: BattleEnding | null,
): { ownerId: string; line: string }[] {
  return (ending?.awards ?? []).flatMap((award) => {
    const stored = battle.figures.find((f) => f.figureKey === award.figureKey);
    if (stored?.ownerId == null || award.epAfter < EP_PER_ADVANCE) return [];
    const name = safeText(stored.name);
    return [
      {
        ownerId: stored.ownerId,
        line: `${mention(stored.ownerId)}, ${name} has ${award.epAfter} EP: trade ${EP_PER_ADVANCE} for +1 ST or DX with /figure advance name:${name} attribute:st (or attribute:dx).`,
      },
    ];
  });
}

/** The map as a file, with the alt text as its description (drawn off the event loop). */
export async function mapFile(state: BattleState, events: readonly BattleEvent[]) {
  const data = await renderMapInWorker(state, events);
  return { name: `turn-${state.turn}.png`, data, description: describeMapForAltText(state) };
}

/**
 * Every event of the entries that belongs to `turn`, from its start to the next turn's start
 * (the entries are the whole log, or those from the turn's start: see MeleeBattles.turnEntries).
 */
export function turnEvents(entries: readonly LogEntry[], turn: number): BattleEvent[] {
  const all = entries.flatMap((e) => (e.kind === "control" ? [] : e.events));
  const from = all.findIndex((e) => e.type === "turn-started" && e.turn === turn);
  if (from < 0) return [];
  const to = all.findIndex((e, i) => i > from && e.type === "turn-started");
  return all.slice(from, to < 0 ? undefined : to);
}

/** The events of a step split at the start of a new turn: the old turn's, then the new one's. */
function splitAtNewTurn(before: BattleState, events: readonly BattleEvent[]) {
  const split = events.findIndex((e) => e.type === "turn-started" && e.turn > before.turn);
  return split < 0
    ? { thisTurn: events, nextTurn: [] }
    : { thisTurn: events.slice(0, split), nextTurn: events.slice(split) };
}

/** Whether the step resolved the turn's actions (so the turn's map and log are posted). */
function resolvesTurn(before: BattleState, after: BattleState): boolean {
  const wasFighting = before.phase.kind === "movement" || before.phase.kind === "action";
  const stillFighting =
    after.turn === before.turn &&
    (after.phase.kind === "movement" || after.phase.kind === "action");
  return wasFighting && !stillFighting;
}

/**
 * The step's own log lines for the board when the step did not resolve the turn (a resolved
 * turn's lines are posted with its map instead).
 */
export function stepBoardLines(
  before: BattleState,
  after: BattleState,
  events: readonly BattleEvent[],
): string[] {
  if (resolvesTurn(before, after)) return [];
  return logLines(after, splitAtNewTurn(before, events).thisTurn);
}

/**
 * What to post after an accepted step: when the turn's actions have resolved, one message with
 * the map and the whole turn's log; then the next prompt, a short ping for the awaited players,
 * riding on the turn's message when it fits there. A step within the turn heads that ping with
 * its lines when they fit, and is shown on the board (stepBoardLines).
 */
export async function stepMessages(
  store: BattleServices,
  battle: BattleSummary,
  before: BattleState,
  after: BattleState,
  events: readonly BattleEvent[],
  version: number,
  ending: BattleEnding | null,
): Promise<Reply[]> {
  const asked = decisionPrompt(battle, after, version, ending);
  if (after.phase.kind === "ended") {
    const [end, ...recap] = await withRecap(store, battle.id, after, asked);
    return [...(await stepMessagesBefore(store, battle, before, after, events, end)), ...recap];
  }
  return stepMessagesBefore(store, battle, before, after, events, asked);
}

/** The step's messages ending with `asked`: the resolved turn's map and log first, if any. */
async function stepMessagesBefore(
  store: BattleServices,
  battle: BattleSummary,
  before: BattleState,
  after: BattleState,
  events: readonly BattleEvent[],
  asked: Reply,
): Promise<Reply[]> {
  const { thisTurn, nextTurn } = splitAtNewTurn(before, events);
  const pushed = events.some((e) => e.type === "retreat" && e.to !== null);
  const prompt =
    pendingDecision(after).kind === "retreat"
      ? { ...asked, files: await retreatPreviewFiles(after) }
      : pushed
        ? { ...asked, files: [await pushedBackFile(after, thisTurn)] }
        : asked;
  const opening = logLines(after, nextTurn).map(safeText);
  // A step within the turn heads the ping with what it did, so the next player sees it; when
  // that would not fit, the board carries it alone.
  const step = stepBoardLines(before, after, events).map(safeText);
  const headed = [...step, ...opening, prompt.content ?? ""].join("\n").trim();
  const together = [...opening, prompt.content ?? ""].join("\n").trim();
  const prompts: Reply[] =
    step.length > 0 && headed.length <= DISCORD_LIMITS.content
      ? [{ ...prompt, content: headed }]
      : opening.length === 0
        ? [prompt]
        : together.length <= DISCORD_LIMITS.content
          ? [{ ...prompt, content: together }]
          : [{ content: cutLines(opening, DISCORD_LIMITS.content) }, prompt];
  if (!resolvesTurn(before, after)) return prompts;
  const turnLog = turnEvents(await store.battles.turnEntries(battle.id, before.turn), before.turn);
  const log = logMessages(`Turn ${before.turn}`, logLines(after, turnLog));
  return withPrompts(await withTurnMap(battle, after, turnLog, log), prompts);
}

/** Posts followed by prompts, the first prompt riding on the last post when the two fit in one. */
export function withPrompts(posts: readonly Reply[], prompts: readonly Reply[]): Reply[] {
  const [next, ...rest] = prompts;
  const last = posts[posts.length - 1];
  const merged: Reply | undefined =
    next === undefined || last === undefined || last.content !== undefined
      ? undefined
      : {
          ...last,
          ...next,
          embeds: [...(last.embeds ?? []), ...(next.embeds ?? [])],
          files: [...(last.files ?? []), ...(next.files ?? [])],
          components: [...(last.components ?? []), ...(next.components ?? [])],
        };
  return merged !== undefined && replyLimitProblems(merged).length === 0
    ? [...posts.slice(0, -1), merged, ...rest]
    : [...posts, ...prompts];
}

/** The log's lines for some events, without the turn header (the embed's title names the turn). */
export function logLines(state: BattleState, events: readonly BattleEvent[]): string[] {
  return describeEvents(state, events).filter((line) => !line.startsWith("──"));
}
