/**
 * The fake's HTTP server: the REST API under /api/v10 (the client is given
 * `rest: { api: "http://127.0.0.1:PORT/api" }` and adds the version), attachment downloads,
 * and the websocket upgrade for the gateway on the same port.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { ApplicationFlags } from "discord-api-types/v10";
import { addChannelRoutes } from "./channel-routes.ts";
import { addDirectMessageRoutes } from "./dm-routes.ts";
import type { FakeGateway } from "./gateway.ts";
import { HttpError, type RestRequest, type RestResponse, Router, readBody } from "./http.ts";
import { addInteractionRoutes } from "./interaction-routes.ts";
import { BadRequest } from "./messages.ts";
import {
  apiChannel,
  apiGuildCreate,
  apiInteractionMember,
  apiMember,
  apiRole,
  apiUser,
} from "./payloads.ts";
import type { FakeState, RequestRecord } from "./state.ts";

const API_PREFIX = /^\/api(?:\/v(\d+))?(\/.*)$/;

export function buildRouter(state: FakeState, gateway: FakeGateway): Router {
  const { world } = state;
  const router = new Router();

  const requireBot = (request: RestRequest) => {
    if (request.token !== world.token) throw new HttpError(401, 0, "401: Unauthorized");
  };
  const requireApp = (request: RestRequest) => {
    requireBot(request);
    if (request.params.app !== world.applicationId) {
      throw new HttpError(403, 50001, "Missing Access");
    }
  };
  const guildOf = (request: RestRequest) => {
    requireBot(request);
    const guild = world.guilds.get(request.params.guild ?? "");
    if (guild === undefined) throw new HttpError(404, 10004, "Unknown Guild");
    return guild;
  };
  const ok = (body: unknown): RestResponse => ({ status: 200, body });

  router.add("GET", "/gateway", () => ok({ url: gateway.url }));
  router.add("GET", "/gateway/bot", (request) => {
    requireBot(request);
    return ok({
      url: gateway.url,
      shards: world.shards,
      // As for large bots: all shards may identify at once (no 5 s wait between them).
      session_start_limit: {
        total: 1000,
        remaining: 999,
        reset_after: 14_400_000,
        max_concurrency: world.shards,
      },
    });
  });

  router.add("GET", "/users/@me", (request) => {
    requireBot(request);
    return ok(apiUser(world.botUser));
  });
  router.add("GET", "/users/:user", (request) => {
    requireBot(request);
    const user = world.users.get(request.params.user ?? "");
    if (user === undefined) throw new HttpError(404, 10013, "Unknown User");
    return ok(apiUser(user));
  });
  router.add("GET", "/applications/@me", (request) => {
    requireBot(request);
    return ok({
      id: world.applicationId,
      name: world.botUser.username,
      icon: null,
      description: "",
      bot_public: true,
      bot_require_code_grant: false,
      verify_key: "0".repeat(64),
      flags: ApplicationFlags.GatewayGuildMembersLimited,
      bot: apiUser(world.botUser),
    });
  });

  // Application commands, global and per guild.
  const where = (request: RestRequest) => {
    requireApp(request);
    if (request.params.guild === undefined) return undefined;
    return guildOf(request).id;
  };
  for (const base of ["/applications/:app/commands", "/applications/:app/guilds/:guild/commands"]) {
    router.add("GET", base, (request) => ok(state.commands.list(where(request))));
    router.add("PUT", base, (request) => {
      const made = state.commands.overwrite(where(request), request.body);
      state.changed();
      return ok(made);
    });
    router.add("POST", base, (request) => {
      const made = state.commands.upsert(where(request), request.body);
      state.changed();
      return { status: 201, body: made };
    });
    router.add("GET", `${base}/:command`, (request) => {
      const found = state.commands
        .list(where(request))
        .find((c) => c.id === request.params.command);
      if (found === undefined) throw new HttpError(404, 10063, "Unknown application command");
      return ok(found);
    });
    router.add("DELETE", `${base}/:command`, (request) => {
      if (!state.commands.remove(where(request), request.params.command ?? "")) {
        throw new HttpError(404, 10063, "Unknown application command");
      }
      return { status: 204 };
    });
  }

  router.add("GET", "/guilds/:guild", (request) => ok(apiGuildCreate(world, guildOf(request))));
  router.add("GET", "/guilds/:guild/channels", (request) =>
    ok(guildOf(request).channels.map(apiChannel)),
  );
  router.add("GET", "/guilds/:guild/roles", (request) => ok(guildOf(request).roles.map(apiRole)));
  router.add("GET", "/guilds/:guild/members", (request) =>
    ok(guildOf(request).members.map((m) => apiMember(world, m))),
  );
  router.add("GET", "/guilds/:guild/members/:user", (request) => {
    const guild = guildOf(request);
    const member = world.member(guild, request.params.user ?? "");
    if (member === undefined) throw new HttpError(404, 10007, "Unknown Member");
    // Not in Discord's answer, but handy for tests: the permissions the fake computes.
    return ok(apiInteractionMember(world, guild, member));
  });

  addChannelRoutes(router, state, gateway, requireBot);
  addDirectMessageRoutes(router, state, requireBot);
  addInteractionRoutes(router, state, gateway);
  return router;
}

/** Starts the HTTP + websocket server on 127.0.0.1 and a free port. */
export async function listen(
  state: FakeState,
  router: Router,
  gateway: FakeGateway,
): Promise<Server> {
  const server = createServer((request, response) => {
    void handle(state, router, request, response);
  });
  server.on("upgrade", (request, socket, head) => gateway.upgrade(request, socket, head));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  state.origin = `http://127.0.0.1:${port}`;
  return server;
}

