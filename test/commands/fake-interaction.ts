/**
 * A test implementation of the interaction interface: records every reply so handler tests
 * can assert on exactly what a user would see, without Discord.
 */
import type {
  Actor,
  AttachedFile,
  AutocompleteChoice,
  AutocompleteInteraction,
  CommandInteraction,
  ComponentInteraction,
  Options,
  OptionValue,
  Place,
  Reply,
  Thread,
} from "../../commands/interaction.ts";

export const GUILD = "guild-1";

export function actor(name: string, isServerManager = false): Actor {
  return { id: `user:${name}`, displayName: name, isServerManager };
}

/** Every permission the bot needs to open a battle in a thread (a duel, /battle new thread). */
export const THREAD_BATTLE_PERMISSIONS: readonly string[] = [
  "ViewChannel",
  "SendMessages",
  "AttachFiles",
  "CreatePublicThreads",
  "SendMessagesInThreads",
];

/** A thread the fake platform opened, with what was posted in it. */
export interface OpenedThread {
  readonly name: string;
  readonly posts: Reply[];
  readonly place: Place;
}

/** The platform's createThread: opens thread-1, thread-2… of the test guild, kept in `threads`. */
export function threadOpener(threads: OpenedThread[]): (name: string) => Promise<Thread> {
  return async (name) => {
    const posts: Reply[] = [];
    const place = { guildId: GUILD, channelId: `thread-${threads.length + 1}` };
    threads.push({ name, posts, place });
    return {
      ...place,
      name,
      async post(reply) {
        posts.push(reply);
      },
    };
  };
}

export const ALICE = actor("alice");
export const BOB = actor("bob");
/** The GM most command tests open their battles as, who plays no figure. */
export const GM = actor("gm");

export function fakeOptions(
  values: Readonly<Record<string, OptionValue>>,
  files: Readonly<Record<string, AttachedFile>> = {},
): Options {
  const typed = <T>(name: string, kind: string) =>
    typeof values[name] === kind ? (values[name] as T) : undefined;
  return {
    getString: (name) => typed<string>(name, "string"),
    getInteger: (name) => typed<number>(name, "number"),
    getBoolean: (name) => typed<boolean>(name, "boolean"),
    getUser: (name) => typed<string>(name, "string"),
    getAttachment: (name) => files[name],
  };
}

/** A file as a user attaches it: its size is the UTF-8 length of `text`. */
export function attachedFile(name: string, text: string): AttachedFile {
  return { name, size: new TextEncoder().encode(text).length, text: async () => text };
}

interface Common {
  readonly actor?: Actor;
  readonly guildId?: string;
  /** Files attached to the command's attachment options. */
  readonly files?: Readonly<Record<string, AttachedFile>>;
}

function place(guildId = GUILD): Place {
  return { guildId, channelId: "channel-1" };
}

let nextId = 1;

export interface FakeCommand extends CommandInteraction {
  readonly replies: Reply[];
}

export function fakeCommand(
  subcommand: string,
  options: Readonly<Record<string, OptionValue>> = {},
  common: Common = {},
): FakeCommand {
  const replies: Reply[] = [];
  return {
    actor: common.actor ?? ALICE,
    place: place(common.guildId),
    commandName: "figure",
    subcommandGroup: undefined,
    subcommand,
    options: fakeOptions(options, common.files),
    interactionId: `interaction-${nextId++}`,
    replies,
    async reply(reply) {
      if (replies.length > 0) throw new Error("replied twice");
      replies.push(reply);
    },
    async defer() {
      throw new Error("these handlers answer at once");
    },
    async followUp(reply) {
      replies.push(reply);
    },
  };
}

export interface FakeComponent extends ComponentInteraction {
  readonly replies: Reply[];
  readonly updates: Reply[];
}

export function fakeComponent(customId: string, common: Common = {}): FakeComponent {
  const replies: Reply[] = [];
  const updates: Reply[] = [];
  return {
    actor: common.actor ?? ALICE,
    place: place(common.guildId),
    customId,
    values: [],
    interactionId: `interaction-${nextId++}`,
    messageId: "message-1",
    replies,
    updates,
    async update(reply) {
      updates.push(reply);
    },
    async reply(reply) {
      replies.push(reply);
    },
    async followUp(reply) {
      replies.push(reply);
    },
  };
}

export interface FakeAutocomplete extends AutocompleteInteraction {
  readonly responses: (readonly AutocompleteChoice[])[];
}

export function fakeAutocomplete(
  subcommand: string,
  focused: { name: string; value: string },
  options: Readonly<Record<string, OptionValue>> = {},
  common: Common = {},
): FakeAutocomplete {
  const responses: (readonly AutocompleteChoice[])[] = [];
  return {
    actor: common.actor ?? ALICE,
    place: place(common.guildId),
    commandName: "figure",
    subcommandGroup: undefined,
    subcommand,
    options: fakeOptions({ ...options, [focused.name]: focused.value }),
    focused,
    responses,
    async respond(choices) {
      responses.push(choices);
    },
  };
}

/** The one reply a handler gave; fails the test when there was not exactly one. */
export function onlyReply(interaction: { readonly replies: readonly Reply[] }): Reply {
  const [reply, ...more] = interaction.replies;
  if (reply === undefined || more.length > 0) {
    throw new Error(`expected one reply, got ${interaction.replies.length}`);
  }
  return reply;
}
