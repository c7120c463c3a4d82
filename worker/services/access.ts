import { type Action, roleAllows, roleRefusal } from "../../core/policy";
import type { Role } from "../../core/schemas/fields";
import { forbidden, notFound } from "../http/errors";
import { readMemberRoles } from "./membership";

export const PROJECT_NOT_FOUND = "Project not found";

export async function getProjectRole(env: Env, projectId: number, userId: number): Promise<Role | null> {
  const [row] = await readMemberRoles(env.DB, projectId, userId);
  return row?.role ?? null;
}

/**
 * The gate of every project route, asking the policy (core/policy.ts) whether the caller's role may
 * do `action`. A non-member gets the same 404 as for a project that does not exist, so ids reveal
 * nothing; a member without the needed role gets 403.
 */
export async function requireProjectRole(env: Env, projectId: number, userId: number, action: Action = "project.read"): Promise<Role> {
  const role = await getProjectRole(env, projectId, userId);
  if (!role) throw notFound(PROJECT_NOT_FOUND);
  if (!roleAllows(action, role)) throw forbidden(roleRefusal(action));
  return role;
}
