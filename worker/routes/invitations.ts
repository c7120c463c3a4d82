import { Hono } from "hono";
import { acceptInvitationSchema, createInvitationSchema } from "../../core/schemas/team";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { numericIdParam } from "../http/params";
import { validate } from "../http/validate";
import { requireProjectRole } from "../services/access";
import {
  acceptInvitationById,
  acceptInvitationByToken,
  createInvitation,
  deleteInvitation,
  listMyInvitations,
  listProjectInvitations,
} from "../services/invitations";

/** E-mail invitations (spec §2.8, §2.11, §2.12, §7). Owners send and withdraw; the invitee accepts. */
export const invitationRoutes = new Hono<AppEnv>()
  .post("/", requireUser, validate("json", createInvitationSchema), async (c) => {
    const origin = new URL(c.req.url).origin;
    return c.json(await createInvitation(c.env, c.req.valid("json"), c.get("user"), origin), 201);
  })
  .get("/", requireUser, async (c) => c.json(await listMyInvitations(c.env, c.get("user"))))
  .post("/accept", requireUser, validate("json", acceptInvitationSchema), async (c) => {
    return c.json(await acceptInvitationByToken(c.env, c.req.valid("json").token, c.get("user")));
  })
  .post("/:id/accept", requireUser, validate("param", numericIdParam), async (c) => {
    return c.json(await acceptInvitationById(c.env, c.req.valid("param").id, c.get("user")));
  })
  .delete("/:id", requireUser, validate("param", numericIdParam), async (c) => {
    await deleteInvitation(c.env, c.req.valid("param").id, c.get("user").id);
    return c.body(null, 204);
  });

export const projectInvitationRoutes = new Hono<AppEnv>()
  // Managing the team is an owner's job (spec §6), and the list holds invitees' addresses.
  .get("/:id/invitations", requireUser, validate("param", numericIdParam), async (c) => {
    const { id } = c.req.valid("param");
    await requireProjectRole(c.env, id, c.get("user").id, "members.manage");
    return c.json(await listProjectInvitations(c.env, id));
  });
