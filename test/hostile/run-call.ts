/**
 * Runs one hostile slash command or button press in the world and checks what it did (see
 * commands.test.ts and components.test.ts).
 */
import { COMMANDS } from "../../commands/index.ts";
import type { Actor } from "../../commands/interaction.ts";
import { componentOwner } from "../../src/bot/route.ts";
import { type ArenaWorld, ELSEWHERE, executeRecorded } from "./arena-world.ts";
import type { HostileCall, Mode } from "./hostile-calls.ts";
import { gameLogOf, onlySealedOrders, withLegalOrder } from "./legal-orders.ts";
import { recordingComponent } from "./recording-interaction.ts";
import { messageProblems } from "./reply-checks.ts";

/**
 * The subcommands that answer publicly without changing anything: they show things, or post a
 * challenge. Any other call that changed nothing was refused, and a refusal must be private.
 */
const SHOWING = new Set([
  "battle status",
  "battle board",
  "battle map",
  "battle log",
  "figure list",
  "figure show",
  "figure export",
  "figure leaderboard",
  "help ",
  "duel challenge",
  // La Mame's MELEE's and Quick Combat's boards, for everyone.
  "lamame status",
  "quick status",
  // Asks the owner to confirm with buttons; the press deletes.
  "figure delete",
]);

/** Runs one call; returns every problem with what it did, and whether it changed anything. */
export async function runCall(
  world: ArenaWorld,
  drawn: HostileCall,
  mode: Mode,
): Promise<{ problems: string[]; changed: boolean }> {
  await world.ensureBattleInProgress();
  const call = await withLegalOrder(world, drawn);
  const before = await world.snapshot();
  const logBefore = await gameLogOf(world, call);
  const interaction = await executeRecorded(
    {
      ...call,
      place: world.place(call.elsewhere ? ELSEWHERE : world.channelFor(call.commandName)),
    },
    world.services,
  );
  world.remember(interaction);

  const problems: string[] = [];
  const answered = interaction.sent.some((s) => s.kind === "reply");
  if (!answered) problems.push("the command was never answered");
  for (const sent of interaction.sent) {
    problems.push(...messageProblems(sent, { limits: mode === "malformed" }));
  }
  const privateOnly =
    interaction.threads.length === 0 && interaction.sent.every((s) => s.reply.ephemeral === true);
  const changed = (await world.snapshot()) !== before;
  if (privateOnly && changed && !onlySealedOrders(logBefore, await gameLogOf(world, call))) {
    problems.push(
      `answered only privately but changed the battle or the figures: ${interaction.sent.map((s) => s.reply.content).join(" | ")}`,
    );
  }
  const showing = SHOWING.has(`${call.commandName} ${call.subcommand ?? ""}`);
  if (!changed && !showing && interaction.sent.some((s) => s.reply.ephemeral !== true)) {
    problems.push(`refused publicly: ${interaction.sent.map((s) => s.reply.content).join(" | ")}`);
  }
  await world.checkBattles(() => "");
  return { problems, changed };
}

export interface Press {
  readonly customId: string;
  readonly values: readonly string[];
  readonly actor: Actor;
  readonly elsewhere: boolean;
}

/**
 * Presses one button or menu; returns every problem, whether anything changed, and whether a
 * command owned the id (dispatch answers an id no command owns as out of date).
 */
export async function runPress(
  world: ArenaWorld,
  press: Press,
): Promise<{ problems: string[]; changed: boolean; handled: boolean }> {
  const owner = componentOwner(COMMANDS, press.customId);
  if (owner?.handleComponent === undefined) return { problems: [], changed: false, handled: false };
  await world.ensureBattleInProgress();
  const forged = !world.components.has(press.customId);
  const before = await world.snapshot();
  const interaction = recordingComponent({
    ...press,
    place: world.place(press.elsewhere ? ELSEWHERE : world.channelFor(owner.definition.name)),
  });
  await owner.handleComponent(interaction, world.services);
  world.remember(interaction);

  const problems: string[] = [];
  if (!interaction.sent.some((s) => s.kind === "reply" || s.kind === "update")) {
    problems.push("the press was never answered");
  }
  for (const sent of interaction.sent) {
    problems.push(...messageProblems(sent, { strangers: forged }));
  }
  const changed = (await world.snapshot()) !== before;
  const privateOnly =
    interaction.threads.length === 0 &&
    interaction.sent.every((s) => s.kind !== "update" && s.reply.ephemeral === true);
  if (privateOnly && changed) {
    problems.push(
      `refused privately but changed something: ${interaction.sent.map((s) => s.reply.content).join(" | ")}`,
    );
  }
  await world.checkBattles(() => `after pressing ${press.customId}`);
  return { problems, changed, handled: true };
}