async function handle(
  state: FakeState,
  router: Router,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(request.url ?? "/", state.origin);
  const method = request.method ?? "GET";
  const api = API_PREFIX.exec(url.pathname);
  const authorization = request.headers.authorization;
  const record: RequestRecord = {
    method,
    path: api?.[2] ?? url.pathname,
    query: url.search,
    authorized: authorization !== undefined,
    contentType: request.headers["content-type"],
    status: 0,
  };
  state.requests.push(record);
  let result: RestResponse;
  try {
    if (method === "GET" && url.pathname.startsWith("/attachments/")) {
      result = attachment(state, url.pathname);
    } else {
      if (api === undefined || api === null) throw new HttpError(404, 0, "404: Not Found");
      const segments = (api[2] ?? "").split("/").filter(Boolean).map(decodeURIComponent);
      const route = router.match(method, segments);
      if (route === undefined) {
        state.unhandled.push(record);
        throw new HttpError(404, 0, "404: Not Found");
      }
      const { body, files } = await readBody(request);
      const restRequest: RestRequest = {
        method,
        path: `/${segments.join("/")}`,
        params: route.params,
        query: url.searchParams,
        token: authorization?.startsWith("Bot ") ? authorization.slice(4) : undefined,
        body,
        files,
      };
      result = await route.handler(restRequest);
    }
  } catch (error) {
    result = errorResponse(error);
  }
  record.status = result.status;
  if (result.status >= 400) {
    const { code = 0, message = "" } = (result.body ?? {}) as { code?: number; message?: string };
    state.refusals.push({ method, path: record.path, status: result.status, code, message });
  }
  if (result.bytes !== undefined) {
    response.writeHead(result.status, { "content-type": result.bytes.contentType });
    response.end(result.bytes.data);
  } else if (result.body === undefined) {
    response.writeHead(result.status);
    response.end();
  } else {
    response.writeHead(result.status, { "content-type": "application/json" });
    response.end(JSON.stringify(result.body));
  }
  state.changed();
}

function errorResponse(error: unknown): RestResponse {
  if (error instanceof HttpError) {
    return { status: error.status, body: { message: error.message, code: error.code } };
  }
  if (error instanceof BadRequest) {
    return { status: 400, body: { message: error.message, code: error.code } };
  }
  const message = error instanceof Error ? error.message : String(error);
  // 400, not 500: @discordjs/rest retries 5xx, which would only slow a failing test down.
  return { status: 400, body: { message: `Fake Discord failed: ${message}`, code: 0 } };
}

/** Where a file a user attached to a command is downloaded from. */
export const UPLOADS_FOLDER = "uploads";

function attachment(state: FakeState, path: string): RestResponse {
  const [, , channelId, id] = path.split("/");
  const upload = channelId === UPLOADS_FOLDER ? state.uploads.get(id ?? "") : undefined;
  if (upload !== undefined) {
    return { status: 200, bytes: { data: upload.data, contentType: "application/json" } };
  }
  for (const message of state.timelines.inChannel(channelId ?? "")) {
    const found = message.attachments.find((a) => a.id === id);
    if (found !== undefined) {
      return {
        status: 200,
        bytes: { data: found.data, contentType: found.contentType ?? "application/octet-stream" },
      };
    }
  }
  throw new HttpError(404, 0, "404: Not Found");
}
