import type { ValidationTargets } from "hono";
import { validator } from "hono-openapi";
import type { ZodType } from "zod";
import { badRequest } from "./errors";

/**
 * Validates one part of the request against its zod schema, with the API's error shape: the first
 * issue becomes the message (it is what the toast shows), every issue goes in details. hono-openapi's
 * validator also records the schema on the route, which is how /api/openapi.json describes every
 * request (worker/openapi/document.ts, decision 067).
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return validator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.map((i) => ({
        path: (i.path ?? []).map((p) => (typeof p === "object" ? String(p.key) : String(p))).join("."),
        message: i.message,
      }));
      const first = issues[0];
      const message =
        first?.message && !first.message.startsWith("Invalid input") && !first.message.startsWith("Unrecognized")
          ? first.message
          : `Invalid ${first?.path || target}: ${first?.message ?? "invalid input"}`;
      throw badRequest(message, issues);
    }
  });
}
