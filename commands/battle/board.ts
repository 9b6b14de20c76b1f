/**
 * The board: one message per battle, edited in place at each step (Avrae's live combat message),
 * so the channel holds the battle's state without a message per step. It shows the turn and
 * phase, who is awaited and by when, each figure's ST, posture and engagement, and the last
 * step's log lines; its Full map button shows the whole arena as it stands.
 */
import {
  type BattleState,
  formatDirection,
  formatHex,
  isOut,
  stRemaining,
} from "../../src/engine/index.ts";
import { conditionsLine } from "../../src/render/conditions-text.ts";
import { mountDxText, mountText, statusWords } from "../../src/render/map/describe.ts";
import type { BattleSummary } from "../../src/store/battle-types.ts";
import { fitEmbeds } from "../format/fit-lines.ts";
import { safeText } from "../format/safe-text.ts";
import type { ChannelMessages, Reply } from "../interaction.ts";
import { keepBoardMessage, relativeTime } from "../shared/board-message.ts";
import { type BattleServices, controllerOf } from "../shared/channel-battle.ts";
import { awaitedText } from "./flow.ts";
import { optionalRulesLine } from "./optional-rules.ts";
import { fullMapButton } from "./turn-map.ts";

const BOARD_COLOR = 0x2b6cb0;

/** Each side's name, then a line per figure: owner (or the computer and its level), hex and facing, posture, ST, engagement. */
export function figureLines(battle: BattleSummary, state: BattleState): string[] {
  return battle.sides.flatMap((side) => {
    const rows = state.figures
      .filter((f) => f.side === side.id)
      .map((f) => {
        const stored = battle.figures.find((s) => s.figureKey === f.id);
        const owner = stored?.computer
          ? `🤖 ${stored.computerLevel} computer`
          : stored?.ownerId === null || stored === undefined
            ? "GM"
            : `<@${controllerOf(battle, stored)}>`;
        const where = f.escaped
          ? "left the arena"
          : `${formatHex(f.position)} facing ${formatDirection(f.facing)}`;
        // A rider's mount with its own ST and DX (AM §9) beside the rider's.
        const mount = f.mount && !isOut(f) ? [mountText(f), mountDxText(f)] : [];
        const words = [...mount, ...statusWords(state, f)]
          .filter((w) => w !== f.posture)
          .map((w) => `, ${safeText(w)}`)
          .join("");
        return `• ${safeText(f.name)} (${owner}): ${where}, ${f.posture}, ST ${stRemaining(f)}/${f.st}${words}`;
      });
    return [`**${safeText(side.name)}**`, ...rows];
  });
}

/** "Turn 3 · movement" */
function phaseTitle(state: BattleState): string {
  const phase = state.phase.kind === "ended" ? "over" : state.phase.kind;
  return `Turn ${state.turn} · ${phase}`;
}

/** The board's message: pings nobody (an edit never pings, and the post should not either). */
export function boardReply(
  battle: BattleSummary,
  state: BattleState,
  deadlineAt: Date | null,
  lastLines: readonly string[] = [],
): Reply {
  const awaited = safeText(awaitedText(battle, state));
  const due =
    deadlineAt === null || battle.status !== "active" ? "" : ` Due ${relativeTime(deadlineAt)}.`;
  const last = lastLines.length === 0 ? [] : ["", "Last:", ...lastLines.map(safeText)];
  const rules = optionalRulesLine(state.ruleset, state.optionalRules);
  const conditions = conditionsLine(state);
  const lines = [
    `${awaited}${due}`,
    ...(rules === undefined ? [] : [rules]),
    ...(conditions === undefined ? [] : [conditions]),
    "",
    ...figureLines(battle, state),
    ...last,
  ];
  return {
    embeds: fitEmbeds(lines, { title: phaseTitle(state), color: BOARD_COLOR }).slice(0, 1),
    components: [{ kind: "buttons", buttons: [fullMapButton(battle.id, battle.version)] }],
    mentionUserIds: [],
  };
}

/**
 * Edits the battle's board to show `state`, or posts it (again, if the old one was deleted) and
 * records its id. Without a place to post (a front end lacking the capability) it does nothing.
 */
export async function refreshBoard(
  messages: ChannelMessages | undefined,
  store: BattleServices,
  battle: BattleSummary,
  state: BattleState,
  lastLines: readonly string[] = [],
): Promise<void> {
  if (messages === undefined) return;
  const board = await store.battles.board(battle.id);
  if (board === null) return;
  await keepBoardMessage(
    messages,
    board.messageId,
    boardReply(battle, state, board.deadlineAt, lastLines),
    (id) => store.battles.setBoardMessage(battle.id, id),
  );
}
