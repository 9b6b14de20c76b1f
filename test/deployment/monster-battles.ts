/**
 * A player for the end-to-end shard tests and the load bench: GM-run battles of a bear against a
 * wolf, driven only through the fake Discord's slash commands, with the bot in other processes.
 * What a battle awaits is read from the shared database (as a player reads the prompt).
 */

import type { MeleeBattles } from "../../src/battles/melee-battles.ts";
import { pendingDecision } from "../../src/engine/index.ts";
import type { FakeDiscord, OptionInput, RecordedMessage } from "../fake-discord/index.ts";

export interface Table {
  readonly guild: string;
  readonly channel: string;
  /** The battle's creator, so its GM, who orders both monsters. */
  readonly gm: string;
}

export interface Arena {
  readonly discord: FakeDiscord;
  /** Read-only use: which battle is in a channel and what it awaits. */
  readonly battles: Pick<MeleeBattles, "activeInChannel" | "load" | "log">;
  readonly timeoutMs: number;
}

/** One interaction: from its dispatch over the gateway to the answer the user sees. */
export interface Sample {
  readonly subcommand: string;
  readonly ms: number;
  /** The answer carried the turn's map. */
  readonly withMap: boolean;
}

export class RefusedError extends Error {}

/** Sends /battle <subcommand> as the GM; a private (refusing) answer throws RefusedError. */
export async function gmCommand(
  arena: Arena,
  table: Table,
  subcommand: string,
  options: Readonly<Record<string, OptionInput>> = {},
): Promise<{ sample: Sample; reply: RecordedMessage }> {
  const started = performance.now();
  const handle = await arena.discord.command({
    guild: table.guild,
    channel: table.channel,
    user: table.gm,
    name: "battle",
    subcommand,
    options,
  });
  const reply = await handle.reply(arena.timeoutMs);
  const ms = performance.now() - started;
  if (reply.ephemeral) {
    throw new RefusedError(`/battle ${subcommand} in ${table.channel}: "${reply.content}"`);
  }
  const withMap = reply.attachments.some((a) => a.filename.endsWith(".png"));
  return { sample: { subcommand, ms, withMap }, reply };
}

/** A formed and started battle of a bear (side a) against a wolf (side b). */
export async function openMonsterBattle(arena: Arena, table: Table): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (const [subcommand, options] of [
    ["new", { type: "arena", thread: false }],
    ["add", { monster: "bear", side: "a" }],
    ["add", { monster: "wolf", side: "b" }],
    ["start", {}],
  ] as const) {
    samples.push((await gmCommand(arena, table, subcommand, options)).sample);
  }
  return samples;
}

export type Think = () => Promise<void>;

/**
 * One turn in which neither monster does anything: the initiative (moving first), then an
 * order for each figure the battle awaits, with `think` before each step.
 */
export async function playQuietTurn(arena: Arena, table: Table, think: Think): Promise<Sample[]> {
  const samples: Sample[] = [];
  await think();
  samples.push((await gmCommand(arena, table, "initiative", { choice: "first" })).sample);
  for (;;) {
    const figure = await awaitedFigure(arena, table);
    if (figure === undefined) return samples;
    await think();
    samples.push((await gmCommand(arena, table, "order", { figure, option: "pass" })).sample);
  }
}

/** The name of the figure whose order the battle awaits, or undefined at a new turn. */
export async function awaitedFigure(arena: Arena, table: Table): Promise<string | undefined> {
  const guild = arena.discord.guild(table.guild);
  const stored = await arena.battles.activeInChannel(guild.id, guild.channel(table.channel).id);
  if (stored === null) throw new Error(`no battle in ${table.channel}`);
  const { state } = await arena.battles.load(stored.id);
  if (state === null) throw new Error(`the battle in ${table.channel} has not started`);
  const decision = pendingDecision(state);
  if (decision.kind === "initiative") return undefined;
  if (decision.kind !== "orders") {
    throw new Error(`${table.channel} awaits ${decision.kind}, not orders`);
  }
  const key = decision.figures[0];
  const name = stored.figures.find((f) => f.figureKey === key)?.name;
  if (name === undefined) throw new Error(`${table.channel}: no figure ${String(key)}`);
  return name;
}
