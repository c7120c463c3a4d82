import type { Context } from "hono";
import { Hono } from "hono";
import { feedFileName } from "../../core/schemas/calendar";
import { hashToken } from "../auth/tokens";
import type { AppEnv } from "../http/app-env";
import { notFound } from "../http/errors";
import { requireUser } from "../http/middleware";
import { numericIdParam } from "../http/params";
import { validate } from "../http/validate";
import {
  FEED_NOT_FOUND,
  feedStatus,
  personFeed,
  projectFeed,
  projectFeedStatus,
  rotateFeed,
  rotateProjectFeed,
} from "../services/calendar-feeds";

// Issue 26: calendar feeds (decision 107). The .ics routes take no cookie or token: the secret in the
// URL is the credential, because calendar apps fetch them on their own. The rest are the signed-in
// person's: whether they have a feed, and a new secret (the URL is shown once, in that answer).

const baseOf = (env: Env, url: string) => (env.APP_URL ?? new URL(url).origin).replace(/\/+$/, "");

/** The feed with the headers calendar apps expect; a conditional GET of an unchanged feed is a 304. */
function ics(c: Context<AppEnv>, text: string): Response {
  const etag = `"${hashToken(text).slice(0, 32)}"`;
  const headers = {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": 'inline; filename="kickoff.ics"',
    // The URL is a secret: no shared cache keeps it; the app may reuse it for five minutes.
    "Cache-Control": "private, max-age=300",
    ETag: etag,
  };
  if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
  return c.body(text, 200, headers);
}

export const calendarRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => {
    return c.json(await feedStatus(c.env, c.get("user").id, "person"));
  })
  .post("/rotate", requireUser, async (c) => {
    return c.json(await rotateFeed(c.env, c.get("user").id, "person", baseOf(c.env, c.req.url)));
  })
  .get("/:secret.ics", async (c) => {
    const secret = feedFileName.parse(c.req.param("secret.ics"));
    return ics(c, await personFeed(c.env, secret, baseOf(c.env, c.req.url)));
  });

export const projectCalendarRoutes = new Hono<AppEnv>()
  .get("/:id/calendar", requireUser, validate("param", numericIdParam), async (c) => {
    return c.json(await projectFeedStatus(c.env, c.get("user").id, c.req.valid("param").id));
  })
  .post("/:id/calendar/rotate", requireUser, validate("param", numericIdParam), async (c) => {
    return c.json(await rotateProjectFeed(c.env, c.get("user").id, c.req.valid("param").id, baseOf(c.env, c.req.url)));
  })
  // No param validator here: hono-openapi would document the path as Hono names it ("{secret.ics}").
  .get("/:id/calendar/:secret.ics", async (c) => {
    const project = numericIdParam.safeParse({ id: c.req.param("id") });
    const secret = feedFileName.parse(c.req.param("secret.ics"));
    if (!project.success) throw notFound(FEED_NOT_FOUND);
    return ics(c, await projectFeed(c.env, project.data.id, secret, baseOf(c.env, c.req.url)));
  });
