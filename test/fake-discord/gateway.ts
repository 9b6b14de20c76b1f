/**
 * The fake gateway (JSON encoding, no compression): HELLO with a configurable heartbeat
 * interval, IDENTIFY → READY then one GUILD_CREATE per guild of the shard, heartbeat ACKs,
 * RESUME that replays what the session missed by sequence number then RESUMED, and a test hook
 * that drops connections abruptly so the client resumes.
 *
 * A guild's events go to the session whose IDENTIFY said shard [i, n] with
 * `(guild_id >> 22) % n === i`, as on Discord.
 */
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import {
  GatewayCloseCodes,
  GatewayDispatchEvents,
  GatewayIntentBits,
  GatewayOpcodes,
} from "discord-api-types/v10";
import { type RawData, WebSocket, WebSocketServer } from "ws";
import { apiGuildCreate, apiUser } from "./payloads.ts";
import { shardOf } from "./snowflake.ts";
import type { FakeState } from "./state.ts";

export const GATEWAY_PATH = "/gateway";
export const RESUME_PATH = "/resume";

interface Dispatched {
  readonly s: number;
  readonly t: string;
  readonly d: unknown;
}

export interface GatewaySession {
  readonly id: string;
  readonly shard: readonly [number, number];
  readonly intents: number;
  seq: number;
  /** Every dispatch of the session, for replay on RESUME. */
  readonly sent: Dispatched[];
  socket: WebSocket | undefined;
  /** Closed by the client with 1000/1001: can no longer be resumed or receive events. */
  invalid: boolean;
  heartbeats: number;
}

/** What happened on the gateway, for tests. */
export interface GatewayEvent {
  readonly kind: "connect" | "identify" | "resume" | "resume-rejected" | "close" | "drop";
  readonly at: number;
  /** The path the socket connected to: /gateway, or /resume from READY's resume_gateway_url. */
  readonly path: string;
  readonly sessionId?: string;
  readonly shard?: readonly [number, number];
  readonly code?: number;
  /** RESUME's seq. */
  readonly seq?: number;
}

interface Connection {
  readonly socket: WebSocket;
  readonly path: string;
  session: GatewaySession | undefined;
}

/** The intent a dispatch needs; events not listed need none. */
const EVENT_INTENTS: Partial<Record<string, number>> = {
  [GatewayDispatchEvents.GuildCreate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ThreadCreate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ChannelCreate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ChannelDelete]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ThreadDelete]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.MessageCreate]: GatewayIntentBits.GuildMessages,
  [GatewayDispatchEvents.MessageUpdate]: GatewayIntentBits.GuildMessages,
  [GatewayDispatchEvents.MessageDelete]: GatewayIntentBits.GuildMessages,
};

export class FakeGateway {
  readonly #server = new WebSocketServer({ noServer: true });
  readonly sessions: GatewaySession[] = [];
  readonly events: GatewayEvent[] = [];
  /** Turn off to simulate a zombie connection (the client then reconnects and resumes). */
  ackHeartbeats = true;
  #nextSession = 1;

  constructor(
    private readonly state: FakeState,
    private readonly heartbeatMs: number,
  ) {}

  get url(): string {
    return `${this.state.origin.replace(/^http/, "ws")}${GATEWAY_PATH}`;
  }

  /** Takes a websocket upgrade for the gateway paths; others are refused. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = new URL(request.url ?? "/", "http://fake").pathname;
    if (path !== GATEWAY_PATH && path !== RESUME_PATH) {
      socket.destroy();
      return;
    }
    this.#server.handleUpgrade(request, socket, head, (ws) => this.#connected(ws, path));
  }

  /**
   * Sends a dispatch to the session that owns the guild (or shard 0 for `guildId` undefined).
   * If that session's socket is down the event waits for RESUME. Returns the session.
   */
  dispatch(guildId: string | undefined, t: string, d: unknown): GatewaySession {
    const session = this.sessionFor(guildId);
    if (session === undefined) {
      throw new Error(
        `No live gateway session receives guild ${guildId ?? "(none)"}: is the bot logged in?`,
      );
    }
    this.#dispatchTo(session, t, d);
    return session;
  }

  sessionFor(guildId: string | undefined): GatewaySession | undefined {
    for (let i = this.sessions.length - 1; i >= 0; i -= 1) {
      const session = this.sessions[i];
      if (session === undefined || session.invalid) continue;
      const [shard, count] = session.shard;
      if ((guildId === undefined ? 0 : shardOf(guildId, count)) === shard) return session;
    }
    return undefined;
  }

  /** Cuts sockets without a close frame (the client sees 1006 and resumes). */
  drop(shard?: number): number {
    let dropped = 0;
    for (const session of this.sessions) {
      if (session.socket === undefined || (shard !== undefined && session.shard[0] !== shard)) {
        continue;
      }
      const socket = session.socket;
      session.socket = undefined;
      this.#log({ kind: "drop", path: "", sessionId: session.id, shard: session.shard });
      socket.terminate();
      dropped += 1;
    }
    return dropped;
  }

