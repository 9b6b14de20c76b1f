/**
 * Everything the fake Discord remembers, shared by its REST side, its gateway and the test
 * driver, with one "changed" signal that waiters re-check their condition on.
 */
import { EventEmitter } from "node:events";
import type {
  APIApplicationCommandOptionChoice,
  APIInteraction,
  InteractionResponseType,
  InteractionType,
} from "discord-api-types/v10";
import { CommandRegistry } from "./commands.ts";
import { Timelines } from "./messages.ts";
import type { World } from "./world.ts";

/** One POST to an interaction's callback URL, accepted or not. */
export interface CallbackAttempt {
  readonly type: InteractionResponseType;
  readonly at: number;
  /** 204/200 when accepted; 400 (already acknowledged) or 404 (unknown or expired) when not. */
  readonly status: number;
}

export interface InteractionRecord {
  readonly id: string;
  readonly token: string;
  readonly type: InteractionType;
  readonly guildId: string;
  readonly channelId: string;
  readonly userId: string;
  /** For messages: "/figure create", "button figure-delete:confirm:1". */
  readonly label: string;
  readonly createdAt: number;
  /** The message a button or menu was on. */
  readonly componentMessageId: string | undefined;
  readonly payload: APIInteraction;
  /** How many times INTERACTION_CREATE was written to a gateway socket (replays count). */
  deliveries: number;
  readonly callbacks: CallbackAttempt[];
  /** The accepted callback's type. */
  responseType: InteractionResponseType | undefined;
  /** What `@original` means: the reply (types 4, 5) or the component's message (6, 7). */
  originalMessageId: string | undefined;
  readonly followUpIds: string[];
  choices: APIApplicationCommandOptionChoice[] | undefined;
}

/** A request the fake refused, as Discord would have (any answer of 400 or more). */
export interface Refusal {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  /** Discord's JSON error code (50006, 40060, 10062, …); 0 when Discord gives none. */
  readonly code: number;
  readonly message: string;
}

/**
 * An UPDATE_MESSAGE callback Discord acknowledges but does not keep, because the message it
 * asks for is invalid (empty): the old message stays as it was (discord-api-docs#3177).
 */
export interface DroppedUpdate {
  readonly interactionId: string;
  /** "button battle:…:init:first" */
  readonly label: string;
  readonly messageId: string;
  readonly reason: string;
}

export interface RequestRecord {
  readonly method: string;
  /** The route after /api/v10, with ids as sent (e.g. `/interactions/1/abc/callback`). */
  readonly path: string;
  readonly query: string;
  /** Whether an Authorization header came with it. */
  readonly authorized: boolean;
  readonly contentType: string | undefined;
  status: number;
}

export class FakeState {
  readonly timelines = new Timelines();
  readonly commands: CommandRegistry;
  readonly interactions = new Map<string, InteractionRecord>();
  readonly requests: RequestRecord[] = [];
  /** Requests no route matched: the fake lacks something the bot used. */
  readonly unhandled: RequestRecord[] = [];
  readonly refusals: Refusal[] = [];
  readonly drops: DroppedUpdate[] = [];
  readonly #changes = new EventEmitter();

  constructor(
    readonly world: World,
    readonly options: {
      readonly responseDeadlineMs: number;
      readonly tokenLifetimeMs: number;
      readonly clock: () => number;
    },
  ) {
    this.commands = new CommandRegistry(world);
    this.#changes.setMaxListeners(0);
  }

  /** Set once the server listens: http://127.0.0.1:port */
  origin = "";
  /** Files users attached to command options, by attachment id. */
  readonly uploads = new Map<string, { readonly filename: string; readonly data: Uint8Array }>();

  /** Milliseconds, as Date.now(): the fake's clock, which tests may move. */
  now(): number {
    return this.options.clock();
  }

  changed(): void {
    this.#changes.emit("change");
  }

  interactionByToken(token: string): InteractionRecord | undefined {
    for (const record of this.interactions.values()) if (record.token === token) return record;
    return undefined;
  }

  /**
   * Resolves with `check()`'s first non-undefined result, re-checked on every change; rejects
   * after `timeoutMs` with `describe()` (so a failure says what was there instead).
   */
  waitFor<T>(check: () => T | undefined, timeoutMs: number, describe: () => string): Promise<T> {
    const now = check();
    if (now !== undefined) return Promise.resolve(now);
    return new Promise<T>((resolve, reject) => {
      const onChange = () => {
        let value: T | undefined;
        try {
          value = check();
        } catch (error) {
          done();
          reject(error);
          return;
        }
        if (value === undefined) return;
        done();
        resolve(value);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`Timed out after ${timeoutMs} ms: ${describe()}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.#changes.off("change", onChange);
      };
      this.#changes.on("change", onChange);
    });
  }
}
