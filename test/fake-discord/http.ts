/**
 * A small router and request reader for the fake REST API: JSON bodies, and multipart bodies
 * (`payload_json` plus `files[n]`) as @discordjs/rest sends them when a message has files.
 */
import type { IncomingMessage } from "node:http";
import type { UploadedFile } from "./messages.ts";

/** A Discord-style error: `{ code, message }` with an HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export interface RestRequest {
  readonly method: string;
  /** After /api/v10, segments decoded (`%40original` is `@original`). */
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** The token after "Bot ", if an Authorization header came. */
  readonly token: string | undefined;
  /** The JSON body, or a multipart body's payload_json. */
  readonly body: unknown;
  readonly files: readonly UploadedFile[];
}

export interface RestResponse {
  readonly status: number;
  readonly body?: unknown;
  readonly bytes?: { readonly data: Uint8Array; readonly contentType: string };
}

export type Handler = (request: RestRequest) => RestResponse | Promise<RestResponse>;

interface Route {
  readonly method: string;
  readonly parts: readonly string[];
  readonly handler: Handler;
}

export class Router {
  readonly #routes: Route[] = [];

  add(method: string, pattern: string, handler: Handler): this {
    this.#routes.push({ method, parts: pattern.split("/").filter(Boolean), handler });
    return this;
  }

  match(
    method: string,
    segments: readonly string[],
  ): { handler: Handler; params: Record<string, string> } | undefined {
    for (const route of this.#routes) {
      if (route.method !== method || route.parts.length !== segments.length) continue;
      const params: Record<string, string> = {};
      const matches = route.parts.every((part, i) => {
        const segment = segments[i] ?? "";
        if (part.startsWith(":")) {
          params[part.slice(1)] = segment;
          return true;
        }
        return part === segment;
      });
      if (matches) return { handler: route.handler, params };
    }
    return undefined;
  }
}

export async function readBody(
  request: IncomingMessage,
): Promise<{ body: unknown; files: UploadedFile[] }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const type = request.headers["content-type"] ?? "";
  if (raw.byteLength === 0) return { body: undefined, files: [] };
  if (type.startsWith("application/json")) {
    return { body: JSON.parse(raw.toString("utf8")), files: [] };
  }
  if (type.startsWith("multipart/form-data")) {
    const form = await new Response(raw, { headers: { "content-type": type } }).formData();
    let body: unknown;
    const files: UploadedFile[] = [];
    for (const [key, value] of form.entries()) {
      if (key === "payload_json" && typeof value === "string") {
        body = JSON.parse(value);
        continue;
      }
      const index = /^files\[(\d+)\]$/.exec(key)?.[1];
      if (index !== undefined && typeof value !== "string") {
        files.push({
          index: Number(index),
          filename: value.name,
          contentType: value.type === "" ? undefined : value.type,
          data: new Uint8Array(await value.arrayBuffer()),
        });
      }
    }
    return { body, files };
  }
  throw new HttpError(400, 50109, `Unsupported content type ${type}`);
}
