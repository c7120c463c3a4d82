import { and, asc, desc, eq, gt, ne, or, type SQLWrapper, sql } from "drizzle-orm";
import { must } from "../../core/must";
import type { Role } from "../../core/schemas/fields";
import type { MemberView } from "../../core/schemas/team";
import { type Db, db } from "../db/client";
import { projectInvitations, projectMembers, projects, users } from "../db/schema";
import { conflict, notFound } from "../http/errors";
import { memberChanged, unassignUser } from "./board";
import { bellsChanged } from "./notifications";

// Project membership (spec §2.8, §6). Callers have already passed requireProjectRole; the rules
// that must hold under concurrency (one owner at least, one row per person) live in the SQL itself.

export const LAST_OWNER_MESSAGE = "A project must keep at least one owner. Make someone else an owner first.";
export const ALREADY_MEMBER_MESSAGE = "This user is already a member of this project.";
export const ALREADY_PENDING_MESSAGE = "An invitation for this person is already pending.";

/** SQL rank of a role, so "the higher of two roles" can be decided inside one statement. */
export const roleRank = (col: SQLWrapper) => sql<number>`(CASE ${col} WHEN 'owner' THEN 3 WHEN 'editor' THEN 2 ELSE 1 END)`;

const memberColumns = {
  id: projectMembers.id,
  userId: projectMembers.userId,
  role: projectMembers.role,
  addedAt: projectMembers.addedAt,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
};

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

const selectMembers = (d: Db) => d.select(memberColumns).from(projectMembers).innerJoin(users, eq(users.id, projectMembers.userId));

/**
 * "The project keeps another owner": the owner count as a subquery, so it is read by the same
 * statement that changes the row (a check in a separate query could race another demotion).
 */
const otherOwnerRemains = (d: Db, projectId: number) =>
  gt(d.$count(projectMembers, and(eq(projectMembers.projectId, projectId), eq(projectMembers.role, "owner"))), 1);

/** Owners first, then editors, then viewers; oldest first within a role. */
export async function listMembers(env: Env, projectId: number): Promise<MemberView[]> {
  const results = await selectMembers(db(env.DB))
    .where(eq(projectMembers.projectId, projectId))
    .orderBy(desc(roleRank(projectMembers.role)), asc(projectMembers.addedAt), asc(projectMembers.id));
  return results.map(toView);
}

async function getMember(d: Db, projectId: number, userId: number): Promise<MemberView | null> {
  const row = await selectMembers(d)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .get();
  return row ? toView(row) : null;
}

export async function addMember(env: Env, projectId: number, userId: number, role: Role): Promise<MemberView> {
  const d = db(env.DB);
  const user = await d.select({ email: users.email }).from(users).where(eq(users.id, userId)).get();
  if (!user) throw notFound("User not found");
  // Spec §8 maps "already pending" on this call: the owner is pointed at the invitation instead of
  // ending up with a member and a dangling invitation for the same person.
  const pending = await d
    .select({ one: sql`1` })
    .from(projectInvitations)
    .where(
      and(
        eq(projectInvitations.projectId, projectId),
        eq(projectInvitations.email, user.email),
        eq(projectInvitations.status, "pending"),
        gt(projectInvitations.expiresAt, new Date().toISOString()),
      ),
    )
    .get();
  if (pending) throw conflict(ALREADY_PENDING_MESSAGE);
  // The unique (project, user) index decides a race between two adds; the loser sees no row.
  const inserted = await d
    .insert(projectMembers)
    .values({ projectId, userId, role })
    .onConflictDoNothing({ target: [projectMembers.projectId, projectMembers.userId] })
    .returning({ id: projectMembers.id })
    .get();
  if (!inserted) throw conflict(ALREADY_MEMBER_MESSAGE);
  await memberChanged(env, projectId, userId, role);
  return must(await getMember(d, projectId, userId), "the member was just written");
}

/**
 * Changes a role. The owner count is checked in the same statement as the update, so two owners
 * demoting each other at once cannot leave the project with none.
 */
export async function changeMemberRole(env: Env, projectId: number, userId: number, role: Role): Promise<MemberView> {
  const d = db(env.DB);
  const updated = await d
    .update(projectMembers)
    .set({ role })
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        eq(projectMembers.userId, userId),
        // Making someone an owner never loses one; any other role needs the row not to be an owner,
        // or another owner to remain.
        role === "owner" ? undefined : or(ne(projectMembers.role, "owner"), otherOwnerRemains(d, projectId)),
      ),
    )
    .returning({ id: projectMembers.id })
    .get();
  if (!updated) {
    if (!(await getMember(d, projectId, userId))) throw notFound("Member not found");
    throw conflict(LAST_OWNER_MESSAGE);
  }
  await memberChanged(env, projectId, userId, role);
  return must(await getMember(d, projectId, userId), "the member was just written");
}

/** Removes a member (never the last owner), then hands their tasks back: they become unassigned. */
export async function removeMember(env: Env, projectId: number, userId: number, actor: { id: number }): Promise<void> {
  const d = db(env.DB);
  const removed = await d
    .delete(projectMembers)
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        eq(projectMembers.userId, userId),
        or(ne(projectMembers.role, "owner"), otherOwnerRemains(d, projectId)),
      ),
    )
    .returning({ id: projectMembers.id })
    .get();
  if (!removed) {
    if (!(await getMember(d, projectId, userId))) {
      // Already gone from D1: perhaps an earlier removal committed and then failed to reach the board.
      // Telling the board again (idempotent) is what lets the owner's retry close that gap.
      await memberChanged(env, projectId, userId, null);
      throw notFound("Member not found");
    }
    throw conflict(LAST_OWNER_MESSAGE);
  }
  // Membership goes first: if unassigning fails the request fails loudly, but the person has no
  // access left; doing it the other way round could unassign tasks of someone who stays.
  await memberChanged(env, projectId, userId, null);
  await unassignUser(env, projectId, userId, actor);
  // Their notifications about this project are hidden from now on: their bell's count drops with them.
  await bellsChanged(env, [userId]);
}

/** Projects the user owns: the ones they may invite people to (Team page, spec §2.11). */
export async function listOwnedProjects(env: Env, userId: number): Promise<Array<{ id: number; name: string }>> {
  return db(env.DB)
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .innerJoin(projectMembers, eq(projectMembers.projectId, projects.id))
    .where(and(eq(projectMembers.userId, userId), eq(projectMembers.role, "owner")))
    .orderBy(sql`${projects.name} COLLATE NOCASE`, asc(projects.id));
}
