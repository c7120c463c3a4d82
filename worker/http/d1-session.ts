import type { MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "./app-env";

// D1 read replication (the Sessions API) for requests and page loads. A request's queries run in one
// D1 session: reads may go to a nearby replica, writes go to the primary. The browser keeps the
// session's bookmark in a cookie and the next request starts from it, so a person always reads their
// own writes (create a project, then see it listed) even from a replica. Reads that must be the
// latest for everyone stay on the primary: the session check (read before this starts) and the
// BoardRoom's reads (member copy, project pushes) never use it (docs/decisions/008).

const BOOKMARK_COOKIE = "kickoff_d1_bookmark";
/** Bookmarks are short opaque strings; anything else in the cookie is ignored. */
const BOOKMARK = /^[0-9a-zA-Z_-]{1,128}$/;

export const d1Session: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (typeof c.env.DB.withSession !== "function") return next();
  const saved = getCookie(c, BOOKMARK_COOKIE);
  // A write starts on the primary; a read may start anywhere not older than this browser's last read.
  const start =
    c.req.method !== "GET" && c.req.method !== "HEAD" ? "first-primary" : saved && BOOKMARK.test(saved) ? saved : "first-unconstrained";
  const session = c.env.DB.withSession(start);
  // A session has prepare and batch, all that drizzle and our code use; a per-request copy of env
  // keeps the shared object untouched.
  c.env = { ...c.env, DB: session as unknown as D1Database };
  await next();
  const bookmark = session.getBookmark();
  // Only signed-in people have writes of their own to read back.
  if (c.get("user") && bookmark && bookmark !== saved && BOOKMARK.test(bookmark)) {
    setCookie(c, BOOKMARK_COOKIE, bookmark, {
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      secure: new URL(c.req.url).protocol === "https:",
    });
  }
};
