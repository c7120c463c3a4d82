import { type ClientResponse, hc } from "hono/client";
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

async function errorFrom(res: Response): Promise<ApiError> {
  const text = await res.text();
  try {
    const body = JSON.parse(text) as { message?: string; details?: unknown };
    return new ApiError(body.message || "An error occurred", res.status, body.details);
  } catch {
    return new ApiError(`Server error (${res.status})`, res.status);
  }
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

/** Awaits a typed-client call and reads its body (204 or empty is null), typed from the route. */
// biome-ignore lint/suspicious/noExplicitAny: status and format vary per route; only the body type matters here.
export async function readJson<T>(res: Promise<ClientResponse<T, any, any>>): Promise<T> {
  const r = await res;
  if (r.status === 204) return null as T;
  const text = await r.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The message a toast shows for a failure: the server's, else the screen's default (spec §8). */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.message && err.message !== "An error occurred") return err.message;
  return fallback;
}
