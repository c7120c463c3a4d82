import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { badRequest } from "./errors";

/**
 * zValidator with the API's error shape: the first issue becomes the message (it is what the
 * toast shows), every issue goes in details.
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      const first = issues[0];
      const message =
        first?.message && !first.message.startsWith("Invalid input") && !first.message.startsWith("Unrecognized")
          ? first.message
          : `Invalid ${first?.path || target}: ${first?.message ?? "invalid input"}`;
      throw badRequest(message, issues);
    }
  });
}
