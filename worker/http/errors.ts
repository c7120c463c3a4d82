import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one error shape of the API: `{ message, details? }` with the status that fits. */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(status, { message });
  }
}

/** 409 for a write based on a stale version: the body is `{ message, task }` so the client can rebase on `task`. */
export class StaleTaskError extends ApiError {
  constructor(
    readonly task: unknown,
    message = "This task was changed by someone else.",
  ) {
    super(409, message);
  }
}

export const badRequest = (message: string, details?: unknown) => new ApiError(400, message, details);
export const unauthorized = (message = "Please sign in to continue.") => new ApiError(401, message);
export const forbidden = (message = "You don't have permission to do that.") => new ApiError(403, message);
export const notFound = (message = "Not found") => new ApiError(404, message);
export const conflict = (message: string, details?: unknown) => new ApiError(409, message, details);

export function onError(err: Error, c: Context): Response {
  if (err instanceof StaleTaskError) return c.json({ message: err.message, task: err.task }, 409);
  if (err instanceof ApiError) {
    const body: { message: string; details?: unknown } = { message: err.message };
    if (err.details !== undefined) body.details = err.details;
    return c.json(body, err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    // Hono's own (malformed JSON, body limit…): keep its status and message, never a 500.
    return c.json({ message: err.message || "Bad request" }, err.status);
  }
  const requestId = c.get("requestId" as never) ?? crypto.randomUUID();
  console.error(JSON.stringify({ level: "error", requestId, path: c.req.path, error: String(err), stack: err.stack }));
  return c.json({ message: "Something went wrong on our side. Please try again.", details: { requestId } }, 500);
}
