import { Hono } from "hono";
import { isDevelopment } from "../env";
import type { AppEnv } from "../http/app-env";
import { notFound } from "../http/errors";
import { numericIdParam } from "../http/params";
import { validate } from "../http/validate";
import { listMailbox } from "../mail/send-mail";

/** The dev mailbox exists only in development; anywhere else it is indistinguishable from a missing route. */
export const devRoutes = new Hono<AppEnv>()
  .get("/mailbox", async (c) => {
    if (!isDevelopment(c.env)) throw notFound();
    return c.json(await listMailbox(c.env));
  })
  // The bench's view of what a board cost D1 (reads, projection flushes) since its object started.
  .get("/boards/:id/d1-queries", validate("param", numericIdParam), async (c) => {
    if (!isDevelopment(c.env)) throw notFound();
    const { id } = c.req.valid("param");
    return c.json(await c.env.BOARD.get(c.env.BOARD.idFromName(String(id))).d1Queries());
  });