  async close(): Promise<void> {
    for (const client of this.#server.clients) client.terminate();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #connected(socket: WebSocket, path: string): void {
    const connection: Connection = { socket, path, session: undefined };
    this.#log({ kind: "connect", path });
    this.#send(socket, { op: GatewayOpcodes.Hello, d: { heartbeat_interval: this.heartbeatMs } });
    socket.on("message", (data) => this.#received(connection, data));
    socket.on("close", (code) => {
      const session = connection.session;
      this.#log({ kind: "close", path, code, sessionId: session?.id });
      if (session === undefined || session.socket !== socket) return;
      session.socket = undefined;
      // A normal close ends the session on Discord; anything else may be resumed.
      if (code === 1000 || code === 1001) session.invalid = true;
      this.state.changed();
    });
    this.state.changed();
  }

  #received(connection: Connection, data: RawData): void {
    let payload: { op?: unknown; d?: unknown };
    try {
      payload = JSON.parse(data.toString()) as { op?: unknown; d?: unknown };
    } catch {
      connection.socket.close(GatewayCloseCodes.DecodeError, "Error while decoding payload.");
      return;
    }
    switch (payload.op) {
      case GatewayOpcodes.Heartbeat:
        if (connection.session !== undefined) connection.session.heartbeats += 1;
        if (this.ackHeartbeats) this.#send(connection.socket, { op: GatewayOpcodes.HeartbeatAck });
        this.state.changed();
        return;
      case GatewayOpcodes.Identify:
        this.#identify(connection, payload.d as IdentifyData);
        return;
      case GatewayOpcodes.Resume:
        this.#resume(connection, payload.d as ResumeData);
        return;
      case GatewayOpcodes.PresenceUpdate:
      case GatewayOpcodes.VoiceStateUpdate:
      case GatewayOpcodes.RequestGuildMembers:
        if (connection.session === undefined) {
          connection.socket.close(GatewayCloseCodes.NotAuthenticated, "Not authenticated.");
        }
        return;
      default:
        connection.socket.close(GatewayCloseCodes.UnknownOpcode, "Unknown opcode.");
    }
  }

  #identify(connection: Connection, d: IdentifyData): void {
    const { world } = this.state;
    if (connection.session !== undefined) {
      connection.socket.close(GatewayCloseCodes.AlreadyAuthenticated, "Already authenticated.");
      return;
    }
    if (d?.token !== world.token) {
      connection.socket.close(GatewayCloseCodes.AuthenticationFailed, "Authentication failed.");
      return;
    }
    const shard: [number, number] = d.shard ?? [0, 1];
    if (!(shard[1] >= 1 && shard[0] >= 0 && shard[0] < shard[1])) {
      connection.socket.close(GatewayCloseCodes.InvalidShard, "Invalid shard.");
      return;
    }
    const session: GatewaySession = {
      id: `session-${this.#nextSession++}`,
      shard,
      intents: Number(d.intents ?? 0),
      seq: 0,
      sent: [],
      socket: connection.socket,
      invalid: false,
      heartbeats: 0,
    };
    connection.session = session;
    this.sessions.push(session);
    this.#log({ kind: "identify", path: connection.path, sessionId: session.id, shard });
    const guilds = [...world.guilds.values()].filter((g) => shardOf(g.id, shard[1]) === shard[0]);
    this.#dispatchTo(session, GatewayDispatchEvents.Ready, {
      v: 10,
      user: apiUser(world.botUser),
      guilds: guilds.map((g) => ({ id: g.id, unavailable: true })),
      session_id: session.id,
      resume_gateway_url: `${this.state.origin.replace(/^http/, "ws")}${RESUME_PATH}`,
      shard,
      application: { id: world.applicationId, flags: 0 },
    });
    for (const guild of guilds) {
      this.#dispatchTo(session, GatewayDispatchEvents.GuildCreate, apiGuildCreate(world, guild));
    }
  }

  #resume(connection: Connection, d: ResumeData): void {
    const session = this.sessions.find((s) => s.id === d?.session_id);
    if (session === undefined || session.invalid || d.token !== this.state.world.token) {
      this.#log({ kind: "resume-rejected", path: connection.path, sessionId: d?.session_id });
      // Invalid session, not resumable: the client must IDENTIFY anew.
      this.#send(connection.socket, { op: GatewayOpcodes.InvalidSession, d: false });
      return;
    }
    if (session.socket !== undefined && session.socket !== connection.socket) {
      session.socket.terminate();
    }
    session.socket = connection.socket;
    connection.session = session;
    this.#log({
      kind: "resume",
      path: connection.path,
      sessionId: session.id,
      shard: session.shard,
      seq: d.seq,
    });
    for (const event of session.sent) {
      if (event.s > d.seq) this.#write(session, event);
    }
    this.#dispatchTo(session, GatewayDispatchEvents.Resumed, {});
  }

  #dispatchTo(session: GatewaySession, t: string, d: unknown): void {
    const needs = EVENT_INTENTS[t];
    if (needs !== undefined && (session.intents & needs) === 0) return;
    session.seq += 1;
    const event = { s: session.seq, t, d };
    session.sent.push(event);
    this.#write(session, event);
  }

  #write(session: GatewaySession, event: Dispatched): void {
    const socket = session.socket;
    if (socket === undefined || socket.readyState !== WebSocket.OPEN) return;
    this.#send(socket, { op: GatewayOpcodes.Dispatch, s: event.s, t: event.t, d: event.d });
    if (event.t === GatewayDispatchEvents.InteractionCreate) {
      const record = this.state.interactions.get((event.d as { id: string }).id);
      if (record !== undefined) record.deliveries += 1;
    }
    this.state.changed();
  }

  #send(socket: WebSocket, payload: { op: number; d?: unknown; s?: number; t?: string }): void {
    socket.send(JSON.stringify({ s: null, t: null, d: null, ...payload }));
  }

  #log(event: Omit<GatewayEvent, "at">): void {
    this.events.push({ ...event, at: Date.now() });
    this.state.changed();
  }
}

interface IdentifyData {
  token?: string;
  intents?: number;
  shard?: [number, number];
}

interface ResumeData {
  token?: string;
  session_id?: string;
  seq: number;
}
