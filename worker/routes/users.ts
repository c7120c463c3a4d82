import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { notFound } from "../http/errors";
import { requireUser } from "../http/middleware";
import { validate } from "../http/validate";
import { findPublicUserByUsername } from "../services/users";

const usernameParam = z.object({ username: z.string().trim().min(1, "Please enter a username.").max(60) });

/** User search for the members panel (spec §7): signed-in only, and only the public fields. */
export const userRoutes = new Hono<AppEnv>().get("/users/username/:username", requireUser, validate("param", usernameParam), async (c) => {
  const user = await findPublicUserByUsername(c.env, c.req.valid("param").username);
  if (!user) throw notFound("User not found");
  return c.json(user);
});
