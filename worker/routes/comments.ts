import { Hono } from "hono";
import { createCommentSchema, updateCommentSchema } from "../../core/schemas/comment";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { stringIdParam } from "../http/params";
import { validate } from "../http/validate";
import { addComment, deleteComment, editComment, listComments } from "../services/comments";

/** Comments on tasks (issue 14). Every member reads and writes; the service checks authorship. */
export const taskCommentRoutes = new Hono<AppEnv>()
  .get("/:id/comments", requireUser, validate("param", stringIdParam), async (c) => {
    return c.json(await listComments(c.env, c.get("user"), c.req.valid("param").id));
  })
  .post("/:id/comments", requireUser, validate("param", stringIdParam), validate("json", createCommentSchema), async (c) => {
    return c.json(await addComment(c.env, c.get("user"), c.req.valid("param").id, c.req.valid("json")), 201);
  });

export const commentRoutes = new Hono<AppEnv>()
  .patch("/:id", requireUser, validate("param", stringIdParam), validate("json", updateCommentSchema), async (c) => {
    return c.json(await editComment(c.env, c.get("user"), c.req.valid("param").id, c.req.valid("json")));
  })
  .delete("/:id", requireUser, validate("param", stringIdParam), async (c) => {
    await deleteComment(c.env, c.get("user"), c.req.valid("param").id);
    return c.body(null, 204);
  });
