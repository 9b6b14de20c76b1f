/**
 * Interactions that behave as strictly as Discord's: a second reply, an update after a reply or
 * a follow-up before any answer throws, as discord.js would. Everything the handler sends is
 * recorded, with where it went, so the properties can check every message a user would see.
 */
import type {
  Actor,
  AutocompleteChoice,
  AutocompleteInteraction,
  CommandInteraction,
  ComponentInteraction,
  OptionValue,
  Place,
  Reply,
  Thread,
} from "../../commands/interaction.ts";
import { fakeOptions, THREAD_BATTLE_PERMISSIONS } from "../commands/fake-interaction.ts";

export type SentKind = "reply" | "update" | "followUp" | "post";

export interface Sent {
  readonly kind: SentKind;
  readonly reply: Reply;
}

export interface Recorder {
  readonly sent: Sent[];
  /** Channel ids of the threads the handler opened. */
  readonly threads: string[];
}

let nextInteraction = 1;
let nextThread = 1;

/**
 * Answering state shared by the command and component fakes: `first` for the one answer, `defer`,
 * and `shared`, the members both fakes have (who, where, the interaction id, reply, follow-up and
 * the place's capabilities).
 */
function answering(actor: Actor, place: Place) {
  const recorder: Recorder = { sent: [], threads: [] };
  let answered = false;
  let deferred = false;
  const record = (kind: SentKind, reply: Reply) => recorder.sent.push({ kind, reply });
  const first = (kind: "reply" | "update", reply: Reply) => {
    if (answered && !deferred) throw new Error(`${kind} after the interaction was answered`);
    answered = true;
    deferred = false;
    record(kind, reply);
  };
  return {
    first,
    defer() {
      if (answered) throw new Error("defer after the interaction was answered");
      answered = true;
      deferred = true;
    },
    shared: {
      ...recorder,
      actor,
      place,
      interactionId: `hostile-${nextInteraction++}`,
      async reply(reply: Reply) {
        first("reply", reply);
      },
      async followUp(reply: Reply) {
        if (!answered) throw new Error("followUp before the interaction was answered");
        record("followUp", reply);
      },
      async createThread(name: string): Promise<Thread> {
        const channelId = `thread-${nextThread++}`;
        recorder.threads.push(channelId);
        return {
          guildId: place.guildId,
          channelId,
          name,
          async post(reply: Reply) {
            record("post", reply);
          },
        };
      },
      async botPermissions() {
        return THREAD_BATTLE_PERMISSIONS;
      },
    },
  };
}

export interface CommandCall {
  readonly commandName: string;
  readonly subcommand: string | undefined;
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly actor: Actor;
  readonly place: Place;
}

export function recordingCommand(call: CommandCall): CommandInteraction & Recorder {
  const state = answering(call.actor, call.place);
  return {
    ...state.shared,
    commandName: call.commandName,
    subcommandGroup: undefined,
    subcommand: call.subcommand,
    options: fakeOptions(call.options),
    async defer() {
      state.defer();
    },
  };
}

export interface ComponentCall {
  readonly customId: string;
  readonly values: readonly string[];
  readonly actor: Actor;
  readonly place: Place;
  /** The message clicked on; by default one per custom id, as a button is on one message. */
  readonly messageId?: string;
}

export function recordingComponent(call: ComponentCall): ComponentInteraction & Recorder {
  const state = answering(call.actor, call.place);
  return {
    ...state.shared,
    customId: call.customId,
    values: call.values,
    messageId: call.messageId ?? `message:${call.customId}`,
    async update(reply) {
      state.first("update", reply);
    },
    async deferUpdate() {
      state.defer();
    },
  };
}

export interface AutocompleteCall extends CommandCall {
  readonly focused: { readonly name: string; readonly value: string };
}

export function recordingAutocomplete(
  call: AutocompleteCall,
): AutocompleteInteraction & { readonly responses: (readonly AutocompleteChoice[])[] } {
  const responses: (readonly AutocompleteChoice[])[] = [];
  return {
    actor: call.actor,
    place: call.place,
    commandName: call.commandName,
    subcommandGroup: undefined,
    subcommand: call.subcommand,
    options: fakeOptions({ ...call.options, [call.focused.name]: call.focused.value }),
    focused: call.focused,
    responses,
    async respond(choices) {
      if (responses.length > 0) throw new Error("responded to autocomplete twice");
      responses.push(choices);
    },
  };
}
