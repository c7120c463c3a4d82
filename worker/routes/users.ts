import { Hono } from "hono";
import { z } from "zod";
import { userSuggestQuery } from "../../core/schemas/team";
import type { AppEnv } from "../http/app-env";
import { notFound } from "../http/errors";
import { requireUser } from "../http/middleware";
import { validate } from "../http/validate";
import { enforceRateLimit, USER_LOOKUPS_PER_USER, USER_SUGGESTIONS_PER_USER } from "../services/rate-limit";
import { suggestTeammates } from "../services/teammates";
import { findPublicUserByUsername } from "../services/users";

const usernameParam = z.object({ username: z.string().trim().min(1, "Please enter a username.").max(60) });

/** User search for the members panel (spec §7): signed-in only, only the public fields, rate limited per user. */
export const userRoutes = new Hono<AppEnv>()
  .get("/username/:username", requireUser, validate("param", usernameParam), async (c) => {
    await enforceRateLimit(c.env, USER_LOOKUPS_PER_USER, String(c.get("user").id));
    const user = await findPublicUserByUsername(c.env, c.req.valid("param").username);
    if (!user) throw notFound("User not found");
    return c.json(user);
  })
  // Matches while typing (issue 21 #8), only among people the caller already shares a project with.
  .get("/suggest", requireUser, validate("query", userSuggestQuery), async (c) => {
    await enforceRateLimit(c.env, USER_SUGGESTIONS_PER_USER, String(c.get("user").id));
    const { q, projectId } = c.req.valid("query");
    // Who is suggested changes as people join: never answer a keystroke from a cache.
    c.header("Cache-Control", "no-store");
    return c.json(await suggestTeammates(c.env, c.get("user").id, q, projectId));
  });
