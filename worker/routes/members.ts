import { Hono } from "hono";
import { addMemberSchema, updateMemberRoleSchema } from "../../core/schemas/team";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { memberParam, numericIdParam } from "../http/params";
import { validate } from "../http/validate";
import { requireProjectRole } from "../services/access";
import { addMember, changeMemberRole, listMembers, removeMember } from "../services/members";

/** Project members (spec §2.8, §7). Any member reads the list; only owners change it. */
export const memberRoutes = new Hono<AppEnv>()
  .get("/:id/members", requireUser, validate("param", numericIdParam), async (c) => {
    const { id } = c.req.valid("param");
    await requireProjectRole(c.env, id, c.get("user").id, "project.read");
    return c.json(await listMembers(c.env, id));
  })
  .post("/:id/members", requireUser, validate("param", numericIdParam), validate("json", addMemberSchema), async (c) => {
    const { id } = c.req.valid("param");
    await requireProjectRole(c.env, id, c.get("user").id, "members.manage");
    const { userId, role } = c.req.valid("json");
    return c.json(await addMember(c.env, id, userId, role), 201);
  })
  .patch("/:id/members/:userId", requireUser, validate("param", memberParam), validate("json", updateMemberRoleSchema), async (c) => {
    const { id, userId } = c.req.valid("param");
    await requireProjectRole(c.env, id, c.get("user").id, "members.manage");
    return c.json(await changeMemberRole(c.env, id, userId, c.req.valid("json").role));
  })
  .delete("/:id/members/:userId", requireUser, validate("param", memberParam), async (c) => {
    const { id, userId } = c.req.valid("param");
    const actor = c.get("user");
    await requireProjectRole(c.env, id, actor.id, "members.manage");
    await removeMember(c.env, id, userId, actor);
    return c.body(null, 204);
  });
