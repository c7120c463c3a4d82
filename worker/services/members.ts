import type { Role } from "../../core/schemas/fields";
import type { MemberView } from "../../core/schemas/team";
import { conflict, notFound } from "../http/errors";
import { memberChanged, unassignUser } from "./board";

// Project membership (spec §2.8, §6). Callers have already passed requireProjectRole; the rules
// that must hold under concurrency (one owner at least, one row per person) live in the SQL itself.

export const LAST_OWNER_MESSAGE = "A project must keep at least one owner. Make someone else an owner first.";
export const ALREADY_MEMBER_MESSAGE = "This user is already a member of this project.";
export const ALREADY_PENDING_MESSAGE = "An invitation for this person is already pending.";

/** SQL rank of a role, so "the higher of two roles" can be decided inside one statement. */
export const roleRankSql = (col: string) => `(CASE ${col} WHEN 'owner' THEN 3 WHEN 'editor' THEN 2 ELSE 1 END)`;

interface MemberRow {
  id: number;
  userId: number;
  role: Role;
  addedAt: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

const toView = (r: MemberRow): MemberView => ({
  id: r.id,
  userId: r.userId,
  role: r.role,
  addedAt: r.addedAt,
  user: { id: r.userId, firstName: r.firstName, lastName: r.lastName, username: r.username, profileImageUrl: r.profileImageUrl },
});

const MEMBER_SELECT = `SELECT m.id, m.user_id AS userId, m.role, m.added_at AS addedAt, u.username,
  u.first_name AS firstName, u.last_name AS lastName, u.profile_image_url AS profileImageUrl
  FROM project_members m JOIN users u ON u.id = m.user_id`;

/** Owners first, then editors, then viewers; oldest first within a role. */
export async function listMembers(env: Env, projectId: number): Promise<MemberView[]> {
  const { results } = await env.DB.prepare(
    `${MEMBER_SELECT} WHERE m.project_id = ? ORDER BY ${roleRankSql("m.role")} DESC, m.added_at, m.id`,
  )
    .bind(projectId)
    .all<MemberRow>();
  return results.map(toView);
}

async function getMember(env: Env, projectId: number, userId: number): Promise<MemberView | null> {
  const row = await env.DB.prepare(`${MEMBER_SELECT} WHERE m.project_id = ? AND m.user_id = ?`).bind(projectId, userId).first<MemberRow>();
  return row ? toView(row) : null;
}

export async function addMember(env: Env, projectId: number, userId: number, role: Role): Promise<MemberView> {
  const user = await env.DB.prepare("SELECT email FROM users WHERE id = ?").bind(userId).first<{ email: string }>();
  if (!user) throw notFound("User not found");
  // Spec §8 maps "already pending" on this call: the owner is pointed at the invitation instead of
  // ending up with a member and a dangling invitation for the same person.
  const pending = await env.DB.prepare(
    "SELECT 1 FROM project_invitations WHERE project_id = ? AND email = ? AND status = 'pending' AND expires_at > ?",
  )
    .bind(projectId, user.email, new Date().toISOString())
    .first();
  if (pending) throw conflict(ALREADY_PENDING_MESSAGE);
  // The unique (project, user) index decides a race between two adds; the loser sees no row.
  const inserted = await env.DB.prepare(
    "INSERT INTO project_members (project_id, user_id, role) VALUES (?, ?, ?) ON CONFLICT(project_id, user_id) DO NOTHING RETURNING id",
  )
    .bind(projectId, userId, role)
    .first<{ id: number }>();
  if (!inserted) throw conflict(ALREADY_MEMBER_MESSAGE);
  await memberChanged(env, projectId, userId, role);
  return (await getMember(env, projectId, userId))!;
}

/**
 * Changes a role. The owner count is checked in the same statement as the update, so two owners
 * demoting each other at once cannot leave the project with none.
 */
export async function changeMemberRole(env: Env, projectId: number, userId: number, role: Role): Promise<MemberView> {
  const updated = await env.DB.prepare(
    `UPDATE project_members SET role = ?1 WHERE project_id = ?2 AND user_id = ?3
       AND (role <> 'owner' OR ?1 = 'owner'
            OR (SELECT COUNT(*) FROM project_members WHERE project_id = ?2 AND role = 'owner') > 1)
     RETURNING id`,
  )
    .bind(role, projectId, userId)
    .first<{ id: number }>();
  if (!updated) {
    if (!(await getMember(env, projectId, userId))) throw notFound("Member not found");
    throw conflict(LAST_OWNER_MESSAGE);
  }
  await memberChanged(env, projectId, userId, role);
  return (await getMember(env, projectId, userId))!;
}

/** Removes a member (never the last owner), then hands their tasks back: they become unassigned. */
export async function removeMember(env: Env, projectId: number, userId: number, actor: { id: number }): Promise<void> {
  const removed = await env.DB.prepare(
    `DELETE FROM project_members WHERE project_id = ?1 AND user_id = ?2
       AND (role <> 'owner' OR (SELECT COUNT(*) FROM project_members WHERE project_id = ?1 AND role = 'owner') > 1)
     RETURNING id`,
  )
    .bind(projectId, userId)
    .first<{ id: number }>();
  if (!removed) {
    if (!(await getMember(env, projectId, userId))) throw notFound("Member not found");
    throw conflict(LAST_OWNER_MESSAGE);
  }
  // Membership goes first: if unassigning fails the request fails loudly, but the person has no
  // access left; doing it the other way round could unassign tasks of someone who stays.
  await memberChanged(env, projectId, userId, null);
  await unassignUser(env, projectId, userId, actor);
}

/** Projects the user owns: the ones they may invite people to (Team page, spec §2.11). */
export async function listOwnedProjects(env: Env, userId: number): Promise<Array<{ id: number; name: string }>> {
  const { results } = await env.DB.prepare(
    `SELECT p.id, p.name FROM projects p JOIN project_members m ON m.project_id = p.id
      WHERE m.user_id = ? AND m.role = 'owner' ORDER BY p.name COLLATE NOCASE, p.id`,
  )
    .bind(userId)
    .all<{ id: number; name: string }>();
  return results;
}
