import { Hono } from "hono";
import { isDevelopment } from "../env";
import type { AppEnv } from "../http/app-env";
import { notFound } from "../http/errors";
import { listMailbox } from "../mail/send-mail";

/** The dev mailbox exists only in development; anywhere else it is indistinguishable from a missing route. */
export const devRoutes = new Hono<AppEnv>().get("/mailbox", async (c) => {
  if (!isDevelopment(c.env)) throw notFound();
  return c.json(await listMailbox(c.env));
});
