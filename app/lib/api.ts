import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import type { AppType } from "../../worker/index";

// Spec §7 and §8: the one way the app talks to /api. Reads and writes send credentials and JSON;
// a failed write becomes an ApiError carrying the server's message, details and status.

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The server's error body (worker/http/errors.ts); a proxy's HTML page or a bare text fails it. */
const errorBodySchema = z.looseObject({ message: z.string().optional(), details: z.unknown().optional() });

async function errorFrom(res: Response): Promise<ApiError> {
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return new ApiError(`Server error (${res.status})`, res.status);
  }
  if (parsed === null) return new ApiError(`Server error (${res.status})`, res.status);
  const body = errorBodySchema.safeParse(parsed);
  return new ApiError((body.success && body.data.message) || "An error occurred", res.status, body.success ? body.data.details : undefined);
}

/** fetch for the typed client: same-origin credentials, and non-OK responses thrown as ApiError. */
async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(input, { ...init, credentials: "include" });
  } catch {
    throw new ApiError("Network error: check your connection and try again.", 0);
  }
  if (!res.ok) {
    const err = await errorFrom(res);
    console.error(err);
    throw err;
  }
  return res;
}

/** The typed client: `api.projects[":id"].$get({ param: { id } })`. A renamed field breaks the build. */
export const api = hc<AppType>("/api", { fetch: apiFetch });

/**
 * The body of a call's successful answers, from the route's own types. `apiFetch` throws every non-2xx
 * answer as an ApiError, so a route's `c.json({ message }, 404)` is never what a caller reads.
 */
export type SuccessBody<R> =
  R extends ClientResponse<infer T, infer S, infer _F> ? ([Extract<S, SuccessStatusCode>] extends [never] ? never : T) : never;

/** Awaits a typed-client call and reads its body (204 or empty is null), typed from the route's 2xx answers. */
// biome-ignore lint/suspicious/noExplicitAny: any route's response; SuccessBody picks its body type.
export async function readJson<R extends ClientResponse<unknown, number, any>>(res: Promise<R>): Promise<SuccessBody<R>> {
  const r = await res;
  // The one place a body becomes its type: JSON.parse cannot know it, the route's types do.
  if (r.status === 204) return null as SuccessBody<R>;
  const text = await r.text();
  return (text ? JSON.parse(text) : null) as SuccessBody<R>;
}

/**
 * The part of a refusal's details a screen acts on (a batch's errors, the task as it stands), checked
 * against its shape: a route's error details are not in its types, so they are parsed, never cast.
 */
export function errorDetails<T>(err: unknown, schema: z.ZodType<T>): T | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const parsed = schema.safeParse(err.details);
  return parsed.success ? parsed.data : undefined;
}

/** The message a toast shows for a failure: the server's, else the screen's default (spec §8). */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.message && err.message !== "An error occurred") return err.message;
  return fallback;
}
