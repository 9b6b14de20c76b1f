/**
 * One terminal's game: reads each typed line, runs it through the same handlers Discord would,
 * and prints what the bot answers. Lines run strictly one after another.
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { PermissionFlagsBits } from "discord-api-types/v10";
import type { Command } from "../../commands/command.ts";
import type {
  Actor,
  AutocompleteChoice,
  FileAttachment,
  Place,
  PlaceCapabilities,
  Reply,
  Thread,
  TypedCommand,
} from "../../commands/interaction.ts";
import type { Services } from "../../commands/services.ts";
import { isStoreUnavailable, STORE_UNAVAILABLE } from "../store/unavailable.ts";
import { ComponentBoard, type LiveComponent } from "./component-board.ts";
import { localHelp } from "./local-help.ts";
import { localOptions } from "./local-options.ts";
import { LocalResponse } from "./local-response.ts";
import { outputPath } from "./output-path.ts";
import { type ParsedCommand, parseCommand } from "./parse-command.ts";
import { renderReply } from "./render.ts";

const LOCAL_PLACE: Place = { guildId: "local", channelId: "terminal" };

const USER_NAME = /^[\w.-]{1,32}$/;

/** Local play holds every permission Discord has. */
const ALL_PERMISSIONS: readonly string[] = Object.keys(PermissionFlagsBits);

export interface LocalSessionOptions {
  readonly services: Services;
  readonly commands: readonly Command[];
  readonly user: string;
  readonly outputDir: string;
  readonly print: (text: string) => void;
  /**
   * Tells this session's interactions and threads apart from an earlier session's on the same
   * database (default: random). Without it a restarted session's first orders would look like
   * redeliveries of the last one's, and its threads would land in the old ones' channels.
   */
  readonly sessionTag?: string;
}

export type LineOutcome = "continue" | "quit";

export class LocalSession {
  readonly #options: LocalSessionOptions;
  readonly #board = new ComponentBoard();
  readonly #defaultActor: Actor;
  #nextMessageId = 1;
  #nextInteractionId = 1;
  #nextChannelId = 1;
  readonly #sessionTag: string;
  /** Where commands run: the terminal, until a command opens a thread (a new channel here). */
  #place: Place = LOCAL_PLACE;

