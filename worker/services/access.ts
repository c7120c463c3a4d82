import { and, eq } from "drizzle-orm";
import { atLeast } from "../../core/permissions";
import type { Role } from "../../core/schemas/fields";
import { db } from "../db/client";
import { projectMembers } from "../db/schema";
import { forbidden, notFound } from "../http/errors";

export const PROJECT_NOT_FOUND = "Project not found";

export async function getProjectRole(env: Env, projectId: number, userId: number): Promise<Role | null> {
  const row = await db(env.DB)
    .select({ role: projectMembers.role })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .get();
  return row?.role ?? null;
}

/**
 * The gate of every project route. A non-member gets the same 404 as for a project that does not
 * exist, so ids reveal nothing; a member without the needed role gets 403.
 */
export async function requireProjectRole(env: Env, projectId: number, userId: number, min: Role = "viewer"): Promise<Role> {
  const role = await getProjectRole(env, projectId, userId);
  if (!role) throw notFound(PROJECT_NOT_FOUND);
  if (!atLeast(role, min)) {
    throw forbidden(min === "owner" ? "Only project owners can do that." : "You have read-only access to this project.");
  }
  return role;
}
