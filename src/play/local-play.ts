/**
 * Local play: the bot in a terminal, no Discord needed. The user types the same slash commands
 * as text; with a TTY there is a prompt, and piped input runs line by line, strictly in order,
 * so a session can be scripted.
 */
import { createInterface } from "node:readline";
import { COMMANDS } from "../../commands/index.ts";
import type { Services } from "../../commands/services.ts";
import { type SchedulerLog, startDeadlineScheduler } from "../scheduler/deadlines.ts";
import { LocalSession } from "./local-session.ts";

export interface LocalPlayOptions {
  readonly services: Services;
  readonly input: NodeJS.ReadableStream;
  readonly output: NodeJS.WritableStream;
  /** The default player's name; its id is `local:<name>` and it manages the local server. */
  readonly user: string;
  /** Where files the bot attaches (exports, images) are written. */
  readonly outputDir: string;
  /** Check turn deadlines this often and print what they post; unset: no deadline checks. */
  readonly deadlineCheckSeconds?: number;
  readonly log?: SchedulerLog;
}

/** Resolves when the input ends or the user types /quit. */
export async function runLocalPlay(options: LocalPlayOptions): Promise<void> {
  const { input, output, user } = options;
  const interactive = "isTTY" in input && input.isTTY === true;
  const print = (text: string) => {
    output.write(`${text}\n`);
  };
  const session = new LocalSession({
    services: options.services,
    commands: COMMANDS,
    user,
    outputDir: options.outputDir,
    print,
  });
  const lines = createInterface({
    input,
    output: interactive ? output : undefined,
    terminal: interactive,
  });
  // The deadlines' messages are printed like any other answer.
  const deadlines =
    options.deadlineCheckSeconds === undefined
      ? undefined
      : startDeadlineScheduler({
          services: options.services,
          post: (place, reply) => session.announce(place, reply),
          intervalSeconds: options.deadlineCheckSeconds,
          ...(options.log === undefined ? {} : { log: options.log }),
        });
  print("Melee Bot local play. Type /help for commands, /quit to leave.");
  lines.setPrompt(`${user}> `);
  if (interactive) lines.prompt();
  try {
    for await (const line of lines) {
      // Piped input is not shown by a terminal; echo it so the transcript reads as a session.
      if (!interactive && line.trim() !== "") print(`${user}> ${line}`);
      if ((await session.handle(line)) === "quit") break;
      if (interactive) lines.prompt();
    }
  } finally {
    lines.close();
    await deadlines?.stop();
  }
}