  constructor(options: LocalSessionOptions) {
    this.#options = options;
    this.#sessionTag = options.sessionTag ?? randomBytes(3).toString("hex");
    this.#defaultActor = {
      id: localUserId(options.user),
      displayName: options.user,
      isServerManager: true,
    };
  }

  async handle(line: string): Promise<LineOutcome> {
    const text = line.trim();
    if (text === "" || text.startsWith("#")) return "continue";
    const word = text.split(/\s+/)[0]?.toLowerCase();
    if (word === "/quit" || word === "/exit") return "quit";
    await this.#run(text, this.#defaultActor);
    return "continue";
  }

  /**
   * A message the bot posts on its own (a deadline's reminder or turn), shown like any other;
   * one for a channel the terminal is not in says where it was posted.
   */
  async announce(place: Pick<Place, "channelId">, reply: Reply): Promise<void> {
    if (place.channelId !== this.#place.channelId) {
      this.#options.print(`(in #${place.channelId})`);
    }
    await this.#post(reply, "you", undefined, { ...LOCAL_PLACE, ...place });
  }

  async #run(text: string, actor: Actor): Promise<void> {
    const print = this.#options.print;
    const [word = "", ...rest] = text.split(/\s+/);
    const args = text.slice(word.length).trim();
    try {
      switch (word.toLowerCase()) {
        case "/help":
          return print(localHelp(this.#options.commands));
        case "/as":
          return await this.#runAs(args);
        case "/click":
          return await this.#component(actor, "button", rest[0] ?? "", []);
        case "/select":
          return await this.#component(actor, "select", rest[0] ?? "", rest.slice(1));
        case "/complete":
          return await this.#complete(actor, args);
        default:
          if (!word.startsWith("/")) {
            return print("Commands start with /; type /help for the list.");
          }
          return await this.#command(actor, text);
      }
    } catch (error) {
      if (isStoreUnavailable(error)) return print(STORE_UNAVAILABLE);
      // Any other failure is a bug: say what it was, as the terminal is the developer's.
      print(`The command failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async #runAs(args: string): Promise<void> {
    const [typed = "", ...words] = args.split(/\s+/);
    const name = typed.replace(/^@/, "");
    const command = args.slice(typed.length).trim();
    if (!USER_NAME.test(name) || !command.startsWith("/") || words.length === 0) {
      return this.#options.print("Usage: /as <user> <command>, e.g. /as alice /figure list");
    }
    if (/^\/(as|quit|exit)\b/i.test(command)) {
      return this.#options.print(`${command.split(/\s/)[0]} cannot be run with /as.`);
    }
    const id = localUserId(name);
    const actor =
      id === this.#defaultActor.id
        ? this.#defaultActor
        : { id, displayName: name, isServerManager: false };
    await this.#run(command, actor);
  }

  async #command(actor: Actor, text: string): Promise<void> {
    const result = parseCommand(text, this.#options.commands, parseUser);
    if (!result.ok) return this.#options.print(result.error);
    const { command } = result.parsed;
    const response = this.#response(actor);
    await command.execute(
      {
        ...this.#typed(actor, result.parsed),
        interactionId: this.#interactionId(),
        ...this.#capabilities(actor),
        reply: (reply) => response.reply(reply),
        defer: (options) => response.defer(options?.ephemeral === true),
        followUp: (reply) => response.followUp(reply),
      },
      this.#options.services,
    );
    this.#checkAnswered(response);
  }

  #typed(actor: Actor, parsed: ParsedCommand): TypedCommand {
    const { command, subcommandGroup, subcommand, values } = parsed;
    return {
      actor,
      place: this.#place,
      commandName: command.definition.name,
      subcommandGroup,
      subcommand,
      options: localOptions(values),
    };
  }

  async #component(
    actor: Actor,
    kind: LiveComponent["kind"],
    customId: string,
    values: string[],
  ): Promise<void> {
    const print = this.#options.print;
    const live = this.#board.find(customId);
    if (live === undefined) {
      const onScreen = this.#board.customIds();
      const hint =
        onScreen.length === 0 ? "none are on screen" : `on screen: ${onScreen.join(", ")}`;
      return print(`There is no button or menu "${customId}" to use (${hint}).`);
    }
    const problem = useProblem(live, kind, values);
    if (problem !== undefined) return print(problem);
    const prefix = customId.split(":")[0] ?? "";
    const command = this.#options.commands.find((c) => c.componentPrefixes?.includes(prefix));
    if (command?.handleComponent === undefined) return print(`No command handles "${customId}".`);

    const response = this.#response(actor);
    await command.handleComponent(
      {
        actor,
        place: this.#place,
        customId,
        values,
        interactionId: this.#interactionId(),
        messageId: String(live.messageId),
        ...this.#capabilities(actor),
        update: (reply) => response.update(reply, live.messageId),
        deferUpdate: () => response.deferUpdate(),
        reply: (reply) => response.reply(reply),
        followUp: (reply) => response.followUp(reply),
      },
      this.#options.services,
    );
    this.#checkAnswered(response);
  }

  async #complete(actor: Actor, partial: string): Promise<void> {
    const print = this.#options.print;
    const result = parseCommand(partial, this.#options.commands, parseUser, "complete");
    if (!result.ok) return print(result.error);
    const { command, last } = result.parsed;
    if (last === undefined) {
      return print("Type the option to complete, e.g. /complete /figure show name:Rag");
    }
    let choices: readonly AutocompleteChoice[] = [];
    if (
      "autocomplete" in last.option &&
      last.option.autocomplete === true &&
      command.autocomplete
    ) {
      await command.autocomplete(
        {
          ...this.#typed(actor, result.parsed),
          focused: { name: last.option.name, value: last.raw },
          respond: async (given) => {
            choices = given;
          },
        },
        this.#options.services,
      );
    } else if ("choices" in last.option && last.option.choices !== undefined) {
      const typed = last.raw.toLowerCase();
      choices = last.option.choices
        .map((c) => ({ name: c.name, value: String(c.value) }))
        .filter(
          (c) => c.name.toLowerCase().startsWith(typed) || c.value.toLowerCase().startsWith(typed),
        );
    } else {
      return print(`Option "${last.option.name}" has no suggestions.`);
    }
    if (choices.length === 0) return print(`No suggestions for ${last.option.name}.`);
    print(
      [
        `Suggestions for ${last.option.name}:`,
        ...choices.map(
          (c) => `  ${c.name}${c.value === c.name ? "" : ` (${last.option.name}:${c.value})`}`,
        ),
      ].join("\n"),
    );
  }

  /**
   * A thread is a new local channel: it is announced, and the terminal moves there, so the next
   * commands (e.g. /battle start) run in it. The bot may do everything here.
   */
  #capabilities(actor: Actor): Required<PlaceCapabilities> {
    const viewer = actor.id === this.#defaultActor.id ? "you" : actor.displayName;
    return {
      createThread: async (name: string): Promise<Thread> => {
        const slug = name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-")
          .replace(/^-|-$/g, "");
        const channelId = `thread-${this.#sessionTag}-${this.#nextChannelId++}${slug === "" ? "" : `-${slug}`}`;
        const place = { guildId: LOCAL_PLACE.guildId, channelId };
        this.#place = place;
        this.#options.print(`(New channel #${channelId} "${name}"; commands now run there.)`);
        return {
          ...place,
          name,
          post: async (reply) => {
            await this.#post(reply, viewer, undefined, place);
          },
        };
      },
      botPermissions: async () => ALL_PERMISSIONS,
      // The terminal keeps every message, so an edit always finds its message.
      channelMessages: () => ({
        post: async (reply) => String(await this.#post(reply, viewer)),
        edit: async (messageId, reply) => {
          await this.#post(reply, viewer, Number(messageId));
          return true;
        },
      }),
      // The terminal's messages are numbered: the link names the channel and the number.
      jumpLink: (place, messageId, label) =>
        `${label}: #${place.channelId}${messageId === null ? "" : `, message ${messageId}`}`,
      directMessages: false,
    };
  }

  #response(actor: Actor): LocalResponse {
    const viewer = actor.id === this.#defaultActor.id ? "you" : actor.displayName;
    return new LocalResponse((reply, messageId) => this.#post(reply, viewer, messageId));
  }

  /**
   * Prints a message (or its replacement), writes its files and puts its components on screen;
   * answers the message's id.
   */
  async #post(
    reply: Reply,
    viewer: string,
    replacing?: number,
    place: Place = this.#place,
  ): Promise<number> {
    const messageId = replacing ?? this.#nextMessageId++;
    const battleId = reply.files?.length ? await this.#battleIn(place) : undefined;
    const filePaths = await Promise.all(
      (reply.files ?? []).map((file) => this.#writeFile(file, battleId)),
    );
    if (replacing === undefined || reply.components !== undefined) {
      this.#board.show(messageId, reply.components ?? []);
    }
    const text = renderReply(reply, { filePaths, viewer });
    this.#options.print(replacing === undefined ? text : `(message updated)\n${text}`);
    return messageId;
  }

  async #writeFile(file: FileAttachment, battleId: string | undefined): Promise<string> {
    const target = outputPath(this.#options.outputDir, file.name, battleId);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.data);
    return target;
  }

  /**
   * Whose pictures these are: the place's open battle of another game, else its newest MELEE
   * battle, running or just ended.
   */
  async #battleIn(place: Place): Promise<string | undefined> {
    const game = await this.#options.services.games.battleIn(place.guildId, place.channelId);
    if (game !== null) return game.battle.id;
    const [battle] = await this.#options.services.battles.listBattles(
      place.guildId,
      place.channelId,
      1,
    );
    return battle?.id;
  }

  #checkAnswered(response: LocalResponse): void {
    if (!response.answered)
      this.#options.print("(The bot did not respond; on Discord the interaction fails.)");
  }

  #interactionId(): string {
    return `local-${this.#sessionTag}-${this.#nextInteractionId++}`;
  }
}

