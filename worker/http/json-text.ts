import type { Context, TypedResponse } from "hono";
import type { AppEnv } from "./app-env";

/** What jsonText needs of a route's context, whatever its own variables. */
type JsonTextContext = Pick<Context<AppEnv>, "body"> & { set(key: "jsonText", value: string): void };

/**
 * A 200 answer whose JSON was built already (a batch's, by the BoardRoom: decision 153), typed for
 * the client as the `T` it is. The Idempotency-Key middleware keeps the same text without reading the
 * body back.
 */
export function jsonText<T>(c: JsonTextContext, text: string): TypedResponse<T, 200, "json">;
// The overload above is the one place that says what the text holds: Hono types a body it did not
// encode as a string, and the route's typed client should read it as the batch's answer.
export function jsonText(c: JsonTextContext, text: string): Response | TypedResponse<unknown, 200, "json"> {
  c.set("jsonText", text);
  return c.body(text, 200, { "Content-Type": "application/json" });
}