function localUserId(name: string): string {
  return `local:${name}`;
}

/** Why Discord would not let this button be pressed or these menu values be chosen. */
function useProblem(
  live: LiveComponent,
  kind: LiveComponent["kind"],
  values: readonly string[],
): string | undefined {
  if (live.kind === "button") {
    if (kind !== "button") return `That is a button; use /click ${live.button.customId}.`;
    return live.button.disabled === true ? `[${live.button.label}] is disabled.` : undefined;
  }
  const { customId, options, minValues = 1, maxValues = 1 } = live.menu;
  if (kind !== "select") return `That is a menu; use /select ${customId} <value>.`;
  if (values.length < minValues) return `Choose a value: /select ${customId} <value>.`;
  if (values.length > maxValues) return `Choose at most ${maxValues} of its values.`;
  const allowed = options.map((o) => o.value);
  const wrong = values.filter((v) => !allowed.includes(v));
  if (wrong.length === 0) return undefined;
  return `Not in the menu: ${wrong.join(", ")}. Choose from: ${allowed.join(", ")}.`;
}

/** A user option: "@alice", "alice" or "local:alice". */
function parseUser(typed: string): string | undefined {
  const name = typed.replace(/^@/, "").replace(/^local:/, "");
  return USER_NAME.test(name) ? localUserId(name) : undefined;
}

/** Keeps a handler-chosen file name inside the output directory. */
